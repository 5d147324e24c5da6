import CChipmunk
import Geometry

/// The walls: four thick static boxes around the interior, moved when the bounds change, and
/// the rule that keeps every body inside them.
extension World {
    /// Moves the walls to enclose `bounds` and pushes every body back inside.
    ///
    /// A body that no longer fits is moved the least distance that puts it inside, and stops
    /// moving toward the wall that pushed it; bodies pushed into each other are moved apart
    /// (see ``separateOverlaps()``). When `bounds` is smaller than the largest body,
    /// the walls stay just large enough for it (see ``interior``).
    public func setBounds(_ bounds: Rect) {
        let b = World.sanitized(bounds)
        guard b != self.bounds else { return }
        self.bounds = b
        fitInterior(largestRadius: largestRadius)
        // (Only bodies the walls moved in can have been pushed into others.)
        if pushInside() { separateOverlaps() }
        if let g = grab { moveGrab(to: g.target, arrivingAt: g.arrival) }
    }

    static func sanitized(_ r: Rect) -> Rect {
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
    func fitInterior(largestRadius: Double, extraArea: Double = 0) {
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
    func pushedInside(_ vertices: [Point], center: Point, tolerance: Double = 0) -> Point {
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

    func buildWalls() {
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
            cpShapeSetElasticity(wall, configuration.surfaceElasticity)
            cpShapeSetFilter(wall, cpShapeFilter(group: 0, categories: World.wallCategory, mask: ~0))
            cpSpaceAddShape(space, wall)
            walls.append(wall)
        }
    }

    func removeWalls() {
        for wall in walls {
            cpSpaceRemoveShape(space, wall)
            cpShapeFree(wall)
        }
        walls.removeAll()
    }

    func rebuildWalls() {
        removeWalls()
        buildWalls()
    }

    /// Puts every body the walls have moved onto inside them (put, not moved there: see
    /// World+Between.swift); true when any was.
    @discardableResult
    func pushInside() -> Bool {
        var pushed = false
        for e in entries where keepInside(e, tolerance: 0) {
            forgetStepStart(of: e.id)
            pushed = true
        }
        return pushed
    }

    /// Walls stop a body only after it has moved into them: within one step a body at 5,000 px/s
    /// goes 40 px deep before the contact pushes it back over the next frames. Moving it back
    /// (and stopping its motion out of the interior) keeps every body inside at the end of every
    /// step, to within ``wallTolerance``. The tolerance leaves the solver's own resting contacts
    /// alone: a body pressed into the floor by a pile sits a fraction of a pixel deep, and lifting
    /// it out every step would push it into the body above. Returns whether it moved the body
    /// (its shape's bounds with it, where overlaps are found: left behind, the pentagon pushed
    /// into a wall and back onto the square was found clear of it; found by a first-time user).
    @discardableResult
    func keepInside(_ e: Entry, tolerance: Double = World.wallTolerance) -> Bool {
        let p = Point(cpBodyGetPosition(e.body)), r = e.convex.radius - tolerance
        let box = interior
        guard p.x - r < box.minX || p.x + r > box.maxX || p.y - r < box.minY || p.y + r > box.maxY else { return false }
        let q = pushedInside(e.convex.vertices(center: p, angle: cpBodyGetAngle(e.body)), center: p, tolerance: tolerance)
        guard q != p else { return false }
        cpBodySetPosition(e.body, cpv(q))
        cpShapeCacheBB(e.shape)
        var v = Vector(cpBodyGetVelocity(e.body))
        if q.x < p.x { v.dx = min(v.dx, 0) } else if q.x > p.x { v.dx = max(v.dx, 0) }
        if q.y < p.y { v.dy = min(v.dy, 0) } else if q.y > p.y { v.dy = max(v.dy, 0) }
        cpBodySetVelocity(e.body, cpv(v))
        return true
    }
}
