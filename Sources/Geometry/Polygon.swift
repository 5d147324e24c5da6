/// A closed polygon given by its vertices in order: hit testing, bounds, and a path to draw.
public struct Polygon: Hashable, Sendable, Codable {
    /// The corners in order; the last one joins back to the first. With fewer than three the
    /// polygon contains no point and has no area.
    public var vertices: [Point]

    /// The polygon through `vertices` in order, taken as given (repeated points and crossing edges
    /// are allowed).
    public init(_ vertices: [Point]) {
        self.vertices = vertices
    }

    /// A regular polygon with `sides` vertices on a circle of `radius` about `center`, the first
    /// at angle `rotation` (radians, from +x toward +y).
    public static func regular(sides: Int, center: Point, radius: Double, rotation: Double = 0) -> Polygon {
        Polygon((0..<max(sides, 0)).map { i in
            center + Vector(angle: rotation + 2 * .pi * Double(i) / Double(sides)) * radius
        })
    }

    /// A star with `points` tips on a circle of `outer` radius and notches on one of `inner`
    /// radius, the first tip at `rotation`.
    public static func star(points: Int, center: Point, outer: Double, inner: Double, rotation: Double = -.pi / 2) -> Polygon {
        Polygon((0..<max(2 * points, 0)).map { i in
            let r = i % 2 == 0 ? outer : inner
            return center + Vector(angle: rotation + .pi * Double(i) / Double(points)) * r
        })
    }

    /// True when `p` is inside (non-zero winding rule; points on an edge may go either way).
    ///
    /// - Complexity: O(n) in the number of vertices.
    public func contains(_ p: Point) -> Bool {
        guard vertices.count >= 3 else { return false }
        var winding = 0
        var a = vertices[vertices.count - 1]
        for b in vertices {
            // Count edges crossing the horizontal ray to the right of p, signed by direction.
            let side = (b - a).cross(p - a)
            if a.y <= p.y {
                if b.y > p.y && side > 0 { winding += 1 }
            } else if b.y <= p.y && side < 0 {
                winding -= 1
            }
            a = b
        }
        return winding != 0
    }

    /// The signed area (shoelace formula): positive when the vertices turn from +x toward +y.
    public var signedArea: Double {
        guard vertices.count >= 3 else { return 0 }
        var sum = 0.0
        var a = vertices[vertices.count - 1]
        for b in vertices {
            sum += a.x * b.y - b.x * a.y
            a = b
        }
        return sum / 2
    }

    /// The smallest rectangle holding every vertex (and so the polygon), or nil when there are
    /// none.
    ///
    /// - Complexity: O(n) in the number of vertices.
    public var bounds: Rect? { Rect(enclosing: vertices) }

    /// The polygon moved by `v`.
    public func offset(by v: Vector) -> Polygon { Polygon(vertices.map { $0 + v }) }

    /// A closed path through the vertices.
    public var path: Path {
        var p = Path()
        guard let first = vertices.first else { return p }
        p.move(to: first)
        for v in vertices.dropFirst() { p.line(to: v) }
        p.close()
        return p
    }
}
