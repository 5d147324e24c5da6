import CChipmunk
import Geometry

/// Moving one body out of the others, which stay where they are: for a body added where others are.
extension World {
    /// Moves body `id` alone out of the bodies it overlaps (they stay where they are), within
    /// the walls: out of each along the contact normal by the depth, for a few rounds; where
    /// that pushes it into a wall and back (beside a shape in a corner), to the nearest free
    /// place round where it was, rings of places half its size apart. Returns whether it came
    /// clear of them all (false in a crowd: ``separateOverlaps()`` then moves them all).
    ///
    /// For a body added where others are: a shape added onto the pentagon started 19 px deep
    /// in it and took 0.6 s to come out, one pressed into a pile moved the pile, and one added
    /// on the square in its corner moved the square 69 px in a frame (found by first-time users).
    ///
    /// - Complexity: O(n) in the number of bodies, plus O(k) for each place tried, `k` the
    ///   bodies near where it was.
    @discardableResult
    public func moveClear(_ id: BodyID) -> Bool {
        guard let e = entry(id) else { return false }
        let start = Point(cpBodyGetPosition(e.body))
        if pushedClear(e) { return true }
        // Only bodies that can reach the rings matter.
        let r = e.convex.radius, farthest = Double(World.clearingRings) * r / 2
        let near = entries.filter {
            $0.id != id && Point(cpBodyGetPosition($0.body)).distance(to: start) < farthest + r + $0.convex.radius
        }
        for ring in 1...World.clearingRings {
            let distance = Double(ring) * r / 2, count = 8 * ring
            for k in 0..<count {
                let place = start + Vector(angle: 2 * .pi * Double(k) / Double(count)) * distance
                guard interior.insetBy(r).contains(place) else { continue }
                move(e, to: place)
                if !near.contains(where: { overlap(e, $0) > World.separationSlop }) { return true }
            }
        }
        move(e, to: start)
        return false
    }

    /// Puts body `id` at `center`, turned to `angle` (radians), kept inside the walls, as if it
    /// had been added there (it is not shown on its way), to lay out a scene; it may overlap
    /// others. Nothing for an unknown body, or a centre or angle that is not finite.
    public func place(_ id: BodyID, at center: Point, angle: Double = 0) {
        guard let e = entry(id), center.isFinite, angle.isFinite else { return }
        cpBodySetAngle(e.body, angle)
        // (As ``add(_:at:angle:velocity:)`` places a body.)
        move(e, to: pushedInside(e.convex.vertices(center: center, angle: angle), center: center))
    }

    /// Rounds of pushing out along the contact normals before ``moveClear(_:)`` looks round.
    static let clearingRounds = 12
    /// Rings of places ``moveClear(_:)`` tries, the farthest six times the body's size away.
    static let clearingRings = 12

    /// Pushes `e` out of each body it overlaps, for a few rounds: whether it came clear.
    private func pushedClear(_ e: Entry) -> Bool {
        for _ in 0..<World.clearingRounds {
            var moved = false
            for other in entries where other.id != e.id && pushApart(e, other, firstAlone: true) { moved = true }
            guard moved else { return true }
            keepInside(e, tolerance: 0)
        }
        return !entries.contains { $0.id != e.id && overlap(e, $0) > World.separationSlop }
    }
}
