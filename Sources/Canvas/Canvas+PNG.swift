import CCairo

extension Canvas {
    /// The canvas encoded as a PNG file's bytes. The caller decides where they go and how they are
    /// written (the app writes files whole or not at all).
    public func pngData() throws(CanvasError) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = withPixels { _, _ in
            writeSurfacePNG(closure: { context, data, length in
                guard let context, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, context: Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CanvasError("cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }
}
