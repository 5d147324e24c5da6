import ArgumentParser
import Foundation

/// Attaches negative points to `--nearest`. It takes several points (`--nearest 1,2 -3,4`), so
/// ArgumentParser stops at the first argument that starts with a dash; a point never looks like an
/// option to a person, so each one after `--nearest` is passed as `--nearest=x,y`. (The options
/// that take one number read it unconditionally; see ``Run``.)
func attachingNegativePoints(_ arguments: [String]) -> [String] {
    var out: [String] = []
    var inPoints = false
    for a in arguments {
        let rest = a.dropFirst().lowercased()
        let looksNegative = a.hasPrefix("-") && a.count > 1
            && (rest.first!.isNumber || rest.first == "." || rest.hasPrefix("inf") || rest.hasPrefix("nan"))
        if looksNegative && inPoints {
            if out.last == "--nearest" { out.removeLast() }
            out.append("--nearest=\(a)")
            continue
        }
        if a.hasPrefix("-") { inPoints = a == "--nearest" }
        out.append(a)
    }
    return out
}

// One clear line on stderr for every failure, and no crash trace: argument errors,
// malformed input and a missing display all end here.
do {
    var command = try Locus.parseAsRoot(attachingNegativePoints(Array(CommandLine.arguments.dropFirst())))
    try command.run()
} catch let error as UserError {
    FileHandle.standardError.write(Data("locus: \(error.description)\n".utf8))
    exit(1)
} catch {
    let code = Locus.exitCode(for: error)
    if code == .success {
        print(Locus.fullMessage(for: error))
        exit(0)
    }
    let message = Locus.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    FileHandle.standardError.write(Data("locus: \(message)\n".utf8))
    exit(code.rawValue)
}
