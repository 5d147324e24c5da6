import CCairo
import Geometry

/// A drawing surface in memory, rendered by Cairo in software.
///
/// The surface is ARGB32 (premultiplied, native endian), which is SDL's ARGB8888 on little-endian
/// machines, so Platform can show the pixels without converting them. Drawing happens in logical
/// units; `scale` maps them to device pixels (2 on a HiDPI screen).
public final class Canvas {
    /// Internal so that file-format extensions (PNG) can reach the surface; never public.
    var surface: OpaquePointer
    private var cr: OpaquePointer
    /// Size in logical units.
    public private(set) var width: Int
    public private(set) var height: Int
    /// Device pixels per logical unit.
    public private(set) var scale: Double

    /// The largest side Locus will allocate: 16384 px (1 GiB of pixels at most).
    public static let maximumSide = 16384

    public init(width: Int, height: Int, scale: Double = 1) throws(CanvasError) {
        let (s, c) = try Canvas.makeSurface(width: width, height: height, scale: scale)
        (surface, cr, self.width, self.height, self.scale) = (s, c, width, height, scale)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Size in device pixels.
    public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// Replaces the surface with one of a new size (the contents are lost).
    public func resize(width: Int, height: Int, scale: Double? = nil) throws(CanvasError) {
        let newScale = scale ?? self.scale
        guard width != self.width || height != self.height || newScale != self.scale else { return }
        let (s, c) = try Canvas.makeSurface(width: width, height: height, scale: newScale)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        (surface, cr, self.width, self.height, self.scale) = (s, c, width, height, newScale)
    }

    private static func makeSurface(width: Int, height: Int, scale: Double) throws(CanvasError)
        -> (OpaquePointer, OpaquePointer)
    {
        guard scale.isFinite, scale > 0, scale <= 8 else { throw CanvasError("scale \(scale) is out of range") }
        let outOfRange = CanvasError("canvas size \(width)x\(height) is out of range (1 to \(maximumSide) pixels a side)")
        // The logical size first: one near Int.max would overflow the conversion below.
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else { throw outOfRange }
        let pw = Int((Double(width) * scale).rounded()), ph = Int((Double(height) * scale).rounded())
        guard pw >= 1, ph >= 1, pw <= maximumSide, ph <= maximumSide else { throw outOfRange }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else {
            throw CanvasError("could not create a \(pw)x\(ph) image")
        }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let c = cairo_create(s) else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(s)))
            cairo_surface_destroy(s)
            throw CanvasError("could not create a \(pw)x\(ph) image: \(message)")
        }
        cairo_scale(c, scale, scale)
        return (s, c)
    }

    // MARK: Drawing

    /// Fills the whole canvas with `color`, replacing what was there.
    public func clear(_ color: Color) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setColor(color)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Strokes `path`. A long opaque, undashed path is stroked in runs of ``strokeRun`` segments:
    /// Cairo's stroker resolves every crossing of one stroke with itself, a cost that grows far
    /// faster than the segment count on a path that crosses itself a lot (20,000 random cubics took
    /// a minute as one stroke). Runs of an opaque colour cover the same pixels; only a translucent
    /// colour (crossings drawn twice) or a dash (restarted per run) would show the seams.
    ///
    /// - Parameter segmentsPerRun: the longest run (``strokeRun`` by default; `Int.max` strokes the
    ///   path at once, as the benchmark's baseline does).
    public func stroke(_ path: Path, color: Color, style: StrokeStyle = StrokeStyle(),
                       segmentsPerRun: Int = Canvas.strokeRun) {
        let count = path.subpaths.reduce(0) { $0 + $1.segments.count }
        guard count > segmentsPerRun, color.a >= 1, style.dash.isEmpty else {
            addPath(path)
            applyStroke(color: color, style: style)
            return
        }
        for run in Canvas.runs(of: path, segments: max(segmentsPerRun, 1)) {
            addPath(run)
            applyStroke(color: color, style: style)
        }
    }

    /// The most segments stroked at once; see ``stroke(_:color:style:)``.
    public static let strokeRun = 64

    /// `path` cut into paths of at most `n` segments each, in order. A subpath that is cut loses its
    /// closing join, and the cut points get the stroke's caps; a subpath that fits stays whole.
    static func runs(of path: Path, segments n: Int) -> [Path] {
        var runs: [Path] = []
        var current: [Path.Subpath] = []
        var size = 0
        for sub in path.subpaths {
            var rest = sub.segments[...]
            if rest.count <= n - size {
                current.append(sub)
                size += rest.count
                continue
            }
            while !rest.isEmpty {
                if size == n {
                    runs.append(Path(subpaths: current))
                    (current, size) = ([], 0)
                }
                let piece = rest.prefix(n - size)
                current.append(Path.Subpath(start: piece.first!.start, segments: Array(piece)))
                size += piece.count
                rest = rest.dropFirst(piece.count)
            }
        }
        if !current.isEmpty { runs.append(Path(subpaths: current)) }
        return runs
    }

    /// Replaces the whole canvas with the pixels of `layer`, a canvas of the same pixel size
    /// (a cached drawing): a plain copy, no blending. Does nothing when the sizes differ.
    public func copy(from layer: Canvas) {
        guard layer.pixelWidth == pixelWidth, layer.pixelHeight == pixelHeight else { return }
        cairo_surface_flush(layer.surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, layer.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints `layer`, a cached drawing of any size, over this canvas with its logical units
    /// mapped by `transform` into this canvas's, smoothly filtered; outside the layer nothing is
    /// painted. A stand-in for a drawing too slow to redo at once at a new size.
    public func paint(_ layer: Canvas, transformed transform: AffineTransform) {
        cairo_surface_flush(layer.surface)
        cairo_save(cr)
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &m)
        // The layer's pixels are its logical units times its own scale.
        cairo_scale(cr, 1 / layer.scale, 1 / layer.scale)
        cairo_set_source_surface(cr, layer.surface, 0, 0)
        // Bilinear, not GOOD: GOOD box-filters a layer that shrinks (1920x1080 shrunk to 0.3:
        // 14 ms, bilinear 0.25 ms), and this stands in for a drawing only while a resize goes on.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Runs `body` with its drawing in units that `transform` maps into this canvas's (a scene
    /// laid out larger than the window and shown scaled down, say): lines, text and all scale
    /// with it.
    public func drawing(transformed transform: AffineTransform, _ body: () -> Void) {
        cairo_save(cr)
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &m)
        body()
        cairo_restore(cr)
    }

    /// This canvas at half its resolution (same logical size, half the `scale`), each pixel
    /// the mean of the four it covers; nil when that is below one pixel a side or out of memory.
    /// Shrinking by more than half in one step, bilinear filtering skips pixels and breaks thin
    /// lines; a layer halved first (once, cheaply) shrinks cleanly.
    public func halved() -> Canvas? {
        guard pixelWidth >= 2, pixelHeight >= 2,
              let half = try? Canvas(width: width, height: height, scale: scale / 2) else { return nil }
        // Onto a clear surface, painting over is copying; and bilinear filtering at exactly 2:1
        // takes each 2x2 block's mean.
        half.paint(self, transformed: .identity)
        return half
    }

    public func fill(_ path: Path, color: Color) {
        addPath(path)
        setColor(color)
        cairo_fill(cr)
    }

    /// Strokes a polyline through `points` (closed when `closed`).
    public func strokePolyline(_ points: [Point], closed: Bool = false, color: Color,
                               style: StrokeStyle = StrokeStyle()) {
        guard let first = points.first else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        if closed { cairo_close_path(cr) }
        applyStroke(color: color, style: style)
    }

    public func strokeLine(from a: Point, to b: Point, color: Color, style: StrokeStyle = StrokeStyle()) {
        strokePolyline([a, b], color: color, style: style)
    }

    public func strokeCircle(center: Point, radius: Double, color: Color, style: StrokeStyle = StrokeStyle()) {
        cairo_new_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * .pi)
        applyStroke(color: color, style: style)
    }

    public func fillCircle(center: Point, radius: Double, color: Color) {
        cairo_new_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * .pi)
        setColor(color)
        cairo_fill(cr)
    }

    public func fillRect(_ r: Rect, color: Color) {
        cairo_new_path(cr)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        setColor(color)
        cairo_fill(cr)
    }

    /// Draws `text` with its baseline starting at `origin`, in a sans-serif face of `size` units.
    public func text(_ text: String, at origin: Point, size: Double, color: Color, bold: Bool = false) {
        selectFont(size: size, bold: bold)
        setColor(color)
        cairo_move_to(cr, origin.x, origin.y)
        cairo_show_text(cr, text)
        cairo_new_path(cr)
    }

    /// The advance width of `text` at `size`, to lay out labels and panels.
    public func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        selectFont(size: size, bold: bold)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }

    // MARK: Pixels

    /// Makes all drawing visible in the pixel buffer and calls `body` with the bytes
    /// (rows of `stride` bytes, `pixelWidth` x `pixelHeight` ARGB32 pixels).
    public func withPixels<R>(_ body: (UnsafeRawBufferPointer, _ stride: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * pixelHeight)
        return try body(bytes, stride)
    }

    /// The pixel at device coordinates (`x`, `y`), alpha un-premultiplied.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        return withPixels { bytes, stride in
            let word = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            let a = UInt8(word >> 24), r = UInt8((word >> 16) & 0xFF)
            let g = UInt8((word >> 8) & 0xFF), b = UInt8(word & 0xFF)
            func unpremultiply(_ c: UInt8) -> UInt8 {
                a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
            }
            return Pixel(r: unpremultiply(r), g: unpremultiply(g), b: unpremultiply(b), a: a)
        }
    }

    // MARK: Cairo plumbing

    /// Lets other files of this module draw with the Cairo context directly.
    func withContext(_ body: (OpaquePointer) -> Void) {
        body(cr)
    }

    func writeSurfacePNG(closure: cairo_write_func_t, context: UnsafeMutableRawPointer) -> cairo_status_t {
        cairo_surface_write_to_png_stream(surface, closure, context)
    }

    func setColor(_ c: Color) {
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    }

    private func selectFont(size: Double, bold: Bool) {
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
    }

    func applyStroke(color: Color, style: StrokeStyle) {
        setColor(color)
        cairo_set_line_width(cr, style.width)
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
    }

    /// Replays a Geometry path into Cairo's current path. Circular arcs go to `cairo_arc` and
    /// elliptical ones through a temporary transform, so no curve is approximated here.
    private func addPath(_ path: Path) {
        cairo_new_path(cr)
        for sub in path.subpaths {
            cairo_move_to(cr, sub.start.x, sub.start.y)
            for seg in sub.segments {
                switch seg {
                case .line(let l):
                    cairo_line_to(cr, l.p1.x, l.p1.y)
                case .quad(let q):
                    addCurve(q.asCubic)
                case .cubic(let c):
                    addCurve(c)
                case .arc(let a):
                    addArc(a)
                }
            }
            if sub.isClosed { cairo_close_path(cr) }
        }
    }

    private func addCurve(_ c: CubicBezier) {
        // A curve that ends within a device pixel of where it starts but reaches out further is
        // handed over in halves: Cairo draws nothing of an out-and-back spike (both control
        // points at one place, or a quadratic) ending within about 0.015 px of its start, though
        // a drag takes its handle to the tip. (Halves draw the same curve; a curve all within a
        // pixel goes whole, so a dense path of tiny curves costs no more.)
        let reach = max((c.p1 - c.p0).length, (c.p2 - c.p0).length)
        guard (c.p3 - c.p0).length * scale < 1 && reach * scale >= 1 else {
            cairo_curve_to(cr, c.p1.x, c.p1.y, c.p2.x, c.p2.y, c.p3.x, c.p3.y)
            return
        }
        let (first, second) = c.split(at: 0.5)
        for half in [first, second] {
            cairo_curve_to(cr, half.p1.x, half.p1.y, half.p2.x, half.p2.y, half.p3.x, half.p3.y)
        }
    }

    private func addArc(_ a: Arc) {
        let end = a.startAngle + a.sweep
        // In the frame where u and v are the unit axes, the arc is a unit circle arc.
        guard a.u.cross(a.v) != 0 else {
            let e = a.end
            cairo_line_to(cr, e.x, e.y)
            return
        }
        cairo_save(cr)
        var m = cairo_matrix_t(xx: a.u.dx, yx: a.u.dy, xy: a.v.dx, yy: a.v.dy, x0: a.center.x, y0: a.center.y)
        cairo_transform(cr, &m)
        if a.sweep >= 0 {
            cairo_arc(cr, 0, 0, 1, a.startAngle, end)
        } else {
            cairo_arc_negative(cr, 0, 0, 1, a.startAngle, end)
        }
        cairo_restore(cr)
    }
}
