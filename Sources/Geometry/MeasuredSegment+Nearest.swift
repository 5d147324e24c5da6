extension MeasuredSegment {
    /// Calls `body(t)` for each local minimum of the distance to `p` with `t` strictly inside
    /// `(lo, hi)`, in increasing order of `t` (decreasing when `reversed`), until `body` returns
    /// true. The ends are not included: callers judge them (a corner can be a minimum).
    ///
    /// Lines and circular arcs answer in closed form; cubics by isolating the roots of a quintic
    /// in Bernstein form; elliptical arcs by bounded-slope subdivision. Every minimum is then
    /// refined by safeguarded Newton iteration to full precision.
    func forEachDistanceMinimum(to p: Point, in lo: Double, _ hi: Double, reversed: Bool = false,
                                _ body: (Double) -> Bool) {
        switch self {
        case .line(let l):
            if let t = l.projectionParameter(of: p), t > lo, t < hi { _ = body(t) }
        case .circle(let c):
            c.forEachMinimum(of: p, in: lo, hi, reversed: reversed, body)
        case .cubic(let c):
            CubicDistance(c, p).forEachMinimum(in: lo, hi, reversed: reversed, body)
        case .ellipse(let e):
            EllipticalArcDistance(e, p).forEachMinimum(in: lo, hi, reversed: reversed, body)
        }
    }

    /// The first local minimum of the distance to `p` strictly between `t` and the end of the
    /// segment that lies `forward` (`t = 1`) or backward (`t = 0`), or nil when there is none.
    ///
    /// On a cubic, from a `t` inside it, a few certified Newton steps from `t` are tried first
    /// (see ``CubicDistance/firstMinimum(from:forward:)``): a descent that starts inside a
    /// segment usually meets its minimum there without isolating roots. A walk entering a cubic
    /// at an end goes straight to the roots: there the distance usually falls all the way
    /// across, which the quintic's coefficients show at once (all of one sign), while Newton's
    /// steps would only run off the far end, after a few hard-to-predict branches.
    func firstDistanceMinimum(to p: Point, from t: Double, forward: Bool) -> Double? {
        if case .cubic(let c) = self {
            let distance = CubicDistance(c, p)
            if forward ? t > 0 : t < 1, let found = distance.firstMinimum(from: t, forward: forward) { return found }
            return distance.firstMinimum(inside: forward ? t : 0, forward ? 1 : t, forward: forward)
        }
        var found: Double? = nil
        forEachDistanceMinimum(to: p, in: forward ? t : 0, forward ? 1 : t, reversed: !forward) { tm in
            found = tm
            return true
        }
        return found
    }

    /// The parameter in `[0, 1]` nearest to `p` and its squared distance, or nil when no point of
    /// the segment is nearer than `bound` (squared). A cubic judges where it could be nearer by
    /// a cheap lower bound first, and solves only there (``CubicDistance/nearest(within:)``).
    func nearest(to p: Point, within bound: Double) -> (t: Double, squaredDistance: Double)? {
        if case .cubic(let c) = self { return CubicDistance(c, p).nearest(within: bound) }
        var search = NearestSoFar(limit: bound)
        search.consider(0, point(at: 0), p)
        search.consider(1, point(at: 1), p)
        // An arc of several turns passes its points again each turn: the minima of its first turn
        // are all there is to find (an arc of a million turns took seconds a query).
        forEachDistanceMinimum(to: p, in: 0, min(1, oneTurn)) { t in
            search.consider(t, point(at: t), p)
            return false
        }
        return search.best
    }
}

extension MeasuredSegment {
    /// The parameter span of one full turn of an arc (more than 1 when it turns less), or
    /// infinity for a line or a cubic.
    var oneTurn: Double {
        let sweep: Double
        switch self {
        case .circle(let c): sweep = c.sweep
        case .ellipse(let e): sweep = e.sweep
        case .line, .cubic: return .infinity
        }
        return 2 * Double.pi / abs(sweep)
    }
}

/// The nearest point of one segment found so far, and the squared distance a later one must beat.
struct NearestSoFar {
    var limit: Double
    var best: (t: Double, squaredDistance: Double)? = nil

    /// Keeps `t` when its point `q` is nearer to `p` than the best so far.
    mutating func consider(_ t: Double, _ q: Point, _ p: Point) {
        let d = (q - p).squaredLength
        if d < limit {
            limit = d
            best = (t, d)
        }
    }
}
