import Canvas
import Geometry
import Input
@testable import Scenes
import Testing

/// The overlay's frame graph in the top-right corner (or the top left, off the handle).
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

    /// Pixels of the graph's bars (its soft blue over its pale backdrop) in `area`.
    func barPixels(_ canvas: Canvas, in area: Rect) -> Int {
        countPixels(canvas, in: area) { r, g, b in abs(r - 127) < 12 && abs(g - 177) < 12 && b > 230 }
    }

    /// Pixels of the graph's bars in `box`: their blue, blended where they are narrower than a
    /// pixel (in a window under 600 px wide).
    func blueBars(_ canvas: Canvas, in box: Rect) -> Int {
        countPixels(canvas, in: box) { r, _, b in b > 200 && b - r > 60 }
    }

    /// The graph goes to the corner with less under it: the handle counts most, then the path.
    /// A handle that comes under it at the top right moves it to the top left, though the path
    /// runs under both (it hid the end of a path and half the handle; found by a first-time
    /// user), and it stays there as the handle goes on, rather than flicker from corner to corner.
    /// A path under one corner only sends it to the other.
    @Test func theGraphMovesOffTheHandle() throws {
        // Fitted into 800x600: along the top from (21, 16) to (778, 16), then down the right side.
        let run = try HeadlessRun(customPath: try Path(svgPathData: "M 0 0 L 400 0 L 400 300"))
        let left = Rect(x: 10, y: 45, width: 180, height: 14), right = Rect(x: 610, y: 45, width: 180, height: 14)
        run.step([.key(Key("d"))])
        run.steps(60)
        #expect(barPixels(run.canvas, in: right) > 200 && barPixels(run.canvas, in: left) < 20,
                "\(barPixels(run.canvas, in: right)) \(barPixels(run.canvas, in: left))")
        for _ in 0..<13 { run.step([.key(Key("right", shift: true))]) }
        run.steps(2)
        #expect(run.handle.x > 610 && run.handle.y < 80, "the handle is at \(run.handle), not under the graph's corner")
        #expect(barPixels(run.canvas, in: left) > 200 && barPixels(run.canvas, in: right) < 20)
        for _ in 0..<8 { run.step([.key(Key("right", shift: true))]) }
        run.steps(2)
        #expect(run.handle.y > 100)
        #expect(barPixels(run.canvas, in: left) > 200 && barPixels(run.canvas, in: right) < 20)

        let line = try HeadlessRun(customPath: try Path(svgPathData: "M 0 400 L 400 0"))
        line.step([.key(Key("d"))])
        line.steps(60)
        #expect(barPixels(line.canvas, in: left) > 200 && barPixels(line.canvas, in: right) < 20,
                "a line ending under the top right corner should send the graph to the top left")
    }

    /// In the smallest window, 320x240, the graph in either top corner leaves the figure-8 whole:
    /// at 45 % of the width it covered part of the top lobe (found by a first-time user). The top
    /// lobe is the circle of radius H/6 about (W/2, H/2 - sqrt 2 H/6) (FACTS.md), stroked 1 px.
    @Test func theGraphLeavesTheFigureEightInTheSmallestWindow() throws {
        let canvas = try Canvas(width: 320, height: 240)
        let r = 240.0 / 6, centre = Point(160, 120 - 2.0.squareRoot() * r)
        for left in [false, true] {
            let area = HUD.frameGraphArea(on: canvas, left: left)
            let nearest = Point(min(max(centre.x, area.minX), area.maxX), min(max(centre.y, area.minY), area.maxY))
            #expect(nearest.distance(to: centre) > r + 1, "the graph at \(area) meets the top lobe")
        }
    }

    /// In a thumbnail (smaller than the smallest window, 320x240: a headless run, or a window
    /// manager that ignores the minimum size) the overlay leaves out its frame graph, which
    /// covered a quarter of it, and under 160x120 its lines of text too (found by a first-time
    /// user: at 120x80 the figure-8's label, in three lines, covered the handle).
    @Test func aThumbnailLeavesOutTheGraphAndTheText() throws {
        for (w, h, shown) in [(200, 150, false), (320, 240, true)] {
            let run = try HeadlessRun(width: w, height: h)
            run.step([.key(Key("d"))])
            run.steps(60)
            // The path is black, the handle red, and the overlay's line to it runs lower.
            let bars = [true, false].map { blueBars(run.canvas, in: HUD.frameGraphFrame(on: run.canvas, left: $0).box) }.reduce(0, +)
            #expect((bars > 50) == shown, "\(w)x\(h): \(bars) pixels of the graph's bars")
        }
        let thumbnail = try Canvas(width: 120, height: 80)
        thumbnail.clear(Color(0, 0, 0))
        HUD.drawLabel("s = 0.0 of 179.0 px (0.0 %)", on: thumbnail, baseline: 70)
        HUD.drawCornerLabel("s = 0.0 of 179.0 px (0.0 %)", on: thumbnail)
        let lit = thumbnail.withPixels { bytes, _ in bytes.enumerated().contains { $0.offset % 4 != 3 && $0.element > 0 } }
        #expect(!lit, "a label was drawn at 120x80")
    }

    /// After a resize the corner is chosen afresh: the top left, taken where a shape lay under
    /// the top right, stayed in a larger window with nothing under either corner (found by a
    /// first-time user, in the drag-and-drop scene). Here the square is carried under the top
    /// right of a 600x400 window, the noise off, and the window grown to 1200x800.
    @Test func aResizeChoosesTheCornerAfresh() throws {
        let run = try DynamicsRun(width: 600, height: 400, draws: true)
        let canvas = try #require(run.canvas)
        run.step([.key(Key("d"))])
        run.step([.key(Key("n"))])
        let square = try #require(run.body("square")).center
        run.step([.pointerDown(square)])
        for k in 1...30 {
            let u = Double(k) / 30
            run.step([.pointerMove(square + (Point(530, 70) - square) * u)])
        }
        for _ in 0..<30 { run.step([.pointerMove(Point(530, 70))]) }
        run.step([.pointerUp(Point(530, 70))])
        for _ in 0..<60 { run.step() }
        #expect(blueBars(canvas, in: HUD.frameGraphFrame(on: canvas, left: true).box) > 50, "the graph went top left at 600x400")
        run.step([.resize(width: 1200, height: 800)])
        for _ in 0..<60 { run.step() }
        #expect(blueBars(canvas, in: HUD.frameGraphFrame(on: canvas, left: false).box) > 50, "the graph is not top right at 1200x800")
    }

    /// A polyline meets a box where a point of it is inside, or a segment crosses it with both
    /// ends outside (an arc flattened into long chords cut the graph's corner unseen; found in
    /// review); one that passes by does not.
    @Test func aPolylineMeetsABoxItCrosses() {
        let box = Rect(x: 10, y: 10, width: 100, height: 50)
        #expect(HUD.polyline([Point(0, 0), Point(200, 100)], meets: box))       // across, ends outside
        #expect(HUD.polyline([Point(50, 30)], meets: box))                     // one point inside
        #expect(HUD.polyline([Point(60, 0), Point(60, 100)], meets: box))      // straight down through it
        #expect(!HUD.polyline([Point(0, 70), Point(200, 70)], meets: box))     // parallel, below
        #expect(HUD.polyline([Point(0, 40), Point(40, 0)], meets: box))        // cuts the corner
        #expect(!HUD.polyline([Point(0, 15), Point(15, 0)], meets: box))       // passes the corner by
        #expect(!HUD.polyline([], meets: box))
    }
}
