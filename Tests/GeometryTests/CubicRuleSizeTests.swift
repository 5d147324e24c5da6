@testable import Geometry
import Foundation
import Testing

/// The rule sizes of cubic pieces, chosen from an a-priori error bound (internal, hence
/// `@testable`): the constants the bound rests on, and the rules it picks against references.
@Suite struct CubicRuleSizeTests {
    /// `|b_j|` for the coefficients `b_j` of `sqrt(1 - v)`, from the ratio
    /// `b_j / b_(j-1) = (j - 3/2) / j`.
    private func squareRootCoefficients(_ count: Int) -> [Double] {
        var b = [1.0]
        for j in 1..<count { b.append(b[j - 1] * abs((Double(j) - 1.5) / Double(j))) }
        return b
    }

    private func product(_ x: [Double], _ y: [Double]) -> [Double] {
        (0..<x.count).map { j in (0...j).reduce(0.0) { $0 + x[$1] * y[j - $1] } }
    }

    /// `j^(3/2)` times the coefficients of `B(v)^2 B(r v)^2`, `B(v) = 2 - sqrt(1 - v)`, stay
    /// under the chord from `C(0)` to `C(1)` for `j >= 2`: the decay the bound counts on.
    @Test func majorantCoefficientsFallLikeThreeHalvesPower() {
        let count = 1500
        let b = squareRootCoefficients(count)
        let squared = product(b, b)  // B(v)^2: B's coefficients are |b_j| (b_0 = 1)
        for r in [0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0] {
            let scaled = squared.enumerated().map { j, c in c * pow(r, Double(j)) }
            let psi = product(squared, scaled)
            let chord = ArcLengthIntegrator.coefficientDecayAtZero * (1 - r) + ArcLengthIntegrator.coefficientDecayAtOne * r
            for j in 2..<count {
                let decay = pow(Double(j), 1.5) * psi[j]
                #expect(decay <= chord, "r = \(r), j = \(j): \(decay) above \(chord)")
            }
        }
    }

    /// The gain the rule search assumes for the largest rule is at least `1.5 log(2 N)`, and the
    /// gain it credits a smaller one with never more than `1.5 log(2n)`.
    @Test func decayGainsBracketTheirLogarithm() {
        let largest = GaussLegendre.maxPoints
        #expect(ArcLengthIntegrator.largestDecayGain >= 1.5 * log(Double(2 * largest)))
        for n in 1...largest {
            let gain = ArcLengthIntegrator.decayGainFromBelow(Lanes(repeating: Double(n)))[0]
            #expect(gain <= 1.5 * log(Double(2 * n)) && gain >= 1.5 * log(Double(2 * n)) - 0.15, "n = \(n): \(gain)")
        }
    }

    /// For random cubics and random pieces of them, some close to a branch point, the rule
    /// chosen meets its tolerance against adaptive Simpson.
    @Test func chosenRulesMeetTheirTolerance() {
        var random = SeededRandom(seed: 7)
        var checked = 0
        for round in 0..<60 {
            let cubics = (0..<4).map { _ in random.cubic(in: 100) }
            var f = CubicLanes()
            for (lane, c) in cubics.enumerated() {
                let s = CubicSpeed(c)
                (f.ax[lane], f.ay[lane], f.bx[lane], f.by[lane]) = (s.a.dx, s.a.dy, s.b.dx, s.b.dy)
                (f.cx[lane], f.cy[lane]) = (s.c.dx, s.c.dy)
                f.aLength[lane] = s.a.length
                f.bLength[lane] = abs(s.b.dx) + abs(s.b.dy)
            }
            let (z1, z2) = ArcLengthIntegrator.branchPoints(f)
            var a = Lanes(), b = Lanes()
            for lane in 0..<4 {
                // Every other round, a narrow piece ending near the branch point's real part.
                let near = min(max(z1.re[lane], 0.05), 0.95)
                let (lo, hi) = round % 2 == 0 ? (random.next(), random.next()) : (near - 0.05 * random.next(), near)
                (a[lane], b[lane]) = (min(lo, hi), max(lo, hi) + 1e-3)
            }
            // Per unit of parameter, on speeds of about 100: relative 1e-5 to 1e-12.
            let tolerance = Lanes(repeating: pow(10, -3 - 7 * random.next()))
            let (major2, farMajor2, _) = ArcLengthIntegrator.nearestBranchPoint(z1, z2, from: a, to: b)
            let points = ArcLengthIntegrator.ruleSize(f, from: a, to: b, major2: major2, farMajor2: farMajor2,
                                                      tolerance: tolerance)
            for lane in 0..<4 where points[lane] > 0 {
                let c = cubics[lane]
                let speed = CubicSpeed(c)
                let rule = GaussLegendre.shared.integrate(speed, points: Int(points[lane]), from: a[lane], to: b[lane])
                let allowed = tolerance[lane] * (b[lane] - a[lane])
                let exact = adaptiveSimpson(a[lane], b[lane], tolerance: 1e-3 * allowed) { c.derivative(at: $0).length }
                expectClose(rule, exact, within: allowed, "\(c) on [\(a[lane]), \(b[lane])], \(Int(points[lane])) points")
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
