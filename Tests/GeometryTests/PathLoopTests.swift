import Foundation
@testable import Geometry
import Testing

@Suite("Closing subpaths that end where they start")
struct PathLoopTests {
    /// A circle of radius 50 as two arcs, no Z: it becomes one closed subpath, with no closing
    /// line, and its measure wraps: 2 pi r long, and walking past the end comes round to the start.
    @Test func aCircleDrawnAsTwoArcsWithoutZIsClosed() throws {
        let open = try Path(svgPathData: "M 0 0 A 50 50 0 0 1 100 0 A 50 50 0 0 1 0 0")
        #expect(!PathMeasure(open).isClosed)
        let loop = open.closingLoops()
        #expect(loop.subpaths.count == 1 && loop.subpaths[0].isClosed)
        #expect(loop.segments.count == 2)
        let measure = PathMeasure(loop)
        #expect(measure.isClosed)
        #expect(abs(measure.length - 2 * Double.pi * 50) < 1e-9 * measure.length)
        // A quarter turn past the start, going on round: the circle's top on screen, (50, -50)
        // (sweep flag 1 turns toward increasing angle, from (0, 0) up through -y).
        let p = measure.location(atLength: measure.length + Double.pi * 25).point
        #expect(p.distance(to: Point(50, -50)) < 1e-9)
    }

    /// Ends a hundred-thousandth of the extent apart are a gap, not a loop; a path already
    /// closed and an open one that goes elsewhere are left as they are.
    @Test func otherSubpathsAreLeftAsTheyAre() throws {
        let gap = try Path(svgPathData: "M 0 0 L 100 0 L 100 100 L 0.001 0")
        #expect(gap.closingLoops() == gap)
        let closed = try Path(svgPathData: "M 0 0 L 100 0 L 100 100 Z")
        #expect(closed.closingLoops() == closed)
        let open = try Path(svgPathData: "M 0 0 L 100 0 L 100 100")
        #expect(open.closingLoops() == open)
        let point = try Path(svgPathData: "M 5 5 L 5 5")
        #expect(point.closingLoops() == point)
    }

    /// Of two subpaths, only the one that comes back to its start is closed; a triangle traced
    /// back to a start it misses by rounding gets a closing sliver, not a side.
    @Test func eachSubpathIsClosedOnItsOwn() throws {
        let path = try Path(svgPathData: "M 0 0 L 100 0 L 50 80 L 0 0 M 200 0 L 300 0")
        let closed = path.closingLoops()
        #expect(closed.subpaths.map(\.isClosed) == [true, false])
        #expect(closed.subpaths[0].segments.count == 3)
        let rounded = try Path(svgPathData: "M 0 0 L 100 0 L 50 80 L 0.00000001 0").closingLoops()
        #expect(rounded.subpaths[0].isClosed)
        let last = try #require(rounded.subpaths[0].segments.last)
        #expect(last.start.distance(to: last.end) <= 1e-8)
    }

    /// A subpath that starts where the open one before it ends is joined onto it (a stroke an
    /// export cut in pieces), and a loop drawn in two pieces then closes; pieces that meet end
    /// to end, that leave a gap, or that follow a closed one stay apart.
    @Test func piecesOfOneStrokeAreJoined() throws {
        let pieces = try Path(svgPathData: "M 0 0 L 100 0 M 100 0 L 200 0 M 200 0 L 200 50")
        let joined = pieces.joiningContinuations()
        #expect(joined.subpaths.count == 1 && joined.subpaths[0].segments.count == 3)
        #expect(PathMeasure(joined).length == 250)
        let loop = try Path(svgPathData: "M 0 0 L 100 0 L 100 100 M 100 100 L 0 100 L 0 0").joiningContinuations().closingLoops()
        #expect(loop.subpaths.count == 1 && loop.subpaths[0].isClosed)
        for apart in ["M 0 0 L 100 0 M 200 0 L 100 0", "M 0 0 L 100 0 M 100.01 0 L 200 0", "M 0 0 L 100 0 L 0 50 Z M 0 0 L 0 -50"] {
            let path = try Path(svgPathData: apart)
            #expect(path.joiningContinuations() == path, "\(apart)")
        }
    }
}
