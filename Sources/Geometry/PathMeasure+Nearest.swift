extension PathMeasure {
    /// The point of the whole path nearest to `p` (when several are equally near, any of them).
    ///
    /// Every segment's local minima of the distance are found exactly (closed form for lines and
    /// circular arcs, root isolation for curves, then Newton's method), and compared with the
    /// segments' end points. A segment is skipped when its bounding box, and for a cubic the least
    /// Bernstein coefficient of its squared distance, is already farther than the best so far;
    /// seeding the best with the nearest end point makes that prune most of a long path.
    ///
    /// A path with no segments answers its first point; so does a non-finite `p`.
    ///
    /// - Complexity: O(n), with a small constant for pruned segments.
    public func nearest(to p: Point) -> PathNearest {
        guard !segments.isEmpty, p.isFinite else {
            let loc = location(atLength: 0)
            return PathNearest(location: loc, distance: loc.point.distance(to: p))
        }
        // Seed with the nearest end point.
        var best = (i: 0, t: 0.0, squaredDistance: Double.infinity)
        for i in segments.indices {
            let d = (segmentStart(i) - p).squaredLength
            if d < best.squaredDistance { best = (i, 0, d) }
        }
        let last = segments.count - 1
        let end = (measured(last).end - p).squaredLength
        if end < best.squaredDistance { best = (last, 1, end) }

        for i in segments.indices {
            let m = measured(i)
            guard m.controlBounds.squaredDistance(to: p) < best.squaredDistance,
                  let found = m.nearest(to: p, within: best.squaredDistance) else { continue }
            best = (i, found.t, found.squaredDistance)
        }
        let loc = canonicalLocation(segment: best.i, t: best.t)
        return PathNearest(location: loc, distance: loc.point.distance(to: p))
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
            let span = subpathSpans[spanIndex(ofSegment: i)]
            if span.isClosed && i == span.segments.upperBound - 1 && isGeometricallyClosed(span) {
                return location(segmentIndex: span.segments.lowerBound, t: 0)
            }
        }
        return location(segmentIndex: i, t: t)
    }

    /// True when the subpath's last segment ends where its first begins (as ``Path/close()``
    /// makes it), so that walking on past the end continues without a jump.
    func isGeometricallyClosed(_ span: SubpathSpan) -> Bool {
        guard let first = span.segments.first, let last = span.segments.last else { return false }
        let gap = measured(last).end - segmentStart(first)
        let scale = max(abs(segmentStart(first).x), abs(segmentStart(first).y), 1)
        return gap.length <= 1e-9 * scale
    }
}
