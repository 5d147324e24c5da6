import ArgumentParser
import Foundation
import Geometry
import Platform
import Scenes

/// Opens a scene in a window, or runs it headless with scripted input.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Open a scene (the default command).")

    @Option(help: "The scene to open, by name or by its key (1-4).")
    var scene: SceneKind = .figure8

    // Numeric options take the next argument whatever it looks like, so "-5" is a value (and
    // refused with a clear message) rather than an unknown option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Window size in logical pixels (a window: 320x240 or more; headless: 1x1 to 16384x16384).", valueName: "WxH"))
    var size: Size = Size(argument: "800x600")!

    @Option(help: ArgumentHelp("Figure-8 scene: a path to drag along instead (SVG path data, or @FILE).", valueName: "svg"))
    var path: String?

    @Flag(help: "Run without a window, at a fixed time step.")
    var headless = false

    @Option(parsing: .unconditional, help: "Headless: the number of frames to run (needed; 1 to 10000000).")
    var frames: Int?

    @Option(parsing: .unconditional, help: "Headless: frames per second of simulated time, 0.01 to 10000 (default: \(Int(Run.defaultFPS))).")
    var fps: Double?

    /// The file `--path @FILE` names, if it names one.
    var pathFile: String? {
        path.flatMap { fileNamed(byPath: $0) }
    }

    /// The files the run reads, by the option that names them.
    var inputFiles: [(option: String, file: String)] {
        [("--path", pathFile), ("--events", events)].compactMap { option, file in file.map { (option, $0) } }
    }

    /// Two options naming one FIFO, which the run would wait on for ever: the first to read it
    /// takes all a writer sends and the second waits for another, and one that writes it waits
    /// for a reader, which is the run itself. (A stream the process holds, `/dev/stdout` say,
    /// is open already: nothing waits on it.)
    var sharedPipe: (String, String)? {
        let outputs = [("--state-out", stateOut), ("--screenshot", screenshot)].compactMap { option, file in
            file.map { (option: option, file: $0) }
        }
        let named = inputFiles.filter { !InputFile.isStandardInput($0.file) }
            + outputs.filter { OutputFile.heldDescriptor($0.file) == nil }
        let pipes = named.compactMap { option, file in InputFile.pipe(file).map { (option, $0) } }
        for (i, a) in pipes.enumerated() {
            if let b = pipes[(i + 1)...].first(where: { $0.1 == a.1 }) { return (a.0, b.0) }
        }
        return nil
    }

    /// A headless run's frame rate when --fps is not given (a window runs at the display's).
    static let defaultFPS = 60.0

    @Option(help: ArgumentHelp("Headless: input events, JSON Lines.", valueName: "file"))
    var events: String?

    @Option(help: ArgumentHelp("Headless: write the state of every frame, JSON Lines.", valueName: "file"))
    var stateOut: String?

    @Option(help: ArgumentHelp("Headless: save the last frame as PNG.", valueName: "file"))
    var screenshot: String?

    @Flag(help: "Show the debug overlay from the start.")
    var overlay = false

    @Option(help: "Arc scene: how the distance along the arc goes with time (paced: at a constant speed; the value named default: the original's easing).")
    var timing: ArcOptions.Timing = .paced

    @Option(parsing: .unconditional, help: "Arc scene: seconds per arc, at most 3600 (default: the original's 2.0).")
    var duration: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Arc scene: a fixed speed, 1 to 1000000 px/s, instead of a fixed duration (no flight shorter than 0.25 s).", valueName: "px/s"))
    var speed: Double?

    @Option(help: "Arc scene: the side the arc bulges to (inside: whichever stays in the window, or a moving image's way; right: the original's).")
    var side: ArcOptions.Side = .inside

    @Flag(help: "Arc scene: turn the image along the arc.")
    var rotate = false

    @Flag(help: "Arc scene: retarget as the original does (the velocity jumps).")
    var originalRetarget = false

    func validate() throws {
        guard size.isReasonable else {
            throw ValidationError("--size \(size.width)x\(size.height) is out of range (1x1 to \(Size.limit)x\(Size.limit))")
        }
        if let duration, !(duration.isFinite && duration > 0 && duration <= 3600) {
            throw ValidationError("--duration must be more than 0 and at most 3600 seconds")
        }
        // At least 1 px/s: slower, a flight across a window outlasts the longest --duration (at
        // 1e-9 px/s one took 3e11 s, and it looked like nothing happened).
        if let speed, !(speed.isFinite && speed >= 1 && speed <= 1_000_000) {
            throw ValidationError("--speed must be at least 1 and at most 1000000 px/s")
        }
        if duration != nil && speed != nil {
            // One would be ignored without a word (V switches between them in the app).
            throw ValidationError("--duration and --speed each set how long a flight takes: give one of them")
        }
        if let pathFile, let events, InputFile.isStandardInput(pathFile), InputFile.isStandardInput(events) {
            throw ValidationError("--path and --events both read the standard input: give one of them a file")
        }
        if let (first, second) = sharedPipe {
            throw ValidationError("\(first) and \(second) name one pipe: the run would wait on it for ever; give each its own file")
        }
        // A PNG's bytes are no use on a terminal, and mess it up (found by a first-time user).
        if let screenshot, OutputFile.isTerminal(screenshot) {
            throw ValidationError("--screenshot \(screenshot): that is a terminal; send the PNG to a file (--screenshot shot.png, or > shot.png)")
        }
        if let screenshot, case let ext = URL(fileURLWithPath: screenshot).pathExtension, !ext.isEmpty,
           ext.lowercased() != "png" {
            throw ValidationError("--screenshot \(screenshot): the screenshot is a PNG; name it .png")
        }
        if headless {
            guard let frames else { throw ValidationError("--headless needs --frames N (1 to 10000000)") }
            guard frames >= 1, frames <= 10_000_000 else { throw ValidationError("--frames must be between 1 and 10000000") }
            // At least a frame every 100 s: fewer makes frame times that overflow no sooner but mean nothing.
            let fps = fps ?? Run.defaultFPS
            guard fps.isFinite, fps >= 0.01, fps <= 10_000 else { throw ValidationError("--fps must be between 0.01 and 10000") }
        } else if case let given = [("--frames", frames != nil), ("--fps", fps != nil), ("--events", events != nil),
                                    ("--state-out", stateOut != nil), ("--screenshot", screenshot != nil)].filter(\.1).map(\.0),
                  !given.isEmpty {
            // (A window runs at the display's rate: --fps there was taken and did nothing.)
            let named = given.count == 1 ? given[0] : given.dropLast().joined(separator: ", ") + " and " + given.last!
            throw ValidationError("\(named) need\(given.count == 1 ? "s" : "") --headless")
        } else if size.width < Window.minimumSize.width || size.height < Window.minimumSize.height {
            // The window would open bigger than asked, without a word.
            throw ValidationError("--size \(size.width)x\(size.height) is smaller than a window may be, \(Window.minimumSize.width)x\(Window.minimumSize.height) (a --headless run takes any size)")
        }
    }

    func run() throws {
        let customPath = try path.map { try readPath($0, forDrawing: true) }
        if let customPath {
            let length = PathMeasure(customPath).length
            let source = path.map { pathSource($0) } ?? "--path"
            guard length > 0 else { throw UserError("\(source): the path has zero length") }
            guard length.isFinite else { throw UserError("\(source): the path is too long to measure") }
        }
        var arc = ArcOptions()
        arc.timing = timing
        arc.duration = duration ?? arc.duration
        arc.speed = speed
        arc.side = side
        arc.rotates = rotate
        arc.smoothRetarget = !originalRetarget
        let host: SceneHost
        do {
            host = try SceneHost(scene: scene, width: size.width, height: size.height,
                                 configuration: SceneConfiguration(customPath: customPath, arcOptions: arc,
                                                                   assets: .locate(), realTime: !headless))
        } catch {
            throw UserError("\(error)")
        }
        host.overlay = overlay
        if headless {
            try HeadlessDriver(host: host, frames: frames ?? 1, fps: fps ?? Run.defaultFPS, eventsFile: events,
                               inputFiles: inputFiles, stateOut: stateOut, screenshot: screenshot).run()
        } else {
            try WindowedDriver(host: host).run()
        }
    }
}
