import Geometry

/// The semicircular path of the arc scene.
public enum ArcPath {
    /// The side of the direction of travel the arc bulges to, as seen on screen (y down).
    public enum Side: Sendable { case right, left }

    /// A half circle from `p` to `t` about their midpoint, of radius |t - p| / 2.
    ///
    /// It starts at angle `atan2(p - c)`; turning by -pi (decreasing angle) passes through
    /// `c + r * perp`, where `perp` is the direction of travel turned +90 degrees, which on a
    /// y-down screen is its right-hand side. The original builds the same arc with
    /// `CGPathAddArc(..., M_PI, 0, clockwise: YES)` after rotating by `atan2(t - p)`.
    ///
    /// With `bulge` below 1 the arc is flatter: the circular arc from `p` to `t` that swells out
    /// `bulge` times the half circle's radius (a sagitta `h = bulge r`, so a radius of
    /// `(r^2 + h^2) / 2h` and a turn of `4 atan(h / r)`), its ends leaning toward the chord as it
    /// flattens, down to the chord itself at 0. (The arc scene flattens an arc that would
    /// leave the window; a half ellipse instead met the chord square at its ends, and a turning
    /// image whipped round there.)
    public static func semicircle(from p: Point, to t: Point, side: Side, bulge: Double = 1) -> Path {
        let m = p.midpoint(t)
        let r = p.distance(to: t) / 2
        let direction: Double = side == .right ? -1 : 1
        var path = Path()
        if bulge >= 1 {
            path.add(Arc(center: m, radius: r, startAngle: (p - m).angle, sweep: direction * .pi))
        } else if bulge > 1e-6 && r > 0 {
            let h = bulge * r, radius = (r * r + h * h) / (2 * h)
            let right = (t - p).perpendicular.normalized
            // The centre lies on the far side of the chord from the top of the bulge.
            let center = m + (side == .right ? right : -right) * (h - radius)
            path.add(Arc(center: center, radius: radius, startAngle: (p - center).angle,
                         sweep: direction * 4 * atan(h / r)))
        } else {
            path.move(to: p)
            path.line(to: t)
        }
        return path
    }

    /// The straight way from `p` to `t`: a half circle flattened all the way, its chord.
    public static func chord(from p: Point, to t: Point) -> Path {
        semicircle(from: p, to: t, side: .right, bulge: 0)
    }
}
