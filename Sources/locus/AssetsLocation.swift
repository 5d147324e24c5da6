import Foundation
import Scenes

extension Assets {
    /// The assets of this installation. Looked for, in order: `$LOCUS_ASSETS`; an `Assets`
    /// folder beside the executable or in any folder above it (a `.build/release/locus` inside
    /// the repository finds the repository's); `Assets` in the current folder;
    /// `/usr/share/locus/Assets`.
    static func locate() -> Assets {
        Assets(directory: candidates().first { FileManager.default.fileExists(atPath: $0 + "/plane.png") })
    }

    private static func candidates() -> [String] {
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
}
