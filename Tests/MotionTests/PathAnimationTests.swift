import Foundation
import Geometry
import Motion
import Testing

@Suite("Path animation")
struct PathAnimationTests {
    /// A closed square 100 on a side, from (0, 0) right, down, left and up back to the start.
    let square = try! Path(svgPathData: "M 0 0 L 100 0 L 100 100 L 0 100 Z")

    @Test func pacedMotionCoversEqualLengthsInEqualTimes() {
        let a = PathAnimation(path: square, startTime: 1, duration: 4)
        #expect(a.endTime == 5)
        for (time, point) in [(1.0, Point(0, 0)), (1.5, Point(50, 0)), (2.25, Point(100, 25)), (3.5, Point(50, 100)), (4.75, Point(0, 25))] {
            #expect((a.position(at: time) - point).length < 1e-9, "at \(time): \(a.position(at: time))")
        }
        // 400 px in 4 s along the path's direction.
        #expect((a.velocity(at: 2.25) - Vector(0, 100)).length < 1e-9)
        #expect(a.velocity(at: 5) == .zero && a.velocity(at: 0.5) == .zero)
    }

    /// The direction at the end of a closed path is the one it arrives in (up the left side),
    /// not the first side's: arc length `length` wraps round to the start, and an image turned
    /// along the path snapped a quarter turn on the last frame (found by a library user).
    @Test func theAngleAtTheEndIsTheArrivingDirection() {
        let a = PathAnimation(path: square, startTime: 1, duration: 4)
        #expect(abs(a.angle(at: 1.2) - 0) < 1e-12)
        for time in [4.9, 5, 10] {
            #expect(abs(a.angle(at: time) - -Double.pi / 2) < 1e-12, "at \(time): \(a.angle(at: time))")
        }
        // An open path's end arrives as it did already.
        let open = PathAnimation(path: try! Path(svgPathData: "M 0 0 L 100 0 L 100 100"), startTime: 0, duration: 1)
        #expect(abs(open.angle(at: 1) - Double.pi / 2) < 1e-12)
    }

    /// An animation of no duration is at its end at once, and says it is finished (it showed its
    /// end while it said it was not); a duration that is not a number is taken as none.
    @Test func anAnimationOfNoDurationIsFinishedAtOnce() {
        for duration in [0, -3, Double.nan] {
            let a = PathAnimation(path: square, startTime: 1, duration: duration)
            #expect(a.duration == 0)
            #expect(a.isFinished(at: 0.5) && a.progress(at: 0.5) == 1 && a.velocity(at: 0.5) == .zero)
        }
        let running = PathAnimation(path: square, startTime: 1, duration: 2)
        #expect(!running.isFinished(at: 0.5) && !running.isFinished(at: 2.9) && running.isFinished(at: 3))
    }

    /// Odd times and durations stay within the documented ranges (found by fuzzing): an endless
    /// animation at its start for any finite time and at its end at infinity; a time that is
    /// not a number at the start; a duration below the rounding step of the start time finished
    /// at once and at its end; a duration too short to divide by moves at no finite speed.
    @Test func oddTimesAndDurationsStayInRange() {
        let endless = PathAnimation(path: square, startTime: 0, duration: .infinity)
        #expect(endless.timeFraction(at: 1e9) == 0 && endless.progress(at: 1e9) == 0)
        #expect(endless.timeFraction(at: .infinity) == 1 && endless.position(at: .infinity) == Point(0, 0))
        let a = PathAnimation(path: square, startTime: 0, duration: 1)
        #expect(a.timeFraction(at: .nan) == 0 && a.progress(at: .nan) == 0 && a.position(at: .nan) == Point(0, 0))
        let blink = PathAnimation(path: square, startTime: 1, duration: 1e-20)
        #expect(blink.isFinished(at: 1) && blink.progress(at: 1) == 1)
        let open = PathAnimation(path: try! Path(svgPathData: "M 0 0 L 100 0"), startTime: 0, duration: Double.leastNonzeroMagnitude)
        #expect(open.velocity(at: 0).isFinite)
        #expect(TimingCurve.easeInEaseOut.value(at: .nan) == 0 && TimingCurve.easeInEaseOut.slope(at: .nan).isFinite)
    }
}
