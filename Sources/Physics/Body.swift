import Geometry

/// A rigid body as it is at one instant: a snapshot read from a ``World``.
///
/// Positions are the body's centre of area, in world coordinates; the angle is in radians from
/// +x toward +y (clockwise on a y-down screen) and is not wrapped.
public struct Body: Hashable, Sendable {
    public let id: BodyID
    public let shape: ConvexShape
    public let position: Point
    public let angle: Double
    /// Velocity of the centre, px/s.
    public let velocity: Vector
    /// Turning rate, radians per second.
    public let angularVelocity: Double
    /// Mass in units where a 100x100 square has mass 1 (UIKit's density 1).
    public let mass: Double

    /// The outline in world coordinates.
    public var worldVertices: [Point] { shape.vertices(center: position, angle: angle) }

    /// The outline in world coordinates as a polygon (to hit-test or draw).
    public var polygon: Polygon { Polygon(worldVertices) }

    /// True when `point` lies on the body's true outline (not its bounding box).
    public func contains(_ point: Point) -> Bool { polygon.contains(point) }

    /// The world point that sits at `local` in the body's own frame (about its centre).
    public func worldPoint(_ local: Vector) -> Point {
        let c = cos(angle), s = sin(angle)
        return position + Vector(local.dx * c - local.dy * s, local.dx * s + local.dy * c)
    }
}

/// Where two shapes touch (or one touches a wall), for drawing and for checking the solver.
public struct Contact: Hashable, Sendable {
    /// The bodies in contact; `second` is nil for a wall.
    public let first: BodyID
    public let second: BodyID?
    /// Midway between the two surfaces.
    public let point: Point
    /// Unit normal pointing from `first` toward `second`.
    public let normal: Vector
    /// Penetration depth: positive when the shapes overlap.
    public let depth: Double
}

/// A grab in progress: the body, the point on it that is held, and where the pointer wants it.
public struct Grab: Hashable, Sendable {
    public let body: BodyID
    /// The held point in the body's own frame (about its centre, unrotated).
    public let localPoint: Vector
    /// Where the held point should go (already clamped into the world).
    public let target: Point
    /// When the pointer was at `target`: the anchor arrives there at this time.
    public let arrival: Double
}
