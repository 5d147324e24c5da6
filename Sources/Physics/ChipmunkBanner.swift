import CChipmunk

/// Debian's Chipmunk prints a banner on stdout when the first space of the process is made.
/// Making that first space here, with stdout pointed elsewhere, keeps the console clean; the
/// banner is printed once per process, so later spaces are quiet on their own.
enum ChipmunkBanner {
    static let silenced: Bool = {
        cpSpaceFree(locus_cpSpaceNewQuietly())
        return true
    }()
}
