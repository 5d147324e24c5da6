import Foundation

/// A file the app writes (the state stream, a screenshot): whole or not at all.
///
/// Bytes go to a temporary file beside the target (with no name there until then, where Linux
/// allows), renamed over it by ``commit()``, so a failed or interrupted run never leaves a
/// half-written file. A symbolic link is followed, so the link
/// survives and its target is replaced. What cannot be replaced is written in place: a device
/// (`/dev/null`), a FIFO, and a stream the process already holds (`-`, `/dev/stdout`,
/// `/dev/fd/N`), which is written through the descriptor it has, so `>> log` appends.
final class OutputFile {
    /// The path as the user gave it, for messages.
    let path: String
    /// The option it came from, for messages.
    let option: String
    private var descriptor: Int32
    /// The temporary file the target is replaced with, or nil when writing in place.
    private var temporary: Temporary?

    private enum Temporary {
        /// A file of that name in the target's folder.
        case named(String)
        /// A file with no name in the folder until ``commit()`` (Linux's `O_TMPFILE`), then one
        /// starting with `stem`: a process killed outright (SIGKILL, the out-of-memory killer)
        /// leaves nothing behind, where a named one stayed (found by a first-time user).
        case unnamed(stem: String)
    }
    /// Where the temporary file goes on ``commit()``.
    let target: String

    init(path: String, option: String) throws {
        self.path = path
        self.option = option
        guard !path.isEmpty else { throw UserError.usage("\(option): the file name is empty") }
        if let fd = OutputFile.heldDescriptor(path) {
            (target, temporary) = (path, nil)
            descriptor = dup(fd)
            if descriptor < 0 { throw OutputFile.failure(option, path) }
            return
        }
        var info = stat()
        let exists = stat(path, &info) == 0
        let kind = info.st_mode & S_IFMT
        if exists && kind == S_IFDIR {
            throw UserError("\(option): cannot write \(path): it is a folder")
        }
        if exists && kind != S_IFREG {
            (target, temporary) = (path, nil)
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            if descriptor < 0 { throw OutputFile.failure(option, path) }
            return
        }
        target = try OutputFile.followingLinks(path, option: option)
        // Replacing a file the user may not write would get round its permissions.
        if exists && access(target, W_OK) != 0 { throw OutputFile.failure(option, path) }
        let url = URL(fileURLWithPath: target)
        // A name may be 255 bytes; the temporary's adds up to about 20, so a long one is cut
        // (a legal 243-byte name was refused as "File name too long").
        let stem = url.deletingLastPathComponent().path + "/.\(OutputFile.cut(url.lastPathComponent, toBytes: 200)).\(getpid())"
        // Keep the permissions of a file being replaced; a new file gets the usual ones.
        let mode = exists ? info.st_mode & 0o7777 : 0o666
        // Unnamed where the file system allows; else a fresh name each time, never through a
        // link someone placed there.
        let unnamed = open(url.deletingLastPathComponent().path, OutputFile.unnamedFile | O_WRONLY | O_CLOEXEC, mode)
        if unnamed >= 0 {
            (descriptor, temporary) = (unnamed, .unnamed(stem: stem))
            TemporaryFiles.letSignalsThrough()
        } else {
            let (d, name) = OutputFile.claimName(stem) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode) }
            if d < 0 {
                // The file is there: it is its folder that takes no new file (/proc, say), which
                // strerror alone did not tell ("No such file or directory" for /proc/version).
                guard exists else { throw OutputFile.failure(option, path) }
                let reason = String(cString: strerror(errno))
                throw UserError("\(option): cannot write \(path): cannot make a file in \(url.deletingLastPathComponent().path) to replace it with (\(reason))")
            }
            (descriptor, temporary) = (d, .named(name))
        }
        // A file replaced keeps its permissions as they were, whatever the umask takes from new
        // files (a 0666 file came back 0644; found by a first-time user).
        if exists { fchmod(descriptor, mode) }
    }

    /// Makes a file with `make` named `stem.1.tmp`, or `.2`, and so on while the name is taken
    /// (up to 100), the signals held back until the name is registered for removal: `make`'s
    /// result (negative when it failed, `errno` telling why) and the name.
    private static func claimName(_ stem: String, _ make: (String) -> Int32) -> (result: Int32, name: String) {
        var n = 0, name = "", result: Int32 = -1
        TemporaryFiles.holdingSignals {
            repeat {
                n += 1
                name = "\(stem).\(n).tmp"
                result = make(name)
            } while result < 0 && errno == EEXIST && n < 100
            if result >= 0 { TemporaryFiles.register(name) }
        }
        return (result, name)
    }

    /// `name` cut to at most `limit` bytes of UTF-8, between characters.
    static func cut(_ name: String, toBytes limit: Int) -> String {
        var out = "", bytes = 0
        for c in name {
            bytes += c.utf8.count
            if bytes > limit { break }
            out.append(c)
        }
        return out
    }

    /// For a file replaced through a temporary: its folder without links, and its name; two
    /// outputs with the same would overwrite each other. Nil for what is written in place.
    var replacedFile: String? {
        guard temporary != nil else { return nil }
        let url = URL(fileURLWithPath: target)
        let folder = realpath(url.deletingLastPathComponent().path, nil).map { p in
            defer { free(p) }
            return String(cString: p)
        }
        return folder.map { $0 + "/" + url.lastPathComponent }
    }

    /// Whether this and `other` would write into one file: one name replaced through temporary
    /// files; one open file written in place (`-` and `/dev/stdout`, say: the state stream and
    /// the image's bytes would be mixed); or a file replaced that the other writes in place (the
    /// standard output sent to `shot.png`, and `--screenshot shot.png`). `/dev/null` may take both.
    func writesTheSameFile(as other: OutputFile) -> Bool {
        if let name = replacedFile, let otherName = other.replacedFile { return name == otherName }
        guard let a = writtenFile, let b = other.writtenFile else { return false }
        var null = stat()
        let isNull = stat("/dev/null", &null) == 0 && a == (UInt64(null.st_dev), UInt64(null.st_ino))
        return a == b && !isNull
    }

    /// Whether this would replace or write into the regular file `input` names (the events
    /// script given again as the state stream, say, which was lost without a word).
    func overwrites(input: String) -> Bool {
        guard let file = InputFile.regularFile(input), let written = writtenFile else { return false }
        return file == written
    }

    /// The device and inode of the file this writes into: the one it holds open, or for a file
    /// replaced through a temporary, the one there now (nil when there is none yet).
    private var writtenFile: (UInt64, UInt64)? {
        var info = stat()
        let found = temporary == nil ? fstat(descriptor, &info) : stat(target, &info)
        return found == 0 ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
    }

    /// The descriptor this process already has for `path`: `-` and `/dev/stdout` are 1,
    /// `/dev/stderr` 2, `/dev/fd/N` and `/proc/self/fd/N` are N.
    static func heldDescriptor(_ path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Where `path` leads through symbolic links, even to a file that does not exist yet.
    static func followingLinks(_ path: String, option: String) throws -> String {
        var current = path
        var info = stat()
        // As many links as the kernel follows; more is a loop.
        for _ in 0..<40 {
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = link.hasPrefix("/") ? link : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + link
        }
        errno = ELOOP
        throw failure(option, path)
    }

    /// Writes all of `bytes`, or throws naming the reason (a full disk, a closed pipe).
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            offset += n
        }
    }

    func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Whether `path` is a terminal: one the process holds (`-`), or one named (`/dev/tty`,
    /// which a screenshot was written into, though `-` on a terminal was refused; found by a
    /// first-time user).
    static func isTerminal(_ path: String) -> Bool {
        if let fd = heldDescriptor(path) { return isatty(fd) == 1 }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return false }
        let fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return isatty(fd) == 1
    }

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift does not import.
    static let unnamedFile = O_DIRECTORY | 0o20000000

    /// Closes the file and puts it in place. Without this, the temporary file is removed.
    func commit() throws {
        if case .unnamed(let stem) = temporary {
            // Named for a moment, to be renamed over the target (linkat cannot replace it).
            let fd = descriptor
            let (linked, name) = OutputFile.claimName(stem) { linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, $0, AT_SYMLINK_FOLLOW) }
            guard linked >= 0 else { throw failure() }
            temporary = .named(name)
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw failure() }
        guard case .named(let temporary) = temporary else { return }
        guard rename(temporary, target) == 0 else { throw failure() }
        TemporaryFiles.unregister(temporary)
    }

    private func failure() -> UserError { OutputFile.failure(option, path) }

    /// The error for the last failed call, from `errno`.
    static func failure(_ option: String, _ path: String) -> UserError {
        UserError("\(option): cannot write \(path == "-" ? "the standard output" : path): \(String(cString: strerror(errno)))")
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if case .named(let name) = temporary, TemporaryFiles.unregister(name) { unlink(name) }
    }
}
