import Geometry
import Physics
import Testing

@Suite("Convex shapes")
struct ConvexShapeTests {
    @Test func aRectangleIsCentredOnItsCentreOfArea() throws {
        let s = try #require(ConvexShape.rectangle(width: 100, height: 60))
        #expect(s.area == 6000)
        #expect(abs(s.radius - (50.0 * 50 + 30 * 30).squareRoot()) < 1e-12)
        #expect(Set(s.vertices) == [Vector(-50, -30), Vector(50, -30), Vector(50, 30), Vector(-50, 30)])
    }

    @Test func placingAPolygonKeepsItWhereItIs() throws {
        let tri = Polygon([Point(100, 100), Point(190, 100), Point(100, 160)])
        let (shape, center) = try #require(ConvexShape.placing(tri))
        #expect(abs(center.x - 130) < 1e-9 && abs(center.y - 120) < 1e-9)
        let back = shape.vertices(center: center, angle: 0)
        for (a, b) in zip(back, tri.vertices) { #expect(a.distance(to: b) < 1e-9) }
    }

    @Test func aConvexPolygonKeepsItsVertexOrder() throws {
        let pentagon = try #require(ConvexShape.regular(sides: 5, radius: 50))
        #expect(abs(pentagon.vertices[0].dx - 50) < 1e-12 && abs(pentagon.vertices[0].dy) < 1e-12, "vertex at angle 0 first")
        let reversed = Polygon(Polygon.regular(sides: 5, center: .zero, radius: 50).vertices.reversed())
        let r = try #require(ConvexShape(reversed))
        #expect(Polygon(r.vertices.map { Point.zero + $0 }).signedArea > 0)
    }

    @Test func aNonConvexPolygonBecomesItsHull() throws {
        let star = Polygon.star(points: 5, center: Point(10, 10), outer: 40, inner: 15)
        let s = try #require(ConvexShape(star))
        #expect(s.vertices.count == 5)
        #expect(abs(s.radius - 40) < 1e-9)
    }

    @Test func degenerateOrAbsurdPolygonsAreRefused() {
        #expect(ConvexShape(Polygon([Point(0, 0), Point(1, 1), Point(2, 2)])) == nil)
        #expect(ConvexShape(Polygon([Point(0, 0), Point(1, 0)])) == nil)
        #expect(ConvexShape(Polygon([])) == nil)
        #expect(ConvexShape.rectangle(width: 1, height: 1) == nil, "smaller than the minimum area")
        #expect(ConvexShape.rectangle(width: 1e9, height: 10) == nil, "larger than the maximum radius")
        #expect(ConvexShape.rectangle(width: .nan, height: 10) == nil)
        #expect(ConvexShape.rectangle(width: .infinity, height: 10) == nil)
        #expect(ConvexShape.regular(sides: 2, radius: 10) == nil)
        #expect(ConvexShape.regular(sides: 1000, radius: 10) == nil)
    }

    @Test func placedVerticesTurnWithTheAngle() {
        let s = ConvexShape.rectangle(width: 20, height: 10)!
        let v = s.vertices(center: Point(100, 100), angle: .pi / 2)
        // (10, -5) turned by +90 degrees (toward +y) is (5, 10).
        #expect(v.contains { $0.distance(to: Point(105, 110)) < 1e-9 })
    }
}
