import Geometry
import Motion
import Testing

@Suite("Velocity blend")
struct VelocityBlendTests {
    let blend = VelocityBlend(startTime: 1, duration: 0.5, deltaVelocity: Vector(200, -80))

    @Test func startsWithNoOffsetAndTheMissingVelocity() {
        #expect(blend.offset(at: 1) == .zero)
        #expect(blend.velocity(at: 1) == Vector(200, -80))
    }

    @Test func endsWithNoOffsetAndNoVelocity() {
        #expect(blend.offset(at: 1.5) == .zero)
        #expect(blend.velocity(at: 1.5) == .zero)
        #expect(blend.offset(at: 1.4999999).length < 1e-9)
    }

    @Test func velocityIsTheDerivativeOfTheOffset() {
        for t in [1.05, 1.2, 1.33, 1.45] {
            let h = 1e-6
            let numeric = (blend.offset(at: t + h) - blend.offset(at: t - h)) / (2 * h)
            #expect((numeric - blend.velocity(at: t)).length < 1e-4)
        }
    }

    @Test func accelerationStartsAtZero() {
        // f''(0) = 0: the velocity barely changes over the first microseconds.
        let dv = (blend.velocity(at: 1 + 1e-6) - blend.velocity(at: 1)).length
        #expect(dv < 1e-6)
    }

    /// f(u) = u (1 - u)^3 (1 + 3u) peaks at u = 1/3 with 16/81: scanned here, not taken from the code.
    @Test func theOffsetPeaksAtAThirdWithSixteenEightyFirsts() {
        let peak = (0...3000).map { blend.offset(at: 1 + 0.5 * Double($0) / 3000).length }.max() ?? 0
        let bound = Vector(200, -80).length * 0.5 * 16 / 81
        #expect(peak <= bound * (1 + 1e-12))
        #expect(peak >= bound * (1 - 1e-6))
        #expect(abs(blend.offset(at: 1 + 0.5 / 3).length - bound) <= 1e-12 * bound)
    }

    /// A fast change of velocity gets a blend short enough to swing out `swing` px at most; a
    /// slow one keeps the longest duration.
    @Test func aSwingBoundShortensTheBlendOfAFastChange() {
        let fast = VelocityBlend(startTime: 0, deltaVelocity: Vector(-3000, 0), longest: 0.6, swing: 60)
        // 60 / (3000 * 16 / 81) = 0.10125 s.
        #expect(abs(fast.duration - 0.10125) < 1e-12)
        let peak = (0...3000).map { fast.offset(at: fast.duration * Double($0) / 3000).length }.max() ?? 0
        #expect(peak <= 60 * (1 + 1e-12) && peak >= 60 * (1 - 1e-6))
        let slow = VelocityBlend(startTime: 0, deltaVelocity: Vector(100, 100), longest: 0.6, swing: 60)
        #expect(slow.duration == 0.6)
        let none = VelocityBlend(startTime: 0, deltaVelocity: .zero, longest: 0.6, swing: 60)
        #expect(none.duration == 0.6 && none.offset(at: 0.3) == .zero)
    }

    /// No swing allowed, or a change of velocity that is not finite: no blend at all.
    @Test func aBlendThatCannotSwingIsNone() {
        for (dv, swing) in [(Vector(300, 0), 0.0), (Vector(300, 0), -5), (Vector(.nan, 0), 60), (Vector(.infinity, 1), 60)] {
            let b = VelocityBlend(startTime: 0, deltaVelocity: dv, longest: 0.6, swing: swing)
            #expect(b.duration == 0 && b.offset(at: 0.1) == .zero, "\(dv), swing \(swing)")
        }
    }
}
