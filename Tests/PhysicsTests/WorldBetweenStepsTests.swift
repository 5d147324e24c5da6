import Foundation
import Geometry
import Physics
import Testing

/// The bodies as they show between the world's fixed steps (World+Between.swift).
@Suite("Between steps")
struct WorldBetweenStepsTests {
    let square = ConvexShape.rectangle(width: 100, height: 100)!

    func quietWorld() -> World {
        let w = World(bounds: Rect(x: 0, y: 0, width: 800, height: 600))
        w.isNoiseOn = false
        return w
    }

    /// A body gliding at 900 px/s, drawn at rates that do not divide 120 steps a second, moves
    /// evenly: each frame by its speed then (900 px/s, halved each second by the damping) times
    /// the frame's length. As of the last step, it moved 7.5, 7.5, 0, 7.5 px a frame at 144 Hz,
    /// 15, 7.5, 15 at 80 Hz (found by a first-time user).
    @Test(arguments: [144.0, 80, 75, 240, 50])
    func aGlidingBodyMovesEvenly(fps: Double) throws {
        let w = quietWorld()
        let id = try #require(w.add(square, at: Point(100, 300), velocity: Vector(900, 0)))
        var last = try #require(w.shownBody(id)).position.x
        for k in 1...Int(fps / 4) {
            let t = Double(k) / fps
            w.advance(to: t)
            let x = try #require(w.shownBody(id)).position.x
            let expected = 900 * pow(0.5, t - 0.5 / fps) / fps
            #expect(abs((x - last) - expected) < 0.02 * expected, "frame \(k) at \(fps) Hz moved \(x - last), not \(expected)")
            last = x
        }
    }

    /// Frames that fall on steps (60 Hz) show the bodies as the last step left them, so a run
    /// at 60 frames a second reads as it did before bodies were shown between steps.
    @Test func framesOnStepsShowTheLastStep() throws {
        let w = quietWorld()
        w.isGravityOn = true
        let id = try #require(w.add(square, at: Point(300, 100), angle: 0.3, velocity: Vector(200, -100)))
        for k in 1...30 {
            w.advance(to: Double(k) / 60)
            #expect(w.shownBody(id) == w.body(id))
            #expect(w.shownBodies == w.bodies)
        }
    }

    /// Where a body is put (Space's new shape moved clear of another), it shows there at once,
    /// not on its way from where it was.
    @Test func aBodyPutSomewhereShowsThere() throws {
        let w = quietWorld()
        _ = try #require(w.add(square, at: Point(300, 300)))
        let b = try #require(w.add(square, at: Point(320, 300)))
        w.advance(to: 1.0 / 144)  // a step to 1/120: shown 5/6 of the way through it
        let before = try #require(w.body(b)).position
        #expect(w.moveClear(b))
        let after = try #require(w.body(b)).position
        #expect(after.distance(to: before) > 10, "moved clear from \(before) to \(after)")
        #expect(w.shownBody(b) == w.body(b))
    }
}
