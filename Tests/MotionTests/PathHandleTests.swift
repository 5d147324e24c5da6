import Geometry
import Motion
import Testing

@Suite("Path handle")
struct PathHandleTests {
    let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600))

    @Test func aDragKeepsTheHandlesLocationAndArcLengthInStep() {
        var handle = PathHandle(measure: measure, s: 30)
        let grabbed = handle.pointerDown(at: handle.point, time: 0)
        #expect(grabbed)
        for k in 1...400 {
            let s = 30 + Double(k) * 2
            let q = measure.position(atLength: s) + measure.tangent(atLength: s).perpendicular * (k % 2 == 0 ? 3 : -3)
            handle.pointerMove(to: q, time: Double(k) / 60)
            let again = measure.location(segmentIndex: handle.location.segmentIndex, t: handle.location.t)
            #expect(abs(handle.s - again.s) < 1e-9)
            #expect(handle.point.distance(to: again.point) < 1e-9)
            #expect(handle.point.distance(to: measure.position(atLength: handle.s)) < 1e-9)
        }
    }

    @Test func aDragFollowsTheSolverFromTheArcLength() {
        // Keeping the location gives the handle the places that solving from `s` alone gives.
        var handle = PathHandle(measure: measure, s: 0)
        let grabbed = handle.pointerDown(at: handle.point, time: 0)
        #expect(grabbed)
        var s = 0.0
        for k in 1...600 {
            let along = Double(k) * 2.5
            let q = measure.position(atLength: along) + measure.tangent(atLength: along).perpendicular * (k % 3 == 0 ? 6 : -2)
            handle.pointerMove(to: q, time: Double(k) / 60)
            s = DragSolver().solve(measure, from: s, toward: q).location.s
            #expect(abs(handle.s - s) < 1e-9, "event \(k)")
        }
    }

    /// A flick over to the other lobe is a jump, not a motion along the path: let go after it
    /// without moving, the handle does not glide (the jump's length used to count as speed).
    @Test func aJumpIsNotASpeed() {
        let top = measure.nearest(to: Point(400, 0)).location, bottom = measure.nearest(to: Point(400, 600)).location
        var handle = PathHandle(measure: measure, s: top.s)
        let grabbed = handle.pointerDown(at: top.point, time: 0)
        #expect(grabbed)
        handle.pointerMove(to: bottom.point + Vector(0, 2), time: 1.0 / 60)
        #expect(handle.point.distance(to: bottom.point) < 1e-6)
        handle.pointerMove(to: bottom.point + Vector(0, 2), time: 2.0 / 60)
        handle.pointerUp(at: bottom.point + Vector(0, 2), time: 3.0 / 60)
        #expect(!handle.isGliding)
    }

    /// A resize in the middle of a drag keeps the handle at its fraction, and the pointer, which
    /// has not moved, goes on moving it from there: a 1 px move moves it at most about 2 px
    /// (1 px and a px of the gap taken up; it slid to where the old grab offset pointed,
    /// 82 px off).
    @Test func aDragGoesOnFromTheHandlesPlaceAfterAResize() {
        var handle = PathHandle(measure: measure, s: 0)
        let grab = handle.point + Vector(3, -2)
        let grabbed = handle.pointerDown(at: grab, time: 0)
        #expect(grabbed)
        var pointer = grab
        for k in 1...30 {
            let s = Double(k) * 3
            pointer = measure.position(atLength: s) + Vector(-3, 2) + Vector(3, -2)
            handle.pointerMove(to: pointer, time: Double(k) / 60)
        }
        let fraction = handle.fraction
        handle.replaceMeasure(PathMeasure(Shapes.figureEight(width: 1000, height: 500)))
        #expect(abs(handle.fraction - fraction) < 1e-12)
        let before = handle.point
        for step in [Vector(0, 1), Vector(1, 0), Vector(-1, 0)] {
            let from = handle.point
            pointer = pointer + step
            handle.pointerMove(to: pointer, time: 1)
            #expect(handle.point.distance(to: from) <= 2.1, "moved \(handle.point.distance(to: from)) px for 1 px")
        }
        #expect(handle.point.distance(to: before) <= 3.5 && handle.isDragging)
    }

    /// A resize in the middle of a drag that doubles the path: the motion before it counts at
    /// the new size, so a release just after glides at the pace of the drag relative to the
    /// path (3 px a frame before, 6 after: 360 px/s at the new size). Mixing the two sizes, the
    /// tenth of a second before the release read as 270.
    @Test func aReleaseJustAfterAResizeGlidesAtTheDragsPace() throws {
        var handle = PathHandle(measure: measure, s: 0)
        handle.catchUp = 0  // (the pointer follows the handle's new place: no gap to take up)
        let grabbed = handle.pointerDown(at: handle.point, time: 0)
        #expect(grabbed)
        for k in 1...30 { handle.pointerMove(to: measure.position(atLength: Double(k) * 3), time: Double(k) / 60) }
        let big = PathMeasure(Shapes.figureEight(width: 1600, height: 1200))
        handle.replaceMeasure(big)
        #expect(abs(handle.s - 180) < 1e-9)
        // The pointer has not moved: it goes on from where it is, the grab taken again there.
        let pointer = measure.position(atLength: 90), start = big.position(atLength: 180)
        for k in 1...3 { handle.pointerMove(to: pointer + (big.position(atLength: 180 + Double(k) * 6) - start), time: Double(30 + k) / 60) }
        handle.pointerUp(at: pointer + (big.position(atLength: 198) - start), time: 33.0 / 60)
        #expect(abs(handle.s - 198) < 1e-6)
        let glide = try #require(handle.glide)
        #expect(abs(glide.initialSpeed - 360) < 1e-6, "\(glide.initialSpeed) px/s")
    }

    /// While the gap a resize opened closes, the handle's motion is not a release's to carry on
    /// (the gap's part of it made a flick glide at up to twice the drag's speed; found in review).
    @Test func aReleaseWhileAGapClosesGlidesNoFasterThanTheDrag() {
        var handle = PathHandle(measure: measure, s: 0)
        let grabbed = handle.pointerDown(at: handle.point, time: 0)
        #expect(grabbed)
        for k in 1...30 { handle.pointerMove(to: measure.position(atLength: Double(k) * 3), time: Double(k) / 60) }
        let big = PathMeasure(Shapes.figureEight(width: 1600, height: 1200))
        handle.replaceMeasure(big)
        let pointer = measure.position(atLength: 90), start = big.position(atLength: 180)
        for k in 1...3 { handle.pointerMove(to: pointer + (big.position(atLength: 180 + Double(k) * 6) - start), time: Double(30 + k) / 60) }
        handle.pointerUp(at: pointer + (big.position(atLength: 198) - start), time: 33.0 / 60)
        // The drag's pace at the new size: 6 px a frame, 360 px/s.
        #expect(abs(handle.glide?.initialSpeed ?? 0) <= 360 + 1e-6, "glides at \(handle.glide?.initialSpeed ?? 0) px/s")
    }

    /// Arrow keys in the middle of a drag move the handle, and the pointer goes on moving it
    /// from there: a 1 px move after a 100 px step moves it at most about 2 px (it threw it
    /// back the 100 px), and a release right after glides on no step of the keys.
    @Test func aDragGoesOnFromWhereTheKeysMovedTheHandle() {
        var handle = PathHandle(measure: measure, s: 10)
        let grab = handle.point + Vector(2, 1)
        let grabbed = handle.pointerDown(at: grab, time: 0)
        #expect(grabbed)
        handle.move(by: 100)
        #expect(abs(handle.s - 110) < 1e-9 && handle.isDragging)
        let from = handle.point
        handle.pointerMove(to: grab + Vector(1, 0), time: 0.01)
        #expect(handle.point.distance(to: from) <= 2.1, "moved \(handle.point.distance(to: from)) px for 1 px")
        handle.pointerUp(at: grab + Vector(1, 0), time: 0.02)
        #expect(!handle.isGliding)
    }

    /// The gap a resize or the keys opened between the handle and the still pointer closes as
    /// the drag goes on: a px for each px the pointer moves, then the handle is back where
    /// the pointer holds it, at the offset it was grabbed with. (The gap stayed for the rest of
    /// the drag: after F11 the handle followed 95 px from the pointer; found by a first-time user.)
    @Test(arguments: [false, true])
    func theGapToAStillPointerClosesAsTheDragGoesOn(resized: Bool) {
        var handle = PathHandle(measure: measure, s: 100)
        let offset = Vector(3, -2), grab = handle.point - offset
        let grabbed = handle.pointerDown(at: grab, time: 0)
        #expect(grabbed)
        let big = PathMeasure(Shapes.figureEight(width: 1000, height: 700))
        if resized { handle.replaceMeasure(big) } else { handle.move(by: 60) }
        let path = resized ? big : measure
        let gap = handle.point.distance(to: grab + offset)
        #expect(gap > 20, "a gap of \(gap) px")
        // The pointer walks 2 px a move to the handle's new place (held the grab's offset off
        // it), then on along the path: the handle never jumps, and is back on the pointer's
        // point once the pointer has gone as far as the gap.
        let s0 = handle.s, meet = path.position(atLength: s0) - offset
        let walk = Int((grab.distance(to: meet) / 2).rounded(.up))
        let pointers = (1...walk).map { grab + (meet - grab) * (Double($0) / Double(walk)) }
            + (1...300).map { path.position(atLength: s0 + 2 * Double($0)) - offset }
        var travelled = 0.0, previous = grab, closedAfter: Double?
        for (k, p) in pointers.enumerated() {
            let from = handle.point
            handle.pointerMove(to: p, time: Double(k + 1) / 60)
            // Where the pointer holds the handle (the overlay's line runs from there) stays
            // the pointer plus the grab's offset, gap or not.
            #expect(handle.held.map { $0.distance(to: p + offset) < 1e-9 } == true, "held at \(String(describing: handle.held))")
            travelled += p.distance(to: previous)
            previous = p
            #expect(handle.point.distance(to: from) < 2.1 * 2 + 0.5, "a jump of \(handle.point.distance(to: from)) px at move \(k)")
            if handle.point.distance(to: p + offset) < 1e-6, closedAfter == nil { closedAfter = travelled }
        }
        let closed = closedAfter ?? .infinity
        #expect(closed >= gap - 1e-6 && closed <= gap + 4, "closed after \(closed) px, the gap \(gap) px")
        #expect(handle.point.distance(to: previous + offset) < 1e-6)
    }

    /// A flick of 10 px a millisecond glides on at the fastest glide, 4,000 px/s, not at its own
    /// 10,000 (two laps of the figure-8 a frame), in its own direction.
    @Test func aFlickGlidesNoFasterThanTheFastestGlide() {
        for direction in [1.0, -1.0] {
            var handle = PathHandle(measure: measure, s: 600)
            let start = handle.point
            let grabbed = handle.pointerDown(at: start, time: 0)
            #expect(grabbed)
            for k in 1...10 {
                handle.pointerMove(to: measure.position(atLength: 600 + direction * 10 * Double(k)), time: Double(k) * 0.001)
            }
            handle.pointerUp(at: handle.point, time: 0.010)
            let s0 = handle.s
            handle.advance(to: 0.010 + 1e-4)
            // 4,000 px/s for a tenth of a millisecond: 0.4 px (to rounding and the glide's easing).
            #expect(abs((handle.s - s0) * direction - 0.4) < 1e-3, "\(handle.s - s0)")
        }
    }

    @Test func theHandlesTangentIsThePathsTangentAtItsPlace() {
        var handle = PathHandle(measure: measure, s: 100)
        handle.move(by: 250)
        let expected = measure.tangent(atLength: handle.s)
        #expect((handle.tangent - expected).length < 1e-12)
    }

    /// A resize while the handle glides: the glide goes on at the same pace relative to the path,
    /// ending where it would have, as a fraction of the length (the figure-8 scaled by 1.5).
    @Test func aGlideGoesOnThroughAResize() throws {
        func flick(resizingAt resize: Double?) -> (fraction: Double, glidingAfterResize: Bool) {
            var h = PathHandle(measure: PathMeasure(Shapes.figureEight(width: 800, height: 600)), s: 0)
            let start = h.point
            let grabbed = h.pointerDown(at: start, time: 0)
            #expect(grabbed)
            // Along the first line of the figure-8 (down and to the left from the start), fast.
            let direction = h.tangent
            for i in 1...6 { h.pointerMove(to: start + direction * (20 * Double(i)), time: Double(i) / 60) }
            h.pointerUp(at: start + direction * 120, time: 0.1)
            #expect(h.isGliding)
            var glidingAfter = false
            var t = 0.1
            while t < 3 {
                t += 1.0 / 60
                if let r = resize, t >= r, t - 1.0 / 60 < r {
                    h.replaceMeasure(PathMeasure(Shapes.figureEight(width: 1200, height: 900)))
                    glidingAfter = h.isGliding
                }
                h.advance(to: t)
            }
            #expect(!h.isGliding)
            return (h.fraction, glidingAfter)
        }
        let plain = flick(resizingAt: nil), resized = flick(resizingAt: 0.2)
        #expect(resized.glidingAfterResize)
        // Speed and stop speed scale together, so the glide stops at the same fraction (with a
        // fixed stop speed of 5 px/s it ended 0.3 tau 5 px = 0.8 px further on).
        #expect(abs(resized.fraction - plain.fraction) < 1e-9, "\(resized.fraction) vs \(plain.fraction)")
        #expect(plain.fraction > 0.1, "the flick should carry the handle well along")
    }
}
