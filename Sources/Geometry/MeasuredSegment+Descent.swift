/// What one segment alone can tell a descent that starts strictly inside it (see
/// ``PathMeasure/nearest(to:descendingFrom:)-(_,Double)``).
enum SegmentDescent: Equatable {
    /// Neither way along the segment lowers the distance (to rounding): the start is the answer.
    case stays
    /// The first local minimum of the distance met moving the way it falls, strictly inside the
    /// segment: the answer, its parameter, its point and its distance from the query point.
    case moves(to: Double, point: Point, distance: Double)
    /// Not decided from this segment: the minimum may lie past an end, or the cheap proof failed.
    case undecided
}

extension MeasuredSegment {
    /// A rate of change of the distance this small (per unit of length) is rounding, and the
    /// point counts as stationary. The rate is `(P - p) . T`, and rounding in `P` is about
    /// `1e-16` of the coordinates, so the threshold scales with the distance and the coordinates.
    static func stationaryRate(distance: Double, coordinate: Double) -> Double {
        1e-12 * (distance + coordinate)
    }

    /// ``stationaryRate(distance:coordinate:)`` at `point` for the query point `p`.
    static func stationaryRate(at point: Point, from p: Point) -> Double {
        stationaryRate(distance: (point - p).squaredLength.squareRoot(),
                       coordinate: max(abs(point.x), abs(point.y), abs(p.x), abs(p.y)))
    }

    /// The descent toward `p` from parameter `t` (strictly inside `(0, 1)`), answered without
    /// looking at any other segment when that is possible and cheap: in closed form for lines
    /// and circular arcs, by a certified Newton iteration for cubics. Elliptical arcs are left to
    /// the general walk.
    ///
    /// Whenever this answers, the answer is the one the general walk would reach: the same
    /// stationarity test, the same direction (the sign of `(P - p) . T`), and the first minimum
    /// that way.
    @inline(__always)
    func descent(toward p: Point, from t: Double) -> SegmentDescent {
        switch self {
        case .line(let l):
            let d = l.p1 - l.p0
            let dd = d.squaredLength
            guard dd > 0 else { return .undecided }
            let here = l.point(at: t)
            let rate = (here - p).dot(d) / dd.squareRoot()
            if abs(rate) <= Self.stationaryRate(at: here, from: p) { return .stays }
            // The distance falls toward the projection, the only minimum of the whole line.
            let projection = (p - l.p0).dot(d) / dd
            guard projection > 0 && projection < 1 else { return .undecided }
            // The distance to the line, |(p - p0) x d| / |d|, waits for one square root (of the
            // segment's own length), not for the point found.
            return .moves(to: projection, point: l.point(at: projection),
                          distance: abs((p - l.p0).cross(d)) / dd.squareRoot())
        case .circle(let c):
            return c.descent(toward: p, from: t)
        case .cubic(let c):
            let d1 = c.derivative(at: t), speedSquared = d1.squaredLength
            // Where the derivative (nearly) vanishes the direction comes from higher derivatives
            // (see `direction(at:side:)`): left to the general walk.
            let scale = Self.derivativeScale(of: c)
            guard speedSquared > 1e-24 * scale * scale else { return .undecided }
            let here = c.point(at: t)
            let rate = (here - p).dot(d1) / speedSquared.squareRoot()
            if abs(rate) <= Self.stationaryRate(at: here, from: p) { return .stays }
            guard let found = CubicDistance(c, p).firstMinimum(from: t, forward: rate < 0) else { return .undecided }
            let q = c.point(at: found)
            return .moves(to: found, point: q, distance: MeasuredSegment.distance(q, p))
        case .ellipse:
            return .undecided
        }
    }
}
