/// A path: a list of subpaths, each a connected run of segments that may be closed.
///
/// Built the way Core Graphics and Cairo build paths: `move(to:)`, `line(to:)`, curves, arcs and
/// `close()`. Adding an arc when there is a current point first adds a straight line from that
/// point to the arc's start, as both of those libraries do.
///
/// Paths are `Codable` as their subpaths and segments, exactly; their `description` is their
/// SVG path data (``svgPathData``), which reads back as the same shape.
public struct Path: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A connected run of segments starting at `start`.
    public struct Subpath: Hashable, Sendable, Codable {
        /// The point where the subpath begins.
        public var start: Point
        /// The segments in order, each normally starting where the one before ends.
        public var segments: [Segment]
        /// True when the subpath was closed; the closing line, if it has length, is the last segment.
        public var isClosed: Bool

        /// A subpath from its parts, taken as given: the segments are not checked to join up.
        public init(start: Point, segments: [Segment] = [], isClosed: Bool = false) {
            self.start = start
            self.segments = segments
            self.isClosed = isClosed
        }

        /// The last point of the subpath.
        public var end: Point { segments.last?.end ?? start }
    }

    /// The path as SVG path data, ``svgPathData``.
    public var description: String { svgPathData }

    /// The subpaths in the order they were started; a lone ``move(to:)`` makes one with no
    /// segments.
    public private(set) var subpaths: [Subpath] = []

    /// An empty path, with no subpaths.
    public init() {}

    /// A path made of `subpaths`, taken as given.
    public init(subpaths: [Subpath]) {
        self.subpaths = subpaths
    }

    /// The point where the next segment would start, if any.
    public var currentPoint: Point? { subpaths.last.map { $0.isClosed ? $0.start : $0.end } }

    /// All segments of all subpaths, in order.
    public var segments: [Segment] {
        // A path of one subpath hands out that subpath's own array (shared, copy-on-write)
        // rather than a copy: a measure of a long path keeps it, and copying 10,000 segments
        // into fresh memory was a tenth of the measure's build time.
        subpaths.count == 1 ? subpaths[0].segments : subpaths.flatMap(\.segments)
    }

    /// True when the path has no segment (it may still hold start points from ``move(to:)``).
    public var isEmpty: Bool { subpaths.allSatisfy { $0.segments.isEmpty } }

    /// True when every coordinate in the path is finite.
    public var isFinite: Bool {
        subpaths.allSatisfy { $0.start.isFinite && $0.segments.allSatisfy(\.isFinite) }
    }

    // MARK: Building

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        if let last = subpaths.last, last.segments.isEmpty, !last.isClosed {
            subpaths[subpaths.count - 1].start = p
        } else {
            subpaths.append(Subpath(start: p))
        }
    }

    /// Adds a straight line from the current point to `p`.
    ///
    /// Without a current point the line starts at the origin; after ``close()``, a new subpath
    /// starts at the closed one's start.
    public mutating func line(to p: Point) {
        append(.line(Line(startOfNextSegment(), p)))
    }

    /// Adds a quadratic Bezier from the current point to `p` with control point `c` (starting as
    /// ``line(to:)`` does when there is no current point or the subpath is closed).
    public mutating func quadCurve(to p: Point, control c: Point) {
        append(.quad(QuadBezier(startOfNextSegment(), c, p)))
    }

    /// Adds a cubic Bezier from the current point to `p` with control points `c1` and `c2`
    /// (starting as ``line(to:)`` does when there is no current point or the subpath is closed).
    public mutating func curve(to p: Point, control1 c1: Point, control2 c2: Point) {
        append(.cubic(CubicBezier(startOfNextSegment(), c1, c2, p)))
    }

    /// Adds an arc segment as given. When a current point exists and differs from the arc's
    /// start, a connecting line is added first; without one, a subpath starts at the arc's start.
    public mutating func add(_ arc: Arc) {
        if let cp = currentPoint {
            if cp != arc.start { line(to: arc.start) }
        } else {
            move(to: arc.start)
        }
        append(.arc(arc))
    }

    /// Adds a circular arc as Core Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`
    /// and Cairo's `cairo_arc` / `cairo_arc_negative` do, angles measured from +x toward +y.
    ///
    /// With `.increasing`, the sweep is `endAngle - startAngle` brought into `[0, 2 pi]`;
    /// with `.decreasing`, into `[-2 pi, 0]`.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                direction: ArcDirection) {
        let twoPi = 2 * Double.pi
        var sweep = endAngle - startAngle
        switch direction {
        case .increasing:
            if sweep >= twoPi { sweep = twoPi } else { while sweep < 0 { sweep += twoPi } }
        case .decreasing:
            if sweep <= -twoPi { sweep = -twoPi } else { while sweep > 0 { sweep -= twoPi } }
        }
        add(Arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep))
    }

    /// Closes the current subpath with a straight line back to its start (when it has length).
    public mutating func close() {
        guard let last = subpaths.last, !last.isClosed else { return }
        // An arc that comes back to the start misses it by rounding, a few units in the last
        // place of the numbers it was computed from (its centre and radius: its bounds), or of
        // the start: no line for that. (Not more: a billionth of how far the coordinates lie
        // from the origin dropped a side 800 long at 9e14.)
        let (a, b) = (last.start, last.segments.last?.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0))
        let size = max(abs(a.x), abs(a.y), abs(b.minX), abs(b.maxX), abs(b.minY), abs(b.maxY))
        let tolerance = 64 * Double.ulpOfOne * size
        if !last.segments.isEmpty && last.end.distance(to: last.start) > tolerance {
            append(.line(Line(last.end, last.start)))
        }
        subpaths[subpaths.count - 1].isClosed = true
    }

    /// Appends a segment to the current subpath (starting one at the segment's start if needed).
    public mutating func append(_ segment: Segment) {
        if subpaths.isEmpty || subpaths[subpaths.count - 1].isClosed {
            let start = subpaths.last?.start ?? segment.start
            subpaths.append(Subpath(start: subpaths.isEmpty ? segment.start : start))
        }
        subpaths[subpaths.count - 1].segments.append(segment)
    }

    private mutating func startOfNextSegment() -> Point {
        if let cp = currentPoint { return cp }
        move(to: .zero)
        return .zero
    }

    // MARK: Whole-path operations

    /// The path with every segment mapped by `m` (exact for every segment kind).
    public func transformed(by m: AffineTransform) -> Path {
        Path(subpaths: subpaths.map { sp in
            Subpath(start: m.apply(sp.start), segments: sp.segments.map { $0.transformed(by: m) },
                    isClosed: sp.isClosed)
        })
    }

    /// The tight bounds of the path, or nil for a path with no points: of its segments, and of
    /// each subpath's start, a lone move's too (``fittingTransform(into:)`` leaves those out).
    /// Points and segments with a NaN coordinate are at no place, and are left out.
    public var bounds: Rect? {
        var r: Rect? = nil
        func add(_ b: Rect) {
            guard ![b.minX, b.minY, b.maxX, b.maxY].contains(where: \.isNaN) else { return }
            r = r?.union(b) ?? b
        }
        for sp in subpaths {
            add(Rect(minX: sp.start.x, minY: sp.start.y, maxX: sp.start.x, maxY: sp.start.y))
            for s in sp.segments { add(s.bounds) }
        }
        return r
    }

    /// The uniform scale and translation that fits this path's bounds into `rect`, centred,
    /// aspect ratio kept: the bounds of what it draws, leaving out a lone move (a trailing `M`,
    /// say) unless there is nothing else. Nil when the path has no extent.
    public func fittingTransform(into rect: Rect) -> AffineTransform? {
        fitting(into: rect).map { $0.move.then($0.place) }
    }

    /// This path fitted into `rect` as ``fittingTransform(into:)`` fits it, and that transform:
    /// the path is moved to the origin before it is scaled. (The one transform, applied at once,
    /// rounds a small path far from the origin: at 1e15, its coordinates times the scale lose
    /// the digits that tell its points apart, by several units. Moved first, they lose none.)
    /// Nil when the path has no extent.
    public func fitted(into rect: Rect) -> (path: Path, transform: AffineTransform)? {
        fitting(into: rect).map { (transformed(by: $0.move).transformed(by: $0.place), $0.move.then($0.place)) }
    }

    /// The fit into `rect` in two steps: moving the centre of what the path draws (see
    /// ``fittingTransform(into:)``) to the origin, then scaling it and placing it in `rect`.
    private func fitting(into rect: Rect) -> (move: AffineTransform, place: AffineTransform)? {
        // A lone move draws nothing: what is drawn is fitted, when anything is.
        let drawn = Path(subpaths: subpaths.filter { !$0.segments.isEmpty })
        guard let b = (drawn.subpaths.isEmpty ? self : drawn).bounds else { return nil }
        let sx = b.width > 0 ? rect.width / b.width : .infinity
        let sy = b.height > 0 ? rect.height / b.height : .infinity
        let s = min(sx, sy)
        guard s.isFinite, s > 0 else { return nil }
        return (.translation(Point.zero - b.center), AffineTransform.scale(s).then(.translation(rect.center.vector)))
    }
}

/// Which way an arc turns: toward increasing angle (from +x toward +y, clockwise on screen)
/// or decreasing angle.
public enum ArcDirection: Sendable {
    /// The angle grows from start to end: from +x toward +y, clockwise on screen (as `cairo_arc`).
    case increasing
    /// The angle falls from start to end: counterclockwise on screen (as `cairo_arc_negative`).
    case decreasing
}
