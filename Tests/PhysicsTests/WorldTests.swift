import Geometry
import Physics
import Testing

@Suite("World")
struct WorldTests {
    let window = Rect(x: 0, y: 0, width: 800, height: 600)
    let square = ConvexShape.rectangle(width: 100, height: 100)!

    /// Advances `w` frame by frame at 60 fps up to `time`, as a scene does.
    func run(_ w: World, to time: Double) {
        var t = w.time
        while t < time {
            t = min(time, t + 1.0 / 60)
            w.advance(to: t)
        }
    }

    func quietWorld() -> World {
        let w = World(bounds: window)
        w.isNoiseOn = false
        return w
    }

    @Test func aBodyIsWhereItWasPut() throws {
        let w = quietWorld()
        let id = try #require(w.add(square, at: Point(200, 150), angle: 0.25))
        let b = try #require(w.body(id))
        #expect(b.position == Point(200, 150) && b.angle == 0.25 && b.velocity == .zero)
        #expect(abs(b.mass - 1) < 1e-12, "a 100x100 square has mass 1")
        #expect(w.count == 1 && w.ids == [id])
    }

    /// A body moved clear goes out of the one it overlaps by the least way, alone: a square
    /// 70 px into another's side ends against it, the other where it was. Pushed into a wall
    /// that way, it goes to a free place nearby (it came out at the wall 50 px deep, and said
    /// it was clear; then, found by a first-time user, everything was moved to make room).
    @Test func moveClearMovesOnlyTheBodyGiven() throws {
        let w = quietWorld()
        let a = try #require(w.add(square, at: Point(300, 300)))
        let b = try #require(w.add(square, at: Point(330, 300)))
        #expect(w.moveClear(b))
        #expect(try #require(w.body(a)).position == Point(300, 300))
        let moved = try #require(w.body(b)).position
        #expect(abs(moved.x - 400) <= 0.5 && abs(moved.y - 300) < 1e-9, "moved to \(moved)")
        let c = try #require(w.add(square, at: Point(700, 100)))
        let d = try #require(w.add(square, at: Point(720, 100)))
        #expect(w.moveClear(d))
        #expect(try #require(w.body(c)).position == Point(700, 100))
        let out = try #require(w.body(d)).position
        #expect(abs(out.x - 700) >= 99.5 || abs(out.y - 100) >= 99.5, "still overlapping at \(out)")
        #expect(out.distance(to: Point(720, 100)) <= 150 && out.x <= 750, "put far away, at \(out)")
    }

    /// The configured elasticity is what a collision keeps: a square thrown flat at a wall comes
    /// back at 0.4 of its speed, and one hitting a resting twin head on leaves it at (1 + 0.4) / 2
    /// of its speed (it came back at 0.16: Chipmunk multiplies the two surfaces'; found by a
    /// first-time user).
    @Test func aCollisionKeepsTheConfiguredElasticity() throws {
        let w = quietWorld()
        let id = try #require(w.add(square, at: Point(400, 300), velocity: Vector(1000, 0)))
        var before = 0.0, after = 0.0
        for _ in 0..<240 where after >= 0 {
            before = w.body(id)!.velocity.dx
            w.step()
            after = w.body(id)!.velocity.dx
        }
        #expect(abs(-after / before - 0.4) < 0.03, "came back at \(-after / before) of its speed")

        let v = quietWorld()
        let a = try #require(v.add(square, at: Point(200, 300), velocity: Vector(1000, 0)))
        let b = try #require(v.add(square, at: Point(400, 300)))
        var hit = 0.0
        for _ in 0..<240 where v.body(b)!.velocity.dx < 1 {
            hit = v.body(a)!.velocity.dx
            v.step()
        }
        #expect(abs(v.body(b)!.velocity.dx / hit - 0.7) < 0.03, "the twin left at \(v.body(b)!.velocity.dx / hit)")
    }

    @Test func aBodyOutsideTheWallsIsPutInside() throws {
        let w = quietWorld()
        let id = try #require(w.add(square, at: Point(-500, 5000)))
        #expect(try #require(w.body(id)).position == Point(50, 550))
    }

    @Test func stepsAreFixedWhateverTheFrameTimes() {
        let a = quietWorld(), b = quietWorld()
        a.isGravityOn = true
        b.isGravityOn = true
        let ia = a.add(square, at: Point(300, 100))!, ib = b.add(square, at: Point(300, 100))!
        a.advance(to: 0.2)
        var t = 0.0
        while t < 0.2 {
            t = min(0.2, t + 0.013)  // jittery frames
            b.advance(to: t)
        }
        #expect(a.stepCount == 24 && b.stepCount == 24)
        #expect(a.body(ia)! == b.body(ib)!)
    }

    @Test func advancingByAFrameAtATimeCarriesTheRemainderOver() {
        let w = quietWorld()
        // 1/50 s frames are 2.4 steps: 50 of them make exactly 120 steps, none lost to rounding.
        for _ in 0..<50 { w.advance(by: 1.0 / 50) }
        #expect(w.stepCount == 120)
        w.advance(by: .nan)
        w.advance(by: -1)
        #expect(w.stepCount == 120)
    }

    @Test func gravityAcceleratesAFreeBody() throws {
        let w = quietWorld()
        w.isGravityOn = true
        let id = try #require(w.add(square, at: Point(400, 100)))
        w.advance(to: 0.25)
        let v = try #require(w.body(id)).velocity
        // 1000 px/s² for 0.25 s, less the damping (half the speed per second).
        #expect(v.dx == 0 && v.dy > 200 && v.dy < 250)
    }

    /// A body falling faster than a given speed is told, one at rest is not (the dynamics
    /// scene asks this every frame to know whether it needs frames).
    @Test func aBodyFasterThanASpeedIsTold() throws {
        let w = quietWorld()
        #expect(!w.hasBody(fasterThan: 0))
        let id = try #require(w.add(square, at: Point(400, 100)))
        #expect(!w.hasBody(fasterThan: 0.5))
        w.isGravityOn = true
        w.advance(to: 0.25)
        let speed = try #require(w.body(id)).velocity.length
        #expect(w.hasBody(fasterThan: speed * 0.99) && !w.hasBody(fasterThan: speed * 1.01))
    }

    @Test func timeThatIsNotFiniteOrGoesBackDoesNothing() {
        let w = quietWorld()
        w.advance(to: 1)
        let steps = w.stepCount
        w.advance(to: .nan)
        w.advance(to: .infinity)
        w.advance(to: 0.5)
        #expect(w.stepCount == steps)
    }

    @Test func aLongPauseIsSkippedNotSimulated() {
        let w = quietWorld()
        w.advance(to: 3600)
        #expect(w.stepCount == WorldConfiguration().maximumStepsPerAdvance)
        #expect(abs(w.time - 3600) < 1e-6)
        w.advance(to: 3600 + 1.0 / 60)
        #expect(w.stepCount == WorldConfiguration().maximumStepsPerAdvance + 2)
    }

    /// A world for simulated time takes every step due: Int.max survives the sanitizing, and a
    /// jump of 10 s takes all 1,200 steps.
    @Test func noCapTakesEveryStep() {
        var c = WorldConfiguration()
        c.maximumStepsPerAdvance = .max
        let w = World(bounds: Rect(x: 0, y: 0, width: 800, height: 600), configuration: c)
        #expect(w.configuration.maximumStepsPerAdvance == .max)
        w.advance(to: 10)
        #expect(w.stepCount == 1200)
    }

    @Test func badInputIsRefusedOrClamped() throws {
        let w = quietWorld()
        #expect(w.add(square, at: Point(.nan, 3)) == nil)
        let id = try #require(w.add(square, at: Point(100, 100), angle: .infinity, velocity: Vector(.nan, 1)))
        let b = try #require(w.body(id))
        #expect(b.angle == 0 && b.velocity == .zero)
        let fast = try #require(w.add(square, at: Point(400, 400), velocity: Vector(1e12, 0)))
        #expect(try #require(w.body(fast)).velocity.length <= WorldConfiguration().speedLimit)
        #expect(!w.grab(id, at: Point(.infinity, 0)))
        #expect(w.grab(id, at: Point(100, 100)))
        w.moveGrab(to: Point(.nan, .nan), arrivingAt: 1)
        w.moveGrab(to: Point(1e300, -1e300), arrivingAt: .infinity)
        w.moveGrab(to: Point(1e300, -1e300), arrivingAt: 0.1)
        #expect(w.grab.map { window.contains($0.target) } == true, "the target is clamped into the world")
        w.setBounds(Rect(minX: .nan, minY: 0, maxX: 10, maxY: 10))
        w.setBounds(Rect(x: 0, y: 0, width: -5, height: 1e300))
        run(w, to: 2)
        w.setBounds(window)
        run(w, to: 4)
        for body in w.bodies {
            #expect(body.position.isFinite && body.velocity.isFinite && body.angle.isFinite)
        }
    }

    @Test func aTinyWorldStillHoldsItsLargestBody() throws {
        let w = quietWorld()
        let id = try #require(w.add(square, at: Point(400, 300)))
        w.setBounds(Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(w.bounds.width == 1 && w.interior.width >= 100 && w.interior.height >= 100)
        run(w, to: 1)
        let b = try #require(w.body(id))
        for v in b.worldVertices {
            #expect(v.x >= -1 && v.y >= -1 && v.x <= w.interior.maxX + 1 && v.y <= w.interior.maxY + 1)
        }
    }

    /// The walls move out for more bodies than the bounds can hold, and back in when they go.
    @Test func wallsComeBackInWhenBodiesAreRemoved() throws {
        let w = quietWorld()
        let first = try #require(w.add(square, at: Point(400, 300)))
        w.setBounds(Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(w.interior.width >= 100 && w.interior.height >= 100, "the square still fits")
        let small = ConvexShape.rectangle(width: 20, height: 20)!
        let rest = (0..<3).compactMap { _ in w.add(small, at: Point(10, 10)) }
        w.removeAll { $0 == first }
        // Only 20x20 squares are left: the largest needs 20 sqrt 2 across; three of them at the
        // maximum packing need 1200 / packing px^2; the walls are no larger than both ask.
        let across = 20 * 2.0.squareRoot() + 1
        let room = 3 * 400 / WorldConfiguration().maximumPacking
        let side = max(50, across, room.squareRoot())
        #expect(rest.count == 3)
        #expect(w.interior.width <= side + 1e-9 && w.interior.height <= side + 1e-9, "interior \(w.interior)")
        for id in rest {
            for v in try #require(w.body(id)).worldVertices {
                #expect(w.interior.insetBy(-1e-6).contains(v), "\(v) outside \(w.interior)")
            }
        }
        w.removeAll { _ in true }
        #expect(w.interior == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func aReleasedBodyKeepsTheVelocityItHad() throws {
        let w = quietWorld()
        let id = try #require(w.add(square, at: Point(400, 300)))
        #expect(w.grab(id, at: Point(400, 300)))
        for k in 1...30 {
            let t = Double(k) / 60
            w.moveGrab(to: Point(400 - 300 * t, 300), arrivingAt: t)
            w.advance(to: t)
        }
        let before = try #require(w.body(id)).velocity
        w.release()
        #expect(w.grab == nil)
        #expect(try #require(w.body(id)).velocity == before)
        #expect(abs(before.dx + 300) < 15 && abs(before.dy) < 15, "velocity while dragged: \(before)")
    }

    @Test func removingBodiesFreesThemAndLetsGo() throws {
        let w = quietWorld()
        let a = try #require(w.add(square, at: Point(100, 100)))
        let b = try #require(w.add(square, at: Point(300, 100)))
        let c = try #require(w.add(square, at: Point(500, 100)))
        w.grab(b, at: Point(300, 100))
        w.remove(b)
        #expect(w.grab == nil && w.body(b) == nil && w.ids == [a, c])
        w.removeAll { $0 == a }
        #expect(w.ids == [c])
        run(w, to: 1)
        #expect(w.body(c) != nil)
    }

    @Test func aFullWorldRefusesMoreBodies() {
        var config = WorldConfiguration()
        config.maximumBodies = 3
        let w = World(bounds: window, configuration: config)
        let small = ConvexShape.rectangle(width: 10, height: 10)!
        let added = (0..<5).compactMap { i in w.add(small, at: Point(100 + 20 * Double(i), 100)) }
        #expect(added.count == 3)
    }

    @Test func restingBodiesReportTheirContacts() throws {
        let w = quietWorld()
        w.isGravityOn = true
        let a = try #require(w.add(square, at: Point(400, 540)))
        let b = try #require(w.add(square, at: Point(410, 400)))
        run(w, to: 2)
        let contacts = w.contacts
        let onFloor = contacts.filter { $0.first == a && $0.second == nil }
        let stacked = contacts.filter { $0.first == a && $0.second == b }
        #expect(onFloor.count == 2 && stacked.count == 2, "\(contacts) \(w.bodies)")
        for c in stacked {
            // From a (below) toward b (above): up the screen.
            #expect(abs(c.normal.dx) < 1e-3 && abs(c.normal.dy + 1) < 1e-6, "\(c.normal)")
            // a rests on the floor (600), so its top and b's bottom are at 500.
            #expect(abs(c.point.y - 500) < 1 && c.depth < 1, "\(c)")
        }
    }

    @Test func manyWorldsComeAndGo() {
        for _ in 0..<200 {
            let w = World(bounds: window)
            for i in 0..<10 { w.add(square, at: Point(60 + 70 * Double(i), 300)) }
            w.advance(to: 0.1)
        }
    }
}
