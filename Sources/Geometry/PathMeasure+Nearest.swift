extension PathMeasure {
    /// The point of the whole path nearest to `p` (when several are equally near, any of them).
    ///
    /// Every segment's local minima of the distance are found exactly (closed form for lines and
    /// circular arcs, root isolation for curves, then Newton's method), and compared with the
    /// segments' end points. Only segments that might hold a nearer point than the best so far
    /// are solved: a tree of the segments' boxes, built with the measure, is searched nearest box
    /// first, and its branches, boxes turned along the segments and, for a cubic, the Bernstein
    /// coefficients of its squared distance on eighths of it, are skipped when already farther.
    /// The segments found near offer a point or two each before any is solved, which makes that
    /// pruning bite from the first leaf on.
    ///
    /// A path with no segments answers its first point; so does a non-finite `p`.
    ///
    /// The answer's `location` tells the segment and its parameter; keep it, or look a place up
    /// again with ``location(segmentIndex:t:)`` or ``location(atLength:within:)``. Its arc length
    /// `s` alone does not always tell the place: the end of one subpath and the start of the
    /// next share an arc length, and ``location(atLength:)`` answers the next one's start there.
    ///
    /// - Complexity: O(log n) for a point near the path, whose nearest box holds the answer; at
    ///   worst (a point equally far from everything, as the centre of a circle drawn with many
    ///   segments) O(n).
    public func nearest(to p: Point) -> PathNearest {
        guard !segments.isEmpty, p.isFinite else {
            let loc = location(atLength: 0)
            return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
        }
        // Nothing is nearer than infinitely far only when every distance overflows.
        let found = nearestSegmentPoint(to: pulledIn(p), below: .infinity) ?? (0, 0)
        return answer(segment: found.i, t: found.t, toward: p)
    }

    /// How far from the centre of the path's box, in the box's sizes, a query point is taken as
    /// it is (see ``pulledIn(_:)``).
    static let farReach = 1e6

    /// `p`, or for a point more than ``farReach`` sizes of the path's box from its centre, the
    /// point that way at that distance. From far off, the squared distances of the path's points
    /// agree to more digits than a double holds, and a search could not tell them apart: at
    /// 1e19 px from a 100 px line, along it, it took the far end. Which part of the path is
    /// nearest then depends on which way the point lies from it, and the point pulled in lies
    /// the same way. (Sideways the answer is ill-conditioned: seen from 1e13 px above that line,
    /// every point of it is as far to 1e-10 px. The one answered is as near to rounding, not
    /// the foot of the perpendicular.)
    func pulledIn(_ p: Point) -> Point {
        guard let box = boxTree.nodes.first?.box, p.isFinite else { return p }
        let centre = box.center, size = max(box.width, box.height)
        let reach = Self.farReach * size
        let d = p - centre
        // Scaled to about 1 first: the length of an offset near 1e308 overflows.
        let scale = max(abs(d.dx), abs(d.dy))
        guard size > 0, reach.isFinite, scale > reach else { return p }
        let way = d / scale
        return centre + way * (reach / way.length)
    }

    /// The point of the whole path nearest to `p` if it is nearer than `distance`; nil when no
    /// point of the path is (and for a non-finite `p`, or a path with no segments).
    ///
    /// When it answers, the answer is a nearest point of the whole path, found the same exact
    /// way as ``nearest(to:)`` finds one; but only what could be nearer than `distance` is looked
    /// at, from the tree's root on. A caller that
    /// needs the nearest point only when it is near enough (a drag deciding whether to jump
    /// branches) pays little when it is not.
    ///
    /// - Complexity: as ``nearest(to:)``, less the parts of the path farther than `distance`:
    ///   nothing but the tree's root when the whole path is.
    public func nearest(to p: Point, within distance: Double) -> PathNearest? {
        guard !segments.isEmpty, p.isFinite, distance > 0 else { return nil }
        if pulledIn(p) != p {
            // So far out, the bound does not carry over to the point pulled in: search it all.
            let found = nearest(to: p)
            return found.distance < distance ? found : nil
        }
        guard let found = nearestSegmentPoint(to: p, below: distance * distance) else { return nil }
        let result = answer(segment: found.i, t: found.t, toward: p)
        // The search compared squared distances; the promise is about the distance reported.
        return result.distance < distance ? result : nil
    }

    /// The segment and parameter of the point nearest to finite `p` among those nearer than
    /// `bound` (a squared distance), or nil when there are none.
    ///
    /// Two passes. The segments near `p`, by the boxes along them kept in the tree's order
    /// (``itemBounds``), offer their start and a point likely near `p`
    /// (``segmentGuess(_:near:)``), which bound the answer from above, and are kept if their box
    /// is nearer than that; then the kept segments are solved exactly in order of their boxes'
    /// distances, until the next cannot beat the best. Solving the most promising first usually
    /// finds the answer at once, and the rest fall to its bound.
    func nearestSegmentPoint(to p: Point, below bound: Double) -> (i: Int, t: Double)? {
        withUnsafeTemporaryAllocation(of: NearestSearch.Candidate.self, capacity: NearestSearch.capacity) { buffer in
            var search = NearestSearch(p: p, squaredDistance: bound, candidates: buffer)
            if boxTree.nodes.isEmpty {
                // No tree (more segments than it can index): all of them, one group.
                for i in segments.indices {
                    let lower = boxDistanceSquared(ofSegment: i, to: p)
                    if lower < search.squaredDistance { search.visit(i, lower, self) }
                }
            }
            itemBounds.withUnsafeBufferPointer { bounds in
                boxTree.search(from: p, &search) { leaf, position, search in
                    for k in leaf.indices {
                        let lower = bounds[position + k].squaredDistance(to: p)
                        if lower < search.squaredDistance { search.visit(Int(leaf[k]), lower, self) }
                    }
                }
            }
            search.solveCandidates(self)
            return search.best
        }
    }

    /// The squared distance from `p` to a box holding segment `i` (its control points' box for
    /// lines and Beziers): a lower bound, computed straight from the segment.
    func boxDistanceSquared(ofSegment i: Int, to p: Point) -> Double {
        Self.controlBox(of: segments[i], kind: kinds[i], fallback: kinds[i] == .point ? pointFallbacks[i] ?? .zero : .zero)
            .squaredDistance(to: p)
    }

    /// A box holding `segment`, measured as `kind` (a `.point` is the point `fallback`): the
    /// control points' box for lines and Beziers, the whole ellipse's for arcs.
    @inline(__always)
    static func controlBox(of segment: Segment, kind: SegmentKind, fallback: Point) -> Rect {
        if kind == .point { return Rect(minX: fallback.x, minY: fallback.y, maxX: fallback.x, maxY: fallback.y) }
        switch segment {
        case .line(let l):
            return Rect(minX: min(l.p0.x, l.p1.x), minY: min(l.p0.y, l.p1.y),
                        maxX: max(l.p0.x, l.p1.x), maxY: max(l.p0.y, l.p1.y))
        case .quad(let q):
            return Rect(minX: min(q.p0.x, q.p1.x, q.p2.x), minY: min(q.p0.y, q.p1.y, q.p2.y),
                        maxX: max(q.p0.x, q.p1.x, q.p2.x), maxY: max(q.p0.y, q.p1.y, q.p2.y))
        case .cubic(let c):
            return Rect(minX: min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), minY: min(c.p0.y, c.p1.y, c.p2.y, c.p3.y),
                        maxX: max(c.p0.x, c.p1.x, c.p2.x, c.p3.x), maxY: max(c.p0.y, c.p1.y, c.p2.y, c.p3.y))
        case .arc(let a):
            return kind == .circle ? MeasuredSegment.circle(CircularArc(unchecked: a)).controlBounds : a.controlBounds
        }
    }

    /// A point of segment `i` likely to be near `p`, cheaply, and its parameter: for a cubic, the
    /// point at the parameter of `p`'s projection on the chord (for a short, flat cubic, close to
    /// its nearest point); for other segments, the point at `t = 1/2`. No trigonometry for lines
    /// and Beziers.
    func segmentGuess(_ i: Int, near p: Point) -> (t: Double, point: Point) {
        if kinds[i] == .point { return (0.5, pointFallbacks[i] ?? .zero) }
        switch segments[i] {
        case .line(let l): return (0.5, l.p0.midpoint(l.p1))
        case .quad(let q): return (0.5, Point(0.25 * (q.p0.x + 2 * q.p1.x + q.p2.x), 0.25 * (q.p0.y + 2 * q.p1.y + q.p2.y)))
        case .cubic(let c):
            let chord = c.p3 - c.p0, along = (p - c.p0).dot(chord) / chord.squaredLength
            // NaN (a closed cubic) and out-of-range projections clamp into [0, 1].
            let t = along > 0 ? min(along, 1) : 0
            return (t, c.point(at: t))
        case .arc(let a): return (0.5, a.point(at: 0.5))
        }
    }

    /// The start point of segment `i`, without trigonometry for lines and Beziers.
    func segmentStart(_ i: Int) -> Point {
        if kinds[i] == .point { return pointFallbacks[i] ?? .zero }
        switch segments[i] {
        case .line(let l): return l.p0
        case .quad(let q): return q.p0
        case .cubic(let c): return c.p0
        case .arc(let a): return a.start
        }
    }

    /// The location of parameter `t` on segment `i`, written the way ``location(atLength:)``
    /// would give it back: the end of a closed subpath is its start.
    func canonicalLocation(segment i: Int, t: Double) -> PathLocation {
        if t >= 1 {
            let k = spanIndex(ofSegment: i)
            let span = subpathSpans[k]
            if spanWraps[k] && i == span.segments.upperBound - 1 {
                return location(segmentIndex: span.segments.lowerBound, t: 0)
            }
        }
        return location(segmentIndex: i, t: t)
    }

    /// The place at parameter `t` of segment `i` (canonical: a closed subpath's end is its
    /// start), as the answer for `p`, with its distance.
    func answer(segment i: Int, t: Double, toward p: Point) -> PathNearest {
        let loc = canonicalLocation(segment: i, t: t)
        return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
    }
}

/// The state of a global nearest-point search: the best point so far, whose squared distance is
/// the bound every later candidate must beat, and the segments waiting to be solved. (The measure
/// is passed to each method rather than stored: storing it would copy, and retain, all its arrays
/// on every query.)
private struct NearestSearch: BoxTree.SearchState {
    /// A segment that might hold a nearer point, and a lower bound for its squared distance.
    struct Candidate {
        var segment: Int
        var lowerBound: Double
    }

    /// Candidates kept at most before they are solved (a few dozen is usual near a dense path).
    static var capacity: Int { 64 }

    let p: Point
    /// The squared distance of `best`, or the search's bound until something is found.
    var squaredDistance: Double
    /// The segment and parameter of the nearest point so far.
    var best: (i: Int, t: Double)? = nil
    let candidates: UnsafeMutableBufferPointer<Candidate>
    var count = 0

    init(p: Point, squaredDistance: Double, candidates: UnsafeMutableBufferPointer<Candidate>) {
        self.p = p
        self.squaredDistance = squaredDistance
        self.candidates = candidates
    }

    var bound: Double { squaredDistance }

    /// Segment `i`, at least `lower` away (squared) and so possibly nearer than the best so far,
    /// offers its start and a point likely near `p` (``PathMeasure/segmentGuess(_:near:)``), and
    /// waits to be solved if it still might be nearer.
    mutating func visit(_ i: Int, _ lower: Double, _ measure: PathMeasure) {
        offer(i, 0, (measure.segmentStart(i) - p).squaredLength)
        let guess = measure.segmentGuess(i, near: p)
        offer(i, guess.t, (guess.point - p).squaredLength)
        guard lower < squaredDistance else { return }
        if count == candidates.count { solveCandidates(measure) }
        candidates[count] = Candidate(segment: i, lowerBound: lower)
        count += 1
    }

    /// Solves the waiting segments exactly, the least lower bound first, while they can still
    /// beat the best; then none are waiting.
    mutating func solveCandidates(_ measure: PathMeasure) {
        // Insertion sort: a few dozen candidates, often nearly in order already.
        for k in 1..<max(count, 1) {
            let c = candidates[k]
            var j = k
            while j > 0 && candidates[j - 1].lowerBound > c.lowerBound {
                candidates[j] = candidates[j - 1]
                j -= 1
            }
            candidates[j] = c
        }
        for k in 0..<count {
            let c = candidates[k]
            guard c.lowerBound < squaredDistance else { break }
            if let better = measure.measured(c.segment).nearest(to: p, within: squaredDistance) {
                offer(c.segment, better.t, better.squaredDistance)
            }
        }
        count = 0
    }

    /// Keeps parameter `t` of segment `i`, `d` away (squared), when it is nearer than the best.
    private mutating func offer(_ i: Int, _ t: Double, _ d: Double) {
        if d < squaredDistance { (best, squaredDistance) = ((i, t), d) }
    }
}
