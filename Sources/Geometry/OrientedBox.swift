/// A rectangle whose sides run along a unit `axis` and across it, kept as the ranges of two
/// projections: `along(q) = q . axis` and `across(q) = q x axis` for the points `q` inside.
///
/// Its distance to a point is a lower bound for the distance to anything inside, like a
/// ``Rect``'s, and for a short, flat curve it is far tighter: a cubic stroke 40 px long and
/// 4 px wide has an axis-aligned box of up to 40 x 40 px, which in a dense drawing contains
/// the point asked about several times over, where a box along its chord does not.
struct OrientedBox: Sendable {
    /// The unit direction of the sides measured by `along`.
    var axis: Vector
    var alongLow: Double, alongHigh: Double
    var acrossLow: Double, acrossHigh: Double

    /// `rect` as an oriented box along the x axis (`across(q) = -q.y`).
    init(_ rect: Rect) {
        self.init(axis: Vector(1, 0), alongLow: rect.minX, alongHigh: rect.maxX, acrossLow: -rect.maxY, acrossHigh: -rect.minY)
    }

    /// A box holding `curve`, along its chord `P3 - P0`; the control points' box when the chord
    /// is (nearly) a point next to the control polygon, or anything is not finite.
    ///
    /// Along the chord the curve stays within its control points' extent (the convex hull).
    /// Across it, relative to `P0`, the control points are at `0, v1, v2, v3` (`v3` is zero but
    /// for rounding), and the curve at `3 (1 - t)^2 t v1 + 3 (1 - t) t^2 v2 + t^3 v3`. The first
    /// two terms lie within `3/4` of `[min(0, v1, v2), max(0, v1, v2)]` when `v1` and `v2` share
    /// a sign (`3 t (1 - t) <= 3/4`) and within `4/9` of it otherwise (each weight is at most
    /// `4/9`): Sederberg's fat line; the last within `[min(0, v3), max(0, v3)]`. The ranges are
    /// widened by far more than the rounding of the projections, so the box surely holds the curve.
    ///
    /// `box` holds the control points: the measure has made it already.
    init(enclosing curve: CubicBezier, controlBox box: Rect) {
        let (p0, p1, p2, p3) = (curve.p0, curve.p1, curve.p2, curve.p3)
        let chord = p3 - p0, chordSquared = chord.squaredLength
        let spread = max((p1 - p0).squaredLength, (p2 - p0).squaredLength)
        guard chordSquared > 1e-6 * spread, chordSquared.isFinite, spread.isFinite else {
            self.init(box)
            return
        }
        let axis = chord / chordSquared.squareRoot()
        func along(_ q: Point) -> Double { q.x * axis.dx + q.y * axis.dy }
        func across(_ q: Point) -> Double { q.x * axis.dy - q.y * axis.dx }
        let (a0, a1, a2, a3) = (along(p0), along(p1), along(p2), along(p3))
        let c0 = across(p0), v1 = across(p1) - c0, v2 = across(p2) - c0, v3 = across(p3) - c0
        let k = v1 * v2 >= 0 ? 0.75 : 4.0 / 9
        // Rounding in the projections is about 1e-16 of the coordinates' size.
        let slack = 1e-12 * max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY), chordSquared.squareRoot())
        self.init(axis: axis, alongLow: min(a0, a1, a2, a3) - slack, alongHigh: max(a0, a1, a2, a3) + slack,
                  acrossLow: c0 + k * min(0, v1, v2) + min(0, v3) - slack,
                  acrossHigh: c0 + k * max(0, v1, v2) + max(0, v3) + slack)
    }

    private init(axis: Vector, alongLow: Double, alongHigh: Double, acrossLow: Double, acrossHigh: Double) {
        self.axis = axis
        (self.alongLow, self.alongHigh, self.acrossLow, self.acrossHigh) = (alongLow, alongHigh, acrossLow, acrossHigh)
    }

    /// Squared distance from `p` to the nearest point of the box (0 inside): a lower bound for
    /// the squared distance to anything the box holds.
    func squaredDistance(to p: Point) -> Double {
        let u = p.x * axis.dx + p.y * axis.dy, v = p.x * axis.dy - p.y * axis.dx
        let du = max(alongLow - u, 0, u - alongHigh), dv = max(acrossLow - v, 0, v - acrossHigh)
        return du * du + dv * dv
    }
}
