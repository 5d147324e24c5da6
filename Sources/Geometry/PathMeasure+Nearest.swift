extension PathMeasure {
    /// The point of the whole path nearest to `p` (when several are equally near, any of them).
    ///
    /// Every segment's local minima of the distance are found exactly (closed form for lines and
    /// circular arcs, root isolation for curves, then Newton's method), and compared with the
    /// segments' end points. A segment is skipped when its bounding box, and for a cubic the
    /// Bernstein coefficients of its squared distance on eighths of it, are already farther than
    /// the best so far; seeding the best with the nearest start or middle point of any segment
    /// makes that prune most of a long path.
    ///
    /// A path with no segments answers its first point; so does a non-finite `p`.
    ///
    /// - Complexity: O(n), with a small constant for pruned segments.
    public func nearest(to p: Point) -> PathNearest {
        guard !segments.isEmpty, p.isFinite else {
            let loc = location(atLength: 0)
            return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
        }
        // Seed with the nearest of every segment's start and middle point.
        var best = (i: 0, t: 0.0, squaredDistance: Double.infinity)
        for i in segments.indices {
            let d = (segmentStart(i) - p).squaredLength
            if d < best.squaredDistance { best = (i, 0, d) }
            let m = (segmentMiddle(i) - p).squaredLength
            if m < best.squaredDistance { best = (i, 0.5, m) }
        }
        let last = segments.count - 1
        let end = (measured(last).end - p).squaredLength
        if end < best.squaredDistance { best = (last, 1, end) }

        for i in segments.indices where boxDistanceSquared(ofSegment: i, to: p) < best.squaredDistance {
            guard let found = measured(i).nearest(to: p, within: best.squaredDistance) else { continue }
            best = (i, found.t, found.squaredDistance)
        }
        let loc = canonicalLocation(segment: best.i, t: best.t)
        return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
    }

    /// The squared distance from `p` to a box holding segment `i` (its control points' box for
    /// lines and Beziers): a lower bound, computed straight from the segment.
    func boxDistanceSquared(ofSegment i: Int, to p: Point) -> Double {
        @inline(__always)
        func box(_ minX: Double, _ maxX: Double, _ minY: Double, _ maxY: Double) -> Double {
            let dx = max(minX - p.x, 0, p.x - maxX), dy = max(minY - p.y, 0, p.y - maxY)
            return dx * dx + dy * dy
        }
        if kinds[i] == .point { return ((pointFallbacks[i] ?? .zero) - p).squaredLength }
        switch segments[i] {
        case .line(let l):
            return box(min(l.p0.x, l.p1.x), max(l.p0.x, l.p1.x), min(l.p0.y, l.p1.y), max(l.p0.y, l.p1.y))
        case .quad(let q):
            return box(min(q.p0.x, q.p1.x, q.p2.x), max(q.p0.x, q.p1.x, q.p2.x),
                       min(q.p0.y, q.p1.y, q.p2.y), max(q.p0.y, q.p1.y, q.p2.y))
        case .cubic(let c):
            return box(min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), max(c.p0.x, c.p1.x, c.p2.x, c.p3.x),
                       min(c.p0.y, c.p1.y, c.p2.y, c.p3.y), max(c.p0.y, c.p1.y, c.p2.y, c.p3.y))
        case .arc: return measured(i).controlBounds.squaredDistance(to: p)
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
