import ArgumentParser
import Foundation
import Geometry
import Scenes

/// Opens a scene in a window, or runs it headless with scripted input.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Open a scene (the default command).")

    @Option(help: "The scene: figure8, arc, dynamics or dragdrop.")
    var scene: SceneKind = .figure8

    @Option(help: ArgumentHelp("Window size in logical pixels.", valueName: "WxH"))
    var size: Size = Size(argument: "800x600")!

    @Option(help: ArgumentHelp("A path to drag along (SVG path data, or @FILE).", valueName: "svg"))
    var path: String?

    @Flag(help: "Run without a window, at a fixed time step.")
    var headless = false

    @Option(help: "Headless: the number of frames to run.")
    var frames: Int?

    @Option(help: "Headless: frames per second of simulated time.")
    var fps: Double = 60

    @Option(help: ArgumentHelp("Headless: input events, JSON Lines.", valueName: "file"))
    var events: String?

    @Option(help: ArgumentHelp("Headless: write the state of every frame, JSON Lines.", valueName: "file"))
    var stateOut: String?

    @Option(help: ArgumentHelp("Headless: save the last frame as PNG.", valueName: "file"))
    var screenshot: String?

    @Flag(help: "Show the debug overlay from the start.")
    var overlay = false

    func validate() throws {
        guard size.isReasonable else {
            throw ValidationError("--size \(size.width)x\(size.height) is out of range (1x1 to \(Size.limit)x\(Size.limit))")
        }
        guard scene.isAvailable else {
            throw ValidationError("--scene \(scene.rawValue) is not built yet (available: \(SceneKind.available.map(\.rawValue).joined(separator: ", ")))")
        }
        if headless {
            guard let frames, frames >= 1, frames <= 10_000_000 else {
                throw ValidationError("--headless needs --frames N (1 to 10000000)")
            }
            guard fps.isFinite, fps > 0, fps <= 10_000 else { throw ValidationError("--fps must be between 0 and 10000") }
        } else if frames != nil || events != nil || stateOut != nil || screenshot != nil {
            throw ValidationError("--frames, --events, --state-out and --screenshot need --headless")
        }
    }

    func run() throws {
        let customPath = try path.map { try readPath($0) }
        if let customPath, PathMeasure(customPath).length <= 0 {
            throw UserError("--path: the path has zero length")
        }
        let host = SceneHost(scene: scene, width: size.width, height: size.height, customPath: customPath)
        host.overlay = overlay
        if headless {
            try HeadlessDriver(host: host, frames: frames ?? 1, fps: fps, eventsFile: events,
                               stateOut: stateOut, screenshot: screenshot).run()
        } else {
            try WindowedDriver(host: host).run()
        }
    }
}
