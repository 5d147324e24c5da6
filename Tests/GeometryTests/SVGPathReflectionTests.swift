import Geometry
import Testing

/// `S` and `T` mirror the previous control point through the current point: `2 current - c`.
@Suite struct SVGPathReflectionTests {
    @Test func smoothCubicMirrorsThePreviousCubicsSecondControl() throws {
        let p = try Path(svgPathData: "M 0 0 C 10 0 20 10 30 10 S 50 20 60 20")
        // 2 (30, 10) - (20, 10) = (40, 10)
        #expect(p.segments[1] == .cubic(CubicBezier(Point(30, 10), Point(40, 10), Point(50, 20), Point(60, 20))))
    }

    @Test func smoothCubicMirrorsThePreviousSmoothCubic() throws {
        let p = try Path(svgPathData: "M 0 0 S 10 0 20 10 S 40 30 50 50")
        // First S: control1 is the current point (0, 0). Second: 2 (20, 10) - (10, 0) = (30, 20).
        #expect(p.segments[0] == .cubic(CubicBezier(.zero, .zero, Point(10, 0), Point(20, 10))))
        #expect(p.segments[1] == .cubic(CubicBezier(Point(20, 10), Point(30, 20), Point(40, 30), Point(50, 50))))
    }

    @Test func relativeSmoothCubicMirrorsInAbsoluteTerms() throws {
        let p = try Path(svgPathData: "M 0 0 c 10 0 20 10 30 10 s 20 10 30 10")
        #expect(p.segments[1] == .cubic(CubicBezier(Point(30, 10), Point(40, 10), Point(50, 20), Point(60, 20))))
    }

    @Test func smoothCubicAfterALineStartsWithTheCurrentPoint() throws {
        let p = try Path(svgPathData: "M 0 0 L 10 0 S 20 10 30 10")
        #expect(p.segments[1] == .cubic(CubicBezier(Point(10, 0), Point(10, 0), Point(20, 10), Point(30, 10))))
    }

    @Test func smoothCubicAfterAQuadStartsWithTheCurrentPoint() throws {
        let p = try Path(svgPathData: "M 0 0 Q 5 5 10 0 S 20 10 30 10")
        #expect(p.segments[1] == .cubic(CubicBezier(Point(10, 0), Point(10, 0), Point(20, 10), Point(30, 10))))
    }

    @Test func smoothQuadMirrorsThePreviousQuadsControl() throws {
        let p = try Path(svgPathData: "M 0 0 Q 10 10 20 0 T 40 0")
        // 2 (20, 0) - (10, 10) = (30, -10)
        #expect(p.segments[1] == .quad(QuadBezier(Point(20, 0), Point(30, -10), Point(40, 0))))
    }

    @Test func smoothQuadChainsMirrorTheMirroredControl() throws {
        let p = try Path(svgPathData: "M 0 0 Q 10 10 20 0 T 40 0 t 20 0")
        // Second T: 2 (40, 0) - (30, -10) = (50, 10).
        #expect(p.segments[2] == .quad(QuadBezier(Point(40, 0), Point(50, 10), Point(60, 0))))
    }

    @Test func smoothQuadAfterACubicUsesTheCurrentPoint() throws {
        let p = try Path(svgPathData: "M 0 0 C 1 1 2 2 3 0 T 9 0")
        #expect(p.segments[1] == .quad(QuadBezier(Point(3, 0), Point(3, 0), Point(9, 0))))
    }

    @Test func smoothCommandsAfterCloseUseTheCurrentPoint() throws {
        let p = try Path(svgPathData: "M 0 0 C 1 1 2 2 3 0 Z S 5 5 6 0")
        #expect(p.subpaths[1].segments == [.cubic(CubicBezier(.zero, .zero, Point(5, 5), Point(6, 0)))])
    }
}
