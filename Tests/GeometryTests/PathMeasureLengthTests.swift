import Foundation
import Geometry
import Testing

/// Lengths against closed forms and independent numerical references.
@Suite struct PathMeasureLengthTests {
    /// Lengths beyond the largest Double are infinite, not NaN (the compensated sum's
    /// correction is infinity less infinity).
    @Test func aLengthTooLargeForADoubleIsInfinite() throws {
        #expect(PathMeasure(try Path(svgPathData: "M 0 0 L 1e308 0 L -1e308 0")).length == .infinity)
        #expect(PathMeasure(try Path(svgPathData: "M 0 0 L 1e308 0 L 0 0 L 1e308 0")).length == .infinity)
    }

    @Test func circleLengthIsTwoPiR() {
        for r in [0.5, 1, 100, 12345.678] {
            let measure = PathMeasure(Shapes.circle(center: Point(3, -7), radius: r))
            expectClose(measure.length, 2 * .pi * r, within: 1e-14 * r, "r = \(r)")
        }
    }

    /// A circular arc's length is its radius times its sweep, to rounding, from 1e-300 to 1e300,
    /// drawn along the axes or turned: squared, a radius of 1e155 overflowed (NaN), one of 1e-160
    /// lost 6 digits, and a turned one 1e155 across was not seen as a circle (found by a library
    /// user). Its points lie on it.
    @Test(arguments: [1e-300, 1e-160, 1e-3, 1e155, 1e300])
    func circularArcLengthsHoldAtEveryScale(radius: Double) {
        for turn in [0, 0.5] {
            let (c, s) = (cos(turn), sin(turn))
            let u = Vector(radius * c, radius * s), v = Vector(-radius * s, radius * c)
            var p = Path()
            let center = Point(radius, -radius)
            p.add(Arc(center: center, u: u, v: v, startAngle: 0.25, sweep: 2.5))
            let m = PathMeasure(p)
            #expect(abs(m.length - 2.5 * radius) <= 1e-14 * 2.5 * radius, "radius \(radius), turned \(turn): \(m.length)")
            let mid = m.position(atLength: m.length / 2)
            #expect(abs(hypot(mid.x - center.x, mid.y - center.y) - radius) <= 1e-14 * radius)
        }
    }

    /// The perimeter of an ellipse of semi-axes `a` and `b`, by the arithmetic-geometric mean:
    /// `2 pi / M(a, b) (a^2 - sum 2^(n-1) c_n^2)` with `c_0^2 = a^2 - b^2`, `c_(n+1) = (a_n - b_n)/2`.
    func ellipsePerimeter(_ a: Double, _ b: Double) -> Double {
        var (an, bn) = (a, b)
        var sum = 0.5 * (a * a - b * b), weight = 0.5
        for _ in 0..<40 {
            let c = (an - bn) / 2
            (an, bn) = ((an + bn) / 2, (an * bn).squareRoot())
            weight *= 2
            sum += weight * c * c
            if c < 1e-17 * a { break }
        }
        return 2 * Double.pi / an * (a * a - sum)
    }

    /// An elliptical arc of many turns is as long as its turns times the perimeter, to the
    /// accuracy (measured whole, 3,000 turns came out 0.5 % short and 10,000 turns 13 %; found by
    /// a library user), and each turn passes the same points at the same arc lengths.
    @Test(arguments: [10.0, 1_000, 3_000, 10_000, 1e7, -2_500.25])
    func ellipticalArcsOfManyTurns(turns: Double) {
        let perimeter = ellipsePerimeter(10, 3)
        var p = Path()
        p.add(Arc(center: Point(5, 5), u: Vector(10, 0), v: Vector(0, 3), startAngle: 0.4, sweep: 2 * .pi * turns))
        let m = PathMeasure(p)
        // Whole turns, and what is left of one by Simpson's rule on the speed (a quarter turn
        // down from the start angle for -2,500.25).
        let whole = abs(turns).rounded(.down), rest = (abs(turns) - whole) * 2 * .pi
        let n = 20_000, h = rest / Double(n)
        func speed(_ k: Int) -> Double {
            let theta = 0.4 - Double(k) * h
            return (100 * sin(theta) * sin(theta) + 9 * cos(theta) * cos(theta)).squareRoot()
        }
        let partial = (1...n - 1).reduce(speed(0) + speed(n)) { $0 + Double($1 % 2 == 0 ? 2 : 4) * speed($1) } * h / 3
        let expected = whole * perimeter + partial
        #expect(abs(m.length - expected) <= 2e-9 * expected, "\(turns) turns: \(m.length), expected \(expected)")
        // A point a third of the way round the first turn, and the same a few hundred turns on
        // (or as far as the arc goes).
        let k = min(700, abs(turns).rounded(.down) - 1)
        let first = m.location(atLength: perimeter / 3), later = m.location(atLength: k * perimeter + perimeter / 3)
        #expect(first.point.distance(to: later.point) < 1e-9 * max(1, k), "\(first.point) against \(later.point)")
        #expect(abs(later.s - (k * perimeter + perimeter / 3)) <= 1e-9 * later.s)
        // Arc length and parameter invert each other.
        let again = m.location(segmentIndex: 0, t: later.t)
        #expect(abs(again.s - later.s) <= 1e-9 * later.s)
    }

    @Test func seedFigureEightLengthIsThreePiRPlusFourR() {
        let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600), accuracy: 1e-9)
        let r = 100.0
        expectClose(measure.length, 3 * .pi * r + 4 * r, within: 1e-9 * measure.length)
        expectClose(measure.length, 1342.4778, within: 1e-4)
    }

    /// Coordinates whose squares overflow: the measure must finish (it once split forever) and
    /// say what it can. A quadratic out to 1e200 and back is 1e200 long, to rounding.
    @Test func hugeCoordinatesFinish() throws {
        let quad = PathMeasure(try Path(svgPathData: "M 0 0 Q 1e200 0 1 0"))
        #expect(quad.length.isNaN || quad.length.isInfinite || abs(quad.length - 1e200) <= 1e-6 * 1e200,
                "length \(quad.length)")
        let cubic = PathMeasure(try Path(svgPathData: "M 0 0 C 1e300 1e300 -1e300 1e300 5 5"))
        _ = cubic.position(atLength: cubic.length / 2)
        _ = cubic.nearest(to: Point(1, 1))
    }

    @Test func lineLengthIsTheDistance() {
        var p = Path()
        p.move(to: Point(1, 2))
        p.line(to: Point(4, 6))
        p.line(to: Point(4, 16))
        expectClose(PathMeasure(p).length, 15, within: 1e-14)
    }

    @Test func quarterCircleCubicMatchesSimpsonReference() {
        // The usual circle of four cubics: control arms k r with k = 4 (sqrt 2 - 1) / 3.
        let r = 100.0, k = 4 * (2.0.squareRoot() - 1) / 3
        let quarter = CubicBezier(Point(r, 0), Point(r, k * r), Point(k * r, r), Point(0, r))
        var circle = Path()
        circle.move(to: Point(r, 0))
        for q in 0..<4 {
            let turn = AffineTransform.rotation(Double(q) * .pi / 2)
            let c = CubicBezier(turn.apply(quarter.p0), turn.apply(quarter.p1), turn.apply(quarter.p2),
                                turn.apply(quarter.p3))
            circle.curve(to: c.p3, control1: c.p1, control2: c.p2)
        }
        let reference = simpson(0, 1) { quarter.derivative(at: $0).length }
        let measure = PathMeasure(circle, accuracy: 1e-9)
        expectClose(measure.length, 4 * reference, within: 1e-9 * 4 * reference)
        expectClose(PathMeasure(path(quarter), accuracy: 1e-12).length, reference, within: 1e-12 * reference)
        // Close to, but not exactly, a quarter of the circle: the cubic bulges by 0.027 %.
        #expect(abs(reference / (.pi / 2 * r) - 1) < 3e-4)
    }

    @Test func cubicWithCuspMatchesClosedForm() {
        // B'(t) = (3 (2t - 1)^2, -3 (2t - 1)): a true cusp at t = 1/2, and
        // |B'| = 3 |u| sqrt(u^2 + 1) with u = 2t - 1, so the length is 2 sqrt 2 - 1.
        let cusp = CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0))
        let exact = 2 * 2.0.squareRoot() - 1
        expectClose(PathMeasure(path(cusp), accuracy: 1e-9).length, exact, within: 1e-9 * exact)
        expectClose(PathMeasure(path(cusp), accuracy: 1e-12).length, exact, within: 1e-12 * exact)
        expectClose(referenceLength(cusp), exact, within: 1e-12, "independent reference")
    }

    @Test func fullEllipseMatchesGaussKummerSeries() {
        for (a, b) in [(200.0, 100.0), (300, 30), (50, 49), (1000, 1)] {
            var p = Path()
            p.add(Arc(center: Point(10, 20), u: Vector(a, 0), v: Vector(0, b), startAngle: 0.3, sweep: 2 * .pi))
            let exact = ellipsePerimeter(a, b)
            expectClose(PathMeasure(p, accuracy: 1e-9).length, exact, within: 1e-9 * exact, "a \(a) b \(b)")
        }
    }

    @Test func rotatedEllipticalArcMatchesSimpsonReference() {
        let arc = Arc(center: Point(0, 0), u: Vector(120, 40), v: Vector(-10, 30), startAngle: -0.4, sweep: 2.5)
        var p = Path()
        p.add(arc)
        let reference = simpson(0, 1) { arc.derivative(at: $0).length }
        expectClose(PathMeasure(p, accuracy: 1e-10).length, reference, within: 1e-10 * reference)
    }

    @Test func quadraticMatchesClosedForm() {
        let q = QuadBezier(Point(0, 0), Point(50, 120), Point(200, -30))
        var p = Path()
        p.move(to: q.p0)
        p.quadCurve(to: q.p2, control: q.p1)
        let exact = exactQuadLength(q)
        expectClose(PathMeasure(p, accuracy: 1e-12).length, exact, within: 1e-12 * exact)
    }

    @Test func errorStaysUnderEveryRequestedAccuracy() {
        var random = SeededRandom(seed: 3)
        var curves: [(Path, Double, String)] = []
        let cusp = CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0))
        curves.append((path(cusp), 2 * 2.0.squareRoot() - 1, "cusp"))
        // A near-cusp: the cusp's middle control point nudged, and a curve with p1 on p0.
        let nearCusp = CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1.001), Point(1, 0))
        curves.append((path(nearCusp), referenceLength(nearCusp), "near cusp"))
        let degenerateStart = CubicBezier(Point(0, 0), Point(0, 0), Point(100, 50), Point(30, 80))
        curves.append((path(degenerateStart), referenceLength(degenerateStart), "p1 = p0"))
        for _ in 0..<6 {
            let c = random.cubic(in: 1000)
            curves.append((path(c), referenceLength(c), "random \(c)"))
        }
        let q = QuadBezier(Point(0, 0), Point(500, 900), Point(1000, 0))
        var quad = Path()
        quad.move(to: q.p0)
        quad.quadCurve(to: q.p2, control: q.p1)
        curves.append((quad, exactQuadLength(q), "quad"))
        var ellipse = Path()
        ellipse.add(Arc(center: .zero, u: Vector(400, 0), v: Vector(0, 20), startAngle: 0, sweep: 2 * .pi))
        curves.append((ellipse, ellipsePerimeter(400, 20), "thin ellipse"))
        // A flat "ellipse" (v = 0) runs back and forth along u: its length is |u| times the total
        // variation of cos over the swept angles, and its speed is analytic between the turns.
        let u = Vector(171.1, 63.1), theta0 = 0.8638, sweep = 1.7102
        var flat = Path()
        flat.add(Arc(center: .zero, u: u, v: .zero, startAngle: theta0, sweep: sweep))
        curves.append((flat, u.length * cosineVariation(from: theta0, to: theta0 + sweep), "flat arc"))
        var flatTurning = Path()
        flatTurning.add(Arc(center: .zero, u: u, v: .zero, startAngle: -4.42, sweep: -6.006))
        curves.append((flatTurning, u.length * cosineVariation(from: -4.42, to: -4.42 - 6.006), "flat arc, turning"))

        for accuracy in [1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11, 1e-12] {
            for (p, exact, name) in curves {
                let measured = PathMeasure(p, accuracy: accuracy).length
                expectClose(measured, exact, within: accuracy * exact, "\(name) at \(accuracy)")
            }
        }
    }

    @Test func longPathSumStaysAccurate() {
        // 100,000 copies of one cubic: the total is exactly 100,000 times one of them.
        let c = CubicBezier(Point(0, 0), Point(3, 7), Point(8, -2), Point(10, 0))
        var p = Path()
        p.move(to: .zero)
        for k in 0..<100_000 {
            let dx = Vector(10 * Double(k), 0)
            p.curve(to: c.p3 + dx, control1: c.p1 + dx, control2: c.p2 + dx)
        }
        let one = referenceLength(c)
        expectClose(PathMeasure(p, accuracy: 1e-10).length, 100_000 * one, within: 1e-10 * 100_000 * one)
    }

    /// The total variation of cos over the angles between `a` and `b`: cos is monotone between
    /// multiples of pi, so sum |cos(end) - cos(start)| over those stretches.
    private func cosineVariation(from a: Double, to b: Double) -> Double {
        let (lo, hi) = (min(a, b), max(a, b))
        var stops = [lo]
        var k = (lo / .pi).rounded(.up)
        while k * .pi < hi {
            stops.append(k * .pi)
            k += 1
        }
        stops.append(hi)
        return zip(stops, stops.dropFirst()).reduce(0) { $0 + abs(cos($1.1) - cos($1.0)) }
    }
}
