import Foundation
import Testing

/// What `--help` tells a first-time user.
@Suite("Help")
struct HelpTests {
    /// The top-level help lists only subcommands; it points to where the app's options are.
    @Test func theTopLevelHelpPointsToTheAppsOptions() throws {
        let o = try LocusProcess.run(["--help"])
        #expect(o.status == 0)
        #expect(o.stdout.contains("locus help run"), "\(o.stdout)")
    }

    /// `--version` answers (it was an unknown option), and the run help names each option's
    /// values once (they were listed in the text and again by the parser).
    @Test func versionAndValuesOnce() throws {
        let o = try LocusProcess.run(["--version"])
        #expect(o.status == 0 && o.stdout.hasPrefix("locus "), "\(o.stdout)")
        let help = try LocusProcess.run(["help", "run"]).stdout
        #expect(help.components(separatedBy: "dragdrop").count == 2, "\(help)")
        #expect(help.components(separatedBy: "ease-in-out").count == 2, "\(help)")
    }

    /// Every option the README's command line shows is in `locus help run`.
    @Test func theRunHelpListsTheOptionsTheReadmeShows() throws {
        let o = try LocusProcess.run(["help", "run"])
        #expect(o.status == 0)
        for option in ["--scene", "--size", "--path", "--headless", "--frames", "--fps", "--events", "--state-out",
                       "--screenshot", "--overlay", "--timing", "--duration", "--speed", "--side", "--rotate",
                       "--original-retarget"] {
            #expect(o.stdout.contains(option), "\(option) missing")
        }
    }
}
