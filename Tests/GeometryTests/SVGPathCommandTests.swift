import Geometry
import Testing

/// Each command, absolute and relative, builds what the same builder calls build.
@Suite struct SVGPathCommandTests {
    private func expected(_ build: (inout Path) -> Void) -> Path {
        var p = Path()
        build(&p)
        return p
    }

    @Test func absoluteMoveToStartsASubpathThere() throws {
        #expect(try Path(svgPathData: "M 10 20") == expected { $0.move(to: Point(10, 20)) })
    }

    @Test func relativeMoveToAtTheStartIsMeasuredFromTheOrigin() throws {
        #expect(try Path(svgPathData: "m 10 20") == expected { $0.move(to: Point(10, 20)) })
    }

    @Test func relativeMoveToIsMeasuredFromTheCurrentPoint() throws {
        let p = try Path(svgPathData: "M 10 20 L 30 40 m 5 6 l 1 1")
        #expect(p.subpaths.count == 2)
        #expect(p.subpaths[1].start == Point(35, 46))
        #expect(p.subpaths[1].segments == [.line(Line(Point(35, 46), Point(36, 47)))])
    }

    @Test func absoluteLineToDrawsToThePoint() throws {
        #expect(try Path(svgPathData: "M 1 2 L 3 4") == expected {
            $0.move(to: Point(1, 2)); $0.line(to: Point(3, 4))
        })
    }

    @Test func relativeLineToAddsToTheCurrentPoint() throws {
        #expect(try Path(svgPathData: "M 1 2 l 3 4") == expected {
            $0.move(to: Point(1, 2)); $0.line(to: Point(4, 6))
        })
    }

    @Test func horizontalLineToKeepsY() throws {
        #expect(try Path(svgPathData: "M 1 2 H 7 h 3") == expected {
            $0.move(to: Point(1, 2)); $0.line(to: Point(7, 2)); $0.line(to: Point(10, 2))
        })
    }

    @Test func verticalLineToKeepsX() throws {
        #expect(try Path(svgPathData: "M 1 2 V 7 v 3") == expected {
            $0.move(to: Point(1, 2)); $0.line(to: Point(1, 7)); $0.line(to: Point(1, 10))
        })
    }

    @Test func absoluteCubicTakesBothControlPoints() throws {
        #expect(try Path(svgPathData: "M 1 1 C 2 3 4 5 6 7") == expected {
            $0.move(to: Point(1, 1)); $0.curve(to: Point(6, 7), control1: Point(2, 3), control2: Point(4, 5))
        })
    }

    @Test func relativeCubicOffsetsEveryPointFromTheCommandsStart() throws {
        #expect(try Path(svgPathData: "M 1 1 c 1 2 3 4 5 6") == expected {
            $0.move(to: Point(1, 1)); $0.curve(to: Point(6, 7), control1: Point(2, 3), control2: Point(4, 5))
        })
    }

    @Test func absoluteQuadTakesItsControlPoint() throws {
        #expect(try Path(svgPathData: "M 1 1 Q 2 3 4 5") == expected {
            $0.move(to: Point(1, 1)); $0.quadCurve(to: Point(4, 5), control: Point(2, 3))
        })
    }

    @Test func relativeQuadOffsetsBothPointsFromTheCommandsStart() throws {
        #expect(try Path(svgPathData: "M 1 1 q 1 2 3 4") == expected {
            $0.move(to: Point(1, 1)); $0.quadCurve(to: Point(4, 5), control: Point(2, 3))
        })
    }

    @Test func absoluteSmoothCubicTakesTheSecondControlAndEnd() throws {
        #expect(try Path(svgPathData: "M 0 0 S 1 2 3 4") == expected {
            $0.move(to: .zero); $0.curve(to: Point(3, 4), control1: .zero, control2: Point(1, 2))
        })
    }

    @Test func relativeSmoothCubicOffsetsFromTheCommandsStart() throws {
        #expect(try Path(svgPathData: "M 1 1 s 1 2 3 4") == expected {
            $0.move(to: Point(1, 1)); $0.curve(to: Point(4, 5), control1: Point(1, 1), control2: Point(2, 3))
        })
    }

    @Test func absoluteSmoothQuadTakesTheEnd() throws {
        #expect(try Path(svgPathData: "M 1 1 T 3 4") == expected {
            $0.move(to: Point(1, 1)); $0.quadCurve(to: Point(3, 4), control: Point(1, 1))
        })
    }

    @Test func relativeSmoothQuadOffsetsFromTheCommandsStart() throws {
        #expect(try Path(svgPathData: "M 1 1 t 3 4") == expected {
            $0.move(to: Point(1, 1)); $0.quadCurve(to: Point(4, 5), control: Point(1, 1))
        })
    }

    @Test func absoluteArcReachesItsEndPoint() throws {
        let p = try Path(svgPathData: "M 0 0 A 50 50 0 0 1 100 0")
        let arc = try #require(p.segments.first.flatMap(svgArc))
        #expect(p.segments.count == 1)
        expectSVGClose(arc.center, Point(50, 0))
        expectSVGClose(arc.end, Point(100, 0))
    }

    @Test func relativeArcEndIsMeasuredFromTheCurrentPoint() throws {
        let p = try Path(svgPathData: "M 10 10 a 5 5 0 0 0 10 0")
        let arc = try #require(p.segments.first.flatMap(svgArc))
        expectSVGClose(arc.center, Point(15, 10))
        expectSVGClose(arc.end, Point(20, 10))
        expectSVGClose(arc.sweep, -.pi)
    }

    @Test func closeDrawsALineBackToTheSubpathStart() throws {
        let p = try Path(svgPathData: "M 0 0 L 10 0 L 10 10 Z")
        #expect(p.subpaths.count == 1)
        #expect(p.subpaths[0].isClosed)
        #expect(p.segments.last == .line(Line(Point(10, 10), .zero)))
    }

    @Test func lowercaseCloseIsTheSameAsUppercase() throws {
        #expect(try Path(svgPathData: "M 0 0 L 10 0 L 10 10 z") == Path(svgPathData: "M 0 0 L 10 0 L 10 10 Z"))
    }

    @Test func relativeCommandAfterCloseIsMeasuredFromTheSubpathStart() throws {
        let p = try Path(svgPathData: "M 1 2 L 10 0 L 10 10 Z l 5 5")
        #expect(p.subpaths.count == 2)
        #expect(p.subpaths[1].start == Point(1, 2))
        #expect(p.subpaths[1].segments == [.line(Line(Point(1, 2), Point(6, 7)))])
    }

    @Test func commandAfterCloseWithoutMoveStartsAtTheSubpathStart() throws {
        let p = try Path(svgPathData: "M 1 2 L 10 0 z L 5 5")
        #expect(p.subpaths.count == 2)
        #expect(p.subpaths[1].start == Point(1, 2))
        #expect(p.subpaths[1].segments == [.line(Line(Point(1, 2), Point(5, 5)))])
    }

    @Test func emptyDataIsTheEmptyPath() throws {
        #expect(try Path(svgPathData: "") == Path())
    }

    @Test func whitespaceOnlyDataIsTheEmptyPath() throws {
        #expect(try Path(svgPathData: " \t\r\n ") == Path())
    }

    @Test func commandsNeedNoSpaceAroundLetters() throws {
        #expect(try Path(svgPathData: "M1 2L3 4l1 1") == expected {
            $0.move(to: Point(1, 2)); $0.line(to: Point(3, 4)); $0.line(to: Point(4, 5))
        })
    }
}
