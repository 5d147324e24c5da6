/// Writes a ``Path`` as SVG path data that reads back as the same path.
///
/// Absolute commands only, one space between tokens: `M` at each subpath's start, then `L`, `Q`,
/// `C` and `A` for the segments and `Z` for a closed subpath. Numbers are printed with the
/// shortest text that reads back as the same `Double`.
struct SVGPathWriter {
    /// The data written so far.
    private(set) var output = ""

    /// Appends the data for every subpath of `path`.
    ///
    /// - Complexity: O(n) in the number of segments.
    mutating func write(_ path: Path) {
        for subpath in path.subpaths { write(subpath) }
    }

    /// Writes one subpath. A segment that does not start where the one before ended (a subpath
    /// is taken as given, see ``Path/Subpath/init(start:segments:isClosed:)``) gets an `M` to
    /// its start first: drawn from the end before, it was another shape. SVG data has no gap
    /// but a new subpath, so a closed subpath with a gap ends with its closing line, not `Z`
    /// (which closes to the last `M`).
    private mutating func write(_ subpath: Path.Subpath) {
        command("M", subpath.start)
        var segments = subpath.segments[...]
        // `close()` ends a closed subpath with a line back to its start when it needs one;
        // `Z` draws that line again, so writing it as well would double it.
        var closing: Segment?
        if subpath.isClosed, case .line(let l)? = segments.last, l.p1 == subpath.start {
            closing = segments.last
            segments = segments.dropLast()
        }
        var current = subpath.start, joined = true
        func add(_ segment: Segment) {
            if Self.startsAway(segment, from: current) {
                command("M", segment.start)
                current = segment.start
                joined = false
            }
            switch segment {
            case .line(let l): command("L", l.p1)
            case .quad(let q): command("Q", q.p1, q.p2)
            case .cubic(let c): command("C", c.p1, c.p2, c.p3)
            case .arc(let a): write(a, from: current)
            }
            current = segment.end
        }
        for segment in segments { add(segment) }
        guard subpath.isClosed else { return }
        // (The closing line, taken off above, may itself start away from the segment before.)
        if joined, let closing, Self.startsAway(closing, from: current) { joined = false }
        if joined, closing != nil || !Self.startsAway(.line(Line(subpath.start, subpath.start)), from: current) {
            command("Z")
        } else if let closing {
            add(closing)
        }
        // (Marked closed but ending away from its start with no closing line, as a subpath made
        // from parts may: Z would add that line, so it is written open.)
    }

    /// True when `segment` starts farther from `current` than rounding explains. (An arc's start
    /// is worked out from its centre and axes, and misses the point it was made from by a few
    /// units in the last place of those.)
    static func startsAway(_ segment: Segment, from current: Point) -> Bool {
        let start = segment.start
        var size = max(abs(current.x), abs(current.y), abs(start.x), abs(start.y))
        if case .arc(let a) = segment {
            size = max(size, abs(a.center.x) + abs(a.center.y) + a.u.length + a.v.length)
        }
        return start.distance(to: current) > 1024 * Double.ulpOfOne * size
    }

    /// Writes an arc as one `A` command per piece of ``Arc/svgSubarcs``.
    ///
    /// A piece that ends where it starts, or whose ellipse has collapsed to a segment, becomes
    /// `L`: readers would draw exactly that line (or nothing) for such an `A`.
    private mutating func write(_ arc: Arc, from start: Point) {
        let pieces = arc.svgSubarcs
        var current = start
        for (index, piece) in pieces.enumerated() {
            // The last piece ends exactly where the arc does, so the next segment joins it.
            let end = index == pieces.count - 1 ? arc.end : piece.end
            if var a = piece.svgArcCommand, a.radiusX > 0, a.radiusY > 0, end != current {
                a.end = end
                command("A", a.radiusX, a.radiusY, a.xAxisRotation)
                output += a.largeArc ? " 1" : " 0"
                output += a.sweep ? " 1" : " 0"
                output += " " + Self.format(end.x) + " " + Self.format(end.y)
            } else {
                // An ellipse collapsed to a segment goes out and back along it: a line to each
                // point where it turns (one line from start to end lost the way back).
                for t in Self.turns(of: piece) { command("L", piece.point(at: t)) }
                command("L", end)
            }
            current = end
        }
    }

    /// Where an arc whose ellipse has collapsed to a segment turns back, as parameters in (0, 1):
    /// there its point `c + w (a cos θ + b sin θ)` along the segment's direction `w` stops and
    /// goes back, at `tan θ = b / a` and half a turn on. None for an arc that has not collapsed.
    static func turns(of arc: Arc) -> [Double] {
        let along = arc.u.length >= arc.v.length ? arc.u : arc.v
        guard along.length > 0, abs(arc.u.cross(arc.v)) <= 1e-12 * arc.u.length * arc.v.length + .leastNormalMagnitude,
              arc.sweep != 0 else { return [] }
        let w = along.normalized
        let first = atan2(arc.v.dot(w), arc.u.dot(w))
        let (low, high) = (min(arc.startAngle, arc.startAngle + arc.sweep), max(arc.startAngle, arc.startAngle + arc.sweep))
        var k = ((low - first) / .pi).rounded(.down)
        var out: [Double] = []
        while first + k * .pi < high {
            let angle = first + k * .pi
            if angle > low { out.append((angle - arc.startAngle) / arc.sweep) }
            k += 1
        }
        return arc.sweep > 0 ? out : out.reversed()
    }

    // MARK: Tokens

    private mutating func command(_ letter: String, _ points: Point...) {
        if !output.isEmpty { output += " " }
        output += letter
        for p in points { output += " " + Self.format(p.x) + " " + Self.format(p.y) }
    }

    private mutating func command(_ letter: String, _ a: Double, _ b: Double, _ c: Double) {
        if !output.isEmpty { output += " " }
        output += letter + " " + Self.format(a) + " " + Self.format(b) + " " + Self.format(c)
    }

    /// The shortest decimal text that reads back as `x` (Swift's `description`), without the
    /// `.0` of whole numbers; zero of either sign is `0`.
    static func format(_ x: Double) -> String {
        if x == 0 { return "0" }
        let text = x.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
