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

    /// A segment that does not start where the one before ended (a subpath built from parts is
    /// taken as given) is written after an M to its start: drawn from the end before, it was
    /// another shape (found by a library user: 20 long, read back 80.7).
    @Test func aSegmentThatDoesNotJoinUpStartsWithM() throws {
        var p = Path()
        p.move(to: .zero)
        p.line(to: Point(10, 0))
        p.append(.line(Line(Point(50, 50), Point(60, 50))))
        #expect(p.svgPathData == "M 0 0 L 10 0 M 50 50 L 60 50")
        #expect(Path(subpaths: [.init(start: .zero, segments: [.line(Line(Point(5, 5), Point(15, 5)))])]).svgPathData
                == "M 0 0 M 5 5 L 15 5")
        // Closed with a gap: Z would close to the last M, so the closing line is written instead.
        let square = [Point(0, 0), Point(4, 0), Point(4, 4), Point(0, 4)]
        var segments = (0..<4).map { Segment.line(Line(square[$0], square[($0 + 1) % 4])) }
        segments[1] = .line(Line(Point(4, 1), Point(4, 4)))
        let gapped = Path(subpaths: [.init(start: .zero, segments: segments, isClosed: true)])
        #expect(gapped.svgPathData == "M 0 0 L 4 0 M 4 1 L 4 4 L 0 4 L 0 0")
        #expect(PathMeasure(try Path(svgPathData: gapped.svgPathData)).length == 15)
        // The gap may be just before the closing line (found in review: written with Z, 15.07 read back 13.66).
        let beforeClosing = Path(subpaths: [.init(start: .zero, segments: [
            .line(Line(Point(0, 0), Point(4, 0))), .line(Line(Point(4, 0), Point(4, 4))), .line(Line(Point(3, 4), Point(0, 0))),
        ], isClosed: true)])
        #expect(beforeClosing.svgPathData == "M 0 0 L 4 0 L 4 4 M 3 4 L 0 0")
        #expect(PathMeasure(try Path(svgPathData: beforeClosing.svgPathData)).length == 13)
        // Marked closed with no closing line, and ending away from its start: Z would add that
        // line (found by fuzzing: 10 long read back 20), so it is written open.
        let unclosed = Path(subpaths: [.init(start: .zero, segments: [.line(Line(.zero, Point(10, 0)))], isClosed: true)])
        #expect(unclosed.svgPathData == "M 0 0 L 10 0")
        // An arc made from SVG data starts at the point before it to rounding: no M for that.
        let arcs = try Path(svgPathData: "M 0.1 0.3 A 7.7 3.3 31 0 1 10.9 2.2 A 1e6 1e6 0 0 0 11 2.3 Z")
        #expect(!arcs.svgPathData.dropFirst().contains("M"))
    }

    /// An arc whose ellipse has collapsed to a segment goes out and back along it: written with
    /// a line to each point where it turns (found by fuzzing: a circle flattened by scale(1, 0)
    /// was 40 long and read back 20).
    @Test func aCollapsedArcIsWrittenOutAndBack() throws {
        var circle = Path()
        circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, direction: .increasing)
        let flat = circle.transformed(by: .scale(1, 0))
        #expect(abs(PathMeasure(try Path(svgPathData: flat.svgPathData)).length - 40) < 1e-9, "\(flat.svgPathData)")
        // x = cos t + 2 sin t swings between ±sqrt(5): from 1 up, down, and up to 1 again.
        let swing = Path(subpaths: [.init(start: Point(1, 0), segments: [
            .arc(Arc(center: .zero, u: Vector(1, 0), v: Vector(2, 0), startAngle: 0, sweep: 2 * .pi)),
        ])])
        #expect(abs(PathMeasure(try Path(svgPathData: swing.svgPathData)).length - 4 * 5.0.squareRoot()) < 1e-9, "\(swing.svgPathData)")
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
