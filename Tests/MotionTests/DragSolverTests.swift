import Geometry
import Motion
import Testing

@Suite("Drag solver")
struct DragSolverTests {
    /// A U shape: down the left side, across the bottom, up the right side. Its two arms are
    /// 100 px apart, so from the left arm's top the right arm is a hill away.
    var uShape: PathMeasure {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(0, 300))
        p.line(to: Point(100, 300))
        p.line(to: Point(100, 0))
        return PathMeasure(p)
    }

    @Test func smallMovesSlideToTheExactNearestPoint() {
        let m = uShape
        let r = DragSolver().solve(m, from: 10, toward: Point(3, 25))
        #expect(abs(r.location.s - 25) < 1e-9)
        #expect(r.location.point.distance(to: Point(0, 25)) < 1e-9)
        #expect(abs(r.distance - 3) < 1e-9)
    }

    @Test func aFlickJumpsWhenTheFarPointIsClearlyNearer() {
        let m = uShape
        // From the left arm's top to just beside the right arm's top: descending along the path
        // stops at the left arm's top (the distance rises going down); the right arm is far nearer.
        let r = DragSolver().solve(m, from: 0, toward: Point(102, 5))
        #expect(r.location.point.distance(to: Point(100, 5)) < 1e-9)
    }

    /// A flick toward the tip of an out-and-back spike (a cubic with `p1 == p2`, `p3 == p0`: the
    /// segment from (300, 100) to its tip (375, 25), reached at t = 1/2) jumps there: the tip is
    /// 15.8 px from the pointer, the line the handle slides along 90. (The global search missed
    /// the tip, a root where it halved the curve, and the handle stayed; found by fuzzing.)
    @Test func aFlickReachesTheTipOfASpike() throws {
        let m = PathMeasure(try Path(svgPathData: "M 100 100 L 300 100 C 400 0 400 0 300 100 L 500 100"))
        let r = DragSolver().solve(m, from: m.length - 50, toward: Point(380, 10))
        #expect(r.location.point.distance(to: Point(375, 25)) < 1e-9, "the handle went to \(r.location.point)")
    }

    /// Dragged 30 px beside a line that steps back 1e-7 and goes on (a sliver of rounding, as
    /// exported path data has), or along a curve that leaves its start on a 1e-15 hook, the
    /// handle keeps up with the pointer px by px. (It stalled at the sliver or the start until
    /// the pointer was 15 to 26 px on, then jumped; found by fuzzing.)
    @Test func aDragPassesSliversOfRounding() throws {
        let solver = DragSolver()
        let line = PathMeasure(try Path(svgPathData: "M 0 0 L 100 0 L 99.9999999 0 L 200 0"))
        var at = line.location(atLength: 90)
        for x in stride(from: 90.0, through: 130, by: 1) {
            at = solver.solve(line, from: at, toward: Point(x, 30)).location
            #expect(at.point.distance(to: Point(x, 0)) < 1e-6, "pointer at x = \(x): the handle at \(at.point)")
        }
        let hook = CubicBezier(Point(0, 0), Point(1e-7, 2e-7), Point(50, -50), Point(100, -100))
        var hooked = Path()
        hooked.move(to: hook.p0)
        hooked.curve(to: hook.p3, control1: hook.p1, control2: hook.p2)
        let curve = PathMeasure(hooked)
        var onCurve = curve.location(atLength: 0)
        for k in 1...20 {
            let q = hook.point(at: Double(k) / 200)
            onCurve = solver.solve(curve, from: onCurve, toward: q).location
            #expect(onCurve.point.distance(to: q) < 1e-6, "pointer at \(q): the handle at \(onCurve.point)")
        }
    }

    @Test func anAmbiguousTargetKeepsTheHandleWhereItSlid() {
        let m = uShape
        // Midway between the arms: both are 50 px away; the handle must not switch arms.
        let r = DragSolver().solve(m, from: 10, toward: Point(50, 10))
        #expect(r.location.point.distance(to: Point(0, 10)) < 1e-9)
    }

    @Test func aClearlyNearerBranchWinsAndAMerelyNearerOneDoesNot() {
        let m = uShape
        let solver = DragSolver()
        // From the left arm's top: right arm 25 px away vs 75 px (ratio 1/3): jump.
        #expect(solver.solve(m, from: 0, toward: Point(75, 0)).location.point.x == 100)
        // 40 px vs 60 px (ratio 2/3, 20 px nearer): stay.
        #expect(solver.solve(m, from: 0, toward: Point(60, 0)).location.point.x == 0)
        // 120 px vs 220 px beyond the right arm (ratio 0.55, but 100 px nearer): jump.
        #expect(solver.solve(m, from: 0, toward: Point(220, 0)).location.point.x == 100)
    }

    /// Far off the path a margin is no clear difference: from the left arm's top, a pointer
    /// 660 px off it and 560 px off the right arm (100 px nearer, but 15 % only) leaves the
    /// handle; one 200 px off the right arm and 300 px off the left (a third nearer) takes it over.
    @Test func farFromThePathAMarginAloneDoesNotJump() {
        let m = uShape
        let solver = DragSolver()
        let stays = solver.solve(m, from: 0, toward: Point(660, 0))
        #expect(stays.location.point.x == 0, "560 px against 660 px: the handle jumped to \(stays.location.point)")
        let goes = solver.solve(m, from: 0, toward: Point(300, 0))
        #expect(goes.location.point.x == 100, "200 px against 300 px: the handle stayed at \(goes.location.point)")
    }

    /// The drag a first-time user made on the figure-8 (800x600): the handle on the right of the
    /// top lobe, the pointer pulled out to the right and down past the window's edge, to
    /// (1096, 387). The top lobe stays 631 px away, the bottom one comes to 600: the handle
    /// stayed on the top lobe until the last step, then flipped 695 px along the path to the
    /// bottom one. Pulled down to (600, 450), where the bottom lobe is 100 px away and the
    /// slid point 247, it goes there.
    @Test func aPointerPulledFarOutKeepsTheHandleOnItsLobe() {
        let m = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        let solver = DragSolver()
        var at = m.location(atLength: 50)
        for i in 1...10 {
            at = solver.solve(m, from: at, toward: Point(496 + 60 * Double(i), 187 + 20 * Double(i))).location
            #expect(at.point.y < 300, "step \(i): the handle went to \(at.point), below the crossing")
        }
        let down = solver.solve(m, from: m.location(atLength: 50), toward: Point(600, 450))
        #expect(down.location.point.y > 300 && abs(down.distance - 100.2) < 0.5, "\(down)")
    }

    @Test func aPointerOnTheHandleNeverJumps() {
        // Two parallel lines 20 px apart; the pointer 12 px from the handle's line, 8 px from the other.
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(100, 0))
        p.move(to: Point(100, 20))
        p.line(to: Point(0, 20))
        let m = PathMeasure(p)
        let r = DragSolver().solve(m, from: 50, toward: Point(50, 12))
        #expect(r.location.point == Point(50, 0))
    }

    @Test func solvingFromALocationMatchesSolvingFromItsLength() {
        let m = uShape
        let solver = DragSolver()
        for (s, target) in [(10.0, Point(3, 25)), (0, Point(102, 5)), (10, Point(50, 10)), (150, Point(-4, 310)),
                            (310, Point(130, 280)), (650, Point(20, 20))] {
            let fromLength = solver.solve(m, from: s, toward: target)
            let fromLocation = solver.solve(m, from: m.location(atLength: s), toward: target)
            #expect(fromLength == fromLocation, "from \(s) toward \(target)")
        }
    }

    @Test func flicksJumpExactlyWhenTheUnboundedRuleSaysSo() {
        // A wavy stroke folding back on itself; every flick decided by the type's rule written out
        // with the unbounded global nearest point.
        var p = Path()
        p.move(to: Point(0, 0))
        for k in 0..<60 {
            let y = Double(k) * 9, x = k % 2 == 0 ? 400.0 : 0
            p.curve(to: Point(x, y + 9), control1: Point(200, y + (k % 3 == 0 ? -20 : 20)), control2: Point(200, y + 30))
        }
        let m = PathMeasure(p)
        let solver = DragSolver()
        var seed: UInt64 = 3
        func unit() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(UInt64(1) << 53)
        }
        for _ in 0..<200 {
            let start = m.location(atLength: unit() * m.length)
            let target = Point(unit() * 500 - 50, unit() * 620 - 50)
            let local = m.nearest(to: target, descendingFrom: start)
            let global = m.nearest(to: target)
            let jumps = local.distance > solver.holdRadius
                && (global.distance < local.distance * solver.jumpRatio
                    || (global.distance < local.distance - solver.jumpMargin && global.distance < local.distance * solver.jumpMarginRatio))
            let expected = jumps ? global : local
            let found = solver.solve(m, from: start, toward: target)
            #expect(abs(found.distance - expected.distance) < 1e-9, "from \(start.s) toward \(target)")
            #expect(found.location.point.distance(to: expected.location.point) < 1e-6, "from \(start.s) toward \(target)")
        }
    }
}
