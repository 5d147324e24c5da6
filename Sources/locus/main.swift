import ArgumentParser
import Foundation

// One clear line on stderr for every failure, and no crash trace: argument errors,
// malformed input and a missing display all end here.
/// Attaches negative numbers to their option: ArgumentParser reads `--nearest -1,-1` as the option
/// without a value followed by short flags, where a person means the point (-1, -1).
func attachingNegativeValues(_ arguments: [String]) -> [String] {
    let numeric: Set<String> = ["--nearest", "--at", "--fps", "--duration", "--speed", "--frames"]
    var out: [String] = []
    var option: String?
    for a in arguments {
        let looksNegative = a.count > 1 && a.hasPrefix("-") && (a.dropFirst().first!.isNumber || a.dropFirst().first == ".")
        if looksNegative, let option {
            if out.last == option { out.removeLast() }
            out.append("\(option)=\(a)")
            continue
        }
        if a.hasPrefix("-") { option = numeric.contains(a) ? a : nil }
        out.append(a)
    }
    return out
}

do {
    var command = try Locus.parseAsRoot(attachingNegativeValues(Array(CommandLine.arguments.dropFirst())))
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
