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
    /// With `bulge` below 1 the half circle is flattened toward the chord into a half ellipse:
    /// it swells out `bulge` times the radius (the arc scene does this when no half circle
    /// between the two points fits in the window).
    public static func semicircle(from p: Point, to t: Point, side: Side, bulge: Double = 1) -> Path {
        let c = p.midpoint(t)
        let r = p.distance(to: t) / 2
        var path = Path()
        if bulge >= 1 {
            path.add(Arc(center: c, radius: r, startAngle: (p - c).angle, sweep: side == .right ? -.pi : .pi))
        } else {
            // A(theta) = c + u cos(theta) + v sin(theta) from p (theta = 0) over the top of the
            // bulge (pi/2) to t (pi).
            let u = p - c
            let right = (t - p).perpendicular.normalized
            let v = (side == .right ? right : -right) * (r * max(bulge, 0))
            path.add(Arc(center: c, u: u, v: v, startAngle: 0, sweep: .pi))
        }
        return path
    }
}
