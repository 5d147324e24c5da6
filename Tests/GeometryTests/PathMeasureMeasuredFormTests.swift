import Geometry
import Testing

/// A measure keeps its segments' measured forms only when some segment needs one (a quadratic,
/// an arc, a non-finite segment); these check the queries see the right segment either way,
/// including the segments before the first that needs one.
@Suite struct PathMeasureMeasuredFormTests {
    private func expectQueriesSeeEverySegment(_ p: Path, sourceLocation: SourceLocation = #_sourceLocation) {
        let measure = PathMeasure(p)
        for (i, segment) in measure.segments.enumerated() where segment.isFinite {
            for t in [0.0, 0.3, 1.0] {
                expectClose(measure.location(segmentIndex: i, t: t).point, segment.point(at: t),
                            within: 1e-9 * max(1, segment.start.x.magnitude, segment.start.y.magnitude),
                            "segment \(i) at \(t)", sourceLocation: sourceLocation)
            }
            let middle = segment.point(at: 0.5)
            #expect(measure.nearest(to: middle).distance <= 1e-6, "segment \(i)", sourceLocation: sourceLocation)
        }
    }

    /// A cubic then a line: segments that are their own measured form.
    private func cubicAndLine() -> Path {
        var p = Path()
        p.move(to: Point(0, 0))
        p.curve(to: Point(100, 0), control1: Point(30, 50), control2: Point(70, -50))
        p.line(to: Point(100, 100))
        return p
    }

    @Test func linesAndCubicsOnly() {
        var p = cubicAndLine()
        p.move(to: Point(200, 0))
        p.curve(to: Point(300, 50), control1: Point(250, 80), control2: Point(260, -40))
        expectQueriesSeeEverySegment(p)
    }

    @Test func aQuadraticAndAnArcAfterLinesAndCubics() {
        var p = cubicAndLine()
        p.curve(to: Point(150, 120), control1: Point(110, 140), control2: Point(140, 90))
        p.quadCurve(to: Point(200, 100), control: Point(180, 160))
        p.addArc(center: Point(250, 100), radius: 50, startAngle: .pi, endAngle: 0, direction: .increasing)
        p.add(Arc(center: Point(400, 100), u: Vector(100, 0), v: Vector(0, 30), startAngle: .pi, sweep: .pi))
        p.curve(to: Point(600, 0), control1: Point(520, 40), control2: Point(560, -40))
        expectQueriesSeeEverySegment(p)
    }

    @Test func aNonFiniteSegmentAfterCubics() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.curve(to: Point(100, 0), control1: Point(30, 50), control2: Point(70, -50))
        p.line(to: Point(.nan, 5))
        p.line(to: Point(100, 100))
        p.curve(to: Point(150, 120), control1: Point(110, 140), control2: Point(140, 90))
        expectQueriesSeeEverySegment(p)
        #expect(PathMeasure(p).length.isFinite)
    }

    @Test func aCubicWithAnInfiniteControlPointMeasuresAsAPoint() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.curve(to: Point(100, 0), control1: Point(30, 50), control2: Point(70, -50))
        p.curve(to: Point(200, 0), control1: Point(.infinity, 0), control2: Point(150, 50))
        p.curve(to: Point(300, 0), control1: Point(230, 50), control2: Point(270, -50))
        expectQueriesSeeEverySegment(p)
        let measure = PathMeasure(p), alone = PathMeasure(path(CubicBezier(Point(0, 0), Point(30, 50), Point(70, -50), Point(100, 0))))
        // The middle cubic adds nothing; the other two are the same curve moved.
        expectClose(measure.length, 2 * alone.length, within: 1e-9 * alone.length)
    }
}
