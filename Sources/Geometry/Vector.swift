/// A displacement in the plane: the difference of two points, a direction, a velocity.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    public init(_ dx: Double, _ dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx, dy)
    }

    public static let zero = Vector(0, 0)

    /// The unit vector at `angle` radians from +x toward +y.
    public init(angle: Double) {
        self.init(cos(angle), sin(angle))
    }

    public var length: Double { hypot(dx, dy) }
    public var squaredLength: Double { dx * dx + dy * dy }

    /// The angle from +x toward +y, in (-pi, pi].
    public var angle: Double { atan2(dy, dx) }

    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// This vector scaled to length 1, or `.zero` when it has no length.
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx / l, dy / l) : .zero
    }

    /// This vector turned by +90 degrees (from +x toward +y).
    public var perpendicular: Vector { Vector(-dy, dx) }

    public func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }

    /// The z component of the 3-D cross product: positive when `o` lies clockwise on screen
    /// (from +x toward +y) of `self`.
    public func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }

    public var description: String { "<\(dx), \(dy)>" }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(a.dx + b.dx, a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(a.dx - b.dx, a.dy - b.dy) }
    public static prefix func - (a: Vector) -> Vector { Vector(-a.dx, -a.dy) }
    public static func * (a: Vector, s: Double) -> Vector { Vector(a.dx * s, a.dy * s) }
    public static func * (s: Double, a: Vector) -> Vector { Vector(a.dx * s, a.dy * s) }
    public static func / (a: Vector, s: Double) -> Vector { Vector(a.dx / s, a.dy / s) }
    public static func += (a: inout Vector, b: Vector) { a = a + b }
    public static func -= (a: inout Vector, b: Vector) { a = a - b }
}
