import Geometry
import Testing

/// SVG's endpoint arcs against closed forms, both ways (SVG 1.1 appendix F.6).
@Suite struct SVGArcConversionTests {
    private func arc(from start: Point, _ rx: Double, _ ry: Double, _ rotation: Double,
                     large: Bool, sweep: Bool, to end: Point) -> Arc? {
        Arc(svgFrom: start, SVGArcCommand(radiusX: rx, radiusY: ry, xAxisRotation: rotation,
                                          largeArc: large, sweep: sweep, end: end))
    }

    // MARK: Endpoint to centre

    @Test func halfCircleIsCentredOnTheChordsMidpoint() throws {
        let a = try #require(arc(from: .zero, 50, 50, 0, large: false, sweep: true, to: Point(100, 0)))
        expectSVGClose(a.center, Point(50, 0))
        #expect(a.circleRadius.map { abs($0 - 50) < 1e-12 } == true)
        expectSVGClose(svgNormalizedAngle(a.startAngle), .pi)
        expectSVGClose(a.sweep, .pi)
        // Increasing angle from pi passes 3 pi / 2: the half above the chord on screen.
        expectSVGClose(a.point(at: 0.5), Point(50, -50))
    }

    @Test func smallQuarterEllipseTurnsAboutTheOrigin() throws {
        let a = try #require(arc(from: Point(2, 0), 2, 1, 0, large: false, sweep: true, to: Point(0, 1)))
        expectSVGClose(a.center, .zero)
        expectSVGClose(a.u.dx, 2); expectSVGClose(a.u.dy, 0)
        expectSVGClose(a.v.dx, 0); expectSVGClose(a.v.dy, 1)
        expectSVGClose(a.startAngle, 0)
        expectSVGClose(a.sweep, .pi / 2)
    }

    @Test func largeArcWithDecreasingAngleTakesTheLongWayRound() throws {
        let a = try #require(arc(from: Point(2, 0), 2, 1, 0, large: true, sweep: false, to: Point(0, 1)))
        expectSVGClose(a.center, .zero)
        expectSVGClose(a.sweep, -3 * .pi / 2)
    }

    @Test func smallArcWithDecreasingAngleUsesTheOtherCentre() throws {
        // The ellipses of radii 2, 1 through (2, 0) and (0, 1) are centred at (0, 0) and (2, 1).
        let a = try #require(arc(from: Point(2, 0), 2, 1, 0, large: false, sweep: false, to: Point(0, 1)))
        expectSVGClose(a.center, Point(2, 1))
        expectSVGClose(svgNormalizedAngle(a.startAngle), 3 * .pi / 2)
        expectSVGClose(a.sweep, -.pi / 2)
    }

    @Test func rotatedEllipseRecoversCentreAxesAndAngles() throws {
        // center + R(30 deg) (3 cos t, 1 sin t), for t from 0.3 to 2.1 and from 0.3 to -3.7.
        let c = Point(5, 7), phi = Double.pi / 6
        let u = Vector(3 * cos(phi), 3 * sin(phi)), v = Vector(-sin(phi), cos(phi))
        let at = { (t: Double) in c + u * cos(t) + v * sin(t) }

        let small = try #require(arc(from: at(0.3), 3, 1, 30, large: false, sweep: true, to: at(2.1)))
        expectSVGClose(small.center, c)
        expectSVGClose(small.u.dx, u.dx); expectSVGClose(small.u.dy, u.dy)
        expectSVGClose(small.v.dx, v.dx); expectSVGClose(small.v.dy, v.dy)
        expectSVGClose(small.startAngle, 0.3)
        expectSVGClose(small.sweep, 1.8)

        let large = try #require(arc(from: at(0.3), 3, 1, 30, large: true, sweep: false, to: at(-3.7)))
        expectSVGClose(large.center, c)
        expectSVGClose(large.startAngle, 0.3)
        expectSVGClose(large.sweep, -4.0)
    }

    @Test func radiiTooSmallForTheChordAreScaledUp() throws {
        let a = try #require(arc(from: .zero, 1, 1, 0, large: false, sweep: false, to: Point(10, 0)))
        expectSVGClose(a.center, Point(5, 0))
        #expect(a.circleRadius.map { abs($0 - 5) < 1e-12 } == true)
        expectSVGClose(a.sweep, -.pi)
    }

    @Test func ellipseTooSmallForTheChordKeepsItsShapeWhenScaledUp() throws {
        // lambda = (-2 / 1)^2 + (-1 / 2)^2 = 4.25, so the radii grow by sqrt(4.25).
        let a = try #require(arc(from: .zero, 1, 2, 0, large: true, sweep: true, to: Point(4, 2)))
        let grow = 4.25.squareRoot()
        expectSVGClose(a.center, Point(2, 1))
        expectSVGClose(a.u.length, grow)
        expectSVGClose(a.v.length, 2 * grow)
        expectSVGClose(a.sweep, .pi)
    }

    @Test func negativeRadiiMeanTheirMagnitudes() throws {
        let a = try #require(arc(from: .zero, -50, -50, 0, large: false, sweep: true, to: Point(100, 0)))
        expectSVGClose(a.center, Point(50, 0))
        expectSVGClose(a.u.length, 50)
    }

    @Test func quarterTurnRotationGivesExactAxes() throws {
        let a = try #require(arc(from: Point(0, 3), 3, 1, 90, large: false, sweep: true, to: Point(-1, 0)))
        #expect(a.u == Vector(0, 3))
        #expect(a.v == Vector(-1, 0))
        expectSVGClose(a.center, .zero)
    }

    @Test func zeroRadiusGivesNoArc() {
        #expect(arc(from: .zero, 0, 5, 0, large: false, sweep: true, to: Point(10, 0)) == nil)
    }

    @Test func identicalEndpointsGiveNoArc() {
        #expect(arc(from: Point(3, 3), 5, 5, 0, large: true, sweep: true, to: Point(3, 3)) == nil)
    }

    @Test func zeroRadiusArcIsParsedAsALine() throws {
        let p = try Path(svgPathData: "M 0 0 A 0 5 0 0 1 10 0")
        #expect(p.segments == [.line(Line(.zero, Point(10, 0)))])
    }

    /// A circle of radius r through two points a chord c apart: the short arc is 2 r asin(c / 2r)
    /// long, the long one 2 pi r minus that. On a nearly straight arc the two unit vectors of the
    /// conversion are nearly opposite; the sweep must not lose its digits to their cancellation.
    @Test(arguments: [1e3, 1e6, 1e7])
    func nearlyStraightArcKeepsItsLength(radius r: Double) throws {
        let end = Point(3, 4)  // chord 5
        let short = try #require(arc(from: .zero, r, r, 0, large: false, sweep: true, to: end))
        let exact = 2 * r * asin(5 / (2 * r))
        let length = PathMeasure(try Path(svgPathData: "M 0 0 A \(r) \(r) 0 0 1 3 4")).length
        #expect(short.circleRadius.map { abs($0 - r) <= 1e-15 * r } == true)
        #expect(abs(length - exact) <= 1e-12 * exact, "length \(length), exact \(exact)")
        let long = try #require(arc(from: .zero, r, r, 0, large: true, sweep: true, to: end))
        #expect(abs(abs(long.sweep) - (2 * .pi - exact / r)) <= 1e-14)
    }

    @Test func arcStraighterThanItsCentreCanHoldIsParsedAsALine() throws {
        let p = try Path(svgPathData: "M 0 0 A 1e14 1e14 0 0 1 3 4")
        #expect(p.segments == [.line(Line(.zero, Point(3, 4)))])
        // The radius 1e8 times the chord of 5: the bulge c^2 / 8r is 3e-8 px, a 30th of the
        // centre's rounding (1e-16 of 5e8).
        #expect(try Path(svgPathData: "M 0 0 A 5e8 5e8 0 0 1 3 4").segments == [.line(Line(.zero, Point(3, 4)))])
        // 1e6 times the chord: the bulge, 6e-7 px, is a thousand times the centre's rounding.
        let q = try Path(svgPathData: "M 0 0 A 5e6 5e6 0 0 1 3 4")
        guard case .arc = q.segments.first else { Issue.record("not an arc: \(q.segments)"); return }
    }

    /// The long way round a huge circle is nearly the whole circle, never a line: 2 pi r less
    /// the short arc.
    @Test func longArcOfAHugeCircleStaysAnArc() throws {
        let r = 1e8
        let length = PathMeasure(try Path(svgPathData: "M 0 0 A 1e8 1e8 0 1 1 1 0")).length
        let exact = 2 * .pi * r - 2 * r * asin(0.5 / r)
        #expect(abs(length - exact) <= 1e-12 * exact, "length \(length), exact \(exact)")
    }

    /// Radii far too small for the chord grow until the chord is a diameter (SVG F.6.6): a half
    /// circle of diameter 1, however small they were, even when their squares underflow.
    @Test(arguments: [1e-3, 1e-150, 1e-160, 1e-300])
    func tinyRadiiGiveAHalfCircle(radius: Double) throws {
        let length = PathMeasure(try Path(svgPathData: "M 0 0 A \(radius) \(radius) 0 0 1 1 0")).length
        #expect(abs(length - .pi / 2) <= 1e-14, "length \(length)")
    }

    @Test func arcEndingAtItsStartIsLeftOut() throws {
        let p = try Path(svgPathData: "M 5 5 A 10 10 0 1 1 5 5 L 6 6")
        #expect(p.segments == [.line(Line(Point(5, 5), Point(6, 6)))])
    }

    // MARK: Centre to endpoint

    @Test func circularArcCommandHasItsRadiusAndNoRotation() throws {
        let a = Arc(center: Point(10, 10), radius: 4, startAngle: 0, sweep: -3 * .pi / 2)
        let c = try #require(a.svgArcCommand)
        #expect(c.radiusX == 4 && c.radiusY == 4 && c.xAxisRotation == 0)
        #expect(c.largeArc && !c.sweep)
        #expect(c.end == a.end)
    }

    @Test func rotatedEllipseCommandHasItsAxesAndRotation() throws {
        let phi = Double.pi / 6
        let a = Arc(center: Point(5, 7), u: Vector(3 * cos(phi), 3 * sin(phi)), v: Vector(-sin(phi), cos(phi)),
                    startAngle: 0.3, sweep: 1.8)
        let c = try #require(a.svgArcCommand)
        expectSVGClose(c.radiusX, 3)
        expectSVGClose(c.radiusY, 1)
        expectSVGClose(c.xAxisRotation, 30)
        #expect(!c.largeArc && c.sweep)
    }

    @Test func shearedEllipseIsWrittenWithItsPrincipalAxes() throws {
        // M = [[2, 1], [0, 1]]: M M^T = [[5, 1], [1, 1]] has eigenvalues 3 +- sqrt 5,
        // the larger along the angle atan2(2, 4) / 2.
        let a = Arc(center: Point(1, 1), u: Vector(2, 0), v: Vector(1, 1), startAngle: 0.2, sweep: 2)
        let c = try #require(a.svgArcCommand)
        expectSVGClose(c.radiusX, (3 + 5.0.squareRoot()).squareRoot())
        expectSVGClose(c.radiusY, (3 - 5.0.squareRoot()).squareRoot())
        expectSVGClose(c.xAxisRotation, atan2(2.0, 4.0) / 2 * 180 / .pi)
        let back = try #require(Arc(svgFrom: a.start, c))
        expectSVGSameCurve(.arc(back), .arc(a))
    }

    @Test func reflectedAxesTurnTheSweepFlagAround() throws {
        // (u, v) = ((1, 0), (0, -1)): increasing theta turns toward -y, the decreasing direction.
        let a = Arc(center: .zero, u: Vector(1, 0), v: Vector(0, -1), startAngle: 0, sweep: 1)
        let c = try #require(a.svgArcCommand)
        #expect(!c.sweep)
        let back = try #require(Arc(svgFrom: a.start, c))
        expectSVGSameCurve(.arc(back), .arc(a))
    }

    @Test func fullTurnHasNoSingleCommand() {
        #expect(Arc(center: .zero, radius: 1, startAngle: 0, sweep: 2 * .pi).svgArcCommand == nil)
    }

    // MARK: Cutting into pieces

    @Test func fullCircleIsCutIntoThreeQuartersAndAQuarter() {
        let pieces = Arc(center: .zero, radius: 1, startAngle: 1, sweep: -2 * .pi).svgSubarcs
        #expect(pieces.count == 2)
        expectSVGClose(pieces[0].sweep, -1.5 * .pi, tolerance: 1e-15)
        expectSVGClose(pieces[1].sweep, -0.5 * .pi, tolerance: 1e-15)
        expectSVGClose(pieces[1].startAngle, 1 - 1.5 * .pi, tolerance: 1e-15)
    }

    @Test func halfTurnIsCutIntoTwoQuarters() {
        let pieces = Arc(center: .zero, radius: 1, startAngle: 0, sweep: .pi).svgSubarcs
        #expect(pieces.map(\.sweep) == [.pi / 2, .pi / 2])
    }

    @Test func ordinaryArcIsOnePiece() {
        let a = Arc(center: .zero, radius: 1, startAngle: 0.25, sweep: -3 * .pi / 2)
        #expect(a.svgSubarcs == [a])
    }

    @Test func piecesTileTheArc() {
        for sweep in [0.1, 3.0, .pi, 6.2, 2 * .pi, 7.0, 9.5, 12.0, 40.0, -0.1, -.pi, -2 * .pi, -9.5, -40.0] {
            let a = Arc(center: Point(1, 2), u: Vector(3, 1), v: Vector(-1, 2), startAngle: 0.5, sweep: sweep)
            let pieces = a.svgSubarcs
            expectSVGClose(pieces.map(\.sweep).reduce(0, +), sweep, tolerance: 1e-12, "sweep \(sweep)")
            var angle = a.startAngle
            for piece in pieces {
                expectSVGClose(piece.startAngle, angle, tolerance: 1e-12, "sweep \(sweep)")
                #expect(abs(piece.sweep) < 2 * .pi - Arc.svgSweepMargin)
                #expect(abs(abs(piece.sweep) - .pi) >= Arc.svgSweepMargin)
                angle += piece.sweep
            }
        }
    }
}
