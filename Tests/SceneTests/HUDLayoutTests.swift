import Canvas
import Geometry
import Input
@testable import Scenes
import Testing

/// The HUD's text in small windows: everything stays on its panel and clear of the other labels.
@Suite("HUD layout in small windows")
struct HUDLayoutTests {
    /// The box of the pixels of `canvas` within `area` (all of it when nil) whose red, green
    /// and blue (0 to 255) satisfy `wanted`, or nil when there are none.
    func box(_ canvas: Canvas, in area: Rect? = nil, where wanted: (Double, Double, Double) -> Bool) -> Rect? {
        let area = area ?? Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
        return canvas.withPixels { bytes, stride in
            var box: Rect? = nil
            for y in Int(area.minY)..<Int(area.maxY) {
                for x in Int(area.minX)..<Int(area.maxX) {
                    let o = y * stride + x * 4  // BGRA
                    guard wanted(Double(bytes[o + 2]), Double(bytes[o + 1]), Double(bytes[o])) else { continue }
                    let pixel = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
                    box = box.map { $0.union(pixel) } ?? pixel
                }
            }
            return box
        }
    }

    /// The box of the pixels that are not white.
    func inkBox(_ canvas: Canvas) -> Rect? {
        box(canvas) { r, g, b in r < 250 || g < 250 || b < 250 }
    }

    /// The box of the panel's own colour (the help's and the notices' dark plate) over white.
    func panelBox(_ canvas: Canvas) -> Rect? {
        let p = Palette.panel
        let target = [p.r, p.g, p.b].map { 255 * ($0 * p.a + 1 - p.a) }
        return box(canvas) { r, g, b in zip([r, g, b], target).allSatisfy { abs($0 - $1) < 5 } }
    }

    /// The box of the text on `panel`: its pixels clearly lighter than the plate (green about
    /// 40). Text that ran past the plate would be near white on white, unseen: so the test is
    /// that the text keeps a margin inside the plate on every side.
    func textBox(_ canvas: Canvas, on panel: Rect) -> Rect? {
        box(canvas, in: panel) { _, g, _ in g > 100 }
    }

    /// True when `text` keeps at least `margin` px inside `panel` on every side.
    func isInside(_ text: Rect, _ panel: Rect, margin: Double) -> Bool {
        text.minX >= panel.minX + margin && text.maxX <= panel.maxX - margin
            && text.minY >= panel.minY + margin && text.maxY <= panel.maxY - margin
    }

    func blank(_ width: Int, _ height: Int) throws -> Canvas {
        let canvas = try Canvas(width: width, height: height)
        canvas.clear(Color(1, 1, 1))
        return canvas
    }

    /// Nothing under the help panel shows through: at 96 % opaque, the dynamics status line
    /// under it still read as faint text between the help's lines (found by a first-time user).
    /// Over saturated blue, every pixel of the panel is its own grey or its text's.
    @Test func nothingShowsThroughTheHelp() throws {
        let canvas = try Canvas(width: 320, height: 240)
        canvas.clear(Color(0, 0, 1))
        let scene = DynamicsScene(width: 320, height: 240)
        let layout = HUD.helpLayout(title: scene.title, sceneLines: scene.helpLines, on: canvas)
        HUD.drawHelp(layout, on: canvas)
        let (w, h) = (layout.widest + 32 * layout.k, layout.fullHeight * layout.k)
        let x0 = Int(((320 - w) / 2).rounded(.up)), y0 = Int(((240 - h) / 2).rounded(.up))
        let panel = Rect(x: Double(x0), y: Double(y0), width: Double(Int(w) - 1), height: Double(Int(h) - 1))
        let tinted = countPixels(canvas, in: panel) { r, _, b in b - r > 6 }
        #expect(tinted == 0, "\(tinted) pixels of the panel show the blue under it")
    }

    /// In the smallest window (320x240) every scene's help reads: text at least 9 px high, its
    /// keys one a line where they do not fit side by side (shrunk whole, the help was 4 to 6 px
    /// high at the old smallest size, 200x150; found by a first-time user).
    @Test func theHelpReadsInTheSmallestWindow() throws {
        let canvas = try blank(320, 240)
        let scenes: [any Scene] = [Figure8Scene(width: 320, height: 240), DynamicsScene(width: 320, height: 240),
                                   DragDropScene(width: 320, height: 240),
                                   ArcScene(width: 320, height: 240, image: try ArcRun.assets.image("plane.png"))]
        for scene in scenes {
            // With the overlay on, the help also tells what it draws, unless that would shrink it.
            let layout = HUD.helpLayout(title: scene.title, sceneLines: scene.helpLines, optional: scene.overlayLines, on: canvas)
            #expect(14 * layout.k >= 9, "\(scene.name): the help's text is \(14 * layout.k) px")
            // In the default window it always does.
            let roomy = HUD.helpLayout(title: scene.title, sceneLines: scene.helpLines, optional: scene.overlayLines,
                                       on: try blank(800, 600))
            #expect(scene.overlayLines.allSatisfy(roomy.lines.contains) && roomy.k == 1, "\(scene.name)")
            HUD.drawHelp(layout, on: canvas)
            let panel = try #require(panelBox(canvas))
            #expect(panel.minX >= 0 && panel.minY >= 0 && panel.maxX <= 320 && panel.maxY <= 240, "\(scene.name): \(panel)")
        }
        // Under the smallest window, where the help is as small as it goes, it takes the narrower
        // layout and fits: at 100 px wide the lines as written ran off both sides (found by a
        // first-time user).
        for (w, h) in [(100, 80), (100, 200)] {
            let tiny = try blank(w, h)
            for scene in [DynamicsScene(width: w, height: h), DragDropScene(width: w, height: h)] as [any Scene] {
                let layout = HUD.helpLayout(title: scene.title, sceneLines: scene.helpLines, on: tiny)
                #expect(layout.widest + 32 * layout.k <= Double(w), "\(scene.name) at \(w)x\(h): \(layout.widest) \(layout.k) \(layout.lines)")
            }
        }
        // Wide enough for the lines as written, they are kept whole.
        let wide = try blank(1000, 700)
        let scene = DynamicsScene(width: 1000, height: 700)
        #expect(HUD.helpLayout(title: scene.title, sceneLines: scene.helpLines, on: wide).lines.contains { $0.contains("    ") })
    }

    /// With a path of the user's, the help's key 1 names that path, not the figure-8 (found by
    /// a first-time user).
    @Test func theHelpNamesTheUsersPath() throws {
        func helpLines(_ configuration: SceneConfiguration) throws -> [String] {
            let host = try SceneHost(scene: .figure8, width: 800, height: 600, configuration: configuration)
            let canvas = try blank(800, 600)
            host.frame(events: [.key(Key("h"))], time: 0, canvas: canvas)
            return try #require(host.helpLayout).lines
        }
        let custom = try helpLines(SceneConfiguration(customPath: try Path(svgPathData: "M 0 0 L 100 50")))
        #expect(custom.contains { $0.contains("1-4: switch to your path, arc") }, "\(custom)")
        #expect(try helpLines(SceneConfiguration()).contains { $0.contains("1-4: switch to figure-8, arc") })
    }

    /// At the smallest window the help is drawn small, but every line stays on its panel (text
    /// narrows less than its size at small sizes, and ran past the panel's right edge).
    @Test func theHelpStaysOnItsPanelInTheSmallestWindow() throws {
        let canvas = try blank(200, 150)
        let scene = DynamicsScene(width: 200, height: 150)
        HUD.drawHelp(HUD.helpLayout(title: scene.title, sceneLines: scene.helpLines, on: canvas), on: canvas)
        let panel = try #require(panelBox(canvas)), text = try #require(textBox(canvas, on: panel))
        #expect(isInside(text, panel, margin: 2), "the text reaches \(text), the panel is \(panel)")
    }

    /// Draws `notice` and checks that its text stays on its plate, which is high enough for
    /// `lines` lines.
    func expectOnItsPlate(_ notice: String, lines: Int, on canvas: Canvas) throws {
        HUD.drawMessage(notice, on: canvas)
        let panel = try #require(panelBox(canvas)), text = try #require(textBox(canvas, on: panel))
        #expect(isInside(text, panel, margin: 2), "the text reaches \(text), the plate is \(panel)")
        #expect(panel.height >= Double(lines) * 15, "a plate \(panel.height) px high for \(lines) lines")
    }

    /// A notice too long for the window is broken into lines, still readable (not shrunk to a
    /// few pixels), and stays on its plate.
    @Test func aLongNoticeIsBrokenIntoLines() throws {
        let canvas = try blank(250, 200)
        let notice = "Could not save: screenshot: cannot write /sys/locus-20261125-042626.png: Permission denied"
        let lines = HUD.wrapped(notice, width: 250 - 32, size: 13, on: canvas)
        // Broken at spaces and after slashes, nothing lost.
        #expect(lines.count >= 3 && lines.joined().filter { $0 != " " } == notice.filter { $0 != " " })
        try expectOnItsPlate(notice, lines: lines.count, on: canvas)
    }

    /// A notice naming a long file path, with no space to break at, is broken after slashes
    /// instead of shrunk past reading.
    @Test func aLongPathInANoticeIsBrokenAfterSlashes() throws {
        let canvas = try blank(250, 200)
        let notice = "Could not save: /home/someone/pictures/screenshots/2026/november/locus-20261125-042626.png"
        let lines = HUD.wrapped(notice, width: 250 - 32, size: 13, on: canvas)
        #expect(lines.count >= 2 && lines.allSatisfy { canvas.textWidth($0, size: 13) <= 250 - 32 }, "\(lines)")
        try expectOnItsPlate(notice, lines: lines.count, on: canvas)
    }

    /// A notice with a name longer than the window and nowhere to break it is cut where the
    /// line is full, each line within the width, nothing lost: it was shrunk, all of it, until
    /// that name fitted on one line.
    @Test func aNameLongerThanTheWindowIsCutIntoLines() throws {
        let canvas = try blank(250, 200)
        let name = "locus-" + String(repeating: "0123456789", count: 8) + ".png"
        let notice = "Could not save: " + name
        let width = 250.0 - 32
        let lines = HUD.wrapped(notice, width: width, size: 13, on: canvas)
        #expect(lines.count >= 4 && lines.allSatisfy { canvas.textWidth($0, size: 13) <= width }, "\(lines)")
        #expect(lines.joined().filter { $0 != " " } == notice.filter { $0 != " " })
        // Full lines: each cut line but the last is as long as fits (one more character does not).
        let cut = lines.dropFirst().dropLast()
        #expect(cut.allSatisfy { canvas.textWidth($0 + "0", size: 13) > width }, "\(lines)")
        // Spaces after the last break make no line of their own.
        #expect(HUD.wrapped(notice + "   ", width: width, size: 13, on: canvas) == lines)
        #expect(HUD.wrapped("abc   ", width: 1, size: 13, on: canvas) == ["a", "b", "c"])  // (found in review)
        try expectOnItsPlate(notice, lines: lines.count, on: canvas)
    }

    /// In a window too narrow for both side by side, a notice goes below the overlay's frame
    /// graph instead of covering it (found by a first-time user, at 413 px).
    @Test func aNoticeGoesBelowTheFrameGraph() throws {
        let canvas = try blank(413, 300)
        var stats = FrameStats()
        for k in 0..<100 { stats.frame(at: Double(k) / 60) }
        let graph = HUD.drawFrameGraph(stats, on: canvas)
        let ink = try #require(inkBox(canvas))
        #expect(graph.contains(ink), "the graph's ink \(ink) is outside the box it reports, \(graph)")
        HUD.drawMessage("T: timing (now ease-in-out)", on: canvas, avoiding: graph)
        let plate = try #require(panelBox(canvas))
        #expect(!plate.intersects(graph) && plate.maxY < 300, "the notice's plate \(plate), the graph \(graph)")
        // Where there is no room below the graph for all of it, it covers the graph rather than
        // running off the bottom of the window (found in review).
        let small = try blank(200, 150)
        let long = "Could not save: screenshot: cannot write /sys/locus-20261125-042626.png: Permission denied"
        HUD.drawMessage(long, on: small, avoiding: HUD.drawFrameGraph(stats, on: small))
        let inside = try #require(panelBox(small))
        #expect(inside.minY >= 0 && inside.maxY <= 150 - 20, "the notice's plate \(inside) in a window 150 high")
        // Where there is room beside the graph, the notice keeps its place at the top.
        let wide = try blank(1000, 300)
        HUD.drawMessage("T: timing (now ease-in-out)", on: wide, avoiding: HUD.drawFrameGraph(stats, on: wide))
        #expect(try #require(panelBox(wide)).minY < 20)
    }

    /// A label of narrow letters too wide for the window is shrunk as far as it needs and no
    /// further, its plate sized by the text as drawn (scaled by its full-size width, it was
    /// shrunk by a third for nothing and still overran the plate).
    @Test func aLabelOfNarrowLettersIsShrunkOnlyToFit() throws {
        let canvas = try Canvas(width: 200, height: 130)
        canvas.clear(Color(0, 0, 0))  // the pale plate shows on black
        let label = String(repeating: "i", count: 80)
        #expect(canvas.textWidth(label, size: 12) > 200)
        HUD.drawLabel(label, on: canvas, baseline: 50)
        let plate = try #require(box(canvas) { r, _, _ in r > 100 })
        #expect(plate.minX >= 0 && plate.maxX <= 200 && plate.width > 0.85 * (200 - 16), "the plate is \(plate)")
        let text = try #require(box(canvas, in: plate) { r, _, b in b - r > 30 })  // the blue of the text
        #expect(text.minX > plate.minX && text.maxX < plate.maxX, "the text \(text) runs past its plate \(plate)")
    }

    /// An overlay label too wide for the window is broken into lines between its parts (words
    /// joined by non-breaking spaces stay together) and stays readable on its plate, rather than
    /// shrunk to a few pixels (the dynamics status was 4 px high at 201 px wide).
    @Test func aWideLabelIsBrokenIntoReadableLines() throws {
        let canvas = try Canvas(width: 201, height: 151)
        canvas.clear(Color(0, 0, 0))  // the pale plate shows on black
        let parts = ["12 shapes", "6 contacts", "gravity off", "noise on", "held: collides", "shown at 97 %"]
        let label = parts.map { $0.replacingOccurrences(of: " ", with: "\u{A0}") }.joined(separator: "   ")
        let lines = HUD.wrapped(label, width: 201 - 20, size: 12, on: canvas)
        #expect(lines.count >= 2)
        let shown = lines.flatMap { $0.components(separatedBy: "   ") }.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
        #expect(shown == parts, "\(lines)")
        HUD.drawLabel(label, on: canvas, baseline: 151 - 28)
        let plate = try #require(box(canvas) { r, _, _ in r > 100 })
        #expect(plate.minX >= 0 && plate.maxX <= 201 && plate.maxY <= 151 - 20, "the plate is \(plate)")
        let text = try #require(box(canvas, in: plate) { r, _, b in b - r > 30 })
        #expect(text.minX > plate.minX && text.maxX < plate.maxX && text.minY > plate.minY && text.maxY < plate.maxY,
                "the text \(text) runs past its plate \(plate)")
        // Lines of 12 px text, 15 px apart: the text spans more than a line's height per line.
        #expect(text.height > 9 * Double(lines.count), "\(lines.count) lines in \(text.height) px")
    }

    /// A thumbnail has no hint: at 100x80 it covered a fifth of the figure-8. From half the
    /// smallest window (160x120) up it is there.
    @Test func aThumbnailHasNoHint() throws {
        for (width, height, drawn) in [(100, 80, false), (159, 300, false), (300, 119, false), (160, 120, true)] {
            let canvas = try blank(width, height)
            HUD.drawHint(on: canvas)
            #expect((inkBox(canvas) != nil) == drawn, "\(width)x\(height)")
        }
    }

    /// In a narrow window the overlay's figures go on the line above the help hint instead of
    /// under it; in a wide one they share the bottom line.
    @Test func theCornerLabelMakesWayForTheHint() throws {
        let label = "s = 0.0 of 1127.7 px (0.0 %)"
        for (width, sameLine) in [(200, false), (800, true)] {
            let hint = try blank(width, 300), corner = try blank(width, 300)
            HUD.drawHint(on: hint)
            HUD.drawCornerLabel(label, on: corner)
            let a = try #require(inkBox(hint)), b = try #require(inkBox(corner))
            let overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
            #expect(!overlap, "at \(width) px the hint \(a) and the label \(b) overlap")
            #expect((abs(a.maxY - b.maxY) < 1) == sameLine, "at \(width) px: hint \(a), label \(b)")
        }
    }
}
