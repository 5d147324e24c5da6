import ArgumentParser
import Foundation

// One clear line on stderr for every failure, and no crash trace: argument errors,
// malformed input and a missing display all end here.
/// Attaches negative numbers to their option: ArgumentParser reads `--nearest -1,-1` as the option
/// without a value followed by short flags, where a person means the point (-1, -1). A negative
/// number counts as a value only where a value may stand: right after an option that takes
/// numbers, or among the points after `--nearest`.
func attachingNegativeValues(_ arguments: [String]) -> [String] {
    let single: Set<String> = ["--at", "--fps", "--duration", "--speed", "--frames", "--size"]
    var out: [String] = []
    var option: String?
    for a in arguments {
        let rest = a.dropFirst().lowercased()
        let looksNegative = a.hasPrefix("-") && a.count > 1
            && (rest.first!.isNumber || rest.first == "." || rest.hasPrefix("inf") || rest.hasPrefix("nan"))
        if looksNegative, let o = option {
            if out.last == o { out.removeLast() }
            out.append("\(o)=\(a)")
            if o != "--nearest" { option = nil }
            continue
        }
        if a.hasPrefix("-") {
            option = a == "--nearest" || single.contains(a) ? a : nil
        } else if option != "--nearest" {
            option = nil  // the option had its one value
        }
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
