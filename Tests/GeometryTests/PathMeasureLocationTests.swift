import Geometry
import Testing

/// Places at a length, tangents, wrapping, clamping, subpaths, degenerate paths.
@Suite struct PathMeasureLocationTests {
    @Test func positionOnCircleFollowsTheAngle() {
        let center = Point(50, -20), r = 80.0
        let measure = PathMeasure(Shapes.circle(center: center, radius: r))
        for k in 0...40 {
            let s = Double(k) / 40 * measure.length
            let expected = Point(center.x + r * cos(s / r), center.y + r * sin(s / r))
            expectClose(measure.position(atLength: s), expected, within: 1e-9, "s = \(s)")
        }
    }

    /// The end's tangent is the one arriving there: on a closed path too, where arc length
    /// `length` wraps round to the start; past a last segment of no length; on a curve.
    @Test func endTangentIsTheArrivingDirection() throws {
        let closed = PathMeasure(try Path(svgPathData: "M 0 0 h 10 v 10 z"))
        let diagonal = Vector(-1, -1) * (0.5.squareRoot())
        #expect((closed.endTangent - diagonal).length < 1e-12)
        #expect(closed.tangent(atLength: closed.length) == Vector(1, 0))  // wrapped: the start's
        let open = PathMeasure(try Path(svgPathData: "M 0 0 h 10 v 10 l 0 0"))
        #expect((open.endTangent - Vector(0, 1)).length < 1e-12)
        // A quarter circle from (10, 0) to (0, 10) about the origin arrives going in -x.
        var arc = Path()
        arc.add(Arc(center: .zero, radius: 10, startAngle: 0, sweep: .pi / 2))
        #expect((PathMeasure(arc).endTangent - Vector(-1, 0)).length < 1e-9)
        // A cubic whose last control point is its end arrives along p3 - p1 (B' ~ 6 (1 - t)(p3 - p1)
        // there): read a rounding step before the end, the cusp's rule pointed it back (found by
        // fuzzing).
        let cusped = PathMeasure(try Path(svgPathData: "M 0 0 C 0 -100 10 100 10 100"))
        #expect((cusped.endTangent - Vector(10, 200).normalized).length < 1e-9, "\(cusped.endTangent)")
    }

    /// Where two or three control points nearly coincide at an end, B' and B'' are both rounding
    /// there and B''' leads: the curve leaves or arrives along p3 - p0 (found in review: the
    /// cusp's rule pointed sideways or back, and a hook 1e-11 of the size turned the end).
    @Test(arguments: ["M 0 0 C 10 10.000000001 9.999999999 10 10 10", "M 0 0 C 10 10.000001 9.999999 10 10 10"])
    func nearlyCoincidentControlPointsAtTheEnd(data: String) throws {
        let m = PathMeasure(try Path(svgPathData: data))
        #expect((m.endTangent - Vector(1, 1).normalized).length < 1e-6, "\(m.endTangent)")
    }

    @Test func nearlyCoincidentControlPointsAtTheStart() throws {
        let m = PathMeasure(try Path(svgPathData: "M 0 0 C 0.000000001 0 0 0.000000002 10 10"))
        #expect((m.tangent(atLength: 0) - Vector(1, 1).normalized).length < 1e-6, "\(m.tangent(atLength: 0))")
    }

    @Test func positionOnLineIsProportional() {
        let a = Point(-3, 4), b = Point(97, -71)
        var p = Path()
        p.move(to: a)
        p.line(to: b)
        let measure = PathMeasure(p)
        for k in 0...10 {
            let s = Double(k) / 10 * measure.length
            expectClose(measure.position(atLength: s), a.lerp(to: b, s / a.distance(to: b)), within: 1e-12)
        }
    }

    @Test func figureEightPositionsMatchItsConstruction() {
        // r = 100; the first arc starts at 45 degrees about (400, 300 - 100 sqrt 2) and turns back.
        let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        let r = 100.0, top = Point(400, 300 - r * 2.0.squareRoot())
        for s in [0.0, 10, 100, 200, 400] {
            let angle = Double.pi / 4 - s / r
            expectClose(measure.position(atLength: s), Point(top.x + r * cos(angle), top.y + r * sin(angle)),
                        within: 1e-9, "s = \(s)")
        }
        // Past the first arc (3 pi r / 2) and half the first line (r), the path is at the centre.
        expectClose(measure.position(atLength: 1.5 * .pi * r + r), Point(400, 300), within: 1e-9)
    }

    @Test func locationInvertsArcLengthOnCurves() {
        var random = SeededRandom(seed: 11)
        let c = random.cubic(in: 500)
        let measure = PathMeasure(path(c), accuracy: 1e-10)
        for k in 1..<20 {
            let s = Double(k) / 20 * measure.length
            let loc = measure.location(atLength: s)
            // Independent check: the arc length up to the parameter found, integrated directly.
            expectClose(referenceLength(c, from: 0, to: loc.t), s, within: 1e-9 * measure.length, "s = \(s)")
            expectClose(loc.point, c.point(at: loc.t), within: 1e-12)
            expectClose(measure.location(segmentIndex: 0, t: loc.t).s, s, within: 1e-9 * measure.length)
        }
    }

    @Test func locationInvertsArcLengthThroughACusp() {
        // |B'| = 3 |u| sqrt(u^2 + 1), u = 2t - 1: s(t) = ((u^2 + 1)^(3/2) - 1) / 2 measured from
        // the cusp, so s(t) = L/2 -+ that; invert and compare.
        let cusp = CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0))
        let measure = PathMeasure(path(cusp), accuracy: 1e-12)
        let half = (2 * 2.0.squareRoot() - 1) / 2
        for t in stride(from: 0.05, through: 0.95, by: 0.05) {
            let u = 2 * t - 1
            let fromCusp = (pow(u * u + 1, 1.5) - 1) / 2
            let s = u < 0 ? half - fromCusp : half + fromCusp
            // At the cusp itself s(t) is flat to second order, so t is only fixed to about
            // sqrt(rounding); the point, which is what matters, is fixed to rounding.
            expectClose(measure.position(atLength: s), cusp.point(at: t), within: 1e-12, "t = \(t)")
            if abs(u) > 0.01 { expectClose(measure.location(atLength: s).t, t, within: 1e-11, "t = \(t)") }
        }
    }

    @Test func openPathClampsLength() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(10, 0))
        let measure = PathMeasure(p)
        #expect(!measure.isClosed)
        expectClose(measure.position(atLength: -5), Point(0, 0), within: 0)
        expectClose(measure.position(atLength: 15), Point(10, 0), within: 0)
        #expect(measure.location(atLength: 15).s == 10)
        #expect(measure.location(atLength: .nan).s == 0)
    }

    @Test func closedPathWrapsLength() {
        let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        #expect(measure.isClosed)
        let length = measure.length
        for s in [0.0, 1, 123.4, 700, 1300] {
            expectClose(measure.position(atLength: s + length), measure.position(atLength: s), within: 1e-9)
            expectClose(measure.position(atLength: s - 3 * length), measure.position(atLength: s), within: 1e-9)
        }
        expectClose(measure.location(atLength: length + 5).s, 5, within: 1e-9)
        #expect(measure.location(atLength: -1).s < length)
    }

    @Test func tangentIsUnitLength() {
        var random = SeededRandom(seed: 5)
        var p = Path()
        p.move(to: random.point(in: 300))
        for _ in 0..<20 { p.curve(to: random.point(in: 300), control1: random.point(in: 300), control2: random.point(in: 300)) }
        p.add(Arc(center: Point(100, 100), u: Vector(80, 10), v: Vector(-5, 30), startAngle: 1, sweep: -4))
        p.line(to: Point(0, 0))
        let measure = PathMeasure(p)
        for k in 0...500 {
            let v = measure.tangent(atLength: Double(k) / 500 * measure.length)
            expectClose(v.length, 1, within: 1e-12, "k = \(k)")
        }
    }

    /// Squares of a segment's derivative underflow near 1e-154 and overflow near 1e154: the
    /// direction is judged relative to the segment's size (a line 1e-200 long, or a cubic 1e-180
    /// across, said (1, 0) whichever way it ran; one 1e200 long did too).
    @Test(arguments: [1e-200, 1e-180, 1e-3, 1e150, 1e200])
    func tangentAtAnyScale(scale: Double) throws {
        let line = PathMeasure(try Path(svgPathData: "M 0 0 L 3 4").transformed(by: .scale(scale)))
        let t = line.tangent(at: line.location(atLength: 0))
        expectClose(t.dx, 0.6, within: 1e-12, "line at \(scale)")
        expectClose(t.dy, 0.8, within: 1e-12, "line at \(scale)")
        let cubic = PathMeasure(try Path(svgPathData: "M 0 0 C 0 0 3 4 6 8").transformed(by: .scale(scale)))
        let c = cubic.tangent(at: cubic.location(atLength: 0))  // the first control point repeats the start
        expectClose(c.dx, 0.6, within: 1e-12, "cubic at \(scale)")
        expectClose(c.dy, 0.8, within: 1e-12, "cubic at \(scale)")
    }

    /// Nearest points hold across the scales ``PathMeasure`` documents, 1e-150 to 1e150 (the
    /// squared distances compared underflow or overflow past them). The query (2, 1) projects
    /// onto the first leg of M 0 0 L 3 4 L 6 0 at t = 10/25, the point (1.2, 1.6), 1 away; the
    /// second leg is 2.6 away.
    @Test(arguments: [1e-150, 1e-120, 1e-3, 1, 1e100, 1e150])
    func nearestAcrossTheDocumentedScales(scale: Double) throws {
        let m = PathMeasure(try Path(svgPathData: "M 0 0 L 3 4 L 6 0").transformed(by: .scale(scale)))
        let q = Point(2 * scale, 1 * scale)
        let answers = [m.nearest(to: q), m.nearest(to: q, descendingFrom: 0.5 * scale),
                       m.nearest(to: q, descendingFrom: 4 * scale)]
        for (k, n) in answers.enumerated() {
            expectClose(n.location.point.x / scale, 1.2, within: 1e-12, "answer \(k) at \(scale)")
            expectClose(n.location.point.y / scale, 1.6, within: 1e-12, "answer \(k) at \(scale)")
            expectClose(n.location.s / scale, 2, within: 1e-12, "answer \(k) at \(scale)")
            expectClose(n.distance / scale, 1, within: 1e-12, "answer \(k) at \(scale)")
        }
    }

    /// Elliptical arcs too, length and nearest point, across the same scales: half an ellipse
    /// with semi-axes 1 and 1/2, scaled. (Their coefficients were squared twice: the length was
    /// NaN past 1e77 and 2.5 % long below 1e-80, and a nearest-point query past 1e77 split the
    /// arc 2^50 times; found by fuzzing.)
    @Test(arguments: [1e-150, 1e-80, 1, 1e80, 1e150])
    func ellipticalArcsAcrossTheDocumentedScales(scale k: Double) {
        let arc = Arc(center: Point(k, 0), u: Vector(k, 0), v: Vector(0, 0.5 * k), startAngle: .pi, sweep: -.pi)
        var p = Path()
        p.move(to: arc.point(at: 0))
        p.append(.arc(arc))
        let m = PathMeasure(p)
        // Half the perimeter, by Simpson's rule on the speed sqrt(sin^2 + cos^2 / 4) over [0, pi].
        let n = 20_000, h = Double.pi / Double(n)
        let half = (0...n).map { i -> Double in
            let th = Double(i) * h, w: Double = i == 0 || i == n ? 1 : (i % 2 == 1 ? 4 : 2)
            return w * (sin(th) * sin(th) + 0.25 * cos(th) * cos(th)).squareRoot()
        }.reduce(0, +) * h / 3
        expectClose(m.length / k, half, within: 1e-9 * half, "length at \(k)")
        let unit = Arc(center: Point(1, 0), u: Vector(1, 0), v: Vector(0, 0.5), startAngle: .pi, sweep: -.pi)
        let q = Point(0.3, 0.9), brute = bruteForceNearest(unit.point(at:), to: q, samples: 4000)
        expectClose(m.nearest(to: Point(q.x * k, q.y * k)).distance / k, brute.distance, within: 1e-6, "nearest at \(k)")
    }

    @Test func tangentOnCircleIsPerpendicularToRadius() {
        let center = Point(0, 0), r = 10.0
        let measure = PathMeasure(Shapes.circle(center: center, radius: r))
        for s in stride(from: 0.0, to: measure.length, by: 3.7) {
            let angle = s / r
            expectClose(measure.tangent(atLength: s).dx, -sin(angle), within: 1e-12)
            expectClose(measure.tangent(atLength: s).dy, cos(angle), within: 1e-12)
        }
    }

    @Test func tangentAtCuspIsTheLimitingDirection() {
        // B'(t) = 3 u (u, -1) with u = 2t - 1: leaving the cusp the direction tends to (0, -1)
        // times the sign of u, that is (0, -1) just after it.
        let cusp = CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0))
        let measure = PathMeasure(path(cusp), accuracy: 1e-12)
        let atCusp = measure.tangent(atLength: measure.length / 2)
        expectClose(atCusp.length, 1, within: 1e-12)
        expectClose(atCusp.dx, 0, within: 1e-6)
        expectClose(atCusp.dy, -1, within: 1e-6)
    }

    @Test func tangentWhereFirstControlPointRepeatsIsTheLimitingDirection() {
        // p1 = p0: B'(0) = 0 and B''(0) = 6 (p2 - p0), so the curve leaves toward p2.
        let c = CubicBezier(Point(0, 0), Point(0, 0), Point(30, 40), Point(100, 0))
        let measure = PathMeasure(path(c))
        let v = measure.tangent(atLength: 0)
        expectClose(v.dx, 0.6, within: 1e-12)
        expectClose(v.dy, 0.8, within: 1e-12)
    }

    @Test func zeroLengthPathHasNoNaN() {
        for p in zeroLengthPaths() {
            let measure = PathMeasure(p)
            #expect(measure.length == 0)
            let start = p.subpaths.first?.start ?? .zero
            for s in [-1.0, 0, 3, .infinity, .nan] {
                let loc = measure.location(atLength: s)
                #expect(loc.point == start && loc.s == 0 && !loc.t.isNaN)
                let t = measure.tangent(atLength: s)
                #expect(t.dx.isFinite && t.dy.isFinite && abs(t.length - 1) < 1e-12)
            }
            let near = measure.nearest(to: Point(3, 4))
            #expect(near.distance.isFinite && near.location.point.isFinite)
            let drag = measure.nearest(to: Point(3, 4), descendingFrom: 0)
            #expect(drag.distance.isFinite && drag.location.point.isFinite)
            #expect(measure.flattened(tolerance: 0.1).allSatisfy { $0.allSatisfy(\.isFinite) })
        }
    }

    private func zeroLengthPaths() -> [Path] {
        var single = Path()
        single.move(to: Point(1, 2))
        var point = Path()
        point.move(to: Point(1, 2))
        point.line(to: Point(1, 2))
        point.curve(to: Point(1, 2), control1: Point(1, 2), control2: Point(1, 2))
        point.close()
        var arc = Path()
        arc.add(Arc(center: Point(0, 0), radius: 5, startAngle: 1, sweep: 0))
        return [Path(), single, point, arc]
    }

    @Test func subpathsShareLengthsAcrossMoves() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(10, 0))
        p.move(to: Point(100, 100))
        p.line(to: Point(100, 140))
        p.line(to: Point(130, 140))
        p.close()
        let measure = PathMeasure(p)
        #expect(!measure.isClosed)
        expectClose(measure.length, 10 + 40 + 30 + 50, within: 1e-12)
        #expect(measure.subpathSpans.count == 2)
        let first = measure.subpathSpans[0], second = measure.subpathSpans[1]
        #expect(first.startLength == 0 && first.endLength == 10 && !first.isClosed)
        #expect(second.startLength == 10 && second.endLength == 130 && second.isClosed)
        #expect(second.segments == 1..<4)
        #expect(measure.subpathSpan(atLength: 5)?.index == 0)
        #expect(measure.subpathSpan(atLength: 50)?.index == 1)
        // The shared length 10 means the start of the later subpath; the move adds no length.
        expectClose(measure.position(atLength: 10), Point(100, 100), within: 0)
        expectClose(measure.position(atLength: 9.999), Point(9.999, 0), within: 1e-12)
        #expect(measure.subpathSpan(containingSegment: 0)?.index == 0)
    }

    @Test func closedFlagNeedsExactlyOneSubpath() {
        var one = Path()
        one.move(to: .zero)
        one.line(to: Point(1, 0))
        one.line(to: Point(0, 1))
        one.close()
        #expect(PathMeasure(one).isClosed)
        var two = one
        two.move(to: Point(5, 5))
        two.line(to: Point(6, 5))
        two.close()
        #expect(!PathMeasure(two).isClosed)
        var open = Path()
        open.move(to: .zero)
        open.line(to: Point(1, 0))
        #expect(!PathMeasure(open).isClosed)
    }

    /// Places on one subpath: an open one clamps at its ends, and its end stays its own (the next
    /// subpath starts at the same arc length); a closed one wraps round, either way.
    @Test func aPlaceWithinASubpathStaysOnIt() throws {
        // An open line 0...100, then a closed right triangle 100 + 50 + 111.80... long.
        let measure = PathMeasure(try Path(svgPathData: "M 0 0 L 100 0 M 0 50 L 100 50 L 100 100 Z"))
        let (line, triangle) = (measure.subpathSpans[0], measure.subpathSpans[1])
        let hypotenuse = (100.0 * 100 + 50 * 50).squareRoot()
        expectClose(triangle.length, 150 + hypotenuse, within: 1e-12)
        expectClose(measure.location(atLength: 100, within: line).point, Point(100, 0), within: 0)
        expectClose(measure.location(atLength: 130, within: line).point, Point(100, 0), within: 0)
        expectClose(measure.location(atLength: -5, within: line).point, Point(0, 0), within: 0)
        expectClose(measure.location(atLength: 40, within: line).point, Point(40, 0), within: 0)
        expectClose(measure.location(atLength: 100, within: triangle).point, Point(0, 50), within: 0)
        let lap = triangle.length
        expectClose(measure.location(atLength: 100 + lap + 10, within: triangle).point, Point(10, 50), within: 1e-12)
        expectClose(measure.location(atLength: 100 + 3 * lap + 120, within: triangle).point, Point(100, 70), within: 1e-9)
        // 10 back from the start: on the hypotenuse, 10 short of its end at (0, 50).
        let back = measure.location(atLength: 90, within: triangle)
        #expect(triangle.segments.contains(back.segmentIndex))
        expectClose(back.point, Point(0, 50) + Vector(100, 50) * (10 / hypotenuse), within: 1e-9)
    }

    /// Arc lengths never round past the end of their segment, nor past the path's length at its
    /// end (the state stream's fraction came out as 1.0000000000000002).
    @Test func anArcLengthStaysWithinItsSegment() throws {
        let path = try Path(svgPathData: "M 0 0 10 0 10 10 m 5 5 10 0 0 10 c 1 1 2 2 3 0 4 -2 5 -2 6 0")
        var exceeded = 0
        for k in 0..<200 {
            let scale = 1 + Double(k) * 0.731
            let measure = PathMeasure(path.transformed(by: .scale(scale)))
            for i in measure.segments.indices {
                let end = measure.location(segmentIndex: i, t: 1).s
                let next = i + 1 < measure.segments.count ? measure.location(segmentIndex: i + 1, t: 0).s : measure.length
                if end > next { exceeded += 1 }
            }
        }
        #expect(exceeded == 0)
    }
}

