import Geometry
import Testing

/// Each command, absolute and relative, builds what the same builder calls build.
@Suite struct SVGPathCommandTests {
    private func expected(_ build: (inout Path) -> Void) -> Path {
        var p = Path()
        build(&p)
        return p
    }

    /// After an arc the path ends at the arc's computed end, a rounding step from the end
    /// written in most arcs; a control point written as that end (`C` repeating it, `c 0,0`, an
    /// `S` or `T` with nothing to mirror) is where the path is, exactly. A rounding step off, it
    /// made a hook 1e-13 long at the joint, which a descent could stop at (found by fuzzing).
    @Test func aControlPointWrittenAtTheCurrentPointIsExactlyThere() throws {
        var exact = 0
        for k in 0..<200 {
            let (x, y) = (Double(k % 37) * 13.7 + 0.1, Double(k % 23) * 21.3 + 0.7)
            let arc = "M \(x + 300) \(y) A \(200 + Double(k)) \(150 + Double(k) / 2) \(k % 90) 0 1 \(x) \(y)"
            for tail in ["C \(x) \(y) 0 0 10 10", "c 0 0 -5 -5 10 10", "S 0 0 10 10", "T 10 10"] {
                let path = try Path(svgPathData: arc + " " + tail)
                if case .arc(let a) = path.segments[0], a.end == Point(x, y) { exact += 1 }
                switch path.segments[1] {
                case .cubic(let c): #expect(c.p1 == c.p0, "\(arc) \(tail)")
                case .quad(let q): #expect(q.p1 == q.p0, "\(arc) \(tail)")
                default: Issue.record("\(arc) \(tail): \(path.segments[1])")
                }
            }
        }
        // The case is real: most arcs end a rounding step from their written end.
        #expect(exact < 400, "\(exact) of 800 arcs end exactly where written")
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
