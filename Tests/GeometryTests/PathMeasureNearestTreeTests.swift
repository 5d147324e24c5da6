@testable import Geometry
import Testing

/// The global nearest point, which searches a tree of the segments' boxes, against solving every
/// segment. (Internal API for the per-segment solver, hence `@testable`.)
@Suite struct PathMeasureNearestTreeTests {
    /// The least distance from `q` to any segment, each solved exactly on its own.
    func bruteForceDistance(_ measure: PathMeasure, _ q: Point) -> Double {
        measure.segments.indices.map { i in
            measure.measured(i).nearest(to: q, within: .infinity)?.squaredDistance ?? .infinity
        }.min()?.squareRoot() ?? .infinity
    }

    /// `measure.nearest(to:)` is as near as the brute force, and tells the truth about itself.
    func expectSameAsBruteForce(_ measure: PathMeasure, _ q: Point, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = measure.nearest(to: q)
        let brute = bruteForceDistance(measure, q)
        let scale = max(1, abs(q.x), abs(q.y))
        expectClose(found.distance, brute, within: 1e-9 * scale, "query \(q)", sourceLocation: sourceLocation)
        expectClose(found.distance, found.location.point.distance(to: q), within: 1e-9 * scale, sourceLocation: sourceLocation)
    }

    func queries(_ random: inout SeededRandom, count: Int, in size: Double) -> [Point] {
        (0..<count).map { _ in Point(random.next() * 1.6 * size - 0.3 * size, random.next() * 1.6 * size - 0.3 * size) }
    }

    @Test func nearestOnRandomMixedPathsEqualsBruteForce() {
        var random = SeededRandom(seed: 41)
        for _ in 0..<6 {
            var p = Path()
            for _ in 0..<3 {
                p.move(to: random.point(in: 800))
                for _ in 0..<40 {
                    switch Int(random.next() * 5) {
                    case 0: p.line(to: random.point(in: 800))
                    case 1: p.quadCurve(to: random.point(in: 800), control: random.point(in: 800))
                    case 2: p.curve(to: random.point(in: 800), control1: random.point(in: 800), control2: random.point(in: 800))
                    case 3: p.add(Arc(center: random.point(in: 800), radius: random.next() * 200,
                                      startAngle: random.next() * 6, sweep: random.next() * 8 - 4))
                    default: p.add(Arc(center: random.point(in: 800), u: Vector(random.next() * 200, random.next() * 50),
                                       v: Vector(random.next() * 40, random.next() * 150 - 75),
                                       startAngle: random.next() * 6, sweep: random.next() * 8 - 4))
                    }
                }
                if random.next() < 0.5 { p.close() }
            }
            let measure = PathMeasure(p)
            for q in queries(&random, count: 60, in: 800) { expectSameAsBruteForce(measure, q) }
        }
    }

    @Test func nearestOnALongSmoothStrokeEqualsBruteForce() {
        var random = SeededRandom(seed: 42)
        var p = Path()
        var at = Point(500, 500)
        p.move(to: at)
        for _ in 0..<3000 {
            let next = Point(min(max(at.x + random.next() * 60 - 30, 0), 1000), min(max(at.y + random.next() * 60 - 30, 0), 1000))
            p.curve(to: next, control1: at + (next - at) * 0.3 + Vector(random.next() * 10 - 5, random.next() * 10 - 5),
                    control2: at + (next - at) * 0.7 + Vector(random.next() * 10 - 5, random.next() * 10 - 5))
            at = next
        }
        let measure = PathMeasure(p)
        for q in queries(&random, count: 100, in: 1000) { expectSameAsBruteForce(measure, q) }
    }

    @Test func nearestOnOneSegmentEqualsBruteForce() {
        var random = SeededRandom(seed: 43)
        for _ in 0..<20 {
            var p = Path()
            p.move(to: random.point(in: 300))
            if random.next() < 0.5 {
                p.line(to: random.point(in: 300))
            } else {
                p.curve(to: random.point(in: 300), control1: random.point(in: 300), control2: random.point(in: 300))
            }
            let measure = PathMeasure(p)
            for q in queries(&random, count: 10, in: 300) { expectSameAsBruteForce(measure, q) }
        }
    }

    @Test func nearestWhenEverySegmentIsTheSameEqualsBruteForce() {
        let c = CubicBezier(Point(10, 10), Point(200, 300), Point(300, -100), Point(400, 150))
        var p = Path()
        for _ in 0..<200 {
            p.move(to: c.p0)
            p.curve(to: c.p3, control1: c.p1, control2: c.p2)
        }
        let measure = PathMeasure(p)
        var random = SeededRandom(seed: 44)
        for q in queries(&random, count: 40, in: 400) { expectSameAsBruteForce(measure, q) }
    }

    @Test func nearestWithZeroLengthAndNonFiniteSegmentsEqualsBruteForce() {
        var random = SeededRandom(seed: 45)
        var p = Path()
        p.move(to: Point(100, 100))
        for k in 0..<300 {
            let here = p.currentPoint ?? .zero
            switch k % 5 {
            case 0: p.line(to: here)
            case 1: p.curve(to: here, control1: here, control2: here)
            case 2: p.append(.line(Line(here, Point(.nan, 3))))
            default: p.line(to: random.point(in: 500))
            }
        }
        let measure = PathMeasure(p)
        for q in queries(&random, count: 60, in: 500) { expectSameAsBruteForce(measure, q) }

        // A path that is a single point, many times over.
        var dot = Path()
        dot.move(to: Point(7, 7))
        for _ in 0..<50 { dot.line(to: Point(7, 7)) }
        let dotMeasure = PathMeasure(dot)
        for q in queries(&random, count: 10, in: 20) {
            expectSameAsBruteForce(dotMeasure, q)
            expectClose(dotMeasure.nearest(to: q).location.point, Point(7, 7), within: 0)
        }
    }
}
