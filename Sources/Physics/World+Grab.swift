import CChipmunk
import Geometry

/// Grabbing: a kinematic anchor that follows the pointer and a pivot joint to the held body.
extension World {
    /// Holds body `id` at `point` (a point on it): a joint ties that point to an anchor that
    /// follows ``moveGrab(to:arrivingAt:)``, pulling with at most
    /// ``WorldConfiguration/grabForcePerMass`` times the body's mass, so the body still collides
    /// on the way. The noise field leaves a held body alone. Returns false for an unknown body or
    /// a point that is not finite.
    @discardableResult
    public func grab(_ id: BodyID, at point: Point) -> Bool {
        guard let e = entry(id), point.isFinite else { return false }
        releaseGrab()
        let p = clampedIntoInterior(point)
        cpBodySetPosition(anchor, cpv(p))
        cpBodySetVelocity(anchor, cpVect(x: 0, y: 0))
        // Held where it is seen, as it is drawn between steps (see World+Between.swift): from
        // where it really is, up to a step ahead, a fast shape was held off its edge.
        let seen = shownBody(id) ?? snapshot(e)
        let d = p - seen.position, c = cos(seen.angle), s = sin(seen.angle)
        let local = cpv(Vector(d.dx * c + d.dy * s, -d.dx * s + d.dy * c))
        let j = cpPivotJointNew2(anchor, e.body, cpVect(x: 0, y: 0), local)!
        cpConstraintSetMaxForce(j, configuration.grabForcePerMass * e.mass)
        // Close a gap between the held point and the anchor at a rate k = 26/s (35 % of it each
        // 1/60 s; Chipmunk's default, 10 %, trails visibly behind a moving pointer). The approach
        // v = k e can be braked by the force limit a while k² e <= a, so it does not overshoot
        // for gaps up to about 75 px; above that, the catch-up speed is capped.
        cpConstraintSetErrorBias(j, pow(1 - 0.35, 60))
        cpConstraintSetMaxBias(j, 2000)
        cpSpaceAddConstraint(space, j)
        joint = j
        cpShapeSetFilter(e.shape, filter(forGrabbed: true))
        grab = Grab(body: id, localPoint: Vector(local.x, local.y), target: p, arrival: time)
        return true
    }

    /// Moves the held point's target to `point` (clamped into the world), to be reached at
    /// `time`: the anchor moves there in a straight line at constant speed over the steps up to
    /// `time`, or in the next step when `time` is not ahead of the world. Non-finite input is
    /// ignored.
    public func moveGrab(to point: Point, arrivingAt time: Double) {
        guard let g = grab, point.isFinite, time.isFinite else { return }
        grab = Grab(body: g.body, localPoint: g.localPoint, target: clampedIntoInterior(point), arrival: time)
    }

    /// Lets go: the body keeps the velocity it has, and the noise takes over again.
    public func release() { releaseGrab() }

    /// Lets go, throwing the body at `velocity` (px/s, within the speed limit): a scene throws
    /// with the pointer's own velocity, not the one the joint left. Thrown, it keeps turning as
    /// it did; let go with no velocity, it stops turning too, and stays put.
    public func release(throwing velocity: Vector) {
        if let g = grab, let e = entry(g.body), velocity.isFinite {
            cpBodySetVelocity(e.body, cpv(limited(velocity)))
            if velocity == .zero { cpBodySetAngularVelocity(e.body, 0) }
        }
        releaseGrab()
    }

    /// Where the held point is (on the body), if something is held: as the body shows at the
    /// time last asked for (see ``shownBodies``), so that the overlay's dot sits on the shape
    /// drawn (from where the body really was, it sat up to a step ahead of it at 144 Hz).
    public var grabPoint: Point? {
        guard let g = grab, let b = shownBody(g.body) else { return nil }
        return b.worldPoint(g.localPoint)
    }

    func releaseGrab() {
        if let j = joint {
            cpSpaceRemoveConstraint(space, j)
            cpConstraintFree(j)
            joint = nil
        }
        if let g = grab, let e = entry(g.body) { cpShapeSetFilter(e.shape, filter(forGrabbed: false)) }
        grab = nil
        cpBodySetVelocity(anchor, cpVect(x: 0, y: 0))
    }

    /// Sets the anchor's velocity so that it arrives at the target at the grab's arrival time.
    func moveAnchor(now: Double, dt: Double) {
        guard let g = grab else { return }
        let p = Point(cpBodyGetPosition(anchor))
        let remaining = g.arrival - now
        let next = remaining > dt * (1 + 1e-9) ? p + (g.target - p) * (dt / remaining) : g.target
        let v = (next - p) / dt
        cpBodySetVelocity(anchor, cpv(v.isFinite ? v : .zero))
    }

    func clampedIntoInterior(_ p: Point) -> Point {
        interior.clamped(p)
    }

    func filter(forGrabbed grabbed: Bool) -> cpShapeFilter {
        let mask = grabbed && !collidesWhileGrabbed ? World.wallCategory : ~0
        return cpShapeFilter(group: 0, categories: World.bodyCategory, mask: mask)
    }

    func limited(_ v: Vector) -> Vector {
        let l = v.length, limit = configuration.speedLimit
        return l > limit ? v * (limit / l) : v
    }
}
