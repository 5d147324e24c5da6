/// An SVG `transform` attribute: `matrix(a b c d e f)`, `translate(x [y])`, `scale(x [y])`,
/// `rotate(degrees [cx cy])`, `skewX(degrees)` and `skewY(degrees)`, separated by spaces or
/// commas. The list applies right to left: `translate(10) scale(2)` scales first.
enum SVGTransformList {
    /// The map `text` describes (the identity for an empty list, or `none`). A comma promises
    /// what it separates: `translate(10,)` and `translate(10),` are errors, as `translate(,10)` is.
    static func parse(_ text: String) throws(SVGPathError) -> AffineTransform {
        if text.trimmingSpaces.lowercased() == "none" { return .identity }
        var scanner = SVGPathScanner(text)
        var result = AffineTransform.identity
        scanner.skipWhitespace()
        while scanner.current != nil {
            let start = scanner.position
            var name = ""
            while let b = scanner.current, (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") {
                name.unicodeScalars.append(Unicode.Scalar(b))
                scanner.advance()
            }
            guard !name.isEmpty else { throw scanner.error("a transform: matrix, translate, scale, rotate, skewX or skewY") }
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: "(") else { throw scanner.error("\"(\" after \(name)") }
            scanner.advance()
            scanner.skipWhitespace()
            var arguments: [Double] = []
            while scanner.current != UInt8(ascii: ")") {
                guard scanner.current != nil else { throw scanner.error("\")\" to end \(name)(") }
                arguments.append(try scanner.number())
                if scanner.skipCommaWhitespace(), scanner.current == UInt8(ascii: ")") { throw scanner.error("a number after \",\"") }
            }
            scanner.advance()
            guard expectedCounts[name] != nil else {
                throw scanner.error("a transform: matrix, translate, scale, rotate, skewX or skewY, not \(name)", at: start)
            }
            guard let t = transform(name, arguments) else {
                throw scanner.error("\(name) with \(expectedCounts[name]!) numbers, not \(arguments.count)", at: start)
            }
            // Each transform applies inside the ones before it.
            result = t.then(result)
            if scanner.skipCommaWhitespace(), scanner.current == nil { throw scanner.error("a transform after \",\"") }
        }
        return result
    }

    private static let expectedCounts = ["matrix": "6", "translate": "1 or 2", "scale": "1 or 2", "rotate": "1 or 3",
                                         "skewX": "1", "skewY": "1"]

    /// The map named `name` with `v` for its numbers, or nil when there is no such transform or
    /// the count is wrong.
    private static func transform(_ name: String, _ v: [Double]) -> AffineTransform? {
        let radians = Double.pi / 180
        switch (name, v.count) {
        case ("matrix", 6): return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1), ("translate", 2): return .translation(Vector(v[0], v.count == 2 ? v[1] : 0))
        case ("scale", 1), ("scale", 2): return .scale(v[0], v.count == 2 ? v[1] : v[0])
        case ("rotate", 1): return .rotation(v[0] * radians)
        case ("rotate", 3):
            let about = Vector(v[1], v[2])
            return AffineTransform.translation(-about).then(.rotation(v[0] * radians)).then(.translation(about))
        case ("skewX", 1): return AffineTransform(a: 1, b: 0, c: tan(v[0] * radians), d: 1, tx: 0, ty: 0)
        case ("skewY", 1): return AffineTransform(a: 1, b: tan(v[0] * radians), c: 0, d: 1, tx: 0, ty: 0)
        default: return nil
        }
    }
}
