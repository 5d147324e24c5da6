/// A straight segment from `p0` to `p1`.
public struct Line: Curve, Hashable, Codable {
    /// The start point (`t = 0`).
    public var p0: Point
    /// The end point (`t = 1`).
    public var p1: Point

    /// The segment from `p0` to `p1`; equal points make a line of length zero.
    public init(_ p0: Point, _ p1: Point) {
        self.p0 = p0
        self.p1 = p1
    }

    /// The start point, `p0`.
    public var start: Point { p0 }
    /// The end point, `p1`.
    public var end: Point { p1 }
    /// The distance from `p0` to `p1`, exact to rounding.
    public var length: Double { p0.distance(to: p1) }

    /// `p0 + t (p1 - p0)`; `t` outside `[0, 1]` extends the line.
    public func point(at t: Double) -> Point { p0.lerp(to: p1, t) }
    /// The constant `p1 - p0` (zero for a line of length zero).
    public func derivative(at t: Double) -> Vector { p1 - p0 }
    /// Always zero: a line does not bend.
    public func secondDerivative(at t: Double) -> Vector { .zero }
    /// The box with `p0` and `p1` at opposite corners.
    public var controlBounds: Rect { Rect(corners: p0, p1) }
    /// The same box as ``controlBounds``, which is already tight for a line.
    public var bounds: Rect { controlBounds }
}
