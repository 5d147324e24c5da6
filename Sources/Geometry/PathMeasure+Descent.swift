extension PathMeasure {
    /// The local nearest point a drag needs: starting at arc length `s`, move along the path in
    /// whichever direction brings it closer to `p`, and stop where the distance stops falling.
    ///
    /// The direction is the sign of `(P(s) - p) . T(s)`; the walk crosses segment joins, wraps
    /// around a closed subpath (at most one lap), stops at the end of an open one, and returns the
    /// first local minimum of the distance it reaches: inside a segment (exact, see
    /// ``nearest(to:)``) or at a corner where the next segment would lead away. When neither
    /// direction brings `p` closer, the answer is `s` itself.
    ///
    /// Unlike ``nearest(to:)``, this never jumps to another branch of the path that happens to
    /// pass nearer (at a self-crossing, say): a handle dragged along a figure-8 stays on the
    /// branch it is on.
    ///
    /// - Complexity: proportional to the number of segments walked over, plus O(log n) to find
    ///   the start and, on a curve, a few quadratures to invert its arc length; independent of the
    ///   path's size otherwise. When the answer lies in the start's own segment (the common case
    ///   in a drag) it is found without the general walk: in closed form on lines and circular
    ///   arcs, by a few certified Newton steps on cubics.
    public func nearest(to p: Point, descendingFrom s: Double) -> PathNearest {
        let s = normalizedLength(s)
        guard !segments.isEmpty, p.isFinite, length > 0, let i = segmentIndex(atLength: s) else {
            return nearest(to: p, descendingFrom: location(atLength: s))
        }
        return descend(toward: p, from: i, parameter(segment: i, atLength: s - segmentStarts[i]), pulledIn: pulledIn(p))
    }

    /// ``nearest(to:descendingFrom:)-(_,Double)`` from a location rather than an arc length (it
    /// skips inverting the arc length, and tells apart the end of one subpath from the start of
    /// the next, which share an `s`). The location's segment, parameter and point are read: the
    /// point must be the path's point at that parameter, as in every location a measure returns.
    /// (On a circular arc the turn is measured from it: a point off the arc is not used, but one
    /// elsewhere on the arc would give the wrong arc length.)
    ///
    /// A drag that keeps the returned location and starts the next query from it pays, when the
    /// answer is in the same segment, for one projection on a line, a short series on a circular
    /// arc (one `atan2` for a turn of more than 7 degrees), or a few Newton steps and one
    /// quadrature on a cubic.
    ///
    /// - Complexity: as ``nearest(to:descendingFrom:)-(_,Double)``, without the arc-length inversion.
    public func nearest(to p: Point, descendingFrom start: PathLocation) -> PathNearest {
        quickDescent(toward: p, from: start) ?? generalDescent(toward: p, from: start)
    }

    /// ``nearest(to:descendingFrom:)-(_,PathLocation)`` for the events ``quickDescent(toward:from:)``
    /// leaves (out of line, so that the usual event's code stays short).
    @inline(never)
    func generalDescent(toward p: Point, from start: PathLocation) -> PathNearest {
        guard !segments.isEmpty, p.isFinite, length > 0 else {
            return PathNearest(location: start, distance: MeasuredSegment.distance(start.point, p))
        }
        let i = min(max(start.segmentIndex, 0), segments.count - 1)
        let t = start.t.isNaN ? 0 : min(max(start.t, 0), 1)
        return descend(toward: p, from: i, t, pulledIn: pulledIn(p))
    }

    /// The usual pointer event of a drag, answered with the least work: the handle stays inside
    /// its own line or circular arc and moves a little (on an arc, the turn is measured from the
    /// location's point, see ``CircularArc/descent(toward:from:near:)``). Nil hands the event
    /// to the general descent, which gives the same answer for everything answered here.
    ///
    /// (A separate early exit rather than a branch of ``descend(toward:from:_:)``: on its own,
    /// without the general code's calls around it, it compiles to a third of the instructions.)
    @inline(__always)
    func quickDescent(toward p: Point, from start: PathLocation) -> PathNearest? {
        let i = start.segmentIndex, t = start.t
        guard i >= 0 && i < segments.count && t > 0 && t < 1 else { return nil }
        let segment = measured(i)
        let descent: SegmentDescent
        switch segment {
        case .line: descent = segment.descent(toward: p, from: t)
        case .circle(let c): descent = c.descent(toward: p, from: t, near: start.point)
        default: return nil
        }
        guard case .moves(to: let found, point: let point, distance: let distance) = descent else { return nil }
        return nearest(moving: segment, index: i, to: found, point: point, distance: distance, from: p)
    }

    /// The answer of a descent that moved within segment `i` (measured: `segment`) to parameter
    /// `found`, at `point`, `distance` from `p`.
    @inline(__always)
    private func nearest(moving segment: MeasuredSegment, index i: Int, to found: Double, point: Point,
                         distance: Double, from p: Point) -> PathNearest {
        let loc = PathLocation(s: arcLength(of: segment, index: i, upTo: found), point: point, segmentIndex: i, t: found)
        // Past about 1e154 the closed forms overflow; the point's distance copes.
        return PathNearest(location: loc, distance: distance.isFinite ? distance : MeasuredSegment.distance(point, p))
    }

    /// The descent toward `q`, `p` ``pulledIn(_:)``, with the distance from `p` itself.
    private func descend(toward p: Point, from i: Int, _ t: Double, pulledIn q: Point) -> PathNearest {
        var found = descend(toward: q, from: i, t)
        if q != p { found.distance = MeasuredSegment.distance(found.location.point, p) }
        return found
    }

    /// The descent from parameter `t` of segment `i`, on a path with length and a finite `p`.
    @inline(__always)
    private func descend(toward p: Point, from i: Int, _ t: Double) -> PathNearest {
        // Inside a segment, try that segment alone first; at its ends the neighbours have a say.
        if t > 0 && t < 1 {
            let segment = measured(i)
            switch segment.descent(toward: p, from: t) {
            case .stays:
                let loc = location(of: segment, index: i, t: t)
                return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
            case .moves(to: let found, point: let point, distance: let distance):
                return nearest(moving: segment, index: i, to: found, point: point, distance: distance, from: p)
            case .undecided:
                return walk(toward: p, from: i, t)
            }
        }
        return walk(toward: p, from: i, t)
    }

    /// ``nearest(to:descendingFrom:)-(_,PathLocation)`` by the general walk alone, without the
    /// one-segment shortcut: the reference that shortcut is tested against.
    func nearestByWalking(to p: Point, descendingFrom start: PathLocation) -> PathNearest {
        guard !segments.isEmpty, p.isFinite, length > 0 else {
            return PathNearest(location: start, distance: MeasuredSegment.distance(start.point, p))
        }
        let i = min(max(start.segmentIndex, 0), segments.count - 1)
        return walk(toward: p, from: i, start.t.isNaN ? 0 : min(max(start.t, 0), 1))
    }

    /// The general descent: a walk over segments, see ``Walk``.
    private func walk(toward p: Point, from i: Int, _ t: Double) -> PathNearest {
        let walk = Walk(self, subpathOf: i, toward: p)
        let here = measured(i).point(at: t)

        // Rates of change of |P - p|^2 / 2 per unit length, moving forward and moving backward.
        let forwardRate = walk.direction(self, leaving: i, t, forward: true).map { (here - p).dot($0) }
        let backwardRate = walk.direction(self, leaving: i, t, forward: false).map { -(here - p).dot($0) }
        let threshold = walk.threshold(at: here)
        let f = forwardRate ?? .infinity, b = backwardRate ?? .infinity
        guard min(f, b) < -threshold else { return answer(segment: i, t: t, toward: p) }
        let (j, tj) = walk.descend(self, from: i, t, forward: f <= b)
        return answer(segment: j, t: tj, toward: p)
    }
}

/// One descent along one subpath toward a point. (The measure is passed to each method rather
/// than stored: storing it would copy, and retain, all its arrays on every pointer event.)
struct Walk {
    let span: PathMeasure.SubpathSpan
    let p: Point
    /// Walking past either end continues at the other.
    let wraps: Bool

    /// A walk toward `p` on the subpath of `measure` that holds segment `i`.
    init(_ measure: PathMeasure, subpathOf i: Int, toward p: Point) {
        let k = measure.spanIndex(ofSegment: i)
        (span, self.p, wraps) = (measure.subpathSpans[k], p, measure.spanWraps[k])
    }

    /// A rate of change of the distance this small is rounding: the point is stationary.
    func threshold(at point: Point) -> Double {
        MeasuredSegment.stationaryRate(at: point, from: p)
    }

    /// The segment after (or before) `i` on the subpath, wrapping when it is closed.
    func neighbor(of i: Int, forward: Bool) -> Int? {
        if forward {
            if i + 1 < span.segments.upperBound { return i + 1 }
            return wraps ? span.segments.lowerBound : nil
        }
        if i - 1 >= span.segments.lowerBound { return i - 1 }
        return wraps ? span.segments.upperBound - 1 : nil
    }

    /// The unit direction of travel (toward increasing `s`) of the path leaving `(i, t)` forward,
    /// or arriving there from behind; it looks past segment ends and over segments of no length
    /// and slivers (see ``PathMeasure/isNegligible(_:in:)``). Nil at the open end of a subpath.
    func direction(_ measure: PathMeasure, leaving i: Int, _ t: Double, forward: Bool) -> Vector? {
        var (i, t) = (i, t)
        for _ in 0...span.segments.count {
            if forward ? t < 1 : t > 0, !measure.isNegligible(i, in: span),
               let d = measure.measured(i).direction(at: t, side: forward ? .after : .before) {
                return d
            }
            guard let j = neighbor(of: i, forward: forward) else { return nil }
            (i, t) = (j, forward ? 0 : 1)
        }
        return nil
    }

    /// Walks from `(i, t)`, where the distance falls in the direction given, to the first local
    /// minimum; returns its segment and parameter.
    func descend(_ measure: PathMeasure, from i: Int, _ t: Double, forward: Bool) -> (Int, Double) {
        var (i, t) = (i, t)
        // One lap at most: a closed subpath walked all around has no minimum left to find.
        for _ in 0...span.segments.count {
            let segment = measure.measured(i)
            if let found = segment.firstDistanceMinimum(to: p, from: t, forward: forward) { return (i, found) }

            // The distance falls all the way to this segment's end: on to the next one, unless the
            // subpath ends here or the next segment leads away (a corner minimum).
            let end = forward ? 1.0 : 0.0
            guard let j = neighbor(of: i, forward: forward) else { return (i, end) }
            let entry = forward ? 0.0 : 1.0
            if let d = direction(measure, leaving: j, entry, forward: forward) {
                let corner = segment.point(at: end)
                let rate = forward ? (corner - p).dot(d) : -(corner - p).dot(d)
                if rate >= -threshold(at: corner) { return (j, entry) }
            }
            (i, t) = (j, entry)
        }
        return (i, t)
    }
}
