import Geometry
import Testing

/// The drag query: descent along the path from the handle's arc length.
@Suite struct PathMeasureDescentTests {
    let r = 100.0
    let figureEight = PathMeasure(Shapes.figureEight(width: 800, height: 600))
    let center = Point(400, 300)
    /// Directions of the two crossing lines on screen (y down): `down` runs from upper left to
    /// lower right (segment 1), `up` from lower left to upper right (segment 3, the closing line).
    let down = Vector(1, 1).normalized, up = Vector(1, -1).normalized

    /// Arc lengths where the figure-8's segments start: arc, line, arc, closing line.
    var segmentStarts: [Double] { [0, 1.5 * .pi * r, 1.5 * .pi * r + 2 * r, 3 * .pi * r + 2 * r] }

    @Test func descentStaysOnItsBranchAtTheCrossing() {
        // The handle is on the closing line, 10 px up-right of the crossing; the pointer is 4 px
        // off that line, just past the crossing, and only 2 px from the other line.
        let handle = segmentStarts[3] + r + 10
        expectClose(figureEight.position(atLength: handle), center + up * 10, within: 1e-9)
        let q = center + up * 2 + down * 4
        let found = figureEight.nearest(to: q, descendingFrom: handle)
        #expect(found.location.segmentIndex == 3)
        expectClose(found.location.s, segmentStarts[3] + r + 2, within: 1e-9)
        expectClose(found.distance, 4, within: 1e-9)
        expectClose(found.location.point, center + up * 2, within: 1e-9)
    }

    /// From a rounding step short of the end of a cubic whose last control point is its end,
    /// the descent goes on into the next segment, which the curve runs straight into: there
    /// `B'` is rounding, and the cusp's rule pointed it back, so it stayed (found by fuzzing).
    @Test func descentLeavesACuspedEndForward() throws {
        let m = PathMeasure(try Path(svgPathData: "M 10 0 C 10 -100 10 100 10 100 L 10 200"))
        let start = m.location(atLength: m.location(segmentIndex: 1, t: 0).s.nextDown)
        #expect(start.segmentIndex == 0)
        let found = m.nearest(to: Point(10, 110), descendingFrom: start)
        expectClose(found.location.point, Point(10, 110), within: 1e-9)
        expectClose(found.distance, 0, within: 1e-9)
    }

    @Test func descentContinuesPastSegmentJoins() {
        // Forward from the first arc into the first line.
        let lineStart = figureEight.position(atLength: segmentStarts[1])
        let q = lineStart + down * 50 + up * 3
        let found = figureEight.nearest(to: q, descendingFrom: segmentStarts[1] - 20)
        #expect(found.location.segmentIndex == 1)
        expectClose(found.location.s, segmentStarts[1] + 50, within: 1e-9)
        expectClose(found.distance, 3, within: 1e-9)

        // Backward from the second arc into the first line.
        let q2 = lineStart + down * (2 * r - 30) + up * 3
        let back = figureEight.nearest(to: q2, descendingFrom: segmentStarts[2] + 15)
        #expect(back.location.segmentIndex == 1)
        expectClose(back.location.s, segmentStarts[2] - 30, within: 1e-9)
        expectClose(back.distance, 3, within: 1e-9)
    }

    @Test func descentWrapsAroundAClosedPath() {
        // From the end of the closing line onto the first arc, 20 px past the start.
        let top = Point(400, 300 - r * 2.0.squareRoot())
        let angle = Double.pi / 4 - 20 / r
        let q = top + Vector(angle: angle) * (r + 3)
        let found = figureEight.nearest(to: q, descendingFrom: figureEight.length - 5)
        #expect(found.location.segmentIndex == 0)
        expectClose(found.location.s, 20, within: 1e-9)
        expectClose(found.distance, 3, within: 1e-9)

        // And backward, from the start of the first arc onto the closing line.
        let q2 = figureEight.position(atLength: figureEight.length - 30) + down * 3
        let back = figureEight.nearest(to: q2, descendingFrom: 5)
        expectClose(back.location.s, figureEight.length - 30, within: 1e-9)
        expectClose(back.distance, 3, within: 1e-9)
    }

    @Test func descentStopsAtTheEndsOfAnOpenPath() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(100, 0))
        let measure = PathMeasure(p)
        let ahead = measure.nearest(to: Point(150, 10), descendingFrom: 50)
        #expect(ahead.location.s == 100)
        expectClose(ahead.distance, (50.0 * 50 + 100).squareRoot(), within: 1e-12)
        let behind = measure.nearest(to: Point(-30, 5), descendingFrom: 50)
        #expect(behind.location.s == 0)
    }

    @Test func descentStopsAtACornerThatLeadsAway() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(100, 0))
        p.line(to: Point(100, 100))
        let found = PathMeasure(p).nearest(to: Point(150, -50), descendingFrom: 20)
        expectClose(found.location.s, 100, within: 1e-12)
        expectClose(found.location.point, Point(100, 0), within: 1e-12)
    }

    /// Features below the measure's resolution (a relative 1e-9 of the length, as exported SVG
    /// leaves from rounding) do not stop a descent: a line that steps back 1e-7 before going on,
    /// and a curve whose first control point is 1e-7 from its start, so that it leaves heading
    /// away and turns within 1e-15. Each was a corner, or a minimum, the descent stopped at (a
    /// drag stalled there, then jumped; found by fuzzing).
    @Test func descentPassesFeaturesBelowTheResolution() throws {
        let stepBack = PathMeasure(try Path(svgPathData: "M 0 0 L 100 0 L 99.9999999 0 L 200 0"))
        for from in [50.0, 100] {
            let found = stepBack.nearest(to: Point(150, 30), descendingFrom: from)
            expectClose(found.location.point, Point(150, 0), within: 1e-9)
            expectClose(found.distance, 30, within: 1e-9)
        }
        // Just short of an end whose control point repeats it, the derivative is as small, but
        // the curve turns only past the end: the descent goes back along it (found by fuzzing,
        // after the change above sent it on toward the end).
        let easing = PathMeasure(try Path(svgPathData: "M 0 0 Q 100 0 100 0"))
        let back = easing.nearest(to: Point(90, 5), descendingFrom: 100 - 1e-8)
        expectClose(back.location.point, Point(90, 0), within: 1e-9)
        let hook = CubicBezier(Point(0, 0), Point(1e-7, 2e-7), Point(50, -50), Point(100, -100))
        let hooked = PathMeasure(path(hook))
        for t in [0.1, 0.5, 0.9] {
            let q = hook.point(at: t)
            let found = hooked.nearest(to: q, descendingFrom: 0)
            expectClose(found.distance, 0, within: 1e-9)
        }
    }

    /// What counts as a sliver does not follow the accuracy asked for: with a coarse accuracy
    /// (lines are exact whatever it is), a polygon of 400 sides still guides a descent round it.
    @Test func slivernessDoesNotFollowTheAccuracy() {
        var p = Path()
        p.move(to: Point(100, 0))
        for k in 1...400 { p.line(to: Point(100 * cos(Double(k) * .pi / 200), 100 * sin(Double(k) * .pi / 200))) }
        let m = PathMeasure(p, accuracy: 0.01)
        // From the start, toward a point beside the polygon a quarter of the way round.
        let found = m.nearest(to: Point(0, 103), descendingFrom: 0)
        expectClose(found.location.point, Point(0, 100), within: 1e-9)
        // Nor the whole path's length: a square 1e-4 across beside one 1e6 across is no sliver
        // (found in review).
        let squares = PathMeasure(try! Path(svgPathData: "M 0 0 h 1000000 v 1000000 h -1000000 Z M 10 10 h 0.0001 v 0.0001 h -0.0001 Z"))
        let small = squares.nearest(to: Point(10.0001, 10.00005), descendingFrom: squares.location(atLength: 4e6))
        expectClose(small.location.point, Point(10.0001, 10.00005), within: 1e-12)
    }

    @Test func descentReturnsTheStartWhenNeitherDirectionDecreases() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(100, 0))
        let measure = PathMeasure(p)
        let found = measure.nearest(to: Point(40, 5), descendingFrom: 40)
        #expect(found.location.s == 40)
        // At the top circle's centre every point of the first arc is equally far.
        let top = Point(400, 300 - r * 2.0.squareRoot())
        #expect(figureEight.nearest(to: top, descendingFrom: 77).location.s == 77)
    }

    @Test func descentEndsAtALocalMinimumOnCurvesAndEllipses() {
        var random = SeededRandom(seed: 12)
        var p = Path()
        p.move(to: random.point(in: 800))
        for _ in 0..<60 { p.curve(to: random.point(in: 800), control1: random.point(in: 800), control2: random.point(in: 800)) }
        p.add(Arc(center: Point(400, 400), u: Vector(300, 50), v: Vector(-20, 120), startAngle: 0.3, sweep: 5))
        p.line(to: Point(10, 10))
        p.quadCurve(to: Point(700, 30), control: Point(300, 600))
        p.close()
        let measure = PathMeasure(p)
        for _ in 0..<150 {
            let s = random.next() * measure.length
            let q = random.point(in: 800)
            let found = measure.nearest(to: q, descendingFrom: s)
            let startDistance = measure.position(atLength: s).distance(to: q)
            #expect(found.distance <= startDistance + 1e-9)
            expectClose(found.distance, found.location.point.distance(to: q), within: 1e-9)
            expectClose(found.location.point, measure.position(atLength: found.location.s), within: 1e-6)
            // Neighbours along the path are no nearer (a local minimum, or an end of the path).
            for ds in [-1e-3, 1e-3] {
                let neighbour = found.location.s + ds
                guard neighbour > 0 && neighbour < measure.length else { continue }
                #expect(measure.position(atLength: neighbour).distance(to: q) >= found.distance - 1e-9,
                        "s \(s) query \(q) found \(found.location.s)")
            }
            // Descending again from the answer stays there.
            let again = measure.nearest(to: q, descendingFrom: found.location)
            expectClose(again.location.s, found.location.s, within: 1e-9)
        }
    }

    @Test func descentOnCurvesFindsTheSameMinimumAsBruteForceDescent() {
        // A brute-force walk in 0.05 px steps from the same start reaches the same minimum.
        var random = SeededRandom(seed: 31)
        var p = Path()
        p.move(to: random.point(in: 400))
        for _ in 0..<8 { p.curve(to: random.point(in: 400), control1: random.point(in: 400), control2: random.point(in: 400)) }
        let measure = PathMeasure(p)
        for _ in 0..<8 {
            let s = random.next() * measure.length
            let q = random.point(in: 400)
            var walk = s
            let step = 0.05
            let distance = { (s: Double) in measure.position(atLength: s).distance(to: q) }
            let direction: Double = distance(min(s + step, measure.length)) < distance(s) ? 1 : -1
            while walk + direction * step >= 0, walk + direction * step <= measure.length,
                  distance(walk + direction * step) < distance(walk) {
                walk += direction * step
            }
            let found = measure.nearest(to: q, descendingFrom: s)
            expectClose(found.location.s, walk, within: 0.06, "start \(s) query \(q)")
            #expect(found.distance <= distance(walk) + 1e-9)
        }
    }
}
