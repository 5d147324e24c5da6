import Canvas
import Geometry
import Testing

/// Curves Cairo mishandles, drawn all the same.
@Suite("Canvas: degenerate curves")
struct DegenerateCurveTests {
    /// Dark pixels of `canvas` within 3 px of `p`.
    func ink(_ canvas: Canvas, near p: Point) -> Int {
        var n = 0
        for y in Int(p.y) - 3...Int(p.y) + 3 {
            for x in Int(p.x) - 3...Int(p.x) + 3 {
                if let px = canvas.pixel(x: x, y: y), px.r < 200 { n += 1 }
            }
        }
        return n
    }

    /// An out-and-back spike, a cubic that ends where it starts with both control points at
    /// one place (or a quadratic that ends where it starts), goes from (30, 170) to its tip
    /// (105, 95) at t = 1/2 and back: Cairo drew nothing of it (found by fuzzing the drag, whose
    /// handle went to a tip that was not on screen). Nor when it ends a hundredth of a pixel or
    /// less from its start, as exported data leaves it (found in review).
    @Test(arguments: ["M 30 170 C 130 70 130 70 30 170", "M 30 170 Q 180 20 30 170",
                      "M 30 170 C 130 70 130 70 30 170.000001", "M 30 170 C 130 70 130 70 30.01 170",
                      "M 30 170 Q 180 20 30.001 170"])
    func anOutAndBackSpikeIsDrawn(data: String) throws {
        let canvas = try Canvas(width: 200, height: 200)
        canvas.clear(Color(1, 1, 1))
        canvas.stroke(try Path(svgPathData: data), color: Color(0, 0, 0), style: StrokeStyle(width: 2))
        for f in [0.2, 0.6, 1.0] {  // of the way to the tip
            let p = Point(30, 170) + Vector(75, -75) * f
            #expect(ink(canvas, near: p) > 3, "nothing drawn near \(p)")
        }
        #expect(ink(canvas, near: Point(150, 50)) == 0)
    }
}
