/// Which ends of a segment are corners of the path: joints where its direction turns by more
/// than a degree (see ``PathMeasure/nearest(to:descendingFrom:pastCornersWithin:)-(_,PathLocation,_)``);
/// and whether a cubic may have a cusp inside.
struct SegmentCorners: OptionSet, Sendable {
    let rawValue: UInt8
    /// The joint with the segment before (on a closed subpath, its last before its first).
    static let atStart = SegmentCorners(rawValue: 1)
    /// The joint with the segment after.
    static let atEnd = SegmentCorners(rawValue: 2)
    /// A cubic whose derivative's control triangle holds the origin: it may have a cusp, which
    /// ``PathMeasure/cusp(of:)`` finds when asked. (Kept so that a drag on the usual curve, which
    /// has none, does not load the curve again to find that out.)
    static let mayHaveCusp = SegmentCorners(rawValue: 4)
    /// The two joints.
    static let ends: SegmentCorners = [.atStart, .atEnd]
}

extension PathMeasure {
    /// The corners of each segment, one byte each, found once when the path is measured so that
    /// a drag asks only where there is one. A joint next to a segment without a direction (of
    /// no length) counts as a corner: the drag then looks past it, and the walk decides.
    /// Cubics that may have a cusp are marked too. (Not quadratics: a quadratic's derivative is
    /// linear, and vanishes inside only where the curve folds back along its own line, which a
    /// drag cannot go round.)
    static func corners(of segments: [Segment], measured: [MeasuredSegment], spans: [SubpathSpan],
                        wraps: [Bool]) -> [SegmentCorners] {
        var corners = [SegmentCorners](repeating: [], count: segments.count)
        // The directions of travel leaving a segment's start and arriving at its end (not unit
        // length), and on the way whether a cubic may have a cusp. Lines and Beziers whose end
        // legs have length give theirs straight from their control points; the rest take more
        // care (``MeasuredSegment/direction(at:side:)``).
        func directions(_ i: Int) -> (start: Vector?, end: Vector?) {
            switch segments[i] {
            case .cubic(let c):
                if derivativeSurroundsZero(c) { corners[i].insert(.mayHaveCusp) }
                if c.p1 != c.p0 && c.p3 != c.p2 { return (c.p1 - c.p0, c.p3 - c.p2) }
            case .line(let l) where l.p1 != l.p0: return (l.p1 - l.p0, l.p1 - l.p0)
            case .quad(let q) where q.p1 != q.p0 && q.p2 != q.p1: return (q.p1 - q.p0, q.p2 - q.p1)
            default: break
            }
            let m: MeasuredSegment
            if !measured.isEmpty {
                m = measured[i]
            } else if case .cubic(let c) = segments[i] {
                m = .cubic(c)  // only finite lines and cubics then (see `measured(_:)`)
            } else {
                return (nil, nil)  // a line of no length
            }
            return (m.direction(at: 0, side: .after), m.direction(at: 1, side: .before))
        }
        for (k, span) in spans.enumerated() where !span.segments.isEmpty {
            let range = span.segments
            let first = directions(range.lowerBound)
            var arriving = first.end
            for i in range.dropFirst() {
                let next = directions(i)
                if turns(from: arriving, to: next.start) {
                    corners[i].insert(.atStart)
                    corners[i - 1].insert(.atEnd)
                }
                arriving = next.end
            }
            if wraps[k] && turns(from: arriving, to: first.start) {
                corners[range.lowerBound].insert(.atStart)
                corners[range.upperBound - 1].insert(.atEnd)
            }
        }
        return corners
    }

    /// True when the direction turns by more than a degree from `a` to `b` (or either is missing).
    private static func turns(from a: Vector?, to b: Vector?) -> Bool {
        guard let a = a.flatMap(unit), let b = b.flatMap(unit) else { return true }
        return a.dot(b) < cos(Double.pi / 180)
    }

    /// `v` at unit length (scaled to its largest coordinate first, so that no square over- or
    /// underflows); nil for a zero or non-finite vector.
    private static func unit(_ v: Vector) -> Vector? {
        let largest = max(abs(v.dx), abs(v.dy))
        guard largest > 0, largest.isFinite else { return nil }
        let scaled = v / largest
        return scaled / scaled.squaredLength.squareRoot()
    }

    /// The derivative of a cubic is a quadratic Bezier over the control polygon's legs `a, b, e`
    /// (times 3): it can vanish only where their triangle holds the origin, that is when the
    /// three turns a to b, b to e, e to a go all one way, which most curves' legs rule out.
    private static func derivativeSurroundsZero(_ c: CubicBezier) -> Bool {
        let a = c.p1 - c.p0, b = c.p2 - c.p1, e = c.p3 - c.p2
        let ab = a.cross(b), be = b.cross(e), ea = e.cross(a)
        return ab >= 0 && be >= 0 && ea >= 0 || ab <= 0 && be <= 0 && ea <= 0
    }

    /// The parameter strictly inside `(0, 1)` where the cubic's derivative vanishes (to 1e-9 of
    /// its size), if there is one: a cusp, where the direction of travel reverses.
    ///
    /// `B'/3 = (1-t)^2 a + 2 (1-t) t b + t^2 c` with `a, b, c` the control polygon's legs; each
    /// coordinate is a quadratic, and a zero of both is a root of one of them (or the vertex of
    /// one whose double root rounding has moved off the axis), which is where to look.
    static func cusp(of c: CubicBezier) -> Double? {
        guard derivativeSurroundsZero(c) else { return nil }
        let a = c.p1 - c.p0, b = c.p2 - c.p1, e = c.p3 - c.p2
        let size = max(a.squaredLength, b.squaredLength, e.squaredLength)
        guard size > 0 else { return nil }
        let (x0, x1, x2) = quadraticRoots(a.dx, b.dx, e.dx), (y0, y1, y2) = quadraticRoots(a.dy, b.dy, e.dy)
        var best = Double.nan, least = 1e-18 * size  // |B'/3| at most 1e-9 of the legs, squared
        for t in [x0, x1, x2, y0, y1, y2] where t > 0 && t < 1 {
            let d = (a * ((1 - t) * (1 - t)) + b * (2 * (1 - t) * t) + e * (t * t)).squaredLength
            if d <= least { (best, least) = (t, d) }
        }
        return best.isNaN ? nil : best
    }

    /// Where the Bernstein quadratic with coefficients `a, b, c` may vanish: its roots, and its
    /// vertex (a double root that rounding has lifted off the axis); NaN for none.
    private static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double, Double) {
        // In powers of t: (a - 2b + c) t^2 + 2 (b - a) t + a.
        let q2 = a - 2 * b + c, q1 = 2 * (b - a), q0 = a
        guard q2 != 0 else { return (q1 != 0 ? -q0 / q1 : .nan, .nan, .nan) }
        let discriminant = q1 * q1 - 4 * q2 * q0
        let r = discriminant > 0 ? discriminant.squareRoot() : Double.nan
        return (-q1 / (2 * q2), (-q1 - r) / (2 * q2), (-q1 + r) / (2 * q2))
    }
}

extension PathMeasure {
    /// ``nearest(to:descendingFrom:)-(_,PathLocation)``, and then on past the corners of the
    /// path within `reach` along it of `start` or of that answer, to a clearly nearer place.
    ///
    /// Where the path turns sharply, a descent stops short of the corner: past a tip of a star
    /// the distance rises up to the tip and falls again beyond it, so a pointer moving round the
    /// tip would leave the handle behind on the edge it came along (and a drag then snaps it
    /// over once the pointer is far enough off). From each corner within `reach` of where the
    /// handle was or of where it descended to, this descends on beyond the corner, and takes
    /// that minimum when its distance is under three quarters of the best so far; then again
    /// from there, for corners closer together than `reach` (at most 8 times).
    /// The margin keeps a pointer held still inside a tip, equally near both edges, from
    /// flicking the handle between them. A branch further along the path (the other strand at a
    /// crossing) is out of reach. Only corners count, joints where the direction turns by more
    /// than a degree, and cusps inside cubics: where the path turns smoothly the descent goes
    /// on by itself.
    ///
    /// - Complexity: as ``nearest(to:descendingFrom:)-(_,PathLocation)``, and a descent per
    ///   corner within `reach`.
    public func nearest(to p: Point, descendingFrom start: PathLocation, pastCornersWithin reach: Double) -> PathNearest {
        nearest(to: p, descendingFrom: start, pastCornersWithin: reach, perDistance: 0, whileWithin: 0)
    }

    /// ``nearest(to:descendingFrom:pastCornersWithin:)-(_,PathLocation,_)``, looking past the
    /// corners as far as `perDistance` times the distance of the descent's answer from `p`,
    /// where that is further than `reach` and the distance at most `hold`: a point off the path
    /// that went round a sharp corner lies on the far leg as far past the corner as a few times
    /// its distance from the near one.
    ///
    /// - Complexity: as ``nearest(to:descendingFrom:pastCornersWithin:)-(_,PathLocation,_)``.
    public func nearest(to p: Point, descendingFrom start: PathLocation, pastCornersWithin reach: Double,
                        perDistance: Double, whileWithin hold: Double) -> PathNearest {
        // (Each part inlined or called on its own: a descent's answer returned through memory
        // and copied on was read back in pieces other than those written, which the processor
        // waits out, a third of the figure-8's event.)
        let local = quickDescent(toward: p, from: start) ?? generalDescent(toward: p, from: start)
        let far = perDistance * local.distance
        let reach = far > reach && local.distance <= hold ? far : reach
        guard reach > 0, nearCorner(local.location, within: reach) || nearCorner(start, within: reach) else { return local }
        return pastCorners(of: local, from: start, toward: p, within: reach)
    }

    /// ``nearest(to:descendingFrom:pastCornersWithin:)-(_,PathLocation,_)`` from an arc length.
    public func nearest(to p: Point, descendingFrom s: Double, pastCornersWithin reach: Double) -> PathNearest {
        nearest(to: p, descendingFrom: location(atLength: s), pastCornersWithin: reach)
    }

    // (The public doc of nearest(to:descendingFrom:pastCornersWithin:) states both values in
    // words, for users who cannot see these: change it with them.)
    /// A place past a corner wins when its distance is under this fraction of the best so far.
    static let cornerGain = 0.75
    /// How many corners one query may go on past, one after another.
    static let cornerPasses = 8

    /// Whether a corner or a cusp of `location`'s segment lies within `reach` of it (most
    /// places have none near).
    @inline(__always)
    private func nearCorner(_ location: PathLocation, within reach: Double) -> Bool {
        let i = location.segmentIndex
        guard segments.indices.contains(i) else { return false }
        return !cornersOfSegment(at: location, within: reach).isEmpty || cusp(ofSegment: i) != nil
    }

    /// The corners of `place`'s segment (a valid index) that lie within `reach` of it.
    @inline(__always)
    private func cornersOfSegment(at place: PathLocation, within reach: Double) -> SegmentCorners {
        let i = place.segmentIndex
        var near = segmentCorners[i].intersection(.ends)
        guard !near.isEmpty else { return near }  // most segments: no loads of their ends' lengths
        if place.s - segmentStarts[i] > reach { near.remove(.atStart) }
        if segmentStarts[i + 1] - place.s > reach { near.remove(.atEnd) }
        return near
    }

    /// The parameter of a cusp inside segment `i` if it has one (see ``cusp(of:)``; looked for
    /// only in cubics marked ``SegmentCorners/mayHaveCusp``).
    private func cusp(ofSegment i: Int) -> Double? {
        guard segmentCorners[i].contains(.mayHaveCusp), case .cubic(let c) = segments[i] else { return nil }
        return Self.cusp(of: c)
    }

    /// `local`, or a clearly nearer place past corners near `start` or near the best so far.
    @inline(never)
    private func pastCorners(of local: PathNearest, from start: PathLocation, toward p: Point,
                             within reach: Double) -> PathNearest {
        guard p.isFinite else { return local }
        var best = beyondCorners(of: start, toward: p, within: reach, beating: local)
        for _ in 0..<Self.cornerPasses {
            let next = beyondCorners(of: best.location, toward: p, within: reach, beating: best)
            if next.location == best.location { break }
            best = next
        }
        return best
    }

    /// The nearest of `best` and the first minima past the corners within `reach` of `place`
    /// (those under ``cornerGain`` of the best so far).
    private func beyondCorners(of place: PathLocation, toward p: Point, within reach: Double,
                               beating best: PathNearest) -> PathNearest {
        let i = place.segmentIndex
        guard segments.indices.contains(i) else { return best }
        var best = best
        func offer(_ candidate: PathNearest?) {
            if let candidate, candidate.distance < Self.cornerGain * best.distance { best = candidate }
        }
        let near = cornersOfSegment(at: place, within: reach)
        if near.contains(.atEnd) { offer(firstMinimum(toward: p, pastCornerAtEndOf: i, forward: true)) }
        if near.contains(.atStart) { offer(firstMinimum(toward: p, pastCornerAtEndOf: i, forward: false)) }
        if let t = cusp(ofSegment: i),
           abs(arcLength(of: measured(i), index: i, upTo: t) - place.s) <= reach {
            offer(firstMinimum(toward: p, pastCuspAt: t, of: i, forward: place.t < t))
        }
        return best
    }

    /// The first minimum of the distance to `p` met from the end of segment `i` (its start when
    /// not `forward`), a corner, onward that way; the corner itself when the distance rises
    /// leaving it. Nil where the path ends.
    private func firstMinimum(toward p: Point, pastCornerAtEndOf i: Int, forward: Bool) -> PathNearest? {
        let walk = Walk(self, subpathOf: i, toward: p)
        let end = forward ? 1.0 : 0.0
        guard walk.neighbor(of: i, forward: forward) != nil,
              let leaving = walk.direction(self, leaving: i, end, forward: forward) else { return nil }
        return firstMinimum(toward: p, leaving: i, end, along: leaving, forward: forward, walk)
    }

    /// ``firstMinimum(toward:pastCornerAtEndOf:forward:)`` past the cusp at parameter `t` of
    /// segment `i`.
    private func firstMinimum(toward p: Point, pastCuspAt t: Double, of i: Int, forward: Bool) -> PathNearest? {
        guard let leaving = measured(i).direction(at: t, side: forward ? .after : .before) else { return nil }
        return firstMinimum(toward: p, leaving: i, t, along: leaving, forward: forward, Walk(self, subpathOf: i, toward: p))
    }

    /// The first minimum of the distance to `p` met from parameter `t` of segment `i` onward
    /// (forward or not), the direction of travel there (toward increasing arc length) being
    /// `direction`; the place itself when the distance rises leaving it that way.
    private func firstMinimum(toward p: Point, leaving i: Int, _ t: Double, along direction: Vector, forward: Bool,
                              _ walk: Walk) -> PathNearest {
        let start = measured(i).point(at: t)
        let rate = (start - p).dot(direction) * (forward ? 1 : -1)
        let (found, tFound) = rate < -walk.threshold(at: start) ? walk.descend(self, from: i, t, forward: forward) : (i, t)
        return answer(segment: found, t: tFound, toward: p)
    }
}
