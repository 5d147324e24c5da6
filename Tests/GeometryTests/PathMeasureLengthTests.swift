import Geometry
import Testing

/// Lengths against closed forms and independent numerical references.
@Suite struct PathMeasureLengthTests {
    @Test func circleLengthIsTwoPiR() {
        for r in [0.5, 1, 100, 12345.678] {
            let measure = PathMeasure(Shapes.circle(center: Point(3, -7), radius: r))
            expectClose(measure.length, 2 * .pi * r, within: 1e-14 * r, "r = \(r)")
        }
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
