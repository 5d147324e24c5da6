import Geometry
import Testing

/// Polylines within a tolerance of the path.
@Suite struct FlattenTests {
    /// The largest distance from dense samples of `point` to `polyline`, and from the polyline's
    /// vertices and edge midpoints back to the samples (both sides of the Hausdorff distance).
    private func deviation(_ point: (Double) -> Point, _ polyline: [Point]) -> Double {
        let samples = (0...4000).map { point(Double($0) / 4000) }
        var worst = samples.map { distance(from: $0, toPolyline: polyline) }.max() ?? 0
        var probes = polyline
        for k in 1..<polyline.count { probes.append(polyline[k - 1].midpoint(polyline[k])) }
        for probe in probes {
            worst = max(worst, bruteForceNearest(point, to: probe, samples: 2000).distance)
        }
        return worst
    }

    @Test func cubicStaysWithinTolerance() {
        var random = SeededRandom(seed: 9)
        for tolerance in [1.0, 0.1, 0.01] {
            for _ in 0..<3 {
                let c = random.cubic(in: 400)
                let lines = PathMeasure(path(c)).flattened(tolerance: tolerance)
                #expect(lines.count == 1)
                #expect(lines[0].first == c.p0 && lines[0].last == c.p3)
                #expect(deviation(c.point(at:), lines[0]) <= tolerance * (1 + 1e-9), "\(c) at \(tolerance)")
            }
        }
    }

    @Test func circleUsesTheSagittaStep() {
        let r = 100.0, tolerance = 0.1
        let lines = PathMeasure(Shapes.circle(center: .zero, radius: r)).flattened(tolerance: tolerance)
        let points = lines[0]
        // Every chord's sagitta r (1 - cos(delta / 2)) is within the tolerance, and the step is
        // no finer than it needs to be (one fewer chord would not do).
        // (The circle's own closing line is a rounding-length sliver: not a chord of the arc.)
        let chords = zip(points, points.dropFirst()).filter { $0.distance(to: $1) > 1e-9 }.count
        #expect(r * (1 - cos(.pi / Double(chords))) <= tolerance)
        #expect(r * (1 - cos(.pi / Double(chords - 1))) > tolerance)
        #expect(points.allSatisfy { abs($0.distance(to: .zero) - r) < 1e-9 })
        #expect(points.first == points.last)
    }

    @Test func ellipticalArcStaysWithinTolerance() {
        let arc = Arc(center: Point(50, 50), u: Vector(200, 30), v: Vector(-10, 40), startAngle: 0.5, sweep: 4)
        var p = Path()
        p.add(arc)
        for tolerance in [0.5, 0.05] {
            let lines = PathMeasure(p).flattened(tolerance: tolerance)
            #expect(deviation(arc.point(at:), lines[0]) <= tolerance * (1 + 1e-9))
        }
    }

    @Test func linesKeepOnlyTheirEnds() {
        let measure = PathMeasure(Shapes.regularPolygon(sides: 5, center: .zero, radius: 10))
        let lines = measure.flattened(tolerance: 0.001)
        #expect(lines.count == 1)
        #expect(lines[0].count == 6)
        #expect(lines[0].first == lines[0].last)
    }

    @Test func closedSubpathsEndAtTheirStart() {
        var p = Shapes.figureEight(width: 800, height: 600)
        p.move(to: Point(0, 0))
        p.line(to: Point(10, 0))
        let lines = PathMeasure(p).flattened(tolerance: 0.25)
        #expect(lines.count == 2)
        #expect(lines[0].first == lines[0].last)
        #expect(lines[1] == [Point(0, 0), Point(10, 0)])
        // The figure-8's polyline is within tolerance of the measured path everywhere.
        let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        let worst = (0...2000).map { k in
            distance(from: measure.position(atLength: Double(k) / 2000 * measure.length), toPolyline: lines[0])
        }.max() ?? 0
        #expect(worst <= 0.25)
    }
}
