/// An elliptical arc in centre form: `A(theta) = center + u cos(theta) + v sin(theta)` for
/// `theta` from `startAngle` to `startAngle + sweep`; parameter `t` maps linearly to `theta`.
///
/// `u` and `v` are conjugate semi-axes. A circular arc has `u` and `v` perpendicular and of equal
/// length; for an unrotated ellipse `u = (rx, 0)` and `v = (0, ry)`. This form is closed under
/// every affine transform (transform `center`, `u` and `v`), so fitting a path into a window never
/// approximates its arcs. A positive `sweep` turns from +x toward +y (clockwise on screen).
public struct Arc: Curve, Hashable, Codable {
    /// The centre of the ellipse.
    public var center: Point
    /// The semi-axis to the point at angle 0: `A(0) = center + u`.
    public var u: Vector
    /// The semi-axis to the point at angle pi/2: `A(pi/2) = center + v`.
    public var v: Vector
    /// The angle `theta` at `t = 0`, in radians. It is the direction from `center` to the start
    /// (from +x toward +y) only when `u` and `v` are `(r, 0)` and `(0, r)`, as for a circle made by
    /// ``init(center:radius:startAngle:sweep:)``; otherwise it is the ellipse's parameter angle.
    public var startAngle: Double
    /// How far `theta` turns from start to end, in radians: positive turns from `u` toward `v`
    /// (clockwise on screen for a circle in the standard orientation). A magnitude above `2 pi`
    /// goes round more than once; zero makes the arc a single point.
    public var sweep: Double

    /// An arc from its centre form, taken as given: the axes and angles are not normalised.
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
        guard scale > 0, scale.isFinite else { return nil }
        // Compared at unit size: the products of axes 1e155 long overflowed.
        let (a, b) = (Vector(u.dx / scale, u.dy / scale), Vector(v.dx / scale, v.dy / scale))
        guard abs(lu - lv) <= 1e-12 * scale, abs(a.dot(b)) <= 1e-12 else { return nil }
        // The orientation of (u, v) must be the standard one, so angles mean what they say.
        guard a.cross(b) > 0 else { return nil }
        return lu / 2 + lv / 2  // (the sum of two radii near the largest double overflows)
    }

    /// The angle `theta = startAngle + sweep * t` at parameter `t` (not clamped: `t` outside
    /// `[0, 1]` extends the arc along its ellipse).
    public func angle(at t: Double) -> Double { startAngle + sweep * t }

    /// The point at angle `startAngle`.
    public var start: Point { point(at: 0) }
    /// The point at angle `startAngle + sweep`.
    public var end: Point { point(at: 1) }

    /// `center + u cos(theta) + v sin(theta)` with `theta = angle(at: t)`.
    public func point(at t: Double) -> Point {
        let th = angle(at: t)
        return center + u * cos(th) + v * sin(th)
    }

    /// `sweep * (-u sin(theta) + v cos(theta))`: the derivative in `t`, so it scales with `sweep`
    /// (zero for a zero sweep).
    public func derivative(at t: Double) -> Vector {
        let th = angle(at: t)
        return (u * -sin(th) + v * cos(th)) * sweep
    }

    /// `-sweep^2 * (u cos(theta) + v sin(theta))`: it points from the arc to `center`.
    public func secondDerivative(at t: Double) -> Vector {
        let th = angle(at: t)
        return (u * -cos(th) + v * -sin(th)) * (sweep * sweep)
    }

    /// The bounding box of the whole ellipse: a safe box for the arc.
    public var controlBounds: Rect {
        let ex = hypot(u.dx, v.dx), ey = hypot(u.dy, v.dy)
        return Rect(minX: center.x - ex, minY: center.y - ey, maxX: center.x + ex, maxY: center.y + ey)
    }

    /// The tight bounds: the two end points and every point inside the arc where `x` or `y` is
    /// extreme (at `theta = atan2(v.dx, u.dx) + k pi`, and likewise for `y`), whatever the angles'
    /// size; an arc of a full turn or more is bounded by its whole ellipse.
    public var bounds: Rect {
        var r = Rect(corners: start, end)
        guard sweep != 0, sweep.isFinite, startAngle.isFinite else { return r }
        if abs(sweep) >= 2 * .pi { return r.union(controlBounds) }
        let lo = min(startAngle, startAngle + sweep), hi = max(startAngle, startAngle + sweep)
        // x(theta) = cx + ux cos + vx sin is extreme at theta = atan2(vx, ux) (+ k pi); same for y.
        // Less than a full turn holds at most three of each, k counted from the arc's own angles.
        for base in [atan2(v.dx, u.dx), atan2(v.dy, u.dy)] {
            // (A fixed count, not a loop to `hi`: at huge angles adding pi may not change a double.)
            let first = ((lo - base) / .pi).rounded(.up)
            for k in 0..<4 {
                let theta = base + (first + Double(k)) * .pi
                guard theta < hi else { break }
                let t = (theta - startAngle) / sweep
                if t > 0, t < 1 { r.formUnion(with: point(at: t)) }
            }
        }
        return r
    }

    /// The same arc mapped by `m`, exactly: `center`, `u` and `v` are mapped. When the mapped axes
    /// come out mirrored (`u x v < 0`, as after a reflection), `v` and both angles are negated
    /// too: the same points are traced, and a circle keeps the orientation ``circleRadius``
    /// recognises.
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
