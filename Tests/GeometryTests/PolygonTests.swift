import Geometry
import Testing

@Suite("Polygons")
struct PolygonTests {
    let square = Polygon([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)])

    @Test func containsItsInteriorAndNotItsOutside() {
        #expect(square.contains(Point(5, 5)))
        #expect(square.contains(Point(0.001, 9.999)))
        #expect(!square.contains(Point(-0.001, 5)))
        #expect(!square.contains(Point(5, 10.001)))
        #expect(!square.contains(Point(20, 5)))
    }

    @Test func windingDoesNotDependOnOrientation() {
        let reversed = Polygon(square.vertices.reversed())
        for p in [Point(5, 5), Point(11, 5), Point(2, 8)] { #expect(square.contains(p) == reversed.contains(p)) }
    }

    @Test func areaMatchesTheClosedForm() {
        #expect(square.signedArea == 100)
        // A regular n-gon of circumradius R: (n/2) R^2 sin(2 pi / n).
        let pentagon = Polygon.regular(sides: 5, center: Point(3, 4), radius: 50)
        #expect(abs(pentagon.signedArea - 2.5 * 2500 * sin(2 * .pi / 5)) < 1e-9)
    }

    @Test func aStarsNotchesAreOutside() {
        let star = Polygon.star(points: 5, center: .zero, outer: 30, inner: 12)
        #expect(star.contains(.zero))
        #expect(star.contains(Point(0, -25)))  // inside the top tip
        // Between two tips, beyond the inner radius but within the outer circle: outside.
        let notch = Vector(angle: -.pi / 2 + .pi / 5) * 20
        #expect(!star.contains(Point.zero + notch))
    }
}
