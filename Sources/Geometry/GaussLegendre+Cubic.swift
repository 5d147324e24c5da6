extension GaussLegendre {
    /// The integral of `|B'(t)|` over `[lo, hi]` by the `k`-point rule, for a cubic's derivative
    /// `B'(t) = a t^2 + b t + c`, taking the symmetric nodes `m - u` and `m + u` together.
    ///
    /// Expanded about the middle `m`, `B'(m + u) = d + g u + a u^2` with `d = B'(m)` and
    /// `g = B''(m)`: the even part `e = d + a u^2` and the odd part `o = g u` serve both nodes of
    /// a pair, which are then `e - o` and `e + o`. Two pairs are taken at once, one per lane,
    /// with separate sums for the two sides, so that the square roots of neighbouring pairs
    /// overlap instead of waiting on one running sum. This is the same rule as
    /// ``integrate(_:points:from:to:)`` (to rounding), in about two thirds of the arithmetic.
    @inline(__always)
    func integrateCubicSpeed(_ a: Vector, _ b: Vector, _ c: Vector, points k: Int,
                             from lo: Double, to hi: Double) -> Double {
        let half = 0.5 * (hi - lo), m = 0.5 * (lo + hi)
        let dx = (a.dx * m + b.dx) * m + c.dx, dy = (a.dy * m + b.dy) * m + c.dy
        let gx = 2 * a.dx * m + b.dx, gy = 2 * a.dy * m + b.dy
        var minus = SIMD2<Double>(), plus = SIMD2<Double>()
        let start = offsets[k], end = offsets[k + 1]
        nodes.withUnsafeBufferPointer { x in
            weights.withUnsafeBufferPointer { w in
                var i = start
                while i + 1 < end {
                    let u = half * SIMD2(x[i], x[i + 1]), weight = SIMD2(w[i], w[i + 1])
                    let u2 = u * u
                    let ex = dx + a.dx * u2, ey = dy + a.dy * u2
                    let ox = gx * u, oy = gy * u
                    let (xm, ym, xp, yp) = (ex - ox, ey - oy, ex + ox, ey + oy)
                    minus += weight * (xm * xm + ym * ym).squareRoot()
                    plus += weight * (xp * xp + yp * yp).squareRoot()
                    i += 2
                }
                if i < end {
                    // An odd number of pairs: the last one alone, its two nodes in the lanes.
                    let u = half * x[i], side = SIMD2<Double>(-1, 1)
                    let px = dx + a.dx * (u * u) + gx * u * side, py = dy + a.dy * (u * u) + gy * u * side
                    minus += w[i] * (px * px + py * py).squareRoot()
                }
            }
        }
        var total = (minus + plus).sum()
        let center = centerWeights[k]
        if center != 0 { total += center * (dx * dx + dy * dy).squareRoot() }
        return total * half
    }
}
