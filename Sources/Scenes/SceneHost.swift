import Canvas
import Geometry
import Input

/// Runs one scene at a time and owns what is common to all of them: the global keys, the debug
/// overlay, the help panel, messages, and the frame step that both drivers share.
///
/// The order of a frame is fixed here, in ``frame(timedEvents:time:canvas:)``: input, then
/// update, then draw. The windowed driver and the headless driver differ only in where the
/// events come from and where the pixels go.
public final class SceneHost {
    public private(set) var scene: any Scene
    public private(set) var width: Int
    public private(set) var height: Int
    /// The debug overlay (D); it survives scene switches and resizes.
    public var overlay = false
    /// The help panel (H).
    public var showsHelp = false
    /// The overlay's frame graph is in the top left corner, moved off what the scene keeps clear.
    private var graphOnLeft = false
    /// The help hint is in the bottom-right corner (see ``hintOnRight(on:)``).
    private var hintRight = false
    /// The canvas size the graph's corner was chosen at: at a new size it is chosen afresh from
    /// the top right (kept from a small window, it covered an area's label in a large one).
    private var graphCornerSize: (width: Int, height: Int)?
    /// The help panel as last laid out.
    private(set) var helpLayout: HUD.HelpLayout?
    public private(set) var quitRequested = false
    /// Set by S; the driver saves the frame and calls ``screenshotSaved(to:)``.
    public var screenshotRequested = false
    /// Set by F11; the driver switches the window to full screen or back, and clears it.
    public var fullScreenRequested = false
    public private(set) var stats = FrameStats()
    private let configuration: SceneConfiguration
    private var message: (text: String, until: Double)?
    /// The message on screen, if any: a scene's notice, a saved screenshot's name...
    public var shownMessage: String? { message?.text }
    private var now = 0.0
    /// The shown scene's clock is the host's less this: it starts when the scene is first shown
    /// and stands still while another is shown.
    private var sceneTimeOffset = 0.0
    /// Scenes left for another, by name, as they were left: switching back resumes one (its
    /// options, its shapes, an animation mid-flight) rather than starting it afresh.
    private var leftScenes: [String: LeftScene] = [:]
    /// Where the pointer was last seen: a scene shown after a switch is told (it did not see
    /// the moves another scene took).
    private var pointer: Point?

    private struct LeftScene {
        var scene: any Scene
        var width: Int
        var height: Int
        /// The scene's own clock when it was left (0 for one not shown yet).
        var clock: Double
    }

    /// Starts with the scene `kind`; throws when the scene cannot start (an asset is missing).
    public init(scene kind: SceneKind = .figure8, width: Int, height: Int,
                configuration: SceneConfiguration = SceneConfiguration()) throws(CanvasError) {
        self.width = width
        self.height = height
        self.configuration = configuration
        scene = try SceneHost.make(kind, width: width, height: height, configuration: configuration)
    }

    static func make(_ kind: SceneKind, width: Int, height: Int,
                     configuration c: SceneConfiguration) throws(CanvasError) -> any Scene {
        switch kind {
        case .dragdrop:
            return DragDropScene(width: width, height: height)
        case .dynamics:
            return DynamicsScene(width: width, height: height, realTime: c.realTime)
        case .arc:
            return ArcScene(width: width, height: height, image: try c.assets.image("plane.png"), options: c.arcOptions)
        case .figure8:
            return Figure8Scene(width: width, height: height, customPath: c.customPath)
        }
    }

    /// True while the scene, a message or the overlay's live frame graph needs frames without input.
    public var isAnimating: Bool { scene.isAnimating || message != nil || overlay }

    /// One frame: deliver `events`, all at `time`, advance to `time`, draw into `canvas`.
    public func frame(events: [InputEvent], time: Double, canvas: Canvas) {
        advance(events: events, to: time)
        resizeAndDraw(on: canvas)
    }

    /// One frame whose events each keep their own time (see ``advance(timedEvents:to:)``), then
    /// drawn into `canvas`.
    public func frame(timedEvents events: [TimedEvent], time: Double, canvas: Canvas) {
        advance(timedEvents: events, to: time)
        resizeAndDraw(on: canvas)
    }

    /// The drawing half of a frame: `canvas` made the window's size, then drawn.
    private func resizeAndDraw(on canvas: Canvas) {
        if canvas.width != width || canvas.height != height {
            try? canvas.resize(width: width, height: height)
        }
        draw(on: canvas)
    }

    /// A frame's input and update, without the drawing: each event is delivered at its own
    /// time, then the scene advances to `time`. A pointer's speed at release comes from the
    /// events' times, not the frames', so a figure-8 glide, say, does not depend on how the
    /// frames are spaced. (The events still reach the scene before it advances over the frame,
    /// so that a window shows their effect in the frame they arrive for: a dynamics grab pulls
    /// toward the last pointer position of a frame, and a run where several moves share a
    /// frame differs from one where each has its own.) A time before the last one, after
    /// `time`, counts as the nearest of those; one not finite, as the last.
    public func advance(timedEvents events: [TimedEvent], to time: Double) {
        for e in events { deliver(e.event, at: e.time.isFinite ? min(max(e.time, now), time) : now) }
        update(to: time)
    }

    /// ``advance(timedEvents:to:)`` with every event at `time`.
    public func advance(events: [InputEvent], to time: Double) {
        advance(timedEvents: events.map { TimedEvent(time: time, event: $0) }, to: time)
    }

    public func deliver(_ event: InputEvent, at time: Double) {
        now = time
        switch event {
        case .pointerDown(let p), .pointerMove(let p), .pointerUp(let p): pointer = p
        default: break
        }
        switch event {
        case .quit:
            quitRequested = true
        case .key(let k):
            if handleGlobalKey(k.name) { break }
            // The help panel hides the scene: a scene's key closes it and goes no further, as a click does.
            if showsHelp { showsHelp = false } else { scene.handle(event, at: sceneTime) }
        case .pointerDown where showsHelp:
            showsHelp = false  // a click on the help panel closes it, and goes no further
        case .resize(let w, let h):
            width = w
            height = h
            scene.handle(event, at: sceneTime)
        default:
            scene.handle(event, at: sceneTime)
        }
        if let notice = scene.takeNotice() { show(notice) }
    }

    /// The shown scene's clock now.
    private var sceneTime: Double { now - sceneTimeOffset }

    /// Keys every scene shares. Returns false when the key is the scene's.
    private func handleGlobalKey(_ name: String) -> Bool {
        switch name {
        case "d": overlay.toggle()
        case "h":
            showsHelp.toggle()
            // The panel hides the scene: a pointer drag under it ends, as when the window loses focus.
            if showsHelp { scene.handle(.focusLost, at: sceneTime) }
        case "s":
            // The frame saved is the scene, not the message about the last screenshot.
            screenshotRequested = true
            message = nil
        case "f11": fullScreenRequested = true
        case "escape":
            if showsHelp { showsHelp = false } else if scene.capturesEscape { return false } else { quitRequested = true }
        case "q":
            if showsHelp { showsHelp = false } else { quitRequested = true }
        case "1", "2", "3", "4":
            guard let kind = SceneKind.allCases.first(where: { $0.key == name }) else { return false }
            // A scene's key closes the help, the shown scene's own too (it left the help open).
            showsHelp = false
            switchTo(kind)
        default: return false
        }
        return true
    }

    /// Why the last switch of scene failed (its scene could not be made: an asset missing, say),
    /// for a driver with no window to show it in (the headless one fails the run); nil when
    /// none has since the last switch that worked.
    public private(set) var failedSwitch: String?

    public func switchTo(_ kind: SceneKind) {
        guard kind.rawValue != scene.name else { return }
        let next: LeftScene
        if let left = leftScenes.removeValue(forKey: kind.rawValue) {
            next = left
        } else {
            do {
                next = LeftScene(scene: try SceneHost.make(kind, width: width, height: height, configuration: configuration),
                                 width: width, height: height, clock: 0)
            } catch {
                let reason = "cannot open the \(kind.rawValue) scene: \(error)"
                failedSwitch = reason
                show(reason.prefix(1).uppercased() + reason.dropFirst())
                return
            }
        }
        failedSwitch = nil
        // A pointer drag in progress ends here: its release would go to the other scene.
        scene.handle(.focusLost, at: sceneTime)
        leftScenes[scene.name] = LeftScene(scene: scene, width: width, height: height, clock: sceneTime)
        scene = next.scene
        message = nil  // a notice or "Saved ...": it was about what was on screen before
        sceneTimeOffset = now - next.clock  // its clock goes on from where it stood
        if next.width != width || next.height != height {
            scene.handle(.resize(width: width, height: height), at: sceneTime)
        }
        if let pointer { scene.handle(.pointerMove(pointer), at: sceneTime) }
    }

    /// Shows `text` at the top of the window for two seconds.
    public func show(_ text: String) {
        message = (text, now + 2)
    }

    public func screenshotSaved(to path: String) {
        screenshotRequested = false
        show("Saved \(path)")
    }

    public func update(to time: Double) {
        now = time
        scene.update(to: sceneTime)
        if let m = message, time >= m.until { message = nil }
    }

    public func draw(on canvas: Canvas) {
        stats.frame(at: now)
        scene.draw(on: canvas, overlay: overlay)
        var graph: Rect? = nil
        if overlay && HUD.fits(canvas, HUD.frameGraphMinimum) {
            if let size = graphCornerSize, size != (canvas.width, canvas.height) { graphOnLeft = false }
            graphCornerSize = (canvas.width, canvas.height)
            graphOnLeft = HUD.frameGraphOnLeft(on: canvas, now: graphOnLeft, clutter: scene.clutter(in:))
            graph = HUD.drawFrameGraph(stats, on: canvas, left: graphOnLeft)
        }
        if showsHelp {
            // Laid out again only when its text or the canvas changed: measuring every line each
            // frame cost more than drawing them.
            // What the overlay draws is told while it is on.
            let (title, lines, extra) = (scene.title, scene.helpLines, overlay ? scene.overlayLines : [])
            if !(helpLayout?.fits(title, lines + extra, on: canvas) ?? false) {
                helpLayout = HUD.helpLayout(title: title, sceneLines: lines, optional: extra,
                                            global: HUD.globalHelp(customPath: configuration.customPath != nil), on: canvas)
            }
            if let helpLayout { HUD.drawHelp(helpLayout, on: canvas) }
        } else {
            HUD.drawHint(on: canvas, right: hintOnRight(on: canvas))
        }
        // Below the frame graph and the overlay's text at the top, where there is room (a notice
        // covered the dynamics status line moved up there; found by a first-time user).
        let above = [graph, overlay ? scene.overlayTextAtTop : nil].compactMap { $0 }
        let avoiding = above.first.map { first in above.dropFirst().reduce(first) { $0.union($1) } }
        if let m = message { HUD.drawMessage(m.text, on: canvas, avoiding: avoiding) }
    }

    /// Whether the help hint goes in the bottom-right corner: where shapes lie under it in the
    /// bottom-left and none in the bottom-right (a square resting in the corner under gravity
    /// lay under it; found by a first-time user), unless the overlay labels that corner. It
    /// moves only when the other corner is clear, so that it does not flicker.
    private func hintOnRight(on canvas: Canvas) -> Bool {
        if overlay && scene.overlayUsesBottomRight {
            hintRight = false
        } else if scene.clutter(in: HUD.hintPlate(on: canvas, right: hintRight)) > 0
                    && scene.clutter(in: HUD.hintPlate(on: canvas, right: !hintRight)) == 0 {
            hintRight.toggle()
        }
        return hintRight
    }

    /// Tells the host the run was idle until `time` (the windowed driver waited for events).
    public func resumeAfterIdle() { stats.resetClock() }

    /// One line of the state stream.
    public func stateLine(frame: Int, time: Double) -> String {
        let head: [(String, JSONValue)] = [
            ("frame", .integer(frame)), ("t", .number(time)), ("scene", .string(scene.name)),
            ("overlay", .bool(overlay)),
        ]
        return JSONValue.object(head + scene.state).serialized
    }
}
