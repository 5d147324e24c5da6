import CCairo
import Geometry

/// A bitmap loaded from a PNG file, ready to draw on a ``Canvas``.
public final class Image {
    /// Internal: the Cairo surface never leaves this module.
    let surface: OpaquePointer
    public let width: Int
    public let height: Int
    /// How far from the image's centre its farthest visible pixel reaches (alpha above 1/8),
    /// in the image's pixels, to that pixel's far corner: the radius of the circle the image
    /// stays within however it is turned. Half the diagonal for an image visible to its corners.
    public private(set) lazy var opaqueRadius: Double = measureOpaqueRadius()

    /// Loads a PNG. A missing, unreadable or corrupt file is a ``CanvasError`` naming the file.
    public init(pngFile path: String) throws(CanvasError) {
        // Cairo tells every file it cannot read as "error while reading from input stream", and
        // a damaged PNG as "out of memory": what is wrong is found out here first (found by a
        // first-time user).
        if let problem = Image.problem(reading: path) { throw CanvasError("cannot load the image \(path): \(problem)") }
        guard let s = cairo_image_surface_create_from_png(path) else {
            throw CanvasError("cannot load the image \(path)")
        }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            let reason = status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_READ_ERROR
                ? "the PNG file is damaged or cut short" : String(cString: cairo_status_to_string(status))
            throw CanvasError("cannot load the image \(path): \(reason)")
        }
        surface = s
        width = Int(cairo_image_surface_get_width(s))
        height = Int(cairo_image_surface_get_height(s))
        guard width > 0, height > 0, width <= 4096, height <= 4096 else {
            throw CanvasError("the image \(path) is \(width)x\(height); expected 1 to 4096 pixels a side")
        }
    }

    deinit { cairo_surface_destroy(surface) }

    /// Why the file at `path` is no PNG that can be read, or nil when it may be one: it cannot
    /// be opened (the system's reason), is a folder, is empty, or does not begin with PNG's
    /// eight-byte signature.
    private static func problem(reading path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
        var head = [UInt8](repeating: 0, count: 8)
        let n = read(descriptor, &head, 8)
        if n == 0 { return "it is empty" }
        if n < 0 { return String(cString: strerror(errno)) }
        return n == 8 && head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] ? nil : "it is not a PNG file"
    }

    private func measureOpaqueRadius() -> Double {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface).map(UnsafeRawPointer.init),
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            // Without an alpha channel every pixel is visible.
            return 0.5 * Double(width * width + height * height).squareRoot()
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let (cx, cy) = (Double(width) / 2, Double(height) / 2)
        var farthest = 0.0
        for y in 0..<height {
            for x in 0..<width where data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24 > 32 {
                // The pixel's corner farthest from the centre.
                let dx = max(abs(Double(x) - cx), abs(Double(x + 1) - cx))
                let dy = max(abs(Double(y) - cy), abs(Double(y + 1) - cy))
                farthest = max(farthest, dx * dx + dy * dy)
            }
        }
        return farthest.squareRoot()
    }
}

extension Canvas {
    /// Draws `image` centred at `center`, turned by `angle` radians (from +x toward +y), scaled
    /// so that its larger side is `size` units (its own pixel size when nil).
    public func draw(_ image: Image, center: Point, angle: Double = 0, size: Double? = nil, alpha: Double = 1) {
        let scale = size.map { $0 / Double(max(image.width, image.height)) } ?? 1
        withContext { cr in
            cairo_save(cr)
            cairo_translate(cr, center.x, center.y)
            cairo_rotate(cr, angle)
            cairo_scale(cr, scale, scale)
            cairo_set_source_surface(cr, image.surface, -Double(image.width) / 2, -Double(image.height) / 2)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }
}
