/// Gauss-Legendre quadrature rules on `[-1, 1]`, computed once at first use.
///
/// The `n`-point rule integrates polynomials of degree `2n - 1` exactly; for a function analytic
/// inside the Bernstein ellipse `E_rho` (foci -1 and 1, semi-axes summing to `rho`) and bounded
/// there by `M`, its error is at most `(64 / 15) M rho^(-2(n - 1)) / (rho^2 - 1)` (Trefethen,
/// *Approximation Theory and Approximation Practice*, theorem 19.3, where the rule called `I_n`
/// has `n + 1` points). ``ArcLengthIntegrator`` uses that bound to choose an order per piece of
/// curve before evaluating anything.
///
/// The nodes are the roots of the Legendre polynomial `P_n`, found by Newton's method from
/// Tricomi's estimate `(1 - (n - 1)/(8 n^3)) cos(pi (i - 1/4) / (n + 1/2))`, with `P_n` evaluated
/// by its three-term recurrence; the weights are `2 / ((1 - x^2) P_n'(x)^2)`. In `Double` both come out to within
/// a few ulps, so the tables need not be typed in. Nodes come in pairs `+-x` with equal weights
/// (plus `0` when `n` is odd); only the positive half is stored, and each pair is evaluated as one
/// two-lane SIMD value, which halves the square roots' cost.
struct GaussLegendre: Sendable {
    /// The largest rule on offer; a piece that would need more is split instead. Every size from
    /// 1 to this is tabulated (4656 nodes in all, half of them stored), so no piece pays for
    /// rounding its order up; building the tables takes about half a millisecond, once. Planning
    /// a split costs more than 50 nodes, so rules this large pay (measure-build, uniform random
    /// cubics: 64 points at most, 2.62 ms; 96, 2.54; 128, 2.49, with tables twice as slow to build).
    static let maxPoints = 96

    /// The shared tables.
    static let shared = GaussLegendre()

    /// Positive nodes of all rules, concatenated by size.
    let nodes: [Double]
    /// Weights matching ``nodes``.
    let weights: [Double]
    /// `offsets[n] ..< offsets[n + 1]` holds the positive half of the `n`-point rule.
    let offsets: [Int]
    /// The weight of the node 0 in the `n`-point rule (0 for even `n`, which has no such node).
    let centerWeights: [Double]

    private init() {
        var nodes: [Double] = [], weights: [Double] = [], offsets = [0, 0], centerWeights: [Double] = [0]
        for n in 1...Self.maxPoints {
            let nn = Double(n), roots = (n + 1) / 2
            var center = 0.0
            // Tricomi's estimate orders the roots from the largest down; the first n/2 are
            // positive. Four roots at a time: the recurrence is a chain of dependent steps, and
            // four chains side by side take hardly longer than one.
            for first in stride(from: 1, through: roots, by: 4) {
                var x = SIMD4<Double>()
                for lane in 0..<4 {
                    // Lanes past the last root repeat it.
                    let i = min(first + lane, roots)
                    // The middle root of an odd rule is 0; the estimate is not quite.
                    x[lane] = 2 * i - 1 == n ? 0
                        : (1 - (nn - 1) / (8 * nn * nn * nn)) * cos(Double.pi * (Double(i) - 0.25) / (nn + 0.5))
                }
                // Newton converges quadratically from Tricomi's estimate: a step below 1e-10
                // leaves an error far below one ulp after it is taken.
                for _ in 0..<20 {
                    let (p, dp) = Self.legendre(n, x)
                    let step = (p / dp).replacing(with: 0, where: x .== 0)
                    x -= step
                    if (step * step).max() <= 1e-20 { break }
                }
                let derivative = Self.legendre(n, x).1
                let w = 2 / ((1 - x * x) * derivative * derivative)
                for lane in 0..<min(4, roots - first + 1) {
                    if x[lane] == 0 {
                        center = w[lane]
                    } else {
                        nodes.append(x[lane])
                        weights.append(w[lane])
                    }
                }
            }
            offsets.append(nodes.count)
            centerWeights.append(center)
        }
        (self.nodes, self.weights, self.offsets, self.centerWeights) = (nodes, weights, offsets, centerWeights)
    }

    /// `(P_n(x), P_n'(x))` from `P_{k+1} = (2k + 1)/(k + 1) x P_k - k/(k + 1) P_{k-1}` and
    /// `(1 - x^2) P_n' = n (P_{n-1} - x P_n)`, for four `x` at once. The recurrence's coefficients
    /// come from a table, so the loop has no division.
    private static func legendre(_ n: Int, _ x: SIMD4<Double>) -> (SIMD4<Double>, SIMD4<Double>) {
        var (previous, current) = (SIMD4<Double>(repeating: 1), x)
        for k in stride(from: 1, to: n, by: 1) {
            let next = recurrence[k].0 * x * current - recurrence[k].1 * previous
            (previous, current) = (current, next)
        }
        return (current, Double(n) * (previous - x * current) / (1 - x * x))
    }

    /// `((2k + 1)/(k + 1), k/(k + 1))` for `k` in `0 ... maxPoints`.
    private static let recurrence: [(Double, Double)] = (0...maxPoints).map { (k: Int) -> (Double, Double) in
        let (kk, next) = (Double(k), Double(k + 1))
        return ((2 * kk + 1) / next, kk / next)
    }

    /// The integral of `f`'s speed over `[a, b]` with the `n`-point rule (`1 <= n <= maxPoints`):
    /// `(b - a)/2 * sum w_i |C'((a + b)/2 + (b - a)/2 x_i)|`.
    @inline(__always)
    func integrate<F: ArcLengthIntegrand>(_ f: F, points k: Int, from a: Double, to b: Double) -> Double {
        let half = 0.5 * (b - a), mid = 0.5 * (a + b)
        var sum = SIMD2<Double>(0, 0)
        nodes.withUnsafeBufferPointer { x in
            weights.withUnsafeBufferPointer { w in
                for i in offsets[k]..<offsets[k + 1] {
                    let d = half * x[i]
                    sum += w[i] * f.speeds(at: SIMD2(mid - d, mid + d))
                }
            }
        }
        var total = sum[0] + sum[1]
        let center = centerWeights[k]
        if center != 0 { total += center * f.speed(at: mid) }
        return total * half
    }
}
