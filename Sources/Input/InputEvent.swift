import Geometry

/// One thing the user did, in the project's own vocabulary (no SDL types leak past Platform).
///
/// Pointer positions are in window coordinates: logical pixels, origin top left, y down.
public enum InputEvent: Hashable, Sendable {
    /// The primary pointer button went down at a point.
    case pointerDown(Point)
    /// The pointer moved to a point (with or without a button held).
    case pointerMove(Point)
    /// The primary pointer button went up at a point.
    case pointerUp(Point)
    /// A key was pressed.
    case key(Key)
    /// The window's drawable area changed to `width` x `height` logical pixels.
    case resize(width: Int, height: Int)
    /// The window lost the keyboard/pointer focus: a pointer drag in progress must end (the
    /// host also sends it to a scene it leaves, and when the help panel covers it).
    case focusLost
    /// The window was shown or uncovered: its contents must be drawn again.
    case exposed
    /// The user asked to close the window.
    case quit

    /// The event with its pointer position, if it has one, mapped by `f` (into a scene's own
    /// coordinates, say); other events as they are.
    public func mappingPointer(_ f: (Point) -> Point) -> InputEvent {
        switch self {
        case .pointerDown(let p): .pointerDown(f(p))
        case .pointerMove(let p): .pointerMove(f(p))
        case .pointerUp(let p): .pointerUp(f(p))
        default: self
        }
    }
}

/// A key press: SDL's key name in lower case ("d", "escape", "space", "left", ...) and Shift.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var shift: Bool

    public init(_ name: String, shift: Bool = false) {
        self.name = name.lowercased()
        self.shift = shift
    }

    public var description: String { shift ? "shift+\(name)" : name }
}

/// An input event stamped with its time in seconds from the start of the run.
public struct TimedEvent: Hashable, Sendable {
    public var time: Double
    public var event: InputEvent

    public init(time: Double, event: InputEvent) {
        self.time = time
        self.event = event
    }
}
