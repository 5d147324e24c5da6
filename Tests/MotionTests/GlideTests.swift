import Foundation
import Motion
import Testing

@Suite("Glide: exponential deceleration")
struct GlideTests {
    @Test func distanceFollowsTheClosedForm() {
        let g = Glide(initialSpeed: 800, startTime: 2, timeConstant: 0.3)
        for t in [2.0, 2.05, 2.3, 2.9] {
            let expected = 800 * 0.3 * (1 - exp(-(t - 2) / 0.3))
            #expect(abs(g.distance(at: t) - expected) < 1e-9)
        }
    }

    @Test func itEndsWhenTheSpeedFallsToTheStopSpeed() {
        let g = Glide(initialSpeed: -500, startTime: 0, timeConstant: 0.25)
        // 500 e^(-t/0.25) = 5  =>  t = 0.25 ln 100.
        #expect(abs(g.endTime - 0.25 * log(100)) < 1e-12)
        #expect(g.speed(at: g.endTime + 0.01) == 0)
        #expect(g.distance(at: 100) == g.distance(at: g.endTime))
        #expect(g.distance(at: 100) < 0)
    }

    @Test func aSlowReleaseEndsAtOnce() {
        let g = Glide(initialSpeed: 3, startTime: 1)
        #expect(g.endTime == 1)
        #expect(g.distance(at: 5) == 0)
    }

    /// A stop speed of zero or less, a speed that is not finite, or no time constant: the
    /// glide is over at once, and covers no distance (not NaN).
    @Test func aGlideThatCannotRunIsOverAtOnce() {
        for g in [Glide(initialSpeed: 800, startTime: 2, stopSpeed: 0), Glide(initialSpeed: 800, startTime: 2, stopSpeed: -1),
                  Glide(initialSpeed: .nan, startTime: 2), Glide(initialSpeed: .infinity, startTime: 2),
                  Glide(initialSpeed: 800, startTime: 2, timeConstant: 0)] {
            #expect(g.endTime == 2 && g.distance(at: 3) == 0 && g.speed(at: 3) == 0, "\(g)")
            // Before it starts as well (with no time constant, the speed was 0/0).
            #expect(g.distance(at: 1) == 0 && g.speed(at: 1) == 0, "\(g)")
        }
    }

    /// Before its start a glide has covered nothing and has no speed; from its start on, the
    /// closed form `v0 e^(-t/tau)`.
    @Test func itHasNoSpeedBeforeItStarts() {
        let g = Glide(initialSpeed: 1000, startTime: 2, timeConstant: 0.5)
        #expect(g.speed(at: 1.9) == 0 && g.distance(at: 1.9) == 0)
        #expect(g.speed(at: 2) == 1000)
        #expect(abs(g.speed(at: 2.5) - 1000 * exp(-1)) < 1e-9)
    }
}

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test func steadyMotionGivesItsSpeed() {
        var v = VelocityTracker(window: 0.1)
        for i in 0...20 { v.add(Double(i) * 4, at: Double(i) / 60) }
        #expect(abs(v.speed(at: 20.0 / 60) - 240) < 1e-9)
    }

    /// Steady motion sampled off the window's edges still gives its speed: the motion into the
    /// window is taken from where the line between the samples on either side crosses its start.
    @Test func steadyMotionSampledOffTheWindowsStartGivesItsSpeed() {
        var v = VelocityTracker(window: 0.1)
        for i in 0...20 { v.add(Double(i) * 3, at: Double(i) * 0.013) }
        #expect(abs(v.speed(at: 20 * 0.013) - 3 / 0.013) < 1e-6)
    }

    /// Held still for a third of a second, then nudged 1.4 px twice 8 ms apart just before the
    /// query: 2.8 px over the window is under 30 px/s (the two nudges alone read as 175 px/s).
    @Test func aNudgeAfterAHoldIsMeasuredOverTheWholeWindow() {
        var v = VelocityTracker(window: 0.1)
        v.add(0, at: 0)
        v.add(16, at: 0.05)
        v.add(17.4, at: 0.386)
        v.add(18.8, at: 0.394)
        let speed = v.speed(at: 0.394)
        // Still at 16 from the hold's start (0.05) to 0.336, half a window before the first
        // nudge: so at the window's start, 0.294.
        #expect(abs(speed - (18.8 - 16) / 0.1) < 1e-9)
        #expect(speed < 30)
    }

    /// After a hold, a 20 px move reported in one event or in four gives the same speed: 20 px
    /// over the window (to the last move). (Spread over the hold, the one event read as 36 px/s and the four as
    /// 150; found by a first-time user.)
    @Test func aMoveAfterAHoldGivesOneSpeedHoweverItIsReported() {
        var once = VelocityTracker(window: 0.1), inFour = VelocityTracker(window: 0.1)
        once.add(0, at: 0.05)
        once.add(20, at: 0.5667)
        inFour.add(0, at: 0.05)
        for i in 1...4 { inFour.add(5 * Double(i), at: 0.5667 + Double(i - 1) / 120) }
        // Each let go 1 ms after its last move: 20 px over the window's 99 ms to that move.
        #expect(abs(once.speed(at: 0.5677) - 20 / 0.099) < 1e-9)
        #expect(abs(inFour.speed(at: 0.5927) - 20 / 0.099) < 1e-9)
    }

    /// A pull back a little further than the flick's motion in the window gives about the
    /// speed of one a little shorter: the pull back's, over the window. (Further, only what went
    /// past the window's start counted: releases a few ms apart glided back at 754 px/s or
    /// stopped dead; found by a first-time user.)
    @Test func aPullBackJustPastTheWindowsMotionGivesTheSameSpeed() {
        func speed(pullingBack back: Double) -> Double {
            var v = VelocityTracker(window: 0.1)
            // 20 px a frame forward, then `back` px a frame for the window's last three frames.
            var p = 0.0
            for i in 0...12 {
                p += i <= 9 ? 20 : -back
                v.add(p, at: Double(i) / 60)
            }
            return v.speed(at: 12.0 / 60)
        }
        let short = speed(pullingBack: 19), far = speed(pullingBack: 21)
        // Over the window (frames 6 to 12): 4 frames forward, 80 px; back 57 or 63.
        #expect(abs(short - -570) < 1e-9)
        #expect(abs(far - -630) < 1e-9)
    }

    /// A flick forward at 20 px a frame, then pulled back 10 px a frame for the window's last
    /// three frames: the motion at the query is backward, so the speed is too. Only the pull
    /// back counts, its 30 px over the window's tenth of a second (the window's average, +300,
    /// glided the handle on in the flick's direction; found by a first-time user).
    @Test func aPullBackAfterAFlickGivesABackwardSpeed() {
        var v = VelocityTracker(window: 0.1)
        for (i, p) in [0.0, 20, 40, 60, 80, 70, 60, 50].enumerated() { v.add(p, at: Double(i) / 60) }
        #expect(abs(v.speed(at: 7.0 / 60) - -300) < 1e-9)
    }

    /// Pulled back exactly as far as it went within the window, it is the pull back that counts
    /// (the window's whole motion, none, stopped it dead; found by a first-time user).
    @Test func aPullBackUndoingTheWindowsMotionGivesABackwardSpeed() {
        var v = VelocityTracker(window: 0.1)
        for (i, p) in [0.0, 12, 24, 36, 48, 60, 72, 60, 48, 36].enumerated() { v.add(p, at: Double(i) / 60) }
        // Over the window, 6 frames from 36 to 36; the pull back: 36 px back from 72.
        #expect(abs(v.speed(at: 9.0 / 60) - -360) < 1e-9)
    }

    /// A flick pulled back 2 px at the last frame stops: 2 px over the window is 20 px/s, under
    /// a glide's 30. A pointer trembling a pixel back and forth after a hold gives no speed either.
    @Test func aSmallPullBackOrATrembleGivesLittleSpeed() {
        var flick = VelocityTracker(window: 0.1)
        for (i, p) in [0.0, 20, 40, 60, 80, 100, 98].enumerated() { flick.add(p, at: Double(i) / 60) }
        #expect(abs(flick.speed(at: 6.0 / 60) - -20) < 1e-9)
        var tremble = VelocityTracker(window: 0.1)
        tremble.add(0, at: 0)
        for (i, p) in [0.0, 1, 0, 1, 0, 1].enumerated() { tremble.add(p, at: 0.5 + Double(i) * 0.008) }
        #expect(abs(tremble.speed(at: 0.54)) < 30)
    }

    /// Positions scaled by 2 (the path drawn twice as large) give twice the speed.
    @Test func scaledPositionsScaleTheSpeed() {
        var v = VelocityTracker(window: 0.1)
        for i in 0...20 { v.add(Double(i) * 4, at: Double(i) / 60) }
        v.scalePositions(by: 2)
        #expect(abs(v.speed(at: 20.0 / 60) - 480) < 1e-9)
    }

    @Test func aPauseBeforeTheQueryMeansNoSpeed() {
        var v = VelocityTracker(window: 0.1)
        for i in 0...20 { v.add(Double(i) * 4, at: Double(i) / 60) }
        #expect(v.speed(at: 1.0) == 0)
    }
}
