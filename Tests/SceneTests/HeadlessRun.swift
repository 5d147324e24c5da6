import Canvas
import Geometry
import Input
import Scenes

/// Runs a host frame by frame as the headless driver does, collecting each frame's handle.
final class HeadlessRun {
    let host: SceneHost
    let canvas: Canvas
    let fps = 60.0
    private(set) var frame = 0

    init(width: Int = 800, height: Int = 600, scale: Double = 1, customPath: Path? = nil) throws {
        host = try SceneHost(scene: .figure8, width: width, height: height,
                             configuration: SceneConfiguration(customPath: customPath))
        canvas = try Canvas(width: width, height: height, scale: scale)
    }

    var scene: Figure8Scene { host.scene as! Figure8Scene }
    var handle: Point { scene.handle.point }
    var time: Double { Double(frame) / fps }

    /// Runs one frame with `events`.
    func step(_ events: [InputEvent] = []) {
        host.frame(events: events, time: time, canvas: canvas)
        frame += 1
    }

    func steps(_ n: Int) { for _ in 0..<n { step() } }
}

/// The bytes of every pixel of a canvas (compare them whole, into a Bool first: a failed
/// expectation would print every byte).
func pixels(_ c: Canvas) -> [UInt8] { c.withPixels { bytes, _ in Array(bytes) } }

/// How many pixels of `canvas` within `area` (clipped to the canvas) have a red, green and blue
/// (0 to 255) that `wanted` takes.
func countPixels(_ canvas: Canvas, in area: Rect, where wanted: (_ r: Int, _ g: Int, _ b: Int) -> Bool) -> Int {
    canvas.withPixels { bytes, stride in
        var n = 0
        for y in max(0, Int(area.minY))..<max(0, min(canvas.height, Int(area.maxY))) {
            for x in max(0, Int(area.minX))..<max(0, min(canvas.width, Int(area.maxX))) {
                let o = y * stride + x * 4  // BGRA
                if wanted(Int(bytes[o + 2]), Int(bytes[o + 1]), Int(bytes[o])) { n += 1 }
            }
        }
        return n
    }
}
