extension PathMeasure {
    /// The point of the whole path nearest to `p` (when several are equally near, any of them).
    ///
    /// Every segment's local minima of the distance are found exactly (closed form for lines and
    /// circular arcs, root isolation for curves, then Newton's method), and compared with the
    /// segments' end points. Only segments that might hold a nearer point than the best so far
    /// are solved: a tree of the segments' boxes (see ``BoxTree``), built with the measure, is
    /// searched nearest box first, and its branches, the segments' own boxes and, for a cubic,
    /// the Bernstein coefficients of its squared distance on eighths of it, are skipped when
    /// already farther. Each leaf's segments offer their start and middle points as candidates
    /// before any is solved, which makes that pruning bite from the first leaf on.
    ///
    /// A path with no segments answers its first point; so does a non-finite `p`.
    ///
    /// - Complexity: O(log n) for a point near the path, whose nearest box holds the answer; at
    ///   worst (a point equally far from everything, as the centre of a circle drawn with many
    ///   segments) O(n).
    public func nearest(to p: Point) -> PathNearest {
        guard !segments.isEmpty, p.isFinite else {
            let loc = location(atLength: 0)
            return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
        }
        var best = (i: 0, t: 0.0, squaredDistance: Double.infinity)
        // A group of segments offers its start and middle points first (cheap, and they tighten
        // the bound); then those that might still hold a nearer point are solved exactly.
        func offerPoints(of i: Int) {
            let d = (segmentStart(i) - p).squaredLength
            if d < best.squaredDistance { best = (i, 0, d) }
            let m = (segmentMiddle(i) - p).squaredLength
            if m < best.squaredDistance { best = (i, 0.5, m) }
        }
        func solve(_ i: Int) {
            guard boxDistanceSquared(ofSegment: i, to: p) < best.squaredDistance,
                  let found = measured(i).nearest(to: p, within: best.squaredDistance) else { return }
            best = (i, found.t, found.squaredDistance)
        }
        if boxTree.nodes.isEmpty {
            // No tree (more segments than it can index): all of them, one group.
            for i in segments.indices { offerPoints(of: i) }
            for i in segments.indices { solve(i) }
        }
        var bound = Double.infinity
        boxTree.search(from: p, bound: &bound) { leaf, bound in
            for item in leaf { offerPoints(of: Int(item)) }
            for item in leaf { solve(Int(item)) }
            bound = best.squaredDistance
        }
        let loc = canonicalLocation(segment: best.i, t: best.t)
        return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
    }

    /// The squared distance from `p` to a box holding segment `i` (its control points' box for
    /// lines and Beziers): a lower bound, computed straight from the segment.
    func boxDistanceSquared(ofSegment i: Int, to p: Point) -> Double {
        Self.controlBox(of: segments[i], kind: kinds[i], fallback: kinds[i] == .point ? pointFallbacks[i] ?? .zero : .zero)
            .squaredDistance(to: p)
    }

    /// A box holding `segment`, measured as `kind` (a `.point` is the point `fallback`): the
    /// control points' box for lines and Beziers, the whole ellipse's for arcs.
    @inline(__always)
    static func controlBox(of segment: Segment, kind: SegmentKind, fallback: Point) -> Rect {
        if kind == .point { return Rect(minX: fallback.x, minY: fallback.y, maxX: fallback.x, maxY: fallback.y) }
        switch segment {
        case .line(let l):
            return Rect(minX: min(l.p0.x, l.p1.x), minY: min(l.p0.y, l.p1.y),
                        maxX: max(l.p0.x, l.p1.x), maxY: max(l.p0.y, l.p1.y))
        case .quad(let q):
            return Rect(minX: min(q.p0.x, q.p1.x, q.p2.x), minY: min(q.p0.y, q.p1.y, q.p2.y),
                        maxX: max(q.p0.x, q.p1.x, q.p2.x), maxY: max(q.p0.y, q.p1.y, q.p2.y))
        case .cubic(let c):
            return Rect(minX: min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), minY: min(c.p0.y, c.p1.y, c.p2.y, c.p3.y),
                        maxX: max(c.p0.x, c.p1.x, c.p2.x, c.p3.x), maxY: max(c.p0.y, c.p1.y, c.p2.y, c.p3.y))
        case .arc(let a):
            return kind == .circle ? MeasuredSegment.circle(CircularArc(unchecked: a)).controlBounds : a.controlBounds
        }
    }

    /// The point at `t = 1/2` of segment `i`, without trigonometry for lines and Beziers.
    func segmentMiddle(_ i: Int) -> Point {
        if kinds[i] == .point { return pointFallbacks[i] ?? .zero }
        switch segments[i] {
        case .line(let l): return l.p0.midpoint(l.p1)
        case .quad(let q): return Point(0.25 * (q.p0.x + 2 * q.p1.x + q.p2.x), 0.25 * (q.p0.y + 2 * q.p1.y + q.p2.y))
        case .cubic(let c):
            return Point(0.125 * (c.p0.x + 3 * (c.p1.x + c.p2.x) + c.p3.x), 0.125 * (c.p0.y + 3 * (c.p1.y + c.p2.y) + c.p3.y))
        case .arc(let a): return a.point(at: 0.5)
        }
    }

    /// The start point of segment `i`, without trigonometry for lines and Beziers.
    func segmentStart(_ i: Int) -> Point {
        if kinds[i] == .point { return pointFallbacks[i] ?? .zero }
        switch segments[i] {
        case .line(let l): return l.p0
        case .quad(let q): return q.p0
        case .cubic(let c): return c.p0
        case .arc(let a): return a.start
        }
    }

    /// The location of parameter `t` on segment `i`, written the way ``location(atLength:)``
    /// would give it back: the end of a closed subpath is its start.
    func canonicalLocation(segment i: Int, t: Double) -> PathLocation {
        if t >= 1 {
            let k = spanIndex(ofSegment: i)
            let span = subpathSpans[k]
            if spanWraps[k] && i == span.segments.upperBound - 1 {
                return location(segmentIndex: span.segments.lowerBound, t: 0)
            }
        }
        return location(segmentIndex: i, t: t)
    }
}
