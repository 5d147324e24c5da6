extension Arc {
    /// The arc that SVG's `A` command draws from `start`, in centre form: the conversion of
    /// SVG 1.1 appendix F.6.5, with the out-of-range radii correction of F.6.6.
    ///
    /// Returns nil when the implementation notes say the command draws no ellipse: when `start`
    /// equals `command.end` (draw nothing) or a radius is zero (draw a straight line). The caller
    /// tells the two apart by comparing the endpoints. Nil also when the short arc is asked for
    /// and the radii are so much larger than the chord (more than about 16 million times) that the arc bulges from its chord by less
    /// than the rounding error of its centre, which lies that far away: the straight line is then
    /// the truer drawing of the arc.
    ///
    /// The math, with `phi` the rotation and `R(phi)` the rotation matrix: in the frame of the
    /// ellipse's axes the half chord is `(x1', y1') = R(-phi) (start - end) / 2`. In units of the
    /// radii, `(X, Y) = (x1' / rx, y1' / ry)` and `lambda = X^2 + Y^2`. When `lambda >= 1` the
    /// radii are too small for the chord; they grow by `sqrt(lambda)` and the chord becomes a
    /// diameter, so the centre is the chord's midpoint. Otherwise the centre sits off the midpoint by
    /// `k R(phi) (rx Y, -ry X)` with `k = +-sqrt((1 - lambda) / lambda)`, positive when the flags
    /// differ. On the unit circle of the parameter, the start is at `(X - k Y, Y + k X)` and the
    /// end at `(-X - k Y, -Y + k X)`; the sweep is the angle between them, turned the way the
    /// sweep flag says. Their cross and dot products are `2 k lambda` and `(k^2 - 1) lambda`, so
    /// the sweep is `atan2(2 k, k^2 - 1)`, free of the cancellation in the products themselves
    /// (on a nearly straight arc `k` is huge and the two vectors nearly opposite). The result has `u = R(phi) (rx, 0)` and `v = R(phi) (0, ry)`, exact, never
    /// approximated by Beziers.
    ///
    /// - Complexity: O(1).
    public init?(svgFrom start: Point, _ command: SVGArcCommand) {
        let end = command.end
        var rx = abs(command.radiusX), ry = abs(command.radiusY)
        guard start != end, rx > 0, ry > 0 else { return nil }

        let (c, s) = cosSin(degrees: command.xAxisRotation)
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        var x = (c * hx + s * hy) / rx
        var y = (-s * hx + c * hy) / ry
        let lambda = x * x + y * y
        // The short arc bulges about lambda / 2 of the radius; below 1e-15 that is under the
        // centre's rounding. (The long arc is nearly the whole ellipse, never nearly straight.)
        guard lambda >= 1e-15 || command.largeArc else { return nil }

        var k = 0.0
        if lambda >= 1 {
            // hypot, not the root of lambda: with radii tiny beside the chord, lambda overflows.
            let grow = hypot(x, y)
            rx *= grow
            ry *= grow
            x /= grow
            y /= grow
        } else {
            k = ((1 - lambda) / lambda).squareRoot()
            if command.largeArc == command.sweep { k = -k }
        }

        let offset = Vector(k * rx * y, -k * ry * x)  // centre minus midpoint, in the ellipse's frame
        let center = start.midpoint(end) + Vector(c * offset.dx - s * offset.dy, s * offset.dx + c * offset.dy)
        let from = Vector(x - k * y, y + k * x)
        let startAngle = from.angle
        var sweep = atan2(2 * k, k * k - 1)  // in [-pi, pi]
        if command.sweep && sweep < 0 { sweep += 2 * .pi }
        if !command.sweep && sweep > 0 { sweep -= 2 * .pi }

        let arc = Arc(center: center, u: Vector(rx * c, rx * s), v: Vector(-ry * s, ry * c),
                      startAngle: startAngle, sweep: sweep)
        guard Segment.arc(arc).isFinite else { return nil }
        self = arc
    }
}
