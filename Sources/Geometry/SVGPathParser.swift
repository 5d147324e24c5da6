/// Reads SVG path data (the `d` attribute; SVG 1.1 section 8.3 and SVG 2's path data grammar)
/// into a ``Path``, in one pass over the text.
///
/// Commands build the path through ``Path``'s own builder, so parsing data gives the same path
/// as making the same calls by hand. Arcs are kept exact, in centre form.
struct SVGPathParser {
    private var scanner: SVGPathScanner
    private var path = Path()
    /// The current point of the SVG grammar: where the last command's data ended.
    private var current = Point.zero
    /// Where the current subpath started: `Z` returns there.
    private var subpathStart = Point.zero
    /// The second control point of the previous command when it was `C` or `S`, else nil.
    private var previousCubicControl: Point?
    /// The control point of the previous command when it was `Q` or `T`, else nil.
    private var previousQuadControl: Point?
    /// Byte position of the first argument of the command being built, for errors about it.
    private var argumentsPosition = 0

    init(_ text: String) {
        scanner = SVGPathScanner(text)
    }

    /// The path the whole text describes; empty for text that is empty or only whitespace.
    ///
    /// - Complexity: O(n) in the length of the text.
    mutating func parse() throws(SVGPathError) -> Path {
        scanner.skipWhitespace()
        guard let first = scanner.current else { return path }
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            throw scanner.error("a path starting with M or m")
        }
        while let letter = scanner.current {
            guard let command = SVGPathCommand(letter: letter) else { throw scanner.error("a command letter") }
            scanner.advance()
            try perform(command)
            scanner.skipWhitespace()
        }
        return path
    }

    /// Performs `command` once for each set of arguments that follows it (implicit repeats).
    private mutating func perform(_ command: SVGPathCommand) throws(SVGPathError) {
        guard command.kind != .close else {
            closeSubpath()
            return
        }
        var command = command
        scanner.skipWhitespace()
        repeat {
            try performOnce(command)
            command = command.repeated
        } while try scanner.skipToRepeatedArguments()
    }

    /// Reads one set of arguments for `command` and adds what it draws.
    private mutating func performOnce(_ command: SVGPathCommand) throws(SVGPathError) {
        argumentsPosition = scanner.position
        let origin = command.isRelative ? current : .zero
        var cubicControl: Point? = nil
        var quadControl: Point? = nil

        switch command.kind {
        case .move:
            let p = try point(from: origin)
            try requireFinite(p.isFinite)
            path.move(to: p)
            subpathStart = p
            current = p
        case .line:
            try line(to: point(from: origin))
        case .horizontal:
            try line(to: Point(origin.x + scanner.number(), current.y))
        case .vertical:
            try line(to: Point(current.x, origin.y + scanner.number()))
        case .cubic:
            let c1 = try point(from: origin)
            scanner.skipCommaWhitespace()
            let c2 = try point(from: origin)
            scanner.skipCommaWhitespace()
            let p = try point(from: origin)
            try curve(to: p, c1, c2)
            cubicControl = c2
        case .smoothCubic:
            // The first control point mirrors the previous command's second one through the
            // current point: c1 = 2 current - previous. Without a previous C or S it is the current point.
            let c1 = previousCubicControl.map { current + (current - $0) } ?? current
            let c2 = try point(from: origin)
            scanner.skipCommaWhitespace()
            let p = try point(from: origin)
            try curve(to: p, c1, c2)
            cubicControl = c2
        case .quad:
            let c = try point(from: origin)
            scanner.skipCommaWhitespace()
            let p = try point(from: origin)
            try quad(to: p, c)
            quadControl = c
        case .smoothQuad:
            // The control point mirrors the previous Q or T's through the current point.
            let c = previousQuadControl.map { current + (current - $0) } ?? current
            let p = try point(from: origin)
            try quad(to: p, c)
            quadControl = c
        case .arc:
            try arc(from: origin)
        case .close:
            closeSubpath()  // not reached: `perform` handles Z, which takes no arguments
        }
        previousCubicControl = cubicControl
        previousQuadControl = quadControl
    }

    // MARK: Arguments

    /// Reads an `x, y` pair, offset by `origin` (the current point for relative commands).
    private mutating func point(from origin: Point) throws(SVGPathError) -> Point {
        let x = try scanner.number()
        scanner.skipCommaWhitespace()
        let y = try scanner.number()
        return Point(origin.x + x, origin.y + y)
    }

    /// Reads `rx ry x-axis-rotation large-arc-flag sweep-flag x y` and adds what they draw:
    /// nothing when the arc ends where it starts, a line when a radius is zero, else the arc.
    private mutating func arc(from origin: Point) throws(SVGPathError) {
        let rx = try scanner.number()
        scanner.skipCommaWhitespace()
        let ry = try scanner.number()
        scanner.skipCommaWhitespace()
        let rotation = try scanner.number()
        scanner.skipCommaWhitespace()
        let largeArc = try scanner.flag()
        scanner.skipCommaWhitespace()
        let sweep = try scanner.flag()
        scanner.skipCommaWhitespace()
        let end = try point(from: origin)
        try requireFinite(end.isFinite)
        guard end != current else { return }
        let command = SVGArcCommand(radiusX: rx, radiusY: ry, xAxisRotation: rotation,
                                    largeArc: largeArc, sweep: sweep, end: end)
        if let arc = Arc(svgFrom: current, command) {
            // The arc starts at the current point (to rounding), so no connecting line is wanted.
            path.append(.arc(arc))
            current = end
        } else {
            try line(to: end)
        }
    }

    // MARK: Building

    private mutating func line(to p: Point) throws(SVGPathError) {
        try requireFinite(p.isFinite)
        path.line(to: p)
        current = p
    }

    private mutating func quad(to p: Point, _ c: Point) throws(SVGPathError) {
        try requireFinite(c.isFinite && p.isFinite)
        path.quadCurve(to: p, control: whereThePathIs(c))
        current = p
    }

    private mutating func curve(to p: Point, _ c1: Point, _ c2: Point) throws(SVGPathError) {
        try requireFinite(c1.isFinite && c2.isFinite && p.isFinite)
        path.curve(to: p, control1: whereThePathIs(c1), control2: whereThePathIs(c2))
        current = p
    }

    /// `c`, or where the path really is when `c` is the current point as written. After an arc
    /// the path ends at the arc's computed end, a rounding step from the written one in most
    /// arcs; a control point written there (`C` repeating the end, `c 0,0`, `S` or `T` with
    /// nothing to mirror) made a hook that long, which a descent along the path could stop at.
    private func whereThePathIs(_ c: Point) -> Point {
        c == current ? path.currentPoint ?? c : c
    }

    private mutating func closeSubpath() {
        path.close()
        current = subpathStart
        previousCubicControl = nil
        previousQuadControl = nil
    }

    /// Each number is finite, but a relative offset or a reflected control point can still
    /// overflow; such a point is reported at the command's arguments.
    private func requireFinite(_ isFinite: Bool) throws(SVGPathError) {
        guard isFinite else {
            throw scanner.error("coordinates that stay finite", at: argumentsPosition)
        }
    }
}
