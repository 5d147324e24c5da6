/// A cubic Bezier curve:
/// `B(t) = (1-t)^3 p0 + 3(1-t)^2 t p1 + 3(1-t) t^2 p2 + t^3 p3`.
public struct CubicBezier: Curve, Hashable, Codable {
    /// The start point (`t = 0`).
    public var p0: Point
    /// The first control point: the curve leaves `p0` heading toward it (`B'(0) = 3 (p1 - p0)`).
    public var p1: Point
    /// The second control point: the curve arrives at `p3` from its direction
    /// (`B'(1) = 3 (p3 - p2)`).
    public var p2: Point
    /// The end point (`t = 1`).
    public var p3: Point

    /// The curve from `p0` to `p3` with control points `p1` and `p2`.
    public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// The start point, `p0`.
    public var start: Point { p0 }
    /// The end point, `p3`.
    public var end: Point { p3 }

    /// `B(t)` from the Bernstein form above; `t` outside `[0, 1]` extrapolates the polynomial.
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        let w0 = mt * mt * mt, w1 = 3 * mt * mt * t, w2 = 3 * mt * t * t, w3 = t * t * t
        return Point(w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                     w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    /// `B'(t) = 3(1-t)^2 (p1 - p0) + 6(1-t)t (p2 - p1) + 3t^2 (p3 - p2)`: zero at an end whose
    /// control point coincides with it.
    public func derivative(at t: Double) -> Vector {
        let mt = 1 - t
        return 3 * mt * mt * (p1 - p0) + 6 * mt * t * (p2 - p1) + 3 * t * t * (p3 - p2)
    }

    /// `B''(t) = 6(1-t) (p2 - 2 p1 + p0) + 6t (p3 - 2 p2 + p1)`.
    public func secondDerivative(at t: Double) -> Vector {
        6 * (1 - t) * ((p2 - p1) - (p1 - p0)) + 6 * t * ((p3 - p2) - (p2 - p1))
    }

    /// The bounds of the four control points, which hold the whole curve (it lies in their
    /// convex hull).
    public var controlBounds: Rect { Rect(corners: p0, p1).union(Rect(corners: p2, p3)) }

    /// The tight bounds: the end points and the points inside `(0, 1)` where `x'(t)` or `y'(t)`
    /// is zero.
    public var bounds: Rect {
        var r = Rect(corners: p0, p3)
        // Extremes where a coordinate's derivative (a quadratic in t) vanishes.
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            for t in quadraticRoots(qa, qb, qc) where t > 0 && t < 1 {
                r.formUnion(with: point(at: t))
            }
        }
        return r
    }

    /// The two halves of the curve split at `t` (de Casteljau).
    public func split(at t: Double) -> (CubicBezier, CubicBezier) {
        let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t), c = p2.lerp(to: p3, t)
        let ab = a.lerp(to: b, t), bc = b.lerp(to: c, t)
        let m = ab.lerp(to: bc, t)
        return (CubicBezier(p0, a, ab, m), CubicBezier(m, bc, c, p3))
    }
}

/// Real roots of `a t^2 + b t + c = 0` (degenerating gracefully to the linear case).
func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    if abs(a) < 1e-14 * (abs(b) + abs(c)) || a == 0 {
        return b != 0 ? [-c / b] : []
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return [] }
    // The numerically stable form: avoid subtracting nearly equal numbers.
    let q = -0.5 * (b + (b >= 0 ? 1 : -1) * disc.squareRoot())
    var roots = [q / a]
    if q != 0 { roots.append(c / q) }
    return roots
}
