/// Where a nested `svg` or a used `symbol` draws: its `viewBox` fitted into the rectangle of its
/// `x`, `y`, `width` and `height`, as its `preserveAspectRatio` says.
enum SVGViewport {
    /// A viewport's size, which percentages are of.
    typealias Size = (width: Double, height: Double)

    /// The rectangle a `viewBox` gives (min-x, min-y, width, height); nil unless it holds four
    /// finite numbers with a positive width and height (a browser then ignores it).
    static func viewBox(_ text: String) -> Rect? {
        guard let n = numbers(text), n[2] > 0, n[3] > 0 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// True for a `viewBox` of zero width or height, which draws nothing.
    static func isEmpty(_ text: String) -> Bool {
        guard let n = numbers(text) else { return false }
        return (n[2] == 0 && n[3] >= 0) || (n[3] == 0 && n[2] >= 0)
    }

    /// A `viewBox`'s four finite numbers; nil when it holds anything else.
    private static func numbers(_ text: String) -> [Double]? {
        var scanner = SVGPathScanner(text)
        var numbers: [Double] = []
        scanner.skipWhitespace()
        while scanner.current != nil, numbers.count < 5, let n = try? scanner.number() {
            numbers.append(n)
            scanner.skipCommaWhitespace()
        }
        guard numbers.count == 4, scanner.current == nil, numbers.allSatisfy(\.isFinite) else { return nil }
        return numbers
    }

    /// The map from `box` (a viewBox) into `rect`. By default (`xMidYMid meet`) the box is scaled
    /// alike along both axes until it fits, and centred; `slice` scales it until it covers the
    /// rectangle instead, `xMin`/`xMax` and `YMin`/`YMax` put it against an edge, and `none`
    /// stretches it to fill. A value that is none of these counts as the default, as in a browser.
    static func transform(from box: Rect, to rect: Rect, preserveAspectRatio: String?) -> AffineTransform {
        let (sx, sy) = (rect.width / box.width, rect.height / box.height)
        var words = (preserveAspectRatio ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if words.first == "defer" { words.removeFirst() }
        let align = words.first.map(String.init) ?? "xMidYMid"
        let scale: (x: Double, y: Double), place: (x: Double, y: Double)
        if align == "none" {
            (scale, place) = ((sx, sy), (0, 0))
        } else {
            let fractions = ["Min": 0.0, "Mid": 0.5, "Max": 1.0]
            let x = align.count == 8 && align.hasPrefix("x") ? fractions[String(align.dropFirst().prefix(3))] : nil
            let y = align.count == 8 && align.dropFirst(4).hasPrefix("Y") ? fractions[String(align.suffix(3))] : nil
            let s = words.dropFirst().first == "slice" ? max(sx, sy) : min(sx, sy)
            scale = (s, s)
            place = x != nil && y != nil ? (x!, y!) : (0.5, 0.5)
        }
        let offset = Vector(rect.minX + place.x * (rect.width - box.width * scale.x) - box.minX * scale.x,
                            rect.minY + place.y * (rect.height - box.height * scale.y) - box.minY * scale.y)
        return AffineTransform.scale(scale.x, scale.y).then(.translation(offset))
    }
}
