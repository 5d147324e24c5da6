import Foundation

/// A file the app writes (the state stream, a screenshot): whole or not at all.
///
/// Bytes go to a temporary file beside the target, renamed over it by ``commit()``, so a failed
/// or interrupted run never leaves a half-written file. A symbolic link is followed, so the link
/// survives and its target is replaced. A target that is not a regular file (a device such as
/// `/dev/stdout` or `/dev/null`, a FIFO) cannot be replaced atomically and must not be replaced
/// at all: it is written in place.
final class OutputFile {
    /// The path as the user gave it, for messages.
    let path: String
    /// The option it came from, for messages.
    let option: String
    private var descriptor: Int32
    /// The temporary file, or nil when writing in place.
    private let temporary: String?
    /// Where the temporary file goes on ``commit()``.
    private let target: String

    init(path: String, option: String) throws {
        self.path = path
        self.option = option
        var info = stat()
        let exists = stat(path, &info) == 0
        let kind = info.st_mode & S_IFMT
        // Special files are opened as named (`/dev/stdout` leads to a pipe, not to a path).
        target = exists && kind != S_IFREG ? path : OutputFile.followingLinks(path)
        if exists && kind == S_IFDIR {
            throw UserError("\(option): cannot write \(path): it is a folder")
        }
        if exists && kind != S_IFREG {
            temporary = nil
            descriptor = open(target, O_WRONLY | O_CLOEXEC)
        } else {
            let url = URL(fileURLWithPath: target)
            let folder = url.deletingLastPathComponent().path
            let name = folder + "/.\(url.lastPathComponent).\(getpid()).tmp"
            temporary = name
            // Keep the permissions of a file being replaced; a new file gets the usual ones.
            let mode = exists ? info.st_mode & 0o7777 : 0o666
            descriptor = open(name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
            if descriptor >= 0 { TemporaryFiles.register(name) }
        }
        if descriptor < 0 { throw failure() }
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

    /// Closes the file and puts it in place. Without this, the temporary file is removed.
    func commit() throws {
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw failure() }
        guard let temporary else { return }
        guard rename(temporary, target) == 0 else { throw failure() }
        TemporaryFiles.unregister(temporary)
    }

    /// Where `path` leads through symbolic links, even to a file that does not exist yet.
    static func followingLinks(_ path: String) -> String {
        var path = path
        var info = stat()
        // Give up after as many links as the kernel follows (a loop fails later, at open).
        for _ in 0..<40 where lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { break }
            path = link.hasPrefix("/") ? link : URL(fileURLWithPath: path).deletingLastPathComponent().path + "/" + link
        }
        return path
    }

    private func failure() -> UserError {
        UserError("\(option): cannot write \(path): \(String(cString: strerror(errno)))")
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if let temporary, TemporaryFiles.unregister(temporary) { unlink(temporary) }
    }
}
