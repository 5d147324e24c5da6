import Foundation
import Scenes

extension Assets {
    /// The assets of this installation: `$LOCUS_ASSETS` when it is set (a folder without the
    /// images then fails to load, naming it: passed over for another, a mistyped one went
    /// unnoticed; found by a first-time user); else the first of an `Assets` folder beside
    /// the executable or in any folder above it (a `.build/release/locus` inside the
    /// repository finds the repository's), `Assets` in the current folder, and
    /// `/usr/share/locus/Assets` that holds them.
    static func locate() -> Assets {
        if let env = ProcessInfo.processInfo.environment["LOCUS_ASSETS"], !env.isEmpty {
            return Assets(directory: env, chosenBy: "LOCUS_ASSETS")
        }
        return Assets(directory: candidates().first { FileManager.default.fileExists(atPath: $0 + "/plane.png") })
    }

    private static func candidates() -> [String] {
        var list: [String] = []
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
