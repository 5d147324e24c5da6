import Geometry
import Testing

/// Implicit repeats, numbers, separators and flags: the lexical corners of the grammar.
@Suite struct SVGPathSyntaxTests {
    private func points(_ data: String) throws -> [Point] {
        let p = try Path(svgPathData: data)
        return p.subpaths.flatMap { sp in [sp.start] + sp.segments.map(\.end) }
    }

    @Test func pairsAfterMoveToAreLineTos() throws {
        let p = try Path(svgPathData: "M 0 0 1 1 2 3")
        #expect(p.segments == [.line(Line(.zero, Point(1, 1))), .line(Line(Point(1, 1), Point(2, 3)))])
    }

    @Test func pairsAfterRelativeMoveToAreRelativeLineTos() throws {
        #expect(try points("m 1 1 2 2 3 3") == [Point(1, 1), Point(3, 3), Point(6, 6)])
    }

    @Test func lineToRepeatsWithItsArguments() throws {
        #expect(try points("M 0 0 L 1 1 2 2 3 3") == [.zero, Point(1, 1), Point(2, 2), Point(3, 3)])
    }

    @Test func relativeRepeatsAreEachMeasuredFromTheLatestPoint() throws {
        #expect(try points("M 0 0 h 1 2 3 v 1 1") == [.zero, Point(1, 0), Point(3, 0), Point(6, 0), Point(6, 1), Point(6, 2)])
    }

    @Test func cubicRepeatsEverySixNumbers() throws {
        let p = try Path(svgPathData: "M0 0C1 1 2 2 3 3 4 4 5 5 6 6")
        #expect(p.segments == [
            .cubic(CubicBezier(.zero, Point(1, 1), Point(2, 2), Point(3, 3))),
            .cubic(CubicBezier(Point(3, 3), Point(4, 4), Point(5, 5), Point(6, 6))),
        ])
    }

    @Test func arcRepeatsEverySevenArguments() throws {
        let p = try Path(svgPathData: "M 0 0 a 5 5 0 0 1 10 0 5 5 0 0 1 10 0")
        #expect(p.segments.count == 2)
        expectSVGClose(p.segments[1].end, Point(20, 0))
    }

    @Test func commaMaySeparateRepeatedArguments() throws {
        #expect(try points("M 0 0 L 1,1, 2,2") == [.zero, Point(1, 1), Point(2, 2)])
    }

    @Test func exponentNumbersAreRead() throws {
        #expect(try points("M 1e-3 1E+2 L 2e2 -3E-1") == [Point(0.001, 100), Point(200, -0.3)])
    }

    @Test func numbersMayStartWithADecimalPoint() throws {
        #expect(try points("M -.5 .25") == [Point(-0.5, 0.25)])
    }

    @Test func aSecondDecimalPointStartsASecondNumber() throws {
        #expect(try points("M.5.5") == [Point(0.5, 0.5)])
    }

    @Test func aSignStartsASecondNumber() throws {
        #expect(try points("M1-2") == [Point(1, -2)])
    }

    @Test func aPlusSignIsAllowed() throws {
        #expect(try points("M+3 +4") == [Point(3, 4)])
    }

    @Test func aTrailingDecimalPointIsAllowed() throws {
        #expect(try points("M 1. 2.e1") == [Point(1, 20)])
    }

    @Test func numbersAreCorrectlyRounded() throws {
        #expect(try points("M 0.1 470.710678118655") == [Point(0.1, 470.710678118655)])
    }

    @Test func anyMixOfWhitespaceAndOneCommaSeparates() throws {
        #expect(try points("M\t1 ,\n2\r\nL 3,4") == [Point(1, 2), Point(3, 4)])
    }

    @Test func arcFlagsNeedNoSeparators() throws {
        let p = try Path(svgPathData: "M 0 0 a25,25 0 1,0 50,0")
        let arc = try #require(p.segments.first.flatMap(svgArc))
        expectSVGClose(arc.center, Point(25, 0))
        expectSVGClose(arc.sweep, -.pi)
        expectSVGClose(arc.end, Point(50, 0))
    }

    @Test func arcFlagsRunIntoTheFollowingNumber() throws {
        // "0150 50" is the flags 0 and 1, then x = 50 and y = 50.
        let p = try Path(svgPathData: "M 0 0 A1 1 0 0150 50")
        let arc = try #require(p.segments.first.flatMap(svgArc))
        expectSVGClose(arc.end, Point(50, 50))
        expectSVGClose(arc.center, Point(25, 25))
        expectSVGClose(arc.sweep, .pi)
    }
}
