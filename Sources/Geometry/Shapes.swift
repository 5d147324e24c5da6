/// Ready-made paths.
public enum Shapes {
    /// The figure-8 of the original drag demo, for a view of `width` x `height`.
    ///
    /// With `r = height / 6` and `offset = 2r / sqrt(2)`: an arc about the top centre
    /// `(W/2, H/2 - offset)` from 45 to -225 degrees with decreasing angle, then an arc about the
    /// bottom centre `(W/2, H/2 + offset)` from -45 to 225 degrees with increasing angle, then close.
    /// The implicit connecting lines cross at the centre. Length `3 pi r + 4 r`.
    public static func figureEight(width: Double, height: Double) -> Path {
        let r = height / 6
        let offset = 2 * r * 0.5.squareRoot()
        let top = Point(width / 2, height / 2 - offset)
        let bottom = Point(width / 2, height / 2 + offset)
        let deg = Double.pi / 180
        var p = Path()
        p.addArc(center: top, radius: r, startAngle: 45 * deg, endAngle: -225 * deg, direction: .decreasing)
        p.addArc(center: bottom, radius: r, startAngle: -45 * deg, endAngle: 225 * deg, direction: .increasing)
        p.close()
        return p
    }

    /// A regular polygon with `sides` vertices on a circle of `radius` about `center`, the first
    /// vertex at `rotation` radians.
    public static func regularPolygon(sides: Int, center: Point, radius: Double, rotation: Double = 0) -> Path {
        var p = Path()
        guard sides >= 3 else { return p }
        for i in 0..<sides {
            let pt = center + Vector(angle: rotation + 2 * .pi * Double(i) / Double(sides)) * radius
            if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        p.close()
        return p
    }

    /// A full circle about `center`, starting at angle 0 and turning with increasing angle.
    public static func circle(center: Point, radius: Double) -> Path {
        var p = Path()
        p.add(Arc(center: center, radius: radius, startAngle: 0, sweep: 2 * .pi))
        p.close()
        return p
    }
}
