import Geometry
import Testing

@Suite("Polygon: convex hull, centroid, convexity")
struct PolygonConvexTests {
    @Test func theHullDropsInteriorAndCollinearPoints() {
        let points = [Point(0, 0), Point(5, 0), Point(10, 0), Point(10, 10), Point(3, 4), Point(0, 10), Point(0, 5), Point(7, 7)]
        let hull = Polygon.convexHull(of: points)
        #expect(hull.vertices == [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)])
    }

    @Test func theHullHasPositiveArea() {
        var g = 0x1234_5678 as UInt64
        func next() -> Double {
            g = g &* 6364136223846793005 &+ 1442695040888963407
            return Double(g >> 11) / Double(UInt64(1) << 53) * 200 - 100
        }
        for _ in 0..<50 {
            let pts = (0..<30).map { _ in Point(next(), next()) }
            let hull = Polygon.convexHull(of: pts)
            #expect(hull.signedArea > 0)
            #expect(hull.isConvex)
            // Every input point is inside or on the hull.
            for p in pts {
                let n = hull.vertices.count
                for i in 0..<n {
                    let a = hull.vertices[i], b = hull.vertices[(i + 1) % n]
                    #expect((b - a).cross(p - a) >= -1e-9)
                }
            }
        }
    }

    @Test func collinearPointsHaveNoAreaHull() {
        let hull = Polygon.convexHull(of: [Point(0, 0), Point(1, 1), Point(2, 2), Point(3, 3)])
        #expect(hull.vertices.count < 3)
        #expect(Polygon.convexHull(of: [Point(.nan, 0), Point(1, 1), Point(2, 0)]).vertices.count < 3)
    }

    @Test func theCentroidOfARectangleIsItsCentre() {
        let r = Polygon([Point(1000, 2000), Point(1100, 2000), Point(1100, 2050), Point(1000, 2050)])
        #expect(r.centroid == Point(1050, 2025))
    }

    @Test func theCentroidOfATriangleIsTheMeanOfItsCorners() throws {
        let t = Polygon([Point(0, 0), Point(9, 0), Point(0, 6)])
        let c = try #require(t.centroid)
        #expect(abs(c.x - 3) < 1e-12 && abs(c.y - 2) < 1e-12)
        // Either winding gives the same centre.
        let r = try #require(Polygon(t.vertices.reversed()).centroid)
        #expect(abs(r.x - 3) < 1e-12 && abs(r.y - 2) < 1e-12)
    }

    @Test func aDegeneratePolygonHasNoCentroid() {
        #expect(Polygon([Point(0, 0), Point(1, 1), Point(2, 2)]).centroid == nil)
        #expect(Polygon([Point(0, 0), Point(1, 1)]).centroid == nil)
    }

    @Test func convexity() {
        #expect(Polygon.regular(sides: 5, center: .zero, radius: 10).isConvex)
        #expect(Polygon(Polygon.regular(sides: 7, center: .zero, radius: 10).vertices.reversed()).isConvex)
        #expect(!Polygon.star(points: 5, center: .zero, outer: 10, inner: 4).isConvex)
        // A pentagram's corners in star order turn one way but wind twice.
        let p = Polygon.regular(sides: 5, center: .zero, radius: 10).vertices
        #expect(!Polygon([p[0], p[2], p[4], p[1], p[3]]).isConvex)
        #expect(!Polygon([Point(0, 0), Point(1, 0)]).isConvex)
    }
}
