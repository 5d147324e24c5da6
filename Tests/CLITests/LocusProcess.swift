import Foundation

/// The result of running the `locus` binary.
struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
    var stderrLines: [Substring] { stderr.split(separator: "\n") }
}

/// Runs the `locus` binary that `swift build` put beside the test bundle.
enum LocusProcess {
    static var binary: URL {
        // The tests run from .build/<config>/, where the executable product also lives.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for config in ["debug", "release"] {
            let url = packageRoot.appendingPathComponent(".build/\(config)/locus")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/locus")
    }

    /// Runs `locus` with `arguments`; `input` becomes its standard input (empty when nil).
    static func run(_ arguments: [String], environment: [String: String]? = nil, input: Data? = nil) throws -> Outcome {
        try run(executable: binary, arguments, environment: environment, input: input)
    }

    /// Runs `script` in bash with `$LOCUS` set to the binary (to set limits or signals first).
    static func shell(_ script: String) throws -> Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["LOCUS"] = binary.path
        return try run(executable: URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: environment, input: nil)
    }

    private static func run(executable: URL, _ arguments: [String], environment: [String: String]?,
                            input: Data?) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        // A child that exits without reading its input must not take the test runner with it.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        if let input {
            // Fed from another thread: a large input must not wait on a full output pipe.
            Thread {
                try? inPipe.fileHandleForWriting.write(contentsOf: input)
                try? inPipe.fileHandleForWriting.close()
            }.start()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder for one test's files, removed with everything in it when the
    /// test process ends (each run left hundreds behind in /tmp).
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locus-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        TemporaryFolders.add(url)
        return url
    }
}

/// The temporary folders the tests made, to remove at exit. (Tests run in parallel: a lock
/// guards the list.)
private enum TemporaryFolders {
    nonisolated(unsafe) private static var folders: [URL] = []
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered = false

    static func add(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        folders.append(url)
        if !registered {
            registered = true
            atexit { TemporaryFolders.removeAll() }
        }
    }

    static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for url in folders { try? FileManager.default.removeItem(at: url) }
        folders = []
    }
}
