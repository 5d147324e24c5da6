import Geometry

/// The velocity a held shape is let go with: the pointer's own over its last moments, as touch
/// toolkits fling, less the longer the pointer had been still before letting go, and none
/// after a pause.
///
/// (Letting the shape keep its own velocity threw it backwards: the joint that pulls it after
/// the pointer carries it past a pointer that stops, and pulls it back, so a shape dragged fast
/// and let go a moment after stopping flew back the way it came at up to 600 px/s.)
struct PointerThrow {
    /// The pointer's velocity is its average over this long before its last move, in seconds...
    static let window = 0.05
    /// ... or, when the moves come further apart (a low frame rate), over the last two, if they
    /// are no further apart than this.
    static let longestStep = 0.1
    /// Let go within this long (s) of its last move, the shape gets all of the pointer's velocity
    /// (less a little, see ``slowest``)...
    static let fullThrow = 0.02
    /// Still this long (s) or more, the pointer has stopped, and the throw is no faster than the
    /// shape goes its way (see ``velocity(at:shape:)``). Two frames' more: the window stamps
    /// events with the frame they arrive in, and under a joint pulled in steps a frame apart the
    /// shape's own velocity swings, so a flick let go in the frame after its last move, its
    /// shape swinging back for a moment, was not thrown (the window test caught it).
    static let stoppedAfter = 0.04
    /// ... and less the longer the pointer was still (by the square of what is left of this
    /// pause), none after this long: the pointer slowing to a stop. (A hard cut at 40 ms lost
    /// throws to timing: the window stamps events with the frame they arrive in, and a loaded
    /// machine delivers them late. A straight fade to 120 ms still threw a shape let go a tenth
    /// of a second after the pointer stopped at 180 px/s, and it slid 190 px: a first-time user
    /// had stopped, and saw it slide away.)
    static let pause = 0.1
    /// A throw slower than this (px/s) is none, and every throw is slower by its square over the
    /// throw's speed: a shape placed with a last small movement of the hand stays where it is put
    /// (the world damps little, and 90 px/s carried a shape 120 px; it is thrown at 62), and a
    /// fast throw keeps nearly all of its speed (50 px/s less at any speed left a 300 px/s throw
    /// a sixth slower; found by a first-time user).
    static let slowest = 50.0

    /// The pointer's recent places, where it moved to (a report of the same place is no move),
    /// oldest first; a few are enough.
    private var moves: [(time: Double, point: Point)] = []

    /// Forgets the pointer's past (a new grab).
    mutating func reset() { moves.removeAll(keepingCapacity: true) }

    /// Records the pointer at `p` at `time`.
    mutating func add(_ p: Point, at time: Double) {
        guard p != moves.last?.point else { return }
        moves.append((time, p))
        if moves.count > 16 { moves.removeFirst() }
    }

    /// The throw for a release at `time` of a shape moving at `shape` (px/s). Once the pointer
    /// has been still ``stoppedAfter`` or more, the throw goes no faster along its way than the
    /// shape itself, and not at all when the shape goes back: the pointer has stopped, and the
    /// joint has carried the shape past it and is pulling it back. (Faded but not stopped, the
    /// throw sped up a shape let go 40 ms after the pointer stopped from 302 to 658 px/s, and
    /// turned one swinging back at 396 px/s round to 454 the other way; found by a first-time user.)
    func velocity(at time: Double, shape: Vector) -> Vector {
        guard let last = moves.last else { return .zero }
        let left = min(1, (Self.pause - (time - last.time)) / (Self.pause - Self.fullThrow))
        guard left > 0 else { return .zero }
        let earlier = moves.dropLast()
        guard let from = earlier.first(where: { $0.time >= last.time - Self.window && $0.time < last.time })
            ?? earlier.last(where: { $0.time < last.time && $0.time >= last.time - Self.longestStep }) else { return .zero }
        let pointer = (last.point - from.point) / (last.time - from.time)
        let faded = pointer.length * left * left
        let stopped = time - last.time >= Self.stoppedAfter
        let speed = stopped ? min(faded, max(0, shape.dot(pointer) / pointer.length)) : faded
        guard speed > Self.slowest else { return .zero }
        return pointer * ((speed - Self.slowest * Self.slowest / speed) / pointer.length)
    }
}
