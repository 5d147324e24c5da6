@testable import Geometry
import Testing

/// Cusps inside cubics, where the derivative vanishes and the direction of travel reverses.
@Suite struct CuspTests {
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
}
