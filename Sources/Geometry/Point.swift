/// A position in the plane, in screen coordinates (origin top left, y grows downward).
///
/// Points and vectors are different types: `point - point` is a ``Vector``,
/// `point + vector` is a point, and `point + point` does not exist.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double

    /// The point at (`x`, `y`).
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at (`x`, `y`) (the labelled spelling of ``init(_:_:)``).
    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    /// The origin (0, 0), the top left corner in screen coordinates.
    public static let zero = Point(0, 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Euclidean distance to `other`.
    public func distance(to other: Point) -> Double { (other - self).length }

    /// Squared Euclidean distance to `other` (no square root: cheaper for comparisons).
    public func squaredDistance(to other: Point) -> Double { (other - self).squaredLength }

    /// The point at fraction `t` of the way from `self` to `other` (`t = 0` gives `self`).
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }

    /// The midpoint of `self` and `other`.
    public func midpoint(_ other: Point) -> Point { lerp(to: other, 0.5) }

    /// The vector from the origin to this point.
    public var vector: Vector { Vector(x, y) }

    /// The coordinates in parentheses, `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    /// The point `p` moved by `v`.
    public static func + (p: Point, v: Vector) -> Point { Point(p.x + v.dx, p.y + v.dy) }
    /// The point `p` moved by `-v`.
    public static func - (p: Point, v: Vector) -> Point { Point(p.x - v.dx, p.y - v.dy) }
    /// The displacement from `b` to `a`, so that `b + (a - b)` is `a` (to rounding).
    public static func - (a: Point, b: Point) -> Vector { Vector(a.x - b.x, a.y - b.y) }
    /// Moves `p` by `v`.
    public static func += (p: inout Point, v: Vector) { p = p + v }
    /// Moves `p` by `-v`.
    public static func -= (p: inout Point, v: Vector) { p = p - v }
}
