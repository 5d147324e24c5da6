import Foundation

/// Reads a file the user names (`--path @FILE`, `--events`): a regular file, or a pipe such as
/// `/dev/stdin` or a shell's `<(...)`, which have no size to ask for and must be read to the end.
enum InputFile {
    /// More than this is not a path or an event script but a mistake (and would exhaust memory).
    static let limit = 256 << 20

    /// Whether `file` names the standard input, which only one option can read: the second
    /// would find it already read to the end, and go on with nothing.
    static func isStandardInput(_ file: String) -> Bool {
        ["-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"].contains(file)
    }

    /// The device and inode of `file` when it is a regular file (which an output would replace):
    /// for `-`, the standard input's (`< events.jsonl`).
    static func regularFile(_ file: String) -> (UInt64, UInt64)? {
        identity(of: file, kind: S_IFREG)
    }

    /// The device and inode of `file` when it is a named pipe (a FIFO), which opening for
    /// reading or writing waits on until the other end is opened too.
    static func pipe(_ file: String) -> (UInt64, UInt64)? {
        file == "-" ? nil : identity(of: file, kind: S_IFIFO)
    }

    private static func identity(of file: String, kind: mode_t) -> (UInt64, UInt64)? {
        var info = stat()
        let found = file == "-" ? fstat(0, &info) == 0 : !file.isEmpty && stat(file, &info) == 0
        guard found, info.st_mode & S_IFMT == kind else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// What a file of common binary kind is, by its first bytes ("a PNG image"); nil for others.
    /// (A PNG given as a path was taken for UTF-16 text; found by a first-time user.)
    static func binaryKind(_ bytes: [UInt8]) -> String? {
        let signatures: [([UInt8], String)] = [([0x89, 0x50, 0x4E, 0x47], "a PNG image"), ([0xFF, 0xD8, 0xFF], "a JPEG image"),
                                               (Array("GIF8".utf8), "a GIF image"), (Array("%PDF".utf8), "a PDF document"),
                                               ([0x50, 0x4B, 0x03, 0x04], "a zip archive")]
        return signatures.first { bytes.starts(with: $0.0) }?.1
    }

    /// Whether `bytes` read like UTF-16: a byte-order mark, or every other byte NUL at the start
    /// (where ASCII text in UTF-16 puts them).
    static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        let start = Array(bytes.prefix(64)), pairs = start.count / 2
        guard pairs >= 2 else { return false }
        let evenNULs = (0..<pairs).filter { start[2 * $0] == 0 }.count, oddNULs = (0..<pairs).filter { start[2 * $0 + 1] == 0 }.count
        return max(evenNULs, oddNULs) * 4 >= pairs * 3 && min(evenNULs, oddNULs) * 4 < pairs
    }

    /// The names of Windows-1252 and of ISO-8859-1, the encodings besides UTF-8 that are read
    /// (lowercased). Both are read as Windows-1252, as browsers do: files declared ISO-8859-1
    /// often hold its characters at 0x80 to 0x9F (quotes, dashes, the euro sign).
    static let windows1252Names: Set<String> = ["windows-1252", "cp1252", "iso-8859-1", "iso8859-1", "iso_8859-1",
                                                "latin1", "latin-1", "l1"]

    /// What Windows-1252 has at 0x80 to 0x9F, where ISO-8859-1 has control characters (the five
    /// it leaves undefined are read as those).
    static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// `bytes` read as Windows-1252.
    static func windows1252(_ bytes: [UInt8]) -> String {
        String(String.UnicodeScalarView(bytes.map { b in
            (0x80...0x9F).contains(b) ? Unicode.Scalar(windows1252High[Int(b) - 0x80])! : Unicode.Scalar(b)
        }))
    }

    /// The encoding an XML declaration at the start of `bytes` names (`<?xml ... encoding="X"?>`),
    /// if there is one. (Not a processing instruction whose name starts with xml:
    /// `<?xml-stylesheet?>`.)
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)), bytes.count > 5, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[5]) else { return nil }
        let head = bytes.prefix(200).prefix { $0 != UInt8(ascii: ">") }
        guard let declaration = String(validating: head, as: UTF8.self),
              let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let name = rest.dropFirst().prefix { $0 != quote }
        return name.isEmpty ? nil : String(name)
    }

    /// The text of `file` (`-` is standard input), without a leading byte-order mark.
    static func text(_ file: String, option: String) throws -> String {
        func failure(_ reason: String) -> UserError {
            UserError("\(option): cannot read \(file == "-" ? "the standard input" : file): \(reason)")
        }
        guard !file.isEmpty else { throw UserError.usage("\(option): the file name is empty") }
        let descriptor = file == "-" ? dup(0) : open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { throw failure("it is a folder") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            bytes += chunk[..<n]
            if bytes.count > limit { throw failure("it is larger than \(limit >> 20) MB") }
        }
        if bytes.starts(with: [0x1F, 0x8B]) { throw failure("it is compressed with gzip (an .svgz, say): gunzip it first") }
        if let kind = binaryKind(bytes) { throw failure("it is \(kind), not text") }
        // NUL is valid UTF-8 but no text holds it.
        guard !bytes.contains(0) else { throw failure("it is not UTF-8 text\(looksLikeUTF16(bytes) ? " (UTF-16?)" : "")") }
        let encoding = declaredEncoding(bytes)
        // (Older SVG exports declare Latin-1 or Windows-1252; a first-time user's was refused
        // as not UTF-8.)
        if let encoding, windows1252Names.contains(encoding.lowercased()) { return windows1252(bytes) }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            if let encoding, !["utf-8", "utf8"].contains(encoding.lowercased()) {
                throw failure("it is in \(encoding), which is not read: save it as UTF-8")
            }
            throw failure("it is not UTF-8 text\(looksLikeUTF16(bytes) ? " (UTF-16?)" : "")")
        }
        // Some editors start UTF-8 files with a byte-order mark; it is not part of the text.
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }
}
