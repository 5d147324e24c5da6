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

    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder for one test's files.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locus-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
