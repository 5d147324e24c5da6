import Foundation
import Motion
import Testing

@Suite("Time warp")
struct TimeWarpTests {
    /// No slowdown: the motion's clock is the scene's.
    @Test func aSlowdownOfOneChangesNothing() {
        let warp = TimeWarp(from: 1, to: 2) { _ in 1 }
        for t in stride(from: 0.0, through: 3, by: 0.1) {
            #expect(abs(warp.motionTime(at: t) - t) < 1e-12)
            #expect(warp.rate(at: t) == 1)
        }
        #expect(warp.delay == 0)
    }

    /// Twice as slow over [0, 1]: the motion reaches 1 at scene time 2, and runs a second behind
    /// from there on; slowdowns under 1 count as 1.
    @Test func aConstantSlowdownStretchesItsSpan() {
        let warp = TimeWarp(from: 0, to: 1) { _ in 2 }
        #expect(abs(warp.delay - 1) < 1e-12)
        #expect(abs(warp.motionTime(at: 1) - 0.5) < 1e-12)
        #expect(abs(warp.motionTime(at: 3) - 2) < 1e-12)
        #expect(abs(warp.sceneTime(at: 0.25) - 0.5) < 1e-12)
        #expect(abs(warp.rate(at: 1) - 0.5) < 1e-12)
        #expect(warp.rate(at: 2.5) == 1)
        let faster = TimeWarp(from: 0, to: 1) { _ in 0.5 }
        #expect(faster.delay == 0 && faster.motionTime(at: 0.7) == 0.7)
    }

    /// Slowdown 1 + tau over [0, 1]: scene time t(tau) = tau + tau^2 / 2, so the motion's time
    /// at scene time t is sqrt(1 + 2t) - 1, and it ends half a second late.
    @Test func aLinearSlowdownFollowsTheClosedForm() {
        let warp = TimeWarp(from: 0, to: 1, pieces: 100) { 1 + $0 }
        #expect(abs(warp.delay - 0.5) < 1e-12)
        for t in stride(from: 0.0, through: 1.5, by: 0.05) {
            let exact = (1 + 2 * t).squareRoot() - 1
            #expect(abs(warp.motionTime(at: t) - exact) < 1e-12, "t = \(t)")
            #expect(abs(warp.sceneTime(at: exact) - t) < 1e-12, "t = \(t)")
            // (From the end on, at 1.5, the motion is at its own pace.)
            #expect(abs(warp.rate(at: t) - (t < 1.5 ? 1 / (1 + exact) : 1)) < 1e-12, "t = \(t)")
        }
    }

    /// An empty or reversed span, or a NaN slowdown, slows nothing.
    /// A slowdown that jumps from 1 to 2 between two steps (at motion time 0.51, steps 0.1
    /// apart): followed as linear between the steps, the motion runs faster than half speed
    /// just after the jump; holding peaks, nowhere after it, and still exactly at half speed
    /// a step on; before the piece of the jump, not slowed at all.
    @Test func holdingPeaksSlowsAJumpsWholePiece() {
        let jump = { (tau: Double) in tau < 0.51 ? 1.0 : 2.0 }
        let linear = TimeWarp(from: 0, to: 1, pieces: 10, slowdown: jump)
        let held = TimeWarp(from: 0, to: 1, pieces: 10, holdingPeaks: true, slowdown: jump)
        let justAfter = held.sceneTime(at: 0.52)
        #expect(linear.rate(at: linear.sceneTime(at: 0.52)) > 0.51, "the linear one is already slowed")
        for t in stride(from: held.sceneTime(at: 0.5), through: held.sceneTime(at: 1), by: 0.01) {
            #expect(held.rate(at: t) <= 0.5 + 1e-12, "at \(t) the motion runs at \(held.rate(at: t))")
        }
        #expect(held.rate(at: justAfter) == 0.5)
        #expect(held.rate(at: held.sceneTime(at: 0.35)) == 1)
        #expect(abs(held.motionTime(at: 0.35) - 0.35) < 1e-12)
    }

    @Test func degenerateSpansSlowNothing() {
        for warp in [TimeWarp(from: 1, to: 1) { _ in 5 }, TimeWarp(from: 2, to: 1) { _ in 5 },
                     TimeWarp(from: 0, to: .nan) { _ in 5 }, TimeWarp(from: 0, to: 1) { _ in .nan }] {
            #expect(warp.delay == 0)
            #expect(warp.motionTime(at: 0.5) == 0.5 && warp.motionTime(at: 7) == 7)
        }
    }
}
