/// What the adaptive arc-length integrator needs to know about one curve `C(t)`, `t` in `[0, 1]`.
///
/// The integrand is the speed `|C'(t)| = sqrt(q(t))` with `q = |C'|^2`. For a Bezier `q` is a
/// polynomial, for an elliptical arc a trigonometric polynomial; either way `sqrt(q)` continues
/// analytically into the complex plane except at the zeros of `q`, which come in conjugate pairs.
/// Knowing those branch points tells, before evaluating anything, how fast Gauss-Legendre
/// quadrature converges on a piece of the curve (see ``GaussLegendre``).
protocol ArcLengthIntegrand {
    /// `|C'(t)|`.
    func speed(at t: Double) -> Double
    /// `|C'(t)|` at two parameters at once (quadrature evaluates nodes in symmetric pairs).
    func speeds(at t: SIMD2<Double>) -> SIMD2<Double>
    /// The integral of `|C'|` over `[a, b]` by the `points`-point Gauss-Legendre rule; by
    /// default ``GaussLegendre/integrate(_:points:from:to:)``, which a curve may do faster.
    func integral(points: Int, from a: Double, to b: Double) -> Double
    /// `|C'(t)|` and its derivative `C'.C'' / |C'|`, for Halley's method.
    func speedAndSlope(at t: Double) -> (Double, Double)
    /// `|C'(t)|^2`, used to judge how sharp a cusp is.
    func speedSquared(at t: Double) -> Double
    /// `|C''(t)|^2`, used to judge how sharp a cusp is.
    func accelerationSquared(at t: Double) -> Double
    /// A cheap estimate of the length, zero only when the curve is a single point. The tolerance is
    /// relative to it; when the length comes out smaller, the curve is measured again relative to
    /// the length itself, so the result is always accurate relative to the true length.
    var lengthEstimate: Double { get }
    /// An upper bound of `|sqrt(q(z))|` over complex `z` with `|z - center| <= radius` and
    /// `|Im z| <= height`: that region holds the Bernstein ellipse the error bound needs.
    func speedBound(center: Double, radius: Double, height: Double) -> Double
    /// Calls `body(re, im)` for every zero of `q` with `im >= 0` (the conjugate is implied) whose
    /// real part lies within `[-6, 7]`; farther ones lie outside every Bernstein ellipse with
    /// `rho <= 12` of every piece of `[0, 1]`, and beyond that the rule choice no longer looks.
    func forEachBranchPoint(_ body: (Double, Double) -> Void)
}

extension ArcLengthIntegrand {
    func speeds(at t: SIMD2<Double>) -> SIMD2<Double> { SIMD2(speed(at: t[0]), speed(at: t[1])) }

    func integral(points: Int, from a: Double, to b: Double) -> Double {
        GaussLegendre.shared.integrate(self, points: points, from: a, to: b)
    }
}

/// One piece of a measured curve: `[previous end, endT]` integrated with one Gauss-Legendre rule.
struct ArcLengthPiece: Sendable {
    /// Curve parameter where the piece ends (it starts where the previous one ends, or at 0).
    var endT: Double
    /// Arc length from the curve's start to `endT`.
    var endLength: Double
    /// Size of the Gauss-Legendre rule that meets the tolerance on this piece.
    var points: Int
}

/// Adaptive Gauss-Legendre arc length with an a-priori error bound.
///
/// For each piece `[a, b]` of the parameter range, the zero of `q` nearest to the piece fixes
/// the largest Bernstein ellipse `E_rho` (foci `a`, `b`) inside which the speed is analytic.
/// Theorem 19.3 of Trefethen's *ATAP*, scaled to `[a, b]`, bounds the `n`-point rule's error by
/// `(b - a)/2 * 64/15 * M rho^(-2(n - 1)) / (rho^2 - 1)` with `M` the speed's bound on the ellipse.
/// The integrator picks the smallest `n` meeting `tolerance * (b - a)`, so each piece costs
/// exactly one rule evaluation, with no wasted comparison rule. (Cubics planned in runs use a
/// sharper bound, which knows the speed's singularities are square roots: see
/// `ruleSize(_:from:to:major2:farMajor2:tolerance:)`.)
///
/// When more than the largest rule would be needed, the piece is split toward the offending branch
/// point: at its real part when that lies inside (each half then sees the branch point at its
/// end, where Bernstein ellipses are thin), else at twelve times its distance from the near end,
/// so pieces grow geometrically away from a near-cusp. A branch point well inside and close to
/// the real line (height below 0.03 of the piece) is split at before trying a rule. The numbers
/// weigh nodes against pieces: a piece costs about as much bookkeeping as 30 nodes.
///
/// A true cusp (a real zero of `q`, where the speed has a kink `|t - c|`) is split at first: on
/// each side the speed is analytic, as the bound requires. A near-cusp whose kink is rounded off
/// by less than an eighth of the tolerance (`cuspShare`) is treated as a true one: the rounding changes the
/// integral by about `(beta^2 / alpha) log(alpha / beta)`, `beta` being the least speed and
/// `alpha` the acceleration there.
///
/// The bound is a proof, not an estimate, so it is pessimistic by a constant factor; because the
/// error falls geometrically with `n`, that costs one or two nodes per piece.
struct ArcLengthIntegrator {
    /// Pieces of all curves measured so far, curve after curve.
    var pieces: [ArcLengthPiece] = []
    /// Requested relative accuracy.
    let accuracy: Double

    // Scratch storage reused from curve to curve, so measuring allocates nothing per curve. The
    // first two are overwritten in place, with their own counts (emptying an array is slower).
    private var branchPoints: [(re: Double, im: Double)] = []
    private var branchPointCount = 0
    private var breaks: [Double] = []
    private var breakCount = 0
    private var stack: [(a: Double, b: Double, depth: Int)] = []
    /// Plans for a run of cubics, which of them split, and which sides of those split again
    /// (see `measure(cubics:lengths:pieceEnds:)`).
    var plan: [CubicPlanGroup] = []
    var splits: [Int] = []
    var sides: [Int] = []

    init(accuracy: Double, expectedPieces: Int = 0) {
        self.accuracy = accuracy
        pieces.reserveCapacity(expectedPieces)
    }

    /// A branch point inside a piece and closer to the real line than this fraction of the piece
    /// is split at before any rule is tried: the two halves then need fewer points than the
    /// whole, which would need more than the largest rule anyway. Above it a rule is tried first,
    /// and one rule costs less than two pieces' planning (measure-build, uniform random cubics:
    /// 0.08, 2.51 ms; 0.03, 2.39 ms).
    static let splitHeight = 0.03
    /// Splits deeper than this are not worth it: the pieces would be narrower than rounding.
    private static let maxDepth = 60
    /// No segment is cut into more pieces than this (a well-behaved cubic needs a handful, one
    /// with a near-cusp a few dozen): a bound on the work whatever the numbers, should some
    /// estimate fail to shrink as pieces do.
    private static let maxPieces = 1 << 12
    /// The semi-major axis (in units of half the piece) of the Bernstein ellipse with `rho = 12`:
    /// branch points farther than that leave the rule choice unchanged (`12^-16` is `5e-18`).
    static let majorCap = 0.5 * (12 + 1.0 / 12)

    /// Measures `f` on `[0, 1]`, appends its pieces to ``pieces`` and returns its length.
    mutating func measure<F: ArcLengthIntegrand>(_ f: F) -> Double {
        let estimate = f.lengthEstimate
        guard estimate > 0, estimate.isFinite else { return 0 }
        let first = pieces.count
        let length = measure(f, tolerance: accuracy * estimate)
        guard length < estimate, length > 0 else { return length }
        // The estimate was too generous for this curve: measure again, relative to the length.
        pieces.removeSubrange(first...)
        return measure(f, tolerance: accuracy * length)
    }

    /// Measures `f` to the absolute `tolerance`, appending its pieces.
    private mutating func measure<F: ArcLengthIntegrand>(_ f: F, tolerance: Double) -> Double {
        // Sort branch points into true-enough cusps (split there, then ignore) and the rest.
        branchPointCount = 0
        breakCount = 0
        let budget = Self.cuspShare * tolerance
        f.forEachBranchPoint { re, im in
            // Near a simple zero z of H, |C'(t)| ~ |H'(z)| |t - z|: the least speed nearby is about
            // alpha im, whatever the speed at re itself (another, real, zero may sit there).
            let alpha2 = f.accelerationSquared(at: re)
            let beta2 = max(f.speedSquared(at: re), alpha2 * im * im)
            var isCusp = beta2 == 0
            // rounding = (beta^2 / alpha) (log(1 + 2 alpha (1 + |re|) / beta) + 8); the bound
            // 8 beta^2 / alpha <= rounding is compared squared first, without roots or logarithm.
            if !isCusp && alpha2 > 0 && 64 * beta2 * beta2 <= budget * budget * alpha2 {
                let (beta, alpha) = (beta2.squareRoot(), alpha2.squareRoot())
                isCusp = beta2 / alpha * (log(1 + 2 * alpha * (1 + abs(re)) / beta) + 8) <= budget
            }
            if isCusp {
                if re > 1e-12 && re < 1 - 1e-12 { appendBreak(re) }
            } else {
                appendBranchPoint((re, abs(im)))
            }
        }
        // Insertion sort: there are at most a handful of cusps.
        for i in stride(from: 1, to: breakCount, by: 1) {
            var j = i
            while j > 0 && breaks[j - 1] > breaks[j] {
                breaks.swapAt(j - 1, j)
                j -= 1
            }
        }

        // Intervals between breaks, pushed so that the leftmost is popped first.
        var upper = 1.0
        for k in stride(from: breakCount - 1, through: 0, by: -1) where breaks[k] < upper {
            stack.append((breaks[k], upper, 0))
            upper = breaks[k]
        }
        stack.append((0, upper, 0))

        var total = CompensatedSum()
        // Most of the tolerance goes to quadrature, spread over the parameter range; some to
        // cusp rounding; the rest is spare for rounding error (see `quadratureShare`).
        let tolerancePerParameter = Self.quadratureShare * tolerance
        let pieceLimit = pieces.count + Self.maxPieces
        while let (a, b, depth) = stack.popLast() {
            let h = b - a
            // The branch point with the smallest Bernstein ellipse (rho grows with the semi-major
            // axis, so compare those).
            let scale = 2 / h, center = 0.5 * (a + b)
            var major = Double.infinity
            var nearest = (re: 0.0, im: 0.0)
            for z in branchPoints[..<branchPointCount] {
                let m = Self.bernsteinMajor(wx: (z.re - center) * scale, wy: z.im * scale)
                if m < major { (major, nearest) = (m, z) }
            }
            let canSplit = depth < Self.maxDepth && h > 1e-13 && pieces.count + stack.count < pieceLimit
            if canSplit && nearest.im < Self.splitHeight * h && nearest.re - a > nearest.im && b - nearest.re > nearest.im {
                stack.append((nearest.re, b, depth + 1))
                stack.append((a, nearest.re, depth + 1))
                continue
            }
            var points = Self.points(f, a, b, major: major, tolerance: tolerancePerParameter * h)
            if points == nil && !canSplit { points = GaussLegendre.maxPoints }
            if let points {
                total.add(f.integral(points: points, from: a, to: b))
                pieces.append(ArcLengthPiece(endT: b, endLength: total.value, points: points))
                continue
            }
            let split = Self.splitPoint(a, b, nearest: major.isFinite ? nearest : nil)
            stack.append((split, b, depth + 1))
            stack.append((a, split, depth + 1))
        }
        return total.value
    }

    private mutating func appendBreak(_ t: Double) {
        if breakCount < breaks.count { breaks[breakCount] = t } else { breaks.append(t) }
        breakCount += 1
    }

    private mutating func appendBranchPoint(_ z: (re: Double, im: Double)) {
        if branchPointCount < branchPoints.count { branchPoints[branchPointCount] = z } else { branchPoints.append(z) }
        branchPointCount += 1
    }

    /// The fewest points meeting `tolerance` on `[a, b]`, or nil when more than the largest rule's.
    ///
    /// `major` is the nearest branch point's ellipse semi-axis `A` (in units of `h/2`); with
    /// `B = sqrt(A^2 - 1)`: `rho = A + B`, the ellipse's half-axes are `h A / 2` and `h B / 2`,
    /// and `rho^2 - 1 = 2 B rho`, which leaves no division but the logarithms' and one more.
    static func points<F: ArcLengthIntegrand>(
        _ f: F, _ a: Double, _ b: Double, major: Double, tolerance: Double
    ) -> Int? {
        let h = b - a
        let major = min(major, majorCap)
        let minor = (major * major - 1).squareRoot()
        guard minor > 1e-6 else { return nil }
        let rho = major + minor
        let m = f.speedBound(center: 0.5 * (a + b), radius: 0.5 * h * major, height: 0.5 * h * minor)
        // Need (h/2)(64/15) M rho^(-2(n - 1)) / (rho^2 - 1) <= tolerance, that is
        // 2(n - 1) log(rho) >= log(x).
        let x = h * (32.0 / 15.0) * m / (2 * minor * rho * tolerance)
        // Overflow (coordinates near the double's range): the tolerance shrinks with the piece, so
        // x would overflow on every half too. Take the largest rule; splitting cannot help.
        guard x.isFinite else { return GaussLegendre.maxPoints }
        if x <= 1 { return 1 }
        // The logarithms need only a few digits; the margin covers fastLog's error of 1e-7.
        let needed = fastLog(x) * (1 + 1e-5) + 1e-5
        let perPoint = 2 * fastLog(rho)
        let n = (needed / perPoint).rounded(.up) + 1
        return n <= Double(GaussLegendre.maxPoints) ? max(Int(n), 1) : nil
    }

    /// The natural logarithm of a positive normal `x` to within `1e-7` absolute, without a call:
    /// `x = 2^e m` with `m` in `[sqrt(1/2), sqrt(2))`, and `ln m = 2 atanh(u)`, `u = (m - 1)/(m + 1)`,
    /// `|u| < 0.172`, summed as `2 (u + u^3/3 + u^5/5 + u^7/7)` (the next term is below `4e-8`).
    /// Rule selection needs three per piece; the library `log` would cost as much as the rest.
    @inline(__always)
    static func fastLog(_ x: Double) -> Double {
        let bits = x.bitPattern
        var e = Double(Int((bits >> 52) & 0x7ff) - 1023)
        var m = Double(bitPattern: (bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000)
        if m > 1.4142135623730951 {
            m *= 0.5
            e += 1
        }
        let u = (m - 1) / (m + 1), u2 = u * u
        return e * 0.6931471805599453 + 2 * u * (1 + u2 * (1.0 / 3 + u2 * (0.2 + u2 * (1.0 / 7))))
    }

    /// The semi-major axis of the ellipse with foci -1 and 1 through `wx + i wy`:
    /// `(|w - 1| + |w + 1|) / 2`. Its Bernstein parameter is `rho = major + sqrt(major^2 - 1)`.
    @inline(__always)
    static func bernsteinMajor(wx: Double, wy: Double) -> Double {
        let wy2 = wy * wy
        return 0.5 * (((wx - 1) * (wx - 1) + wy2).squareRoot() + ((wx + 1) * (wx + 1) + wy2).squareRoot())
    }

    /// Where to split `[a, b]` when no rule is enough: at the branch point's real part when it
    /// lies well inside, else at twelve times its distance from the near end (the piece next to
    /// the branch point then has `rho` about 1.4, a few dozen points), so pieces grow
    /// geometrically away from it.
    static func splitPoint(_ a: Double, _ b: Double, nearest: (re: Double, im: Double)?) -> Double {
        let h = b - a
        guard let z = nearest else { return a + 0.5 * h }
        if z.re - a > z.im && b - z.re > z.im { return z.re }
        let distanceToA = ((z.re - a) * (z.re - a) + z.im * z.im).squareRoot()
        let distanceToB = ((z.re - b) * (z.re - b) + z.im * z.im).squareRoot()
        let split = distanceToA <= distanceToB
            ? a + min(0.5 * h, 12 * distanceToA)
            : b - min(0.5 * h, 12 * distanceToB)
        return split > a && split < b ? split : a + 0.5 * h
    }
}
