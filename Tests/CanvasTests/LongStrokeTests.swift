@testable import Canvas
import Geometry
import Testing

/// Long paths are stroked in runs (Cairo's cost grows far faster than the segment count on a
/// self-crossing path); the runs must cover the path exactly and ink the same pixels.
@Suite("Canvas: long strokes")
struct LongStrokeTests {
    /// `n` cubics through seeded pseudo-random points in a 200x200 box: a path crossing itself often.
    func scribble(_ n: Int, closed: Bool = false) -> Path {
        var state: UInt64 = 12345
        func unit() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        func point() -> Point { Point(20 + 160 * unit(), 20 + 160 * unit()) }
        var p = Path()
        p.move(to: point())
        for _ in 0..<n { p.curve(to: point(), control1: point(), control2: point()) }
        if closed { p.close() }
        return p
    }

    @Test func runsCoverEverySegmentInOrder() {
        var path = scribble(700)
        path.move(to: Point(5, 5))
        path.line(to: Point(6, 6))
        let runs = Canvas.runs(of: path, segments: 256)
        #expect(runs.map { $0.subpaths.reduce(0) { $0 + $1.segments.count } } == [256, 256, 189])
        let original = path.subpaths.flatMap(\.segments)
        #expect(runs.flatMap { $0.subpaths.flatMap(\.segments) } == original)
        // Each run's subpaths start where their first segment starts (no stray connecting lines).
        for sub in runs.flatMap(\.subpaths) { #expect(sub.segments.first.map { $0.start == sub.start } ?? true) }
    }

    @Test func aClosedSubpathThatFitsStaysClosed() {
        let runs = Canvas.runs(of: scribble(10, closed: true), segments: 256)
        #expect(runs.count == 1 && runs[0].subpaths.count == 1 && runs[0].subpaths[0].isClosed)
    }

    /// The runs against one stroke of the whole path.
    @Test func runsInkTheSamePixelsAsOneStroke() throws {
        let path = scribble(600)
        let inRuns = try Canvas(width: 200, height: 200), whole = try Canvas(width: 200, height: 200)
        for c in [inRuns, whole] { c.clear(.white) }
        inRuns.stroke(path, color: Color(0, 0, 0, 1))
        whole.stroke(path, color: Color(0, 0, 0, 1), segmentsPerRun: .max)
        var inked = 0, different = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let a = inRuns.pixel(x: x, y: y)!.r, b = whole.pixel(x: x, y: y)!.r
                if a < 255 || b < 255 { inked += 1 }
                // Where two runs cross, anti-aliased edges add up a little darker than one stroke.
                if abs(Int(a) - Int(b)) > 48 { different += 1 }
            }
        }
        #expect(inked > 10_000, "the scribble should ink much of the box")
        #expect(Double(different) < 0.02 * Double(inked), "\(different) of \(inked) inked pixels differ")
    }
}
