import ArgumentParser
import Geometry
import Foundation
import Scenes

/// `locus measure`: length, points and tangents at fractions, and nearest points, as one JSON object.
struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure a path: length, position and tangent at fractions of it, nearest points.",
        discussion: """
            Prints {"length": L, "at": [{"fraction", "s", "x", "y", "tx", "ty"}],
            "nearest": [{"query": [x, y], "x", "y", "s", "distance"}]} with full-precision numbers.
            Example: locus measure --path "M 0 0 L 100 0" --at 0.5 --nearest 50,10
            """)

    // (Without one, the figure-8 of the default window: there was no way to measure it; found
    // by a first-time user.)
    @Option(help: ArgumentHelp("The path (SVG path data, or @FILE; default: the figure-8 as the 800x600 window shows it).", valueName: "svg"))
    var path: String?

    // Several values after one --at, as --nearest takes (`--at 0 0.5 1` was refused); a value
    // never starts with a dash, so the parser's stop at one costs nothing.
    @Option(parsing: .upToNextOption, help: ArgumentHelp("Fractions of the length, each in [0, 1], separated by commas or spaces; may be repeated.", valueName: "f,..."))
    var at: [String] = []

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Query points, each as x,y.", valueName: "x,y"))
    var nearest: [String] = []

    func run() throws {
        let measure = PathMeasure(try path.map { try readPath($0) } ?? Shapes.figureEight(width: 800, height: 600))
        guard measure.length.isFinite else { throw UserError("--path: the path is too long to measure") }
        let fractions = try at.flatMap(parseFractions)
        // A path of zero length is one point: it has a position but no direction.
        guard fractions.isEmpty || measure.length > 0 else {
            throw UserError("--at: the path has zero length, so it has no tangent anywhere")
        }
        let queries = try nearest.map(parsePoint)
        let atValues: [JSONValue] = fractions.map { f in
            let s = f * measure.length
            // At fraction 1 the end, where the path arrives (on a closed path, length wraps to the start).
            let p = measure.position(atLength: s), t = f == 1 ? measure.endTangent : measure.tangent(atLength: s)
            return .object([("fraction", .number(f)), ("s", .number(s)), ("x", .number(p.x)), ("y", .number(p.y)),
                            ("tx", .number(t.dx)), ("ty", .number(t.dy))])
        }
        let nearestValues: [JSONValue] = try queries.map { q in
            let n = measure.nearest(to: q)
            guard n.distance.isFinite else {
                throw UserError.usage("--nearest: \(q.x),\(q.y) is too far from the path: its distance is more than a number can hold")
            }
            return .object([("query", .array([.number(q.x), .number(q.y)])), ("x", .number(n.location.point.x)),
                            ("y", .number(n.location.point.y)), ("s", .number(n.location.s)),
                            ("distance", .number(n.distance))])
        }
        let result = JSONValue.object([("length", .number(measure.length)), ("at", .array(atValues)),
                                       ("nearest", .array(nearestValues))])
        // Written and checked: print would say nothing of a full disk or a closed output.
        let out = try OutputFile(path: "-", option: "measure")
        try out.write(result.serialized + "\n")
        try out.commit()
    }

    /// The fractions in `text`, between commas or spaces ("0.1 0.2" as "0.1, 0.2"; two commas
    /// in a row leave out a number, and are refused).
    private func parseFractions(_ text: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).flatMap { part in
            let words = part.split(whereSeparator: \.isWhitespace)
            return words.isEmpty ? [Substring("")] : words
        }
        return try parts.map { text in
            // (-0 is a number, but not a fraction as written.)
            guard !text.hasPrefix("-"), let f = Double(text), f.isFinite, f >= 0, f <= 1 else {
                throw UserError.usage("--at: \"\(text)\" is not a fraction between 0 and 1")
            }
            return f
        }
    }

    private func parsePoint(_ text: String) throws -> Point {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw UserError.usage("--nearest: \"\(text)\" is not a point x,y with finite numbers")
        }
        return Point(x, y)
    }
}
