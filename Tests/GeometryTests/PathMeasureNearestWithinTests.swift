@testable import Geometry
import Testing

/// The bounded global nearest point, `nearest(to:within:)`, and the lower bounds its search
/// prunes with, against sampling the curves directly.
@Suite struct PathMeasureNearestWithinTests {
    /// A hand-drawn stroke: short cubics, each a random turn from the last, folding back over
    /// itself in a 600 px square (dense, like a scribble).
    func scribble(_ count: Int, seed: UInt64) -> (Path, [CubicBezier]) {
        var random = SeededRandom(seed: seed)
        var p = Path()
        var at = Point(300, 300), heading = Vector(1, 0), curves: [CubicBezier] = []
        p.move(to: at)
        for _ in 0..<count {
            let turn = (random.next() - 0.5) * 1.6
            heading = Vector(heading.dx * cos(turn) - heading.dy * sin(turn), heading.dx * sin(turn) + heading.dy * cos(turn))
            var end = at + heading * (20 + 30 * random.next())
            if end.x < 30 || end.x > 570 || end.y < 30 || end.y > 570 { end = at + (Point(300, 300) - at).normalized * 30 }
            let c = CubicBezier(at, at + heading * 10, end - (end - at).normalized * 10, end)
            heading = (end - c.p2).normalized
            curves.append(c)
            p.curve(to: c.p3, control1: c.p1, control2: c.p2)
            at = end
        }
        return (p, curves)
    }

    /// The least distance from `q` to the curves, by sampling each one whose control points come
    /// within `reach` of `q` (a curve lies in its control points' hull, so no other can be nearer).
    func sampledDistance(_ curves: [CubicBezier], _ q: Point, reach: Double) -> Double {
        curves.filter { c in [c.p0, c.p1, c.p2, c.p3].contains { $0.distance(to: q) < reach + c.p0.distance(to: c.p3) + 40 } }
            .map { bruteForceNearest($0.point(at:), to: q, samples: 400).distance }.min() ?? .infinity
    }

    @Test func withinAnswersTheNearestPointExactlyWhenItIsNearEnough() {
        let (path, curves) = scribble(400, seed: 5)
        let measure = PathMeasure(path)
        var random = SeededRandom(seed: 6)
        for _ in 0..<60 {
            let q = random.point(in: 600)
            let expected = sampledDistance(curves, q, reach: 60)
            guard expected < 50 else { continue }
            for factor in [0.5, 0.999, 1.001, 3] {
                let found = measure.nearest(to: q, within: expected * factor)
                if factor < 1 {
                    #expect(found == nil, "query \(q) within \(expected * factor): found \(String(describing: found))")
                } else if let found {
                    expectClose(found.distance, expected, within: 1e-6, "query \(q) within \(expected * factor)")
                    expectClose(found.distance, found.location.point.distance(to: q), within: 1e-9)
                } else {
                    Issue.record("query \(q) within \(expected * factor): nothing found, expected \(expected)")
                }
            }
        }
    }

    @Test func withinAnUnboundedDistanceIsTheNearestPoint() {
        let (path, _) = scribble(100, seed: 7)
        let measure = PathMeasure(path)
        var random = SeededRandom(seed: 8)
        for _ in 0..<40 {
            let q = Point(random.next() * 900 - 150, random.next() * 900 - 150)
            #expect(measure.nearest(to: q, within: .infinity) == measure.nearest(to: q))
        }
    }

    @Test func withinFindsNothingOnAnEmptyPathOrForANonFinitePoint() {
        #expect(PathMeasure(Path()).nearest(to: Point(1, 1), within: 100) == nil)
        let (path, _) = scribble(10, seed: 9)
        let measure = PathMeasure(path)
        #expect(measure.nearest(to: Point(.nan, 1), within: 100) == nil)
        #expect(measure.nearest(to: Point(.infinity, 1), within: .infinity) == nil)
        #expect(measure.nearest(to: Point(300, 300), within: 0) == nil)
    }

    @Test func orientedBoxAlongTheChordHoldsTheCurve() {
        var random = SeededRandom(seed: 10)
        for n in 0..<300 {
            // Flat, looping and degenerate (closed, repeated control point) cubics.
            var c = random.cubic(in: 200)
            if n % 5 == 0 { c = CubicBezier(c.p0, c.p1, c.p2, c.p0) }
            if n % 7 == 0 { c = CubicBezier(c.p0, c.p0, c.p2, c.p3) }
            for _ in 0..<10 {
                let q = Point(random.next() * 400 - 100, random.next() * 400 - 100)
                let sampled = (0...2000).map { c.point(at: Double($0) / 2000).distance(to: q) }.min() ?? 0
                let box = OrientedBox(enclosing: c, controlBox: c.controlBounds)
                let bound = box.squaredDistance(to: q).squareRoot()
                #expect(bound <= sampled + 1e-9, "cubic \(c) query \(q): bound \(bound) above \(sampled)")
            }
        }
    }

    @Test func boundedCubicSolveAgreesWithSampling() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<100 {
            let c = random.cubic(in: 300)
            for _ in 0..<5 {
                let q = Point(random.next() * 500 - 100, random.next() * 500 - 100)
                let expected = bruteForceNearest(c.point(at:), to: q, samples: 4000).distance
                for factor in [0.9, 1.1, 2] {
                    let bound = expected * factor
                    let found = CubicDistance(c, q).nearest(within: bound * bound)
                    if factor < 1 {
                        #expect(found == nil, "cubic \(c) query \(q)")
                    } else if let found {
                        expectClose(found.squaredDistance.squareRoot(), expected, within: 1e-6, "cubic \(c) query \(q)")
                        expectClose(c.point(at: found.t).distance(to: q), expected, within: 1e-6)
                    } else {
                        Issue.record("cubic \(c) query \(q) within \(bound): nothing found, expected \(expected)")
                    }
                }
            }
        }
    }
}
