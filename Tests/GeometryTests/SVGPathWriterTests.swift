import Geometry
import Testing

/// What `svgPathData` writes.
@Suite struct SVGPathWriterTests {
    @Test func emptyPathWritesNothing() {
        #expect(Path().svgPathData == "")
    }

    @Test func segmentsBecomeAbsoluteCommandsWithWholeNumbersWithoutDecimals() {
        var p = Path()
        p.move(to: Point(1, 2))
        p.line(to: Point(3.5, -4))
        p.quadCurve(to: Point(7, 8), control: Point(5, 6))
        p.curve(to: Point(1e-7, 1e20), control1: Point(0.1, 0), control2: Point(-0.0, 12))
        #expect(p.svgPathData == "M 1 2 L 3.5 -4 Q 5 6 7 8 C 0.1 0 0 12 1e-07 1e+20")
    }

    @Test func closedSubpathEndsInZWithoutItsClosingLine() {
        var p = Path()
        p.move(to: .zero)
        p.line(to: Point(10, 0))
        p.line(to: Point(10, 10))
        p.close()
        #expect(p.svgPathData == "M 0 0 L 10 0 L 10 10 Z")
    }

    @Test func closedSubpathWithoutSegmentsIsMoveAndZ() {
        var p = Path()
        p.move(to: Point(4, 5))
        p.close()
        #expect(p.svgPathData == "M 4 5 Z")
    }

    @Test func everySubpathStartsWithM() {
        var p = Path()
        p.move(to: .zero)
        p.line(to: Point(1, 0))
        p.close()
        p.line(to: Point(0, 1))
        p.move(to: Point(5, 5))
        p.line(to: Point(6, 6))
        #expect(p.svgPathData == "M 0 0 L 1 0 Z M 0 0 L 0 1 M 5 5 L 6 6")
    }

    @Test func fullCircleIsWrittenAsTwoArcCommands() throws {
        let circle = Shapes.circle(center: Point(50, 50), radius: 10)
        let data = circle.svgPathData
        #expect(data.split(separator: " ").filter { $0 == "A" }.count == 2, "\(data)")
        #expect(data.hasPrefix("M 60 50 A 10 10 0 1 1 "), "\(data)")
        #expect(data.hasSuffix(" Z"), "\(data)")
    }

    @Test func fullCircleReadsBackAsTheCircle() throws {
        let circle = Arc(center: Point(50, 50), radius: 10, startAngle: 0, sweep: 2 * .pi)
        var p = Path()
        p.add(circle)
        let back = try Path(svgPathData: p.svgPathData).segments
        let pieces = circle.svgSubarcs
        try #require(back.count == pieces.count)
        for (b, piece) in zip(back, pieces) { expectSVGSameCurve(b, .arc(piece)) }
    }

    @Test func zeroSweepArcIsWrittenAsALineToItsPoint() {
        var p = Path()
        p.add(Arc(center: .zero, radius: 1, startAngle: 0, sweep: 0))
        #expect(p.svgPathData == "M 1 0 L 1 0")
    }
}
