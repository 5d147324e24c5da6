/// A malformed SVG path data string: where the parser stopped and what it expected there.
///
/// The offset counts Unicode scalars from 0, so it points at the same character a person sees
/// in an editor (for the ASCII text that path data is, scalars and bytes coincide).
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Offset of the offending character, counted in Unicode scalars from 0.
    /// It equals the string's length when the data ended too early.
    public var offset: Int
    /// What the parser expected there, in words, such as "a number" or "a command letter".
    public var expected: String

    /// An error at scalar `offset` that expected `expected`.
    public init(offset: Int, expected: String) {
        self.offset = offset
        self.expected = expected
    }

    /// "at character N: expected ...", for messages shown to a person.
    public var description: String { "at character \(offset): expected \(expected)" }
}
