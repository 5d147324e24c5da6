import Canvas
import Geometry
import Input
import Scenes
import Testing

@Suite("Figure-8 rendering: pixels of the headless frame")
struct Figure8PixelTests {
    let ref = FigureEightReference(width: 800, height: 600)

    func isRed(_ p: Pixel?) -> Bool { p.map { $0.r > 180 && $0.g < 90 && $0.b < 90 } ?? false }
    func isDark(_ p: Pixel?) -> Bool { p.map { $0.r < 140 && $0.g < 140 && $0.b < 140 } ?? false }
    func isBlue(_ p: Pixel?) -> Bool { p.map { $0.b > 150 && $0.r < 120 } ?? false }

    /// Red pixels within `d` of a point (counting a box around it).
    func redPixels(_ c: Canvas, around p: Point, within d: Int = 16) -> Int {
        var n = 0
        for y in Int(p.y) - d...Int(p.y) + d { for x in Int(p.x) - d...Int(p.x) + d where isRed(c.pixel(x: x, y: y)) { n += 1 } }
        return n
    }

    @Test func theHandleIsARedRingWhereTheStateSaysItIs() throws {
        let run = try HeadlessRun()
        run.step([.pointerDown(ref.topStart), .pointerMove(Point(400, 40))])
        let h = run.handle
        #expect(h.distance(to: Point(400, ref.top.y - ref.r)) < 1e-6)
        run.step()
        // On the ring (radius 13, stroked 2 px) in four directions; not at its centre.
        for a in stride(from: 0.0, to: 2 * .pi, by: .pi / 2) {
            let q = h + Vector(angle: a) * 13
            // The 2 px ring is anti-aliased: one of the pixels within a pixel of the ring is fully red.
            let near = (-1...1).flatMap { dy in (-1...1).map { dx in
                run.canvas.pixel(x: Int(q.x.rounded()) + dx, y: Int(q.y.rounded()) + dy)
            } }
            #expect(near.contains(where: isRed), "no red at angle \(a)")
        }
        #expect(!isRed(run.canvas.pixel(x: Int(h.x), y: Int(h.y))))
        // And no red anywhere near where it started.
        #expect(redPixels(run.canvas, around: ref.topStart) == 0)
    }

    @Test func thePathIsA1PxBlackStroke() throws {
        let run = try HeadlessRun()
        run.step()
        // Left-most point of the upper lobe: a vertical 1 px line at x = 300 (pixel column 299..300).
        let y = Int(ref.top.y.rounded())
        let column = (297...302).filter { isDark(run.canvas.pixel(x: $0, y: y)) }
        #expect(!column.isEmpty && column.count <= 2, "expected a 1 px dark line, found columns \(column)")
        // The background is white.
        #expect(run.canvas.pixel(x: 50, y: 50) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// The path is drawn once into a cached layer; a resize must redraw it for the new size.
    @Test func afterAResizeThePathIsDrawnForTheNewSize() throws {
        let run = try HeadlessRun()
        run.step()
        run.step([.resize(width: 1000, height: 750)])
        let big = FigureEightReference(width: 1000, height: 750)
        var onPath = 0, dark = 0
        for y in stride(from: 0, to: 750, by: 3) {
            for x in stride(from: 0, to: 1000, by: 3) {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                let d = big.distance(to: p)
                // Away from the handle and the help hint, dark pixels are exactly the new path's.
                guard p.distance(to: run.handle) > 20, y < 700 else { continue }
                if isDark(run.canvas.pixel(x: x, y: y)) {
                    dark += 1
                    #expect(d < 1.5, "dark pixel \(x),\(y) is \(d) px from the new path")
                }
                if d < 0.25 { onPath += 1 }
            }
        }
        #expect(dark > 100 && onPath > 0, "the new path was not drawn")
        // Its left-most point of the upper lobe moved from x = 300 to x = 375.
        let y = Int(big.top.y.rounded())
        #expect((372...378).contains { isDark(run.canvas.pixel(x: $0, y: y)) })
    }

    @Test func theOverlayDrawsOnlyWhenOn() throws {
        let run = try HeadlessRun()
        run.step()
        let blueOff = countBlue(run.canvas)
        run.step([.key(Key("d"))])
        let blueOn = countBlue(run.canvas)
        #expect(blueOff == 0)
        #expect(blueOn > 300)
        run.step([.key(Key("d"))])
        #expect(countBlue(run.canvas) == 0)
    }

    /// In a small window the help panel shrinks to fit: a margin of background all round it.
    @Test(arguments: [(320, 240), (200, 150)])
    func helpFitsASmallWindow(width: Int, height: Int) throws {
        let run = try HeadlessRun(width: width, height: height)
        run.step([.key(Key("h"))])
        let white = Pixel(r: 255, g: 255, b: 255, a: 255)
        // The panel is dark across the middle row; the first and last 4 columns stay background.
        let row = height / 2
        #expect(isDark(run.canvas.pixel(x: width / 2 - 40, y: row)) || isDark(run.canvas.pixel(x: width / 2 + 40, y: row)))
        for x in Array(0..<4) + Array(width - 4..<width) {
            #expect(run.canvas.pixel(x: x, y: row) == white, "the panel reaches column \(x)")
        }
        for y in [2, height / 4] {
            #expect(run.canvas.pixel(x: 2, y: y) == white)
        }
    }

    @Test func helpPanelAppearsWithH() throws {
        let run = try HeadlessRun()
        run.step()
        let before = run.canvas.pixel(x: 400, y: 300)
        run.step([.key(Key("h"))])
        #expect(run.host.showsHelp)
        #expect(run.canvas.pixel(x: 400, y: 300) != before)
        run.step([.key(Key("escape"))])
        #expect(!run.host.showsHelp && !run.host.quitRequested)
        run.step([.key(Key("q"))])
        #expect(run.host.quitRequested)
    }

    /// A spiral of `n` line segments: long enough to be shown scaled while the window is resized.
    func spiral(_ n: Int) -> Path {
        var p = Path()
        for k in 0...n {
            let a = Double(k) * 0.05, r = 20 + 0.5 * Double(k)
            let q = Point(400, 300) + Vector(angle: a) * r
            if k == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        return p
    }

    /// Inked pixels (visibly darker than the white background) away from the handle and the
    /// hint, sampled every other device pixel: how many, and how many lie more than `slack` px
    /// off the scene's current path.
    func ink(_ run: HeadlessRun, slack: Double) -> (dark: Int, off: Int) {
        let fitted = run.scene.handle.measure, c = run.canvas
        var dark = 0, off = 0
        for y in stride(from: 0, to: c.pixelHeight - Int(50 * c.scale), by: 2) {
            for x in stride(from: 0, to: c.pixelWidth, by: 2) where (c.pixel(x: x, y: y)?.r ?? 255) < 230 {
                let p = Point((Double(x) + 0.5) / c.scale, (Double(y) + 0.5) / c.scale)
                guard p.distance(to: run.handle) > 20 else { continue }
                dark += 1
                if fitted.nearest(to: p).distance > slack { off += 1 }
            }
        }
        return (dark, off)
    }

    /// While the window is resized, a long path is shown as its last drawing scaled onto the new
    /// layout (through any number of sizes, down to 0.375), not stroked again; once the size has
    /// stayed put it is, and the frame is then exactly what a window opened at the new size
    /// shows. At 2 device pixels a unit too, and with a layer of 1 (the window moved to a HiDPI
    /// screen mid-resize).
    @Test(arguments: [(1.0, 1.0), (2.0, 2.0), (1.0, 2.0)])
    func aLongPathIsShownScaledWhileResizingThenStrokedAgain(scale: Double, newScale: Double) throws {
        let path = spiral(600)
        let run = try HeadlessRun(scale: scale, customPath: path)
        run.step()
        #expect(!run.host.isAnimating)
        try run.canvas.resize(width: 800, height: 600, scale: newScale)
        for (w, h) in [(1000, 750), (500, 450), (300, 225)] {
            run.step([.resize(width: w, height: h)])
            #expect(run.host.isAnimating, "a stroke is still owed at \(w)x\(h)")
            // The preview's ink lies on the new layout of the path (scaled, so a little soft),
            // with its lines whole: well over half the ink of the path stroked at that size
            // (shrunk to 0.375 in one bilinear step, the lines break up and keep 45 % of it;
            // from a layer halved first, 62 % or more)...
            let fresh = try HeadlessRun(width: w, height: h, scale: newScale, customPath: path)
            fresh.step()
            let (inked, off) = ink(run, slack: 2), freshInk = ink(fresh, slack: 2).dark
            #expect(Double(inked) > 0.55 * Double(freshInk) && off == 0,
                    "\(inked) inked pixels (a fresh stroke: \(freshInk)), \(off) off the path at \(w)x\(h)")
            // ... and it is not the path stroked again.
            let restroked = pixels(run.canvas) == pixels(fresh.canvas)
            #expect(!restroked, "stroked again at \(w)x\(h)")
        }
        // Settled: stroked at the new size, pixel for pixel as a window of that size shows it.
        run.steps(Int(Figure8Scene.resizeSettle * run.fps) + 1)
        #expect(!run.host.isAnimating)
        let fresh = try HeadlessRun(width: 300, height: 225, scale: newScale, customPath: path)
        fresh.step()
        let asFresh = pixels(run.canvas) == pixels(fresh.canvas)
        #expect(asFresh, "the settled frame differs from a window opened at 300x225")
    }

    /// Shrunk far and grown back before the size settles, the preview is drawn from the full
    /// layer again, not from the halving the small size needed (it would look blurred).
    @Test func aPreviewGrownBackIsAsSharpAsBefore() throws {
        let run = try HeadlessRun(customPath: spiral(600))
        run.step()
        func darkPixels() -> Int {
            (0..<run.canvas.pixelHeight).reduce(0) { n, y in
                n + (0..<run.canvas.pixelWidth).filter { isDark(run.canvas.pixel(x: $0, y: y)) }.count
            }
        }
        run.step([.resize(width: 1000, height: 750)])
        let before = darkPixels()
        run.step([.resize(width: 300, height: 225)])
        run.step([.resize(width: 1000, height: 750)])
        #expect(run.host.isAnimating)
        let after = darkPixels()
        #expect(Double(after) > 0.95 * Double(before), "\(after) dark pixels, \(before) before shrinking")
    }

    /// A resize to the size the window already has keeps the drawing as it is: no preview, no
    /// stroke owed, the same pixels.
    @Test func aResizeToTheSameSizeChangesNothing() throws {
        let run = try HeadlessRun(customPath: spiral(600))
        run.step()
        let before = pixels(run.canvas)
        run.step([.resize(width: 800, height: 600)])
        #expect(!run.host.isAnimating)
        let unchanged = pixels(run.canvas) == before
        #expect(unchanged, "the frame changed")
    }

    /// A short path (the figure-8) is stroked again in the frame of the resize: no preview.
    @Test func aShortPathIsStrokedAgainAtOnce() throws {
        let run = try HeadlessRun()
        run.step()
        run.step([.resize(width: 1000, height: 750)])
        #expect(!run.host.isAnimating)
        let fresh = try HeadlessRun(width: 1000, height: 750)
        fresh.step()
        let asFresh = pixels(run.canvas) == pixels(fresh.canvas)
        #expect(asFresh, "the frame differs from a window opened at 1000x750")
    }

    func countBlue(_ c: Canvas) -> Int {
        var n = 0
        for y in stride(from: 0, to: c.pixelHeight, by: 1) {
            for x in stride(from: 0, to: c.pixelWidth, by: 1) where isBlue(c.pixel(x: x, y: y)) { n += 1 }
        }
        return n
    }

    /// A path of two subpaths: with the overlay on, a dashed link runs from the end of the first
    /// to the start of the second (where arc length, and so the arrow keys, carry the handle).
    @Test func theOverlayLinksOneSubpathToTheNext() throws {
        let run = try HeadlessRun(customPath: try Path(svgPathData: "M 0 0 L 100 0 M 0 100 L 100 100"))
        let subpaths = run.scene.path.subpaths
        let end = subpaths[0].segments[0].end, start = subpaths[1].start
        #expect(end.distance(to: start) > 300)
        func bluish(_ p: Pixel?) -> Bool { p.map { Int($0.b) > Int($0.r) + 60 } ?? false }
        func linkPixels() -> Int {
            // Along the middle of the link, away from the path's own dots and the handle's tangent.
            (20...80).filter { k in
                let q = end.lerp(to: start, Double(k) / 100)
                return (-1...1).contains { d in bluish(run.canvas.pixel(x: Int(q.x) + d, y: Int(q.y))) }
            }.count
        }
        run.step()
        #expect(linkPixels() == 0)
        run.step([.key(Key("d"))])
        // Dashed 2 on, 4 off: about a third of the points sampled lie on a dash.
        #expect(linkPixels() > 10)
    }

    /// After a closed subpath the link starts where the subpath does, the end of its closing
    /// line, where arc length goes on from, not at its last corner. (A first-time user took it
    /// to start there: on their path the link ran on along the closing line, under it.)
    @Test func theLinkFromAClosedSubpathStartsWhereItCloses() throws {
        let run = try HeadlessRun(customPath: try Path(svgPathData: "M 0 0 L 100 0 L 100 100 Z M 300 0 L 300 100"))
        let subpaths = run.scene.path.subpaths
        let closed = subpaths[0].start, corner = subpaths[0].segments[1].end, next = subpaths[1].start
        func bluish(_ p: Pixel?) -> Bool { p.map { Int($0.b) > Int($0.r) + 60 } ?? false }
        func dashes(from a: Point, to b: Point, _ range: ClosedRange<Int>) -> Int {
            range.filter { k in
                let q = a.lerp(to: b, Double(k) / 100)
                return (-1...1).contains { d in bluish(run.canvas.pixel(x: Int(q.x), y: Int(q.y) + d)) }
            }.count
        }
        run.step([.key(Key("d"))])
        // (The first third of the right link runs along the triangle's top.)
        #expect(dashes(from: closed, to: next, 40...90) > 10)
        #expect(dashes(from: corner, to: next, 20...80) < 3)
    }

    /// On a dense path the overlay's dots are thinned to 4 px apart: 400 segments 1.75 px long
    /// used to put a dot on each joint, one solid blue bar over the path.
    @Test func theOverlaysDotsStandApartOnADensePath() throws {
        let data = "M 0 0 " + (1...400).map { "L \($0) \(Double($0) * 0.05)" }.joined(separator: " ")
        let run = try HeadlessRun(customPath: try Path(svgPathData: data))
        run.step([.key(Key("d"))])
        let path = run.scene.path
        func bluish(_ p: Pixel?) -> Bool { p.map { Int($0.b) > Int($0.r) + 60 } ?? false }
        // Along the middle half of the path, away from the handle at its start.
        let samples = (100...300).map { k -> Bool in
            let q = PathMeasure(path).position(atLength: PathMeasure(path).length * Double(k) / 400)
            return bluish(run.canvas.pixel(x: Int(q.x.rounded()), y: Int(q.y.rounded())))
        }
        let blue = samples.filter { $0 }.count
        #expect(blue > samples.count / 5 && blue < samples.count * 3 / 4, "\(blue) of \(samples.count) bluish")
    }
}

