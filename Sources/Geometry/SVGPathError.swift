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

    /// Where in `text`, the path data that failed, the error is, in words: the character there
    /// and up to 16 before it (`("Q" after "M 0 0 L 10 10 ")`, `(the end, after "M 0 0 L")`).
    /// The text is quoted as it is: a terminal's messages should make its control characters
    /// harmless.
    public func context(in text: String) -> String {
        let offset = max(self.offset, 0)
        // Read no further than the offset (a file may be large).
        var before: [Unicode.Scalar] = [], here: Unicode.Scalar? = nil, index = 0, cut = false
        for scalar in text.unicodeScalars {
            if index == offset { here = scalar; break }
            if index >= offset - 16 { before.append(scalar) } else { cut = true }
            index += 1
        }
        var shown = String.UnicodeScalarView(before)
        if cut { shown.insert("…", at: shown.startIndex) }
        guard let here else { return before.isEmpty ? "(the end)" : "(the end, after \"\(String(shown))\")" }
        let what = SVGPathError.named(here)
        return before.isEmpty ? "(\(what), the first)" : "(\(what) after \"\(String(shown))\")"
    }

    /// `c` in quotes, or, where it would not show (a control or format character, a space other
    /// than the plain one), its code and name: shown as " ", ESC and a zero-width space read as
    /// the plain space path data allows (found by a first-time user).
    static func named(_ c: Unicode.Scalar) -> String {
        let invisible: Set<Unicode.GeneralCategory> = [.control, .format, .spaceSeparator, .lineSeparator,
                                                       .paragraphSeparator, .unassigned, .privateUse, .surrogate]
        guard c != " ", invisible.contains(c.properties.generalCategory) else { return "\"\(c)\"" }
        let hex = String(c.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return c.properties.name.map { "\(code) \($0)" } ?? code
    }
}
