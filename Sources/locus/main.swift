import Platform
import ArgumentParser
import Foundation

/// Attaches negative numbers to the options that take several values, `--nearest` and `--at`.
/// ArgumentParser stops such a list at the first argument that starts with a dash; a number never
/// looks like an option to a person, so each one after them is passed as `--nearest=x,y` (or
/// `--at=f`, which then says why a negative fraction is refused rather than that a value is
/// missing). (The options that take one number read it unconditionally; see ``Run``.)
func attachingNegativeValues(_ arguments: [String]) -> [String] {
    var out: [String] = []
    var list: String? = nil
    for a in arguments {
        let rest = a.dropFirst().lowercased()
        let looksNegative = a.hasPrefix("-") && a.count > 1
            && (rest.first!.isNumber || rest.first == "." || rest.hasPrefix("inf") || rest.hasPrefix("nan"))
        if looksNegative, let option = list {
            if out.last == option { out.removeLast() }
            out.append("\(option)=\(a)")
            continue
        }
        if a.hasPrefix("-") { list = ["--nearest", "--at"].contains(a) ? a : nil }
        out.append(a)
    }
    return out
}

/// Arguments ArgumentParser would read as something else, refused: an option written with
/// `=` and nothing after it (it would take the next argument for its value: `--size= --headless`
/// said '--headless' is no size) and `help` with a subcommand there is none of (it printed the
/// general help and succeeded).
func checkShape(_ arguments: [String]) throws(UserError) {
    for a in arguments where a.hasPrefix("--") && a.hasSuffix("=") {
        throw .usage("\(a) has no value after the '=' (write \(a.dropLast())=VALUE or \(a.dropLast()) VALUE)")
    }
    let subcommands = [Run.configuration.commandName, Measure.configuration.commandName].compactMap { $0 }
    if arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-"),
       !(subcommands + ["help"]).contains(arguments[1]) {
        throw .usage("help: there is no subcommand \"\(arguments[1])\" (there are \(subcommands.joined(separator: " and ")))")
    }
    try checkOptionNames(arguments)
}

/// An option the command does not have, refused before anything else is checked: ArgumentParser
/// told of another problem first (`--headles --frames 5` said --frames needs --headless), and
/// suggested a near spelling over the option the name starts (`--head`: '--speed'; found by a
/// first-time user).
func checkOptionNames(_ arguments: [String]) throws(UserError) {
    guard arguments.first != "help" else { return }
    let command: ParsableCommand.Type = arguments.first == Measure.configuration.commandName ? Measure.self : Run.self
    // The options are those its help names (it names every one, and those that take a value
    // with it: "--path <svg>"), and ArgumentParser's own.
    let help = command.helpMessage(includeHidden: true, columns: 10_000)
    let words = help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == "(" || $0 == ")" })
    let known = Set(words.filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
        .union(["--help", "--version", "--generate-completion-script", "--experimental-dump-help"])
    let takesValue = Set(zip(words, words.dropFirst()).filter { $0.0.hasPrefix("--") && $0.1.hasPrefix("<") }.map { String($0.0) })
    var skipsValue = false
    for a in arguments {
        if a == "--" { return }
        // (The value of an option, "--x.png" say, is its own to refuse.)
        if skipsValue { skipsValue = false; continue }
        guard a.hasPrefix("--") else { continue }
        let name = String(a.prefix { $0 != "=" })
        skipsValue = !a.contains("=") && takesValue.contains(name)
        guard !known.contains(name) else { continue }
        let suggestion = known.filter { $0.hasPrefix(name) }.min { $0.count < $1.count }
            ?? known.map { ($0, editDistance($0, name)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
        throw .usage("Unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""))
    }
}

/// The least number of characters to insert, delete or change to turn `a` into `b`.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where i <= a.count {
        var previous = row[0]
        row[0] = i
        for j in 1...max(b.count, 1) where j <= b.count {
            let next = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = row[j]
            row[j] = next
        }
    }
    return row[b.count]
}

// One clear line on stderr for every failure, and no crash trace: argument errors,
// malformed input and a missing display all end here.
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    try checkShape(arguments)
    var command = try Locus.parseAsRoot(attachingNegativeValues(arguments))
    try command.run()
} catch let error as UserError {
    StandardError.say(error.description)
    exit(error.status)
} catch {
    let code = Locus.exitCode(for: error)
    if code == .success {
        // Help or the version sent where it cannot be written (a full disk, a closed output)
        // fails as measure's output does: printed, it said nothing and succeeded.
        do {
            // (Named as asked for: --version's failure said "help"; found by a first-time user.)
            let asked = CommandLine.arguments.dropFirst().contains("--version") ? "--version" : "help"
            let out = try OutputFile(path: "-", option: asked)
            try out.write(Locus.fullMessage(for: error) + "\n")
            try out.commit()
        } catch let error as UserError {
            StandardError.say(error.description)
            exit(error.status)
        }
        exit(0)
    }
    let message = Locus.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    StandardError.say(message)
    exit(code.rawValue)
}
