/// A polynomial of degree 5 in Bernstein form on an interval `[lo, hi]`:
/// `sum_k c_k C(5, k) (1 - u)^(5 - k) u^k` with `u = (t - lo) / (hi - lo)`.
///
/// The Bernstein form has two properties that make root isolation safe (no root is missed, unlike
/// with sampling): the number of sign changes of the coefficients bounds the number of roots in
/// the interval and has the same parity (Descartes' rule in the Bernstein basis), and de
/// Casteljau subdivision gives the coefficients on each half exactly (up to rounding). Splitting
/// until every piece has at most one sign change isolates every simple root.
struct BernsteinQuintic {
    /// `c_0 ... c_5` in lanes 0 to 5.
    var c: SIMD8<Double>

    init(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double, _ c4: Double, _ c5: Double) {
        c = SIMD8(c0, c1, c2, c3, c4, c5, 0, 0)
    }

    private init(lanes: SIMD8<Double>) { c = lanes }

    /// The coefficients on `[lo, lo + tau (hi - lo)]` and on the rest (de Casteljau at `tau`).
    func split(at tau: Double) -> (BernsteinQuintic, BernsteinQuintic) {
        var b = c
        var left = SIMD8<Double>(repeating: 0), right = SIMD8<Double>(repeating: 0)
        left[0] = b[0]
        right[5] = b[5]
        for r in 1...5 {
            for k in 0...(5 - r) { b[k] += tau * (b[k + 1] - b[k]) }
            left[r] = b[0]
            right[5 - r] = b[5 - r]
        }
        return (BernsteinQuintic(lanes: left), BernsteinQuintic(lanes: right))
    }

    /// The coefficients on the part `[u0, u1]` of the interval, in its own parameter `u`.
    func restricted(_ u0: Double, _ u1: Double) -> BernsteinQuintic {
        var piece = self
        if u1 < 1 { piece = piece.split(at: u1).0 }
        if u0 > 0 { piece = piece.split(at: u0 / u1).1 }
        return piece
    }

    /// Calls `visit(lo, hi, &state)` for sub-intervals of `[lo, hi]` each holding one upward
    /// crossing (the polynomial going from negative to positive), in increasing order of `t`,
    /// or decreasing when `reversed`; stops and returns true as soon as `visit` does.
    ///
    /// A piece with one sign change holds exactly one simple root, upward when the first nonzero
    /// coefficient is negative (near `lo` the polynomial has the sign of the first nonzero
    /// coefficient, near `hi` of the last). Multiple roots are split apart down to a width of
    /// `1e-13`, where the piece is reported if its ends have opposite signs.
    ///
    /// `state` is threaded through `visit` rather than captured by it: a variable captured by a
    /// closure handed down this recursion is checked for exclusive access at run time on every
    /// use, which cost the global nearest-point search a tenth of its time.
    @discardableResult
    func forEachUpwardCrossing<State>(
        lo: Double, hi: Double, reversed: Bool = false, depth: Int = 0, _ state: inout State,
        _ visit: (Double, Double, inout State) -> Bool
    ) -> Bool {
        let (changes, first, last) = signs
        if changes == 0 { return false }
        if changes == 1 || depth >= 48 || hi - lo <= 1e-13 {
            return first < 0 && last > 0 ? visit(lo, hi, &state) : false
        }
        let (left, right) = split(at: 0.5)
        let mid = 0.5 * (lo + hi)
        // A root exactly at the split is a zero coefficient at the end of both halves, which
        // each skips: a crossing there is visited on its own (a spike's tip, a cusp, a point
        // on the curve at t = 1/2 were missed).
        let crossesAtMid = left.c[5] == 0 && left.signs.last < 0 && right.signs.first > 0
        if reversed {
            return right.forEachUpwardCrossing(lo: mid, hi: hi, reversed: true, depth: depth + 1, &state, visit)
                || (crossesAtMid && visit(mid, mid, &state))
                || left.forEachUpwardCrossing(lo: lo, hi: mid, reversed: true, depth: depth + 1, &state, visit)
        }
        return left.forEachUpwardCrossing(lo: lo, hi: mid, depth: depth + 1, &state, visit)
            || (crossesAtMid && visit(mid, mid, &state))
            || right.forEachUpwardCrossing(lo: mid, hi: hi, depth: depth + 1, &state, visit)
    }

    /// The number of sign changes of the coefficients, and the first and last nonzero ones (zero
    /// when all are): near `lo` the polynomial has the sign of the first, near `hi` of the last.
    private var signs: (changes: Int, first: Double, last: Double) {
        var changes = 0, first = 0.0, last = 0.0
        for k in 0..<6 where c[k] != 0 {
            if last != 0 && (c[k] < 0) != (last < 0) { changes += 1 }
            if first == 0 { first = c[k] }
            last = c[k]
        }
        return (changes, first, last)
    }
}

/// The root of `g` in `[lo, hi]` where it crosses from negative to positive.
///
/// Newton's step `t - g/g'` converges quadratically next to a simple root; it is kept inside a
/// bracket `[a, b]` with `g(a) < 0 < g(b)` that shrinks at every evaluation, and replaced by
/// bisection whenever it would leave the bracket, so the iteration cannot diverge.
/// `evaluate(t)` returns `(g(t), g'(t))`.
func upwardRoot(in lo: Double, _ hi: Double, _ evaluate: (Double) -> (Double, Double)) -> Double {
    var (a, b) = (lo, hi)
    var t = 0.5 * (a + b)
    for _ in 0..<100 {
        let (g, dg) = evaluate(t)
        if g == 0 { return t }
        if g < 0 { a = t } else { b = t }
        let newton = dg > 0 ? t - g / dg : t
        if newton > a && newton < b {
            // Quadratic convergence: after a step this small the error is far below rounding.
            if abs(newton - t) <= 1e-9 * (hi - lo) { return newton }
            t = newton
        } else if dg > 0 && abs(newton - t) <= 4 * Double.ulpOfOne * max(abs(t), 1) {
            // Converged onto the bracket's end: t is as good as it gets.
            return t
        } else {
            t = 0.5 * (a + b)
        }
        if b - a <= 4 * Double.ulpOfOne * max(abs(t), 1) { return t }
    }
    return t
}

extension BernsteinQuintic {
    /// True when the first coefficient is negative, the last positive, and the signs change once
    /// in between (zeros skipped): then the polynomial has exactly one root inside the interval,
    /// a simple one where it crosses upward (Descartes' rule in the Bernstein basis).
    var crossesUpwardOnce: Bool {
        guard c[0] < 0, c[5] > 0 else { return false }
        var changes = 0, previous = c[0]
        for k in 1..<6 where c[k] != 0 {
            if (c[k] < 0) != (previous < 0) { changes += 1 }
            previous = c[k]
        }
        return changes == 1
    }
}
