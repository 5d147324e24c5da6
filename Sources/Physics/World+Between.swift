import CChipmunk
import Geometry

/// The bodies as they show between two steps.
///
/// The world moves in fixed steps (``WorldConfiguration/substep``, 1/120 s), and a display
/// draws at its own rate. Drawn as of the last step, a shape thrown at 950 px/s moved 16 px a
/// frame at 60 Hz but 8, 8, 0, 8... at 144 Hz and 8, 16, 8, 16 at 75 Hz (found by a first-time
/// user). ``World/advance(to:)`` steps up to the first step at or after the time asked for, and
/// the bodies are shown where they would be at that time between that step and the one before,
/// so they move evenly at any rate; at 60 or 120 Hz, whose frames fall on steps, exactly as
/// the last step left them.
extension World {
    /// Where the time last asked for (``requestedTime``) falls between the step before the last
    /// and the last: 0 at the one, 1 at the other. (Within a millionth of a step of the last, it
    /// is rounding, and taken as 1.)
    var stepFraction: Double {
        let behind = (time - requestedTime) / configuration.substep
        return behind > 1e-6 ? max(0, 1 - behind) : 1
    }

    /// All bodies as they show at the time last asked for: their place and angle between where
    /// the last step started and ended them (see the extension's notes); velocities as of the
    /// last step.
    ///
    /// - Complexity: O(n) in the number of bodies.
    public var shownBodies: [Body] {
        let f = stepFraction
        return entries.indices.map { shown(at: $0, fraction: f) }
    }

    /// The body `id` as it shows at the time last asked for (see ``shownBodies``), or nil when the
    /// world has no such body.
    public func shownBody(_ id: BodyID) -> Body? {
        slots[id].map { shown(at: $0, fraction: stepFraction) }
    }

    /// Whether any body, as it shows (see ``shownBodies``), meets `box` with its own bounding
    /// box: tighter than ``hasBody(touching:)``'s circles (a square's reaches 40 % past its
    /// sides), whose test, costing no snapshot, rules out the rest first.
    ///
    /// - Complexity: O(n) in the number of bodies, at worst.
    public func hasShownBody(touching box: Rect) -> Bool {
        let f = stepFraction
        return entries.indices.contains { i in
            let pose = shownPose(at: i, fraction: f)
            guard Rect(around: pose.position, radius: entries[i].convex.radius).intersects(box) else { return false }
            return Rect(enclosing: entries[i].convex.vertices(center: pose.position, angle: pose.angle))?.intersects(box) ?? false
        }
    }

    /// The contacts (see ``contacts``) where they show: each moved with its first body from
    /// where the last step left it to where it is drawn (found where the bodies really are, up
    /// to a step ahead, the markers floated off a fast shape).
    public var shownContacts: [Contact] {
        let f = stepFraction
        return contacts.map { c in
            guard let i = slots[c.first] else { return c }
            let lag = shownPose(at: i, fraction: f).position - Point(cpBodyGetPosition(entries[i].body))
            return Contact(first: c.first, second: c.second, point: c.point + lag, normal: c.normal, depth: c.depth)
        }
    }

    /// The body at `entries[i]`, `f` of the way from where the last step started it to where it is.
    private func shown(at i: Int, fraction f: Double) -> Body {
        let now = snapshot(entries[i]), pose = shownPose(at: i, fraction: f)
        return Body(id: now.id, shape: now.shape, position: pose.position, angle: pose.angle, velocity: now.velocity,
                    angularVelocity: now.angularVelocity, mass: now.mass)
    }

    /// Where the body at `entries[i]` shows, `f` of the way from where the last step started it
    /// to where it is, without a snapshot of the rest of it.
    private func shownPose(at i: Int, fraction f: Double) -> (position: Point, angle: Double) {
        let e = entries[i]
        let now = (position: Point(cpBodyGetPosition(e.body)), angle: cpBodyGetAngle(e.body))
        // A body added or put somewhere since the step started is shown where it is.
        guard f < 1, i < stepStart.count, stepStart[i].id == e.id else { return now }
        let start = stepStart[i]
        return (start.position + (now.position - start.position) * f, start.angle + (now.angle - start.angle) * f)
    }

    /// Notes every body's place as a step starts.
    func recordStepStart() {
        stepStart.removeAll(keepingCapacity: true)
        for e in entries {
            stepStart.append((e.id, Point(cpBodyGetPosition(e.body)), cpBodyGetAngle(e.body)))
        }
    }

    /// Forgets where the bodies removed since the step started were, keeping the rest in
    /// `entries`' order (a removal shifted every later body's start onto the next body's).
    func forgetStepStartOfRemoved() {
        stepStart.removeAll { slots[$0.id] == nil }
    }

    /// Forgets where body `id` was as the step started: it was put where it is.
    func forgetStepStart(of id: BodyID) {
        if let i = slots[id], i < stepStart.count, stepStart[i].id == id {
            stepStart[i].position = Point(cpBodyGetPosition(entries[i].body))
            stepStart[i].angle = cpBodyGetAngle(entries[i].body)
        }
    }
}
