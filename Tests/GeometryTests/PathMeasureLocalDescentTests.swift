@testable import Geometry
import Testing

/// The drag query's shortcut (the answer found within the start's own segment) against the
/// general walk it stands in for. (Internal API, hence `@testable`.)
@Suite struct PathMeasureLocalDescentTests {
    /// What the shortcut says from `start` toward `q`, judged by the segment alone.
    func shortcut(_ measure: PathMeasure, _ start: PathLocation, _ q: Point) -> SegmentDescent {
        measure.measured(start.segmentIndex).descent(toward: q, from: start.t)
    }

    /// The drag query from `start` toward `q` agrees with the general walk; returns whether the
    /// shortcut answered (rather than handing over to the walk).
    @discardableResult
    func expectSameAsWalk(_ measure: PathMeasure, from start: PathLocation, toward q: Point,
                          sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let found = measure.nearest(to: q, descendingFrom: start)
        let walked = measure.nearestByWalking(to: q, descendingFrom: start)
        let what = "from segment \(start.segmentIndex) t \(start.t) toward \(q)"
        #expect(found.location.segmentIndex == walked.location.segmentIndex, "\(what)", sourceLocation: sourceLocation)
        expectClose(found.location.s, walked.location.s, within: 1e-9, what, sourceLocation: sourceLocation)
        expectClose(found.location.t, walked.location.t, within: 1e-12, what, sourceLocation: sourceLocation)
        expectClose(found.location.point, walked.location.point, within: 1e-9, what, sourceLocation: sourceLocation)
        expectClose(found.distance, walked.distance, within: 1e-9, what, sourceLocation: sourceLocation)
        return start.t > 0 && start.t < 1 && shortcut(measure, start, q) != .undecided
    }

    /// Random starts strictly inside segments, and pointers within `reach` of them.
    func randomCases(_ measure: PathMeasure, count: Int, reach: Double, seed: UInt64) -> [(PathLocation, Point)] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let start = measure.location(segmentIndex: Int(random.next() * Double(measure.segments.count)),
                                         t: 0.01 + 0.98 * random.next())
            let q = start.point + Vector((2 * random.next() - 1) * reach, (2 * random.next() - 1) * reach)
            return (start, q)
        }
    }

    @Test func shortcutOnLinesGivesTheWalksAnswer() {
        var random = SeededRandom(seed: 5)
        var closed = Path(), open = Path()
        closed.move(to: random.point(in: 500))
        open.move(to: random.point(in: 500))
        for _ in 0..<12 {
            closed.line(to: random.point(in: 500))
            open.line(to: random.point(in: 500))
        }
        closed.close()
        for (k, path) in [closed, open].enumerated() {
            let measure = PathMeasure(path)
            var answered = 0
            for reach in [5.0, 60, 400] {
                for (start, q) in randomCases(measure, count: 150, reach: reach, seed: UInt64(10 * k) + UInt64(reach)) {
                    if expectSameAsWalk(measure, from: start, toward: q) { answered += 1 }
                }
            }
            #expect(answered > 150, "the shortcut answered \(answered) of 450")
        }
    }

    @Test func shortcutOnCircularArcsGivesTheWalksAnswer() {
        var random = SeededRandom(seed: 6)
        var answered = 0, total = 0
        for _ in 0..<30 {
            // Sweeps of both signs, from a sliver to more than a full turn.
            let sweep = (random.next() < 0.5 ? -1 : 1) * (0.1 + 7 * random.next())
            let arc = Arc(center: random.point(in: 400), radius: 5 + 200 * random.next(),
                          startAngle: 20 * random.next() - 10, sweep: sweep)
            var p = Path()
            p.add(arc)
            p.line(to: random.point(in: 400))
            let measure = PathMeasure(p)
            for reach in [3.0, 40, 300] {
                for (start, q) in randomCases(measure, count: 20, reach: reach, seed: UInt64(total + 1)) where start.segmentIndex == 0 {
                    total += 1
                    if expectSameAsWalk(measure, from: start, toward: q) { answered += 1 }
                }
            }
        }
        let circle = PathMeasure(Shapes.circle(center: Point(200, 200), radius: 80))
        for (start, q) in randomCases(circle, count: 300, reach: 150, seed: 61) {
            total += 1
            if expectSameAsWalk(circle, from: start, toward: q) { answered += 1 }
        }
        #expect(answered > total / 2, "the shortcut answered \(answered) of \(total)")
    }

    @Test func shortcutAlongTheFigureEightGivesTheWalksAnswer() {
        // A drag: the pointer 3 px to alternate sides of the path, 2 px further along each time.
        let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        var at = measure.location(atLength: 0)
        var answered = 0
        let events = Int(2 * measure.length / 2)
        for i in 1...events {
            let s = Double(i) * 2
            let q = measure.position(atLength: s) + measure.tangent(atLength: s).perpendicular * (i % 2 == 0 ? 3 : -3)
            if expectSameAsWalk(measure, from: at, toward: q) { answered += 1 }
            at = measure.nearest(to: q, descendingFrom: at).location
        }
        #expect(answered > events - 20, "the shortcut answered \(answered) of \(events)")
        for (start, q) in randomCases(measure, count: 400, reach: 250, seed: 8) {
            expectSameAsWalk(measure, from: start, toward: q)
        }
    }

    @Test func shortcutOnCubicsGivesTheWalksAnswer() {
        var random = SeededRandom(seed: 9)
        var looping = Path()
        looping.move(to: random.point(in: 600))
        for _ in 0..<25 {
            looping.curve(to: random.point(in: 600), control1: random.point(in: 600), control2: random.point(in: 600))
        }
        var stroke = Path()
        var at = Point(300, 300)
        stroke.move(to: at)
        for _ in 0..<25 {
            let next = at + Vector(random.next() * 40 - 20, random.next() * 40 - 20)
            stroke.curve(to: next, control1: at + Vector(random.next() * 20 - 10, random.next() * 20 - 10),
                         control2: next + Vector(random.next() * 20 - 10, random.next() * 20 - 10))
            at = next
        }
        stroke.close()
        for (k, path) in [looping, stroke].enumerated() {
            let measure = PathMeasure(path)
            var answered = 0
            for reach in [2.0, 10, 100, 600] {
                for (start, q) in randomCases(measure, count: 100, reach: reach, seed: UInt64(100 * k) + UInt64(reach)) {
                    if expectSameAsWalk(measure, from: start, toward: q) { answered += 1 }
                }
            }
            #expect(answered > 100, "the shortcut answered \(answered) of 400")
        }
    }

    @Test func certifiedNewtonFindsTheFirstMinimumOrNothing() {
        // Against root isolation on the same segment: whenever the Newton shortcut answers, its
        // minimum is the first one the isolation finds in that direction.
        var random = SeededRandom(seed: 10)
        var answered = 0
        for _ in 0..<400 {
            let c = random.cubic(in: 300)
            let t = random.next()
            let q = c.point(at: t) + Vector(random.next() * 80 - 40, random.next() * 80 - 40)
            let forward = (c.point(at: t) - q).dot(c.derivative(at: t)) < 0
            guard let found = CubicDistance(c, q).firstMinimum(from: t, forward: forward) else { continue }
            answered += 1
            var first: Double? = nil
            MeasuredSegment.cubic(c).forEachDistanceMinimum(to: q, in: forward ? t : 0, forward ? 1 : t,
                                                            reversed: !forward) { tm in
                first = tm
                return true
            }
            #expect(first != nil, "cubic \(c) from \(t) toward \(q): Newton found \(found), isolation nothing")
            if let first { expectClose(found, first, within: 1e-12, "cubic \(c) from \(t) toward \(q)") }
        }
        #expect(answered > 200, "Newton answered \(answered) of 400")
    }

    @Test func newtonLeapingPastTheFirstMinimumIsNotTrusted() {
        // A looping cubic where Newton's iteration from t = 0.2114 leaps over the first minimum
        // (near t = 0.5007) to a later one (near t = 0.8414): the proof must reject that.
        let c = CubicBezier(Point(84.241, 168.797), Point(17.050, 31.554), Point(39.211, 249.433), Point(21.328, 89.551))
        let q = Point(37.251, 138.609)
        let start = 0.2114
        let found = CubicDistance(c, q).firstMinimum(from: start, forward: true)
        #expect(found.map { abs($0 - 0.5007) < 1e-3 } ?? true, "found \(String(describing: found))")
        let measure = PathMeasure(path(c))
        let descended = measure.nearest(to: q, descendingFrom: measure.location(segmentIndex: 0, t: start))
        expectClose(descended.location.t, 0.5007, within: 1e-3)
        expectSameAsWalk(measure, from: measure.location(segmentIndex: 0, t: start), toward: q)
    }

    @Test func lineDescentPastTheSegmentsEndGoesOnToTheNext() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(100, 0))
        p.line(to: Point(100, 100))
        let measure = PathMeasure(p)
        let start = measure.location(segmentIndex: 0, t: 0.5)
        let q = Point(150, 50)
        #expect(shortcut(measure, start, q) == .undecided)
        let found = measure.nearest(to: q, descendingFrom: start)
        #expect(found.location.segmentIndex == 1)
        expectClose(found.location.point, Point(100, 50), within: 1e-12)
        expectSameAsWalk(measure, from: start, toward: q)
    }

    @Test func arcDescentBeyondTheSweepGoesOnToTheNextSegment() {
        // A quarter circle, then a line on down; the pointer's angle is past the arc's end.
        var p = Path()
        p.add(Arc(center: .zero, radius: 100, startAngle: 0, sweep: .pi / 2))
        p.line(to: Point(-200, 100))
        let measure = PathMeasure(p)
        let start = measure.location(segmentIndex: 0, t: 0.8)
        let q = Point(-80, 110)
        #expect(shortcut(measure, start, q) == .undecided)
        let found = measure.nearest(to: q, descendingFrom: start)
        #expect(found.location.segmentIndex == 1)
        expectClose(found.location.point, Point(-80, 100), within: 1e-9)
        expectSameAsWalk(measure, from: start, toward: q)
    }

    @Test func arcDescentAcrossTheGapOfA270DegreeArcStopsAtItsEnds() {
        // An open arc from angle 0 to 270 degrees: the pointer in the missing quarter is reached
        // the short way round only across the gap, so the descent stops at the arc's end (or its
        // start, going backward).
        var p = Path()
        let r = 100.0, deg = Double.pi / 180
        p.add(Arc(center: .zero, radius: r, startAngle: 0, sweep: 270 * deg))
        let measure = PathMeasure(p)
        for (startAngle, pointerAngle, end) in [(250.0, 330.0, 1.0), (20.0, 300.0, 0.0)] {
            let start = measure.location(segmentIndex: 0, t: startAngle / 270)
            let q = Point(0, 0) + Vector(angle: pointerAngle * deg) * (r + 10)
            #expect(shortcut(measure, start, q) == .undecided)
            let found = measure.nearest(to: q, descendingFrom: start)
            expectClose(found.location.t, end, within: 0)
            expectSameAsWalk(measure, from: start, toward: q)
        }
    }

    @Test func cubicDescentPastTheSegmentsEndGoesOnToTheNext() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.curve(to: Point(100, 0), control1: Point(30, 40), control2: Point(70, 40))
        p.curve(to: Point(200, 0), control1: Point(130, -40), control2: Point(170, -40))
        let measure = PathMeasure(p)
        let start = measure.location(segmentIndex: 0, t: 0.7)
        let q = Point(150, -40)
        #expect(shortcut(measure, start, q) == .undecided)
        let found = measure.nearest(to: q, descendingFrom: start)
        #expect(found.location.segmentIndex == 1)
        expectSameAsWalk(measure, from: start, toward: q)
    }

    @Test func descentFromALengthMatchesDescentFromItsLocation() {
        var random = SeededRandom(seed: 14)
        var p = Path()
        p.move(to: random.point(in: 500))
        for _ in 0..<10 { p.curve(to: random.point(in: 500), control1: random.point(in: 500), control2: random.point(in: 500)) }
        for measure in [PathMeasure(p), PathMeasure(Shapes.figureEight(width: 800, height: 600))] {
            for _ in 0..<200 {
                let s = random.next() * measure.length
                let q = measure.position(atLength: s) + Vector(random.next() * 60 - 30, random.next() * 60 - 30)
                let fromLength = measure.nearest(to: q, descendingFrom: s)
                let fromLocation = measure.nearest(to: q, descendingFrom: measure.location(atLength: s))
                // (On a circular arc the two measure the turn differently: from the angle at s,
                // and from the location's point; the same to rounding.)
                #expect(fromLength.location.segmentIndex == fromLocation.location.segmentIndex, "s \(s) toward \(q)")
                expectClose(fromLength.location.t, fromLocation.location.t, within: 1e-13, "s \(s) toward \(q)")
                expectClose(fromLength.location.s, fromLocation.location.s, within: 1e-10, "s \(s) toward \(q)")
                expectClose(fromLength.location.point, fromLocation.location.point, within: 1e-10, "s \(s) toward \(q)")
                expectClose(fromLength.distance, fromLocation.distance, within: 1e-10, "s \(s) toward \(q)")
            }
        }
    }

    /// A pointer past 1e154 px: the square of its distance overflows, yet the point found on a
    /// circular arc is the one toward it (it used to come out as the arc's centre).
    @Test func aFarPointerStillFindsThePointTowardIt() {
        var path = Path()
        path.add(Arc(center: .zero, radius: 100, startAngle: -Double.pi / 2, sweep: .pi))
        let m = PathMeasure(path)
        let from = m.location(atLength: m.length / 2)  // at (100, 0)
        let found = m.nearest(to: Point(1e200, 1e190), descendingFrom: from)
        #expect(found.location.point.distance(to: Point(100, 1e-8)) < 1e-6, "\(found.location.point)")
    }

    /// A drag of 20,000 events around a circle, each turning the handle by up to 8 degrees (a
    /// short series from the last point below 7, one `atan2` above), lap after lap: the handle
    /// ends at the pointer's angle, and its arc length still names that angle: the turns
    /// measured from point to point do not add up to a drift.
    @Test func aLongDragAroundACircleDoesNotDrift() {
        let center = Point(300, 300), r = 100.0
        let measure = PathMeasure(Shapes.circle(center: center, radius: r))
        var at = measure.location(atLength: 1)
        var theta = 0.01
        for k in 1...20_000 {
            theta += 0.07 * (1 + sin(Double(k)))  // 0 to 0.14 rad per event
            let q = center + Vector(angle: theta) * (r + (k % 2 == 0 ? 3 : -3))
            at = measure.nearest(to: q, descendingFrom: at).location
        }
        let turn = theta.truncatingRemainder(dividingBy: 2 * .pi)
        #expect(turn > 0.1 && turn < 6, "not at the seam: \(turn)")
        expectClose(at.point, center + Vector(angle: theta) * r, within: 1e-9, "point")
        expectClose(at.s, r * turn, within: 1e-9, "arc length")
        expectClose(measure.position(atLength: at.s), at.point, within: 1e-9, "the arc length's point")
    }

    /// Turns either side of the series' limit (1/8 in tangent, about 7.1 degrees), both ways
    /// round, agree with the walk.
    @Test func turnsAroundTheSeriesLimitGiveTheWalksAnswer() {
        let center = Point(0, 0), r = 50.0
        let measure = PathMeasure(Shapes.circle(center: center, radius: r))
        let start = measure.location(atLength: r * 2)  // at 2 rad
        for k in -40...40 {
            let turn = atan(0.125) + Double(k) * 1e-4 * (k % 2 == 0 ? 1 : -1)
            for sign in [1.0, -1.0] {
                let q = center + Vector(angle: 2 + sign * turn) * (r + 7)
                expectSameAsWalk(measure, from: start, toward: q)
                expectClose(measure.nearest(to: q, descendingFrom: start).location.s, r * (2 + sign * turn),
                            within: 1e-12, "turn \(sign * turn)")
            }
        }
    }

    /// A location made by hand with a point off its arc: the turn is measured from its parameter
    /// instead, and the answer is the walk's.
    @Test func aLocationsPointOffTheArcIsNotUsed() {
        let center = Point(200, 200)
        let measure = PathMeasure(Shapes.circle(center: center, radius: 80))
        let good = measure.location(atLength: 100)  // at 1.25 rad
        var madeByHand = good
        // 3 degrees further round and 40 px further out: measured from there, every turn would
        // come out 3 degrees short.
        madeByHand.point = center + Vector(angle: 1.25 + 0.05) * 120
        for offset in [Vector(2, 1), Vector(-3, 4), Vector(0.5, -6)] {
            let q = good.point + offset
            let found = measure.nearest(to: q, descendingFrom: madeByHand)
            let walked = measure.nearestByWalking(to: q, descendingFrom: good)
            expectClose(found.location.s, walked.location.s, within: 1e-9, "toward \(q)")
            expectClose(found.location.point, walked.location.point, within: 1e-9, "toward \(q)")
        }
    }
}
