/// A quadratic Bezier curve: `B(t) = (1-t)^2 p0 + 2(1-t)t p1 + t^2 p2`.
public struct QuadBezier: Curve, Hashable, Codable {
    /// The start point (`t = 0`).
    public var p0: Point
    /// The control point: the tangent lines at both ends meet there (`B'(0) = 2 (p1 - p0)`,
    /// `B'(1) = 2 (p2 - p1)`).
    public var p1: Point
    /// The end point (`t = 1`).
    public var p2: Point

    /// The curve from `p0` to `p2` with control point `p1`.
    public init(_ p0: Point, _ p1: Point, _ p2: Point) {
        (self.p0, self.p1, self.p2) = (p0, p1, p2)
    }

    /// The start point, `p0`.
    public var start: Point { p0 }
    /// The end point, `p2`.
    public var end: Point { p2 }

    /// `B(t)` from the Bernstein form above; `t` outside `[0, 1]` extrapolates the parabola.
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        let (w0, w1, w2) = (mt * mt, 2 * mt * t, t * t)
        return Point(w0 * p0.x + w1 * p1.x + w2 * p2.x, w0 * p0.y + w1 * p1.y + w2 * p2.y)
    }

    /// `B'(t) = 2(1-t) (p1 - p0) + 2t (p2 - p1)`.
    public func derivative(at t: Double) -> Vector {
        2 * (1 - t) * (p1 - p0) + 2 * t * (p2 - p1)
    }

    /// The constant `B'' = 2 (p2 - 2 p1 + p0)`.
    public func secondDerivative(at t: Double) -> Vector {
        2 * ((p2 - p1) - (p1 - p0))
    }

    /// The bounds of the three control points, which hold the whole curve.
    public var controlBounds: Rect { Rect(corners: p0, p1).union(Rect(corners: p2, p2)) }

    /// The tight bounds: the end points and, per coordinate, the one point inside `(0, 1)` where
    /// its derivative is zero, `t = (p0 - p1) / (p0 - 2 p1 + p2)`.
    public var bounds: Rect {
        var r = Rect(corners: p0, p2)
        // Extremes where a coordinate's derivative vanishes: t = (p0 - p1) / (p0 - 2 p1 + p2).
        for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
            let den = a - 2 * b + c
            if den != 0 {
                let t = (a - b) / den
                if t > 0 && t < 1 { r.formUnion(with: point(at: t)) }
            }
        }
        return r
    }

    /// The same curve as a cubic (degree elevation, exact).
    public var asCubic: CubicBezier {
        CubicBezier(p0, p0 + (p1 - p0) * (2.0 / 3.0), p2 + (p1 - p2) * (2.0 / 3.0), p2)
    }
}
