import Geometry
import Motion
import Testing

/// A drag round the sharp corners of a path: the handle goes round a tip with the pointer
/// instead of waiting behind it on the edge it came along.
@Suite("Drag solver at corners")
struct DragSolverCornerTests {
    /// A five-pointed star drawn as a pentagram (tips of 36 degrees; its edges cross).
    let pentagram = PathMeasure(try! Path(svgPathData: "M 50 0 L 79.4 90.5 L 2.4 34.5 L 97.6 34.5 L 20.6 90.5 Z"))

    /// The pointer traced exactly along the path, 1 px a step, round all five tips and through
    /// its crossings: the path's nearest point to it is the pointer itself, reachable a step
    /// away, so that is where the handle is at every step. (Past each tip the handle used to run
    /// back along the edge it came by, up to 13 px, and then snap over.)
    @Test func aPointerTracingAStarKeepsTheHandleUnderIt() {
        var at = pentagram.location(atLength: 0)
        let solver = DragSolver()
        var worst = 0.0
        for k in 1...Int(2 * pentagram.length) {
            let q = pentagram.position(atLength: Double(k).truncatingRemainder(dividingBy: pentagram.length))
            at = solver.solve(pentagram, from: at, toward: q).location
            worst = max(worst, at.point.distance(to: q))
        }
        #expect(worst < 1e-9, "the handle was up to \(worst) px from the pointer")
    }

    /// Past a tip, 3 px inside the star along the outgoing edge: once that edge is clearly the
    /// nearer (under 3/4 of the other's distance), the handle is on it; near the tip the
    /// incoming edge is nearer, and it stays there. It is never further off than 4/3 of the
    /// nearest point's distance, and ends on the outgoing edge, under the pointer's foot.
    @Test func theHandleGoesRoundATipOnceTheEdgeBeyondIsClearlyNearer() {
        let tip = Point(50, 0), outgoing = (Point(79.4, 90.5) - tip) / (Point(79.4, 90.5) - tip).length
        let inward = Vector(-outgoing.dy, outgoing.dx)  // toward the star's inside at this tip
        var at = pentagram.location(atLength: 0)
        let solver = DragSolver()
        // (Up to 25 px: further on, the horizontal edge crossing this one is nearer, a branch away.)
        for d in stride(from: 1.0, through: 25, by: 1) {
            let q = tip + outgoing * d + inward * 3
            at = solver.solve(pentagram, from: at, toward: q).location
            let nearest = pentagram.nearest(to: q)
            #expect(at.point.distance(to: q) <= nearest.distance / 0.75 + 1e-9, "\(d) px along: \(at.point)")
        }
        #expect(at.point.distance(to: tip + outgoing * 25) < 1e-9, "\(at.point)")
    }

    /// Fast drags along a star's outline and along a zig-zag whose corners are 11 px apart, the
    /// pointer on the path 25 px further each event: the handle is under it every time. (It
    /// used to be left behind when the pointer landed more than 15 px past a tip, the place it
    /// descended to being out of the tip's reach while the handle's last place was not; and a
    /// zig-zag took one corner an event.)
    @Test func fastDragsRoundCloseSharpCornersKeepUp() throws {
        let star = try Path(svgPathData: "M 50 0 L 61 35 L 98 35 L 68 57 L 79 91 L 50 70 L 21 91 L 32 57 L 2 35 L 39 35 Z")
        var zigzag = Path()
        zigzag.move(to: Point(0, 0))
        for k in 1...80 { zigzag.line(to: Point(Double(k) * 4, k % 2 == 1 ? 10 : 0)) }
        for path in [star.transformed(by: .scale(5)), zigzag] {
            let m = PathMeasure(path)
            var at = m.location(atLength: 0)
            let solver = DragSolver()
            var worst = 0.0
            for k in 1..<Int(m.length / 25) {
                let q = m.position(atLength: Double(k) * 25)
                at = solver.solve(m, from: at, toward: q).location
                worst = max(worst, at.point.distance(to: q))
            }
            #expect(worst < 1e-9, "the handle was up to \(worst) px from the pointer")
        }
    }

    /// A pointer that goes round a sharp corner in one move, from the near leg to a point of the
    /// far leg past the corner, takes the handle there: the far leg is the nearest (the pointer
    /// is on it) and the path leads there past the corner. (Landing 20 to 60 px past a corner of
    /// 5 to 40 degrees, the pointer's distance from the near leg under the hold radius, the
    /// handle stayed on the near leg for good; found by a first-time user.)
    @Test(arguments: [10.0, 20.0, 30.0, 40.0])
    func aPointerThatWentRoundACornerInOneMoveTakesTheHandle(degrees: Double) throws {
        let corner = Point(200, 0), angle = degrees * .pi / 180
        let far = corner + Vector(-cos(angle), sin(angle)) * 200
        let v = PathMeasure(try Path(svgPathData: "M 0 0 L 200 0 L \(far.x) \(far.y)"))
        let solver = DragSolver()
        for past in [20.0, 30.0, 60.0] {
            let before = v.location(atLength: 150)  // 50 px before the corner
            let q = corner + Vector(-cos(angle), sin(angle)) * past
            let found = solver.solve(v, from: before, toward: q)
            #expect(found.location.point.distance(to: q) < 1e-9, "\(degrees) degrees, \(past) px past: the handle at \(found.location.point)")
        }
    }

    /// A pointer held still inside a tip, equally near both edges, with a tremor of half a pixel:
    /// the handle stays on its edge (it flicked between the two when any gain would do).
    @Test func aPointerHeldInsideATipDoesNotFlickTheHandle() {
        let triangle = PathMeasure(try! Path(svgPathData: "M 50 0 L 100 90 L 0 90 Z"))
        let solver = DragSolver()
        var at = triangle.location(atLength: 0)
        for d in 1...10 { at = solver.solve(triangle, from: at, toward: Point(50, Double(d))).location }
        var moves = 0
        for k in 0..<200 {
            let before = at.point
            let q = Point(50 + 0.5 * sin(Double(k) * 1.7), 10 + 0.5 * cos(Double(k) * 2.3))
            at = solver.solve(triangle, from: at, toward: q).location
            if at.point.distance(to: before) > 2 { moves += 1 }
        }
        #expect(moves == 0, "the handle jumped \(moves) times")
    }

    /// A cubic with a cusp (its derivative vanishes at t = 1/2, where it turns back on itself):
    /// the pointer traced along it keeps the handle under it through the cusp, as at a tip.
    @Test func aPointerTracingACuspKeepsTheHandleUnderIt() throws {
        let cusped = PathMeasure(try Path(svgPathData: "M 0 250 C 500 -250 0 -250 500 250"))
        var at = cusped.location(atLength: 0)
        let solver = DragSolver()
        var worst = 0.0
        for k in 1..<Int(cusped.length) {
            let q = cusped.position(atLength: Double(k))
            at = solver.solve(cusped, from: at, toward: q).location
            worst = max(worst, at.point.distance(to: q))
        }
        #expect(worst < 1e-6, "the handle was up to \(worst) px from the pointer")
    }

    /// A corner that turns smoothly is no corner: on the figure-8 (arcs and their tangent
    /// lines) the solver gives what the descent alone gives.
    @Test func smoothJointsChangeNothing() {
        let figure8 = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        let solver = DragSolver(), plain = DragSolver(cornerReach: 0)
        var a = figure8.location(atLength: 0), b = a
        for k in 1...1500 {
            let s = Double(k) * 1.9
            let q = figure8.position(atLength: s) + figure8.tangent(atLength: s).perpendicular * (k % 2 == 0 ? 4 : -4)
            a = solver.solve(figure8, from: a, toward: q).location
            b = plain.solve(figure8, from: b, toward: q).location
            #expect(a == b, "event \(k)")
        }
    }
}
