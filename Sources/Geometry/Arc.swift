/// An elliptical arc in centre form: `A(theta) = center + u cos(theta) + v sin(theta)` for
/// `theta` from `startAngle` to `startAngle + sweep`; parameter `t` maps linearly to `theta`.
///
/// `u` and `v` are conjugate semi-axes. A circular arc has `u` and `v` perpendicular and of equal
/// length; for an unrotated ellipse `u = (rx, 0)` and `v = (0, ry)`. This form is closed under
/// every affine transform (transform `center`, `u` and `v`), so fitting a path into a window never
/// approximates its arcs. A positive `sweep` turns from +x toward +y (clockwise on screen).
public struct Arc: Curve, Hashable {
    public var center: Point
    public var u: Vector
    public var v: Vector
    public var startAngle: Double
    public var sweep: Double

    public init(center: Point, u: Vector, v: Vector, startAngle: Double, sweep: Double) {
        self.center = center
        self.u = u
        self.v = v
        self.startAngle = startAngle
        self.sweep = sweep
    }

    /// A circular arc of `radius` about `center`, from `startAngle` turning by `sweep` radians
    /// (positive: angle increasing, from +x toward +y).
    public init(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        self.init(center: center, u: Vector(radius, 0), v: Vector(0, radius),
                  startAngle: startAngle, sweep: sweep)
    }

    /// The radius when the arc is circular (to rounding), else nil.
    public var circleRadius: Double? {
        let (lu, lv) = (u.length, v.length)
        let scale = max(lu, lv)
        guard scale > 0 else { return nil }
        guard abs(lu - lv) <= 1e-12 * scale, abs(u.dot(v)) <= 1e-12 * scale * scale else { return nil }
        // The orientation of (u, v) must be the standard one, so angles mean what they say.
        guard u.cross(v) > 0 else { return nil }
        return (lu + lv) / 2
    }

    public func angle(at t: Double) -> Double { startAngle + sweep * t }

    public var start: Point { point(at: 0) }
    public var end: Point { point(at: 1) }

    public func point(at t: Double) -> Point {
        let th = angle(at: t)
        return center + u * cos(th) + v * sin(th)
    }

    public func derivative(at t: Double) -> Vector {
        let th = angle(at: t)
        return (u * -sin(th) + v * cos(th)) * sweep
    }

    public func secondDerivative(at t: Double) -> Vector {
        let th = angle(at: t)
        return (u * -cos(th) + v * -sin(th)) * (sweep * sweep)
    }

    /// The bounding box of the whole ellipse: a safe box for the arc.
    public var controlBounds: Rect {
        let ex = hypot(u.dx, v.dx), ey = hypot(u.dy, v.dy)
        return Rect(minX: center.x - ex, minY: center.y - ey, maxX: center.x + ex, maxY: center.y + ey)
    }

    public var bounds: Rect {
        var r = Rect(enclosing: [start, end])!
        // x(theta) = cx + ux cos + vx sin is extreme at theta = atan2(vx, ux) (+ pi); same for y.
        for base in [atan2(v.dx, u.dx), atan2(v.dy, u.dy)] {
            for k in -3...3 {
                let th = base + Double(k) * .pi
                let t = (th - startAngle) / sweep
                if sweep != 0, t > 0, t < 1 { r.formUnion(with: point(at: t)) }
            }
        }
        return r
    }

    public func transformed(by m: AffineTransform) -> Arc {
        var a = Arc(center: m.apply(center), u: m.apply(u), v: m.apply(v),
                    startAngle: startAngle, sweep: sweep)
        // A reflection flips the orientation of (u, v); flip v and the angles so that a
        // circle stays in the standard orientation and keeps its exact measure.
        if a.u.cross(a.v) < 0 {
            a.v = -a.v
            a.startAngle = -startAngle
            a.sweep = -sweep
        }
        return a
    }
}
