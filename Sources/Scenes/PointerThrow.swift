import Geometry
import Motion

/// The velocity a held shape is let go with: the pointer's own over its last moments, as touch
/// toolkits fling, and none when it had stopped before letting go.
///
/// (Letting the shape keep its own velocity threw it backwards: the joint that pulls it after
/// the pointer carries it past a pointer that stops, and pulls it back, so a shape dragged fast
/// and let go a moment after stopping flew back the way it came at up to 600 px/s.)
struct PointerThrow {
    /// The window the pointer's velocity is averaged over, in seconds.
    static let window = 0.05
    /// A pointer still for longer than this (s) before letting go throws nothing.
    static let pause = 0.04

    private var x = VelocityTracker(window: PointerThrow.window)
    private var y = VelocityTracker(window: PointerThrow.window)
    private var lastMove = -Double.infinity
    private var last: Point?

    /// Forgets the pointer's past (a new grab).
    mutating func reset() {
        (x, y, lastMove, last) = (VelocityTracker(window: Self.window), VelocityTracker(window: Self.window),
                                  -.infinity, nil)
    }

    /// Records the pointer at `p` at `time`; a move to where it already is does not count as moving.
    mutating func add(_ p: Point, at time: Double) {
        if p != last { lastMove = time }
        last = p
        x.add(p.x, at: time)
        y.add(p.y, at: time)
    }

    /// The throw for a release at `time`: the pointer's velocity as it last moved (a release
    /// a frame after the last move is still a throw at that speed).
    func velocity(at time: Double) -> Vector {
        guard time - lastMove <= Self.pause else { return .zero }
        return Vector(x.speed(at: lastMove), y.speed(at: lastMove))
    }
}
