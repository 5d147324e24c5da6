import Canvas
import Foundation
import Geometry
import Input
import Motion
import Scenes
import Testing

/// Runs the arc scene headless, frame by frame, as the headless driver does.
final class ArcRun {
    let host: SceneHost
    let canvas: Canvas
    let fps = 60.0
    private(set) var frame = 0
    private(set) var positions: [Point] = []

    static let assets = Assets(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path)

    init(options: ArcOptions = ArcOptions(), width: Int = 800, height: Int = 600) throws {
        host = try SceneHost(scene: .arc, width: width, height: height,
                             configuration: SceneConfiguration(arcOptions: options, assets: ArcRun.assets))
        canvas = try Canvas(width: width, height: height)
    }

    var scene: ArcScene { host.scene as! ArcScene }
    var time: Double { Double(frame) / fps }

    func step(_ events: [InputEvent] = []) {
        host.frame(events: events, time: time, canvas: canvas)
        positions.append(scene.position(at: time))
        frame += 1
    }

    func steps(_ n: Int) { for _ in 0..<n { step() } }
}

@Suite("Arc scene, headless")
struct ArcSceneTests {
    let center = Point(400, 300)

    @Test func theImageStartsAtTheCentre() throws {
        let run = try ArcRun()
        run.step()
        #expect(run.positions[0] == center)
        #expect(!run.scene.isAnimating)
    }

    @Test func itTravelsAtConstantSpeedAndArrivesExactlyAtTwoSeconds() throws {
        let run = try ArcRun()
        let target = Point(650, 420)
        run.step([.pointerDown(target)])  // frame 0, t = 0: the animation starts here
        run.steps(130)
        let p = run.positions
        // Frames 0...120 cover t = 0...2 s; chord lengths per frame along a circle of constant
        // angular speed are all equal.
        let steps = (1...120).map { p[$0].distance(to: p[$0 - 1]) }
        let mean = steps.reduce(0, +) / Double(steps.count)
        for (i, d) in steps.enumerated() {
            #expect(abs(d - mean) <= 0.005 * mean, "frame \(i + 1): \(d) px vs mean \(mean)")
        }
        #expect(p[120].distance(to: target) <= 1e-6, "at t = 2.0 s the image is at \(p[120])")
        #expect(p[119].distance(to: target) > 1, "it arrived before 2.0 s")
        #expect(p[130] == target)
        #expect(!run.scene.isAnimating)
        // The half circle's length is pi r: per frame pi r / 120.
        let r = center.distance(to: target) / 2
        #expect(abs(mean - 2 * r * sin(.pi / 240)) < 1e-9)
    }

    @Test func itBulgesToTheRightOfTheDirectionOfTravel() throws {
        let run = try ArcRun()
        let target = Point(700, 300)  // travelling +x: on a y-down screen, right is +y
        run.step([.pointerDown(target)])
        run.steps(60)
        let halfway = run.positions[60]
        let r = 150.0
        #expect(halfway.distance(to: Point(550, 300 + r)) < 1e-6)
        // Travelling up (-y): right is +x.
        let up = try ArcRun()
        up.step([.pointerDown(Point(400, 100))])
        up.steps(60)
        #expect(up.positions[60].distance(to: Point(400 + 100, 200)) < 1e-6)
    }

    @Test func leftSideOptionBulgesLeft() throws {
        var o = ArcOptions()
        o.side = .left
        let run = try ArcRun(options: o)
        run.step([.pointerDown(Point(700, 300))])
        run.steps(60)
        #expect(run.positions[60].distance(to: Point(550, 150)) < 1e-6)
    }

    @Test func insideSideKeepsTheArcInTheWindow() throws {
        var o = ArcOptions()
        o.side = .inside
        let run = try ArcRun(options: o)
        // Going left along the bottom edge region: the right-hand side (screen up, -y... ) and
        // from (400,300) to (100,300) travelling -x, right-hand side is -y (up): inside. Then
        // from there to (100, 580) travelling +y, right-hand side is -x: outside; so left.
        run.step([.pointerDown(Point(100, 300))])
        run.steps(130)
        run.step([.pointerDown(Point(100, 580))])
        run.steps(130)
        for p in run.positions {
            #expect(p.x >= -1e-9 && p.y >= -1e-9 && p.x <= 800 + 1e-9 && p.y <= 600 + 1e-9, "\(p) left the window")
        }
    }

    /// By default the arc bulges to whichever side keeps it in the window: along the bottom edge
    /// the original's right-hand arc (downward, on screen) would carry the image out of sight.
    @Test func byDefaultTheWholeImageStaysInTheWindow() throws {
        let run = try ArcRun()
        run.step([.pointerDown(Point(100, 550))])
        run.steps(130)
        let along = run.positions.count
        run.step([.pointerDown(Point(700, 550))])
        run.steps(130)
        // From (100, 552) to (700, 552) the arc rises to y = 252: the image stays whole.
        for p in run.positions[along...] {
            #expect(p.x >= 48 - 1e-9 && p.y >= 48 - 1e-9 && p.x <= 752 + 1e-9 && p.y <= 552 + 1e-9, "\(p) cuts the image")
        }
        run.step([.pointerDown(Point(5, 5))])  // a corner: the image stops half its size in
        run.steps(130)
        #expect(run.positions.last == Point(48, 48))
    }

    @Test func fixedSpeedSetsTheDuration() throws {
        var o = ArcOptions()
        o.speed = 300
        let run = try ArcRun(options: o)
        run.step([.pointerDown(Point(600, 300))])
        // Half circle of radius 100: pi * 100 px at 300 px/s.
        let anim = try #require(run.scene.animation)
        #expect(abs(anim.duration - .pi * 100 / 300) < 1e-9)
    }

    @Test func retargetingMidFlightNeverJumpsInPosition() throws {
        for smooth in [true, false] {
            var o = ArcOptions()
            o.smoothRetarget = smooth
            let run = try ArcRun(options: o)
            run.step([.pointerDown(Point(700, 300))])
            run.steps(40)
            run.step([.pointerDown(Point(150, 500))])
            run.steps(40)
            let p = run.positions
            let steps = (1..<p.count).map { p[$0].distance(to: p[$0 - 1]) }
            let largest = steps.max() ?? 0
            #expect(largest < 12, "a jump of \(largest) px (smooth: \(smooth))")
        }
    }

    /// The change of velocity between consecutive frames at the retarget is no larger than
    /// elsewhere in the motion (smooth), and clearly larger with the original's behaviour.
    @Test func smoothRetargetKeepsTheVelocityContinuous() throws {
        func accelerations(smooth: Bool) throws -> (atRetarget: Double, elsewhere: Double) {
            var o = ArcOptions()
            o.smoothRetarget = smooth
            let run = try ArcRun(options: o)
            run.step([.pointerDown(Point(700, 300))])
            run.steps(40)
            run.step([.pointerDown(Point(150, 500))])  // frame 41
            run.steps(60)
            let p = run.positions
            let v = (1..<p.count).map { p[$0] - p[$0 - 1] }
            let dv = (1..<v.count).map { (v[$0] - v[$0 - 1]).length }
            // dv[i] compares v[i] (frames i..i+1) with v[i+1] (frames i+1..i+2); the retarget is at frame 41.
            let around = dv[39...41].max() ?? 0
            let elsewhere = (dv[1..<38] + dv[44..<90]).max() ?? 0
            return (around, elsewhere)
        }
        let smooth = try accelerations(smooth: true)
        #expect(smooth.atRetarget <= smooth.elsewhere * 1.0001, "\(smooth)")
        let original = try accelerations(smooth: false)
        #expect(original.atRetarget > 3 * original.elsewhere, "\(original)")
    }

    @Test func aClickOnTheImageItselfStartsNothing() throws {
        let run = try ArcRun()
        run.step([.pointerDown(center)])
        run.steps(3)
        #expect(!run.scene.isAnimating)
        #expect(run.positions.allSatisfy { $0 == center })
    }

    @Test func aThousandClicksASecondStayFinite() throws {
        let run = try ArcRun()
        // A fixed pseudo-random spray (a Weyl sequence), some of it outside the window.
        var k = 0.0
        for _ in 0..<120 {
            let clicks = (0..<17).map { _ -> InputEvent in
                k += 1
                let u = (k * 0.6180339887).truncatingRemainder(dividingBy: 1)
                let v = (k * 0.7548776662).truncatingRemainder(dividingBy: 1)
                return .pointerDown(Point(-200 + 1200 * u, -200 + 1000 * v))
            }
            run.step(clicks)
        }
        run.steps(200)
        for p in run.positions { #expect(p.isFinite) }
        let last = try #require(run.positions.last)
        #expect(last.x >= 0 && last.x <= 800 && last.y >= 0 && last.y <= 600)
        #expect(!run.host.stateLine(frame: 0, time: 0).contains("null"))
    }

    /// A click repeated on the goal of the flight under way (a double click, say), or within
    /// 3 px of it, leaves the flight as it was: the image goes on along the same arc and arrives
    /// when it would have. A click farther off retargets.
    @Test func aClickOnTheGoalAgainLeavesTheFlightAlone() throws {
        let once = try ArcRun(), again = try ArcRun()
        let goal = Point(700, 500)
        once.step([.pointerDown(goal), .pointerUp(goal)])
        again.step([.pointerDown(goal), .pointerUp(goal)])
        once.steps(150)
        for k in 1...150 {
            let repeats: [InputEvent] = switch k {
            case 6, 30: [.pointerDown(goal), .pointerUp(goal)]
            case 60: [.pointerDown(goal + Vector(2, -2)), .pointerUp(goal + Vector(2, -2))]
            default: []
            }
            again.step(repeats)
        }
        let firstDifference = zip(again.positions, once.positions).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(again.positions.count == once.positions.count && firstDifference == nil,
                "frame \(firstDifference ?? -1) differs")
        #expect(!again.scene.isAnimating)

        let moved = try ArcRun()
        moved.step([.pointerDown(goal)])
        moved.steps(29)
        moved.step([.pointerDown(goal + Vector(5, 0))])
        moved.steps(10)
        #expect(moved.positions[39] != once.positions[39])
    }

    @Test func clicksOutsideTheWindowAreClampedToIt() throws {
        let run = try ArcRun()
        run.step([.pointerDown(Point(5000, -300))])
        run.steps(130)
        // The corner, less half the 96 px image: the whole image stays in the window.
        #expect(run.positions.last == Point(800 - 48, 48))
    }

    /// Before its first flight the image stays at the window's centre, where it starts, through
    /// resizes (a window maximised at start left it in the upper left); once sent, it stays where
    /// it went.
    @Test func theImageStaysCentredThroughResizesUntilItIsFirstSent() throws {
        let run = try ArcRun()
        run.step([.resize(width: 1200, height: 900)])
        #expect(run.positions.last == Point(600, 450))
        run.step([.resize(width: 500, height: 300)])
        #expect(run.positions.last == Point(250, 150))
        run.step([.pointerDown(Point(100, 100))])
        run.steps(200)
        run.step([.resize(width: 1200, height: 900)])
        #expect(run.positions.last == Point(100, 100))
    }

    /// V switches between the fixed duration and the fixed speed last in use: `--speed 900`
    /// comes back as 900 (it came back as the default 400), and with none given, 400.
    @Test func vSwitchesBackToTheSpeedLastInUse() throws {
        var options = ArcOptions()
        options.speed = 900
        let run = try ArcRun(options: options)
        run.step([.key(Key("v"))])
        #expect(run.scene.options.speed == nil)
        run.step([.key(Key("v"))])
        #expect(run.scene.options.speed == 900)
        let plain = try ArcRun()
        plain.step([.key(Key("v"))])
        #expect(plain.scene.options.speed == ArcOptions.defaultSpeed)
    }

    @Test func shrinkingTheWindowMidFlightBringsTheImageBackInside() throws {
        let run = try ArcRun()
        run.step([.pointerDown(Point(780, 580))])
        run.steps(30)
        run.step([.resize(width: 400, height: 300)])
        run.steps(200)
        let last = try #require(run.positions.last)
        #expect(last.x <= 400 && last.y <= 300)
        #expect(!run.scene.isAnimating)
    }

    @Test func overlayStrokesThePathInRedOnlyWhenOn() throws {
        func redPixels(_ c: Canvas) -> Int {
            var n = 0
            for y in 0..<c.pixelHeight { for x in 0..<c.pixelWidth {
                if let p = c.pixel(x: x, y: y), p.r > 180, p.g < 90, p.b < 90 { n += 1 }
            } }
            return n
        }
        let run = try ArcRun()
        run.step([.pointerDown(Point(700, 300))])
        run.steps(10)
        #expect(redPixels(run.canvas) == 0)
        run.step([.key(Key("d"))])
        #expect(redPixels(run.canvas) > 300)
    }

    /// Sent where it is in flight, the image swings on and comes back to rest there: the
    /// overlay shows that, the place it comes to rest and a corner label, not only a dot (found
    /// by a first-time user).
    @Test func theOverlayShowsASwingToRest() throws {
        let run = try ArcRun()
        run.step([.key(Key("d")), .pointerDown(Point(700, 300))])
        run.steps(60)
        let here = run.scene.position(at: run.time)
        run.step([.pointerDown(here)])
        run.steps(3)
        #expect(run.scene.isAnimating && run.scene.animation == nil, "the image should be swinging to rest")
        let blue: (Int, Int, Int) -> Bool = { r, g, b in b > 200 && r < 90 && g > 80 && g < 150 }
        // The label, at the bottom right (H: help is at the bottom left).
        #expect(countPixels(run.canvas, in: Rect(x: 500, y: 570, width: 300, height: 30), where: blue) > 40)
        // The place it comes to rest: a dot 5 px across.
        #expect(countPixels(run.canvas, in: Rect(x: here.x - 4, y: here.y - 4, width: 8, height: 8), where: blue) > 20)
    }

    /// Without a mouse: the arrows move an aim from the image (10 px a press, 50 with Shift),
    /// held where the image can go, and Space or Enter sends the image there; a click takes the aim
    /// away (found by a first-time user: the scene needed a mouse).
    @Test func theKeysAimAndSend() throws {
        let run = try ArcRun()
        run.step()
        let start = run.scene.position(at: run.time)
        #expect(run.scene.aim == nil)
        run.step([.key(Key("space"))])
        #expect(run.host.shownMessage?.contains("arrows") == true, "Space with no aim should say how to aim")
        for _ in 0..<3 { run.step([.key(Key("right"))]) }
        run.step([.key(Key("down", shift: true))])
        let aim = start + Vector(30, 50)
        #expect(run.scene.aim == aim)
        run.step([.key(Key("return"))])
        run.steps(150)
        #expect(run.scene.position(at: run.time).distance(to: aim) < 1e-9, "the image rests at \(run.scene.position(at: run.time))")
        for _ in 0..<40 { run.step([.key(Key("left", shift: true))]) }
        // Held where the image can go: half the 96 px image from the window's edge.
        #expect(run.scene.aim?.x == 48, "the aim should stop where the image can go: \(String(describing: run.scene.aim))")
        // The keypad's Enter sends it too (it did nothing; found by a first-time user).
        run.step([.key(Key("keypad enter"))])
        run.steps(150)
        #expect(run.scene.position(at: run.time).distance(to: run.scene.aim!) < 1e-9, "the image rests at \(run.scene.position(at: run.time))")
        run.step([.pointerDown(Point(600, 300))])
        #expect(run.scene.aim == nil)
    }

    /// R mid-flight turns the image and moves it nowhere: a flight the left side let out of the
    /// window goes on as it was, then the image slides in where it rests. (Pushed in at once, it
    /// jumped 30 px in a frame, up to 100 px; found by a first-time user.)
    @Test func rMidFlightMovesTheImageNowhereAtOnce() throws {
        var o = ArcOptions()
        o.side = .left
        let run = try ArcRun(options: o, width: 800, height: 400)
        run.step()
        run.step([.pointerDown(Point(48, 200))])  // its half circle dips below the window
        while run.time < 1.0 { run.step() }
        run.step([.key(Key("b"))])  // the next flights stay inside
        while run.time < 1.1 { run.step() }
        run.step([.key(Key("r"))])
        run.steps(150)
        let moves = zip(run.positions, run.positions.dropFirst()).map { $0.distance(to: $1) }
        // The half circle, 352 px across in 2 s, goes at 276 px/s: 4.6 px a frame.
        #expect(moves.max()! < 5, "the image moved \(moves.max()!) px in one frame")
        #expect(!run.scene.isAnimating)
        // At rest, whole in the window for a turning image (a 96 px plane's wing tip reaches
        // farther than half its box: at least 48 px in).
        let rest = run.positions.last!
        #expect(rest.x >= 48 && rest.y >= 48 && rest.y <= 352, "at rest at \(rest)")
    }

    /// A live resize whose edge pushes a flying image along keeps it going its way at about its
    /// pace, not setting off from rest at every push (it crawled along the edge at 18 px/s,
    /// then rushed at twice its speed; found by a first-time user).
    @Test func anImagePushedByALiveResizeKeepsGoing() throws {
        let run = try ArcRun()
        run.step()
        run.step([.pointerDown(Point(752, 300))])  // a half circle bulging down, 276 px/s
        var height = 600
        while run.time < 1.2 {
            if run.time >= 0.63 && run.frame % 2 == 0 && height > 400 {
                height -= 10
                run.step([.resize(width: 800, height: height)])
            } else {
                run.step()
            }
        }
        // Pushed up by the bottom edge from about 0.8 s on; from 0.9 to 1.15 s, it goes on right.
        let at = { (t: Double) in run.positions[Int((t * run.fps).rounded())] }
        let across = at(1.15).x - at(0.9).x
        #expect(across > 0.6 * 276 * 0.25, "it went \(across) px across in 0.25 s")
        run.steps(90)
        let moves = zip(run.positions.dropFirst(Int(1.25 * run.fps)), run.positions.dropFirst(Int(1.25 * run.fps) + 1))
            .map { $0.distance(to: $1) * run.fps }
        #expect(moves.max()! < 1.6 * 276, "it rushed at \(moves.max()!) px/s")
        #expect(!run.scene.isAnimating && run.positions.last! == Point(752, 300))
    }

    /// A turning image at rest sent a few px away steps there straight and keeps its heading,
    /// behind it too (on a half circle that short it swung round by up to 146 degrees for a
    /// 3 px move, and rested a quarter turn off; found by a first-time user). Half its size
    /// away and more, it flies its half circle and turns along it.
    @Test(arguments: [(Point(403, 300), 400.0), (Point(370, 310), 400.0), (Point(403, 300), nil)])
    func aShortStepKeepsTheHeading(to goal: Point, speed: Double?) throws {
        var o = ArcOptions()
        o.rotates = true
        o.speed = speed
        let run = try ArcRun(options: o)
        run.step()
        run.step([.pointerDown(goal)])
        var turned = 0.0
        for _ in 0..<150 {
            run.step()
            turned = max(turned, abs(run.scene.angle(at: run.time)))
        }
        #expect(turned < 1e-9, "turned \(turned * 180 / .pi) degrees")
        #expect(run.positions.last! == goal)
        let far = try ArcRun(options: o)
        far.step()
        far.step([.pointerDown(Point(448, 300))])  // half the 96 px image away
        far.steps(150)
        #expect(abs(abs(far.scene.angle(at: far.time)) - .pi / 2) < 1e-3, "a half circle ends a quarter turn round")
    }

    /// A window narrowed a frame at a time pushes a flying image along its edge: it goes on
    /// down the edge at about its pace, never rushing (it sped up at every push, to 1.7 times
    /// its pace), and a turning image turns steadily into its way (it went 70 degrees sideways
    /// for 0.75 s, then spun round 6 degrees a frame as it stopped; found by a first-time user).
    @Test(arguments: [false, true])
    func anImagePushedAlongAnEdgeKeepsItsPace(rotating: Bool) throws {
        var o = ArcOptions()
        o.rotates = rotating
        let run = try ArcRun(options: o)
        run.step()
        run.step([.pointerDown(Point(790, 560))])
        var width = 800, angles: [Double] = []
        while run.time < 2.5 {
            if run.time >= 0.6 && width > 450 {
                width -= 5
                run.step([.resize(width: width, height: 600)])
            } else {
                run.step()
            }
            angles.append(run.scene.angle(at: run.time - 1 / run.fps))
        }
        let p = run.positions
        let pace = p[30].distance(to: p[31]) * run.fps  // at 0.5 s, on its arc at its pace
        // The edge moves across; the image's own way is down it.
        let down = zip(p.dropFirst(60), p.dropFirst(61)).map { ($1.y - $0.y) * run.fps }
        #expect(down.max()! < 1.2 * pace, "down the edge at \(down.max()!) px/s, its pace \(pace)")
        #expect(!run.scene.isAnimating)
        if rotating {
            let turns = zip(angles, angles.dropFirst()).map { abs(($1 - $0).remainder(dividingBy: 2 * .pi)) * 180 / .pi }
            #expect(turns.max()! < 3, "turned \(turns.max()!) degrees in a frame")
            #expect(angles[Int(1.55 * run.fps)] * 180 / .pi > 55, "heading \(angles[Int(1.55 * run.fps)] * 180 / .pi) degrees, going down")
        }
    }

    /// R during a swing to rest slides the image in where it rests, as R at rest does (it
    /// stayed 4.7 px outside the reach of a turning image; found by a first-time user).
    @Test func rDuringASwingToRestSlidesTheImageInAfter() throws {
        let atRest = try ArcRun()
        atRest.step()
        atRest.step([.pointerDown(Point(790, 590))])
        while atRest.time < 2.5 { atRest.step() }
        atRest.step([.key(Key("r"))])
        atRest.steps(60)
        let swinging = try ArcRun()
        swinging.step()
        swinging.step([.pointerDown(Point(790, 590))])
        while swinging.time < 2.0 { swinging.step() }
        swinging.step([.pointerDown(swinging.scene.position(at: swinging.time))])  // on the image: it swings to rest there
        swinging.steps(6)
        swinging.step([.key(Key("r"))])
        swinging.steps(90)
        #expect(!swinging.scene.isAnimating)
        let (a, b) = (atRest.positions.last!, swinging.positions.last!)
        #expect(a.x < 752 && abs(b.x - a.x) < 0.01, "at rest R slid it to x = \(a.x); after the swing it is at \(b.x)")
    }

    @Test func rotationFollowsTheTangent() throws {
        var o = ArcOptions()
        o.rotates = true
        let run = try ArcRun(options: o)
        run.step([.pointerDown(Point(700, 300))])
        // At the start of a right-bulging arc going +x, the arc heads straight down (+y): the
        // image, resting along +x, turns into it smoothly as a retarget turns, in 0.6 s (it
        // snapped round in one frame; found by a first-time user), then follows the tangent.
        #expect(abs(run.scene.angle(at: 0)) < 1e-9)
        var last = 0.0
        for k in 1...36 {
            let a = run.scene.angle(at: Double(k) / 60)
            #expect(abs(a - last) < 0.1, "at frame \(k) the heading turned \(a - last) rad")
            last = a
        }
        // It sets off turning toward +y, never first the other way with the arc's own turning
        // (it went 3 degrees below +x, found in review): up at every frame of the first 0.2 s.
        for k in 1...12 {
            let (before, after) = (run.scene.angle(at: Double(k - 1) / 60), run.scene.angle(at: Double(k) / 60))
            #expect(after > before, "at frame \(k) the heading turned \(after - before) rad, away from +y")
        }
        // The default flight lasts 2 s: the tangent turns a quarter turn a second.
        #expect(abs(run.scene.angle(at: 0.6) - (Double.pi / 2 - Double.pi / 2 * 0.6)) < 1e-6)
        // Halfway it heads along +x.
        #expect(abs(run.scene.angle(at: 1.0)) < 1e-6)
    }
}

/// Retargets that the velocity blend made rough: found by trying the app as a user would.
@Suite("Arc scene, retargets")
struct ArcRetargetTests {
    /// With the right side, whose arcs may leave the window, a retarget of an image flying
    /// outside along the top swings it in smoothly: the swing may take it out again, as far as
    /// the window's edge.
    /// Held at the edge on its way in, it stalled there for six frames, slowing from 405 to 81
    /// px/s, then turned 68 degrees in one frame (found by a first-time user, with these clicks).
    /// (The user's nine clicks no longer took the image outside once a retarget kept its pace;
    /// these take it along the top, at y = 0, on a half circle 600 px across.)
    @Test func aRetargetOfAnImageOutsideSwingsItInSmoothly() throws {
        let clicks = [(0.0, Point(700, 300)), (2.5, Point(100, 300)), (3.5, Point(736.9, 237))]
        var options = ArcOptions()
        options.side = .right
        let (_, p) = try positions(clicks, options: options, frames: 260)
        // From the last click (frame 210) for half a second: no turn over 15 degrees a frame, and
        // no change of speed over a sixth a frame.
        #expect(p[209].y < 48, "the image should be outside the top reach when sent: \(p[209])")
        for i in 212..<240 {
            let a = p[i - 1] - p[i - 2], b = p[i] - p[i - 1]
            let turn = abs(atan2(a.cross(b), a.dot(b))) * 180 / .pi, ratio = b.length / a.length
            #expect(turn <= 15 && ratio > 0.85 && ratio < 1.18, "frame \(i): turned \(turn) degrees, speed times \(ratio)")
        }
    }

    /// A window shrunk mid-flight that leaves the image inside, near the new edge, with its goal
    /// outside: the image turns toward the goal brought inside without stopping against the
    /// edge, its swing made short enough to keep off it (at 420 px/s 19 px from the edge, it
    /// comes round on a tight bend, at 86 px/s at its slowest). Held there, from 300 px/s it
    /// stopped dead and turned a right angle in a frame, and eased in and out, from 358 px/s to
    /// 4 (found by a first-time user).
    @Test(arguments: [(ArcOptions.Timing.paced, 0.6), (.easeInEaseOut, 0.772)])
    func aShrinkNearTheImageTurnsItWithoutAStop(timing: ArcOptions.Timing, at resize: Double) throws {
        var options = ArcOptions()
        options.timing = timing
        let run = try ArcRun(options: options)
        var p: [Point] = [], animating: [Bool] = []
        for frame in 0..<200 {
            let time = Double(frame) / 60
            var events: [InputEvent] = []
            if frame == 6 { events.append(.pointerDown(Point(717, 87))) }
            if time >= resize && time - 1.0 / 60 < resize { events.append(.resize(width: 585, height: 441)) }
            run.step(events)
            p.append(run.scene.position(at: run.time - 1.0 / 60))
            animating.append(run.scene.isAnimating)
        }
        // From the resize to a tenth of a second before it comes to rest (easing out, it slows
        // to nothing): never slower than 60 px/s, nor half as fast as the frame before.
        let first = Int((resize * 60).rounded(.up)), rest = try #require(animating.lastIndex(of: true))
        for i in first..<(rest - 6) {
            let a = p[i - 1] - p[i - 2], b = p[i] - p[i - 1]
            #expect(b.length * 60 >= 60 && b.length / a.length >= 0.5, "frame \(i): from \(a.length * 60) px/s to \(b.length * 60)")
        }
        #expect(p.last == Point(537, 87), "at rest on the goal brought inside: \(p.last!)")
    }

    /// Every shown position, for clicks (time, point) in a window of the given size.
    func positions(_ clicks: [(Double, Point)], options: ArcOptions = ArcOptions(), width: Int = 800,
                   height: Int = 600, frames: Int) throws -> (run: ArcRun, points: [Point]) {
        let run = try ArcRun(options: options, width: width, height: height)
        var pending = clicks[...]
        for _ in 0..<frames {
            var events: [InputEvent] = []
            while let c = pending.first, c.0 <= run.time {
                events.append(.pointerDown(c.1))
                pending = pending.dropFirst()
            }
            run.step(events)
        }
        return (run, run.positions)
    }

    func expectWhole(_ points: [Point], width: Double, height: Double, _ what: String) {
        let half = 48.0
        let outside = points.filter {
            // (An arc whose ends are clamped onto an edge may touch it to rounding: 1e-6 px.)
            $0.x < half - 1e-6 || $0.y < half - 1e-6 || $0.x > width - half + 1e-6 || $0.y > height - half + 1e-6
        }
        #expect(outside.isEmpty, "\(what): \(outside.count) positions cut the image, first \(outside.first.map { "\($0)" } ?? "")")
    }

    /// The largest turn between consecutive frames' moves where both go faster than 300 px/s.
    func sharpestFastTurn(_ p: [Point], fps: Double = 60) -> Double {
        var worst = 0.0
        for i in 1..<(p.count - 1) {
            let a = p[i] - p[i - 1], b = p[i + 1] - p[i]
            guard min(a.length, b.length) * fps > 300 else { continue }
            worst = max(worst, acos(max(-1, min(1, a.dot(b) / (a.length * b.length)))) * 180 / .pi)
        }
        return worst
    }

    /// Retargeted behind it at 1,500 px/s, the image sets off on the side of the new arc that
    /// starts the way it is going, and turns round in a curve: on the other side it went on up,
    /// then shot back down its own track, turning 169 degrees between two frames (found by a
    /// first-time user). Random clicks at high speed make no such bounce either.
    @Test func aFastRetargetTurnsRatherThanBounces() throws {
        var o = ArcOptions()
        o.speed = 1500
        let (_, p) = try positions([(0.1, Point(48, 48)), (0.4, Point(752, 140))], options: o, frames: 60)
        #expect(sharpestFastTurn(p) < 60, "a turn of \(sharpestFastTurn(p)) degrees between two frames")
        expectWhole(p, width: 800, height: 600, "the turn")
        #expect(p.last! == Point(752, 140))

        var random = SeededRandom(seed: 11)
        var clicks: [(Double, Point)] = [], t = 0.1
        for _ in 0..<20 {
            clicks.append((t, Point(random.unit() * 800, random.unit() * 600)))
            t += 0.15 + random.unit() * 0.35
        }
        let storm = try positions(clicks, options: o, frames: Int(t * 60) + 60).points
        #expect(sharpestFastTurn(storm) < 120, "a turn of \(sharpestFastTurn(storm)) degrees between two frames")
    }

    /// The largest change of velocity between consecutive frames' moves (px/s) while the image
    /// moves on, not counting where it arrives and stops.
    func sharpestChange(_ p: [Point], fps: Double = 60) -> Double {
        var worst = 0.0
        for i in 1..<(p.count - 2) where p[i + 2] != p[i + 1] {
            let a = p[i] - p[i - 1], b = p[i + 1] - p[i]
            guard a.length > 1 && b.length > 1 else { continue }
            worst = max(worst, (b - a).length * fps)
        }
        return worst
    }

    /// Retargeted at 400 px/s 150 px off to the side, or 60 px straight behind, the image turns
    /// onto its new arc and arrives without a kink: its swing, outlasting so short a flight,
    /// carried it 30 to 50 px past the goal, and where the flight's own motion stopped under it,
    /// its velocity turned 90 degrees between two frames (found by a first-time user).
    @Test func aShortRetargetAtAFixedSpeedHasNoKink() throws {
        var o = ArcOptions()
        o.speed = 400
        for goal in [Point(564.17, 403.46), Point(425.66, 401.20)] {
            let (_, p) = try positions([(0.1, Point(700, 300)), (0.5, goal)], options: o, frames: 120)
            #expect(p.last! == goal)
            #expect(sharpestChange(p) < 200, "to \(goal): \(sharpestChange(p)) px/s between two frames")
        }
    }

    /// Reversed at high speed (ease-in arrives fast), the blend used to swing the image 118 px
    /// below a 1280x1024 window. The swing is bounded, and held at the window's edge.
    @Test func aFastReversalStaysInTheWindow() throws {
        var o = ArcOptions()
        o.timing = .easeIn
        let clicks = [(0.05, Point(48, 976)), (2.2, Point(1232, 976)), (4.15, Point(640, 48))]
        let (_, points) = try positions(clicks, options: o, width: 1280, height: 1024, frames: 400)
        expectWhole(points, width: 1280, height: 1024, "ease-in reversal")
    }

    /// Any clicks, any timing: by default (the inside side) the whole image stays in the window,
    /// the half circle flattened where neither side of it fits (from the middle to a corner).
    @Test(arguments: ArcOptions.Timing.allCases)
    func theImageStaysWholeWhateverTheClicks(timing: ArcOptions.Timing) throws {
        var o = ArcOptions()
        o.timing = timing
        // A fixed pseudo-random spray (a Weyl sequence), some of it outside the window, at
        // irregular intervals of 0.1 to 1.2 s.
        var clicks: [(Double, Point)] = []
        var t = 0.05
        for k in 1...40 {
            let u = (Double(k) * 0.6180339887).truncatingRemainder(dividingBy: 1)
            let v = (Double(k) * 0.7548776662).truncatingRemainder(dividingBy: 1)
            let w = (Double(k) * 0.5698402910).truncatingRemainder(dividingBy: 1)
            clicks.append((t, Point(-100 + 1000 * u, -100 + 800 * v)))
            t += 0.1 + 1.1 * w
        }
        let (_, points) = try positions(clicks, options: o, frames: Int(t * 60) + 180)
        expectWhole(points, width: 800, height: 600, "timing \(timing)")
    }

    /// From the middle to (60, 150) neither half circle fits; the flattened arc stays in
    /// the window and still ends on the click, at constant speed.
    @Test func aFlattenedArcEndsOnTheClickAtConstantSpeed() throws {
        let target = Point(60, 150)
        let (run, p) = try positions([(0, target)], frames: 130)
        #expect(p.last == target)
        expectWhole(p, width: 800, height: 600, "to (60, 150)")
        let steps = (1...120).map { p[$0].distance(to: p[$0 - 1]) }
        let mean = steps.reduce(0, +) / Double(steps.count)
        #expect(steps.allSatisfy { abs($0 - mean) <= 0.01 * mean }, "\(steps.min() ?? 0)...\(steps.max() ?? 0)")
        // Flattened: shorter than the half circle (pi / 2 times the chord), but still an arc.
        let chord = Point(400, 300).distance(to: target)
        let length = steps.reduce(0, +)
        #expect(length < 0.99 * Double.pi / 2 * chord && length > 1.05 * chord, "\(length) for a chord of \(chord)")
        #expect(!run.scene.isAnimating)
    }

    /// Into a corner a half circle always leaves the window: the arc is flattened, and the
    /// image arrives there whole.
    @Test func intoACornerTheArcIsFlattenedToFit() throws {
        let (_, p) = try positions([(0, Point(5000, 5000))], frames: 130)
        let corner = Point(752, 552), start = Point(400, 300)
        #expect(p.last == corner)
        expectWhole(p, width: 800, height: 600, "into the corner")
        let length = zip(p, p.dropFirst()).map { $0.distance(to: $1) }.reduce(0, +)
        let chord = start.distance(to: corner)
        #expect(length > chord * 1.001 && length < 0.99 * Double.pi / 2 * chord, "\(length) for a chord of \(chord)")
    }

    /// The largest turn of a turning image from one frame to the next, over `frames` frames
    /// after the clicks (from rest too: it turns into its first arc as a retarget does).
    func largestTurnPerFrame(_ clicks: [(Double, Point)], frames: Int, speed: Double? = nil,
                             width: Int = 800, height: Int = 600) throws -> Double {
        var o = ArcOptions()
        o.rotates = true
        o.speed = speed
        let run = try ArcRun(options: o, width: width, height: height)
        var pending = clicks[...]
        var previous: Double?
        var largest = 0.0
        for frame in 0..<frames {
            let t = Double(frame) / run.fps
            var events: [InputEvent] = []
            while let c = pending.first, c.0 <= t {
                events.append(.pointerDown(c.1))
                pending = pending.dropFirst()
            }
            run.step(events)
            let a = run.scene.angle(at: t)
            if let previous { largest = max(largest, abs((a - previous).remainder(dividingBy: 2 * .pi))) }
            previous = a
        }
        return largest * 180 / .pi
    }

    /// Flattened arcs turn a turning image smoothly too: into a corner from rest and mid-flight,
    /// and near one. (Flattened into half ellipses, which meet the chord square at their ends,
    /// they whipped it round 90 degrees in a frame.)
    @Test(arguments: [[(0.0, Point(5, 5))], [(0.0, Point(700, 300)), (1.0, Point(5, 595))],
                      [(0.0, Point(49, 50))], [(0.0, Point(600, 100)), (0.7, Point(795, 5))]])
    func aFlattenedArcTurnsTheImageSmoothly(clicks: [(Double, Point)]) throws {
        let largest = try largestTurnPerFrame(clicks, frames: 240)
        #expect(largest < 10, "turned \(largest) degrees in a frame")
    }

    /// A retarget's swing can hold the image still in a corner, against both edges, while its
    /// turn goes on: a click then still turns it from the heading shown (with no velocity to
    /// blend, it skipped the turn, and the heading snapped 160 degrees; found by fuzzing).
    @Test func aClickOnAnImageHeldInACornerStillTurnsItSmoothly() throws {
        let clicks = [(0.35, Point(-400, 191)), (0.5, Point(50, 191)), (0.65, Point(320, -380))]
        let largest = try largestTurnPerFrame(clicks, frames: 120, speed: 1000, width: 245, height: 191)
        #expect(largest < 20, "turned \(largest) degrees in a frame")
    }

    /// A resize just after a flight ends, before the next frame, finds the image at rest at any
    /// frame rate, and sends it into the smaller window the same way: at 1 fps the flight was
    /// still there until the next frame, and the resize re-flew its end in a quarter second
    /// instead of the 2 s a flight takes at 10 fps (found by fuzzing).
    @Test func anEventJustAfterAFlightFindsItOverAtAnyFrameRate() throws {
        func place(fps: Double) throws -> (Point, Vector) {
            var o = ArcOptions()
            o.side = .right
            let host = try SceneHost(scene: .arc, width: 800, height: 600,
                                     configuration: SceneConfiguration(arcOptions: o, assets: ArcRun.assets))
            let events = [TimedEvent(time: 0.5, event: .pointerDown(Point(700, 500))),
                          TimedEvent(time: 2.7, event: .resize(width: 400, height: 300))]
            var frame = 0.0
            while frame / fps <= 3 {
                let t = frame / fps
                host.advance(timedEvents: events.filter { $0.time > t - 1 / fps && $0.time <= t }, to: t)
                frame += 1
            }
            let arc = try #require(host.scene as? ArcScene)
            return (arc.position(at: 3), arc.velocity(at: 3))
        }
        let (slow, fast) = (try place(fps: 1), try place(fps: 10))
        #expect(slow.0 == fast.0 && slow.1 == fast.1, "at 1 fps \(slow), at 10 fps \(fast)")
    }

    /// A turning image sent at 400 px/s from the middle toward (700, 300) at t = 0.1, stepped
    /// to t = 0.5.
    func fastTurningRunHalfASecondIn() throws -> ArcRun {
        var o = ArcOptions()
        o.rotates = true
        o.speed = 400
        let run = try ArcRun(options: o)
        run.steps(6)
        run.step([.pointerDown(Point(700, 300))])
        run.steps(23)
        return run
    }

    /// A retarget's blend ends with its flight (outlasting a short one, it carried the image past
    /// the goal and back, with a kink where the flight's own motion stopped; found by a
    /// first-time user); the image comes to rest with the arc's heading at its end, turning no
    /// faster then than its half circle turns at 400 px/s, 400 / r radians a second (it used to
    /// take the heading with part of the turn still in it, and swing 160 degrees in a frame).
    @Test func aTurningImageComesToRestWithoutASwing() throws {
        let run = try fastTurningRunHalfASecondIn()
        let from = run.scene.position(at: run.time), goal = Point(470, 440)
        let arcsTurn = 400 / (from.distance(to: goal) / 2) / run.fps * 180 / .pi
        run.step([.pointerDown(goal)])  // t = 0.5
        var last = run.scene.angle(at: run.time - 1 / run.fps)
        var atRest: (before: Double, after: Double)?
        for _ in 0..<90 where atRest == nil {
            let wasAnimating = run.scene.isAnimating
            run.step()
            let a = run.scene.angle(at: run.time - 1 / run.fps)
            if wasAnimating && !run.scene.isAnimating { atRest = (last, a) }
            last = a
        }
        let rest = try #require(atRest)
        let step = abs((rest.after - rest.before).remainder(dividingBy: 2 * .pi)) * 180 / .pi
        #expect(step < arcsTurn + 1, "turned \(step) degrees as it came to rest, the arc \(arcsTurn) a frame")
        #expect(run.positions.last! == goal)
    }

    /// At a fixed speed a click a few px from the moving image made a half circle swept in one
    /// frame: a turning image flipped 127 degrees. No flight is shorter than a quarter second.
    @Test func aClickBesideAFastImageStillTurnsItSmoothly() throws {
        let run = try fastTurningRunHalfASecondIn()
        let here = run.scene.position(at: run.time)
        run.step([.pointerDown(here + Vector(3, 0))])
        var previous = run.scene.angle(at: run.time - 1 / run.fps), largest = 0.0
        for _ in 0..<60 {
            run.step()
            let a = run.scene.angle(at: run.time - 1 / run.fps)
            largest = max(largest, abs((a - previous).remainder(dividingBy: 2 * .pi)) * 180 / .pi)
            previous = a
        }
        #expect(largest < 15, "turned \(largest) degrees in a frame")
        #expect(try #require(run.positions.last).distance(to: here + Vector(3, 0)) < 1e-6)
    }

    /// Clicks outside the window land on its edge; an arc between two edge points still bulges
    /// as far as the window allows (rounding made it fit nowhere, and it went straight).
    @Test func anArcBetweenTwoEdgePointsStillBulges() throws {
        let (_, p) = try positions([(0.1, Point(0, 150)), (3, Point(800, 150))], width: 800, height: 300, frames: 360)
        let ys = p[200...].map(\.y)
        #expect((ys.max() ?? 0) > 252 - 1e-6 || (ys.min() ?? 300) < 48 + 1e-6, "y from \(ys.min() ?? 0) to \(ys.max() ?? 0)")
        expectWhole(p, width: 800, height: 300, "edge to edge")
    }

    /// A window that shrinks past the image pushes it in at once; it does not fly back from
    /// outside for two seconds.
    /// (On every side: on the right and left ones, whose arcs may leave the window, a resting
    /// image flew back in along a half circle; found by a first-time user.)
    @Test(arguments: ArcOptions.Side.allCases)
    func shrinkingTheWindowPushesTheImageInAtOnce(side: ArcOptions.Side) throws {
        var o = ArcOptions()
        o.side = side
        let (run, _) = try positions([(0.1, Point(700, 500))], options: o, frames: 180)
        run.step([.resize(width: 300, height: 200)])
        let p = try #require(run.positions.last)
        #expect(p == Point(252, 152), "\(p)")
        #expect(!run.scene.isAnimating)
    }

    /// A window shrunk mid-flight below the arc sends the image on to its goal inside it: the
    /// old arc dipped to y = 450 in a window 400 high and carried the image out of sight.
    @Test func shrinkingTheWindowMidFlightKeepsTheFlightInside() throws {
        let (run, _) = try positions([(0.1, Point(700, 300))], frames: 18)
        run.step([.resize(width: 800, height: 400)])
        let from = run.positions.count - 1
        // It arrives by when it would have, 2.1 s (a live resize sends many resizes, and each
        // used to restart the two seconds), going straight on at its pace.
        #expect((run.scene.animation?.endTime ?? .infinity) <= 2.1)
        run.steps(150)
        expectWhole(Array(run.positions[from...]), width: 800, height: 400, "after the resize")
        #expect(run.positions.last == Point(700, 300))
    }

    /// On the original's right side the arc may leave the window: a resize that keeps the goal
    /// inside leaves the flight alone (it used to push the image to the edge and start again).
    @Test func onTheRightSideAResizeLeavesTheFlightAlone() throws {
        var o = ArcOptions()
        o.side = .right
        // In a window 400 high the arc dips below y = 352, where the image is cut: as the
        // original's does. A resize by 1 px comes while the image is down there.
        let (run, _) = try positions([(0.1, Point(700, 300))], options: o, width: 800, height: 400, frames: 60)
        let before = try #require(run.scene.animation)
        let at = run.time
        #expect(before.position(at: at).y > 352)
        run.step([.resize(width: 801, height: 401)])
        let after = try #require(run.scene.animation)
        #expect(after.endTime == before.endTime && after.measure.length == before.measure.length)
        #expect(run.scene.position(at: at) == before.position(at: at))
    }

    /// A retarget's swing held at the window's edge stays where it is shown when the window
    /// changes size: it is held at the edges it started with. Held at the new ones, it jumped
    /// (on the right side, out to the arc's own bulge; on any side, out when the window grew).
    /// Reversed at speed next to the right edge, the swing is held there (made as short as it
    /// may be, it still reaches the edge), while the window grows and shrinks by 40 px, frame
    /// after frame.
    @Test(arguments: [ArcOptions.Side.inside, .right])
    func aResizeDuringASwingMovesNothing(side: ArcOptions.Side) throws {
        var o = ArcOptions()
        o.side = side
        o.speed = 1500
        let (run, _) = try positions([(0, Point(752, 300)), (0.3, Point(48, 300))], options: o, frames: 20)
        var held = 0
        for k in 0..<10 {
            let at = run.time, before = run.scene.position(at: at)
            if [before.x - 752, before.x - 48, before.y - 552, before.y - 48].contains(where: { abs($0) < 1e-9 }) { held += 1 }
            run.step([.resize(width: 800 + k % 2 * 40, height: 600 + k % 2 * 40)])
            #expect(run.scene.position(at: at) == before, "at \(at) s the resize moved the image from \(before)")
        }
        #expect(held >= 1, "the swing was held at the edge in \(held) of 10 frames")
    }

    /// A window shrunk mid-flight, leaving the image outside: pushed in by the edge, it goes on
    /// to its goal smoothly, turning from its heading, easing in and out, at about its pace. Set
    /// down at the edge, its heading flipped by 180 degrees in one frame and it crawled the last
    /// 12 px in 1.3 s to arrive when the old flight would have; then, with a retarget's swing
    /// outlasting the short flight, it braked from 351 to 121 px/s in two frames (found by
    /// first-time users).
    @Test(arguments: [(48, Point(700, 550), 400, 300, true), (60, Point(750, 550), 600, 450, true),
                      (48, Point(750, 550), 500, 400, true), (60, Point(750, 550), 600, 450, false)])
    func pushedInByAShrinkItGoesOnSmoothly(frame: Int, click: Point, width: Int, height: Int, rotates: Bool) throws {
        var o = ArcOptions()
        o.rotates = rotates
        let (run, _) = try positions([(0.1, click)], options: o, frames: frame)
        #expect(run.scene.position(at: run.time).x > Double(width), "the image should be past the new window's edge")
        var last = run.scene.angle(at: run.time - 1 / run.fps), largest = 0.0
        var lastPoint = run.scene.position(at: run.time - 1 / run.fps)
        run.step([.resize(width: width, height: height)])
        let shrunk = run.time - 1 / run.fps
        let goal = try #require(run.scene.target)
        // Clamped into the smaller window, less at least half the image.
        #expect(goal.x <= Double(width) - 48 && goal.y <= Double(height) - 48, "target \(goal)")
        var arrived: Double? = nil
        var speeds: [Double] = []
        for k in 0..<120 {
            let t = run.time - 1 / run.fps
            let a = run.scene.angle(at: t), p = run.scene.position(at: t)
            largest = max(largest, abs((a - last).remainder(dividingBy: 2 * .pi)))
            if k > 0 && arrived == nil { speeds.append(p.distance(to: lastPoint) * run.fps) }
            (last, lastPoint) = (a, p)
            if arrived == nil && p.distance(to: goal) < 0.5 { arrived = t - shrunk }
            run.step()
        }
        #expect(largest < 0.5, "the heading turned \(largest) rad in one frame")
        #expect(arrived != nil, "it never arrived")
        if width == 400 { #expect((arrived ?? .infinity) < 0.6, "arrived \(arrived ?? .infinity) s after the shrink") }
        let peak = speeds.max() ?? 0
        let jolt = zip(speeds, speeds.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        #expect(jolt < 0.3 * peak, "the speed changed by \(jolt) px/s in a frame, peaking at \(peak): \(speeds.map { Int($0) })")
    }

    /// A window shrunk mid-flight so that the turning image stays inside but its arc and goal do
    /// not: it goes on straight to its new goal, and its heading turns the short way, not round a
    /// half circle's worth while the swing holds it at the edge (a full pirouette while it moved
    /// 40 px straight up; found by a first-time user).
    @Test(arguments: [81, 72])
    func aFlightTheWindowCutsShortTurnsTheShortWay(frame: Int) throws {
        var o = ArcOptions()
        o.rotates = true
        let (run, _) = try positions([(0.1, Point(750, 500))], options: o, frames: frame)
        #expect(run.scene.position(at: run.time).x < 566, "the image should still be inside the new window")
        var last = run.scene.angle(at: run.time - 1 / run.fps), turned = 0.0
        run.step([.resize(width: 620, height: 600)])
        for _ in 0..<120 {
            let a = run.scene.angle(at: run.time - 1 / run.fps)
            turned += abs((a - last).remainder(dividingBy: 2 * .pi))
            last = a
            run.step()
        }
        #expect(!run.scene.isAnimating)
        #expect(turned < 2.5, "the heading turned \(turned) rad in all, on a flight of about 40 px")
    }

    /// Whether anything but background is drawn on the canvas's outermost pixels.
    func touchesTheEdge(_ c: Canvas) -> Bool {
        let (w, h) = (c.pixelWidth, c.pixelHeight)
        let border = (0..<w).flatMap { [($0, 0), ($0, h - 1)] } + (0..<h).flatMap { [(0, $0), (w - 1, $0)] }
        return border.contains { c.pixel(x: $0.0, y: $0.1) != Pixel(r: 255, g: 255, b: 255, a: 255) }
    }

    /// A window shrunk mid-swing, or R asking for more room, holds the swing at the nearer edge,
    /// and the image stays whole: held within the reach the swing started with, it was carried
    /// 10 px past a window 10 px narrower, and a turned wing 6 px past the edge (found in review).
    @Test(arguments: [false, true])
    func aSwingIsHeldAtTheNearerEdge(turning: Bool) throws {
        var o = ArcOptions()
        o.speed = 1500
        let back = Point(turning ? 200 : 48, 300)
        let (run, _) = try positions([(0, Point(752, 300)), (0.3, back)], options: o, frames: 19)
        run.step([turning ? .key(Key("r")) : .resize(width: 790, height: 600)])
        var past: [String] = []
        for frame in 0..<10 {
            run.step()
            let x = run.scene.position(at: run.time - 1 / run.fps).x
            if turning ? touchesTheEdge(run.canvas) : x > 790 - 48 + 1e-9 { past.append("frame \(frame), x \(x)") }
        }
        #expect(past.isEmpty, "\(past.count) frames past the edge, first \(past.first ?? "")")
    }

    /// Turning, the plane's wing tips reach past half its box: the edge keeps them in too. The
    /// window's outermost pixels stay background in every frame, into every corner.
    @Test func aTurningImageIsNeverCutByTheEdge() throws {
        var o = ArcOptions()
        o.rotates = true
        let run = try ArcRun(options: o)
        let clicks = [Point(400, 0), Point(550, 200), Point(0, 0), Point(800, 600), Point(0, 600), Point(800, 0)]
        var touched: [String] = []
        for (k, click) in clicks.enumerated() {
            run.step([.pointerDown(click)])
            for frame in 0..<130 {
                run.step()
                guard frame % 3 == 0 else { continue }  // every third frame: reading pixels is slow
                if touchesTheEdge(run.canvas) { touched.append("click \(k), frame \(frame)") }
            }
        }
        #expect(touched.isEmpty, "\(touched.count) frames touch the edge, first \(touched.first ?? "")")
    }

    /// R at rest in a corner: a turning image needs more room, and it slides in from the edge
    /// over a fifth of a second, keeping its heading, through a resize that leaves room. (It used to jump 8 px in one frame, or on
    /// the right side fly a tiny arc that left it turned 45 degrees.)
    @Test(arguments: [ArcOptions.Side.inside, .right])
    func turningOnAtRestSlidesTheImageIn(side: ArcOptions.Side) throws {
        var o = ArcOptions()
        o.side = side
        let run = try ArcRun(options: o)
        run.step([.pointerDown(Point(0, 0))])
        run.steps(150)
        #expect(run.positions.last == Point(48, 48), "at rest in the corner, half the image in from each edge")
        run.step([.key(Key("r"))])
        run.steps(3)
        // A window manager's resize to the size the window has, mid-slide, changes nothing.
        run.step([.resize(width: 800, height: 600)])
        run.steps(26)
        let after = Array(run.positions.suffix(32))
        let steps = zip(after, after.dropFirst()).map { $0.distance(to: $1) }
        #expect(steps.max() ?? 0 < 2, "the image moved up to \((steps.max() ?? 0)) px in a frame")
        let end = try #require(after.last)
        #expect(end.x > 50 && end.x == end.y, "it rests at \(end)")
        #expect(run.scene.angle(at: run.time) == 0 && !run.scene.isAnimating)
    }

    /// Turning with the arc, an image reversed mid-flight used to flip 166 degrees in one frame
    /// (the heading followed the blended velocity through nearly zero). It turns smoothly now.
    @Test func aTurningImageNeverFlipsOnARetarget() throws {
        var o = ArcOptions()
        o.rotates = true
        let run = try ArcRun(options: o)
        run.steps(6)
        run.step([.pointerDown(Point(700, 300))])  // t = 0.1: from rest, the turn to the arc is immediate
        var previous = run.scene.angle(at: 0.1)
        var largest = 0.0
        for frame in 7..<200 {
            run.step(frame == 36 ? [.pointerDown(Point(100, 540))] : [])  // t = 0.6: reversed
            let a = run.scene.angle(at: Double(frame) / run.fps)
            largest = max(largest, abs((a - previous).remainder(dividingBy: 2 * .pi)))
            previous = a
        }
        #expect(largest < 10 * Double.pi / 180, "turned \(largest * 180 / .pi) degrees in a frame")
    }

    /// R switches turning on or off mid-flight, and at rest after a flight: the image turns into
    /// its new heading over a few frames (it snapped round by up to half a turn in one; found by
    /// a first-time user), and ends on it: the arc's heading, or none.
    /// (With a click just after the switch, it goes on turning from where it was shown into
    /// the new arc's heading, and comes to rest on the click.)
    @Test(arguments: [(false, 30, false), (true, 30, false), (true, 150, false), (false, 30, true), (true, 30, true)])
    func rTurnsTheImageIntoItsNewHeadingSmoothly(rotating: Bool, frameOfR: Int, clickAfter: Bool) throws {
        var o = ArcOptions()
        o.rotates = rotating
        let run = try ArcRun(options: o)
        run.step([.pointerDown(Point(700, 300))])
        var previous = run.scene.angle(at: 0), largest = 0.0
        let second = Point(200, 450)
        for frame in 1..<300 {
            let click = clickAfter && frame == frameOfR + 6 ? [InputEvent.pointerDown(second)] : []
            run.step(frame == frameOfR ? [.key(Key("r"))] : click)
            let a = run.scene.angle(at: Double(frame) / run.fps)
            largest = max(largest, abs((a - previous).remainder(dividingBy: 2 * .pi)))
            previous = a
        }
        #expect(largest < 10 * Double.pi / 180, "turned \(largest * 180 / .pi) degrees in a frame")
        #expect(run.scene.options.rotates == !rotating)
        #expect(!run.scene.isAnimating)
        if clickAfter {
            #expect(run.scene.position(at: run.time) == second)
            if rotating { #expect(run.scene.angle(at: run.time) == 0) }
        } else {
            // At rest after the half circle from (400, 300) to (700, 300), bulging down the
            // screen: heading up it (-90 degrees) when turning, none when not.
            let heading = rotating ? 0 : -Double.pi / 2
            #expect(abs((run.scene.angle(at: run.time) - heading).remainder(dividingBy: 2 * .pi)) < 1e-5)
        }
    }

    /// A retarget to a point just beside the moving image, or clicks in quick succession: the
    /// image swings past, comes back and rests on the last click by the time the swing is over
    /// (0.6 s at most), as without the slowed clock. (Slowed against a limit that fell to zero
    /// once the short arc was over, the swing crept on: 1.2 s late, or not over after a minute;
    /// found by a first-time user.)
    @Test(arguments: [(400.0 as Double?, 2.0, ArcOptions.Timing.paced, [(0.1, Point(700, 300)), (0.6, Point(515, 466))]),
                      (1000.0, 2.0, .paced, [(0.3, Point(392, 286)), (0.35, Point(429, 253)), (2.0, Point(300, 300))]),
                      (nil, 0.3, .default, [(0.2, Point(389.64, 314.05)), (0.23, Point(242.6, 129.5))])])
    func aSwingAfterAShortFlightComesToRestOnTime(speed: Double?, duration: Double, timing: ArcOptions.Timing,
                                                  clicks: [(Double, Point)]) throws {
        var o = ArcOptions()
        (o.speed, o.duration, o.timing) = (speed, duration, timing)
        let last = try #require(clicks.last)
        let (run, p) = try positions(clicks, options: o, frames: Int((last.0 + 0.7) * 60) + 2)
        #expect(!run.scene.isAnimating && p.last == last.1, "at \(run.time) s: \(String(describing: p.last))")
        if let speed {
            let fastest = (1..<p.count).map { p[$0].distance(to: p[$0 - 1]) * run.fps }.max() ?? 0
            #expect(fastest <= speed * 1.001, "\(fastest) px/s at a fixed \(speed)")
        }
    }

    /// At the fixed duration (the original's 2 s), a retarget arrives 2 s after its click: the
    /// new arc is flown faster for what the swing's slowed clock adds (it arrived up to 0.18 s
    /// late). And the swing never carries the image faster than the old flight or the new.
    /// (Clicks whose arcs are longer than the image goes in 2 s: see the next test for nearer.)
    @Test(arguments: [Point(150, 300), Point(400, 80), Point(650, 150)])
    func aRetargetAtAFixedDurationArrivesOnTime(click: Point) throws {
        let (run, p) = try positions([(0.0, Point(700, 300)), (0.85, click)], frames: 240)
        // The click lands at frame 51 (t = 0.85): on time is t = 2.85, frame 171.
        #expect(p[169] != click && p[172] == click, "\(p[169]) \(p[172])")
        #expect(!run.scene.isAnimating)
        // The old flight's speed: a half circle of radius 150 in 2 s; the new arc's: a half
        // circle to the click in 2 s, flown up to a tenth faster for the swing.
        let fastest = (52..<172).map { p[$0].distance(to: p[$0 - 1]) * run.fps }.max() ?? 0
        let newArc = Double.pi * p[51].distance(to: click) / 2 / 2
        #expect(fastest <= max(Double.pi * 150 / 2, newArc) * 1.1, "\(fastest) px/s")
    }

    /// At the fixed duration, a retarget to a click nearer than the image goes in 2 s keeps
    /// its pace: once the swing is over, at the old flight's speed (a half circle of radius 150
    /// in 2 s), or a little faster where the swing held it back so long that it would arrive
    /// later than 2 s. (In 2 s it crawled at a tenth of its speed; found by a first-time user.)
    @Test(arguments: [Point(700, 500), Point(100, 550)])
    func aRetargetToANearClickKeepsThePace(click: Point) throws {
        let (run, p) = try positions([(0.0, Point(700, 300)), (0.85, click)], frames: 240)
        let pace = Double.pi * 150 / 2
        let arrival = try #require(p.indices.dropFirst(52).first { p[$0] == click })
        #expect(arrival > 90 && arrival <= 172, "arrived at frame \(arrival); 2 s after the click is 171")
        #expect(!run.scene.isAnimating)
        // After the swing (0.6 s at most): the old pace, or up to a tenth faster for the swing's slowed clock.
        for k in 88..<max(88, arrival) {
            let speed = p[k].distance(to: p[k - 1]) * run.fps
            #expect(speed > pace * 0.98 && speed < pace * 1.1, "frame \(k): \(speed) px/s")
        }
    }

    /// With an eased timing, a near click's flight peaks at the image's pace rather than
    /// averaging it (averaging it, the image lurched to twice its speed; found by a first-time
    /// user). The first flight eases in and out over a half circle of radius 100 in 2 s.
    @Test(arguments: [Point(540, 400), Point(650, 400), Point(641.3, 358.2)])
    func anEasedNearClickGoesNoFasterThanTheImage(click: Point) throws {
        var options = ArcOptions()
        options.timing = .easeInEaseOut
        let (run, p) = try positions([(0.1, Point(600, 300)), (1.1, click)], options: options, frames: 200)
        let speeds = (1..<p.count).map { p[$0].distance(to: p[$0 - 1]) * run.fps }
        let before = speeds[64], after = speeds[66...].max() ?? 0
        #expect(after <= before * 1.02, "\(before) px/s before the click, \(after) after")
        #expect(!run.scene.isAnimating && p.last == click)
    }

    /// A near click on an image easing to a stop does not set it darting off at its flight's
    /// average: the pace kept is its speed now, which eases as its timing does. (At the
    /// average, clicked 0.04 s before it stopped at 20 px/s, it went off at 234; found in
    /// review.) The new flight takes the fixed 2 s: a 32 px chord's half circle, about 50 px,
    /// peaks under 50 px/s eased in and out.
    @Test(arguments: [2.06, 2.12])
    func aNearClickOnAnImageEasingToAStopDoesNotDart(at time: Double) throws {
        var options = ArcOptions()
        options.timing = .easeInEaseOut
        let (run, p) = try positions([(0.1, Point(700, 300)), (time, Point(690, 330))], options: options, frames: 400)
        let click = Int((time * run.fps).rounded(.up))
        let fastest = (click + 1..<p.count).map { p[$0].distance(to: p[$0 - 1]) * run.fps }.max() ?? 0
        #expect(fastest < 60, "\(fastest) px/s after the click")
    }

    /// Clicks in a row near the moving image, each while the last one's swing slows it, keep
    /// its pace: 18 clicks within 15 px of it, 0.05 s apart, then one 18 px away. (Each took
    /// the speed the swing had left: 157 px/s wore down to 19, and the last click took 1.55 s;
    /// found by a first-time user.)
    @Test func nearClicksInARowDoNotWearThePaceDown() throws {
        let near = [Point(508, 400), Point(506, 388), Point(507, 413), Point(512, 395), Point(503, 405), Point(509, 392),
                    Point(505, 410), Point(511, 402), Point(504, 391), Point(510, 409), Point(506, 397), Point(508, 404),
                    Point(503, 399), Point(512, 407), Point(507, 390), Point(505, 403), Point(509, 398), Point(506, 406)]
        let clicks = [(0.1, Point(600, 300))] + near.enumerated().map { (1.1 + 0.05 * Double($0.offset), $0.element) }
            + [(2.05, Point(498, 407))]
        let (run, p) = try positions(clicks, frames: 200)
        let arrival = try #require(p.indices.dropFirst(124).first { p[$0] == Point(498, 407) })
        // At 157 px/s an 18 px half circle takes about 0.18 s: the shortest flight's 0.25, and
        // a little for the swing.
        #expect(Double(arrival - 123) / run.fps < 0.5, "the last click took \(Double(arrival - 123) / run.fps) s")
    }

    /// A click just ahead of the moving image, on its way: it goes on to the click, not past
    /// it and back. (Its 2 s arc was so slow that the swing, which has to come back to the arc,
    /// carried it past and back for 19 to 23 frames; found by a first-time user.) Within 30 px
    /// it may overshoot for a few frames: at 236 px/s it cannot stop sooner without a jolt.
    @Test(arguments: [(10.0, 4), (30, 3), (60, 0), (100, 0)])
    func aClickJustAheadIsNotPassedAndComeBackTo(ahead: Double, framesAway: Int) throws {
        // The first flight: a half circle about (550, 300) of radius 150, at pi/2 radians a
        // second, from angle pi (the start, 400, 300) through pi/2 (its bottom, y down).
        let angle = Double.pi - Double.pi / 2 * 0.85
        let here = Point(550 + 150 * cos(angle), 300 + 150 * sin(angle))
        let way = Vector(sin(angle), -cos(angle))
        let click = here + way * ahead
        let (_, p) = try positions([(0.0, Point(700, 300)), (0.85, click)], frames: 240)
        let arrival = try #require(p.indices.dropFirst(52).first { p[$0] == click })
        let away = (52..<arrival).filter { p[$0].distance(to: click) > p[$0 - 1].distance(to: click) + 1e-9 }
        #expect(away.count <= framesAway, "it went away from the click in frames \(away)")
    }

    /// A click on the moving image itself used to stop it dead (speed 283 px/s to 0 in a frame):
    /// it swings round and comes to rest there.
    @Test func aClickOnTheMovingImageBringsItToRestSmoothly() throws {
        let (run, _) = try positions([(0.1, Point(700, 100))], frames: 60)
        let here = run.scene.position(at: run.time)
        #expect(run.scene.velocity(at: run.time).length > 280)
        run.step([.pointerDown(here + Vector(0.2, 0))])
        run.steps(60)
        let p = run.positions
        let v = (1..<p.count).map { (p[$0] - p[$0 - 1]) * run.fps }
        let jolts = (1..<v.count).map { (v[$0] - v[$0 - 1]).length }
        // Along the arc the velocity turns by about 7 px/s a frame; a dead stop changes it by 283.
        #expect(jolts[55...].max() ?? 0 < 40, "\(jolts[55...].max() ?? 0)")
        #expect(try #require(p.last).distance(to: here) < 0.5)
        #expect(!run.scene.isAnimating)
    }

    /// At a fixed speed, a retarget's swing never carries the image faster than that speed, on
    /// a slight turn or a reversal, slow or fast, measured from the positions shown frame by
    /// frame; and the image still comes to rest on the click. (Added to the new arc, the swing
    /// went up to twice the speed: at 400 px/s, 785 on a sharp turn; found by a first-time user.)
    @Test(arguments: [(400.0, Point(150, 300)), (400.0, Point(400, 80)), (400.0, Point(650, 150)),
                      (400.0, Point(100, 550)), (1800.0, Point(100, 300)), (1800.0, Point(700, 540))])
    func aRetargetAtAFixedSpeedKeepsToIt(speed: Double, click: Point) throws {
        var o = ArcOptions()
        o.speed = speed
        let second = speed > 1000 ? 0.12 : 0.85  // mid-flight, the image heading up the screen
        let (run, p) = try positions([(0.0, Point(700, 300)), (second, click)], options: o, frames: 240)
        let fastest = (1..<p.count).map { p[$0].distance(to: p[$0 - 1]) * run.fps }.max() ?? 0
        // (A frame's chord is a little shorter than the arc it cuts; the clock is read back to 1e-3.)
        #expect(fastest <= speed * 1.001, "\(fastest) px/s at a fixed \(speed)")
        #expect(fastest >= speed * 0.99, "\(fastest) px/s: the flight was slower than \(speed)")
        #expect(try #require(p.last) == click)
        #expect(!run.scene.isAnimating)
    }

    /// Clicks in quick succession, some outside the window, at a fixed speed: the swing, held at
    /// an edge and let go, still keeps to the speed (it ran 14 % over for a frame on the left
    /// side, 5 % over on the inside: its slowed clock, taken as linear between its steps,
    /// missed the jump in speed where the hold ends; found by a first-time user's fuzz).
    @Test(arguments: [(400.0, ArcOptions.Side.left, 0), (1500.0, ArcOptions.Side.inside, 1)])
    func quickClicksByTheEdgesKeepToTheSpeed(speed: Double, side: ArcOptions.Side, script: Int) throws {
        let scripts: [[(Double, Point)]] = [
            [(0.1000, Point(366.7066, 211.3184)), (0.2000, Point(117.5305, 423.6505)), (0.4000, Point(402.5039, 578.8086)), (0.4500, Point(250.6216, 605.4701)), (1.2500, Point(-13.1938, 215.3137)), (2.0500, Point(801.5939, 615.8898)), (2.3500, Point(91.4414, 116.6085)), (2.4000, Point(69.1830, 560.2078))],
            [(0.1000, Point(162.4433, 22.2162)), (0.4000, Point(380.9906, 13.0702)), (0.4500, Point(311.4319, 592.5685)), (1.6500, Point(841.0223, -8.8071)), (2.1500, Point(433.0120, 143.6779)), (2.2500, Point(694.1845, 133.2037)), (2.3000, Point(696.0280, 514.6566)), (3.5000, Point(194.5730, 65.3728))],
        ]
        var o = ArcOptions()
        o.speed = speed
        o.side = side
        let (run, p) = try positions(scripts[script], options: o, frames: 600)
        let fastest = (1..<p.count).map { p[$0].distance(to: p[$0 - 1]) * run.fps }.max() ?? 0
        #expect(fastest <= speed * 1.02, "\(fastest) px/s at a fixed \(speed)")
        #expect(!run.scene.isAnimating)
    }
}

@Suite("Arc path")
struct ArcPathTests {
    /// Travelling +x on a y-down screen, the right-hand side is +y: the half circle from
    /// (100, 100) to (300, 100) reaches y = 200 halfway; flattened to half its bulge, y = 150.
    /// (Halfway by arc length, which the measure gets to 1e-9 of the length on an ellipse.)
    @Test(arguments: [(1.0, 200.0), (0.5, 150.0), (0.999999, 199.9999)])
    func theBulgeSetsHowFarTheArcSwellsOut(bulge: Double, peak: Double) throws {
        let path = ArcPath.semicircle(from: Point(100, 100), to: Point(300, 100), side: .right, bulge: bulge)
        let m = PathMeasure(path)
        #expect(m.position(atLength: 0).distance(to: Point(100, 100)) < 1e-9)
        #expect(m.position(atLength: m.length).distance(to: Point(300, 100)) < 1e-9)
        #expect(m.position(atLength: m.length / 2).distance(to: Point(200, peak)) < 1e-6)
        let left = PathMeasure(ArcPath.semicircle(from: Point(100, 100), to: Point(300, 100), side: .left, bulge: bulge))
        #expect(left.position(atLength: left.length / 2).distance(to: Point(200, 200 - peak)) < 1e-6)
    }
}

@Suite("Timing curves")
struct TimingCurveTests {
    /// y at x for cubic-bezier(x1, y1, x2, y2), computed here by plain bisection on t.
    func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func b(_ t: Double, _ a: Double, _ c: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * c + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 { let m = (lo + hi) / 2; if b(m, x1, x2) < x { lo = m } else { hi = m } }
        return b((lo + hi) / 2, y1, y2)
    }

    @Test(arguments: [
        (TimingCurve.linear, (0.0, 0.0, 1.0, 1.0)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
        (.easeInEaseOut, (0.42, 0, 0.58, 1)), (.default, (0.25, 0.1, 0.25, 1)),
    ])
    func namedCurvesMatchTheCubicBezierFunction(curve: TimingCurve, points: (Double, Double, Double, Double)) {
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            let expected = reference(points.0, points.1, points.2, points.3, x)
            #expect(abs(curve.value(at: x) - expected) < 1e-9, "x = \(x)")
        }
    }

    @Test func easeInEaseOutIsSymmetric() {
        #expect(abs(TimingCurve.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-12)
        for x in [0.1, 0.3, 0.45] {
            let a = TimingCurve.easeInEaseOut.value(at: x), b = TimingCurve.easeInEaseOut.value(at: 1 - x)
            #expect(abs(a + b - 1) < 1e-12)
        }
    }

    @Test func slopeMatchesFiniteDifferences() {
        for curve in [TimingCurve.easeIn, .easeOut, .default] {
            for x in [0.1, 0.4, 0.8] {
                let h = 1e-6
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(abs(curve.slope(at: x) - numeric) < 1e-5)
            }
        }
    }
}
