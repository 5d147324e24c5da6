import Foundation
import Geometry
import Testing

/// The global nearest point against exact formulas and brute force.
@Suite struct PathMeasureNearestTests {
    @Test func nearestOnLineIsTheClampedProjection() {
        let a = Point(10, 10), b = Point(110, 60)
        var p = Path()
        p.move(to: a)
        p.line(to: b)
        let measure = PathMeasure(p)
        let d = b - a
        for q in [Point(50, 0), Point(0, 0), Point(200, 200), Point(60, 35), Point(-5, 40)] {
            let t = min(max((q - a).dot(d) / d.squaredLength, 0), 1)
            let expected = a + d * t
            let found = measure.nearest(to: q)
            expectClose(found.location.point, expected, within: 1e-9, "query \(q)")
            expectClose(found.distance, q.distance(to: expected), within: 1e-9)
            expectClose(found.location.s, t * d.length, within: 1e-9)
        }
    }

    /// From very far off, the nearest point is the one farthest out that way; found by a
    /// first-time user, the search took the far end of a line from 1e19 (the squared distances
    /// of both ends agree to every digit there), a drag ignored a pointer past 1e154, and
    /// `measure` printed the distance from 1.7e308 as null.
    @Test func veryFarPointsFindTheNearPart() {
        var line = Path()
        line.move(to: Point(0, 0))
        line.line(to: Point(100, 0))
        let measure = PathMeasure(line)
        for (q, s) in [(Point(1e19, 0), 100.0), (Point(-1e19, 3), 0), (Point(1e300, -1e299), 100), (Point(-1.7e308, 1), 0)] {
            let found = measure.nearest(to: q)
            #expect(found.location.s == s, "from \(q)")
            expectClose(found.distance, q.distance(to: Point(s, 0)), within: 1e-12 * q.distance(to: Point(s, 0)))
            #expect(measure.nearest(to: q, within: 1e-3 * abs(q.x)) == nil)
            #expect(measure.nearest(to: q, within: .infinity)?.location.s == s)
        }
        // Far above the line, every point of it is as near to rounding; the one answered is on
        // the line and as near as the foot of the perpendicular (at 1e13 an end was answered;
        // found in review).
        for q in [Point(80, 1e13), Point(50, 1e20), Point(-30, -1e9)] {
            let found = measure.nearest(to: q)
            #expect(found.location.point.y == 0 && (0...100).contains(found.location.point.x))
            // Every point of the line is within 100^2 / 2|y| of the foot's distance.
            let foot = Point(min(max(q.x, 0), 100), 0)
            expectClose(found.distance, q.distance(to: foot), within: 1e4 / abs(q.y) + 1e-15 * abs(q.y))
        }
        // A circle seen from far off in direction a: its point at angle a, by descent as well.
        let center = Point(300, 200), r = 75.0
        let circle = PathMeasure(Shapes.circle(center: center, radius: r))
        for a in [0.3, 1.7, -2.4, .pi / 2] {
            let way = Vector(cos(a), sin(a))
            let q = center + way * 1e155, expected = center + way * r
            expectClose(circle.nearest(to: q).location.point, expected, within: 1e-6, "angle \(a)")
            for start in [0.0, 100, 400] {
                expectClose(circle.nearest(to: q, descendingFrom: start).location.point, expected, within: 1e-6,
                            "angle \(a) from \(start)")
            }
        }
        // Distances too large for a double are infinite, not NaN.
        #expect(measure.nearest(to: Point(-1.7e308, 1.7e308)).distance == .infinity)
    }

    @Test func nearestOnCircleIsRadialProjection() {
        let center = Point(300, 200), r = 75.0
        let measure = PathMeasure(Shapes.circle(center: center, radius: r))
        var random = SeededRandom(seed: 8)
        for _ in 0..<100 {
            let q = Point(center.x + random.next() * 400 - 200, center.y + random.next() * 400 - 200)
            let found = measure.nearest(to: q)
            let expected = center + (q - center).normalized * r
            expectClose(found.distance, abs(q.distance(to: center) - r), within: 1e-9)
            expectClose(found.location.point, expected, within: 1e-9)
        }
    }

    @Test func nearestOnCircularArcComparesEndsOutsideTheSweep() {
        // A quarter arc from angle 0 to pi/2; a point at angle pi is nearest to... the end at
        // angle pi/2 (its angular distance is smaller) and the point at angle -pi/3 to the start.
        var p = Path()
        p.add(Arc(center: .zero, radius: 10, startAngle: 0, sweep: .pi / 2))
        let measure = PathMeasure(p)
        let behind = Point(-20, 1)
        expectClose(measure.nearest(to: behind).location.point, Point(0, 10), within: 1e-12)
        let below = Point(5, -15)
        expectClose(measure.nearest(to: below).location.point, Point(10, 0), within: 1e-12)
        let inside = Point(3, 4)
        expectClose(measure.nearest(to: inside).location.point, Point(6, 8), within: 1e-12)
    }

    /// An arc of many turns: a circle's nearest point is on its first turn, at the radial
    /// projection, and a descent stops at the next minimum; an ellipse's is the nearest of its
    /// first turn (by brute force). Past a million turns the minima were not looked for, and a
    /// query went to an end; an ellipse of 10 million turns took seconds (found by a library user).
    @Test(arguments: [1e3, 1e6, 1e9, -1e9])
    func arcsOfManyTurns(turns: Double) {
        var circle = Path()
        circle.add(Arc(center: .zero, radius: 10, startAngle: 0, sweep: 2 * .pi * turns))
        let measure = PathMeasure(circle)
        let q = Point(1, 1), onCircle = Point(10 / 2.0.squareRoot(), 10 / 2.0.squareRoot())
        let found = measure.nearest(to: q)
        expectClose(found.distance, 10 - 2.0.squareRoot(), within: 1e-12)
        expectClose(found.location.point, onCircle, within: 1e-9)
        // The first turn: an eighth of it going anticlockwise in y-down terms, seven eighths the other way.
        expectClose(found.location.s, 10 * 2 * .pi * (turns > 0 ? 1.0 / 8 : 7.0 / 8), within: 1e-9)
        // A descent from the start: turning toward +y (a positive sweep) the distance falls to
        // the minimum an eighth of a turn on; turning away from it, the distance rises, and it stays.
        let descended = measure.nearest(to: q, descendingFrom: 0)
        if turns > 0 {
            expectClose(descended.location.s, 10 * 2 * .pi / 8, within: 1e-9)
            expectClose(descended.distance, 10 - 2.0.squareRoot(), within: 1e-9)
        } else {
            #expect(descended.location.s == 0)
            expectClose(descended.distance, Point(10, 0).distance(to: q), within: 1e-12)
        }
        // From the middle of the arc, it goes to the nearest minimum, not to an end.
        let middle = measure.length / 2
        let fromMiddle = measure.nearest(to: q, descendingFrom: middle)
        expectClose(fromMiddle.distance, 10 - 2.0.squareRoot(), within: 1e-6)
        #expect(abs(fromMiddle.location.s - middle) <= 10 * .pi)

        var ellipse = Path()
        let arc = Arc(center: .zero, u: Vector(10, 0), v: Vector(0, 3), startAngle: 0.3, sweep: 2 * .pi * turns / 100)
        ellipse.add(arc)
        let e = PathMeasure(ellipse).nearest(to: Point(2, 1))
        let brute = bruteForceNearest({ arc.point(at: $0 * 100 / abs(turns)) }, to: Point(2, 1), samples: 20000)
        #expect(e.distance <= brute.distance + 1e-6 && e.distance >= brute.distance - 1e-3, "\(e) against \(brute)")
        #expect(abs(arc.point(at: e.location.t).distance(to: Point(2, 1)) - e.distance) < 1e-9)
    }

    /// Past 2^53 turns a count of turns no longer moves by one: a descent on a circle of 1e17
    /// turns looped for ever (found in review). It now answers, on the circle.
    @Test(.timeLimit(.minutes(1))) func aCircleOfTooManyTurnsStillAnswers() {
        var circle = Path()
        circle.add(Arc(center: .zero, radius: 10, startAngle: 0, sweep: 2 * .pi * 1e17))
        let m = PathMeasure(circle)
        for found in [m.nearest(to: Point(1, 1), descendingFrom: m.length), m.nearest(to: Point(1, 1)),
                      m.nearest(to: Point(1, 1), descendingFrom: m.length / 2)] {
            #expect(abs(hypot(found.location.point.x, found.location.point.y) - 10) < 1e-6, "\(found)")
        }
    }

    @Test func nearestOnRandomCubicsIsNeverWorseThanBruteForce() {
        var random = SeededRandom(seed: 21)
        for _ in 0..<40 {
            let c = random.cubic(in: 500)
            let measure = PathMeasure(path(c))
            for _ in 0..<5 {
                let q = Point(random.next() * 700 - 100, random.next() * 700 - 100)
                let found = measure.nearest(to: q)
                let brute = bruteForceNearest(c.point(at:), to: q, samples: 4000)
                #expect(found.distance <= brute.distance + 1e-6, "cubic \(c) query \(q): \(found.distance) vs \(brute.distance)")
                expectClose(found.distance, brute.distance, within: 1e-6)
                expectClose(found.location.point, c.point(at: found.location.t), within: 1e-9)
                expectClose(found.distance, found.location.point.distance(to: q), within: 1e-9)
            }
        }
    }

    /// A minimum exactly at a point where the root search halves `[0, 1]` (t = 1/2, 1/4, ...)
    /// is found: de Casteljau gives a zero coefficient there, on the end of both halves, and
    /// each half skipped it (found by fuzzing). An out-and-back spike (`p1 == p2`, `p3 == p0`) is
    /// the segment from `p0` to `(p0 + 3 p1) / 4`, its tip at t = 1/2; a cusp with
    /// `p0 + p1 == p2 + p3` has it at t = 1/2; and a point on a curve at t = 1/2 is 0 from it.
    @Test func aMinimumWhereTheSearchHalvesTheCurveIsFound() throws {
        let spike = PathMeasure(try Path(svgPathData: "M 0 0 L 100 0 C 200 -100 200 -100 100 0"))
        let tip = spike.nearest(to: Point(175, -90))
        expectClose(tip.location.point, Point(175, -75), within: 1e-9)
        expectClose(tip.distance, 15, within: 1e-9)
        let onCurve = CubicBezier(Point(150, 70), Point(90, 70), Point(190, 130), Point(50, 50))
        #expect(onCurve.point(at: 0.5) == Point(130, 90))
        expectClose(PathMeasure(path(onCurve)).nearest(to: Point(130, 90)).distance, 0, within: 1e-9)
        // And a descent from the curve's start stops there, rather than passing it.
        let descended = PathMeasure(path(onCurve)).nearest(to: Point(130, 90), descendingFrom: 0)
        expectClose(descended.distance, 0, within: 1e-9)
        let cusp = CubicBezier(Point(10, 0), Point(170, 130), Point(160, 130), Point(20, 0))
        for q in [Point(190, 120), Point(140, 110), Point(128.75, 97.5)] {
            let found = PathMeasure(path(cusp)).nearest(to: q)
            let brute = bruteForceNearest(cusp.point(at:), to: q, samples: 4000)
            expectClose(found.distance, brute.distance, within: 1e-6)
        }
    }

    @Test func nearestOnEllipticalArcIsNeverWorseThanBruteForce() {
        var random = SeededRandom(seed: 4)
        for _ in 0..<20 {
            let arc = Arc(center: Point(200, 200), u: Vector(random.next() * 300 - 150, random.next() * 100),
                          v: Vector(random.next() * 60 - 30, random.next() * 200 - 100),
                          startAngle: random.next() * 6, sweep: random.next() * 12 - 6)
            var p = Path()
            p.add(arc)
            let measure = PathMeasure(p)
            for _ in 0..<5 {
                let q = random.point(in: 400)
                let found = measure.nearest(to: q)
                let brute = bruteForceNearest(arc.point(at:), to: q, samples: 4000)
                #expect(found.distance <= brute.distance + 1e-6, "arc \(arc) query \(q)")
            }
        }
    }

    @Test func nearestOnLongPathIsNeverWorseThanBruteForce() {
        var random = SeededRandom(seed: 77)
        var p = Path()
        p.move(to: random.point(in: 1000))
        var curves: [CubicBezier] = []
        for _ in 0..<150 {
            let c = CubicBezier(p.currentPoint ?? .zero, random.point(in: 1000), random.point(in: 1000), random.point(in: 1000))
            curves.append(c)
            p.curve(to: c.p3, control1: c.p1, control2: c.p2)
        }
        let measure = PathMeasure(p)
        for _ in 0..<10 {
            let q = random.point(in: 1000)
            let found = measure.nearest(to: q)
            let brute = curves.map { bruteForceNearest($0.point(at:), to: q, samples: 400).distance }.min() ?? .infinity
            #expect(found.distance <= brute + 1e-6, "query \(q): \(found.distance) vs \(brute)")
            expectClose(found.location.point, measure.position(atLength: found.location.s), within: 1e-6)
        }
    }

    @Test func globalNearestJumpsBranchesAtTheFigureEightCrossing() {
        // What the drag must not do (see the descent tests): 4 px off one branch near the
        // crossing, the other branch is nearer, and the global answer takes it.
        let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        let down = Vector(1, 1).normalized, up = Vector(1, -1).normalized
        let q = Point(400, 300) + up * 2 + down * 4
        let found = measure.nearest(to: q)
        expectClose(found.distance, 2, within: 1e-9)
        #expect(found.location.segmentIndex == 1)
    }
}
