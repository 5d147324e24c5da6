import Canvas
import Foundation
import Geometry
import Input
import Platform
import Scenes

/// The figure-8 scene's frame: draw (Cairo), and where a display is available, upload and present.
enum FrameBench {
    static func run() {
        var rows: [[String]] = []
        let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false
        for (w, h) in [(800, 600), (1920, 1080)] {
            guard let canvas = try? Canvas(width: w, height: h) else { continue }
            guard let host = try? SceneHost(scene: .figure8, width: w, height: h) else { continue }
            var t = 0.0
            // A drag from the handle's start, 2 px up per frame: the common case of a frame.
            let start = (host.scene as? Figure8Scene)?.handle.point ?? .zero
            let moves: [[InputEvent]] = (1..<120).map { i in [.pointerMove(start + Vector(0, -2 * Double(i)))] }
            let frames: [[InputEvent]] = [[.pointerDown(start)]] + moves
            let draw = Timing.median(5) {
                for events in frames {
                    t += 1.0 / 60
                    host.frame(events: events, time: t, canvas: canvas)
                }
            } / Double(frames.count)
            host.overlay = true
            let drawOverlay = Timing.median(5) {
                for events in frames {
                    t += 1.0 / 60
                    host.frame(events: events, time: t, canvas: canvas)
                }
            } / Double(frames.count)
            var fullPresent = Double.nan, frame = Double.nan
            if hasDisplay, let window = try? Window(title: "Locus bench", width: w, height: h) {
                _ = window.events()
                func show() {
                    canvas.withPixels { bytes, stride in
                        try? window.present(bytes, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, stride: stride)
                    }
                }
                host.overlay = false
                fullPresent = Timing.median(5) { for _ in 0..<10 { window.invalidate(); show() } } / 10
                // A real frame of a drag: draw, then send what changed.
                frame = Timing.median(5) {
                    for events in frames {
                        t += 1.0 / 60
                        host.frame(events: events, time: t, canvas: canvas)
                        show()
                    }
                } / Double(frames.count)
            }
            func ms(_ x: Double) -> String { x.isNaN ? "no display" : fmt(x * 1e3, 2) }
            rows.append(["\(w)x\(h)", fmt(draw * 1e3, 2), fmt(drawOverlay * 1e3, 2), ms(fullPresent), ms(frame), "16.67"])
        }
        printTable("Figure-8 frame time (release build)",
                   ["size", "draw ms", "draw+overlay ms", "full upload+present ms", "drag frame ms (draw + changed rows)", "60 Hz budget ms"], rows)
        denseCustomPath()
    }

    /// A dense custom path (`--path` with 2,000 random cubics, crossing itself everywhere) at 800x600:
    /// Cairo stroking it at once (the baseline), in runs as Canvas does, and the scene's frames,
    /// which stroke it once into a cached layer and then copy that; while the window is resized
    /// (a new size every frame) they show that layer scaled, and stroke the path again once the
    /// size has stayed put (without the preview, every frame of a resize would cost a stroke).
    static func denseCustomPath() {
        let path = MeasureBench.randomCubics(2_000)
        guard let canvas = try? Canvas(width: 800, height: 600),
              let host = try? SceneHost(scene: .figure8, width: 800, height: 600,
                                        configuration: SceneConfiguration(customPath: path)),
              let fitted = (host.scene as? Figure8Scene)?.path else { return }
        let style = StrokeStyle(width: 1)
        let whole = Timing.median(3) { canvas.stroke(fitted, color: Color(0, 0, 0), style: style, segmentsPerRun: .max) }
        let runs = Timing.median(3) { canvas.stroke(fitted, color: Color(0, 0, 0), style: style) }
        var t = 0.0
        let first = Timing.seconds(of: {
            t += 1.0 / 60
            host.frame(events: [], time: t, canvas: canvas)
        })
        let start = (host.scene as? Figure8Scene)?.handle.point ?? .zero
        let later = Timing.median(5) {
            for i in 1...60 {
                t += 1.0 / 60
                host.frame(events: [.pointerMove(start + Vector(0, -Double(i)))], time: t, canvas: canvas)
            }
        } / 60
        var size = (w: 800, h: 600)
        let resizing = Timing.median(5) {
            for _ in 1...10 {
                t += 1.0 / 60
                size = size.w == 800 ? (820, 615) : (800, 600)
                host.frame(events: [.resize(width: size.w, height: size.h)], time: t, canvas: canvas)
            }
        } / 10
        t += Figure8Scene.resizeSettle + 1.0 / 60
        let settled = Timing.seconds(of: { host.frame(events: [], time: t, canvas: canvas) })
        printTable("Dense custom path: 2,000 random cubics at 800x600 (release build)",
                   ["one Cairo stroke ms (baseline)", "in runs of \(Canvas.strokeRun) ms", "ratio",
                    "scene first frame ms", "scene later frames ms", "frames while resizing ms",
                    "frame once the size settles ms"],
                   [[fmt(whole * 1e3, 1), fmt(runs * 1e3, 1), fmt(whole / runs, 1) + "x", fmt(first * 1e3, 1),
                     fmt(later * 1e3, 2), fmt(resizing * 1e3, 2), fmt(settled * 1e3, 1)]])
    }
}
