import Canvas
import Geometry
@testable import Scenes
import Testing

/// The HUD's text in small windows: everything stays on its panel and clear of the other labels.
@Suite("HUD layout in small windows")
struct HUDLayoutTests {
    /// The box of the pixels that are not white, or nil on a blank canvas.
    func inkBox(_ canvas: Canvas) -> Rect? {
        canvas.withPixels { bytes, stride in
            var box: Rect? = nil
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let o = y * stride + x * 4
                    guard bytes[o] < 250 || bytes[o + 1] < 250 || bytes[o + 2] < 250 else { continue }
                    let pixel = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
                    box = box.map { $0.union(pixel) } ?? pixel
                }
            }
            return box
        }
    }

    /// The box of the panel's own colour (the help's and the notices' dark plate) over white.
    func panelBox(_ canvas: Canvas) -> Rect? {
        let p = Palette.panel
        let target = Color(p.r * p.a + 1 - p.a, p.g * p.a + 1 - p.a, p.b * p.a + 1 - p.a)
        return canvas.withPixels { bytes, stride in
            var box: Rect? = nil
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let o = y * stride + x * 4  // BGRA
                    let (b, g, r) = (Double(bytes[o]) / 255, Double(bytes[o + 1]) / 255, Double(bytes[o + 2]) / 255)
                    guard abs(r - target.r) < 0.02, abs(g - target.g) < 0.02, abs(b - target.b) < 0.02 else { continue }
                    let pixel = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
                    box = box.map { $0.union(pixel) } ?? pixel
                }
            }
            return box
        }
    }

    /// The box of the text on `panel`: its pixels clearly lighter than the plate. (Text that
    /// ran past the plate would be near white on white, unseen: so the test is that the text
    /// keeps a margin inside the plate on every side.)
    func textBox(_ canvas: Canvas, on panel: Rect) -> Rect? {
        canvas.withPixels { bytes, stride in
            var box: Rect? = nil
            for y in Int(panel.minY)...Int(panel.maxY) - 1 {
                for x in Int(panel.minX)...Int(panel.maxX) - 1 where bytes[y * stride + x * 4 + 1] > 100 {  // green; the plate is about 40
                    let pixel = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
                    box = box.map { $0.union(pixel) } ?? pixel
                }
            }
            return box
        }
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

    /// At the smallest window the help is drawn small, but every line stays on its panel (text
    /// narrows less than its size at small sizes, and ran past the panel's right edge).
    @Test func theHelpStaysOnItsPanelInTheSmallestWindow() throws {
        let canvas = try blank(200, 150)
        let scene = DynamicsScene(width: 200, height: 150)
        HUD.drawHelp(on: canvas, title: scene.title, sceneLines: scene.helpLines)
        let panel = try #require(panelBox(canvas)), text = try #require(textBox(canvas, on: panel))
        #expect(isInside(text, panel, margin: 2), "the text reaches \(text), the panel is \(panel)")
    }

    /// A notice too long for the window is broken into lines, still readable (not shrunk to a
    /// few pixels), and stays on its plate.
    @Test func aLongNoticeIsBrokenIntoLines() throws {
        let canvas = try blank(250, 200)
        let notice = "Could not save: screenshot: cannot write /sys/locus-20261125-042626.png: Permission denied"
        let lines = HUD.wrapped(notice, width: 250 - 32, size: 13, on: canvas)
        #expect(lines.count >= 3 && lines.joined(separator: " ") == notice)
        HUD.drawMessage(notice, on: canvas)
        let panel = try #require(panelBox(canvas)), text = try #require(textBox(canvas, on: panel))
        #expect(isInside(text, panel, margin: 2), "the text reaches \(text), the plate is \(panel)")
        #expect(panel.height >= Double(lines.count) * 15, "a plate \(panel.height) px high for \(lines.count) lines")
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
