import CChipmunk
import Geometry

/// Pushing overlapping bodies apart where they are, for when the walls moved in on them.
extension World {
    /// How deep (px) two bodies may still overlap after ``separateOverlaps()``: the solver's
    /// own resting contacts are a fraction of this.
    static let separationSlop = 0.5

    /// Moves overlapping bodies apart, each pair along its contact normal by the depth (shared
    /// by mass), keeping every body inside the walls, for a few rounds or until none overlaps.
    ///
    /// The walls moved in by a shrink push the bodies inside at once, into each other: Chipmunk
    /// then parts them by a few percent of the depth a step, and shapes shown 50 px deep in each
    /// other took a second to come apart. Velocities are left as they are. (Also for bodies
    /// added where others are, to start apart.)
    ///
    /// Up to 60 rounds (a pile of shapes pushed in from all sides needs a few dozen to come
    /// apart), fewer for many bodies, so that a live resize keeps its pace: about 8,000 bodies'
    /// rounds in all (2 ms), and at least 2; Chipmunk parts what is left. (A dense world of
    /// 1,000 bodies pushed in by each event of a live resize took 11 ms an event at 30 rounds.)
    ///
    /// - Complexity: per round, O(n log n) in the number of bodies, plus the pairs whose
    ///   extents meet along x.
    public func separateOverlaps() {
        let rounds = min(60, max(2, 8_000 / max(1, entries.count)))
        // (Once: a body moved after this, apart or back inside, gets its bounds with it.)
        for e in entries { cpShapeCacheBB(e.shape) }
        for _ in 0..<rounds {
            guard pushApartOnce() else { return }
            for e in entries { keepInside(e, tolerance: 0) }
        }
    }

    /// One round of ``separateOverlaps()``: returns whether any pair was pushed apart.
    private func pushApartOnce() -> Bool {
        // The bodies' extents along x, in order of their left ends: a pair can meet only when
        // the later one starts before the earlier ends.
        let spans = entries.indices.map { i -> (lo: Double, hi: Double, i: Int) in
            let x = cpBodyGetPosition(entries[i].body).x, r = entries[i].convex.radius
            return (x - r, x + r, i)
        }.sorted { $0.lo < $1.lo }
        var pushed = false
        for a in spans.indices {
            for b in spans.index(after: a)..<spans.endIndex {
                guard spans[b].lo <= spans[a].hi else { break }
                if pushApart(entries[spans[a].i], entries[spans[b].i]) { pushed = true }
            }
        }
        return pushed
    }

    /// Moves `a` and `b` apart along their contact normal when they overlap by more than
    /// ``separationSlop``, the lighter the more (`a` all the way, `firstAlone`). Returns whether
    /// it moved them.
    func pushApart(_ a: Entry, _ b: Entry, firstAlone: Bool = false) -> Bool {
        var normal = cpVect(x: 0, y: 0)
        let depth = overlap(a, b, normal: &normal)
        guard depth > World.separationSlop, depth.isFinite else { return false }
        // The normal points from a toward b; the lighter body moves the more.
        let n = Vector(normal), share = firstAlone ? 1 : b.mass / (a.mass + b.mass)
        move(a, by: n * (-depth * share))
        if share < 1 { move(b, by: n * (depth * (1 - share))) }
        return true
    }

    /// How deep `a` and `b` overlap (0 when apart), and in `normal` the direction from `a`
    /// toward `b` to part them.
    func overlap(_ a: Entry, _ b: Entry) -> Double {
        var normal = cpVect(x: 0, y: 0)
        return overlap(a, b, normal: &normal)
    }

    private func overlap(_ a: Entry, _ b: Entry, normal: inout cpVect) -> Double {
        // Bounding circles first: most pairs that meet along x are far apart along y.
        let gap = Point(cpBodyGetPosition(b.body)) - Point(cpBodyGetPosition(a.body))
        let reach = a.convex.radius + b.convex.radius
        guard gap.squaredLength < reach * reach else { return 0 }
        return locus_cpShapesOverlap(a.shape, b.shape, &normal)
    }

    private func move(_ e: Entry, by v: Vector) {
        move(e, to: Point(cpBodyGetPosition(e.body)) + v)
    }

    /// Puts `e` at `p`, its shape's bounds with it (where overlaps are found).
    func move(_ e: Entry, to p: Point) {
        cpBodySetPosition(e.body, cpv(p))
        cpShapeCacheBB(e.shape)
        // Put there, not moved there: it is not drawn on its way from where it was.
        forgetStepStart(of: e.id)
    }
}
