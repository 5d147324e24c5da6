/// A displacement in the plane: the difference of two points, a direction, a velocity.
public struct Vector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal component, positive toward +x (to the right).
    public var dx: Double
    /// The vertical component, positive toward +y (downward on screen).
    public var dy: Double

    /// The vector with components `dx` and `dy`.
    public init(_ dx: Double, _ dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector with components `dx` and `dy` (the labelled spelling of ``init(_:_:)``).
    public init(dx: Double, dy: Double) {
        self.init(dx, dy)
    }

    /// No displacement; its ``normalized`` is itself.
    public static let zero = Vector(0, 0)

    /// The unit vector at `angle` radians from +x toward +y.
    public init(angle: Double) {
        self.init(cos(angle), sin(angle))
    }

    /// The Euclidean length `sqrt(dx^2 + dy^2)`, by `hypot`: no overflow or underflow in between.
    public var length: Double { hypot(dx, dy) }
    /// `dx^2 + dy^2`, the length squared without a square root: for comparing lengths cheaply.
    ///
    /// Unlike ``length`` it overflows to infinity once a component passes about `1e154`.
    public var squaredLength: Double { dx * dx + dy * dy }

    /// The angle from +x toward +y, in (-pi, pi].
    public var angle: Double { atan2(dy, dx) }

    /// True when both components are finite (neither NaN nor infinite).
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// This vector scaled to length 1, or `.zero` when it has no length.
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx / l, dy / l) : .zero
    }

    /// This vector turned by +90 degrees (from +x toward +y).
    public var perpendicular: Vector { Vector(-dy, dx) }

    /// The dot product `dx * o.dx + dy * o.dy`: `|self| |o| cos(angle between them)`, zero when
    /// they are perpendicular and negative when they point more apart than together.
    public func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }

    /// The z component of the 3-D cross product: positive when `o` lies clockwise on screen
    /// (from +x toward +y) of `self`.
    public func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }

    /// The components in angle brackets, `<dx, dy>`, so a vector is not mistaken for a ``Point``.
    public var description: String { "<\(dx), \(dy)>" }

    /// The displacement `a` followed by `b`.
    public static func + (a: Vector, b: Vector) -> Vector { Vector(a.dx + b.dx, a.dy + b.dy) }
    /// The displacement that, added to `b`, gives `a`.
    public static func - (a: Vector, b: Vector) -> Vector { Vector(a.dx - b.dx, a.dy - b.dy) }
    /// The same displacement in the opposite direction.
    public static prefix func - (a: Vector) -> Vector { Vector(-a.dx, -a.dy) }
    /// The vector scaled by `s`; a negative `s` also reverses it.
    public static func * (a: Vector, s: Double) -> Vector { Vector(a.dx * s, a.dy * s) }
    /// The vector scaled by `s`, written with the factor first.
    public static func * (s: Double, a: Vector) -> Vector { Vector(a.dx * s, a.dy * s) }
    /// The vector divided by `s`; as with `Double`, dividing by zero gives infinite or NaN
    /// components.
    public static func / (a: Vector, s: Double) -> Vector { Vector(a.dx / s, a.dy / s) }
    /// Adds the displacement `b` to `a`.
    public static func += (a: inout Vector, b: Vector) { a = a + b }
    /// Subtracts the displacement `b` from `a`.
    public static func -= (a: inout Vector, b: Vector) { a = a - b }
}
