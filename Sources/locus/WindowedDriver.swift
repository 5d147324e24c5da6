import Canvas
import Foundation
import Input
import Platform
import Scenes

/// Runs a scene in a real window: SDL events in, Cairo frames out, paced to the display.
///
/// While nothing moves the loop sleeps in the event queue (no busy loop); while something
/// animates it draws at the display's refresh rate.
struct WindowedDriver {
    let host: SceneHost

    func run() throws {
        let window: Window
        do {
            window = try Window(title: "Locus", width: host.width, height: host.height)
        } catch { throw UserError("\(error)") }
        let canvas: Canvas
        do { canvas = try Canvas(width: window.width, height: window.height, scale: window.scale) } catch {
            throw UserError("\(error)")
        }
        let clock = ContinuousClock()
        let start = clock.now
        func seconds() -> Double {
            let d = start.duration(to: clock.now).components
            return Double(d.seconds) + Double(d.attoseconds) * 1e-18
        }
        let frameInterval = 1 / max(30, min(window.refreshRate, 240))
        var needsDraw = true
        var lastTitle = ""
        while !host.quitRequested {
            // Sleep until input when idle; otherwise take what is queued and draw the next frame.
            let idle = !needsDraw && !host.isAnimating
            var events = window.events(waitUpTo: idle ? 0.5 : 0)
            // A size the scene was not told of (a window manager may give a new window another
            // size than asked, without a resize event) is told as one.
            let sizeUntold = window.width != host.width || window.height != host.height
            if idle && events.isEmpty && !sizeUntold { continue }
            if sizeUntold, !events.contains(where: { if case .resize = $0 { true } else { false } }) {
                events.append(.resize(width: window.width, height: window.height))
            }
            if idle { host.resumeAfterIdle() }
            let frameStart = seconds()
            // The canvas follows the window's size and scale (a move to a HiDPI screen changes the
            // scale alone); the frame step then draws into it. (Should a size be refused, the
            // frame is drawn at the size it has.)
            try? canvas.resize(width: window.width, height: window.height, scale: window.scale)
            host.frame(events: events, time: frameStart, canvas: canvas)
            if host.screenshotRequested { saveScreenshot(canvas) }
            if host.fullScreenRequested {
                // The new size comes back as a resize event, in the next frame.
                window.isFullScreen.toggle()
                host.fullScreenRequested = false
            }
            let title = "Locus: \(host.scene.title)"
            if title != lastTitle { window.title = title; lastTitle = title }
            do {
                try canvas.withPixels { bytes, stride in
                    try window.present(bytes, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, stride: stride)
                }
            } catch { throw UserError("\(error)") }
            needsDraw = false
            if host.isAnimating || !events.isEmpty {
                let spare = frameInterval - (seconds() - frameStart)
                if spare > 0 { usleep(UInt32(spare * 1e6)) }
            }
        }
    }

    /// Saves the current frame in the working directory as locus-<date>-<time>.png, with a
    /// counter after the time when that name is taken (two screenshots in one second).
    private func saveScreenshot(_ canvas: Canvas) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "locus-\(formatter.string(from: Date()))"
        let folder = FileManager.default.currentDirectoryPath
        // A working folder deleted under the running app has no path: "" + "/" + name saved the
        // frame in the root folder (found by a first-time user).
        guard !folder.isEmpty, FileManager.default.fileExists(atPath: folder) else {
            host.screenshotRequested = false
            host.show("Could not save: the working folder is gone")
            return
        }
        var name = stem + ".png"
        var n = 1
        while FileManager.default.fileExists(atPath: folder + "/" + name) {
            n += 1
            name = "\(stem)-\(n).png"
        }
        do {
            let file = try OutputFile(path: folder + "/" + name, option: "screenshot")
            try file.write(canvas.pngData())
            try file.commit()
            // The folder too (a first-time user did not know where to look), home as ~.
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            let shown = folder == home ? "~" : folder.hasPrefix(home + "/") ? "~" + folder.dropFirst(home.count) : folder
            host.screenshotSaved(to: "\(name) in \(shown)")
        } catch {
            host.screenshotRequested = false
            host.show("Could not save: \(error)")
        }
    }
}
