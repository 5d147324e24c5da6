import Geometry
import Testing

@Suite("Rect")
struct RectTests {
    let box = Rect(x: 10, y: 20, width: 100, height: 50)

    /// Inside or on an edge counts; reaching past any one edge, or a NaN edge, does not.
    @Test func aRectAroundACircleIsItsBox() {
        let r = Rect(around: Point(10, -5), radius: 3)
        #expect(r.minX == 7 && r.maxX == 13 && r.minY == -8 && r.maxY == -2)
        #expect(r.center == Point(10, -5) && r.width == 6 && r.height == 6)
    }

    /// A point with a NaN coordinate is at no place: left out wherever it comes (first, it
    /// spoilt the rectangle; later, its other coordinate was counted).
    @Test func pointsWithNaNAreLeftOutOfTheEnclosingRect() {
        let expected = Rect(minX: 1, minY: 1, maxX: 3, maxY: 4)
        #expect(Rect(enclosing: [Point(.nan, 0), Point(1, 1), Point(3, 4)]) == expected)
        #expect(Rect(enclosing: [Point(1, 1), Point(.nan, 0), Point(3, 4)]) == expected)
        #expect(Rect(enclosing: [Point(1, 1), Point(3, 4), Point(0, .nan)]) == expected)
        #expect(Rect(enclosing: [Point(.nan, .nan)]) == nil)
        // A path's bounds leave them out too.
        var p = Path()
        p.move(to: Point(.nan, 0))
        p.move(to: Point(1, 1))
        p.line(to: Point(3, 4))
        #expect(p.bounds == expected)
        // A segment with a NaN point still has bounds (they start from its corners, not from
        // the points with a place: no point left would be nil).
        let nan = Point(.nan, .nan)
        _ = CubicBezier(nan, nan, nan, nan).bounds.union(QuadBezier(nan, nan, nan).bounds)
            .union(Line(nan, nan).bounds).union(Arc(center: nan, radius: 1, startAngle: 0, sweep: 1).bounds)
        p.curve(to: nan, control1: nan, control2: nan)
        #expect(p.bounds == expected)
    }

    @Test func containsARectWhollyInsideOrOnItsEdges() {
        #expect(box.contains(Rect(x: 10, y: 20, width: 100, height: 50)))
        #expect(box.contains(Rect(x: 30, y: 30, width: 5, height: 5)))
        for outside in [Rect(x: 9, y: 30, width: 5, height: 5), Rect(x: 30, y: 19, width: 5, height: 5),
                        Rect(x: 106, y: 30, width: 5, height: 5), Rect(x: 30, y: 66, width: 5, height: 5),
                        Rect(minX: .nan, minY: 30, maxX: 40, maxY: 40)] {
            #expect(!box.contains(outside), "\(outside)")
        }
    }

    /// Sharing area counts, however little; touching along an edge or at a corner, lying apart,
    /// or a NaN edge does not.
    @Test func intersectsARectItSharesAreaWith() {
        for overlapping in [Rect(x: 0, y: 0, width: 10.5, height: 20.5), Rect(x: 30, y: 30, width: 5, height: 5),
                            Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 109, y: 69, width: 1, height: 1)] {
            #expect(box.intersects(overlapping) && overlapping.intersects(box), "\(overlapping)")
        }
        for apart in [Rect(x: 0, y: 0, width: 10, height: 100), Rect(x: 110, y: 20, width: 5, height: 5),
                      Rect(x: 110, y: 70, width: 5, height: 5), Rect(x: 30, y: 71, width: 5, height: 5),
                      Rect(minX: .nan, minY: 30, maxX: 40, maxY: 40)] {
            #expect(!box.intersects(apart) && !apart.intersects(box), "\(apart)")
        }
    }

    /// The common part, an edge or a corner included; nil for rectangles apart.
    @Test func intersectionIsTheCommonPart() {
        #expect(box.intersection(Rect(x: 0, y: 0, width: 50, height: 40)) == Rect(minX: 10, minY: 20, maxX: 50, maxY: 40))
        #expect(box.intersection(Rect(x: 110, y: 70, width: 5, height: 5)) == Rect(minX: 110, minY: 70, maxX: 110, maxY: 70))
        #expect(box.intersection(Rect(x: 111, y: 20, width: 5, height: 5)) == nil)
    }

    /// Mapped by a scale and a shift, a rectangle's image is the rectangle of its mapped corners;
    /// turned, the upright box around all four (a unit square turned 45 degrees spans sqrt 2).
    @Test func aMappedRectangleHoldsItsImage() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        let view = AffineTransform.scale(0.5).then(.translation(Vector(3, 4)))
        #expect(r.applying(view) == Rect(minX: 8, minY: 14, maxX: 58, maxY: 39))
        #expect(r.applying(.identity) == r)
        #expect(r.applying(.scale(-1, 1)) == Rect(minX: -110, minY: 20, maxX: -10, maxY: 70))
        let turned = Rect(x: 0, y: 0, width: 1, height: 1).applying(.rotation(Double.pi / 4))
        let h = 0.5.squareRoot()
        #expect(abs(turned.minX + h) < 1e-15 && abs(turned.maxX - h) < 1e-15)
        #expect(abs(turned.minY) < 1e-15 && abs(turned.maxY - 2 * h) < 1e-15)
    }
}
