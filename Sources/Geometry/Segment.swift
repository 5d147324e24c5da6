/// One piece of a path.
public enum Segment: Hashable, Sendable, Codable {
    /// A straight line.
    case line(Line)
    /// A quadratic Bezier curve.
    case quad(QuadBezier)
    /// A cubic Bezier curve.
    case cubic(CubicBezier)
    /// An elliptical arc, circular as a special case.
    case arc(Arc)

    /// The segment as the common ``Curve`` capability.
    public var curve: any Curve {
        switch self {
        case .line(let c): c
        case .quad(let c): c
        case .cubic(let c): c
        case .arc(let c): c
        }
    }

    /// The point where the segment begins (`t = 0`).
    public var start: Point {
        switch self {
        case .line(let c): c.start
        case .quad(let c): c.start
        case .cubic(let c): c.start
        case .arc(let c): c.start
        }
    }

    /// The point where the segment ends (`t = 1`).
    public var end: Point {
        switch self {
        case .line(let c): c.end
        case .quad(let c): c.end
        case .cubic(let c): c.end
        case .arc(let c): c.end
        }
    }

    /// The point at parameter `t` of the segment's own curve (see ``Curve/point(at:)``).
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let c): c.point(at: t)
        case .quad(let c): c.point(at: t)
        case .cubic(let c): c.point(at: t)
        case .arc(let c): c.point(at: t)
        }
    }

    /// The derivative in `t` of the segment's own curve; its length is the speed `ds/dt`, not 1.
    public func derivative(at t: Double) -> Vector {
        switch self {
        case .line(let c): c.derivative(at: t)
        case .quad(let c): c.derivative(at: t)
        case .cubic(let c): c.derivative(at: t)
        case .arc(let c): c.derivative(at: t)
        }
    }

    /// The largest number, in size, that defines the segment: its control points' coordinates, or
    /// an arc's centre's and its radii (its box may reach further than any point written). NaN
    /// when one of them is.
    public var largestNumber: Double {
        func largest(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            // (Swift's max may pass over a NaN; the caller must see it.)
            a.isNaN || b.isNaN || c.isNaN || d.isNaN ? .nan : max(abs(a), abs(b), abs(c), abs(d))
        }
        if case .arc(let a) = self { return largest(a.center.x, a.center.y, a.u.length, a.v.length) }
        let b = controlBounds
        return largest(b.minX, b.maxX, b.minY, b.maxY)
    }

    /// A box holding the whole segment, cheaper than ``bounds`` but not always tight.
    public var controlBounds: Rect {
        switch self {
        case .line(let c): c.controlBounds
        case .quad(let c): c.controlBounds
        case .cubic(let c): c.controlBounds
        case .arc(let c): c.controlBounds
        }
    }

    /// The tight bounds of the segment (see each curve's `bounds`).
    public var bounds: Rect {
        switch self {
        case .line(let c): c.bounds
        case .quad(let c): c.bounds
        case .cubic(let c): c.bounds
        case .arc(let c): c.bounds
        }
    }

    /// The segment mapped by `m`, exactly and of the same kind: lines and Beziers through their
    /// control points, arcs through ``Arc/transformed(by:)``.
    public func transformed(by m: AffineTransform) -> Segment {
        switch self {
        case .line(let c): .line(Line(m.apply(c.p0), m.apply(c.p1)))
        case .quad(let c): .quad(QuadBezier(m.apply(c.p0), m.apply(c.p1), m.apply(c.p2)))
        case .cubic(let c): .cubic(CubicBezier(m.apply(c.p0), m.apply(c.p1), m.apply(c.p2), m.apply(c.p3)))
        case .arc(let c): .arc(c.transformed(by: m))
        }
    }

    /// True when every number in the segment is finite.
    public var isFinite: Bool {
        switch self {
        case .line(let c): c.p0.isFinite && c.p1.isFinite
        case .quad(let c): c.p0.isFinite && c.p1.isFinite && c.p2.isFinite
        case .cubic(let c): c.p0.isFinite && c.p1.isFinite && c.p2.isFinite && c.p3.isFinite
        case .arc(let c): c.center.isFinite && c.u.isFinite && c.v.isFinite
            && c.startAngle.isFinite && c.sweep.isFinite
        }
    }
}
