import Canvas
import Geometry
import Input
import Motion

/// Drag a red circle along a path: the figure-8 of the original demo, or any SVG path.
///
/// Drawn as the original draws it: a 1 px black stroke (butt caps, round joins) and a red circle
/// of radius 13 stroked 2 px. The handle starts at the path's first point.
public final class Figure8Scene: Scene {
    public let name = "figure8"
    public var title: String { customPath == nil ? "Drag along the figure-8" : "Drag along a path" }
    public let helpLines = [
        "drag the red circle: it stays on the path",
        "Left / Right: move it along the path (Shift: bigger steps)",
        "release while moving: it glides on",
    ]
    public let overlayLines = ["overlay: path dots, a dashed line to the pointer, the tangent"]

    /// The user's path before fitting, or nil for the figure-8.
    private let customPath: Path?
    /// The map that fits `customPath` into the window (nil for the figure-8, or a path with no
    /// extent); a resize preview maps the old drawing by the old one undone and the new one.
    private var fit: AffineTransform?
    /// Whether the path is long enough to be shown scaled while the window is resized.
    private let previewsResizes: Bool
    public private(set) var path: Path
    public private(set) var handle: PathHandle
    public private(set) var width: Int
    public private(set) var height: Int
    /// The overlay's dots along the path, flattened once per path (not every frame), at least
    /// ``sampleSpacing`` apart.
    private var samplePoints: [Point]?
    /// Whether the path passes through the boxes asked of ``clutter(in:)``, until the next layout.
    private var pathInBox: [Rect: Bool] = [:]
    /// The overlay's links from the end of each subpath to the start of the next, where arc
    /// length (the arrow keys, a glide) carries the handle across the gap; once per path.
    private var subpathLinks: [(from: Point, to: Point)]?
    /// The background with the path stroked on it, drawn once per path and canvas size: a path
    /// of thousands of curves takes far longer to stroke than a frame may last.
    private var pathLayer: Canvas?
    /// ``pathLayer`` with the overlay's marks that stay put (the dots, the links) drawn on it,
    /// made from it when the overlay is first shown at this size: 5,000 dots drawn every frame
    /// took 12 ms, and toggling the overlay need not stroke the path again.
    private var markedLayer: Canvas?
    /// The layer the last frame showed: what a resize preview scales.
    private var shownLayer: Canvas?
    /// While the window is being resized, the last path layer, drawn scaled in place of the
    /// path until the size has stayed put for ``resizeSettle`` seconds; then the path is stroked
    /// again. Only for paths of at least ``previewSegments`` segments: stroking 10,000 curves at
    /// 1920x1080 takes about 90 ms, and a live resize would stutter at that rate; a short path
    /// is stroked again at once. (The path is still laid out and measured again on every
    /// resize: about 2 ms for 2,000 curves.)
    private var resizePreview: ResizePreview?
    /// When the window last changed size, in the frame clock's seconds.
    private var lastResize = -Double.infinity

    private struct ResizePreview {
        let layer: Canvas
        /// The fit the layer was drawn with, undone: `undo.then(fit)` maps it onto the layout
        /// for the size now.
        let undo: AffineTransform
        /// The layer halved once, twice...: made when the window shrinks far enough to need
        /// them (see ``previewLayer(on:transform:)``), kept while the preview lasts.
        var halvings: [Canvas] = []
    }

    /// Handle look, from the original: a circle inset 2 px in a 30x30 box.
    static let handleRadius = 13.0
    static let handleStroke = 2.0
    /// The overlay's dots are at least this far apart (px): on a dense path every point of the
    /// flattening would cover the path and each other.
    static let sampleSpacing = 4.0
    /// At most this many dots: a path longer than their spacing allows (50,000 random cubics
    /// run to 21 million px) gets this many, evenly along it, without being flattened (which
    /// took seconds and millions of points).
    static let maximumSamples = 20_000
    /// Seconds without a resize before a long path is stroked again at the new size.
    public static let resizeSettle = 0.25
    /// Paths with this many segments or more are shown scaled while the window is resized.
    static let previewSegments = 500
    /// Arrow-key steps along the path, in px.
    static let keyStep = 5.0
    static let shiftKeyStep = 50.0

    /// - Parameter customPath: a path to drag along instead of the figure-8; it is fitted into
    ///   the window with a margin, aspect ratio kept. It must have a non-zero length. A subpath
    ///   that comes back to its start without `Z` is dragged round as a loop (see
    ///   ``Path/closingLoops()``): the user drew a loop. One that goes on where the one before
    ///   ends is dragged on into as one (see ``Path/joiningContinuations()``).
    public init(width: Int, height: Int, customPath: Path? = nil) {
        let customPath = customPath?.joiningContinuations().closingLoops()
        self.customPath = customPath
        self.width = width
        self.height = height
        previewsResizes = (customPath?.segments.count ?? 0) >= Figure8Scene.previewSegments
        (path, fit) = Figure8Scene.layout(customPath, width: width, height: height)
        handle = PathHandle(measure: PathMeasure(path), s: 0)
    }

    /// The path for a window of the given size, and for a custom path the map that fits it there.
    static func layout(_ custom: Path?, width: Int, height: Int) -> (path: Path, fit: AffineTransform?) {
        let (w, h) = (Double(width), Double(height))
        guard let custom else { return (figureEight(width: w, height: h), nil) }
        let margin = max(20, 0.08 * min(w, h))
        let box = Rect(x: 0, y: 0, width: w, height: h).insetBy(min(margin, min(w, h) / 2 - 1))
        guard let fitted = custom.fitted(into: box) else { return (custom, nil) }
        return (fitted.path, fitted.transform)
    }

    /// The seed's figure-8 for a window of the given size (radius a sixth of the height), or,
    /// where that leaves no room for the handle, the same figure as large as leaves it, centred:
    /// in a window too narrow (the figure is a third of the height wide), or too short (its
    /// lobes come within a tenth of the height of the top and bottom: under 164 px the handle
    /// was cut off there). Where not even the handle fits (32 px or less), the figure is as
    /// large as the window across, or the seed's down.
    static func figureEight(width w: Double, height h: Double) -> Path {
        let margin = handleRadius + handleStroke + 1
        // (With no room left beside the handle, the figure took the height's size and ran off
        // the window's sides, 1,342 px long in a window 20 px wide; found by fuzzing.)
        let across = w - 2 * margin > 0 ? w - 2 * margin : w
        let down = h - 2 * margin > 0 ? h - 2 * margin : h
        // The height whose figure fits: it is a third of that wide, and (2 + 2 sqrt 2) / 6 of it tall.
        let fitting = min(3 * across, down * 6 / (2 + 2 * 2.0.squareRoot()))
        guard fitting < h, fitting > 0 else { return Shapes.figureEight(width: w, height: h) }
        return Shapes.figureEight(width: w, height: fitting).transformed(by: .translation(Vector(0, (h - fitting) / 2)))
    }

    /// True while the handle glides, and while a resize preview waits to be replaced by the
    /// path stroked at the new size: the first frame ``resizeSettle`` seconds after the last
    /// resize does that, and this asks for it to come even when the user does nothing.
    public var isAnimating: Bool { handle.isGliding || resizePreview != nil }
    /// The overlay's corner label's plate while it is at the top (see ``drawOverlay(on:)``):
    /// the frame graph and notices keep off it.
    private var labelPlate: Rect?
    public var overlayTextAtTop: Rect? { labelPlate }
    public var overlayUsesBottomRight: Bool { labelPlate == nil }

    public func clutter(in box: Rect) -> Int {
        if Rect(around: handle.point, radius: Self.handleRadius + Self.handleStroke).intersects(box) { return 2 }
        if let labelPlate, labelPlate.intersects(box) { return 2 }
        // The path stays put until the next layout: whether it passes through a box is kept.
        if let known = pathInBox[box] { return known ? 1 : 0 }
        let inside = HUD.polyline(dots, meets: box)
        pathInBox[box] = inside
        return inside ? 1 : 0
    }

    public func handle(_ event: InputEvent, at time: Double) {
        switch event {
        case .pointerDown(let p): handle.pointerDown(at: p, time: time)
        case .pointerMove(let p): handle.pointerMove(to: p, time: time)
        case .pointerUp(let p): handle.pointerUp(at: p, time: time)
        case .focusLost: handle.cancelDrag()
        case .key(let k) where k.name == "right" || k.name == "left":
            let step = k.shift ? Figure8Scene.shiftKeyStep : Figure8Scene.keyStep
            handle.move(by: k.name == "right" ? step : -step)
        case .resize(let w, let h) where w != width || h != height:
            // (A window manager may report the size it already has: nothing to lay out again.)
            width = w
            height = h
            let oldFit = fit
            (path, fit) = Figure8Scene.layout(customPath, width: w, height: h)
            handle.replaceMeasure(PathMeasure(path))
            samplePoints = nil
            pathInBox = [:]
            subpathLinks = nil
            keepPreview(mapping: oldFit, to: fit)
            pathLayer = nil
            markedLayer = nil
            shownLayer = nil
            lastResize = time
        default: break
        }
    }

    public func update(to time: Double) {
        handle.advance(to: time)
        // The size has settled: the path is stroked again (and the old layer goes first, before
        // a new one of the full size is made).
        if time - lastResize >= Figure8Scene.resizeSettle { resizePreview = nil }
    }

    public func draw(on canvas: Canvas, overlay: Bool) {
        if !overlay { labelPlate = nil }
        if let preview = resizePreview, let fit {
            let transform = preview.undo.then(fit)
            canvas.clear(Palette.background)
            canvas.paint(previewLayer(on: canvas, transform: transform), transformed: transform)
        } else {
            shownLayer = layer(for: canvas, overlay: overlay)
            if let layer = shownLayer {
                canvas.copy(from: layer)
                if overlay && layer === pathLayer { drawOverlayMarks(on: canvas) }
            } else {
                drawPath(on: canvas)
                if overlay { drawOverlayMarks(on: canvas) }
            }
        }
        if overlay { drawOverlay(on: canvas) }
        canvas.strokeCircle(center: handle.point, radius: Figure8Scene.handleRadius, color: Palette.handle,
                            style: StrokeStyle(width: Figure8Scene.handleStroke))
    }

    private func drawPath(on canvas: Canvas) {
        canvas.clear(Palette.background)
        canvas.stroke(path, color: Palette.path, style: StrokeStyle(width: 1, cap: .butt, join: .round))
    }

    /// Keeps the layer last shown (fitted by `old`) to stand in for the path while the size
    /// changes, when the path is long enough to need it; a preview already shown stays.
    private func keepPreview(mapping old: AffineTransform?, to new: AffineTransform?) {
        guard previewsResizes, let undo = old?.inverted, new != nil else {
            resizePreview = nil
            return
        }
        if resizePreview == nil, let layer = shownLayer { resizePreview = ResizePreview(layer: layer, undo: undo) }
    }

    /// The preview's layer, or a halving of it, that `transform` onto `canvas` shrinks by half
    /// at most: shrunk further in one step, its 1 px lines would show broken. The full layer
    /// serves again when the window grows back.
    private func previewLayer(on canvas: Canvas, transform t: AffineTransform) -> Canvas {
        guard var preview = resizePreview else { preconditionFailure("drawn only with a preview") }
        let zoom = (t.a * t.a + t.b * t.b).squareRoot() * canvas.scale
        var layer = preview.layer
        for k in 0... {
            guard zoom < 0.5 * layer.scale else { break }
            if k == preview.halvings.count {
                guard let half = layer.halved() else { break }
                preview.halvings.append(half)
            }
            layer = preview.halvings[k]
        }
        resizePreview = preview
        return layer
    }

    /// The cached path layer for `canvas`, with the overlay's marks when `overlay`; each drawn
    /// when missing or of another size. Nil when no memory is left for it (the path is then
    /// drawn straight onto the canvas).
    private func layer(for canvas: Canvas, overlay: Bool) -> Canvas? {
        guard let plain = Figure8Scene.cached(&pathLayer, for: canvas, draw: drawPath) else { return nil }
        guard overlay else { return plain }
        let marked = Figure8Scene.cached(&markedLayer, for: canvas) { marked in
            marked.copy(from: plain)
            drawOverlayMarks(on: marked)
        }
        return marked ?? plain  // (no memory for a second layer: the caller draws the marks)
    }

    /// `layer` if it fits `canvas`, else a new one drawn by `draw` (nil without the memory).
    private static func cached(_ layer: inout Canvas?, for canvas: Canvas, draw: (Canvas) -> Void) -> Canvas? {
        if let l = layer, l.width == canvas.width, l.height == canvas.height, l.scale == canvas.scale { return l }
        layer = nil  // the old one goes before a new one of the full size is made
        layer = try? Canvas(width: canvas.width, height: canvas.height, scale: canvas.scale)
        if let l = layer { draw(l) }
        return layer
    }

    /// The overlay's marks that stay put while the handle moves: the points the path is drawn
    /// through, and the links between subpaths.
    private func drawOverlayMarks(on canvas: Canvas) {
        let measure = handle.measure
        canvas.fillCircles(centers: dots, radius: 1.5, color: Palette.overlaySoft)
        if subpathLinks == nil { subpathLinks = Figure8Scene.links(between: measure) }
        for link in subpathLinks ?? [] {
            canvas.strokeLine(from: link.from, to: link.to, color: Palette.overlaySoft,
                              style: StrokeStyle(width: 1, dash: [2, 4]))
            canvas.fillCircle(center: link.to, radius: 3, color: Palette.overlaySoft)
        }
    }

    /// ``samplePoints``, made the first time they are asked for.
    private var dots: [Point] {
        if let samplePoints { return samplePoints }
        let made = Figure8Scene.overlayDots(along: handle.measure)
        samplePoints = made
        return made
    }

    /// Where the overlay's dots go: the points the path is drawn through, ``sampleSpacing``
    /// apart at least and ``maximumSamples`` at most.
    static func overlayDots(along measure: PathMeasure) -> [Point] {
        let count = maximumSamples
        if measure.length > sampleSpacing * Double(count) {
            return (0..<count).map { measure.position(atLength: measure.length * Double($0) / Double(count)) }
        }
        let dots = spaced(measure.flattened(tolerance: 0.25).flatMap { $0 }, by: sampleSpacing)
        // Many short subpaths keep a dot each however near: thin them to the bound too.
        let step = max(1, (dots.count + count - 1) / count)
        return stride(from: 0, to: dots.count, by: step).map { dots[$0] }
    }

    /// `points` less each one nearer than `spacing` to the last one kept.
    static func spaced(_ points: [Point], by spacing: Double) -> [Point] {
        var kept: [Point] = []
        for p in points where kept.last.map({ $0.distance(to: p) >= spacing }) ?? true { kept.append(p) }
        return kept
    }

    /// The machinery that moves with the handle: where the user wants it, the tangent, and the
    /// arc length (the rest is on the path layer, see ``drawOverlayMarks(on:)``).
    private func drawOverlay(on canvas: Canvas) {
        let measure = handle.measure
        let at = handle.point
        // To where the pointer holds it: while a gap left by a resize or the keys closes, that
        // is not where the handle is pulled to (the dot sat on the handle, the pointer 200 px
        // away; found by a first-time user).
        if let held = handle.held {
            canvas.strokeLine(from: held, to: at, color: Palette.overlay, style: StrokeStyle(width: 1, dash: [4, 3]))
            canvas.fillCircle(center: held, radius: 3, color: Palette.overlay)
        }
        let t = handle.tangent
        canvas.strokeLine(from: at - t * 40, to: at + t * 40, color: Palette.overlay, style: StrokeStyle(width: 1.5))
        canvas.fillCircle(center: at + t * 40, radius: 3, color: Palette.overlay)
        // (Non-breaking spaces keep each figure with its name and unit where a narrow window breaks the line.)
        let label = "s\u{A0}=\u{A0}\(HUD.oneDecimal(handle.s)) of\u{A0}\(HUD.oneDecimal(measure.length))\u{A0}px (\(HUD.oneDecimal(handle.fraction * 100))\u{A0}%)"
        // At the top where at the bottom it would cover the handle (in a small window the path
        // runs through the corner; found by a first-time user), and back once the handle is well
        // clear of the bottom corner.
        let handleBox = Rect(around: at, radius: Self.handleRadius + Self.handleStroke)
        // (Laid out once a frame, and moved to the top, not laid out again for it.)
        let bottom = HUD.cornerLabel(label, on: canvas), top = HUD.atTop(bottom)
        if labelPlate == nil ? bottom.plate.intersects(handleBox) : !bottom.plate.insetBy(-30).intersects(handleBox) {
            // (Not where it would reach the frame graph in the other top corner: a long label,
            // "s = 11390.2 of 11390.2 px", went under it; found by a first-time user.)
            let graph = HUD.frameGraphRoom(on: canvas, left: true)
            labelPlate = labelPlate == nil && !top.plate.intersects(handleBox) && !(graph?.intersects(top.plate) ?? false) ? top.plate : nil
        } else if labelPlate != nil {
            labelPlate = top.plate  // (as drawn this frame: the figures change its width)
        }
        HUD.drawLabel(labelPlate == nil ? bottom : top, on: canvas)
    }

    /// Where each subpath with length ends and the next one with length starts, when the two
    /// points differ: the jumps that arc length makes.
    static func links(between measure: PathMeasure) -> [(from: Point, to: Point)] {
        let spans = measure.subpathSpans.filter { !$0.segments.isEmpty }
        return zip(spans, spans.dropFirst()).compactMap { a, b in
            let end = measure.location(segmentIndex: a.segments.upperBound - 1, t: 1).point
            let start = measure.location(segmentIndex: b.segments.lowerBound, t: 0).point
            return end == start ? nil : (end, start)
        }
    }

    public var state: [(String, JSONValue)] {
        let p = handle.point
        return [
            ("handle", .object([("x", .number(p.x)), ("y", .number(p.y)), ("s", .number(handle.s)),
                                ("fraction", .number(handle.fraction))])),
            ("dragging", .bool(handle.isDragging)),
            ("gliding", .bool(handle.isGliding)),
            ("length", .number(handle.measure.length)),
        ]
    }
}
