import Geometry

/// The outline of a rigid body: a convex polygon in the body's own frame, its centre of area at
/// the origin.
///
/// Bodies collide by this exact outline. Building one takes the convex hull of the given
/// points, so any point set works; one that is degenerate (too few points, no area), not finite,
/// too small or too large to simulate well gives nil rather than something Chipmunk would
/// reject with an abort.
public struct ConvexShape: Hashable, Sendable {
    /// The vertices about the centre of area, with positive signed area (turning from +x toward +y).
    public let vertices: [Vector]
    /// The enclosed area in square pixels.
    public let area: Double
    /// The distance from the centre of area to the farthest vertex.
    public let radius: Double

    /// Shapes smaller than this (in px²) are refused: they would tunnel and jitter.
    public static let minimumArea = 4.0
    /// Shapes reaching farther than this from their centre are refused.
    public static let maximumRadius = 5000.0
    /// Hulls with more corners than this are refused (a circle-like outline needs far fewer).
    public static let maximumVertices = 64

    /// The convex hull of `polygon`'s vertices, about its centre of area; also returns where that
    /// centre is, so a body placed there covers exactly the hull. A polygon that is already convex
    /// keeps its vertices and their order (reversed if it winds the other way).
    public static func placing(_ polygon: Polygon) -> (shape: ConvexShape, center: Point)? {
        let hull: Polygon
        if polygon.vertices.allSatisfy(\.isFinite), polygon.isConvex, Set(polygon.vertices).count == polygon.vertices.count {
            hull = polygon.signedArea > 0 ? polygon : Polygon(polygon.vertices.reversed())
        } else {
            hull = Polygon.convexHull(of: polygon.vertices)
        }
        guard hull.vertices.count >= 3, hull.vertices.count <= maximumVertices,
              let c = hull.centroid, c.isFinite else { return nil }
        guard let shape = ConvexShape(checkedLocal: hull.vertices.map { $0 - c }) else { return nil }
        return (shape, c)
    }

    /// The convex hull of `polygon`'s vertices, moved so that its centre of area is the origin.
    public init?(_ polygon: Polygon) {
        guard let placed = ConvexShape.placing(polygon) else { return nil }
        self = placed.shape
    }

    private init?(checkedLocal v: [Vector]) {
        let area = Polygon(v.map { Point.zero + $0 }).signedArea
        let radius = v.map(\.length).max() ?? 0
        guard area.isFinite, area >= ConvexShape.minimumArea, radius.isFinite, radius <= ConvexShape.maximumRadius
        else { return nil }
        vertices = v
        self.area = area
        self.radius = radius
    }

    /// An axis-aligned `width` x `height` rectangle about the origin.
    public static func rectangle(width: Double, height: Double) -> ConvexShape? {
        let w = width / 2, h = height / 2
        return ConvexShape(Polygon([Point(-w, -h), Point(w, -h), Point(w, h), Point(-w, h)]))
    }

    /// A regular polygon with `sides` vertices on a circle of `radius`, the first at angle
    /// `rotation` (radians, from +x toward +y).
    public static func regular(sides: Int, radius: Double, rotation: Double = 0) -> ConvexShape? {
        guard sides >= 3, sides <= maximumVertices else { return nil }
        return ConvexShape(Polygon.regular(sides: sides, center: .zero, radius: radius, rotation: rotation))
    }

    /// The outline placed with its centre at `center`, turned by `angle` radians.
    public func vertices(center: Point, angle: Double) -> [Point] {
        let c = cos(angle), s = sin(angle)
        return vertices.map { v in center + Vector(v.dx * c - v.dy * s, v.dx * s + v.dy * c) }
    }
}
