import Geometry

/// A handle that lives on a path: dragged by a pointer through ``DragSolver``, nudged by keys,
/// gliding on after release, and kept at the same fraction of the path when the path is rebuilt.
///
/// Time is always passed in (seconds), never read from a clock, so a run can be replayed.
public struct PathHandle: Sendable {
    /// The measured path the handle lives on; ``replaceMeasure(_:)`` changes it.
    public private(set) var measure: PathMeasure
    /// Where the handle is: kept whole (segment and parameter too), so that each pointer event
    /// descends from it without inverting an arc length.
    public private(set) var location: PathLocation
    /// Radius of the handle's hit circle.
    public var hitRadius: Double
    /// Decides where a dragged handle goes: on along its own branch, or over to the nearest one.
    public var solver: DragSolver
    /// The speed along the path, in px/s, above which a released handle glides on (30: a
    /// release at rest, with a pointer that trembles a little, does not).
    public var glideThreshold = 30.0
    /// The fastest a released handle glides on, in px/s (4,000: 67 px a frame at 60 fps, and
    /// 1,300 px in all). A flick of 10 px a millisecond glided at 10,000 px/s, two laps of the
    /// figure-8 a frame, the handle seeming to jump about at random (found by a first-time user).
    public var fastestGlide = 4000.0

    /// How fast a drag takes up the gap a resize or the keys opened between the handle and a
    /// still pointer: each pointer move of `m` px takes up to `catchUp * m` px off the gap
    /// between the point the handle is pulled to and the pointer's own (the handle, sliding
    /// along the path after it, may go further), so that the handle comes back to where the
    /// pointer grabbed it as the drag goes on, never with a jump: while the gap closes it only
    /// slides, jumping to no other branch. (Zero: the gap stays for the rest of the drag, as it did: after a resize the handle
    /// followed 95 px from the pointer; found by a first-time user.)
    public var catchUp = 1.0

    /// While dragging: the point the user wants the handle at (pointer plus grab offset).
    public private(set) var desired: Point?
    /// While dragging: the pointer plus the grab offset it took, where the pointer holds the
    /// handle; ``desired`` until a resize or the keys open a gap, which it shows while that
    /// closes (see ``catchUp``).
    public var held: Point? { desired.map { $0 - (grabOffset - heldOffset) } }
    /// The handle's place less the pointer's: as grabbed, plus what is left of a gap (see ``catchUp``).
    private var grabOffset = Vector.zero
    /// The grab offset as the pointer took it, which ``grabOffset`` comes back to.
    private var heldOffset = Vector.zero
    /// Arc length travelled while dragging, unwrapped (keeps growing past a full lap).
    private var travelled = 0.0
    private var tracker = VelocityTracker()
    /// The glide after a flick, while it lasts (``advance(to:)`` moves it on); nil when the handle
    /// is at rest or being dragged.
    public private(set) var glide: Glide?
    private var glideOrigin = 0.0
    /// When the last pointer event of a drag came, and how far behind the time of the last
    /// ``advance(to:)`` of the drag that was: a frame shows the handle where the last event put it.
    private var lastPointerTime = 0.0, dragLag = 0.0
    /// How far behind the time asked for a glide is shown: the drag's lag, carried on, so that
    /// the first frame of the glide does not make it up at once (a flick's release frame moved
    /// 1.7 times as far as the frames before and after it; found by a first-time user). Nil
    /// until the glide's first ``advance(to:)`` sets it.
    private var glideLag: Double?

    /// A handle at arc length `s` on `measure` (clamped, or wrapped on a closed path, as
    /// ``PathMeasure/location(atLength:)`` does), hit within `hitRadius` px of its centre.
    public init(measure: PathMeasure, s: Double = 0, hitRadius: Double = 15, solver: DragSolver = DragSolver()) {
        self.measure = measure
        self.location = measure.location(atLength: s)
        self.hitRadius = hitRadius
        self.solver = solver
    }

    /// True from a ``pointerDown(at:time:)`` that hit the handle until ``pointerUp(at:time:)`` or
    /// ``cancelDrag()``.
    public var isDragging: Bool { desired != nil }
    /// True while a glide after a flick is under way.
    public var isGliding: Bool { glide != nil }
    /// Arc length of the handle from the path's start.
    public var s: Double { location.s }
    /// Where the handle is: the point on the path at arc length ``s``.
    public var point: Point { location.point }
    /// The unit tangent at the handle, toward increasing arc length: for turning it along the path.
    public var tangent: Vector { measure.tangent(at: location) }
    /// Position as a fraction of the path's length, in `[0, 1]`.
    public var fraction: Double { measure.length > 0 ? s / measure.length : 0 }

    /// True when `p` is on the handle.
    public func hits(_ p: Point) -> Bool { p.distance(to: point) <= hitRadius }

    /// Starts a drag if `p` is on the handle (stopping any glide). Returns whether it did.
    @discardableResult
    public mutating func pointerDown(at p: Point, time: Double) -> Bool {
        guard hits(p) else { return false }
        glide = nil
        grabOffset = point - p
        heldOffset = grabOffset
        desired = point
        (lastPointerTime, dragLag) = (time, 0)
        forgetMotion()
        tracker.add(0, at: time)
        return true
    }

    /// Moves the desired point with the pointer and slides the handle toward it.
    public mutating func pointerMove(to p: Point, time: Double) {
        guard let wanted = desired, p.isFinite else { return }
        // (Most moves have no gap to close, and pay nothing for it.)
        let closingGap = catchUp > 0 && grabOffset != heldOffset
        if closingGap {
            let gap = grabOffset - heldOffset, closing = catchUp * p.distance(to: wanted - grabOffset)
            grabOffset = heldOffset + (gap.length > closing ? gap * (1 - closing / gap.length) : .zero)
        }
        let target = p + grabOffset
        desired = target
        lastPointerTime = time
        // While a gap closes, the handle only slides: the point it is pulled to crosses the
        // figure toward the pointer, and the jump rule took it over to another branch at the
        // figure-8's crossing, 200 px from the pointer (found by a first-time user).
        let (result, jumped) = closingGap ? (solver.slide(measure, from: location, toward: target), false)
                                          : solver.solveTellingJumps(measure, from: location, toward: target)
        // While a gap closes, the handle's motion is partly the gap's: not a release's to carry
        // on (a flick then glided at up to twice the drag's speed; found in review).
        if !jumped, !closingGap, let moved = distanceAlongSubpath(from: location, to: result.location) {
            travelled += moved
        } else {
            // A jump (to another branch, or over to another subpath), or a gap closing: not a
            // motion a release should carry on.
            forgetMotion()
        }
        location = result.location
        tracker.add(travelled, at: time)
    }

    /// Ends the drag. A handle released while moving along the path faster than
    /// ``glideThreshold`` (its speed averaged over the last tenth of a second, as
    /// ``VelocityTracker`` measures it) glides on at that speed; one released after the pointer
    /// stopped stays where it is.
    public mutating func pointerUp(at p: Point, time: Double) {
        guard desired != nil else { return }
        pointerMove(to: p, time: time)
        let v = tracker.speed(at: time)
        desired = nil
        if abs(v) > glideThreshold { startGlide(speed: min(max(v, -fastestGlide), fastestGlide), time: time) }
    }

    /// Ends a drag without a glide (focus lost, drag cancelled).
    public mutating func cancelDrag() {
        desired = nil
    }

    /// Moves the handle by `ds` of arc length along the whole path, as
    /// ``PathMeasure/location(atLength:)`` counts it: past the end of one subpath it goes on into
    /// the next (unlike a drag or a glide, which stay on theirs), wraps round a path that is one
    /// closed subpath, and stops at the ends of any other. Stops a glide.
    public mutating func move(by ds: Double) {
        glide = nil
        location = measure.location(atLength: s + ds)
        // In a drag, the pointer goes on moving the handle from here (the next 1 px move threw it
        // back where the pointer held it, 100 px after Shift+Right twice; found by a first-time
        // user); the keys' step is not a motion a release should carry on.
        if desired != nil {
            regrab()
            forgetMotion()
        }
    }

    /// In a drag, takes the grab offset again from the pointer, which has not moved (it is
    /// `desired - grabOffset`), to the handle's new place (moved by the keys or a resize), so
    /// that the next pointer move moves the handle from there (and the gap closes as the drag
    /// goes on, see ``catchUp``).
    private mutating func regrab() {
        guard let wanted = desired else { return }
        grabOffset = point - (wanted - grabOffset)
        desired = point
    }

    /// Forgets the drag's motion so far: what comes next is not carried on from it by a release.
    private mutating func forgetMotion() {
        travelled = 0
        tracker.reset()
    }

    /// Advances a glide to `time`. A glide, like a drag, stays on the handle's subpath: it goes
    /// round a closed one, and stops at the ends of an open one.
    ///
    /// A glide is shown as far behind `time` as the drag before it was (see ``glideLag``), and
    /// never from before its release.
    public mutating func advance(to time: Double) {
        if isDragging { dragLag = max(0, time - lastPointerTime) }
        guard let g = glide, let span = measure.subpathSpan(containingSegment: location.segmentIndex) else { return }
        let lag = glideLag ?? min(dragLag, max(0, time - g.startTime))
        glideLag = lag
        let shown = time - lag
        let target = glideOrigin + g.distance(at: shown)
        location = measure.location(atLength: target, within: span)
        let hitEnd = !span.isClosed && location.s != target
        if shown >= g.endTime || hitEnd { glide = nil }
    }

    /// Replaces the path (after a resize, say), keeping the handle at the same fraction of its length.
    public mutating func replaceMeasure(_ newMeasure: PathMeasure) {
        let f = fraction
        // A glide goes on at the same pace relative to the path: its lengths scale with the path.
        let scale = measure.length > 0 && newMeasure.length.isFinite ? newMeasure.length / measure.length : 0
        // On the same subpath: at the end of one, the next starts at the same arc length.
        let subpath = measure.subpathSpan(containingSegment: location.segmentIndex)?.index
        measure = newMeasure
        if let subpath, newMeasure.subpathSpans.indices.contains(subpath) {
            // Clamped, not wrapped: at the start or the end of a closed subpath (the same point),
            // rounding must not carry the fraction round to the other.
            let span = newMeasure.subpathSpans[subpath]
            location = newMeasure.location(atLength: min(max(f * newMeasure.length, span.startLength), span.endLength),
                                           within: span)
        } else {
            location = newMeasure.location(atLength: f * newMeasure.length)
        }
        if var g = glide, scale > 0 {
            g.initialSpeed *= scale
            g.stopSpeed *= scale
            glide = g
            glideOrigin *= scale
        } else {
            glide = nil
        }
        // The pointer stays where it was. (Kept as it was, the grab offset slid the handle on a
        // 1 px move after a resize to where it pointed, 82 px off; found by a first-time user.)
        regrab()
        // A drag's motion so far counts at the new size, as a glide's does: mixed with the moves
        // after, a release just after read the wrong speed.
        if scale > 0 {
            travelled *= scale
            tracker.scalePositions(by: scale)
        } else {
            forgetMotion()
        }
    }

    private mutating func startGlide(speed: Double, time: Double) {
        glide = Glide(initialSpeed: speed, startTime: time)
        glideOrigin = s
        glideLag = nil
    }

    /// The change of arc length from `a` to `b` along their subpath, the short way round a
    /// closed one; nil when they lie on different subpaths.
    private func distanceAlongSubpath(from a: PathLocation, to b: PathLocation) -> Double? {
        guard let span = measure.subpathSpan(containingSegment: a.segmentIndex),
              span.segments.contains(b.segmentIndex) else { return nil }
        var d = b.s - a.s
        if span.isClosed, span.length > 0 {
            d -= span.length * (d / span.length).rounded()
        }
        return d
    }
}
