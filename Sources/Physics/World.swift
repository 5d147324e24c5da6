import CChipmunk
import Geometry

/// A world of rigid convex bodies inside four walls, simulated by Chipmunk2D.
///
/// The world owns every Chipmunk object it makes (the space, bodies, shapes, walls and the grab
/// joint) and frees them; none of them is visible outside this module. Every input is checked
/// before it reaches Chipmunk (Debian's build aborts the process on a failed debug check), so
/// NaN, infinite or absurd values are clamped or refused here.
///
/// Time is passed in: ``advance(to:)`` runs fixed steps of ``WorldConfiguration/substep`` up to
/// the given time, so the same inputs at the same times give the same motion, whatever the
/// frame rate. Coordinates are screen coordinates (y down); gravity points to +y.
///
///     let world = World(bounds: Rect(x: 0, y: 0, width: 800, height: 600))
///     let square = world.add(ConvexShape.rectangle(width: 100, height: 100)!, at: Point(50, 50))
///     world.advance(to: 1.0)
///     print(world.body(square!)!.position)
public final class World {
    public let configuration: WorldConfiguration
    /// The rectangle the walls enclose, as asked for.
    public private(set) var bounds: Rect
    /// The rectangle the walls actually enclose: `bounds`, grown (from its top-left corner) when
    /// it is too small for the bodies: narrower than the largest, or too small for all of them
    /// at ``WorldConfiguration/maximumPacking``.
    public private(set) var interior: Rect
    /// The area all bodies cover, px².
    public private(set) var totalArea = 0.0
    public var isGravityOn = false {
        didSet { cpSpaceSetGravity(space, isGravityOn ? cpv(configuration.gravity) : cpVect(x: 0, y: 0)) }
    }
    public var isNoiseOn = true
    public var noise: NoiseField
    /// Whether a held body collides with the other bodies (see ``WorldConfiguration``).
    public var collidesWhileGrabbed: Bool {
        didSet { if let grab, let e = entry(grab.body) { cpShapeSetFilter(e.shape, filter(forGrabbed: true)) } }
    }
    /// The grab in progress, if any.
    public private(set) var grab: Grab?
    /// Steps taken since the world was made.
    public private(set) var stepCount = 0
    private var timeOrigin = 0.0
    /// The latest time ``advance(to:)`` was asked for (the world's own clock trails it by less
    /// than a step).
    public private(set) var requestedTime = 0.0

    private let space: OpaquePointer
    /// Bodies in ascending id order: the order they are reported, pushed and stepped in, so runs
    /// repeat exactly.
    private var entries: [Entry] = []
    /// Where each id is in `entries`.
    private var slots: [BodyID: Int] = [:]
    private var walls: [OpaquePointer] = []
    /// The kinematic body the grab joint pulls toward; it follows the pointer.
    private let anchor: OpaquePointer
    private var joint: OpaquePointer?
    private var nextID = 1

    struct Entry {
        let id: BodyID
        let body: OpaquePointer
        let shape: OpaquePointer
        let convex: ConvexShape
        let mass: Double
    }

    static let bodyCategory: cpBitmask = 1
    static let wallCategory: cpBitmask = 2
    /// How far a body may be inside a wall at the end of a step, px (the solver's resting
    /// contacts are a fraction of this deep).
    public static let wallTolerance = 0.5
    /// Coordinates are kept within this magnitude.
    static let coordinateLimit = 1e6

    /// A world whose walls enclose `bounds` (a rectangle that is not finite becomes 1x1 at the
    /// origin; sides are kept between 1 and 10^6 px).
    public init(bounds: Rect, configuration: WorldConfiguration = WorldConfiguration(), noise: NoiseField = NoiseField()) {
        var c = configuration
        c.sanitize()
        self.configuration = c
        self.noise = noise
        collidesWhileGrabbed = c.collidesWhileGrabbed
        let b = World.sanitized(bounds)
        self.bounds = b
        interior = b
        _ = ChipmunkBanner.silenced
        space = cpSpaceNew()
        cpSpaceSetIterations(space, Int32(c.iterations))
        cpSpaceSetDamping(space, c.damping)
        cpSpaceSetGravity(space, cpVect(x: 0, y: 0))
        anchor = cpBodyNewKinematic()
        cpSpaceAddBody(space, anchor)
        buildWalls()
    }

    deinit {
        releaseGrab()
        for e in entries { destroy(e) }
        removeWalls()
        cpSpaceRemoveBody(space, anchor)
        cpBodyFree(anchor)
        cpSpaceFree(space)
    }

    /// The world's clock: the time of the last step.
    public var time: Double { timeOrigin + Double(stepCount) * configuration.substep }

    // MARK: Bodies

    /// The number of bodies.
    public var count: Int { entries.count }

    /// All bodies, in the order they were added.
    ///
    /// - Complexity: O(n) in the number of bodies.
    public var bodies: [Body] { entries.map(snapshot) }

    /// All ids, in the order the bodies were added.
    public var ids: [BodyID] { entries.map(\.id) }

    /// The body `id` as it is now, or nil when the world has no such body.
    public func body(_ id: BodyID) -> Body? { entry(id).map(snapshot) }

    private func entry(_ id: BodyID) -> Entry? { slots[id].map { entries[$0] } }

    private func snapshot(_ e: Entry) -> Body {
        Body(id: e.id, shape: e.convex, position: Point(cpBodyGetPosition(e.body)), angle: cpBodyGetAngle(e.body),
             velocity: Vector(cpBodyGetVelocity(e.body)), angularVelocity: cpBodyGetAngularVelocity(e.body),
             mass: e.mass)
    }

    /// Adds a body of `shape` with its centre at `center`, turned by `angle`, moving at `velocity`.
    ///
    /// The centre is moved as little as needed to put the whole body inside the walls; a velocity
    /// or angle that is not finite counts as zero, and a speed is capped at the speed limit. When
    /// the bodies would be packed too tightly (see ``hasRoom(for:)``) the walls move out beyond
    /// `bounds` to make room: ask ``hasRoom(for:)`` first to keep every body within `bounds`.
    /// Returns nil when `center` is not finite or the world is full.
    @discardableResult
    public func add(_ shape: ConvexShape, at center: Point, angle: Double = 0, velocity: Vector = .zero) -> BodyID? {
        guard center.isFinite, entries.count < configuration.maximumBodies else { return nil }
        let id = BodyID(rawValue: nextID)
        nextID += 1
        if !hasRoom(for: shape) || 2 * shape.radius + 1 > min(interior.width, interior.height) {
            fitInterior(largestRadius: max(shape.radius, largestRadius), extraArea: shape.area)
        }
        let a = angle.isFinite ? angle.truncatingRemainder(dividingBy: 2 * .pi) : 0
        let p = pushedInside(shape.vertices(center: center, angle: a), center: center)
        let mass = shape.area / 10_000
        var local = shape.vertices.map { cpVect(x: $0.dx, y: $0.dy) }
        let moment = cpMomentForPoly(mass, Int32(local.count), &local, cpVect(x: 0, y: 0), 0)
        guard mass > 0, mass.isFinite, moment > 0, moment.isFinite else { return nil }
        let body = cpBodyNew(mass, moment)!
        cpBodySetPosition(body, cpv(p))
        cpBodySetAngle(body, a)
        cpBodySetVelocity(body, cpv(limited(velocity.isFinite ? velocity : .zero)))
        cpBodySetUserData(body, UnsafeMutableRawPointer(bitPattern: id.rawValue))
        let polyShape = cpPolyShapeNew(body, Int32(local.count), &local, cpTransformIdentity, 0)!
        cpShapeSetFriction(polyShape, configuration.friction)
        cpShapeSetElasticity(polyShape, configuration.elasticity)
        cpShapeSetFilter(polyShape, filter(forGrabbed: false))
        cpSpaceAddBody(space, body)
        cpSpaceAddShape(space, polyShape)
        slots[id] = entries.count
        entries.append(Entry(id: id, body: body, shape: polyShape, convex: shape, mass: mass))
        totalArea += shape.area
        return id
    }

    /// Adds a body covering the convex hull of `polygon`, where it is. Returns nil when the hull
    /// is degenerate (see ``ConvexShape``), not finite, or the world is full.
    @discardableResult
    public func add(_ polygon: Polygon, velocity: Vector = .zero) -> BodyID? {
        guard let (shape, center) = ConvexShape.placing(polygon) else { return nil }
        return add(shape, at: center, velocity: velocity)
    }

    /// Removes body `id` (and lets go of it if it was held).
    public func remove(_ id: BodyID) {
        guard let i = slots[id] else { return }
        if grab?.body == id { releaseGrab() }
        destroy(entries[i])
        totalArea -= entries[i].convex.area
        entries.remove(at: i)
        slots[id] = nil
        for k in i..<entries.count { slots[entries[k].id] = k }
    }

    /// Removes every body for which `predicate` is true.
    ///
    /// - Complexity: O(n) in the number of bodies.
    public func removeAll(where predicate: (BodyID) -> Bool) {
        if let g = grab, predicate(g.body) { releaseGrab() }
        var kept: [Entry] = []
        for e in entries {
            if predicate(e.id) { destroy(e) } else { kept.append(e) }
        }
        entries = kept
        totalArea = kept.reduce(0) { $0 + $1.convex.area }
        slots = [:]
        for (k, e) in entries.enumerated() { slots[e.id] = k }
    }

    /// True when a body of `shape` can join without the bodies covering more than
    /// ``WorldConfiguration/maximumPacking`` of the interior (so without moving the walls out).
    public func hasRoom(for shape: ConvexShape) -> Bool {
        totalArea + shape.area <= configuration.maximumPacking * interior.width * interior.height
    }

    private var largestRadius: Double { entries.map(\.convex.radius).max() ?? 0 }

    private func destroy(_ e: Entry) {
        cpSpaceRemoveShape(space, e.shape)
        cpSpaceRemoveBody(space, e.body)
        cpShapeFree(e.shape)
        cpBodyFree(e.body)
    }

    // MARK: Time

    /// Steps the world in fixed substeps until the next one would pass `time`.
    ///
    /// A time that is not finite, or earlier than the world's, does nothing. When more than
    /// ``WorldConfiguration/maximumStepsPerAdvance`` steps are due, that many are taken and the
    /// rest of the interval is skipped.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        requestedTime = max(requestedTime, time)
        let dt = configuration.substep
        var taken = 0
        while timeOrigin + Double(stepCount + 1) * dt <= time + 1e-9 {
            guard taken < configuration.maximumStepsPerAdvance else {
                timeOrigin = time - Double(stepCount) * dt
                break
            }
            step()
            taken += 1
        }
    }

    /// Advances by `dt` seconds from the time last asked for, in fixed steps; the part of `dt`
    /// shorter than a step is carried over to the next call rather than lost.
    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        advance(to: requestedTime + dt)
    }

    /// One fixed step: forces from the noise field, the grab anchor's motion, then Chipmunk.
    public func step() {
        let dt = configuration.substep
        let now = time
        let held = grab?.body
        for e in entries {
            var v = Vector(cpBodyGetVelocity(e.body))
            let p = Point(cpBodyGetPosition(e.body))
            if v.squaredLength > configuration.speedLimit * configuration.speedLimit {
                v = limited(v)
                cpBodySetVelocity(e.body, cpv(v))
            }
            let w = cpBodyGetAngularVelocity(e.body)
            if abs(w) > configuration.angularSpeedLimit {
                cpBodySetAngularVelocity(e.body, min(max(w, -configuration.angularSpeedLimit), configuration.angularSpeedLimit))
            }
            if isNoiseOn, held != e.id {
                let a = noise.acceleration(at: p, time: now)
                cpBodySetForce(e.body, cpv(a * e.mass))
            }
        }
        moveAnchor(now: now, dt: dt)
        cpSpaceStep(space, dt)
        stepCount += 1
        for e in entries { keepInside(e) }
    }

    /// Walls stop a body only after it has moved into them: within one step a body at 5,000 px/s
    /// goes 40 px deep before the contact pushes it back over the next frames. Moving it back
    /// (and stopping its motion out of the interior) keeps every body inside at the end of every
    /// step, to within ``wallTolerance``. The tolerance leaves the solver's own resting contacts
    /// alone: a body pressed into the floor by a pile sits a fraction of a pixel deep, and lifting
    /// it out every step would push it into the body above.
    private func keepInside(_ e: Entry, tolerance: Double = World.wallTolerance) {
        let p = Point(cpBodyGetPosition(e.body)), r = e.convex.radius - tolerance
        let box = interior
        guard p.x - r < box.minX || p.x + r > box.maxX || p.y - r < box.minY || p.y + r > box.maxY else { return }
        let q = pushedInside(e.convex.vertices(center: p, angle: cpBodyGetAngle(e.body)), center: p, tolerance: tolerance)
        guard q != p else { return }
        cpBodySetPosition(e.body, cpv(q))
        var v = Vector(cpBodyGetVelocity(e.body))
        if q.x < p.x { v.dx = min(v.dx, 0) } else if q.x > p.x { v.dx = max(v.dx, 0) }
        if q.y < p.y { v.dy = min(v.dy, 0) } else if q.y > p.y { v.dy = max(v.dy, 0) }
        cpBodySetVelocity(e.body, cpv(v))
    }

    // MARK: Walls and resizing

    /// Moves the walls to enclose `bounds` and pushes every body back inside.
    ///
    /// A body that no longer fits is moved the least distance that puts it inside, and stops
    /// moving toward the wall that pushed it. When `bounds` is smaller than the largest body,
    /// the walls stay just large enough for it (see ``interior``).
    public func setBounds(_ bounds: Rect) {
        let b = World.sanitized(bounds)
        guard b != self.bounds else { return }
        self.bounds = b
        fitInterior(largestRadius: largestRadius)
        for e in entries { keepInside(e, tolerance: 0) }
        if let g = grab { moveGrab(to: g.target, arrivingAt: g.arrival) }
    }

    private static func sanitized(_ r: Rect) -> Rect {
        let limit = coordinateLimit
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            return Rect(x: 0, y: 0, width: 1, height: 1)
        }
        let x = min(max(r.minX, -limit), limit), y = min(max(r.minY, -limit), limit)
        let w = min(max(r.width, 1), limit), h = min(max(r.height, 1), limit)
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// Sets the interior to `bounds`, grown from its top-left corner until the largest body fits
    /// across it and all bodies fit at the maximum packing, and puts the walls around it.
    private func fitInterior(largestRadius: Double, extraArea: Double = 0) {
        let across = 2 * largestRadius + 1
        var w = max(bounds.width, across), h = max(bounds.height, across)
        let room = (totalArea + extraArea) / configuration.maximumPacking
        if w * h < room {
            let s = (room / (w * h)).squareRoot()
            w *= s
            h *= s
        }
        let fitted = Rect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        guard fitted != interior || walls.isEmpty else { return }
        interior = fitted
        rebuildWalls()
    }

    /// `center` moved by the least that brings all of `vertices` (placed about `center`) inside,
    /// or no more than `tolerance` outside.
    private func pushedInside(_ vertices: [Point], center: Point, tolerance: Double = 0) -> Point {
        guard var box = Rect(enclosing: vertices), box.minX.isFinite, box.maxX.isFinite,
              box.minY.isFinite, box.maxY.isFinite else { return interior.center }
        box = box.insetBy(tolerance)
        func shift(_ lo: Double, _ hi: Double, _ minEdge: Double, _ maxEdge: Double) -> Double {
            if hi - lo >= maxEdge - minEdge { return (minEdge + maxEdge) / 2 - (lo + hi) / 2 }
            if lo < minEdge { return minEdge - lo }
            if hi > maxEdge { return maxEdge - hi }
            return 0
        }
        let dx = shift(box.minX, box.maxX, interior.minX, interior.maxX)
        let dy = shift(box.minY, box.maxY, interior.minY, interior.maxY)
        return center + Vector(dx, dy)
    }

    private func buildWalls() {
        let t = configuration.wallThickness, r = interior
        let staticBody = cpSpaceGetStaticBody(space)
        let boxes = [
            cpBB(l: r.minX - t, b: r.minY - t, r: r.minX, t: r.maxY + t),  // left
            cpBB(l: r.maxX, b: r.minY - t, r: r.maxX + t, t: r.maxY + t),  // right
            cpBB(l: r.minX - t, b: r.minY - t, r: r.maxX + t, t: r.minY),  // top (y down)
            cpBB(l: r.minX - t, b: r.maxY, r: r.maxX + t, t: r.maxY + t),  // bottom
        ]
        for box in boxes {
            let wall = cpBoxShapeNew2(staticBody, box, 0)!
            cpShapeSetFriction(wall, configuration.friction)
            cpShapeSetElasticity(wall, configuration.elasticity)
            cpShapeSetFilter(wall, cpShapeFilter(group: 0, categories: World.wallCategory, mask: ~0))
            cpSpaceAddShape(space, wall)
            walls.append(wall)
        }
    }

    private func removeWalls() {
        for wall in walls {
            cpSpaceRemoveShape(space, wall)
            cpShapeFree(wall)
        }
        walls.removeAll()
    }

    private func rebuildWalls() {
        removeWalls()
        buildWalls()
    }

    // MARK: Grabbing

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
        let local = cpBodyWorldToLocal(e.body, cpv(p))
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

    /// Where the held point is now (on the body), if something is held.
    public var grabPoint: Point? {
        guard let g = grab, let b = body(g.body) else { return nil }
        return b.worldPoint(g.localPoint)
    }

    private func releaseGrab() {
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
    private func moveAnchor(now: Double, dt: Double) {
        guard let g = grab else { return }
        let p = Point(cpBodyGetPosition(anchor))
        let remaining = g.arrival - now
        let next = remaining > dt * (1 + 1e-9) ? p + (g.target - p) * (dt / remaining) : g.target
        let v = (next - p) / dt
        cpBodySetVelocity(anchor, cpv(v.isFinite ? v : .zero))
    }

    private func clampedIntoInterior(_ p: Point) -> Point {
        Point(min(max(p.x, interior.minX), interior.maxX), min(max(p.y, interior.minY), interior.maxY))
    }

    private func filter(forGrabbed grabbed: Bool) -> cpShapeFilter {
        let mask = grabbed && !collidesWhileGrabbed ? World.wallCategory : ~0
        return cpShapeFilter(group: 0, categories: World.bodyCategory, mask: mask)
    }

    private func limited(_ v: Vector) -> Vector {
        let l = v.length, limit = configuration.speedLimit
        return l > limit ? v * (limit / l) : v
    }

    // MARK: Contacts

    /// Every contact from the last step: each pair once, body pairs by ascending id, then walls.
    ///
    /// - Complexity: O(n + c) in the number of bodies and contacts.
    public var contacts: [Contact] {
        final class Collector {
            var contacts: [Contact] = []
            var current = 0
        }
        let collector = Collector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        for e in entries {
            collector.current = e.id.rawValue
            cpBodyEachArbiter(e.body, { _, arbiter, data in
                guard let arbiter, let data else { return }
                let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
                var a: OpaquePointer?, b: OpaquePointer?
                cpArbiterGetBodies(arbiter, &a, &b)
                // The iterated body is `a`. Its partner is a body (with an id) or a wall (none).
                let other = b.map { Int(bitPattern: cpBodyGetUserData($0)) } ?? 0
                guard other == 0 || other > collector.current else { return }
                let n = Vector(cpArbiterGetNormal(arbiter))
                for i in 0..<cpArbiterGetCount(arbiter) {
                    let pa = Point(cpArbiterGetPointA(arbiter, i)), pb = Point(cpArbiterGetPointB(arbiter, i))
                    collector.contacts.append(Contact(
                        first: BodyID(rawValue: collector.current),
                        second: other == 0 ? nil : BodyID(rawValue: other),
                        point: pa.midpoint(pb), normal: n, depth: -cpArbiterGetDepth(arbiter, i)))
                }
            }, context)
        }
        return collector.contacts
    }
}

extension WorldConfiguration {
    /// Replaces values Chipmunk cannot take (NaN, negative, absurd) with safe ones.
    mutating func sanitize() {
        let d = WorldConfiguration()
        func finite(_ v: Double, _ lo: Double, _ hi: Double, _ fallback: Double) -> Double {
            v.isFinite ? min(max(v, lo), hi) : fallback
        }
        if !gravity.isFinite || gravity.length > 1e6 { gravity = d.gravity }
        damping = finite(damping, 0, 1, d.damping)
        iterations = min(max(iterations, 1), 100)
        friction = finite(friction, 0, 10, d.friction)
        elasticity = finite(elasticity, 0, 1, d.elasticity)
        wallThickness = finite(wallThickness, 200, 1e5, d.wallThickness)
        speedLimit = finite(speedLimit, 1, 1e6, d.speedLimit)
        angularSpeedLimit = finite(angularSpeedLimit, 0.1, 1e4, d.angularSpeedLimit)
        grabForcePerMass = finite(grabForcePerMass, 0, 1e9, d.grabForcePerMass)
        substep = finite(substep, 1e-4, 0.1, d.substep)
        maximumStepsPerAdvance = min(max(maximumStepsPerAdvance, 1), 10_000)
        maximumBodies = min(max(maximumBodies, 0), 1_000_000)
        maximumPacking = finite(maximumPacking, 0.01, 0.9, d.maximumPacking)
    }
}

/// Conversions between Geometry's types and Chipmunk's vector, kept inside this module.
extension Point {
    init(_ v: cpVect) { self.init(v.x, v.y) }
}

extension Vector {
    init(_ v: cpVect) { self.init(v.x, v.y) }
}

func cpv(_ p: Point) -> cpVect { cpVect(x: p.x, y: p.y) }
func cpv(_ v: Vector) -> cpVect { cpVect(x: v.dx, y: v.dy) }

/// Debian's Chipmunk prints a banner on stdout when the first space of the process is made.
/// Making that first space here, with stdout pointed elsewhere, keeps the console clean; the
/// banner is printed once per process, so later spaces are quiet on their own.
enum ChipmunkBanner {
    static let silenced: Bool = {
        cpSpaceFree(locus_cpSpaceNewQuietly())
        return true
    }()
}
