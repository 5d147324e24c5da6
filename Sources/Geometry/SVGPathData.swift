/// A malformed SVG path data string: where and what was expected.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Offset of the offending character, counted in Unicode scalars from 0.
    public var offset: Int
    /// What the parser expected there, in words.
    public var expected: String

    public init(offset: Int, expected: String) {
        self.offset = offset
        self.expected = expected
    }

    public var description: String { "at character \(offset): expected \(expected)" }
}

extension Path {
    /// Parses SVG path data (`d` attribute): every command, relative forms, implicit repeats.
    public init(svgPathData: String) throws(SVGPathError) {
        fatalError("being written")
    }

    /// SVG path data for this path, numbers printed so they read back exactly.
    public var svgPathData: String { fatalError("being written") }
}
