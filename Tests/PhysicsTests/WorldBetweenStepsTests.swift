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

    /// What else moves or takes bodies between steps (found in review): the walls pushing a
    /// body in as the window shrinks show it where they put it (it showed 75 px past the wall);
    /// a removal leaves every other body its own start (a later body took the next one's); a
    /// step taken by itself shows where it ends; a grab holds the point of the shape where it is
    /// seen (from where it really was, up to a step ahead, it held a fast shape off its edge).
    @Test func movesBetweenStepsShowWhereTheyPut() throws {
        let small = ConvexShape.rectangle(width: 40, height: 40)!
        let w = quietWorld()
        let square = try #require(w.add(square, at: Point(700, 300)))
        w.advance(to: 1.0 / 144)
        w.setBounds(Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(w.shownBody(square) == w.body(square))
        #expect(try #require(w.shownBody(square)).position.x <= 250 + 1e-9)

        let v = Vector(200, 0)
        let world = quietWorld()
        let ids = try [100.0, 300, 500].map { try #require(world.add(small, at: Point($0, 300), velocity: v)) }
        world.advance(to: 1.0 / 144)
        world.remove(ids[0])
        for id in ids.dropFirst() {
            let shown = try #require(world.shownBody(id)).position.x, real = try #require(world.body(id)).position.x
            // A sixth of a step behind: 1/144 s is 5/6 of the way from the step before to 1/120 s.
            #expect(abs(shown - (real - 200.0 / 120 / 6)) < 0.02, "shown at \(shown), really at \(real)")
        }

        world.step()
        #expect(world.shownBodies == world.bodies)

        let fast = quietWorld()
        let thrown = try #require(fast.add(small, at: Point(300, 300), velocity: Vector(5000, 0)))
        fast.advance(to: 1.0 / 144)
        let seen = try #require(fast.shownBody(thrown))
        #expect(fast.grab(thrown, at: seen.position + Vector(15, 0)))
        let local = try #require(fast.grab).localPoint
        #expect((local - Vector(15, 0)).length < 1e-9, "held at \(local)")
        // The held point as the shape shows, between steps too (the overlay's dot sat on the
        // body where it really was, up to a step ahead of the shape drawn).
        fast.advance(to: 3.0 / 144)
        let dot = try #require(fast.grabPoint), shown = try #require(fast.shownBody(thrown)).worldPoint(local)
        #expect(dot.distance(to: shown) < 1e-9, "the dot at \(dot), the shape's point at \(shown)")
    }
}
