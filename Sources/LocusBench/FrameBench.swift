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
            var present = Double.nan
            if hasDisplay, let window = try? Window(title: "Locus bench", width: w, height: h) {
                _ = window.events()
                present = Timing.median(5) {
                    for _ in 0..<30 {
                        canvas.withPixels { bytes, stride in
                            try? window.present(bytes, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, stride: stride)
                        }
                    }
                } / 30
            }
            rows.append(["\(w)x\(h)", fmt(draw * 1e3, 2), fmt(drawOverlay * 1e3, 2),
                         present.isNaN ? "no display" : fmt(present * 1e3, 2),
                         present.isNaN ? "-" : fmt((draw + present) * 1e3, 2), "16.67"])
        }
        printTable("Figure-8 frame time (release build)",
                   ["size", "draw ms", "draw+overlay ms", "upload+present ms", "frame ms", "60 Hz budget ms"], rows)
    }
}
