import Canvas
import Geometry

/// What the host draws over every scene: the help hint and panel, messages, and the overlay's
/// frame-time graph.
enum HUD {
    static let globalHelp = globalHelp(customPath: false)

    /// The keys of every scene; with `customPath`, key 1 shows that path, not the figure-8 (the
    /// help said figure-8; found by a first-time user).
    static func globalHelp(customPath: Bool) -> [String] {
        ["1-4: switch to \(customPath ? "your path" : "figure-8"), arc, dynamics, drag and drop",
         "D: debug overlay    S: screenshot (PNG)    F11: full screen    Esc or Q: quit",
         "H, Esc, Q, a click or a scene's key: close this help"]
    }

    static let hint = "H: help"
    /// The smallest canvas the hint, and the overlay's lines of text, are drawn on: half the
    /// smallest window each way.
    static let hintMinimum = (width: 160, height: 120)
    /// The smallest canvas the overlay's frame graph is drawn on: the smallest window. (In a
    /// thumbnail, 200x150, it covered a quarter of the scene, and the figure-8's top lobe;
    /// found by a first-time user.)
    static let frameGraphMinimum = (width: 320, height: 240)

    /// Whether `canvas` is at least `minimum` each way.
    static func fits(_ canvas: Canvas, _ minimum: (width: Int, height: Int)) -> Bool {
        fits(width: canvas.width, height: canvas.height, minimum)
    }

    /// Whether a canvas `width` by `height` is at least `minimum` each way.
    static func fits(width: Int, height: Int, _ minimum: (width: Int, height: Int)) -> Bool {
        width >= minimum.width && height >= minimum.height
    }
    /// How far above the window's bottom the hint's baseline is.
    static let hintBaseline = 10.0
    /// The band at the bottom of the window that the hint's plate covers (its text 12 px high and
    /// 1 px of plate above its baseline): a scene that lays things out keeps clear of it.
    static let hintBand = hintBaseline + 12 + 1

    /// A number with one decimal, for labels ("-" when it is not finite).
    static func oneDecimal(_ x: Double) -> String {
        guard x.isFinite else { return "-" }
        let tenths = (x * 10).rounded()
        let sign = tenths < 0 ? "-" : ""
        let a = abs(tenths)
        return "\(sign)\(Int(a / 10)).\(Int(a.truncatingRemainder(dividingBy: 10)))"
    }

    /// The help hint, in a window big enough that it does not cover the scene: none in a
    /// thumbnail (a headless run, or a window manager that ignores the minimum size), where
    /// it covered a fifth of a 100x80 figure-8.
    /// `right`: in the bottom-right corner rather than the bottom-left.
    static func drawHint(on canvas: Canvas, right: Bool = false) {
        drawLabel(hint, on: canvas, baseline: Double(canvas.height) - hintBaseline, alignRight: right, color: Palette.hudText)
    }

    /// The plate the hint covers in the bottom-left corner, or the bottom-right.
    static func hintPlate(on canvas: Canvas, right: Bool) -> Rect {
        labelPlate(hint, on: canvas, baseline: Double(canvas.height) - hintBaseline, alignRight: right)
    }

    /// How much to shrink a panel of `lines` at `size` (`padding` either side, `height` high at
    /// full size) so that it fits the canvas with 8 px margins, never below a fifth (text and its
    /// spacing scale with the font size, so a small window still shows all of the help, only
    /// smaller); and the widest line's width as drawn at that scale. Text does not narrow in
    /// proportion to its size (at small sizes each glyph's advance is rounded to whole pixels),
    /// so a panel is sized by its text as drawn, shrunk again while that is too wide: sized by
    /// the text's full width, scaled, it was too narrow.
    /// `full`: the widest line's width at full size, when the caller has measured it already.
    static func fitting(_ lines: [String], size: Double, bold: (String) -> Bool = { _ in false },
                        padding: Double, height: Double, full: Double? = nil,
                        on canvas: Canvas) -> (k: Double, widest: Double) {
        func widest(_ k: Double) -> Double {
            lines.map { canvas.textWidth($0, size: size * k, bold: bold($0)) }.max() ?? 0
        }
        let available = Double(canvas.width) - 16
        let full = full ?? widest(1)
        var k = max(0.2, min(1, available / (full + 2 * padding), (Double(canvas.height) - 16) / height))
        var w = k == 1 ? full : widest(k)
        for _ in 0..<4 where w + 2 * padding * k > available && k > 0.2 {
            k = max(0.2, k * available / (w + 2 * padding * k))
            w = widest(k)
        }
        return (k, w)
    }

    /// The help panel laid out for one canvas: its lines, and the scale they are drawn at.
    struct HelpLayout: Equatable {
        var title: String
        var sceneLines: [String]
        /// The canvas it was laid out for.
        var width: Int, height: Int, scale: Double
        var lines: [String]
        var k: Double
        var widest: Double
        /// The panel's height at full size: a line for the title and each line, and the padding.
        var fullHeight: Double { Double(lines.count + 1) * 20 + 2 * 16 }

        /// Whether this is the layout of `title` and `sceneLines` on `canvas`.
        func fits(_ title: String, _ sceneLines: [String], on canvas: Canvas) -> Bool {
            width == canvas.width && height == canvas.height && scale == canvas.scale
                && title == self.title && sceneLines == self.sceneLines
        }
    }

    /// The smallest the help's text is shrunk to before the lines that may go are left out, px.
    static let smallestHelpText = 9.0

    /// The help's lines, and the scale that fits them on `canvas`. A window too small for them
    /// at full size gets the keys of a line on lines of their own, as many a line as fit beside
    /// the widest, when that reads larger (the lines hold several keys apart by four spaces;
    /// shrunk whole, the help was 4 px high at the smallest size).
    /// `optional` lines (what the overlay draws) follow the scene's, unless they would shrink
    /// the text below ``smallestHelpText`` (in the smallest windows).
    static func helpLayout(title: String, sceneLines: [String], optional: [String] = [], global: [String] = globalHelp,
                           on canvas: Canvas) -> HelpLayout {
        func fit(_ lines: [String]) -> HelpLayout {
            var layout = HelpLayout(title: title, sceneLines: sceneLines + optional, width: canvas.width,
                                    height: canvas.height, scale: canvas.scale, lines: lines, k: 1, widest: 0)
            (layout.k, layout.widest) = fitting([title] + lines, size: 14, bold: { $0 == title }, padding: 16,
                                                height: layout.fullHeight, on: canvas)
            return layout
        }
        // Each line's keys, joined again as long as a line is no wider than the widest key (or
        // the title): as narrow as one key a line, in fewer lines. (One key a line, the help
        // added F11 to cost a line, and its text fell under 9 px in the smallest window.)
        func packed(_ lines: [String]) -> [String] {
            let keys = lines.map { $0.components(separatedBy: "    ") }
            let widest = keys.joined().map { canvas.textWidth($0, size: 14) }.max() ?? 0
            let room = max(widest, canvas.textWidth(title, size: 14, bold: true))
            return keys.flatMap { line in
                line.dropFirst().reduce(into: [line[0]]) { out, key in
                    let joined = out[out.count - 1] + "    " + key
                    if canvas.textWidth(joined, size: 14) <= room { out[out.count - 1] = joined } else { out.append(key) }
                }
            }
        }
        func best(_ lines: [String]) -> HelpLayout {
            let whole = fit(lines + [""] + global)
            guard whole.k < 1 else { return whole }
            let split = fit(packed(whole.lines))
            // (Both at the smallest scale, the narrower: the whole lines ran off a window 100 px
            // wide; found by a first-time user.)
            return split.k > whole.k || split.k == whole.k && split.widest < whole.widest ? split : whole
        }
        let full = best(sceneLines + optional)
        guard !optional.isEmpty, 14 * full.k < smallestHelpText else { return full }
        let without = best(sceneLines)
        return without.k > full.k ? without : full
    }

    /// The help panel, laid out already (see ``helpLayout(title:sceneLines:optional:global:on:)``).
    static func drawHelp(_ layout: HelpLayout, on canvas: Canvas) {
        let (title, lines, k, widest) = (layout.title, layout.lines, layout.k, layout.widest)
        let (size, lineHeight, pad) = (14 * k, 20 * k, 16 * k)
        let (w, h) = (widest + 2 * pad, layout.fullHeight * k)
        let origin = Point((Double(canvas.width) - w) / 2, (Double(canvas.height) - h) / 2)
        canvas.fillRect(Rect(x: origin.x, y: origin.y, width: w, height: h), color: Palette.panel)
        var y = origin.y + pad + size
        canvas.text(title, at: Point(origin.x + pad, y), size: size, color: Palette.panelText, bold: true)
        for line in lines {
            y += lineHeight
            canvas.text(line, at: Point(origin.x + pad, y), size: size, color: Palette.panelText)
        }
    }

    /// A line of overlay figures in the bottom-right corner, clear of the scene's middle: beside
    /// the help hint, or in a window too narrow for both, on the line above it.
    /// `top`: in the top-right corner instead, where it would cover what the scene shows in the
    /// bottom one (see ``cornerLabel(_:on:top:)``).
    static func drawCornerLabel(_ text: String, on canvas: Canvas, top: Bool = false) {
        drawLabel(cornerLabel(text, on: canvas, top: top), on: canvas)
    }

    /// The plate ``drawCornerLabel(_:on:top:)`` draws `text` on.
    static func cornerLabelPlate(_ text: String, on canvas: Canvas, top: Bool = false) -> Rect {
        cornerLabel(text, on: canvas, top: top).plate
    }

    /// A corner label laid out (see ``drawCornerLabel(_:on:top:)``), to check where it falls and
    /// draw it without laying it out again: its last line's baseline 10 px above the bottom,
    /// beside the help hint or on the line above it; at the top, its first line 10 px below the top.
    static func cornerLabel(_ text: String, on canvas: Canvas, top: Bool = false) -> Label {
        let label = Label(text, on: canvas, alignRight: true)
        if top { return atTop(label) }
        // Each label's plate reaches 3 px past its text; the hint starts 10 px in, the label
        // ends 10 px from the right; 8 px between.
        let besideHint = 10 + canvas.textWidth(hint, size: 12) + 3 + 8 + 3 + canvas.textWidth(text, size: 12) + 10
        return label.moved(to: Double(canvas.height) - (besideHint <= Double(canvas.width) ? 10 : 28))
    }

    /// A corner label (see ``cornerLabel(_:on:top:)``) moved to the top: its first line 10 px below it.
    static func atTop(_ label: Label) -> Label { label.moved(to: label.baseline + 10 - label.plate.minY) }

    /// A line of overlay text at `baseline`, on a pale plate so the scene under it cannot hide it.
    /// Too wide for the window, it is broken into lines stacked upward (the last on `baseline`)
    /// rather than shrunk past reading (a status line in the smallest window was 4 px high);
    /// only what is still too wide is shrunk. (Non-breaking spaces keep words together.)
    /// None in a thumbnail (see ``hintMinimum``): at 120x80 the figure-8's, broken into three
    /// lines, covered the handle and ran off the top (found by a first-time user).
    /// `within`: how far from the left edge it may reach, when less than the window's width.
    static func drawLabel(_ text: String, on canvas: Canvas, baseline: Double, alignRight: Bool = false,
                          color: Color = Palette.overlay, within: Double? = nil) {
        drawLabel(Label(text, on: canvas, alignRight: alignRight, within: within).moved(to: baseline), on: canvas, color: color)
    }

    /// ``drawLabel(_:on:baseline:alignRight:color:within:)`` for a label laid out already.
    static func drawLabel(_ label: Label, on canvas: Canvas, color: Color = Palette.overlay) {
        guard fits(canvas, hintMinimum) else { return }
        canvas.fillRect(label.plate, color: Color(1, 1, 1, 0.75))
        let (lines, k) = (label.lines, label.k)
        for (n, line) in lines.enumerated() {
            canvas.text(line, at: Point(label.plate.minX + 3, label.baseline - 15 * k * Double(lines.count - 1 - n)),
                        size: 12 * k, color: color)
        }
    }

    /// The plate ``drawLabel(_:on:baseline:alignRight:color:within:)`` would draw `text` on,
    /// wherever the canvas is large enough to draw it: what a scene keeps clear, or checks for
    /// what lies under it.
    static func labelPlate(_ text: String, on canvas: Canvas, baseline: Double, alignRight: Bool = false,
                           within: Double? = nil) -> Rect {
        Label(text, on: canvas, alignRight: alignRight, within: within).moved(to: baseline).plate
    }

    /// A label's lines, their scale, its last line's baseline, and its plate, which reaches 3 px
    /// past its text either side, 1 px above its first line and 4 px below its last baseline.
    /// Laid out once, it is moved to a baseline without laying it out again: the lines do not
    /// depend on where they go.
    struct Label {
        var lines: [String]
        var k: Double
        var baseline: Double
        var plate: Rect

        /// `text` laid out with its last line on baseline 0.
        init(_ text: String, on canvas: Canvas, alignRight: Bool = false, within: Double? = nil) {
            let (lines, k, w) = HUD.layout(text, size: 12, padding: 2, on: canvas, within: within) { 12 + 15 * Double($0 - 1) }
            let rise = 15 * Double(lines.count - 1)  // from the first line's baseline to the last's
            let x = alignRight ? max(4, Double(canvas.width) - w - 10) : 10
            let top = -rise * k - 12 * k - 1
            (self.lines, self.k, baseline) = (lines, k, 0)
            plate = Rect(x: x - 3, y: top, width: w + 6, height: 4 - top)
        }

        /// The label with its last line on `baseline`.
        func moved(to baseline: Double) -> Label {
            var label = self
            label.plate = Rect(x: plate.minX, y: plate.minY + baseline - self.baseline, width: plate.width, height: plate.height)
            label.baseline = baseline
            return label
        }
    }

    /// A notice at the top middle, on a dark plate; too long for the window's width, it is
    /// broken into lines at spaces rather than shrunk past reading. Where it would cover
    /// `avoiding` (the frame graph, in a narrow window), it goes below that instead, if there
    /// is room for it there above the help hint (else it covers the graph: it matters more).
    static func drawMessage(_ text: String, on canvas: Canvas, avoiding: Rect? = nil) {
        let (lines, k, widest) = layout(text, size: 13, padding: 8, on: canvas) { Double($0) * 17 + 2 * 8 }
        let (size, pad) = (13 * k, 8 * k)
        let w = widest + 2 * pad
        var r = Rect(x: (Double(canvas.width) - w) / 2, y: 12, width: w, height: Double(lines.count) * 17 * k + 2 * pad)
        if let avoiding, r.intersects(avoiding), avoiding.maxY + 4 + r.height <= Double(canvas.height) - 24 {
            r = Rect(x: r.minX, y: avoiding.maxY + 4, width: r.width, height: r.height)
        }
        canvas.fillRect(r, color: Palette.panel)
        for (n, line) in lines.enumerated() {
            let baseline = r.minY + pad + size - 2 + Double(n) * 17 * k
            canvas.text(line, at: Point(r.minX + pad, baseline), size: size, color: Palette.panelText)
        }
    }

    /// `text` as the lines of a panel at `size` with `padding` either side and, for `n` lines,
    /// `height(n)` high at full size: broken into lines that fit the canvas's width (see
    /// ``wrapped(_:width:size:on:)``), then shrunk only as far as they still need (see
    /// ``fitting(_:size:bold:padding:height:full:on:)``). The usual text, one line that fits, is
    /// measured once.
    private static func layout(_ text: String, size: Double, padding: Double, on canvas: Canvas, within: Double? = nil,
                               height: (Int) -> Double) -> (lines: [String], k: Double, widest: Double) {
        let full = canvas.textWidth(text, size: size)
        let lines = lines(of: text, size: size, padding: padding, on: canvas, within: within, full: full)
        let (k, widest) = fitting(lines, size: size, padding: padding, height: height(lines.count),
                                  full: lines == [text] ? full : nil, on: canvas)
        return (lines, k, widest)
    }

    /// The lines `text` is broken into on a plate with `padding` either side, reaching at most
    /// `within` from the left edge (the window's width when nil), 8 px short of it. `full`: its
    /// width on one line, when measured already.
    static func lines(of text: String, size: Double = 12, padding: Double = 2, on canvas: Canvas,
                      within: Double? = nil, full: Double? = nil) -> [String] {
        let available = (within ?? Double(canvas.width)) - 16 - 2 * padding
        let full = full ?? canvas.textWidth(text, size: size)
        return full <= available ? [text] : wrapped(text, width: available, size: size, on: canvas)
    }

    /// `text` broken into lines no wider than `width` at `size`: at spaces, and after a `/` (a
    /// long file path in a notice); a piece wider than that alone is cut where it reaches the
    /// width (shrinking the whole notice to fit one long name made it unreadable).
    static func wrapped(_ text: String, width: Double, size: Double, on canvas: Canvas) -> [String] {
        var lines: [String] = [], line = ""
        for (piece, separator) in breakable(text) {
            let longer = line.isEmpty ? piece : line + separator + piece
            if line.isEmpty || canvas.textWidth(longer, size: size) <= width {
                line = longer
            } else {
                lines.append(line)
                line = piece
            }
            while line.count > 1 && canvas.textWidth(line, size: size) > width {
                let head = longestPrefix(of: line, within: width, size: size, on: canvas)
                lines.append(String(head))
                line = String(line.dropFirst(head.count))
            }
        }
        // Spaces where a line was broken are not drawn, nor counted in its width, and a line of
        // nothing else is no line.
        let kept = (lines + [line]).map(withoutTrailingSpaces).filter { !$0.isEmpty }
        return kept.isEmpty ? [""] : kept
    }

    private static func withoutTrailingSpaces(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// The longest start of `text` (at least its first character) no wider than `width`, found
    /// by bisecting on the number of characters.
    private static func longestPrefix(of text: String, within width: Double, size: Double,
                                      on canvas: Canvas) -> Substring {
        var fits = 1, tooWide = text.count
        while tooWide - fits > 1 {
            let mid = (fits + tooWide) / 2
            if canvas.textWidth(String(text.prefix(mid)), size: size) <= width { fits = mid } else { tooWide = mid }
        }
        return text.prefix(fits)
    }

    /// The pieces of `text` between places a line may break, each with what joins it to the
    /// one before when they share a line: a space, or nothing after a `/`.
    private static func breakable(_ text: String) -> [(piece: String, separator: String)] {
        var pieces: [(String, String)] = [], piece = "", separator = ""
        for character in text {
            if character == " " {
                pieces.append((piece, separator))
                (piece, separator) = ("", " ")
            } else {
                piece.append(character)
                if character == "/" {
                    pieces.append((piece, separator))
                    (piece, separator) = ("", "")
                }
            }
        }
        return pieces + [(piece, separator)]
    }

    /// Whether the polyline through `points` passes through `box`: a point inside, or a segment
    /// crossing it (a long chord can cross a box with no point in it).
    static func polyline(_ points: [Point], meets box: Rect) -> Bool {
        guard var a = points.first else { return false }
        if box.contains(a) { return true }
        for b in points.dropFirst() {
            if segment(from: a, to: b, meets: box) { return true }
            a = b
        }
        return false
    }

    /// Whether the segment from `a` to `b` meets `box`: Liang and Barsky's clip of `[0, 1]` by
    /// the box's four sides, which fails when nothing is left.
    static func segment(from a: Point, to b: Point, meets box: Rect) -> Bool {
        let d = b - a
        var (t0, t1) = (0.0, 1.0)
        for (p, q) in [(-d.dx, a.x - box.minX), (d.dx, box.maxX - a.x), (-d.dy, a.y - box.minY), (d.dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }  // parallel to this side, and outside it
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return false }
        }
        return true
    }

    /// Where the frame graph goes, in the top right corner or the top left: its box, and the
    /// plate of its label below.
    static func frameGraphFrame(on canvas: Canvas, left: Bool) -> (box: Rect, plate: Rect) {
        // At most 180 px wide, and under a third of a narrow window; at most 50 px high, and
        // under a sixth of a short one. (At 45 % and a fifth, in the smallest window, 320x240,
        // it covered part of the figure-8's top lobe; found by a first-time user.)
        // (Whole pixels: its outline, on a fraction of one, spilled past the box it reports.)
        let graphW = min(180, max(60, 0.3 * Double(canvas.width))).rounded()
        let graphH = min(50, max(20, 0.15 * Double(canvas.height))).rounded()
        let box = Rect(x: left ? 10 : Double(canvas.width) - graphW - 10, y: 10, width: graphW, height: graphH)
        return (box, Rect(x: box.minX, y: box.maxY + 1, width: graphW, height: 18))
    }

    /// All the frame graph covers there, its label and its outline (a pixel past its box) included.
    static func frameGraphArea(on canvas: Canvas, left: Bool) -> Rect {
        let (box, plate) = frameGraphFrame(on: canvas, left: left)
        return box.union(plate).insetBy(-1)
    }

    /// ``frameGraphArea(on:left:)`` where the canvas is large enough for the graph; nil where
    /// none is drawn. For scene text that keeps out of the corner the graph may take.
    static func frameGraphRoom(on canvas: Canvas, left: Bool) -> Rect? {
        fits(canvas, frameGraphMinimum) ? frameGraphArea(on: canvas, left: left) : nil
    }

    /// The corner for the frame graph: where it is, unless the other corner has less of what
    /// matters under it (see ``Scene/clutter(in:)``). (It moves only for less, so it does not
    /// flicker between corners equally covered.)
    static func frameGraphOnLeft(on canvas: Canvas, now left: Bool, clutter: (Rect) -> Int) -> Bool {
        func covered(_ left: Bool) -> Int { clutter(frameGraphArea(on: canvas, left: left)) }
        return covered(!left) < covered(left) ? !left : left
    }

    /// A bar per frame over the last few seconds, with the 16.7 ms (60 Hz) line, and the rate,
    /// in the top right corner (or the top left); returns the box it covers, its label included.
    @discardableResult
    static func drawFrameGraph(_ stats: FrameStats, on canvas: Canvas, left: Bool = false) -> Rect {
        let msFull = 50.0
        let (box, plate) = frameGraphFrame(on: canvas, left: left)
        let (origin, graphW, graphH) = (Point(box.minX, box.minY), box.width, box.height)
        // See-through: a path or an area under the graph still shows (the overlay is for looking
        // at the scene).
        canvas.fillRect(box, color: Color(0.94, 0.95, 0.97, 0.45))
        canvas.strokePolyline([Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY),
                               Point(box.minX, box.maxY)], closed: true, color: Palette.hudText.withAlpha(0.5))
        let barW = graphW / Double(stats.capacity)
        for (i, dt) in stats.intervals.enumerated() {
            let h = min(graphH, dt * 1000 / msFull * graphH)
            let x = origin.x + Double(i + stats.capacity - stats.intervals.count) * barW
            let slow = dt > 1.0 / 55
            canvas.fillRect(Rect(x: x, y: origin.y + graphH - h, width: max(1, barW), height: h),
                            color: slow ? Color(0.9, 0.5, 0.1) : Palette.overlaySoft)
        }
        let y60 = origin.y + graphH - 16.7 / msFull * graphH
        canvas.strokeLine(from: Point(origin.x, y60), to: Point(origin.x + graphW, y60), color: Palette.hudText,
                          style: StrokeStyle(width: 1, dash: [3, 2]))
        let fps = stats.framesPerSecond
        var label = fps > 0 ? "\(Int(fps.rounded())) fps (16.7 ms line: 60 fps)" : "idle"
        if canvas.textWidth(label, size: 12) > graphW - 4, fps > 0 { label = "\(Int(fps.rounded())) fps" }
        // On the backdrop the corner labels have: drawn straight over a dense path it was lost.
        canvas.fillRect(plate, color: Color(1, 1, 1, 0.75))
        canvas.text(label, at: Point(origin.x + 4, origin.y + graphH + 14), size: 12, color: Palette.hudText)
        return frameGraphArea(on: canvas, left: left)
    }
}
