import Geometry
import Motion
import Testing

@Suite("Path handle")
struct PathHandleTests {
    let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600))

    @Test func aDragKeepsTheHandlesLocationAndArcLengthInStep() {
        var handle = PathHandle(measure: measure, s: 30)
        let grabbed = handle.pointerDown(at: handle.point, time: 0)
        #expect(grabbed)
        for k in 1...400 {
            let s = 30 + Double(k) * 2
            let q = measure.position(atLength: s) + measure.tangent(atLength: s).perpendicular * (k % 2 == 0 ? 3 : -3)
            handle.pointerMove(to: q, time: Double(k) / 60)
            let again = measure.location(segmentIndex: handle.location.segmentIndex, t: handle.location.t)
            #expect(abs(handle.s - again.s) < 1e-9)
            #expect(handle.point.distance(to: again.point) < 1e-9)
            #expect(handle.point.distance(to: measure.position(atLength: handle.s)) < 1e-9)
        }
    }

    @Test func aDragFollowsTheSolverFromTheArcLength() {
        // Keeping the location gives the handle the places that solving from `s` alone gives.
        var handle = PathHandle(measure: measure, s: 0)
        let grabbed = handle.pointerDown(at: handle.point, time: 0)
        #expect(grabbed)
        var s = 0.0
        for k in 1...600 {
            let along = Double(k) * 2.5
            let q = measure.position(atLength: along) + measure.tangent(atLength: along).perpendicular * (k % 3 == 0 ? 6 : -2)
            handle.pointerMove(to: q, time: Double(k) / 60)
            s = DragSolver().solve(measure, from: s, toward: q).location.s
            #expect(abs(handle.s - s) < 1e-9, "event \(k)")
        }
    }

    @Test func theHandlesTangentIsThePathsTangentAtItsPlace() {
        var handle = PathHandle(measure: measure, s: 100)
        handle.move(by: 250)
        let expected = measure.tangent(atLength: handle.s)
        #expect((handle.tangent - expected).length < 1e-12)
    }
}
