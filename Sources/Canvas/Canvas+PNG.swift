import CCairo
import Foundation

extension Canvas {
    /// Writes the canvas as a PNG file, atomically: the image goes to a temporary file beside
    /// `path` that is renamed into place only when complete, so no half-written file is left.
    public func writePNG(to path: String) throws(CanvasError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CanvasError("cannot write \(path): the folder \(directory) does not exist")
        }
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).tmp"
        let status = withPixels { _, _ in writeSurfacePNG(to: temporary) }
        guard status == CAIRO_STATUS_SUCCESS else {
            unlink(temporary)
            throw CanvasError("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CanvasError("cannot write \(path): \(reason)")
        }
    }
}
