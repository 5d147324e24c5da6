/// An axis-aligned rectangle, stored as its edges: (`minX`, `minY`) is the top left corner in
/// screen coordinates.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left edge (smallest x).
    public var minX: Double
    /// The top edge (smallest y, since y grows downward).
    public var minY: Double
    /// The right edge (largest x).
    public var maxX: Double
    /// The bottom edge (largest y).
    public var maxY: Double

    /// The rectangle with these edges, taken as given: with a minimum above its maximum it contains
    /// no point and has a negative size.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The square of side `2 radius` centred on `center`: the box of a circle.
    public init(around center: Point, radius: Double) {
        self.init(minX: center.x - radius, minY: center.y - radius, maxX: center.x + radius, maxY: center.y + radius)
    }

    /// The rectangle with its top left corner at (`x`, `y`) and the given size (a negative size is
    /// kept as is, not flipped).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The rectangle with `a` and `b` at opposite corners. (A segment's bounds start from this:
    /// it never fails, and costs no array.)
    init(corners a: Point, _ b: Point) {
        self.init(minX: Swift.min(a.x, b.x), minY: Swift.min(a.y, b.y), maxX: Swift.max(a.x, b.x), maxY: Swift.max(a.y, b.y))
    }

    /// The smallest rectangle holding all `points`, or nil when there are none. A point with a
    /// NaN coordinate is at no place, and is left out (a NaN first point spoilt the rectangle,
    /// a later one was half counted).
    public init?(enclosing points: some Sequence<Point>) {
        var it = points.lazy.filter { !$0.x.isNaN && !$0.y.isNaN }.makeIterator()
        guard let first = it.next() else { return nil }
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        while let p = it.next() { formUnion(with: p) }
    }

    /// `maxX - minX`.
    public var width: Double { maxX - minX }
    /// `maxY - minY`.
    public var height: Double { maxY - minY }
    /// The point halfway between the edges.
    public var center: Point { Point((minX + maxX) / 2, (minY + maxY) / 2) }

    /// Grows the rectangle just enough to hold `p`; a NaN coordinate of `p` leaves its edges alone.
    public mutating func formUnion(with p: Point) {
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    /// The smallest rectangle holding both `self` and `r`; NaN edges of `r` are ignored.
    public func union(_ r: Rect) -> Rect {
        Rect(minX: Swift.min(minX, r.minX), minY: Swift.min(minY, r.minY),
             maxX: Swift.max(maxX, r.maxX), maxY: Swift.max(maxY, r.maxY))
    }

    /// True when `p` is inside or on an edge; never for a NaN coordinate.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// True when all of `r` is inside or on an edge; never for a NaN edge.
    public func contains(_ r: Rect) -> Bool {
        r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
    }

    /// True when `r` and this rectangle share some area: touching edges alone do not count,
    /// nor does a NaN edge.
    public func intersects(_ r: Rect) -> Bool {
        r.minX < maxX && minX < r.maxX && r.minY < maxY && minY < r.maxY
    }

    /// The rectangle both this one and `r` cover, or nil when they have none in common (an edge
    /// or a corner alone counts: it is a rectangle of no width or height).
    public func intersection(_ r: Rect) -> Rect? {
        let common = Rect(minX: max(minX, r.minX), minY: max(minY, r.minY), maxX: min(maxX, r.maxX), maxY: min(maxY, r.maxY))
        return common.minX <= common.maxX && common.minY <= common.maxY ? common : nil
    }

    /// The rectangle shrunk by `d` on every side (grown when `d` is negative).
    public func insetBy(_ d: Double) -> Rect {
        Rect(minX: minX + d, minY: minY + d, maxX: maxX - d, maxY: maxY - d)
    }

    /// The rectangle shrunk by `d` on every side, but never past its centre lines: a side shorter
    /// than `2 d` becomes the centre line. Where a shape `d` in radius may be centred inside.
    public func inset(atMost d: Double) -> Rect {
        let dx = Swift.min(d, 0.5 * (maxX - minX)), dy = Swift.min(d, 0.5 * (maxY - minY))
        return Rect(minX: minX + dx, minY: minY + dy, maxX: maxX - dx, maxY: maxY - dy)
    }

    /// The point of the rectangle nearest to `p` (`p` itself when inside).
    public func clamped(_ p: Point) -> Point {
        Point(Swift.min(Swift.max(p.x, minX), maxX), Swift.min(Swift.max(p.y, minY), maxY))
    }

    /// Squared distance from `p` to the nearest point of the rectangle (0 inside).
    /// A lower bound for the distance to anything the rectangle encloses.
    public func squaredDistance(to p: Point) -> Double {
        let dx = Swift.max(minX - p.x, 0, p.x - maxX)
        let dy = Swift.max(minY - p.y, 0, p.y - maxY)
        return dx * dx + dy * dy
    }

    /// The smallest upright rectangle holding this one mapped by `t`: exactly its image when `t`
    /// only scales and translates (a scene shown scaled down to fit a window, say).
    public func applying(_ t: AffineTransform) -> Rect {
        let a = t.apply(Point(minX, minY)), b = t.apply(Point(maxX, maxY))
        guard t.b != 0 || t.c != 0 else { return Rect(corners: a, b) }
        return Rect(corners: a, b).union(Rect(corners: t.apply(Point(maxX, minY)), t.apply(Point(minX, maxY))))
    }

    /// The four edges, as `Rect(minX, minY, maxX, maxY)`.
    public var description: String { "Rect(\(minX), \(minY), \(maxX), \(maxY))" }
}
