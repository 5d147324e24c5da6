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

    /// The text of `file` (`-` is standard input), without a leading byte-order mark.
    static func text(_ file: String, option: String) throws -> String {
        func failure(_ reason: String) -> UserError { UserError("\(option): cannot read \(file): \(reason)") }
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
        // NUL is valid UTF-8 but no text holds it; UTF-16 text is full of them.
        let hasNUL = bytes.contains(0)
        guard !hasNUL, var text = String(validating: bytes, as: UTF8.self) else {
            throw failure("it is not UTF-8 text\(hasNUL ? " (it holds NUL bytes: UTF-16?)" : "")")
        }
        // Some editors start UTF-8 files with a byte-order mark; it is not part of the text.
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }
}
