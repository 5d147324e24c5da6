import Geometry

/// The way round a neighbour for an item that a resize pushes to the neighbour's other side.
extension DragDropScene {
    /// Waypoints that take a glide of an item's centre from `a` to `b` round the box `neighbour`,
    /// which the item clears by `clearance` (its half extent and half the gap), when the
    /// straight line would slide it over the neighbour: out, along and back in by one of the
    /// sides of the box grown by that, the shortest such way that stays in `bounds`. Empty when
    /// the line is clear, or when no side has room. (A glide straight across slid the item
    /// through its neighbour; found by a first-time user.)
    ///
    /// A glide may start within the clearance (the window changed under the two): its first leg
    /// then leaves by a side whose way out does not cross the neighbour's own box. No leg may
    /// cross the boxes of `others` either (the other items there), unless it starts on one.
    static func detour(from a: Point, to b: Point, around neighbour: Rect, clearance: Double, among others: [Rect] = [],
                       within bounds: Rect) -> [Point] {
        let r = neighbour.insetBy(-clearance)
        guard r.width > 0, r.height > 0, crosses(a, b, r) || contains(r, a) else { return [] }
        let sides = [
            [Point(a.x, r.minY), Point(b.x, r.minY)], [Point(a.x, r.maxY), Point(b.x, r.maxY)],
            [Point(r.minX, a.y), Point(r.minX, b.y)], [Point(r.maxX, a.y), Point(r.maxX, b.y)],
        ]
        var best: (length: Double, via: [Point])?
        for via in sides where via.allSatisfy(bounds.contains) {
            let path = [a] + via + [b]
            let clear = zip(path, path.dropFirst()).enumerated().allSatisfy { k, s in
                (k == 0 && contains(r, s.0) ? !crosses(s.0, s.1, neighbour) : !crosses(s.0, s.1, r))
                    && others.allSatisfy { contains($0, s.0) || !crosses(s.0, s.1, $0) }
            }
            guard clear else { continue }
            let length = zip(path, path.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            if best.map({ length < $0.length }) ?? true { best = (length, via) }
        }
        return best?.via ?? []
    }

    /// Whether `p` lies inside `r`, more than a hundredth of a pixel from its sides.
    private static func contains(_ r: Rect, _ p: Point) -> Bool {
        p.x > r.minX + 0.01 && p.x < r.maxX - 0.01 && p.y > r.minY + 0.01 && p.y < r.maxY - 0.01
    }

    /// Whether the segment from `p` to `q` passes through the inside of `r` (more than a
    /// hundredth of a pixel from its sides): clipped to the rectangle's slabs, something is left.
    static func crosses(_ p: Point, _ q: Point, _ r: Rect) -> Bool {
        var (t0, t1) = (0.0, 1.0)
        let d = q - p
        for (start, delta, lo, hi) in [(p.x, d.dx, r.minX + 0.01, r.maxX - 0.01), (p.y, d.dy, r.minY + 0.01, r.maxY - 0.01)] {
            guard lo < hi else { return false }
            if delta == 0 {
                if start <= lo || start >= hi { return false }
                continue
            }
            let (e0, e1) = ((lo - start) / delta, (hi - start) / delta)
            t0 = max(t0, min(e0, e1))
            t1 = min(t1, max(e0, e1))
            if t0 >= t1 { return false }
        }
        return true
    }
}
