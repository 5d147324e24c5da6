extension CircularArc {
    /// Calls `body(t)` for each local minimum of the distance to `p` with `t` strictly inside
    /// `(lo, hi)`, in increasing order (decreasing when `reversed`), until `body` returns true.
    ///
    /// The distance from `p` to the circle point at angle `theta` is least where `theta` equals
    /// `p`'s own angle `phi` seen from the centre (modulo a full turn), so the minima are
    /// `t = (phi + 2 pi k - startAngle) / sweep`: closed form, exact to rounding. A point at the
    /// centre is equally far from every point: no minimum.
    func forEachMinimum(of p: Point, in lo: Double, _ hi: Double, reversed: Bool, _ body: (Double) -> Bool) {
        guard hi > lo, sweep != 0, let phi = frameAngle(of: p) else { return }
        // t(k) is monotone in k, increasing when sweep > 0: walk the k range whose t lies in
        // (lo, hi) in the order asked for.
        let twoPi = 2 * Double.pi
        let k0 = (arc.startAngle + sweep * lo - phi) / twoPi, k1 = (arc.startAngle + sweep * hi - phi) / twoPi
        let first = min(k0, k1).rounded(.down), last = max(k0, k1).rounded(.up)
        // Near 2^53 turns, whole numbers of turns stop being all doubles (k + 1 == k): minima
        // cannot be told apart there, and the count below would never move on. (Cut at 2^52.)
        guard max(abs(first), abs(last)) < 0x1p52 else { return }
        let ascending = (sweep > 0) != reversed
        var k = ascending ? first : last
        while k >= first && k <= last {
            let t = (phi + twoPi * k - arc.startAngle) / sweep
            if t > lo && t < hi && body(t) { return }
            k += ascending ? 1 : -1
        }
    }
}

/// The squared distance from a fixed point to a non-circular elliptical arc, and its minima.
///
/// With `theta = startAngle + sweep t`,
/// `G(t) = (A(t) - p).A'(t) = sweep (a1 cos theta + b1 sin theta + a2 cos 2theta + b2 sin 2theta)`,
/// `a1 = (c - p).v`, `b1 = -(c - p).u`, `a2 = u.v`, `b2 = (|v|^2 - |u|^2)/2`. Its derivatives are
/// bounded by `L1 = sweep^2 (r1 + 2 r2)` and `L2 = |sweep|^3 (r1 + 4 r2)` with `r1 = |(a1, b1)|`,
/// `r2 = |(a2, b2)|`. On `[x, y]`, a root needs `|G(x)| + |G(y)| <= L1 (y - x)`; and when
/// `|G'(mid)| > L2 (y - x)/2`, `G` is monotone there. Subdividing until one of the two holds
/// finds every sign change, which sampling alone cannot promise.
struct EllipticalArcDistance {
    let arc: Arc
    let p: Point
    private let a1: Double, b1: Double, a2: Double, b2: Double
    private let slopeBound: Double, curvatureBound: Double

    init(_ arc: Arc, _ p: Point) {
        self.arc = arc
        self.p = p
        let cp = arc.center - p
        a1 = cp.dot(arc.v)
        b1 = -cp.dot(arc.u)
        a2 = arc.u.dot(arc.v)
        b2 = 0.5 * (arc.v.squaredLength - arc.u.squaredLength)
        // (By hypot: squared, the coefficients of an arc 1e77 across overflowed, the bounds were
        // infinite, and the scan below split every piece to its full depth, 2^50 of them.)
        let r1 = Vector(a1, b1).length, r2 = Vector(a2, b2).length
        let s = abs(arc.sweep)
        slopeBound = s * s * (r1 + 2 * r2)
        curvatureBound = s * s * s * (r1 + 4 * r2)
    }

    /// `(G(t), G'(t))`.
    func g(_ t: Double) -> (Double, Double) {
        let theta = arc.startAngle + arc.sweep * t
        let (c1, s1) = (cos(theta), sin(theta))
        let (c2, s2) = (c1 * c1 - s1 * s1, 2 * s1 * c1)
        let sw = arc.sweep
        return (sw * (a1 * c1 + b1 * s1 + a2 * c2 + b2 * s2),
                sw * sw * (-a1 * s1 + b1 * c1 - 2 * a2 * s2 + 2 * b2 * c2))
    }

    /// Calls `body(t)` for each local minimum of the distance with `t` strictly inside `(lo, hi)`,
    /// in increasing order (decreasing when `reversed`), until `body` returns true.
    func forEachMinimum(in lo: Double, _ hi: Double, reversed: Bool, _ body: (Double) -> Bool) {
        // Bounds that are not finite would prune nothing (see above): no minimum is told then.
        guard hi > lo, arc.sweep != 0, slopeBound.isFinite, curvatureBound.isFinite else { return }
        _ = scan(lo, g(lo).0, hi, g(hi).0, reversed: reversed, depth: 0, body)
    }

    private func scan(_ x: Double, _ gx: Double, _ y: Double, _ gy: Double, reversed: Bool, depth: Int,
                      _ body: (Double) -> Bool) -> Bool {
        let h = y - x
        if abs(gx) + abs(gy) > slopeBound * h { return false }
        let mid = 0.5 * (x + y)
        let (gm, dgm) = g(mid)
        if abs(dgm) > 0.5 * curvatureBound * h || depth >= 50 || h <= 1e-13 {
            // Monotone (or as fine as is useful): one upward root at most, bracketed by the ends.
            return gx < 0 && gy > 0 ? body(upwardRoot(in: x, y, g)) : false
        }
        if reversed {
            return scan(mid, gm, y, gy, reversed: true, depth: depth + 1, body)
                || scan(x, gx, mid, gm, reversed: true, depth: depth + 1, body)
        }
        return scan(x, gx, mid, gm, reversed: false, depth: depth + 1, body)
            || scan(mid, gm, y, gy, reversed: false, depth: depth + 1, body)
    }
}

extension CircularArc {
    /// The descent toward `p` from parameter `t`, in closed form when its answer lies inside the
    /// arc.
    ///
    /// With `p - center = rho (u cos phi + v sin phi) / r`, the squared distance to the arc point
    /// at angle `theta` is `r^2 + rho^2 - 2 r rho cos(phi - theta)`: moving from `theta`, it falls
    /// while the angle turns toward `phi` the short way round, and the first minimum met is `phi`
    /// itself. So the move is `delta = phi - theta` reduced into `[-pi, pi]`, and the answer is
    /// `t + delta / sweep` when that lies strictly inside `(0, 1)`; past an end (or across the gap
    /// of an arc short of a full turn) the walk has to go on, which the caller does. The rate of
    /// change of the distance per unit length at the start is `rho sin(delta)` in size.
    ///
    /// The point found is `center + (p - center) r / rho`, and its distance from `p` is
    /// `|rho - r|`: neither waits for the angle, nor the distance for the point. (Each pointer
    /// event of a drag waits for the longest of these chains; computing the distance from the
    /// point found made it 10 % slower.)
    @inline(__always)
    func descent(toward p: Point, from t: Double) -> SegmentDescent {
        descent(toward: p, from: t) { d in
            // x = r rho cos(phi), y = r rho sin(phi).
            var delta = atan2(d.dot(arc.v), d.dot(arc.u)) - (arc.startAngle + sweep * t)
            if abs(delta) > Double.pi { delta -= 2 * Double.pi * (delta / (2 * Double.pi)).rounded() }
            return delta
        }
    }

    /// ``descent(toward:from:)`` for a small turn from `here`, the arc's point at `t` (as the
    /// location a drag keeps has it): `.undecided` when the turn is not small.
    ///
    /// A drag's pointer event turns the handle a little; the turn between `here - center` and
    /// `p - center` is then `atan(z)`, `z = cross / dot`, and for `|z| <= 1/8` (about 7
    /// degrees, 12 px on a radius of 100) the series `z - z^3/3 + ... + z^17/17` is exact to
    /// rounding: the next term is below `2^-54 |z|`. That spares the C library's `atan2`, the
    /// dearest step of the event. (`(u, v)` is a rotation times the radius, to 1e-12, with
    /// `u x v > 0`, so the turn in the frame is the turn on screen.)
    @inline(__always)
    func descent(toward p: Point, from t: Double, near here: Point) -> SegmentDescent {
        descent(toward: p, from: t) { d in
            let a = here - arc.center
            let dot = a.dot(d), cross = a.cross(d)
            // A point off the arc (a location made by hand) says nothing of the angle at t.
            guard abs(a.squaredLength - radius * radius) <= 1e-9 * radius * radius,
                  dot > 0, abs(cross) <= 0.125 * dot else { return nil }
            let z = cross / dot, w = z * z, w2 = w * w, w4 = w2 * w2
            // Estrin's scheme: short chains side by side instead of one long one.
            let low = (1 - w * (1.0 / 3)) + w2 * (1.0 / 5 - w * (1.0 / 7))
            let high = (1.0 / 9 - w * (1.0 / 11)) + w2 * (1.0 / 13 - w * (1.0 / 15))
            return z * (low + w4 * (high + w4 * (1.0 / 17)))
        }
    }

    /// The descent, given how to find `delta`, the turn from the angle at `t` toward `p`'s
    /// angle reduced into `[-pi, pi]`, from `p - center` (nil: `.undecided`).
    @inline(__always)
    private func descent(toward p: Point, from t: Double, turn: (Vector) -> Double?) -> SegmentDescent {
        guard sweep != 0, radius > 0 else { return .undecided }
        let d = p - arc.center
        // (Past about 1e154 the square overflows: the distance has a fallback, or the point found
        // would be the centre.)
        let rho = MeasuredSegment.distance(arc.center, p)
        // |P - p| <= r + rho <= r + |d.x| + |d.y|; the arc's coordinates are within r of the
        // centre's.
        let stationary = MeasuredSegment.stationaryRate(
            distance: radius + abs(d.dx) + abs(d.dy),
            coordinate: max(max(abs(arc.center.x), abs(arc.center.y)) + radius, abs(p.x), abs(p.y)))
        // At the centre every point of the arc is equally far.
        if rho <= stationary { return .stays }
        guard let delta = turn(d) else { return .undecided }
        // |sin(delta)| is between 0.63 |delta| and |delta| for |delta| <= pi/2; beyond, compute it.
        if rho * (abs(delta) <= 0.5 * Double.pi ? abs(delta) : abs(sin(delta))) <= stationary { return .stays }
        // (A product waits less than a quotient, and 1 / sweep waits for nothing.)
        let found = t + delta * (1 / sweep)
        guard found > 0 && found < 1 else { return .undecided }
        return .moves(to: found, point: arc.center + d * (radius / rho), distance: abs(rho - radius))
    }
}
