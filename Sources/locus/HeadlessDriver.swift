import Canvas
import Foundation
import Input
import Platform
import Scenes

/// Runs a scene with no window: events from a script, a fixed time step, state and pixels to files.
///
/// Frame n happens at time n / fps. An event is delivered before the first frame whose time is
/// at or after the event's `t`, at its own time: what a script does does not depend on `--fps`
/// (a release's speed, say, comes from the times of the moves before it).
struct HeadlessDriver {
    let host: SceneHost
    let frames: Int
    let fps: Double
    let eventsFile: String?
    /// The files the run reads (option and name: `--events`, `--path @FILE`), which no output may replace.
    var inputFiles: [(option: String, file: String)] = []
    let stateOut: String?
    let screenshot: String?

    func run() throws {
        let script = try loadEvents()
        let canvas = try makeCanvas()
        // Open the outputs before the first frame: a bad folder fails now, not after the run.
        let state = try stateOut.map { try StateWriter(OutputFile(path: $0, option: "--state-out")) }
        let image = try screenshot.map { try OutputFile(path: $0, option: "--screenshot") }
        if let state, let image, state.file.writesTheSameFile(as: image) {
            throw UserError.usage("--state-out and --screenshot would write into the same file")
        }
        for output in [state?.file, image].compactMap({ $0 }) {
            for input in inputFiles where output.overwrites(input: input.file) {
                let what = input.file == "-" ? " (the standard input)" : ": \(input.file)"
                throw UserError.usage("\(output.option) would overwrite the file \(input.option) reads\(what)")
            }
        }
        var next = 0
        for n in 0..<frames {
            let time = Double(n) / fps
            var batch: [TimedEvent] = []
            while next < script.count, script[next].time <= time + 1e-9 {
                batch.append(script[next])
                next += 1
            }
            host.frame(timedEvents: batch, time: time, canvas: canvas)
            // S has nothing to save to without a window: --screenshot saves the last frame.
            // (Nor F11 a window to fill the screen with.)
            host.screenshotRequested = false
            host.fullScreenRequested = false
            // A scene the script switches to that cannot open fails the run, as --scene does: the
            // window shows why, and here it went on in the old scene, saying nothing.
            if let why = host.failedSwitch { throw UserError("--events, in the frame at \(String(format: "%.3f", time)) s: \(why)") }
            try state?.write(host.stateLine(frame: n, time: time))
            if host.quitRequested { break }
        }
        try state?.flush()
        if let image {
            do { try image.write(canvas.pngData()) } catch let e as CanvasError { throw UserError("--screenshot: \(e)") }
            try image.commit()
        }
        // The state stream is put in place last, when everything else has succeeded.
        try state?.commit()
    }

    private func loadEvents() throws -> [TimedEvent] {
        guard let eventsFile else { return [] }
        let text = try InputFile.text(eventsFile, option: "--events")
        do { return try EventScript.parse(text, isKeyName: KeyNames.isKeyName) } catch {
            // (It may quote the script, which may hold control characters: one line on a terminal.)
            throw UserError("--events \(eventsFile): \(error.description)")
        }
    }

    private func makeCanvas() throws -> Canvas {
        do { return try Canvas(width: host.width, height: host.height) } catch { throw UserError("\(error)") }
    }
}

/// The state stream: one JSON line per frame, buffered, into an ``OutputFile``.
final class StateWriter {
    let file: OutputFile
    private var buffer = ""

    init(_ file: OutputFile) {
        self.file = file
    }

    func write(_ line: String) throws {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 { try flush() }
    }

    func flush() throws {
        try file.write(buffer)
        buffer = ""
    }

    func commit() throws {
        try flush()
        try file.commit()
    }
}
