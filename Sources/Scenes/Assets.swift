import Canvas
import Foundation

/// Finds Locus's `Assets` folder wherever the app is run from, and loads images from it.
///
/// Looked for, in order: `$LOCUS_ASSETS`; an `Assets` folder beside the executable or in any
/// folder above it (a `.build/release/locus` inside the repository finds the repository's);
/// `Assets` in the current folder; `/usr/share/locus/Assets`.
public struct Assets: Sendable {
    public let directory: String?

    public init(directory: String?) {
        self.directory = directory
    }

    /// The assets of this installation (see the type's documentation for where it looks).
    public static func locate() -> Assets {
        Assets(directory: candidates().first { FileManager.default.fileExists(atPath: $0 + "/plane.png") })
    }

    static func candidates() -> [String] {
        var list: [String] = []
        if let env = ProcessInfo.processInfo.environment["LOCUS_ASSETS"], !env.isEmpty { list.append(env) }
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        for _ in 0..<6 {
            list.append(dir.appendingPathComponent("Assets").path)
            dir = dir.deletingLastPathComponent()
        }
        list.append(FileManager.default.currentDirectoryPath + "/Assets")
        list.append("/usr/share/locus/Assets")
        return list
    }

    public func image(_ name: String) throws(CanvasError) -> Image {
        guard let directory else {
            throw CanvasError("cannot find Locus's Assets folder (set LOCUS_ASSETS to its path)")
        }
        return try Image(pngFile: directory + "/" + name)
    }
}
