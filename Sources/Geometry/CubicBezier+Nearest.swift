/// The squared distance from a fixed point `p` to a cubic Bezier, and its stationary points.
///
/// `D(t) = |B(t) - p|^2` has `D'(t) = 2 g(t)` with `g(t) = (B(t) - p) . B'(t)`, a quintic.
/// A local minimum of the distance inside the curve is an upward crossing of `g`. In the Bernstein
/// basis, `B - p` has coefficients `P_i - p` (degree 3) and `B'` has `3 (P_{i+1} - P_i)`
/// (degree 2); the product of Bernstein forms is Bernstein with
/// `c_k = sum_{i+j=k} C(3,i) C(2,j) / C(5,k) (P_i - p).(3 (P_{j+1} - P_j))`.
struct CubicDistance {
    let curve: CubicBezier
    let p: Point
    /// `B(t) - p = e0 + t (e1 + t (e2 + t e3))`.
    private let e0: Vector, e1: Vector, e2: Vector, e3: Vector

    init(_ curve: CubicBezier, _ p: Point) {
        self.curve = curve
        self.p = p
        let (p0, p1, p2, p3) = (curve.p0, curve.p1, curve.p2, curve.p3)
        e0 = p0 - p
        e1 = 3 * (p1 - p0)
        e2 = 3 * ((p2 - p1) - (p1 - p0))
        e3 = (p3 - p0) + 3 * (p1 - p2)
    }

    /// `(g(t), g'(t))` with `g' = |B'|^2 + (B - p).B''`.
    func g(_ t: Double) -> (Double, Double) {
        let d = e0 + t * (e1 + t * (e2 + t * e3))
        let d1 = e1 + t * (2 * e2 + t * (3 * e3))
        let d2 = 2 * e2 + t * (6 * e3)
        return (d.dot(d1), d1.squaredLength + d.dot(d2))
    }

    /// `g` in Bernstein form on `[0, 1]`.
    var quintic: BernsteinQuintic {
        let (p0, p1, p2, p3) = (curve.p0, curve.p1, curve.p2, curve.p3)
        let a0 = p0 - p, a1 = p1 - p, a2 = p2 - p, a3 = p3 - p
        let b0 = 3 * (p1 - p0), b1 = 3 * (p2 - p1), b2 = 3 * (p3 - p2)
        return BernsteinQuintic(
            a0.dot(b0),
            (3 * a1.dot(b0) + 2 * a0.dot(b1)) / 5,
            (3 * a2.dot(b0) + 6 * a1.dot(b1) + a0.dot(b2)) / 10,
            (a3.dot(b0) + 6 * a2.dot(b1) + 3 * a1.dot(b2)) / 10,
            (2 * a3.dot(b1) + 3 * a2.dot(b2)) / 5,
            a3.dot(b2))
    }

    /// The Bernstein coefficients on `[0, 1]` of the sextic `D = |B - p|^2`:
    /// `d_k = sum_{i+j=k} C(3,i) C(3,j) / C(6,k) (P_i - p).(P_j - p)`. `D` is a convex combination of
    /// them at every `t`, so the least one bounds `D` from below; `d_0 = D(0)`, `d_6 = D(1)`.
    var sextic: SIMD8<Double> {
        let a0 = curve.p0 - p, a1 = curve.p1 - p, a2 = curve.p2 - p, a3 = curve.p3 - p
        return SIMD8(a0.squaredLength, a0.dot(a1), (3 * a1.squaredLength + 2 * a0.dot(a2)) / 5,
                     (a0.dot(a3) + 9 * a1.dot(a2)) / 10, (3 * a2.squaredLength + 2 * a1.dot(a3)) / 5,
                     a2.dot(a3), a3.squaredLength, 0)
    }

    /// The least Bernstein coefficient of `D` on each eighth of `[0, 1]` (lane `k` for
    /// `[k/8, (k + 1)/8]`, de Casteljau halving three times), a lower bound for `D` there; lanes
    /// whose half or quarter already has no coefficient below `bound` are left infinite without
    /// subdividing further. Each level tightens the bound (it converges to the true minimum);
    /// three levels rule out most curves whose control polygon surrounds the point but whose
    /// curve does not pass near it, and most of the rest of a curve that does.
    func eighthLowerBounds(below bound: Double) -> SIMD8<Double> {
        var lows = SIMD8<Double>(repeating: .infinity)
        Self.lowerBounds(sextic, below: bound, depth: 3, first: 0, into: &lows)
        return lows
    }

    private static func lowerBounds(_ d: SIMD8<Double>, below bound: Double, depth: Int, first: Int,
                                    into lows: inout SIMD8<Double>) {
        var least = d[0]
        for k in 1...6 { least = min(least, d[k]) }
        guard least < bound else { return }
        guard depth > 0 else {
            lows[first] = least
            return
        }
        // Halve: left[r] and right[6 - r] are the ends of the r-th row of de Casteljau's triangle.
        var b = d, left = SIMD8<Double>(repeating: 0), right = SIMD8<Double>(repeating: 0)
        left[0] = b[0]
        right[6] = b[6]
        for r in 1...6 {
            for k in 0...(6 - r) { b[k] = 0.5 * (b[k] + b[k + 1]) }
            left[r] = b[0]
            right[6 - r] = b[6 - r]
        }
        lowerBounds(left, below: bound, depth: depth - 1, first: first, into: &lows)
        lowerBounds(right, below: bound, depth: depth - 1, first: first + 1 << (depth - 1), into: &lows)
    }

    /// The parameter in `[0, 1]` nearest to `p` and its squared distance, or nil when no point of
    /// the curve is nearer than `bound` (squared).
    ///
    /// Exact like the full solve (the ends, and every local minimum inside, refined by Newton's
    /// method), but roots are isolated only where they could matter: on the runs of eighths of
    /// `[0, 1]` whose lower bound (``eighthLowerBounds(below:)``) is under the best distance so
    /// far. A minimum on the border of a run borders an eighth where `D >= bound` everywhere, so
    /// it cannot beat the bound either.
    func nearest(within bound: Double) -> (t: Double, squaredDistance: Double)? {
        let lows = eighthLowerBounds(below: bound)
        guard lows.min() < bound else { return nil }
        var search = NearestSoFar(limit: bound)
        search.consider(0, curve.point(at: 0), p)
        search.consider(1, curve.point(at: 1), p)
        let g = quintic
        var k = 0
        while k < 8 {
            guard lows[k] < search.limit else {
                k += 1
                continue
            }
            var end = k + 1
            while end < 8 && lows[end] < search.limit { end += 1 }
            let lo = Double(k) / 8, hi = Double(end) / 8
            g.restricted(lo, hi).forEachUpwardCrossing(lo: lo, hi: hi, &search) { a, b, search in
                let t = upwardRoot(in: a, b, self.g)
                search.consider(t, curve.point(at: t), p)
                return false
            }
            k = end
        }
        return search.best
    }

    /// Calls `body(t)` for each local minimum of the distance with `t` strictly inside `(lo, hi)`,
    /// in increasing order (decreasing when `reversed`), until `body` returns true.
    func forEachMinimum(in lo: Double, _ hi: Double, reversed: Bool, _ body: (Double) -> Bool) {
        guard hi > lo else { return }
        let piece = quintic.restricted(lo, hi)
        var none: Void = ()
        piece.forEachUpwardCrossing(lo: lo, hi: hi, reversed: reversed, &none) { a, b, _ in
            body(upwardRoot(in: a, b, g))
        }
    }

    /// The first local minimum of the distance strictly inside `(lo, hi)` in increasing order of
    /// `t` (decreasing unless `forward`), or nil: ``forEachMinimum(in:_:reversed:_:)`` stopped at
    /// the first, with the two commonest cases of a walk along a path answered straight from the
    /// quintic's coefficients: all of one sign (no stationary point, the distance falls or rises
    /// all the way across), and one change of sign from negative to positive (one minimum).
    func firstMinimum(inside lo: Double, _ hi: Double, forward: Bool) -> Double? {
        guard hi > lo else { return nil }
        let piece = quintic.restricted(lo, hi)
        let c = piece.c
        let least = min(min(c[0], c[1]), min(min(c[2], c[3]), min(c[4], c[5])))
        let most = max(max(c[0], c[1]), max(max(c[2], c[3]), max(c[4], c[5])))
        if least > 0 || most < 0 { return nil }
        if piece.crossesUpwardOnce { return upwardRoot(in: lo, hi, g) }
        var found: Double? = nil
        piece.forEachUpwardCrossing(lo: lo, hi: hi, reversed: !forward, &found) { a, b, found in
            found = upwardRoot(in: a, b, self.g)
            return true
        }
        return found
    }
}

extension CubicDistance {
    /// The first local minimum of the distance met moving from `start` forward (increasing `t`)
    /// or backward, when it lies strictly inside the curve and a few Halley steps find it and
    /// prove it first; nil otherwise (the caller then isolates roots the general way).
    ///
    /// The minimum is the first upward crossing of `g` met; the distance must fall that way at
    /// `start` (`g(start) < 0` forward, `> 0` backward), or the answer is nil. Halley's iteration
    /// on `g` from `start` converges (cubically) to a root `r` when `g' > 0` on the way, which is
    /// what a handle a few pixels from its previous minimum sees. Then the proof that `r` is the
    /// first: with `h` tiny, `g(r - h) < 0 < g(r + h)` puts a root in `(r - h, r + h)`; and on the
    /// span from `start` to the far side of that bracket `g` has no other root, because it is
    /// increasing there (``isIncreasing(on:_:)``) or, failing that test, because its Bernstein
    /// coefficients on the span change sign exactly once.
    func firstMinimum(from start: Double, forward: Bool) -> Double? {
        var t = start, converged = false
        for _ in 0..<12 {
            let (gt, dgt, ddgt) = gWithCurvature(t)
            guard dgt > 0 else { return nil }
            // Halley's step 2 g g' / (2 g'^2 - g g''): Newton's step g / g' divided by
            // 1 - g g'' / (2 g'^2), when that factor is within (1/2, 2); else Newton's.
            let squared = dgt * dgt, denominator = 2 * squared - gt * ddgt
            let step = denominator > squared && denominator < 4 * squared
                ? 2 * gt * dgt / denominator : gt / dgt
            let next = t - step
            guard forward ? next > start && next < 1 : next < start && next > 0 else { return nil }
            t = next
            // Cubic (at worst quadratic) convergence: after a step this small the error is far
            // below rounding.
            if abs(step) <= 1e-9 {
                converged = true
                break
            }
        }
        guard converged else { return nil }
        let h = 1e-9
        let (a, b) = forward ? (max(t - h, start), t + h) : (t - h, min(t + h, start))
        guard a > 0, b < 1, g(a).0 < 0, g(b).0 > 0 else { return nil }
        let (lo, hi) = forward ? (start, b) : (a, start)
        if isIncreasing(on: lo, hi) { return t }
        return quintic.restricted(lo, hi).crossesUpwardOnce ? t : nil
    }

    /// `(g(t), g'(t), g''(t))`, with `g'' = 3 B'.B'' + (B - p).B'''`.
    func gWithCurvature(_ t: Double) -> (Double, Double, Double) {
        let d = e0 + t * (e1 + t * (e2 + t * e3))
        let d1 = e1 + t * (2 * e2 + t * (3 * e3))
        let d2 = 2 * e2 + t * (6 * e3)
        return (d.dot(d1), d1.squaredLength + d.dot(d2), 3 * d1.dot(d2) + d.dot(6 * e3))
    }

    /// True when `g' > 0` on all of `[lo, hi]`, shown by a bound on `g''` (false when the bound
    /// is too coarse to show it).
    ///
    /// With `m` the middle and `r` the half-width, `g'(t) >= g'(m) - r max|g''|`, and
    /// `|g''| <= 3 M1 M2 + M0 M3` where `M0 ... M3` bound `|B - p|`, `|B'|`, `|B''|`, `|B'''|` on
    /// the interval: `B''` is linear, so `M2` is its larger end; `M1 = |B'(m)| + r M2` and
    /// `M0 = |B(m) - p| + r M1` by the mean value theorem. Norms are `|x| + |y|`, no smaller
    /// than the Euclidean ones, so no square roots are needed.
    func isIncreasing(on lo: Double, _ hi: Double) -> Bool {
        func norm(_ v: Vector) -> Double { abs(v.dx) + abs(v.dy) }
        let m = 0.5 * (lo + hi), r = 0.5 * (hi - lo)
        let d = e0 + m * (e1 + m * (e2 + m * e3))
        let d1 = e1 + m * (2 * e2 + m * (3 * e3))
        let m3 = 6 * norm(e3)
        let m2 = max(norm(2 * e2 + lo * (6 * e3)), norm(2 * e2 + hi * (6 * e3)))
        let m1 = norm(d1) + r * m2, m0 = norm(d) + r * m1
        let slope = d1.squaredLength + d.dot(2 * e2 + m * (6 * e3))
        // The last term covers rounding in `slope`.
        return slope > r * (3 * m1 * m2 + m0 * m3) + 1e-12 * (m1 * m1 + m0 * m2)
    }
}

