import Canvas
import Geometry
import Input

/// One interactive demo: it takes input, advances with the clock it is given, draws itself, and
/// reports its observable state. A scene is deterministic given its events and its times.
public protocol Scene: AnyObject {
    /// The name used on the command line and in the state stream ("figure8", ...).
    var name: String { get }
    /// A short human title for the window and the help panel.
    var title: String { get }
    /// Scene-specific keys, one "key: what it does" line each, for the help panel.
    var helpLines: [String] { get }
    /// What the debug overlay draws in this scene, for the help panel while the overlay is on
    /// (a first-time user could not tell what its lines and dots were).
    var overlayLines: [String] { get }
    /// True while something moves by itself (a glide, an animation): frames are needed even
    /// without input.
    var isAnimating: Bool { get }

    /// Handles an event that the host did not take (pointer, scene keys, resize, focus lost).
    func handle(_ event: InputEvent, at time: Double)
    /// Advances to `time`, on the scene's own clock: seconds it has been shown (it starts when the
    /// scene is first shown, and stands still while another scene is).
    func update(to time: Double)
    /// Draws the scene; `overlay` asks for the debug overlay.
    func draw(on canvas: Canvas, overlay: Bool)
    /// The scene's observable state for the state stream.
    var state: [(String, JSONValue)] { get }
    /// True while Esc means something to the scene (cancel a drag) rather than "quit".
    var capturesEscape: Bool { get }
    /// How much of what matters lies in `box`, where the overlay's frame graph would go: 0
    /// nothing, 1 part of the drawing (a path, shapes), 2 what the user is working with (the
    /// handle, the flying image or its goal, an item). (Default: 0.)
    func clutter(in box: Rect) -> Int
    /// Where the overlay's text lies at the top of the window, if it has any there: a notice
    /// keeps below it. (Default: nil.)
    var overlayTextAtTop: Rect? { get }
    /// Whether the overlay draws a label in the window's bottom-right corner (the help hint
    /// keeps out of it). (Default: true.)
    var overlayUsesBottomRight: Bool { get }
    /// A notice for the user, handed over once (the host shows it for two seconds): something
    /// asked for could not be done. Nil when there is none.
    func takeNotice() -> String?
}

extension Scene {
    public var capturesEscape: Bool { false }
    public func clutter(in box: Rect) -> Int { 0 }
    public var overlayUsesBottomRight: Bool { true }
    public var overlayTextAtTop: Rect? { nil }
    public func takeNotice() -> String? { nil }
}
