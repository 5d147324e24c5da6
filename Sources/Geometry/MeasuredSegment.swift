/// An ``Arc`` known to be circular (`u` and `v` perpendicular, of equal length `radius`, in the
/// standard orientation), so that its length is `radius |sweep|` and its nearest point to
/// anything is found in closed form by the angle of that point in the `(u, v)` frame.
struct CircularArc: Sendable {
    var arc: Arc
    var radius: Double

    /// The arc as circular, trusting that ``Arc/circleRadius`` said so. The radius is the mean of
    /// `|u|` and `|v|` (equal to rounding), computed the same way every time, by `hypot`: squared,
    /// a radius of 1e155 overflowed (a length of NaN) and one of 1e-160 lost digits.
    init(unchecked arc: Arc) {
        self.arc = arc
        radius = 0.5 * arc.u.length + 0.5 * arc.v.length
    }

    var center: Point { arc.center }
    var sweep: Double { arc.sweep }
    var length: Double { radius * abs(arc.sweep) }

    /// The angle `theta` at which `p` lies as seen from the centre, in the arc's own frame
    /// (`p - center` is proportional to `u cos(theta) + v sin(theta)`); nil at the centre.
    func frameAngle(of p: Point) -> Double? {
        let d = p - arc.center
        let (x, y) = (d.dot(arc.u), d.dot(arc.v))
        return x == 0 && y == 0 ? nil : atan2(y, x)
    }

    func point(at t: Double) -> Point { arc.point(at: t) }
    func derivative(at t: Double) -> Vector { arc.derivative(at: t) }
}

/// How a segment is measured, decided once when the path is measured (one byte per segment).
enum SegmentKind: UInt8, Sendable {
    /// Exact length `|p1 - p0|`.
    case line
    /// A circular arc: exact length `r |sweep|`.
    case circle
    /// A quadratic or cubic Bezier: integrated.
    case bezier
    /// A non-circular elliptical arc: integrated.
    case ellipse
    /// A segment with non-finite coordinates: measured as a point of zero length.
    case point
}

/// A path segment as the measuring code sees it: quadratics raised to cubics (exactly), circular
/// arcs told apart from elliptical ones, non-finite segments replaced by a point.
enum MeasuredSegment: Sendable {
    case line(Line)
    case circle(CircularArc)
    case cubic(CubicBezier)
    case ellipse(Arc)

    /// Which side of a parameter value a one-sided limit approaches from.
    enum Side {
        /// `t -> t+`: the curve leaving the point.
        case after
        /// `t -> t-`: the curve arriving at the point.
        case before
    }

    /// How `segment` is to be measured.
    static func kind(of segment: Segment) -> SegmentKind {
        guard segment.isFinite else { return .point }
        switch segment {
        case .line: return .line
        case .quad, .cubic: return .bezier
        case .arc(let a): return a.circleRadius != nil ? .circle : .ellipse
        }
    }

    /// `segment` seen as `kind` (from ``kind(of:)``); a `.point` becomes the point `fallback`.
    @inline(__always)
    init(_ segment: Segment, kind: SegmentKind, fallback: Point) {
        switch (segment, kind) {
        case (_, .point): self = .line(Line(fallback, fallback))
        case (.line(let l), _): self = .line(l)
        case (.quad(let q), _): self = .cubic(q.asCubic)
        case (.cubic(let c), _): self = .cubic(c)
        case (.arc(let a), .circle): self = .circle(CircularArc(unchecked: a))
        case (.arc(let a), _): self = .ellipse(a)
        }
    }

    /// `|b - a|` by a plain square root, which is within an ulp or so of `hypot` and several
    /// times faster; `hypot` only where the squares would overflow or underflow.
    static func distance(_ a: Point, _ b: Point) -> Double {
        let squared = (b - a).squaredLength
        return squared.isFinite && squared > 1e-290 ? squared.squareRoot() : (b - a).length
    }

    var start: Point { point(at: 0) }

    var end: Point {
        switch self {
        case .line(let l): l.p1
        case .cubic(let c): c.p3
        default: point(at: 1)
        }
    }

    func point(at t: Double) -> Point {
        switch self {
        case .line(let l): l.point(at: t)
        case .circle(let c): c.point(at: t)
        case .cubic(let c): c.point(at: t)
        case .ellipse(let e): e.point(at: t)
        }
    }

    func derivative(at t: Double) -> Vector {
        switch self {
        case .line(let l): l.p1 - l.p0
        case .circle(let c): c.derivative(at: t)
        case .cubic(let c): c.derivative(at: t)
        case .ellipse(let e): e.derivative(at: t)
        }
    }

    func secondDerivative(at t: Double) -> Vector {
        switch self {
        case .line: .zero
        case .circle(let c): c.arc.secondDerivative(at: t)
        case .cubic(let c): c.secondDerivative(at: t)
        case .ellipse(let e): e.secondDerivative(at: t)
        }
    }

    /// A rectangle holding the segment, for pruning nearest-point searches.
    var controlBounds: Rect {
        switch self {
        case .line(let l):
            Rect(minX: min(l.p0.x, l.p1.x), minY: min(l.p0.y, l.p1.y),
                 maxX: max(l.p0.x, l.p1.x), maxY: max(l.p0.y, l.p1.y))
        case .circle(let c):
            Rect(minX: c.center.x - c.radius, minY: c.center.y - c.radius,
                 maxX: c.center.x + c.radius, maxY: c.center.y + c.radius)
        case .cubic(let c):
            Rect(minX: min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), minY: min(c.p0.y, c.p1.y, c.p2.y, c.p3.y),
                 maxX: max(c.p0.x, c.p1.x, c.p2.x, c.p3.x), maxY: max(c.p0.y, c.p1.y, c.p2.y, c.p3.y))
        case .ellipse(let e): e.controlBounds
        }
    }

    /// The unit direction of travel (toward increasing `t`) at `t`, approached from `side`.
    ///
    /// Where the derivative vanishes (a cusp, or a Bezier whose first control point repeats its
    /// end point) the direction is the limit of `B'(t +- h)/|B'(t +- h)|` as `h -> 0`: by Taylor,
    /// `B'(t + h) = h B''(t) + h^2/2 B'''(t) + ...`, so it is `+-B''` (the sign of `h`) or, when
    /// `B''` vanishes too, `B'''`. Nil only for a segment that is a single point.
    ///
    /// Where it nearly vanishes, the curve heads its way only for a length of about
    /// `|B'|^2 / |B''|` before `B''` turns it: when that is below a relative 1e-9 of the
    /// segment's size (the measure's resolution), and the turn is over inside the segment, the
    /// direction is taken as at a cusp. (A control point 1e-7 from its end, as rounding in
    /// exported path data leaves, made a hook 1e-15 long that pointed away and stopped a drag.)
    /// When the turn is not over before the segment ends, the curve heads the way it does at
    /// that end: a few rounding steps short of an end whose control point repeats it, `B'` is
    /// rounding, and the cusp's rule there pointed back the way the curve came (found by fuzzing).
    /// (So within the resolution after a cusp just short of an end, the direction is the end's.)
    /// Where two or three control points nearly coincide, `B'''` leads (see the code).
    func direction(at t: Double, side: Side) -> Vector? {
        let scale = derivativeScale
        guard scale > 0, scale.isFinite else { return nil }
        // Each derivative is taken relative to the segment's size, so that its square neither
        // underflows (a line 1e-200 long had no direction) nor overflows.
        let tiny = 1e-24
        let d1 = derivative(at: t) / scale, speed = d1.squaredLength
        // |B''| is at most 8 times the scale (4 for a cubic, |sweep| for an arc): the usual
        // direction is told without it.
        if speed > 8e-9 { return d1 / speed.squareRoot() }
        let d2 = secondDerivative(at: t) / scale, bend = d2.squaredLength.squareRoot()
        var d3: Vector? = nil
        if case .cubic(let c) = self { d3 = 6 * ((c.p3 - c.p0) + 3 * (c.p1 - c.p2)) / scale }
        let d3Length = d3.map { $0.squaredLength.squareRoot() } ?? 0
        // B'(t + h) ~ B' + h B'' + h^2/2 B''': the curve heads B''s way for about
        // |B'| / |B''| of the parameter, or sqrt(2 |B'| / |B'''|) where B''' turns it sooner (two
        // or three control points nearly at one place), and so for a length of about |B'| times
        // that. The turn must end inside the segment, on the side asked for (twice that, for
        // rounding), or the curve heads B''s way only past its end (a handle just short of an
        // end whose control point repeats it).
        let v = speed.squareRoot()
        let span = min(bend > 0 ? v / bend : .infinity, d3Length > 0 ? (2 * v / d3Length).squareRoot() : .infinity)
        let turn = 2 * span
        let turnsInside = side == .after ? t + turn < 1 : t - turn > 0
        if speed > tiny && v * span > 1e-9 { return d1 / v }
        // (Inside only: at an end the rules below decide, and the call goes no deeper.)
        if !turnsInside && t > 0 && t < 1 { return direction(at: side == .after ? 1 : 0, side: side == .after ? .before : .after) }
        // Where B''' overtakes B'' before B'' overtakes B', B''' leads, the same way on either
        // side (B'(t + h) ~ h^2/2 B'''; the cusp's rule there pointed sideways or back).
        if let d3, d3Length * d3Length > tiny, 2 * bend < turn * d3Length { return d3 / d3Length }
        if d2.squaredLength > tiny { return (side == .after ? d2 : -d2) / d2.squaredLength.squareRoot() }
        if let d3, d3Length * d3Length > tiny { return d3 / d3Length }
        return nil
    }

    /// The size of the derivatives, against which "vanishing" is judged.
    var derivativeScale: Double {
        switch self {
        case .line(let l): Self.distance(l.p0, l.p1)
        case .circle(let c): c.length
        case .cubic(let c): Self.derivativeScale(of: c)
        case .ellipse(let e): abs(e.sweep) * (abs(e.u.dx) + abs(e.u.dy) + abs(e.v.dx) + abs(e.v.dy))
        }
    }

    /// ``derivativeScale`` of a cubic: three times its longest leg (in the `|x| + |y|` norm).
    static func derivativeScale(of c: CubicBezier) -> Double {
        3 * max(abs(c.p1.x - c.p0.x) + abs(c.p1.y - c.p0.y), abs(c.p2.x - c.p1.x) + abs(c.p2.y - c.p1.y),
                abs(c.p3.x - c.p2.x) + abs(c.p3.y - c.p2.y))
    }
}
