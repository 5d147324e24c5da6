import Geometry
import Motion
import Testing

/// A handle on a path of several subpaths: a release glides on along the subpath the drag was
/// on, at the speed of the drag along it.
@Suite("Path handle on subpaths")
struct PathHandleSubpathTests {
    /// A square 0...100 with a square hole 30...70, each closed, each starting at its top-left
    /// corner and running clockwise on screen (right along the top first).
    let squareWithHole = PathMeasure(try! Path(svgPathData: "M 0 0 L 100 0 L 100 100 L 0 100 Z M 30 30 L 70 30 L 70 70 L 30 70 Z"))

    /// Drags through `points`, one every 1/60 s, and lets go at the last.
    func drag(_ handle: inout PathHandle, through points: [Point]) -> Double {
        let grabbed = handle.pointerDown(at: handle.point, time: 0)
        #expect(grabbed)
        for (k, p) in points.enumerated() { handle.pointerMove(to: p, time: Double(k + 1) / 60) }
        let end = Double(points.count) / 60
        handle.pointerUp(at: points.last!, time: end)
        return end
    }

    /// Lets a glide run its course.
    func settle(_ handle: inout PathHandle, from time: Double) {
        var t = time
        while handle.isGliding && t < time + 10 {
            t += 1.0 / 60
            handle.advance(to: t)
        }
    }

    /// Up the hole's left edge, round its start corner and on along its top edge, 3 px a frame:
    /// the glide goes on forward round the hole. (It used to take the corner's wrap, a step of a
    /// whole lap back, for the drag's speed, and fly backward out of the hole.)
    @Test func aReleaseAfterRoundingAClosedSubpathsStartGlidesOnRoundIt() throws {
        let hole = try #require(squareWithHole.subpathSpans.last)
        var handle = PathHandle(measure: squareWithHole, s: hole.startLength + 125)  // (30, 65)
        // Round the corner three frames before the release: within the speed's 0.1 s window.
        let points = (1...15).map { k in k <= 11 ? Point(30, 65 - 3 * Double(k)) : Point(30 + 3 * Double(k - 11), 30) }
        let released = drag(&handle, through: points)
        // Forward, at about the drag's 180 px/s (the frame round the corner went 5 px).
        let speed = try #require(handle.glide).initialSpeed
        #expect(speed > 150 && speed < 250, "speed \(speed)")
        let atRelease = handle.s
        settle(&handle, from: released)
        #expect(hole.segments.contains(handle.location.segmentIndex), "left the hole: \(handle.point)")
        // All of the glide's way, v tau (1 - stop / v), on round the hole.
        let onward = handle.s - atRelease
        #expect(abs(onward - speed * 0.325 * (1 - 5 / speed)) < 1e-9, "moved \(onward) along the hole")
    }

    /// A glide that reaches a closed subpath's start goes on round it, as a drag does (it used to
    /// stop there, at the end of the path's arc length, or run on into the next subpath).
    @Test func aGlideGoesOnRoundAClosedSubpathsStart() throws {
        let hole = try #require(squareWithHole.subpathSpans.last)
        var handle = PathHandle(measure: squareWithHole, s: hole.startLength + 125)  // (30, 65)
        let released = drag(&handle, through: (1...5).map { Point(30, 65 - 3 * Double($0)) })
        let speed = try #require(handle.glide).initialSpeed
        #expect(abs(speed - 180) < 1e-6, "speed \(speed)")
        settle(&handle, from: released)
        // From (30, 50): 20 px up to the corner, the rest of v tau (1 - stop / v) along the top.
        let along = speed * 0.325 * (1 - 5 / speed) - 20
        #expect(handle.point.distance(to: Point(30 + along, 30)) < 1e-9, "\(handle.point)")
    }

    /// A drag that jumps to the other subpath and stays there: the jump is no motion along a
    /// path, and a release without moving after it does not glide.
    @Test func aJumpToAnotherSubpathIsNotASpeed() throws {
        let hole = try #require(squareWithHole.subpathSpans.last)
        var handle = PathHandle(measure: squareWithHole, s: 350)  // (0, 50), on the outer square
        let grabbed = handle.pointerDown(at: handle.point, time: 0)
        #expect(grabbed)
        handle.pointerMove(to: Point(2, 50), time: 1.0 / 60)
        handle.pointerMove(to: Point(32, 50), time: 2.0 / 60)  // nearer the hole by far
        #expect(hole.segments.contains(handle.location.segmentIndex))
        handle.pointerMove(to: Point(32, 50), time: 3.0 / 60)
        handle.pointerUp(at: Point(32, 50), time: 4.0 / 60)
        #expect(!handle.isGliding)
        #expect(handle.point.distance(to: Point(30, 50)) < 1e-9)
    }

    /// A glide along an open subpath stops at its end, not at the start of the next one.
    @Test func aGlideStopsAtTheEndOfItsOpenSubpath() {
        let twoLines = PathMeasure(try! Path(svgPathData: "M 0 0 L 100 0 M 0 50 L 100 50"))
        var handle = PathHandle(measure: twoLines, s: 40)
        let released = drag(&handle, through: (1...5).map { Point(40 + 10 * Double($0), 0) })
        #expect(handle.isGliding)
        settle(&handle, from: released)
        #expect(!handle.isGliding)
        #expect(handle.point.distance(to: Point(100, 0)) < 1e-9, "\(handle.point)")
    }

    /// A handle resting at the end of an open subpath stays there through a resize (the next
    /// subpath starts at the same arc length, and it used to land on that one's start).
    @Test func aResizeKeepsAHandleAtTheEndOfItsSubpath() throws {
        let lines = try Path(svgPathData: "M 10 10 L 90 10 M 10 50 L 90 50 M 10 90 L 90 90")
        let measure = PathMeasure(lines)
        var handle = PathHandle(measure: measure, s: 30)  // (40, 10)
        // Dragged past the first line's end, and let go a second later, at rest: at (90, 10),
        // s = 80, where the second line begins.
        _ = handle.pointerDown(at: Point(40, 10), time: 0)
        handle.pointerMove(to: Point(95, 10), time: 0.1)
        handle.pointerUp(at: Point(95, 10), time: 1)
        #expect(handle.point.distance(to: Point(90, 10)) < 1e-9 && !handle.isGliding)
        handle.replaceMeasure(PathMeasure(lines.transformed(by: .scale(1.5))))
        #expect(handle.point.distance(to: Point(135, 15)) < 1e-9, "\(handle.point)")
    }

    /// At the start or the end of a closed subpath (one point, two arc lengths), a resize keeps
    /// the handle's fraction: rounding used to carry it round to the other end, a whole
    /// subpath's length away.
    @Test func aResizeKeepsTheFractionAtAClosedSubpathsStartAndEnd() throws {
        let path = try Path(svgPathData: "M 0 0 L 10 0 M 0 50 L 100 50 L 50 100 Z")
        let measure = PathMeasure(path)
        let triangle = try #require(measure.subpathSpans.last)
        for s in [triangle.startLength, triangle.endLength] {
            for scale in [1.001, 0.999, 1.37, 3.0] {
                var handle = PathHandle(measure: measure, s: s)
                let before = handle.fraction
                handle.replaceMeasure(PathMeasure(path.transformed(by: .scale(scale))))
                #expect(abs(handle.fraction - before) < 1e-12, "s \(s), scale \(scale): \(before) -> \(handle.fraction)")
            }
        }
    }
}
