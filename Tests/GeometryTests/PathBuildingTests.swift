import Geometry
import Testing

@Suite("Building paths")
struct PathBuildingTests {
    @Test func theFigureEightIsArcLineArcLine() {
        let p = Shapes.figureEight(width: 800, height: 600)
        #expect(p.subpaths.count == 1 && p.subpaths[0].isClosed)
        let segs = p.segments
        #expect(segs.count == 4)
        guard case .arc(let a1) = segs[0], case .line(let l1) = segs[1],
              case .arc(let a2) = segs[2], case .line(let l2) = segs[3] else {
            Issue.record("expected arc, line, arc, line; got \(segs)")
            return
        }
        let offset = 200 / 2.0.squareRoot()
        #expect(a1.center.distance(to: Point(400, 300 - offset)) < 1e-12)
        #expect(a2.center.distance(to: Point(400, 300 + offset)) < 1e-12)
        #expect(a1.circleRadius.map { abs($0 - 100) < 1e-12 } == true)
        #expect(abs(a1.sweep + 1.5 * .pi) < 1e-12 && abs(a2.sweep - 1.5 * .pi) < 1e-12)
        // The connecting lines are 2r long and cross at the centre.
        #expect(abs(l1.length - 200) < 1e-9 && abs(l2.length - 200) < 1e-9)
        #expect(l1.point(at: 0.5).distance(to: Point(400, 300)) < 1e-9)
        #expect(l2.point(at: 0.5).distance(to: Point(400, 300)) < 1e-9)
        // First point, from FACTS.md.
        #expect(a1.start.distance(to: Point(470.710678118655, 229.289321881345)) < 1e-9)
    }

    @Test func arcDirectionNormalizesTheSweep() {
        var p = Path()
        p.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, direction: .increasing)
        guard case .arc(let a) = p.segments.last else { Issue.record("no arc"); return }
        #expect(abs(a.sweep - 1.5 * .pi) < 1e-12)
        var q = Path()
        q.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, direction: .decreasing)
        guard case .arc(let b) = q.segments.last else { Issue.record("no arc"); return }
        #expect(abs(b.sweep + 1.5 * .pi) < 1e-12)
    }

    @Test func anArcAfterACurrentPointAddsTheConnectingLine() {
        var p = Path()
        p.move(to: Point(-5, 0))
        p.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, direction: .increasing)
        #expect(p.segments.count == 2)
        guard case .line(let l) = p.segments[0] else { Issue.record("no line"); return }
        #expect(l.p1.distance(to: Point(1, 0)) < 1e-15)
    }

    @Test func closeAddsALineOnlyWhenNeeded() {
        var open = Path()
        open.move(to: .zero)
        open.line(to: Point(10, 0))
        open.line(to: Point(10, 10))
        open.close()
        #expect(open.segments.count == 3)
        var shut = Path()
        shut.move(to: .zero)
        shut.line(to: Point(10, 0))
        shut.line(to: .zero)
        shut.close()
        #expect(shut.segments.count == 2 && shut.subpaths[0].isClosed)
    }

    @Test func fittingKeepsTheAspectRatioAndCentres() throws {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(200, 100))
        let fit = try #require(p.fittingTransform(into: Rect(x: 0, y: 0, width: 100, height: 100)))
        let q = p.transformed(by: fit)
        let b = try #require(q.bounds)
        #expect(abs(b.width - 100) < 1e-12 && abs(b.height - 50) < 1e-12)
        #expect(b.center.distance(to: Point(50, 50)) < 1e-12)
    }

    @Test func aMirroredCircleStaysCircular() {
        let a = Arc(center: Point(1, 2), radius: 3, startAngle: 0.3, sweep: 1)
        let m = a.transformed(by: .scale(-2, 2))
        #expect(m.circleRadius.map { abs($0 - 6) < 1e-12 } == true)
        for t in [0.0, 0.4, 1.0] {
            let expected = AffineTransform.scale(-2, 2).apply(a.point(at: t))
            #expect(m.point(at: t).distance(to: expected) < 1e-12)
        }
    }

    @Test func cubicBoundsAreTight() {
        // A symmetric arch: the top of B(t) at t = 1/2 is y = 3/4 h.
        let c = CubicBezier(Point(0, 0), Point(0, 100), Point(100, 100), Point(100, 0))
        #expect(abs(c.bounds.maxY - 75) < 1e-12)
        #expect(c.controlBounds.maxY == 100)
    }
}
