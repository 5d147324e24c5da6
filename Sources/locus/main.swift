import ArgumentParser
import Foundation

// One clear line on stderr for every failure, and no crash trace: argument errors,
// malformed input and a missing display all end here.
do {
    var command = try Locus.parseAsRoot()
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
