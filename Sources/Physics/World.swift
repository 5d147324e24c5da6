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
    public internal(set) var bounds: Rect
    /// The rectangle the walls actually enclose: `bounds`, grown (from its top-left corner) when
    /// it is too small for the bodies: narrower than the largest, or too small for all of them
    /// at ``WorldConfiguration/maximumPacking``.
    public internal(set) var interior: Rect
    /// The area all bodies cover, px².
    public internal(set) var totalArea = 0.0
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
    public internal(set) var grab: Grab?
    /// Steps taken since the world was made.
    public internal(set) var stepCount = 0
    /// How many parts the last step was split into (see ``step()``).
    var lastParts = 1
    /// The noise field's force on each free body this step, set again before each part (kept
    /// from step to step: made afresh, it was an allocation a step).
    var forces: [(body: OpaquePointer, force: cpVect)] = []
    var timeOrigin = 0.0
    /// Each body's place at the start of the last step, in `entries`' order then (see
    /// World+Between.swift): a frame between two steps shows the bodies between the two.
    var stepStart: [(id: BodyID, position: Point, angle: Double)] = []
    /// The latest time ``advance(to:)`` was asked for (the world's own clock is at it, or less than
    /// a step past it).
    public internal(set) var requestedTime = 0.0

    let space: OpaquePointer
    /// Bodies in ascending id order: the order they are reported, pushed and stepped in, so runs
    /// repeat exactly.
    var entries: [Entry] = []
    /// Where each id is in `entries`.
    var slots: [BodyID: Int] = [:]
    var walls: [OpaquePointer] = []
    /// The kinematic body the grab joint pulls toward; it follows the pointer.
    let anchor: OpaquePointer
    var joint: OpaquePointer?
    var nextID = 1

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

    /// Whether any body moves faster than `speed` (px/s), without making snapshots of them all.
    ///
    /// - Complexity: O(n) in the number of bodies, at worst.
    public func hasBody(fasterThan speed: Double) -> Bool {
        entries.contains { Vector(cpBodyGetVelocity($0.body)).length > speed }
    }

    /// Whether any body's bounding circle meets `box`, without making snapshots of them all.
    /// (From its position now: Chipmunk's cached boxes lag a body the walls moved after a step.)
    ///
    /// - Complexity: O(n) in the number of bodies, at worst.
    public func hasBody(touching box: Rect) -> Bool {
        entries.contains { Rect(around: Point(cpBodyGetPosition($0.body)), radius: $0.convex.radius).intersects(box) }
    }

    /// All ids, in the order the bodies were added.
    public var ids: [BodyID] { entries.map(\.id) }

    /// The body `id` as it is now, or nil when the world has no such body.
    public func body(_ id: BodyID) -> Body? { entry(id).map(snapshot) }

    func entry(_ id: BodyID) -> Entry? { slots[id].map { entries[$0] } }

    func snapshot(_ e: Entry) -> Body {
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
        cpShapeSetElasticity(polyShape, configuration.surfaceElasticity)
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
        forgetStepStartOfRemoved()
        refitInterior()
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
        forgetStepStartOfRemoved()
        refitInterior()
    }

    /// With fewer bodies, walls that were moved out for them come back in as far as the bounds
    /// allow (and the bodies left are kept inside).
    private func refitInterior() {
        let before = interior
        fitInterior(largestRadius: largestRadius)
        if interior != before { pushInside() }
    }

    /// True when a body of `shape` can join without the bodies covering more than
    /// ``WorldConfiguration/maximumPacking`` of the interior (so without moving the walls out).
    public func hasRoom(for shape: ConvexShape) -> Bool {
        totalArea + shape.area <= configuration.maximumPacking * interior.width * interior.height
    }

    var largestRadius: Double { entries.map(\.convex.radius).max() ?? 0 }

    func destroy(_ e: Entry) {
        cpSpaceRemoveShape(space, e.shape)
        cpSpaceRemoveBody(space, e.body)
        cpShapeFree(e.shape)
        cpBodyFree(e.body)
    }

    // MARK: Time

    /// Steps the world in fixed substeps until its clock reaches `time`: to `time` itself when
    /// that falls on a step, else to the first step after it, so that the bodies can be shown
    /// between the two steps around `time` (see ``shownBodies``).
    ///
    /// A time that is not finite, or earlier than the world's, does nothing. When more than
    /// ``WorldConfiguration/maximumStepsPerAdvance`` steps are due, that many are taken and the
    /// rest of the interval is skipped.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        requestedTime = max(requestedTime, time)
        let dt = configuration.substep
        var taken = 0
        while timeOrigin + Double(stepCount) * dt < time - 1e-9 {
            guard taken < configuration.maximumStepsPerAdvance else {
                timeOrigin = time - Double(stepCount) * dt
                break
            }
            takeStep()
            taken += 1
        }
    }

    /// Advances by `dt` seconds from the time last asked for, in fixed steps; the part of `dt`
    /// shorter than a step is carried over to the next call rather than lost.
    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        advance(to: requestedTime + dt)
    }

    /// One fixed step: forces from the noise field, the grab anchor's motion, then Chipmunk, in
    /// as many equal parts as the fastest point of any body needs (see ``parts(forTravel:)``).
    public func step() {
        takeStep()
        // Asked for by itself, the step's end is the time shown (see ``shownBodies``).
        requestedTime = max(requestedTime, time)
    }

    private func takeStep() {
        let dt = configuration.substep
        let now = time
        let held = grab?.body
        forces.removeAll(keepingCapacity: true)
        var fastest = 0.0
        for e in entries {
            var v = Vector(cpBodyGetVelocity(e.body))
            let p = Point(cpBodyGetPosition(e.body))
            if v.squaredLength > configuration.speedLimit * configuration.speedLimit {
                v = limited(v)
                cpBodySetVelocity(e.body, cpv(v))
            }
            var w = cpBodyGetAngularVelocity(e.body)
            if abs(w) > configuration.angularSpeedLimit {
                w = min(max(w, -configuration.angularSpeedLimit), configuration.angularSpeedLimit)
                cpBodySetAngularVelocity(e.body, w)
            }
            fastest = max(fastest, v.length + abs(w) * e.convex.radius)
            if isNoiseOn, held != e.id {
                forces.append((e.body, cpv(noise.acceleration(at: p, time: now) * e.mass)))
            }
        }
        moveAnchor(now: now, dt: dt)
        // (A held body follows the anchor, as fast as the pointer moves.)
        fastest = max(fastest, Vector(cpBodyGetVelocity(anchor)).length)
        // Fewer parts than the step before only one at a time: Chipmunk scales the impulses it
        // carries over from the last part by the ratio of the new part's length to the old, and
        // from 8 parts to 2 that made four times an impact's impulse: the shapes flew apart at
        // more than they came in (a square thrown at 3,000 px/s left at 3,250, sunk 36 px in).
        // (Held, a body and what it meets go in shorter parts: see ``heldTravelShare``.)
        let perPart = World.travelPerPart * (grab != nil ? World.heldTravelShare : 1)
        let parts = max(World.parts(forTravel: fastest * dt, perPart: perPart), lastParts - 1)
        lastParts = parts
        recordStepStart()
        for _ in 0..<parts {
            // (Chipmunk clears a body's force once it has used it.)
            for f in forces { cpBodySetForce(f.body, f.force) }
            cpSpaceStep(space, dt / Double(parts))
        }
        stepCount += 1
        for e in entries { keepInside(e) }
    }

    /// The most a point of a body may travel in one Chipmunk step, px. Chipmunk finds a contact
    /// only once the shapes overlap, then pushes them apart over a few tenths of a second: a
    /// square thrown at 6,000 px/s (50 px a step) into one resting at a wall sank 37 px into it.
    static let travelPerPart = 3.0
    /// While a body is held, the parts are this share of ``travelPerPart``: the grab pulls it
    /// hard into whatever it meets, and what it sinks in stays a while. (At 3 px a part, a
    /// shape pushed at 390 px/s into the square in its corner sank 3.7 px in, and the square
    /// shook by 1.5 px; found by a first-time user. Every body in parts of 1.5 px set a stack
    /// of two squares rocking: falling onto each other near that speed, the step kept changing
    /// its parts, and Chipmunk's carried impulses with them.)
    static let heldTravelShare = 0.5
    /// A step is split into at most this many parts (6,000 px/s, the speed limit, is 3.1 px a part).
    static let mostParts = 16

    /// How many parts a step whose fastest point travels `travel` px is split into, each
    /// `perPart` px at most: one for anything slower than that a step (``travelPerPart``,
    /// 360 px/s), so a drifting world costs no more.
    static func parts(forTravel travel: Double, perPart: Double = travelPerPart) -> Int {
        guard travel.isFinite, travel > perPart else { return travel.isFinite ? 1 : mostParts }
        return min(mostParts, Int((travel / perPart).rounded(.up)))
    }
}
