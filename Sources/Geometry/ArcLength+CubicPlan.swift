/// Planning the quadrature of cubics four at a time.
///
/// Choosing a cubic's rule (its branch points, the cusp test, the Bernstein ellipse, the speed
/// bound, two logarithms) is a chain of square roots and divisions, each waiting on the one
/// before, and it cost more than the quadrature itself. The same chain for four cubics, one per
/// lane of a `SIMD4<Double>`, costs little more than for one: the processor runs the lanes side
/// by side. The decisions are those of ``ArcLengthIntegrator/measure(_:)`` for a curve that
/// needs at most two levels of splits (four pieces), but for the rule sizes, which come from a
/// sharper bound made for cubics (see `ruleSize`); anything else (cusps, near-cusps, deeper
/// splits) is left to it.
typealias Lanes = SIMD4<Double>

/// Four cubics of a run, lane by lane: what their quadrature needs, and what was decided.
/// Kept in lanes (rather than unpacked cubic by cubic) so that planning stores whole vectors.
struct CubicPlanGroup {
    var f = CubicLanes()
    /// The branch points of the speeds, `(re, im)` with `im >= 0`; `(inf, inf)` when absent.
    var z1 = (re: Lanes(), im: Lanes()), z2 = (re: Lanes(), im: Lanes())
    /// ``CubicSpeed/lengthEstimate``, which the tolerance is relative to.
    var estimate = Lanes()
    /// The quadrature's share of the tolerance, per unit of parameter.
    var tolerance = Lanes()
    /// The pieces: `[0, t1]` with `n0` points, `[t1, t2]` with `n1`, `[t2, t3]` with `n2` and
    /// `[t3, 1]` with `n3`, a count of 0 meaning no such piece (its interval is empty). One
    /// piece is `t1 = t2 = t3 = 1`; one split at `s`, `t1 = t2 = s` and `t3 = 1`; each side
    /// may then be split again, at `t1` and `t3`. `n0` is 0 for a curve of no length (and no
    /// other piece), -1 for the general path; while planning, -2 in `n0` or `n2` marks a side
    /// still to be planned.
    var t1 = Lanes(repeating: 1), t2 = Lanes(repeating: 1), t3 = Lanes(repeating: 1)
    var n0 = Lanes(), n1 = Lanes(), n2 = Lanes(), n3 = Lanes()
}

/// Four cubics' derivative coefficients, lane by lane: `B'(t) = a t^2 + b t + c`.
struct CubicLanes {
    var ax = Lanes(), ay = Lanes(), bx = Lanes(), by = Lanes(), cx = Lanes(), cy = Lanes()
    /// `|a|`, which every piece's rule size needs, taken once per cubic; and `|b.x| + |b.y|`,
    /// at least `|b|`, which a quadratic's needs (no square root for the rare case).
    var aLength = Lanes(), bLength = Lanes()


    /// `|B'(t)|^2` and `|B''(t)|^2` at `t`.
    @inline(__always)
    func speedAndAccelerationSquared(at t: Lanes) -> (Lanes, Lanes) {
        let x = (ax * t + bx) * t + cx, y = (ay * t + by) * t + cy
        let ddx = 2 * ax * t + bx, ddy = 2 * ay * t + by
        return (x * x + y * y, ddx * ddx + ddy * ddy)
    }
}

extension ArcLengthIntegrator {
    /// The share of a curve's tolerance that goes to quadrature error; cusps treated as true
    /// cusps get ``cuspShare``, and the rest is left for rounding.
    static let quadratureShare = 0.75
    /// The share of the tolerance that cusps may change the length by when they are treated as
    /// true cusps (see ``measure(_:)``).
    static let cuspShare = 0.125

    /// Plans `cubics[i ..< i + 4]` (the last one repeated past the end of the run): their
    /// branch points, and for those that need one piece its rule. Those to be split get
    /// `t1 = t2` below 1 and are listed in `splits` (to be planned by `planSides`); those with
    /// a cusp or near-cusp get `n0` -1, the general path. The plan is written into `g` in
    /// place (returning a group, which is some 800 bytes, cost a copy per group).
    static func planFour(_ cubics: UnsafeBufferPointer<CubicBezier>, from i: Int, accuracy: Double,
                         splits: inout [Int], into g: inout CubicPlanGroup) {
        // Each vector made whole from four values (setting lanes one by one goes through memory,
        // and reading the vector back then waits for all four stores).
        let last = cubics.count - 1
        let c = (cubics[i], cubics[min(i + 1, last)], cubics[min(i + 2, last)], cubics[min(i + 3, last)])
        let p0x = Lanes(c.0.p0.x, c.1.p0.x, c.2.p0.x, c.3.p0.x), p0y = Lanes(c.0.p0.y, c.1.p0.y, c.2.p0.y, c.3.p0.y)
        let p1x = Lanes(c.0.p1.x, c.1.p1.x, c.2.p1.x, c.3.p1.x), p1y = Lanes(c.0.p1.y, c.1.p1.y, c.2.p1.y, c.3.p1.y)
        let p2x = Lanes(c.0.p2.x, c.1.p2.x, c.2.p2.x, c.3.p2.x), p2y = Lanes(c.0.p2.y, c.1.p2.y, c.2.p2.y, c.3.p2.y)
        let p3x = Lanes(c.0.p3.x, c.1.p3.x, c.2.p3.x, c.3.p3.x), p3y = Lanes(c.0.p3.y, c.1.p3.y, c.2.p3.y, c.3.p3.y)
        g = CubicPlanGroup()
        g.f.ax = 3 * ((p3x - p0x) + 3 * (p1x - p2x))
        g.f.ay = 3 * ((p3y - p0y) + 3 * (p1y - p2y))
        g.f.bx = 6 * ((p2x - p1x) - (p1x - p0x))
        g.f.by = 6 * ((p2y - p1y) - (p1y - p0y))
        g.f.cx = 3 * (p1x - p0x)
        g.f.cy = 3 * (p1y - p0y)
        g.f.aLength = root(g.f.ax * g.f.ax + g.f.ay * g.f.ay)
        g.f.bLength = magnitude(g.f.bx) + magnitude(g.f.by)
        // CubicSpeed.lengthEstimate, operation for operation.
        var polygon = magnitude(p1x - p0x) + magnitude(p1y - p0y)
        polygon += magnitude(p2x - p1x)
        polygon += magnitude(p2y - p1y)
        polygon += magnitude(p3x - p2x)
        polygon += magnitude(p3y - p2y)
        let chord = magnitude(p3x - p0x) + magnitude(p3y - p0y)
        g.estimate = (polygon + chord) * (0.25 * 0.5.squareRoot())
        let tolerance = accuracy * g.estimate
        g.tolerance = quadratureShare * tolerance

        (g.z1, g.z2) = branchPoints(g.f)
        // A cusp or near-cusp (the test of `measure(_:)`, without its finer second look) means
        // the general path, which splits there.
        let budget = cuspShare * tolerance
        let general = isNearCusp(g.f, g.z1, budget: budget) .| isNearCusp(g.f, g.z2, budget: budget)
        let whole = planPiece(g.f, g.z1, g.z2, from: .zero, to: Lanes(repeating: 1), tolerance: g.tolerance)
        let split = (whole.points .< 0) .& .!general
        // -2 marks a side still to be planned (see `planSides`), -1 the general path.
        g.n0 = whole.points.replacing(with: -2, where: split).replacing(with: -1, where: general)
        g.t1.replace(with: whole.split, where: split)
        g.t2 = g.t1
        // Nothing to measure: all control points equal (or not finite).
        g.n0.replace(with: 0, where: .!(g.estimate .> 0) .| .!(g.estimate .< .infinity))
        for lane in 0..<min(4, cubics.count - i) where g.t1[lane] < 1 && g.n0[lane] != 0 {
            splits.append(i + lane)
        }
    }

    /// Plans both sides of the cubics `k` in `list[j ..< j + 4]` (the last one repeated past
    /// the end), each split at `t2` (`level` 1) or, one side of it split again (`level` 2,
    /// `k` being `2 cubic + side`), at `t1` or `t3`. A side gets a rule, or at level 1 a split
    /// of its own (listed in `again`); what needs more goes to the general path. Cubic `k` is
    /// lane `k % 4` of `plan[k / 4]`.
    static func planSides(_ list: [Int], from j: Int, level: Int, plan: UnsafeMutableBufferPointer<CubicPlanGroup>,
                          again: inout [Int]) {
        // Where each lane's cubic is: its group, and its lane there.
        let last = list.count - 1
        let items = (list[j], list[min(j + 1, last)], list[min(j + 2, last)], list[min(j + 3, last)])
        let cubic = level == 1 ? items : (items.0 >> 1, items.1 >> 1, items.2 >> 1, items.3 >> 1)
        let base = plan.baseAddress!
        let at = ((base + (cubic.0 >> 2), cubic.0 & 3), (base + (cubic.1 >> 2), cubic.1 & 3),
                  (base + (cubic.2 >> 2), cubic.2 & 3), (base + (cubic.3 >> 2), cubic.3 & 3))
        // Each vector made whole from four values read through pointers (a copy of a group per
        // lane, or setting lanes one by one, would cost more than the planning itself).
        @inline(__always)
        func gather(_ read: (CubicPlanGroup, Int) -> Double) -> Lanes {
            Lanes(read(at.0.0.pointee, at.0.1), read(at.1.0.pointee, at.1.1),
                  read(at.2.0.pointee, at.2.1), read(at.3.0.pointee, at.3.1))
        }
        var f = CubicLanes()
        (f.ax, f.ay) = (gather { $0.f.ax[$1] }, gather { $0.f.ay[$1] })
        (f.bx, f.by) = (gather { $0.f.bx[$1] }, gather { $0.f.by[$1] })
        (f.cx, f.cy) = (gather { $0.f.cx[$1] }, gather { $0.f.cy[$1] })
        (f.aLength, f.bLength) = (gather { $0.f.aLength[$1] }, gather { $0.f.bLength[$1] })
        let z1 = (re: gather { $0.z1.re[$1] }, im: gather { $0.z1.im[$1] })
        let z2 = (re: gather { $0.z2.re[$1] }, im: gather { $0.z2.im[$1] })
        let tolerance = gather { $0.tolerance[$1] }
        // The interval and where it splits: [0, 1] at t2; its left side [0, t2] at t1; its
        // right side [t2, 1] at t3.
        let right = Lanes(Double(items.0 & 1), Double(items.1 & 1), Double(items.2 & 1), Double(items.3 & 1)) .== 1
        let t2 = gather { $0.t2[$1] }
        var a = Lanes.zero, split = t2, b = Lanes(repeating: 1)
        if level == 2 {
            a.replace(with: t2, where: right)
            split = gather { $0.t1[$1] }.replacing(with: gather { $0.t3[$1] }, where: right)
            b.replace(with: t2, where: .!right)
        }
        let left = planPiece(f, z1, z2, from: a, to: split, tolerance: tolerance)
        let rightSide = planPiece(f, z1, z2, from: split, to: b, tolerance: tolerance)
        for lane in 0..<min(4, list.count - j) {
            let item = list[j + lane]
            let k = level == 1 ? item : item >> 1
            let (g, l) = (plan.baseAddress! + (k >> 2), k & 3)
            guard g.pointee.n0[l] != -1 else { continue }  // its other side already failed
            let (nLeft, nRight) = (left.points[lane], rightSide.points[lane])
            if level == 1 {
                // A side to be split again is marked -2 until it is planned.
                g.pointee.n0[l] = nLeft < 0 ? -2 : nLeft
                g.pointee.n2[l] = nRight < 0 ? -2 : nRight
                if nLeft < 0 {
                    g.pointee.t1[l] = left.split[lane]
                    again.append(2 * k)
                }
                if nRight < 0 {
                    g.pointee.t3[l] = rightSide.split[lane]
                    again.append(2 * k + 1)
                }
            } else if nLeft < 0 || nRight < 0 {
                g.pointee.n0[l] = -1
            } else if item & 1 == 0 {
                (g.pointee.n0[l], g.pointee.n1[l]) = (nLeft, nRight)
            } else {
                (g.pointee.n2[l], g.pointee.n3[l]) = (nLeft, nRight)
            }
        }
    }

    /// What the general loop of `measure(_:)` does with the piece `[a, b]`, lane by lane (with
    /// the sharper rule sizes of `ruleSize`): a rule of `points` points; or, `points` being -1, a split at `split`, at the nearest
    /// branch point when it lies inside and close (before any rule is tried), else where
    /// `splitPoint` would split.
    @inline(__always)
    static func planPiece(_ f: CubicLanes, _ z1: (re: Lanes, im: Lanes), _ z2: (re: Lanes, im: Lanes),
                          from a: Lanes, to b: Lanes, tolerance: Lanes) -> (points: Lanes, split: Lanes) {
        let (major2, farMajor2, nearest) = nearestBranchPoint(z1, z2, from: a, to: b)
        let points = ruleSize(f, from: a, to: b, major2: major2, farMajor2: farMajor2, tolerance: tolerance)
            .replacing(with: -1, where: splitsAt(nearest, from: a, to: b))
        // Most pieces take a rule: the split point only when some lane needs one.
        guard any(points .< 0) else { return (points, b) }
        return (points, splitPoint(a, b, nearest: nearest))
    }

    /// ``splitPoint(_:_:nearest:)`` lane by lane (an absent branch point, at infinity, gives
    /// the middle).
    @inline(__always)
    static func splitPoint(_ a: Lanes, _ b: Lanes, nearest z: (re: Lanes, im: Lanes)) -> Lanes {
        let h = b - a
        let inside = (z.re - a .> z.im) .& (b - z.re .> z.im)
        let im2 = z.im * z.im
        let toA = root(magnitude((z.re - a) * (z.re - a) + im2)), toB = root(magnitude((z.re - b) * (z.re - b) + im2))
        let halfway = 0.5 * h
        let nearA = a + halfway.replacing(with: 12 * toA, where: 12 * toA .< halfway)
        let nearB = b - halfway.replacing(with: 12 * toB, where: 12 * toB .< halfway)
        var split = nearB.replacing(with: nearA, where: toA .<= toB)
        split.replace(with: a + halfway, where: .!(split .> a) .| .!(split .< b))
        return split.replacing(with: z.re, where: inside)
    }

    /// The roots of `H(z) = A z^2 + B z + C` (see ``CubicSpeed/forEachBranchPoint(_:)``), as
    /// `(re, |im|)`; a root that does not exist (a straight-speed curve) or is not finite is
    /// `(inf, inf)`, which lies outside every ellipse.
    @inline(__always)
    static func branchPoints(_ f: CubicLanes) -> (z1: (re: Lanes, im: Lanes), z2: (re: Lanes, im: Lanes)) {
        let (ax, ay, bx, by, cx, cy) = (f.ax, f.ay, f.bx, f.by, f.cx, f.cy)
        let aa = ax * ax + ay * ay
        // s = sqrt(B^2 - 4AC), the larger of its components from the modulus, the other from
        // the imaginary part of the square: (sr + i si)^2 = dr + i di.
        let dr = bx * bx - by * by - 4 * (ax * cx - ay * cy)
        let di = 2 * bx * by - 4 * (ax * cy + ay * cx)
        let r = root(magnitude(dr * dr + di * di))
        let large = root(magnitude(0.5 * (r + magnitude(dr))))
        let small = (di / (2 * large)).replacing(with: 0, where: large .== 0)
        let realLarger = dr .>= 0
        var sr = small.replacing(with: large, where: realLarger)
        var si = large.replacing(with: -large, where: di .< 0).replacing(with: small, where: realLarger)
        sr = magnitude(sr).replacing(with: sr, where: realLarger)
        // Signed so that B and s do not cancel in q = -(B + s)/2.
        let flip = bx * sr + by * si .< 0
        sr.replace(with: -sr, where: flip)
        si.replace(with: -si, where: flip)
        let qr = -0.5 * (bx + sr), qi = -0.5 * (by + si)
        // q / A = q conj(A) / |A|^2, and C / q = C conj(q) / |q|^2 (0 when q is: H = A z^2).
        let z1 = (re: (qr * ax + qi * ay) / aa, im: magnitude((qi * ax - qr * ay) / aa))
        let qq = qr * qr + qi * qi
        var z2 = (re: (cx * qr + cy * qi) / qq, im: magnitude((cy * qr - cx * qi) / qq))
        z2.re.replace(with: 0, where: qq .== 0)
        z2.im.replace(with: 0, where: qq .== 0)
        return (absentIfNotFinite(z1), absentIfNotFinite(z2))
    }

    @inline(__always)
    private static func absentIfNotFinite(_ z: (re: Lanes, im: Lanes)) -> (re: Lanes, im: Lanes) {
        // NaN fails both comparisons, infinity the second.
        let finite = (magnitude(z.re) .< .infinity) .& (z.im .< .infinity)
        return (Lanes(repeating: .infinity).replacing(with: z.re, where: finite),
                Lanes(repeating: .infinity).replacing(with: z.im, where: finite))
    }

    /// Lanes whose branch point `z` is a cusp, or rounds one off by less than about `budget`:
    /// `8 beta^2 / alpha <= budget`, the first test of `measure(_:)`.
    @inline(__always)
    private static func isNearCusp(_ f: CubicLanes, _ z: (re: Lanes, im: Lanes), budget: Lanes) -> SIMDMask<SIMD4<Int64>> {
        let finite = z.re .< .infinity
        let re = Lanes.zero.replacing(with: z.re, where: finite)
        let (speed2, alpha2) = f.speedAndAccelerationSquared(at: re)
        let bySpread = alpha2 * z.im * z.im
        let beta2 = speed2.replacing(with: bySpread, where: bySpread .> speed2)
        return finite .& ((beta2 .== 0) .| ((alpha2 .> 0) .& (64 * beta2 * beta2 .<= budget * budget * alpha2)))
    }

    /// Lanes where the branch point `z` is inside `[a, b]` and closer to it than
    /// ``splitHeight`` of its width: split there rather than take a rule.
    @inline(__always)
    static func splitsAt(_ z: (re: Lanes, im: Lanes), from a: Lanes, to b: Lanes) -> SIMDMask<SIMD4<Int64>> {
        (z.im .< splitHeight * (b - a)) .& (z.re - a .> z.im) .& (b - z.re .> z.im)
    }

    /// `|x|` lane by lane (the standard library has no vector `abs`). Lane by lane, the
    /// compiler sees each `fabs` and joins them into one instruction, and knows the result is
    /// not negative (see ``root(_:)``).
    @inline(__always)
    static func magnitude(_ x: Lanes) -> Lanes {
        Lanes(x[0].magnitude, x[1].magnitude, x[2].magnitude, x[3].magnitude)
    }

    /// The square root of `x`, which must not be negative. Where the compiler cannot tell that
    /// the argument is not negative, a square root keeps C's `errno` behaviour (a call for
    /// negative arguments) and is taken lane by lane; a ``magnitude(_:)`` it can always tell
    /// (sums of squares, not always), and then it takes one instruction for two lanes.
    @inline(__always)
    static func root(_ x: Lanes) -> Lanes { x.squareRoot() }

    /// `ceil(x)` lane by lane, for `|x| < 2^51` (larger values come out as they are, or one
    /// too large): adding and subtracting `2^52` rounds to an integer, and one is added where
    /// that went down. Rounding instructions arrived with SSE4.1, after the baseline the package
    /// is built for, so `rounded(.up)` calls `ceil` for each lane.
    @inline(__always)
    static func roundedUp(_ x: Lanes) -> Lanes {
        let nearest = (x + 0x1p52) - 0x1p52
        return nearest.replacing(with: nearest + 1, where: nearest .< x)
    }

    /// ``fastLog(_:)`` lane by lane, for positive normal values: the exponent is read from the
    /// bits by placing it in the mantissa of `2^52` (no integer conversion, which has no vector
    /// form before AVX-512).
    @inline(__always)
    static func fastLog(_ x: Lanes) -> Lanes {
        let bits = unsafeBitCast(x, to: SIMD4<UInt64>.self)
        let exponentBits = (bits &>> 52) | 0x4330_0000_0000_0000
        var e = unsafeBitCast(exponentBits, to: Lanes.self) - (0x1p52 + 1023)
        var m = unsafeBitCast((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000, to: Lanes.self)
        let high = m .> 1.4142135623730951
        m.replace(with: 0.5 * m, where: high)
        e.replace(with: e + 1, where: high)
        let u = (m - 1) / (m + 1), u2 = u * u
        var series = u2 * (1.0 / 7) + 0.2
        series = series * u2 + 1.0 / 3
        series = series * u2 + 1
        return e * 0.6931471805599453 + 2 * u * series
    }
}
