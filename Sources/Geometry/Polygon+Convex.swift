/// Convexity: the hull of a point set, the area centroid, and the test for a convex outline.
extension Polygon {
    /// The convex hull of `points` (Andrew's monotone chain), as a polygon with positive signed
    /// area (turning from +x toward +y), starting at the point with the smallest x (then y).
    ///
    /// Collinear and repeated points are dropped, so every corner turns strictly. Fewer than
    /// three points, or points that all lie on one line, give a hull with fewer than three
    /// vertices. Non-finite points are ignored.
    ///
    /// - Complexity: O(n log n) in the number of points.
    public static func convexHull(of points: [Point]) -> Polygon {
        let sorted = points.filter(\.isFinite).sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count >= 3 else {
            var unique: [Point] = []
            for p in sorted where unique.last != p { unique.append(p) }
            return Polygon(unique)
        }
        // Keep a corner only when the chain turns from +x toward +y there (cross > 0): the lower
        // chain (in y-up terms) left to right, then the upper chain right to left.
        func chain(_ pts: some Sequence<Point>) -> [Point] {
            var out: [Point] = []
            for p in pts {
                while out.count >= 2, (out[out.count - 1] - out[out.count - 2]).cross(p - out[out.count - 2]) <= 0 {
                    out.removeLast()
                }
                out.append(p)
            }
            return out
        }
        let lower = chain(sorted), upper = chain(sorted.reversed())
        return Polygon(Array(lower.dropLast()) + Array(upper.dropLast()))
    }

    /// The centre of area (the centroid of the enclosed region), or nil when the area is zero.
    ///
    /// With `A` the signed area, `cx = 1/(6A) * sum (x_i + x_{i+1}) (x_i y_{i+1} - x_{i+1} y_i)`,
    /// and `cy` likewise. Coordinates are taken relative to the first vertex to keep the sums
    /// small for polygons far from the origin.
    public var centroid: Point? {
        guard vertices.count >= 3 else { return nil }
        let o = vertices[0]
        var area2 = 0.0, sx = 0.0, sy = 0.0
        var a = vertices[vertices.count - 1] - o
        for v in vertices {
            let b = v - o
            let c = a.cross(b)
            area2 += c
            sx += (a.dx + b.dx) * c
            sy += (a.dy + b.dy) * c
            a = b
        }
        guard area2 != 0, area2.isFinite else { return nil }
        return o + Vector(sx / (3 * area2), sy / (3 * area2))
    }

    /// True when the polygon is convex: every corner turns the same way and the outline winds
    /// once. Collinear corners are allowed; fewer than three vertices is not convex.
    public var isConvex: Bool {
        let n = vertices.count
        guard n >= 3 else { return false }
        var sign = 0.0, turning = 0.0
        for i in 0..<n {
            let a = vertices[i], b = vertices[(i + 1) % n], c = vertices[(i + 2) % n]
            let e1 = b - a, e2 = c - b
            let cross = e1.cross(e2)
            if cross != 0 {
                if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1 : -1) != sign { return false }
            }
            if e1.squaredLength > 0 && e2.squaredLength > 0 { turning += atan2(cross, e1.dot(e2)) }
        }
        // A star that always turns one way turns by 4 pi or more; a convex outline by 2 pi.
        return sign != 0 && abs(abs(turning) - 2 * .pi) < 1e-6
    }
}
