@testable import Geometry
import Testing

/// The quadrature tables computed at first use (internal, hence `@testable`).
@Suite struct GaussLegendreTests {
    /// A speed function that is really `t^k`, to feed the rule monomials.
    private struct Monomial: ArcLengthIntegrand {
        let k: Int
        func speed(at t: Double) -> Double { pow(t, Double(k)) }
        func speedSquared(at t: Double) -> Double { pow(t, Double(2 * k)) }
        func speedAndSlope(at t: Double) -> (Double, Double) { (pow(t, Double(k)), Double(k) * pow(t, Double(k - 1))) }
        func accelerationSquared(at t: Double) -> Double { 0 }
        var lengthEstimate: Double { 1 }
        func speedBound(center: Double, radius: Double, height: Double) -> Double { 1 }
        func forEachBranchPoint(_ body: (Double, Double) -> Void) {}
    }

    @Test func everyRuleIsExactForPolynomialsOfDegreeTwoNMinusOne() {
        for n in 1...GaussLegendre.maxPoints {
            for k in [0, n, 2 * n - 1] {
                // integral_0^1 t^k dt = 1 / (k + 1)
                let value = GaussLegendre.shared.integrate(Monomial(k: k), points: n, from: 0, to: 1)
                expectClose(value, 1 / Double(k + 1), within: 1e-14, "n = \(n), k = \(k)")
            }
        }
    }

    @Test func fastLogIsAccurateEnoughToChooseOrders() {
        for x in [1e-300, 1e-5, 0.5, 1, 1.5, 2, 3.7, 1e10, 1e300] {
            expectClose(ArcLengthIntegrator.fastLog(x), log(x), within: 1e-7, "x = \(x)")
        }
    }
}
