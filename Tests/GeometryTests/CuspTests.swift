@testable import Geometry
import Testing

/// Corners of a path (joints turning by more than a degree) and cusps inside cubics, where the
/// derivative vanishes and the direction of travel reverses.
@Suite struct CuspTests {
    /// A 60-degree turn is a corner at any scale (the squares of huge or tiny legs used to over-
    /// or underflow, and it read as smooth); a turn of half a degree is not.
    @Test func cornersAreFoundAtAnyScale() throws {
        for scale in [1e-100, 1e-75, 1.0, 1e75, 1e100] {
            let m = PathMeasure(try Path(svgPathData: "M 0 0 L 100 0 L 150 86.6").transformed(by: .scale(scale)))
            #expect(m.segmentCorners == [.atEnd, .atStart], "scale \(scale)")
        }
        let gentle = PathMeasure(try Path(svgPathData: "M 0 0 L 100 0 L 200 0.87"))
        #expect(gentle.segmentCorners == [[], []])
    }

    @Test func aCubicTurningBackOnItselfHasACuspWhereItsDerivativeVanishes() throws {
        // B'(t)/3 = (100, -100)(1-t)^2 + (-100, 0) 2(1-t)t + (100, 100) t^2 = (100 (1-2t)^2, 100 (2t-1)).
        let c = CubicBezier(Point(0, 50), Point(100, -50), Point(0, -50), Point(100, 50))
        let t = try #require(PathMeasure.cusp(of: c))
        #expect(abs(t - 0.5) < 1e-12)
        #expect(c.derivative(at: t).length < 1e-9)
    }

    @Test func smoothCubicsAndLoopsHaveNone() {
        // An S, an arch, and a loop (its derivative turns all the way round without vanishing).
        let s = CubicBezier(Point(0, 0), Point(100, 0), Point(0, 100), Point(100, 100))
        let arch = CubicBezier(Point(0, 0), Point(0, 100), Point(100, 100), Point(100, 0))
        let loop = CubicBezier(Point(0, 0), Point(150, 100), Point(-50, 100), Point(100, 0))
        #expect(PathMeasure.cusp(of: s) == nil)
        #expect(PathMeasure.cusp(of: arch) == nil)
        #expect(PathMeasure.cusp(of: loop) == nil)
        #expect(PathMeasure.cusp(of: CubicBezier(Point(1, 1), Point(1, 1), Point(1, 1), Point(1, 1))) == nil)
    }

    /// A measure marks the cubics whose derivative's triangle holds the origin, the only ones a
    /// drag looks for a cusp in: the cusped curve and the loop, not the S or an arch turning less
    /// than half a turn (the derivative of one turning a half turn or more goes round the origin).
    @Test func aMeasureMarksTheCubicsThatMayHaveACusp() throws {
        let m = PathMeasure(try Path(svgPathData: """
            M 0 50 C 100 -50 0 -50 100 50 C 250 150 50 150 200 50 C 300 50 200 150 300 150 C 300 250 400 250 420 150
            """))
        #expect(m.segmentCorners.map { $0.contains(.mayHaveCusp) } == [true, true, false, false])
    }
}
