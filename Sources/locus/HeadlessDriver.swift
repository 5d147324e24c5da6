import Canvas
import Foundation
import Input
import Scenes

/// Runs a scene with no window: events from a script, a fixed time step, state and pixels to files.
///
/// Frame n happens at time n / fps. An event is delivered before the first frame whose time is
/// at or after the event's `t`.
struct HeadlessDriver {
    let host: SceneHost
    let frames: Int
    let fps: Double
    let eventsFile: String?
    let stateOut: String?
    let screenshot: String?

    func run() throws {
        let script = try loadEvents()
        let canvas = try makeCanvas()
        let state = try stateOut.map { try StateWriter(path: $0) }
        var next = 0
        for n in 0..<frames {
            let time = Double(n) / fps
            var batch: [InputEvent] = []
            while next < script.count, script[next].time <= time + 1e-9 {
                batch.append(script[next].event)
                next += 1
            }
            host.frame(events: batch, time: time, canvas: canvas)
            if host.screenshotRequested { host.screenshotSaved(to: "(headless: use --screenshot)") }
            state?.write(host.stateLine(frame: n, time: time))
            if host.quitRequested { break }
        }
        try state?.finish()
        if let screenshot {
            do { try canvas.writePNG(to: screenshot) } catch { throw UserError("--screenshot: \(error)") }
        }
    }

    private func loadEvents() throws -> [TimedEvent] {
        guard let eventsFile else { return [] }
        guard let data = FileManager.default.contents(atPath: eventsFile),
              let text = String(data: data, encoding: .utf8) else {
            throw UserError("--events: cannot read the file \(eventsFile)")
        }
        do { return try EventScript.parse(text) } catch { throw UserError("--events \(eventsFile): \(error)") }
    }

    private func makeCanvas() throws -> Canvas {
        do { return try Canvas(width: host.width, height: host.height) } catch { throw UserError("\(error)") }
    }
}

/// Writes the state stream to a temporary file that replaces `path` only when the run finishes,
/// so a failed run never leaves a half-written file.
final class StateWriter {
    private let path: String
    private let temporary: String
    private let handle: FileHandle
    private var buffer = ""

    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporary = url.deletingLastPathComponent().path + "/.\(url.lastPathComponent).\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let h = FileHandle(forWritingAtPath: temporary) else {
            throw UserError("--state-out: cannot write \(path)")
        }
        handle = h
    }

    func write(_ line: String) {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 { flush() }
    }

    private func flush() {
        handle.write(Data(buffer.utf8))
        buffer = ""
    }

    func finish() throws {
        flush()
        try handle.close()
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw UserError("--state-out: cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        // A run that failed before finish() leaves no file behind.
        unlink(temporary)
    }
}
