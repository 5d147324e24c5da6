import Geometry
import Testing

/// The seed's figure-8 as SVG path data (design/FACTS.md), read and written.
@Suite struct SVGFigureEightTests {
    static let data = "M 470.710678118655 229.289321881345 A 100 100 0 1 0 329.289321881345 229.289321881345 "
        + "L 470.710678118655 370.710678118655 A 100 100 0 1 1 329.289321881345 370.710678118655 Z"

    @Test func parsesToArcLineArcLine() throws {
        let p = try Path(svgPathData: Self.data)
        #expect(p.subpaths.count == 1)
        #expect(p.subpaths[0].isClosed)
        #expect(p.segments.map(svgKind) == ["arc", "line", "arc", "line"])
    }

    @Test func parsedSegmentsMatchShapesFigureEight() throws {
        let parsed = try Path(svgPathData: Self.data).segments
        let built = Shapes.figureEight(width: 800, height: 600).segments
        try #require(parsed.count == built.count)
        for (i, (p, b)) in zip(parsed, built).enumerated() {
            expectSVGSameCurve(p, b, "segment \(i):")
        }
    }

    @Test func arcsHaveTheFiguresCentresRadiusAndSweeps() throws {
        let segments = try Path(svgPathData: Self.data).segments
        let top = try #require(svgArc(segments[0]))
        let bottom = try #require(svgArc(segments[2]))
        let offset = 100 * 2.0.squareRoot()  // 2r / sqrt 2 with r = 100
        expectSVGClose(top.center, Point(400, 300 - offset))  // (400, 158.578...)
        expectSVGClose(bottom.center, Point(400, 300 + offset))  // (400, 441.421...)
        for arc in [top, bottom] {
            let radius = try #require(arc.circleRadius)
            expectSVGClose(radius, 100)
        }
        expectSVGClose(top.sweep, -3 * .pi / 2)
        expectSVGClose(bottom.sweep, 3 * .pi / 2)
    }

    @Test func writtenDataMatchesTheFactsString() throws {
        let written = Shapes.figureEight(width: 800, height: 600).svgPathData
        let tokens = written.split(separator: " ")
        let facts = Self.data.split(separator: " ")
        try #require(tokens.count == facts.count, "\(written)")
        for (w, f) in zip(tokens, facts) {
            if let x = Double(f) {
                let y = try #require(Double(w), "\(w) in \(written)")
                expectSVGClose(y, x, tolerance: 1e-9, "\(written):")
            } else {
                #expect(w == f, "\(written)")
            }
        }
    }

    @Test func writtenDataReadsBackAsTheFigure() throws {
        let figure = Shapes.figureEight(width: 800, height: 600)
        let back = try Path(svgPathData: figure.svgPathData)
        try #require(back.segments.count == figure.segments.count)
        for (b, f) in zip(back.segments, figure.segments) { expectSVGSameCurve(b, f) }
    }
}
