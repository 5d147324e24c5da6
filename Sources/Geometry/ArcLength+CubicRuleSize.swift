/// The rule size for a piece of a cubic, from an error bound that knows the speed's singularities
/// are square roots.
///
/// On a piece `[a, b]`, with `t = m + (h/2) x` (`m` its middle, `h` its width), the speed is
/// `F(x) = |A| (h/2)^2 |x - z1| |x - z2|` for real `x`, `z1` and `z2` being the roots of `H`
/// in the piece's coordinate (see ``CubicSpeed``). Write `z = (w + 1/w)/2` with `|w| = R > 1`
/// (`R` is the Bernstein parameter `rho` of the ellipse through `z`, `R = major + minor`) and
/// `x = cos(theta)`, `u = e^(i theta)`. Then `|x - z| = (R/2) |S(u)|^2` with
/// `S(u) = sqrt((1 - u/w)(1 - u/conj(w)))`, analytic in `|u| < R` with real Taylor
/// coefficients, so `F(cos theta) = K |P(u)|^2 = K sum_{j,l} p_j p_l T_|j-l|(x)` with
/// `P = S1 S2 = sum p_j u^j` and `K = |A| (h/2)^2 R1 R2 / 4`.
///
/// The `n`-point Gauss rule integrates `T_k` exactly for `k < 2n` and for every odd `k` (its
/// nodes and weights are symmetric), and errs by at most `2 + 2/(k^2 - 1) <= 8/3` otherwise, so
/// its error on `F` is at most `2 K (8/3) sum_{k >= 2n, even} |c_k|` with
/// `c_k = sum_l p_(l+k) p_l`. Each factor `(1 - u/w)^(1/2)` has coefficients of
/// size `|b_j| R^-j`, `b_j` those of `sqrt(1 - v)`, whose majorant series is
/// `B(v) = 2 - sqrt(1 - v)`; hence `|p_j| <= R1^-j psi_j` with `psi_j` the coefficients of
/// `B(v)^2 B(r v)^2`, `r = R1/R2 <= 1` (`R1` the nearer branch point). The square-root
/// singularity makes them fall like `j^(-3/2)`: `j^(3/2) psi_j <= C(r)` for `j >= 2`, where `C`
/// is convex in `r` (each `psi_j` is a polynomial in `r` with non-negative coefficients), so it
/// lies below the chord from `C(0) = sqrt 2` (`psi_j = 4 |b_j|`, largest at `j = 2`) to
/// `C(1) < 9.09`: `B^4 = 16 - 32 s + 24 s^2 - 8 s^3 + s^4` with `s = sqrt(1 - v)`, so for
/// `j >= 3` `psi_j = 32 |b_j| - 8 |binom(3/2, j)| = |b_j| (32 - 24/(2j - 3))`, and with
/// `|b_j| <= 1 / ((2j - 1) sqrt(pi j))`, `j^(3/2) psi_j <= (64 j^2 - 120 j) / ((2j - 1)(2j - 3) sqrt pi)`,
/// below `16.11 / sqrt pi` (largest at `j = 11`); `j = 2` gives `2 * 2^(3/2)`. So
/// `|c_k| <= C(r) k^(-3/2) R1^-k Phi`, `Phi = sum_l psi_l R1^(-2l)`, and summing over even
/// `k >= 2n`, with `R1 - 1/R1 = 2 minor`,
///
///     |error of the n-point rule on F| <= (8/3) C(r) Phi kappa (2n)^(-3/2) R1^(-2(n-1)) / (2 minor)
///
/// with `Phi = B(R1^-2)^2 B(r R1^-2)^2 <= (1 + R1^-2)^2 (1 + r R1^-2)^2` and
/// `kappa = |A| (h/2)^2 R2 / 2` (for `A = 0`, one branch point `-C/B`: `(h/2) |B|`). Against
/// the classical bound (theorem 19.3 of Trefethen's *ATAP*, `(64/15) M rho^(-2(n-1)) / (rho^2 - 1)`)
/// this gains the factor `(2n)^(-3/2)`, a few points per piece, and needs no bound `M` of the
/// speed over the ellipse.
extension ArcLengthIntegrator {
    /// The squared semi-major axis of the Bernstein ellipse of `[a, b]` through the branch point
    /// `z`, in units of half the piece, lane by lane (infinite for an absent branch point).
    ///
    /// With `w = (z - m) 2/h = wx + i wy`, `p = wx^2` and `q = wy^2`, the ellipse
    /// `p/major^2 + q/minor^2 = 1` with `minor^2 = major^2 - 1` gives
    /// `major^2 = (1 + p + q + sqrt((1 + p + q)^2 - 4p))/2`, the radicand being
    /// `(1 - p - q)^2 + 4q`, a sum of squares: one square root, and nothing cancels.
    @inline(__always)
    static func bernsteinMajor2(_ z: (re: Lanes, im: Lanes), center: Lanes, scale: Lanes) -> Lanes {
        let wx = (z.re - center) * scale, wy = z.im * scale
        let q = wy * wy
        let s = 1 - wx * wx - q
        return 0.5 * ((2 - s) + root(magnitude(s * s + 4 * q)))
    }

    /// The branch point with the smaller Bernstein ellipse for `[a, b]`, its ellipse's squared
    /// semi-major axis, and the other one's (in units of `(b - a)/2`).
    @inline(__always)
    static func nearestBranchPoint(_ z1: (re: Lanes, im: Lanes), _ z2: (re: Lanes, im: Lanes), from a: Lanes, to b: Lanes)
        -> (major2: Lanes, farMajor2: Lanes, z: (re: Lanes, im: Lanes)) {
        let scale = 2 / (b - a), center = 0.5 * (a + b)
        let m1 = bernsteinMajor2(z1, center: center, scale: scale)
        let m2 = bernsteinMajor2(z2, center: center, scale: scale)
        let second = m2 .< m1
        return (m1.replacing(with: m2, where: second), m2.replacing(with: m1, where: second),
                (z1.re.replacing(with: z2.re, where: second), z1.im.replacing(with: z2.im, where: second)))
    }

    /// The fewest points meeting `tolerance` (per unit of parameter) on `[a, b]` by the bound
    /// above, for four cubics and pieces at once; -1 when more than the largest rule (or the
    /// ellipse is too thin).
    ///
    /// The bound must reach `2 tolerance` (the piece's error is `h/2` times the error on `F`):
    /// `2(n - 1) log R1 + g(n) >= log X` with `g(n) = 1.5 log(2n)`. With `n1` the least `n`
    /// such that `2(n - 1) log R1 >= log X - g(N)` (no rule up to the largest, of `N` points,
    /// gains more) and `n2` the least with `2(n - 1) log R1 >= log X - g'(n1)`, `g' <= g`: the
    /// least valid `n*` satisfies the first, so `n1 <= n*`, hence `n2 >= n*`, and `n2` meets
    /// the bound since `g(n2) >= g(n1) >= g'(n1)`. So `n2` is valid, and it is `n*` but for a
    /// rare step past it.
    ///
    /// `minor^2 = major^2 - 1` loses at most `4.4e-16 major^2` to rounding, that is a relative
    /// `4.4e-16 (1 + 1/minor^2)`, below `4.4e-4` for the `minor >= 1e-6` accepted (and the far
    /// ellipse is no thinner than the near one): the minor axis is taken `3e-4` short (which
    /// changes no rule in practice), so `R1` is never too large, and where a radius must not be
    /// too small (`r`, `kappa`) it is taken `1e-3` large.
    @inline(__always)
    static func ruleSize(_ f: CubicLanes, from a: Lanes, to b: Lanes, major2: Lanes, farMajor2: Lanes,
                         tolerance: Lanes) -> Lanes {
        // Four square roots at once, as halves of two vectors.
        let nearAxes = SIMD8(lowHalf: magnitude(major2), highHalf: magnitude(major2 - 1)).squareRoot()
        let farAxes = SIMD8(lowHalf: magnitude(farMajor2), highHalf: magnitude(farMajor2 - 1)).squareRoot()
        let (major, minor) = (nearAxes.lowHalf, (1 - 3e-4) * nearAxes.highHalf)
        let (farMajor, farMinor) = (farAxes.lowHalf, farAxes.highHalf)
        let rho = major + minor, farRho = farMajor + farMinor
        // r = R1/R2 with 1/R2 = farMajor - farMinor (their product with R2 is 1), rounded up by
        // more than that difference can lose, and R1 by more than the rounding of minor axes
        // (below 6e-4 of R1, see above); 1 (too large, but safe) when it is no number, for no
        // far branch point (a quadratic) or none at all.
        var r = (1 + 1e-3) * rho * ((farMajor - farMinor) + 1e-15 * farMajor)
        r.replace(with: 1, where: .!(r .<= 1))
        let decay = coefficientDecayAtZero + (coefficientDecayAtOne - coefficientDecayAtZero) * r
        // 1/R1 <= major - minor likewise (a constant speed, with no branch point, is settled below).
        let inverseRho = (major - minor) + 1e-15 * major
        let inverseRho2 = inverseRho * inverseRho
        let near = 1 + inverseRho2, far = 1 + r * inverseRho2
        let phi = (near * near) * (far * far)
        // kappa = |A| (h/2)^2 R2/2 (R2 rounded up like R1 above), or (h/2) |B| for A = 0 (one
        // branch point; `bLength >= |B|`).
        let halfH = 0.5 * (b - a)
        let kappa = (f.aLength * halfH * halfH * ((0.5 + 5e-4) * farRho)).replacing(with: halfH * f.bLength, where: f.aLength .== 0)
        let bound: Lanes = (8.0 / 3.0) * decay * phi * kappa
        let x = bound / (4 * minor * tolerance)
        let needed = fastLog(x) * (1 + 1e-5) + 1e-5
        // log R1 a little low, so that no fastLog error makes the rule too small.
        let perPoint = 2 * (fastLog(rho) - 2e-7)
        let step = 1 / perPoint
        let n1 = roundedUp((needed - largestDecayGain) * step) + 1
        var n = roundedUp((needed - decayGainFromBelow(n1.replacing(with: 1, where: .!(n1 .>= 1)))) * step) + 1
        n.replace(with: 1, where: .!(n .>= 1) .| (x .<= 1))
        // Too thin an ellipse, or more points than the largest rule (NaN included).
        let largest = Lanes(repeating: Double(GaussLegendre.maxPoints))
        n.replace(with: -1, where: .!(minor .> 1e-6) .| .!(n1 .<= largest) .| .!(n .<= largest))
        // A constant speed (A = B = 0) is integrated exactly by one point.
        return n.replacing(with: 1, where: (f.aLength .== 0) .& (f.bLength .== 0))
    }

    /// `C(0)` and `C(1)` above: `sqrt 2`, and a number above `16.11 / sqrt pi = 9.0892`.
    static var coefficientDecayAtZero: Double { 1.4142135623730951 }
    static var coefficientDecayAtOne: Double { 9.09 }
    /// `g(maxPoints) = 1.5 log(192)`, rounded up.
    static var largestDecayGain: Double { 7.88625 }

    /// A lower bound of `g(n) = 1.5 log(2n)` without a division: `log2(2^e m) >= e + m - 1` for
    /// `m` in `[1, 2)`, the logarithm being concave (short by at most 0.13).
    @inline(__always)
    static func decayGainFromBelow(_ n: Lanes) -> Lanes {
        let bits = unsafeBitCast(2 * n, to: SIMD4<UInt64>.self)
        let exponentBits = (bits &>> 52) | 0x4330_0000_0000_0000
        let e = unsafeBitCast(exponentBits, to: Lanes.self) - (0x1p52 + 1023)
        let m = unsafeBitCast((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000, to: Lanes.self)
        return (1.5 * 0.6931471805599453) * (e + (m - 1))
    }
}
