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
}
