/// The speed of a non-circular elliptical arc as an arc-length integrand.
///
/// With `theta = startAngle + sweep t`, `|A'(t)|^2 = sweep^2 |-u sin(theta) + v cos(theta)|^2
/// = sweep^2 (K + R cos(2 theta - phi))`, where `K = (|u|^2 + |v|^2)/2`,
/// `(R cos phi, R sin phi) = ((|v|^2 - |u|^2)/2, -u.v)`. Since `K^2 - R^2 = (u x v)^2`, the speed
/// never vanishes unless the ellipse is flat. It does vanish for complex
/// `2 theta - phi = pi + 2 pi k +- i acosh(K / R)`: a row of branch points at height
/// `acosh(K / R) / (2 |sweep|)` over the ends of the major axis, close to the real line for a thin
/// ellipse (which is where its curvature is sharpest).
struct EllipticalArcSpeed: ArcLengthIntegrand {
    let arc: Arc
    let k: Double
    let r: Double
    let phi: Double
    /// `|u x v|`, twice the area of the triangle `center, center + u, center + v`.
    let area: Double

    init(_ arc: Arc) {
        self.arc = arc
        let (uu, vv, uv) = (arc.u.squaredLength, arc.v.squaredLength, arc.u.dot(arc.v))
        k = 0.5 * (uu + vv)
        let (rc, rs) = (0.5 * (vv - uu), -uv)
        r = Vector(rc, rs).length  // (by hypot: squared, these fourth powers of the size overflowed at 1e77)
        phi = atan2(rs, rc)
        area = abs(arc.u.cross(arc.v))
    }

    @inline(__always)
    func speed(at t: Double) -> Double {
        let theta = arc.startAngle + arc.sweep * t
        return abs(arc.sweep) * max(k + r * cos(2 * theta - phi), 0).squareRoot()
    }

    func speedAndSlope(at t: Double) -> (Double, Double) {
        let (d1, d2) = (arc.derivative(at: t), arc.secondDerivative(at: t))
        let speed = d1.squaredLength.squareRoot()
        return (speed, speed > 0 ? d1.dot(d2) / speed : 0)
    }

    func speedSquared(at t: Double) -> Double { arc.derivative(at: t).squaredLength }

    func accelerationSquared(at t: Double) -> Double { arc.secondDerivative(at: t).squaredLength }

    /// A lower bound: the larger of `|sweep|` times the least semi-axis `|u x v| / sqrt(K + R)`
    /// (the least speed per radian) and an inscribed polyline with a vertex every quarter turn.
    var lengthEstimate: Double {
        let leastSemiAxis = k + r > 0 ? area / (k + r).squareRoot() : 0
        let chords = max(4, Int(min((abs(arc.sweep) / (0.5 * .pi)).rounded(.up), 1e6)))
        var polyline = 0.0
        var previous = arc.point(at: 0)
        for i in 1...chords {
            let next = arc.point(at: Double(i) / Double(chords))
            polyline += (next - previous).length
            previous = next
        }
        return max(abs(arc.sweep) * leastSemiAxis, polyline)
    }

    /// For `Im(t) <= height`, `|Im(2 theta)| <= 2 |sweep| height` and `|cos(x + iy)| <= cosh(y)`.
    func speedBound(center: Double, radius: Double, height: Double) -> Double {
        abs(arc.sweep) * (k + r * cosh(2 * abs(arc.sweep) * height)).squareRoot()
    }

    func forEachBranchPoint(_ body: (Double, Double) -> Void) {
        guard r > 0, arc.sweep != 0, arc.sweep.isFinite else { return }
        // acosh(K/R) = log((K + sqrt(K^2 - R^2)) / R), with sqrt(K^2 - R^2) = |u x v| exactly.
        let height = log((k + area) / r) / (2 * abs(arc.sweep))
        // theta = (phi + pi)/2 + pi j; keep those with t in [-6, 7].
        let thetaA = arc.startAngle - 6 * arc.sweep, thetaB = arc.startAngle + 7 * arc.sweep
        let base = 0.5 * (phi + .pi)
        let first = ((min(thetaA, thetaB) - base) / .pi).rounded(.up)
        let last = ((max(thetaA, thetaB) - base) / .pi).rounded(.down)
        // More than 10^5 turns is no drawing; a bound not kept there only costs accuracy.
        guard first <= last, last - first < 1e5 else { return }
        for j in Int(first)...Int(last) {
            body((base + .pi * Double(j) - arc.startAngle) / arc.sweep, height)
        }
    }
}
