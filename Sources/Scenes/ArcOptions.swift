import Motion

extension CaseIterable where Self: Equatable {
    /// The case after this one, the first after the last: what a key that steps through an
    /// option's values sets.
    var next: Self {
        let all = Array(Self.allCases)
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}

/// The arc scene's choices; each has a key and a command-line option.
public struct ArcOptions: Sendable, Equatable {
    /// How progress along the arc relates to time.
    public enum Timing: String, CaseIterable, Sendable {
        /// Constant speed (Core Animation's paced mode), the original's.
        case paced
        /// Paced, with the distance travelled eased by Core Animation's named curves.
        case easeIn = "ease-in", easeOut = "ease-out", easeInEaseOut = "ease-in-out", `default`

        public var curve: TimingCurve {
            switch self {
            case .paced: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInEaseOut: .easeInEaseOut
            case .default: .default
            }
        }
    }

    /// Which side of the direction of travel the arc bulges to.
    public enum Side: String, CaseIterable, Sendable {
        // (In the order the help lists them and B steps through them, the default first.)
        /// Whichever side keeps the arc inside the window (right when both do); when neither
        /// does, the arc is flattened toward its chord until it fits. With the smooth retarget, a
        /// moving image sets off on the side that starts the way it is going (flattened if need
        /// be, when it goes at 100 px/s or more).
        case inside
        /// The right-hand side as seen on screen, the original's.
        case right
        case left
    }

    public var timing: Timing = .paced
    /// Fixed duration in seconds (the original's 2.0), used when `speed` is nil.
    public var duration: Double = 2.0
    /// A fixed speed in px/s instead of a fixed duration.
    public var speed: Double? = nil
    /// Inside by default: the original's right-hand arc flies off screen from near an edge.
    public var side: Side = .inside
    /// Turn the image along the direction of travel (Core Animation's `rotationMode = auto`).
    public var rotates = false
    /// Blend the old motion into the new on a retarget; false gives the original's velocity jump.
    public var smoothRetarget = true

    /// The speed the V key switches to when no other was in use.
    public static let defaultSpeed = 400.0

    public init() {}
}
