/// An SVG length in user units: a number, with no unit or an absolute one.
enum SVGLength {
    /// User units (px) per unit, at 96 px to the inch.
    static let units: [String: Double] = ["": 1, "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
                                          "q": 96 / 101.6, "pt": 96.0 / 72, "pc": 16]

    /// The CSS units a length may have that need a font or a viewport to be turned into px.
    static let relativeUnits: Set<String> = ["%", "em", "ex", "ch", "rem", "vw", "vh", "vmin", "vmax"]

    /// The number of a length in any CSS unit: enough to tell a length of zero, or a negative
    /// one, in a unit that needs a font or a viewport (`0em`). Nil when `text` is no length (a
    /// browser ignores `width="0abc"`, and sizes the svg as if no width were given).
    static func number(ofAnyUnit text: String) -> Double? {
        var scanner = SVGPathScanner(text)
        guard let (value, unit) = try? scan(&scanner), units[unit] != nil || relativeUnits.contains(unit) else { return nil }
        return value
    }

    /// The length `text` in user units; a percentage is of `whole`, when there is one.
    static func parse(_ text: String, percentOf whole: Double? = nil) throws(SVGPathError) -> Double {
        var scanner = SVGPathScanner(text)
        let (value, unit) = try scan(&scanner)
        guard value.isFinite else { throw scanner.error("a finite number") }
        if unit == "%", let whole { return value / 100 * whole }
        guard let factor = units[unit] else {
            throw scanner.error(unit == "%"
                ? "a length in user units (a percentage needs a viewport to be of: a viewBox, or a width and height)"
                : "a number with no unit or px, in, cm, mm, q, pt or pc (\"\(unit)\" needs a font or a viewport)")
        }
        return value * factor
    }

    /// The number and the unit (in lower case) of the one length that is all of `scanner`'s
    /// text, spaces around it allowed.
    private static func scan(_ scanner: inout SVGPathScanner) throws(SVGPathError) -> (Double, String) {
        scanner.skipWhitespace()
        let value = try scanner.number()
        var unit = ""
        while let b = scanner.current, b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D {
            unit.unicodeScalars.append(Unicode.Scalar(b))
            scanner.advance()
        }
        scanner.skipWhitespace()
        guard scanner.current == nil else { throw scanner.error("one length") }
        return (value, unit.lowercased())
    }
}
