/// The speed of a cubic Bezier as an arc-length integrand.
///
/// `B'(t) = A t^2 + B t + C` with `A = 3(p3 - 3p2 + 3p1 - p0)`, `B = 6(p2 - 2p1 + p0)`,
/// `C = 3(p1 - p0)`. Reading vectors as complex numbers, `|B'(t)|^2 = H(t) conj(H(conj t))` with
/// `H(z) = A z^2 + B z + C`, so the speed's branch points are the two roots of `H` and their
/// conjugates: one complex quadratic gives them all. A real root is a cusp.
struct CubicSpeed: ArcLengthIntegrand {
    let curve: CubicBezier
    let a: Vector, b: Vector, c: Vector
    /// `|A|`, the size of `B'''/2` (only when made for measuring, else 0).
    let aLength: Double
    /// `max |B''(t)|` over `[0, 1]`: `B''` is linear, so the larger of `|B|` and `|2A + B|`
    /// (only when made for measuring, else 0).
    let accelerationBound: Double

    /// The speed of `curve`. Only the integrator needs the bounds behind `speedBound`; queries
    /// that merely evaluate the speed skip their two square roots.
    init(_ curve: CubicBezier, forMeasuring: Bool = false) {
        self.curve = curve
        let (p0, p1, p2, p3) = (curve.p0, curve.p1, curve.p2, curve.p3)
        a = 3 * ((p3 - p0) + 3 * (p1 - p2))
        b = 6 * ((p2 - p1) - (p1 - p0))
        c = 3 * (p1 - p0)
        if forMeasuring {
            let end = 2 * a + b
            let lengths = SIMD2(a.dx * a.dx + a.dy * a.dy, max(b.squaredLength, end.squaredLength)).squareRoot()
            aLength = lengths[0]
            accelerationBound = lengths[1]
        } else {
            (aLength, accelerationBound) = (0, 0)
        }
    }

    @inline(__always)
    func speed(at t: Double) -> Double {
        let x = (a.dx * t + b.dx) * t + c.dx
        let y = (a.dy * t + b.dy) * t + c.dy
        return (x * x + y * y).squareRoot()
    }

    @inline(__always)
    func speeds(at t: SIMD2<Double>) -> SIMD2<Double> {
        let x = (a.dx * t + b.dx) * t + c.dx
        let y = (a.dy * t + b.dy) * t + c.dy
        return (x * x + y * y).squareRoot()
    }

    /// See ``GaussLegendre/integrateCubicSpeed(_:_:_:points:from:to:)``.
    @inline(__always)
    func integral(points: Int, from a: Double, to b: Double) -> Double {
        GaussLegendre.shared.integrateCubicSpeed(self.a, self.b, self.c, points: points, from: a, to: b)
    }

    func speedAndSlope(at t: Double) -> (Double, Double) {
        let d1 = (t * a + b) * t + c, d2 = 2 * t * a + b
        let speed = d1.squaredLength.squareRoot()
        return (speed, speed > 0 ? d1.dot(d2) / speed : 0)
    }

    func speedSquared(at t: Double) -> Double {
        let x = (a.dx * t + b.dx) * t + c.dx
        let y = (a.dy * t + b.dy) * t + c.dy
        return x * x + y * y
    }

    func accelerationSquared(at t: Double) -> Double { (2 * t * a + b).squaredLength }

    /// The control polygon and chord in the 1-norm, over `2 sqrt 2`: no square roots, and below
    /// the length for all but strongly looping curves (which are then measured a second time).
    /// Zero only when all control points coincide.
    var lengthEstimate: Double {
        let (p0, p1, p2, p3) = (curve.p0, curve.p1, curve.p2, curve.p3)
        let polygon = abs(p1.x - p0.x) + abs(p1.y - p0.y) + abs(p2.x - p1.x) + abs(p2.y - p1.y)
            + abs(p3.x - p2.x) + abs(p3.y - p2.y)
        let chord = abs(p3.x - p0.x) + abs(p3.y - p0.y)
        return (polygon + chord) * (0.25 * 0.5.squareRoot())
    }

    /// Expanding `H` about the real centre `m`: `H(z) = H(m) + H'(m)(z - m) + A (z - m)^2`, with
    /// `|H(m)| = |B'(m)|` and `|H'(m)| = |B''(m)| <= max |B''|`. Since `|sqrt(|B'|^2)| <= max |H|`
    /// on a region symmetric about the real axis, this bounds the speed's continuation.
    func speedBound(center m: Double, radius r: Double, height: Double) -> Double {
        speed(at: m) + (accelerationBound + aLength * r) * r
    }

    /// The roots of `H` by the complex quadratic formula in real arithmetic: `q = -(B + s)/2` with
    /// `s = sqrt(B^2 - 4AC)` signed so that `B` and `s` do not cancel, then `q / A` and `C / q`.
    func forEachBranchPoint(_ body: (Double, Double) -> Void) {
        let (ax, ay, bx, by, cx, cy) = (a.dx, a.dy, b.dx, b.dy, c.dx, c.dy)
        let aa = ax * ax + ay * ay
        if aa == 0 {
            // H is linear (a quadratic Bezier): one root -C/B.
            let bb = bx * bx + by * by
            guard bb > 0 else { return }
            report(-(cx * bx + cy * by) / bb, -(cy * bx - cx * by) / bb, body)
            return
        }
        let dr = bx * bx - by * by - 4 * (ax * cx - ay * cy)
        let di = 2 * bx * by - 4 * (ax * cy + ay * cx)
        let r = (dr * dr + di * di).squareRoot()
        var sr: Double, si: Double
        if dr >= 0 {
            sr = (0.5 * (r + dr)).squareRoot()
            si = sr > 0 ? di / (2 * sr) : 0
        } else {
            si = (0.5 * (r - dr)).squareRoot()
            if di < 0 { si = -si }
            sr = di / (2 * si)
        }
        if bx * sr + by * si < 0 { (sr, si) = (-sr, -si) }
        let qr = -0.5 * (bx + sr), qi = -0.5 * (by + si)
        // q / A = q conj(A) / |A|^2.
        report((qr * ax + qi * ay) / aa, (qi * ax - qr * ay) / aa, body)
        let qq = qr * qr + qi * qi
        if qq > 0 {
            // C / q = C conj(q) / |q|^2.
            report((cx * qr + cy * qi) / qq, (cy * qr - cx * qi) / qq, body)
        } else {
            report(0, 0, body)
        }
    }

    @inline(__always)
    private func report(_ re: Double, _ im: Double, _ body: (Double, Double) -> Void) {
        if re.isFinite, im.isFinite { body(re, abs(im)) }
    }
}
