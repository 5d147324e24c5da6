import Canvas
import Geometry
@testable import Scenes
import Testing

/// The overlay's frame graph in the top-right corner.
@Suite("Frame graph")
struct FrameGraphTests {
    /// A path under the graph still shows through it: the overlay is for looking at the scene
    /// (its backdrop was nearly opaque, and hid the end of a path or a drop area's corner).
    @Test func whatIsUnderTheGraphShowsThrough() throws {
        let canvas = try Canvas(width: 400, height: 300)
        canvas.clear(Color(1, 1, 1))
        // The graph spans x 210...390, y 10...60 here; a black line runs down through it.
        canvas.strokeLine(from: Point(300.5, 0), to: Point(300.5, 300), color: Color(0, 0, 0))
        HUD.drawFrameGraph(FrameStats(), on: canvas)
        let (line, beside) = canvas.withPixels { bytes, stride in
            (Int(bytes[35 * stride + 300 * 4 + 1]), Int(bytes[35 * stride + 250 * 4 + 1]))  // green
        }
        #expect(beside - line > 100, "under the graph the line reads \(line) beside \(beside)")
    }
}
