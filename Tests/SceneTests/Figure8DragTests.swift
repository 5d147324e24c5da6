import Foundation
import Geometry
import Input
@testable import Scenes
import Testing

@Suite("Figure-8 drag, headless with scripted input")
struct Figure8DragTests {
    let ref = FigureEightReference(width: 800, height: 600)

    @Test func handleStartsAtThePathsFirstPoint() throws {
        let run = try HeadlessRun()
        run.step()
        #expect(run.handle.distance(to: ref.topStart) < 1e-9)
    }

    @Test func dragThatMissesTheHandleDoesNothing() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(Point(400, 300)), .pointerMove(Point(400, 58))])
        run.step([.pointerUp(Point(400, 58))])
        #expect(run.handle.distance(to: ref.topStart) < 1e-9)
        #expect(!run.scene.handle.isDragging)
    }

    /// Laps of the figure-8, pointer following the exact path 3 px off it in small steps,
    /// forward and then backward: the handle stays on the path and on its own branch.
    @Test(arguments: [1.0, -1.0])
    func slowLapsStayOnTheirBranch(direction: Double) throws {
        let run = try HeadlessRun()
        var p = ref.topStart
        run.step([.pointerDown(p)])
        var previousS = run.scene.handle.s
        var travelled = 0.0
        let step = 4.0
        for i in 1...Int(2 * ref.length / step) {
            let s = direction * Double(i) * step
            let target = referencePoint(atLength: s)
            // 3 px to the side of the path, alternating sides.
            let normal = referenceTangent(atLength: s).perpendicular * (i % 2 == 0 ? 3 : -3)
            p = target + normal
            run.step([.pointerMove(p)])
            let h = run.scene.handle
            #expect(ref.distance(to: h.point) < 1e-6, "handle off the path at step \(i)")
            var ds = h.s - previousS
            ds -= ref.length * (ds / ref.length).rounded()
            #expect(abs(ds) < 3 * step, "handle jumped \(ds) px along the path at step \(i)")
            travelled += ds
            previousS = h.s
            #expect(h.point.distance(to: target) < 4, "handle left its branch at step \(i)")
        }
        #expect(abs(travelled - direction * 2 * ref.length) < 8)
    }

    @Test func fastFlickReachesTheNearestPointAcrossTheOtherLobe() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart)])
        // One event, hundreds of pixels: to just below the bottom of the lower lobe.
        let bottomOfLowerLobe = ref.bottom + Vector(0, ref.r)
        run.step([.pointerMove(bottomOfLowerLobe + Vector(0, 6))])
        #expect(run.handle.distance(to: bottomOfLowerLobe) < 1e-6)
    }

    /// The original's global-nearest variant jumped 671 px along the path here, with the pointer
    /// 4 px from the handle's own branch (FACTS.md).
    @Test func pointerNearTheCrossingKeepsTheHandleOnItsBranch() throws {
        let run = try HeadlessRun()
        let center = Point(400, 300)
        // The handle starts at the end of the closing line (lower left to upper right); walk it
        // down that line, through the crossing, 4 px off toward the side of the other branch.
        let along = (ref.bottomEnd - ref.topStart).normalized
        let across = (ref.bottomStart - ref.topEnd).normalized
        run.step([.pointerDown(ref.topStart)])
        let toCenter = ref.topStart.distance(to: center)
        for d in stride(from: 2.0, through: toCenter + 30, by: 2) {
            run.step([.pointerMove(ref.topStart + along * d + across * 4)])
        }
        #expect(run.handle.distance(to: center + along * 30) < 1e-6, "the handle switched branches at the crossing")
    }

    @Test func pointerOnTheSymmetryLineDoesNotFlipLobes() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart)])
        // Out to the right of the top lobe, then down onto the symmetry line y = H/2 far right.
        run.step([.pointerMove(Point(560, 160))])
        run.step([.pointerMove(Point(700, 300))])
        #expect(run.handle.y < 300, "the handle flipped to the lower lobe on the symmetry line")
        #expect(ref.distance(to: run.handle) < 1e-6)
    }

    @Test func grabOffsetIsKept() throws {
        let run = try HeadlessRun()
        // Grab 8 px right of the handle's centre: grabbing alone must not move it.
        let offset = Vector(8, 0)
        run.step([.pointerDown(ref.topStart + offset)])
        #expect(run.handle.distance(to: ref.topStart) < 1e-9)
        // Move so that pointer - offset lies exactly on the path 30 px further on.
        let target = referencePoint(atLength: 30)
        run.step([.pointerMove(target + offset)])
        #expect(run.handle.distance(to: target) < 1e-6)
    }

    @Test func resizeKeepsTheFractionOfTheLength() throws {
        let run = try HeadlessRun()
        run.step([.key(Key("right", shift: true)), .key(Key("right", shift: true))])
        let before = run.scene.handle.fraction
        run.step([.resize(width: 1024, height: 768)])
        let big = FigureEightReference(width: 1024, height: 768)
        #expect(abs(run.scene.handle.fraction - before) < 1e-12)
        #expect(big.distance(to: run.handle) < 1e-6)
        #expect(abs(run.scene.handle.measure.length - big.length) < 1e-9 * big.length)
    }

    /// A resize in the middle of a drag (F11, say) moves the handle out from under the still
    /// pointer; dragging on, the handle comes back under it, never jumping on the way. It
    /// followed 95 px off it for the rest of the drag (found by a first-time user).
    @Test func aDragAfterAResizeComesBackUnderThePointer() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart)])
        run.step([.resize(width: 1200, height: 900)])
        run.steps(30)
        let big = FigureEightReference(width: 1200, height: 900)
        #expect(run.handle.distance(to: big.topStart) < 1e-6 && run.scene.handle.isDragging)
        // The pointer walks 2 px a frame to the handle, then on along the top lobe.
        let walk = Int((ref.topStart.distance(to: big.topStart) / 2).rounded(.up))
        let pointers = (1...walk).map { ref.topStart + (big.topStart - ref.topStart) * (Double($0) / Double(walk)) }
            + (1...60).map { big.top + Vector(angle: .pi / 4 - 2 * Double($0) / big.r) * big.r }
        for p in pointers {
            let from = run.handle
            run.step([.pointerMove(p)])
            #expect(run.handle.distance(to: from) < 4.5, "a jump of \(run.handle.distance(to: from)) px")
        }
        #expect(run.handle.distance(to: pointers.last!) < 1e-6, "\(run.handle.distance(to: pointers.last!)) px off the pointer")
    }

    /// A flick released between frames glides on from the speed the drag showed: the first
    /// frame of the glide moves the handle no farther than the frames before it. The drag shows
    /// the handle at the last pointer event, a part of a frame behind; the glide was shown at the
    /// frame's own time, and its first frame made up that lag at once, 1.7 times a frame's step
    /// (found by a first-time user). Pointer events at 60 and 120 Hz, at several phases.
    @Test(arguments: [(1.0, 0.75), (1.0, 0.25), (2.0, 0.1), (2.0, 0.6)])
    func aReleaseGlidesOnWithoutALurch(eventsPerFrame: Double, phase: Double) throws {
        let run = try HeadlessRun()
        // Along the top lobe from its start at 600 px/s: a move every 1/(60 n) s.
        let r = ref.r, speed = 600.0, dt = 1 / (60 * eventsPerFrame)
        func pointer(_ t: Double) -> Point { ref.top + Vector(angle: .pi / 4 - speed * t / r) * r }
        var events = [TimedEvent(time: 0.1 - 0.001, event: .pointerDown(ref.topStart))]
        let moves = Int(0.5 / dt)
        for k in 1...moves { events.append(TimedEvent(time: 0.1 + (Double(k) - 1 + phase) * dt, event: .pointerMove(pointer(Double(k) * dt)))) }
        let last = events.last!
        events.append(TimedEvent(time: last.time + 0.001, event: .pointerUp(pointer(Double(moves) * dt))))
        var s: [Double] = [], gliding: [Bool] = []
        for frame in 0..<60 {
            let time = Double(frame) / 60
            run.host.frame(timedEvents: events.filter { $0.time <= time && $0.time > time - 1.0 / 60 }, time: time, canvas: run.canvas)
            s.append(run.scene.handle.s)
            gliding.append(run.scene.handle.isGliding)
        }
        let first = try #require(gliding.firstIndex(of: true))
        let step = speed / 60, glideStep = s[first] - s[first - 1]
        #expect(abs(s[first - 1] - s[first - 2] - step) < 1e-6, "the drag's step")
        #expect(glideStep <= step * 1.05 && glideStep >= step * 0.8, "the first glide frame moved \(glideStep) px, the drag \(step) a frame")
    }

    /// A custom path whose stroke an export cut in pieces, each starting where the last ended,
    /// is dragged along as one stroke: the handle stays under the pointer across the joints (it
    /// stopped at each until the pointer was 15 px past, then jumped there; found by a
    /// first-time user).
    @Test func aStrokeInPiecesIsDraggedAlongAsOne() throws {
        let run = try HeadlessRun(customPath: try Path(svgPathData: "M 0 0 L 100 0 M 100 0 L 200 0 M 200 0 L 300 0"))
        run.step()
        let measure = run.scene.handle.measure
        #expect(measure.subpathSpans.count == 1)
        run.step([.pointerDown(run.handle)])
        for k in 1...Int(measure.length / 2) {
            let q = measure.position(atLength: 2 * Double(k))
            run.step([.pointerMove(q)])
            #expect(run.handle.distance(to: q) < 1e-6, "\(run.handle.distance(to: q)) px off the pointer at \(q)")
        }
    }

    /// With the overlay, the corner label ("s = ...") moves to the top right where at the bottom
    /// it would cover the handle (at 320x240 a path fitted into the window runs through the
    /// corner; found by a first-time user), and back once the handle is well clear of it; the
    /// frame graph keeps off it.
    @Test func theOverlayLabelLeavesTheHandle() throws {
        // A house whose front door's foot, where the handle starts, is in the bottom-right corner.
        let run = try HeadlessRun(width: 320, height: 240, customPath: try Path(svgPathData: "M 20 20 L 20 14 L 24 14 L 24 20 L 10 20 L 10 12 L 17 4 L 24 12"))
        run.step([.key(Key("d"))])
        run.step()
        let top = try #require(run.scene.overlayTextAtTop, "the label should be at the top, the handle at \(run.handle)")
        let handleBox = Rect(around: run.handle, radius: 15)
        #expect(!top.intersects(handleBox) && top.minY >= 0 && top.maxX <= 320)
        #expect(run.scene.clutter(in: top) == 2, "the frame graph should keep off the label")
        // The handle taken up to the roof, the label goes back to the bottom.
        for _ in 0..<13 { run.step([.key(Key("right", shift: true))]) }
        #expect(run.handle.y < 120, "the handle at \(run.handle)")
        #expect(run.scene.overlayTextAtTop == nil, "the handle at \(run.handle)")
        // Without the overlay there is no label.
        run.step([.key(Key("d"))])
        #expect(run.scene.overlayTextAtTop == nil)
        // A label long enough to reach the frame graph in the top-left corner stays at the
        // bottom (it went under the graph; found by a first-time user): a zigzag 12,000 px long
        // ending in the bottom-right corner, the handle at its end.
        let rows = (0...60).map { k in k % 2 == 0 ? "L 0 \(Double(k) * 100 / 60) L 100 \(Double(k) * 100 / 60)"
                                                    : "L 100 \(Double(k) * 100 / 60) L 0 \(Double(k) * 100 / 60)" }
        let zigzag = try HeadlessRun(width: 320, height: 240, customPath: try Path(svgPathData: "M 0 0 " + rows.joined(separator: " ")))
        zigzag.step([.key(Key("d"))] + Array(repeating: .key(Key("right", shift: true)), count: 300))
        zigzag.step()
        #expect(zigzag.scene.handle.fraction == 1 && zigzag.handle.x > 200 && zigzag.handle.y > 200, "the handle at \(zigzag.handle)")
        #expect(zigzag.scene.overlayTextAtTop == nil, "\(String(describing: zigzag.scene.overlayTextAtTop))")
    }

    /// A click off the handle while it glides changes nothing of the glide: it reset the glide's
    /// lag, and the glide leapt ahead by part of a frame's worth (found in review).
    @Test func aClickOffTheHandleLeavesTheGlideAlone() throws {
        func glide(clickingOff: Bool) throws -> [Double] {
            let run = try HeadlessRun()
            let r = ref.r, dt = 1.0 / 60
            func pointer(_ t: Double) -> Point { ref.top + Vector(angle: .pi / 4 - 600 * t / r) * r }
            var events = [TimedEvent(time: 0.099, event: .pointerDown(ref.topStart))]
            for k in 1...30 { events.append(TimedEvent(time: 0.1 + (Double(k) - 0.25) * dt, event: .pointerMove(pointer(Double(k) * dt)))) }
            events.append(TimedEvent(time: events.last!.time + 0.001, event: .pointerUp(pointer(30 * dt))))
            if clickingOff {
                events.append(TimedEvent(time: 0.8 + 0.4 * dt, event: .pointerDown(Point(20, 20))))
                events.append(TimedEvent(time: 0.8 + 0.5 * dt, event: .pointerUp(Point(20, 20))))
            }
            var s: [Double] = []
            for frame in 0..<90 {
                let time = Double(frame) / 60
                run.host.frame(timedEvents: events.filter { $0.time <= time && $0.time > time - dt }, time: time, canvas: run.canvas)
                s.append(run.scene.handle.s)
            }
            return s
        }
        let plain = try glide(clickingOff: false), clicked = try glide(clickingOff: true)
        #expect(plain == clicked, "the click moved the glide by up to \(zip(plain, clicked).map { abs($0 - $1) }.max()!) px")
    }

    /// While the gap the keys opened closes, the handle only slides: the point it is pulled to
    /// crosses the figure toward the pointer, and the jump rule took the handle over to the
    /// other diagonal at the crossing, up to 660 px along the path for a 1 px move, 200 px from
    /// the pointer (found by a first-time user).
    @Test(arguments: [6, 10, 14])
    func aClosingGapNeverJumpsBranches(presses: Int) throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart)])
        var pointer = ref.topStart
        for k in 1...20 {  // along the top lobe to s = 60
            pointer = ref.top + Vector(angle: .pi / 4 - 3 * Double(k) / ref.r) * ref.r
            run.step([.pointerMove(pointer)])
        }
        for _ in 0..<presses { run.step([.key(Key("right", shift: true))]) }
        let length = run.scene.handle.measure.length
        var s = run.scene.handle.s
        for _ in 0..<300 {
            pointer = pointer + Vector(0.5, 0)
            run.step([.pointerMove(pointer)])
            var step = abs(run.scene.handle.s - s)
            step = min(step, length - step)
            #expect(step < 20, "the handle went \(step) px along the path for a 0.5 px move, to \(run.handle)")
            s = run.scene.handle.s
        }
    }

    @Test func arrowKeysStepAlongThePath() throws {
        let run = try HeadlessRun()
        run.step([.key(Key("right"))])
        #expect(abs(run.scene.handle.s - 5) < 1e-9)
        run.step([.key(Key("right", shift: true))])
        #expect(abs(run.scene.handle.s - 55) < 1e-9)
        run.step([.key(Key("left")), .key(Key("left"))])
        #expect(abs(run.scene.handle.s - 45) < 1e-9)
        // Backward past the start wraps around the closed path.
        run.step([.key(Key("left", shift: true))])
        #expect(abs(run.scene.handle.s - (ref.length - 5)) < 1e-9)
    }

    /// A circle drawn as two arcs without Z is a loop to the user: the handle goes on round
    /// past the point where its ends meet, by the keys and by a drag, as on a closed path.
    @Test func aPathThatComesBackToItsStartWithoutZIsALoop() throws {
        let circle = try Path(svgPathData: "M 0 0 A 50 50 0 0 1 100 0 A 50 50 0 0 1 0 0")
        let run = try HeadlessRun(customPath: circle)
        let measure = run.scene.handle.measure
        #expect(measure.isClosed)
        run.step([.key(Key("left"))])
        #expect(abs(run.scene.handle.s - (measure.length - 5)) < 1e-9)
        // Dragged from there forward, through the meeting point, in small steps on the circle.
        // (The fit scales and moves the circle, so it still turns toward increasing angle.)
        let centre = measure.location(atLength: measure.length / 2).point.midpoint(measure.location(atLength: 0).point)
        let start = run.handle
        let radius = centre.distance(to: start)
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        run.step([.pointerDown(start)])
        for i in 1...20 {
            let a = a0 + Double(i) * 0.02
            run.step([.pointerMove(Point(centre.x + radius * cos(a), centre.y + radius * sin(a)))])
        }
        // 20 steps of 0.02 rad at this radius: 0.4 r along, from length - 5 on round past 0.
        let expected = 0.4 * radius - 5
        #expect(abs(run.scene.handle.s - expected) < 1e-6, "s \(run.scene.handle.s), expected \(expected)")
    }

    @Test func releasedWhileMovingItGlidesOnAndStops() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart)])
        for i in 1...10 { run.step([.pointerMove(referencePoint(atLength: Double(i) * 8))]) }
        run.step([.pointerUp(referencePoint(atLength: 88))])
        let released = run.scene.handle.s
        #expect(run.scene.handle.isGliding)
        run.steps(5)
        #expect(run.scene.handle.s > released + 5)
        run.steps(180)
        #expect(!run.scene.handle.isGliding)
        let stopped = run.scene.handle.s
        run.steps(10)
        #expect(run.scene.handle.s == stopped)
        #expect(ref.distance(to: run.handle) < 1e-6)
    }

    @Test func grabbingAGlidingHandleStopsIt() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart)])
        for i in 1...10 { run.step([.pointerMove(referencePoint(atLength: Double(i) * 8))]) }
        run.step([.pointerUp(referencePoint(atLength: 88))])
        run.steps(3)
        let p = run.handle
        run.step([.pointerDown(p)])
        let held = run.scene.handle.s
        run.steps(10)
        #expect(!run.scene.handle.isGliding)
        #expect(run.scene.handle.s == held)
    }

    @Test func aReleaseAfterHoldingStillDoesNotGlide() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart)])
        for i in 1...10 { run.step([.pointerMove(referencePoint(atLength: Double(i) * 8))]) }
        run.steps(30)  // half a second without moving
        run.step([.pointerUp(referencePoint(atLength: 80))])
        #expect(!run.scene.handle.isGliding)
    }

    /// Flicked forward 20 px a frame, then pulled back 10 px a frame for three frames and
    /// released: the handle glides back, the way it last moved, not on in the flick's direction.
    @Test func aReleaseWhilePullingBackGlidesBack() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart)])
        for i in 1...6 { run.step([.pointerMove(referencePoint(atLength: Double(i) * 20))]) }
        for i in 1...3 { run.step([.pointerMove(referencePoint(atLength: 120 - Double(i) * 10))]) }
        run.step([.pointerUp(referencePoint(atLength: 90))])
        let released = run.scene.handle.s
        #expect(abs(released - 90) < 1e-6)
        run.steps(5)
        #expect(run.scene.handle.s < released - 1)
    }

    @Test func losingFocusEndsTheDrag() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart), .focusLost])
        #expect(!run.scene.handle.isDragging)
    }

    /// In a window narrower than a third of its height, the seed's figure (radius a sixth of the
    /// height) would spill over the sides: it is as large as fits the width instead, with room
    /// for the handle (its radius 13, stroke 2 and a pixel), and centred.
    @Test func aNarrowWindowFitsTheFigureToItsWidth() throws {
        let run = try HeadlessRun(width: 200, height: 1000)
        run.step()
        let r = (200 - 2 * 16) / 2.0, measure = run.scene.handle.measure
        #expect(abs(measure.length - (3 * .pi * r + 4 * r)) < 1e-9 * measure.length)
        let bounds = try #require(measure.path.bounds)
        #expect(abs(bounds.minX - 16) < 1e-9 && abs(bounds.maxX - 184) < 1e-9)
        #expect(abs((bounds.minY + bounds.maxY) / 2 - 500) < 1e-9)
        // The handle at the start: 45 degrees round the top circle, whose centre is sqrt(2) r above the middle.
        let start = Point(100, 500 - 2.0.squareRoot() * r) + Vector(angle: .pi / 4) * r
        #expect(run.handle.distance(to: start) < 1e-9)
    }

    /// In a window too short for the seed's figure to leave the handle room above and below it
    /// (its lobes come within a tenth of the height of the edges: under 164 px), the figure is
    /// as tall as leaves the handle whole at its top and bottom, and centred. At 1280x60 the
    /// handle was cut off by 8 px at the top (found by a first-time user).
    @Test func aShortWindowLeavesTheHandleRoomAboveAndBelow() throws {
        for (w, h) in [(1280, 60), (300, 100), (800, 150)] {
            let run = try HeadlessRun(width: w, height: h)
            run.step()
            let measure = run.scene.handle.measure, bounds = try #require(measure.path.bounds)
            // Half the height between the lobes' outer edges: r (1 + sqrt 2), the margin 16 above and below.
            let r = (Double(h) / 2 - 16) / (1 + 2.0.squareRoot())
            #expect(abs(bounds.minY - 16) < 1e-9 && abs(bounds.maxY - (Double(h) - 16)) < 1e-9, "\(w)x\(h): \(bounds)")
            #expect(abs(measure.length - (3 * .pi * r + 4 * r)) < 1e-9 * measure.length, "\(w)x\(h)")
            #expect(abs((bounds.minX + bounds.maxX) / 2 - Double(w) / 2) < 1e-9)
        }
        // Tall enough, the seed's own figure: radius a sixth of the height.
        let run = try HeadlessRun(width: 800, height: 170)
        run.step()
        #expect(abs(run.scene.handle.measure.length - (3 * .pi + 4) * 170 / 6) < 1e-9 * 1000)
    }

    /// In a window too narrow even for the handle's room beside the figure (32 px or less), the
    /// figure is as wide as the window, centred: it took the height's size and ran off the sides,
    /// 1,342 px long in a window 20 px wide (found by fuzzing).
    @Test func aWindowNarrowerThanTheHandlesRoomFitsTheFigureToItsWidth() throws {
        for (w, h) in [(20, 600), (32, 600), (1, 300), (2, 2000)] {
            let run = try HeadlessRun(width: w, height: h)
            run.step()
            let r = Double(w) / 2, measure = run.scene.handle.measure
            #expect(abs(measure.length - (3 * .pi * r + 4 * r)) < 1e-9 * measure.length, "\(w)x\(h)")
            let bounds = try #require(measure.path.bounds)
            #expect(bounds.minX > -1e-9 && bounds.maxX < Double(w) + 1e-9, "\(w)x\(h): \(bounds)")
            #expect(abs((bounds.minY + bounds.maxY) / 2 - Double(h) / 2) < 1e-9)
        }
    }

    /// A custom path is fitted into the window the same wherever it lies: far from the origin
    /// (the command line takes coordinates up to 1e15) as near it. Fitted by one transform, a
    /// small path at 9e14 was rounded by several px: its arc ended 1.45 px from the line after it
    /// (found by fuzzing).
    @Test func aPathFarFromTheOriginIsFittedAsOneNearIt() throws {
        let far = try Path(svgPathData: "M 900000000000000 0 A 3 3 0 0 1 900000000000006 0 L 900000000000006 8")
        let near = try Path(svgPathData: "M 0 0 A 3 3 0 0 1 6 0 L 6 8")
        let (fitted, _) = Figure8Scene.layout(far, width: 800, height: 600)
        let (reference, _) = Figure8Scene.layout(near, width: 800, height: 600)
        for (a, b) in zip(fitted.segments, reference.segments) {
            #expect(a.start.distance(to: b.start) < 1e-6 && a.end.distance(to: b.end) < 1e-6, "\(a) against \(b)")
        }
        let segments = fitted.segments
        #expect(segments.count == 2 && segments[0].end.distance(to: segments[1].start) < 1e-6)
    }

    // MARK: The reference path by arc length (independent of Locus's measure)

    /// The point at arc length `s` on the reference figure-8, walking arc, line, arc, line.
    func referencePoint(atLength s0: Double) -> Point {
        var s = s0.truncatingRemainder(dividingBy: ref.length)
        if s < 0 { s += ref.length }
        let arcLen = 1.5 * .pi * ref.r, lineLen = 2 * ref.r
        if s < arcLen { return ref.top + Vector(angle: .pi / 4 - s / ref.r) * ref.r }
        s -= arcLen
        if s < lineLen { return ref.topEnd + (ref.bottomStart - ref.topEnd).normalized * s }
        s -= lineLen
        if s < arcLen { return ref.bottom + Vector(angle: -.pi / 4 + s / ref.r) * ref.r }
        s -= arcLen
        return ref.bottomEnd + (ref.topStart - ref.bottomEnd).normalized * s
    }

    func referenceTangent(atLength s: Double) -> Vector {
        (referencePoint(atLength: s + 0.01) - referencePoint(atLength: s - 0.01)).normalized
    }
}
