/// An SVG length in user units: a number, with no unit or an absolute one.
enum SVGLength {
    /// User units (px) per unit, at 96 px to the inch.
    static let units: [String: Double] = ["": 1, "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
                                          "pt": 96.0 / 72, "pc": 16]

    /// The number a length starts with, whatever its unit: enough to tell a length of zero, or
    /// a negative one, in a unit that needs a font (`0em`). Nil when it does not start with one.
    static func leadingNumber(_ text: String) -> Double? {
        var scanner = SVGPathScanner(text)
        scanner.skipWhitespace()
        return try? scanner.number()
    }

    /// The length `text` in user units; a percentage is of `whole`, when there is one.
    static func parse(_ text: String, percentOf whole: Double? = nil) throws(SVGPathError) -> Double {
        var scanner = SVGPathScanner(text)
        scanner.skipWhitespace()
        let value = try scanner.number()
        guard value.isFinite else { throw scanner.error("a finite number") }
        var unit = ""
        while let b = scanner.current, b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D {
            unit.unicodeScalars.append(Unicode.Scalar(b))
            scanner.advance()
        }
        scanner.skipWhitespace()
        guard scanner.current == nil else { throw scanner.error("one length") }
        if unit == "%", let whole { return value / 100 * whole }
        guard let factor = units[unit.lowercased()] else {
            throw scanner.error(unit == "%"
                ? "a length in user units (a percentage needs a viewport to be of: a viewBox, or a width and height)"
                : "a number with no unit or px, in, cm, mm, pt or pc (\"\(unit)\" needs a font or a viewport)")
        }
        return value * factor
    }
}
