/// A cursor over path data that reads the grammar's tokens: separators, numbers and arc flags.
///
/// The path data grammar is pure ASCII, so the scanner walks the UTF-8 bytes (fast, random
/// access) and never steps over a byte that is not part of a token. Every byte before the cursor
/// is therefore ASCII, one byte per Unicode scalar; ``error(_:at:)`` still counts scalars, so an
/// offset stays right whatever the text holds.
struct SVGPathScanner {
    private let bytes: [UInt8]
    /// Index of the next unread byte.
    private(set) var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The next unread byte, or nil at the end of the data.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func advance() { position += 1 }

    /// An error at byte `position` (the cursor by default), its offset counted in Unicode scalars.
    func error(_ expected: String, at position: Int? = nil) -> SVGPathError {
        let end = min(position ?? self.position, bytes.count)
        // Every scalar has exactly one byte that is not a continuation byte (10xxxxxx).
        var scalars = 0
        for b in bytes[..<end] where b & 0xC0 != 0x80 { scalars += 1 }
        return SVGPathError(offset: scalars, expected: expected)
    }

    // MARK: Separators

    /// Skips SVG whitespace: space, tab, line feed, carriage return (and form feed, which SVG 2 adds).
    mutating func skipWhitespace() {
        while let b = current, Self.isWhitespace(b) { position += 1 }
    }

    /// Skips `wsp* (',' wsp*)?`, the separator allowed between two arguments.
    /// Returns true when it skipped a comma.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard current == UInt8(ascii: ",") else { return false }
        position += 1
        skipWhitespace()
        return true
    }

    /// After one set of arguments: moves to the next set when one follows (the command repeats)
    /// and returns true; returns false when a command letter or the end comes next.
    /// A comma there promises more arguments, so a comma followed by no number is an error.
    mutating func skipToRepeatedArguments() throws(SVGPathError) -> Bool {
        if skipCommaWhitespace() {
            guard isAtNumberStart else { throw error("a number") }
            return true
        }
        return isAtNumberStart
    }

    /// True when a number may start here: a sign, a digit or a decimal point.
    var isAtNumberStart: Bool {
        guard let b = current else { return false }
        return Self.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    // MARK: Tokens

    /// Reads a number: `sign? (digits ('.' digits?)? | '.' digits) (('e' | 'E') sign? digits)?`.
    ///
    /// The longest match wins, which is what makes `1-2` two numbers and `.5.5` two numbers:
    /// a sign can only start a number and a second decimal point cannot continue one. An `e` is
    /// taken as an exponent only when digits follow, so it never swallows a command.
    /// The value is correctly rounded (the standard library's decimal conversion); values that
    /// overflow to infinity are rejected, since no coordinate can be infinite.
    mutating func number() throws(SVGPathError) -> Double {
        let start = position
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if current == UInt8(ascii: ".") {
            position += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else { throw error("a number", at: start) }
        if let e = current, e | 0x20 == UInt8(ascii: "e") {
            var digitsAt = position + 1
            if digitsAt < bytes.count, bytes[digitsAt] == UInt8(ascii: "+") || bytes[digitsAt] == UInt8(ascii: "-") {
                digitsAt += 1
            }
            if digitsAt < bytes.count, Self.isDigit(bytes[digitsAt]) {
                position = digitsAt
                skipDigits()
            }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("a finite number", at: start) }
        return value
    }

    /// Reads an arc flag: the single character `0` or `1`. Being one character, a flag needs no
    /// separator after it, so `0150` is the flags 0 and 1 and then the number 50.
    mutating func flag() throws(SVGPathError) -> Bool {
        switch current {
        case UInt8(ascii: "0"): position += 1; return false
        case UInt8(ascii: "1"): position += 1; return true
        default: throw error("an arc flag (0 or 1)")
        }
    }

    // MARK: Character classes

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = position
        while let b = current, Self.isDigit(b) { position += 1 }
        return position - start
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
    }
}
