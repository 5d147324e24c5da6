/// A straight segment from `p0` to `p1`.
public struct Line: Curve, Hashable {
    public var p0: Point
    public var p1: Point

    public init(_ p0: Point, _ p1: Point) {
        self.p0 = p0
        self.p1 = p1
    }

    public var start: Point { p0 }
    public var end: Point { p1 }
    public var length: Double { p0.distance(to: p1) }

    public func point(at t: Double) -> Point { p0.lerp(to: p1, t) }
    public func derivative(at t: Double) -> Vector { p1 - p0 }
    public func secondDerivative(at t: Double) -> Vector { .zero }
    public var controlBounds: Rect { Rect(enclosing: [p0, p1])! }
    public var bounds: Rect { controlBounds }
}
