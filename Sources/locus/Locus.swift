import ArgumentParser
import Foundation
import Geometry
import Platform
import Scenes

/// `locus`: with no subcommand, opens a scene in a window (or runs it headless);
/// `locus measure` measures a path.
struct Locus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locus",
        abstract: "Move things along paths, by hand and by animation.",
        discussion: """
            With no subcommand, `locus` runs `locus run`: its options (--scene, --size, --path, \
            --headless, --frames, --events, --state-out, --screenshot, the arc scene's --timing, \
            --duration, --speed, --side, --rotate, ...) are listed by `locus help run`.

            Keys: 1-4 switch scene, D debug overlay, S screenshot, F11 full screen, H help, \
            Esc or Q quit.
            A path option takes SVG path data, or @FILE to read it from a file.
            """,
        version: "locus 0.12.0",
        subcommands: [Run.self, Measure.self],
        defaultSubcommand: Run.self)
}

/// A failure the user can fix, reported as one line on stderr.
struct UserError: Error, CustomStringConvertible {
    var description: String
    /// The exit status: 1 for input that cannot be used (a path, a file), 64 (EX_USAGE, as the
    /// argument parser's own errors) for a command line written wrong.
    var status: Int32
    init(_ d: String, status: Int32 = 1) {
        description = d
        self.status = status
    }

    /// An error in how the command line is written, with the argument parser's status.
    static func usage(_ d: String) -> UserError { UserError(d, status: 64) }
}

/// The largest coordinate a path may have, 1e15: beyond it, squared distances and curve speeds
/// overflow; no screen or drawing needs more.
let largestCoordinate = 1e15

/// The file a path option names (`@FILE`), or nil when it gives the path data itself. A `~/`
/// at its start is the home folder, as the shell would have read it without the `@` before it
/// (`@~/x.svg` was "cannot read ~/x.svg"; found by a first-time user).
func fileNamed(byPath argument: String) -> String? {
    guard argument.hasPrefix("@") else { return nil }
    let file = String(argument.dropFirst())
    guard file.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return file }
    return (home.hasSuffix("/") ? String(home.dropLast()) : home) + file.dropFirst()
}

/// How messages name where a path came from: the option, or the file it names.
func pathSource(_ argument: String, option: String = "--path") -> String {
    fileNamed(byPath: argument).map { "\(option) file \($0)" } ?? option
}

/// A hint for path data that names a file that exists: the file was meant, without its `@`.
/// (A first-time user wrote `--path drawing.svg`, and was told only that a path starts with M.)
func fileHint(_ argument: String, option: String) -> String {
    var isFolder: ObjCBool = false
    guard fileNamed(byPath: argument) == nil, !argument.isEmpty,
          FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), !isFolder.boolValue else { return "" }
    return " (to read the file \(argument), write \(option) @\(argument))"
}

/// Reads a path option: SVG path data, or `@FILE`. `forDrawing`: the path is to be fitted into a
/// window, and must be large enough for where it lies to be drawn precisely.
func readPath(_ argument: String, option: String = "--path", forDrawing: Bool = false) throws -> Path {
    var text = argument
    let source = pathSource(argument, option: option)
    if let file = fileNamed(byPath: argument) {
        text = try InputFile.text(file, option: option)
    }
    let path: Path
    if text.first(where: { !$0.isWhitespace }) == "<" {
        // An SVG file: the shapes it draws.
        do { path = try Path(svgDocument: text, largestCoordinate: largestCoordinate) } catch {
            // (It quotes the document, which may hold line breaks and control characters.)
            throw UserError("\(source): \(error.description)")
        }
    } else {
        do {
            path = try Path(svgPathData: text)
        } catch {
            throw UserError("\(source): malformed path data at character \(error.offset) \(error.context(in: text)):"
                + " expected \(error.expected)\(fileHint(argument, option: option))")
        }
    }
    guard !path.isEmpty else { throw UserError("\(source): the path has no segments") }
    guard path.isFinite else { throw UserError("\(source): the path has a coordinate that is not finite") }
    guard path.segments.allSatisfy({ $0.largestNumber <= largestCoordinate }) else {
        throw UserError("\(source): the path has a coordinate larger than 1e15")
    }
    // Below this, squares underflow (a line 1e-200 long had no direction), and nothing so
    // small can be fitted into a window. (A path that is one point is told by its zero length.)
    if let bounds = path.bounds, case let extent = max(bounds.width, bounds.height), extent > 0 {
        if extent < 1e-9 { throw UserError("\(source): the path is too small: it spans \(extent) across, less than 1e-9") }
        // Coordinates carry 16 digits: a path spanning less than 1e-11 of how far it lies from
        // the origin is drawn off by more than a hundredth of a pixel once fitted (an arc at
        // 9e14, 6 across, ended 3 px from the line after it). Measured where it is, it is exact.
        let distance = max(abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
        if forDrawing && extent < 1e-11 * distance {
            throw UserError("\(source): the path spans \(extent) across, too small for how far it lies from the origin (\(distance)); move it nearer")
        }
    }
    return path
}

/// Parses "WxH".
struct Size: ExpressibleByArgument, CustomStringConvertible {
    var width: Int
    var height: Int

    init?(argument: String) {
        // (Empty parts kept: "800x600x" is not a size.)
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        (width, height) = (w, h)
    }

    var description: String { "\(width)x\(height)" }

    static let limit = 16384
    var isReasonable: Bool { width >= 1 && height >= 1 && width <= Size.limit && height <= Size.limit }
}

extension SceneKind: ExpressibleByArgument {
    /// A scene by its name, or by the digit key that shows it (`--scene 2` was refused, though
    /// the keys and the README number the scenes; found by a first-time user).
    public init?(argument: String) {
        guard let kind = SceneKind(rawValue: argument) ?? SceneKind.allCases.first(where: { $0.key == argument }) else { return nil }
        self = kind
    }
}
extension ArcOptions.Timing: ExpressibleByArgument {}
extension ArcOptions.Side: ExpressibleByArgument {}
