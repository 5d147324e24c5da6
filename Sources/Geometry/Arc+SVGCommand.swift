extension Arc {
    /// The `A` command that draws this arc from its start: the centre-to-endpoint conversion of
    /// SVG 1.1 appendix F.6.4, for any conjugate semi-axes `u`, `v`.
    ///
    /// SVG describes an ellipse by its principal semi-axes, so when `u` and `v` are not
    /// perpendicular (a sheared ellipse) they are found from ``principalSemiAxes``. The flags:
    /// `largeArc` when `|sweep| > pi`; `sweep` when the angle seen from the centre increases,
    /// which is the sign of `(u x v) * sweep` (a reflected `(u, v)` turns the other way).
    ///
    /// Nil when `|sweep| >= 2 pi` (one command cannot turn a full circle; see ``svgSubarcs``)
    /// or the sweep is not a number.
    ///
    /// - Complexity: O(1).
    public var svgArcCommand: SVGArcCommand? {
        guard abs(sweep) < 2 * .pi else { return nil }
        let axes = principalSemiAxes
        return SVGArcCommand(radiusX: axes.radiusX, radiusY: axes.radiusY,
                             xAxisRotation: axes.rotation * (180 / Double.pi),
                             largeArc: abs(sweep) > .pi, sweep: u.cross(v) * sweep > 0, end: end)
    }

    /// The semi-axis lengths of the ellipse `center + u cos(theta) + v sin(theta)` and the angle
    /// (radians, from +x toward +y, in `(-pi/2, pi/2]`) of the one called `radiusX`.
    ///
    /// With `M = [u v]` (columns), the ellipse is the image of the unit circle under `M`; its
    /// semi-axes are the singular values of `M`, i.e. the square roots of the eigenvalues of
    /// the symmetric `M M^T = [[p, q], [q, r]]`. The larger is
    /// `(p + r) / 2 + hypot((p - r) / 2, q)`, along the angle `atan2(2q, p - r) / 2`; the smaller
    /// is `|det M|` divided by the larger (no cancellation for thin ellipses). When `q = 0` the
    /// axes already lie along x and y and are read off exactly: `sqrt(p)` and `sqrt(r)`.
    /// `M` is first scaled by a power of two, which is exact, so the squares cannot overflow.
    ///
    /// - Complexity: O(1).
    public var principalSemiAxes: (radiusX: Double, radiusY: Double, rotation: Double) {
        let largest = max(abs(u.dx), abs(u.dy), abs(v.dx), abs(v.dy))
        guard largest > 0, largest.isFinite else { return (largest, largest, 0) }
        let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
        let (a, b) = (u.dx / scale, v.dx / scale)  // first row of M
        let (c, d) = (u.dy / scale, v.dy / scale)  // second row of M
        let p = a * a + b * b, r = c * c + d * d, q = a * c + b * d
        if q == 0 {
            return (p.squareRoot() * scale, r.squareRoot() * scale, 0)
        }
        let major = ((p + r) / 2 + hypot((p - r) / 2, q)).squareRoot()
        let minor = abs(a * d - b * c) / major
        return (major * scale, minor * scale, atan2(2 * q, p - r) / 2)
    }

    /// This arc cut into consecutive pieces, each written by one `A` command and read back well.
    ///
    /// One command cannot turn a full circle (its endpoints would coincide), and reading a command
    /// back is ill-conditioned near a half turn (the chord is nearly a diameter, so the centre's
    /// distance from it is a square root of a difference of nearly equal numbers) and near a full
    /// turn (the chord is tiny, so its direction is uncertain). So: while the sweep is within
    /// ``svgSweepMargin`` of a full turn or beyond, three quarters of a turn is cut off; a
    /// remainder within that margin of a half turn is cut in two. A full circle becomes 3/4 + 1/4
    /// of a turn, a semicircle two quarters, and every piece is at least a quarter turn less the
    /// margin away from the bad sweeps. Most arcs come back as themselves, one piece.
    ///
    /// Sweeps of more than ``svgMaximumTurns`` turns are first reduced by whole turns (same
    /// ellipse, same end point), so the answer stays short whatever the input.
    ///
    /// - Complexity: O(1) pieces for sweeps within ``svgMaximumTurns`` turns.
    public var svgSubarcs: [Arc] {
        let fullTurn = 2 * Double.pi
        let direction: Double = sweep < 0 ? -1 : 1
        var remaining = sweep
        if abs(remaining) > Self.svgMaximumTurns * fullTurn {
            remaining = direction * (fullTurn + abs(remaining).truncatingRemainder(dividingBy: fullTurn))
        }
        var pieces: [Arc] = []
        var angle = startAngle
        func cut(_ piece: Double) {
            pieces.append(Arc(center: center, u: u, v: v, startAngle: angle, sweep: piece))
            angle += piece
            remaining -= piece
        }
        while abs(remaining) >= fullTurn - Self.svgSweepMargin {
            cut(direction * 0.75 * fullTurn)
        }
        if abs(abs(remaining) - .pi) < Self.svgSweepMargin {
            cut(remaining / 2)
        }
        cut(remaining)
        return pieces
    }

    /// How close (radians) a written arc's sweep may come to a half or a full turn; see
    /// ``svgSubarcs``. At 0.1 the centre read back from 17-digit coordinates is off by about
    /// 1e-14 times the coordinates' size; at a sweep of exactly pi it could be 1e-8 times.
    public static let svgSweepMargin = 0.1

    /// The most turns ``svgSubarcs`` writes out one by one.
    public static let svgMaximumTurns = 1024.0
}
