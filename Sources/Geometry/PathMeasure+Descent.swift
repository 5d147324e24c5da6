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
        return descend(toward: p, from: i, parameter(segment: i, atLength: s - segmentStarts[i]))
    }

    /// ``nearest(to:descendingFrom:)-(_,Double)`` from a location rather than an arc length (it
    /// skips inverting the arc length, and tells apart the end of one subpath from the start of
    /// the next, which share an `s`). The location's segment, parameter and point are read: the
    /// point must be the path's point at that parameter, as in every location a measure returns
    /// (on a circular arc the turn is measured from it; a point off the arc is not used).
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
    private func generalDescent(toward p: Point, from start: PathLocation) -> PathNearest {
        guard !segments.isEmpty, p.isFinite, length > 0 else {
            return PathNearest(location: start, distance: MeasuredSegment.distance(start.point, p))
        }
        let i = min(max(start.segmentIndex, 0), segments.count - 1)
        let t = start.t.isNaN ? 0 : min(max(start.t, 0), 1)
        return descend(toward: p, from: i, t)
    }

    /// The usual pointer event of a drag, answered with the least work: the handle stays inside
    /// its own line or circular arc and moves a little (on an arc, the turn is measured from the
    /// location's point, see ``CircularArc/descent(toward:from:near:)``). Nil hands the event
    /// to the general descent, which gives the same answer for everything answered here.
    ///
    /// (A separate early exit rather than a branch of ``descend(toward:from:_:)``: on its own,
    /// without the general code's calls around it, it compiles to a third of the instructions.)
    @inline(__always)
    private func quickDescent(toward p: Point, from start: PathLocation) -> PathNearest? {
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

    /// ``nearest(to:descendingFrom:)-(_,PathLocation)``, and then the first minimum of the
    /// distance met past a corner of the path no further than `reach` along it from there, when
    /// that is nearer.
    ///
    /// Where the path turns sharply, a descent stops short of the corner: past a tip of a star
    /// the distance rises up to the tip and falls again beyond it, so a pointer moving round the
    /// tip leaves the handle behind on the edge it came along (and a drag then snaps it over
    /// once the pointer is far enough off). Looking past the corners of the answer's own
    /// segment, a short way along the path, takes the handle round them with the pointer; a
    /// branch further along the path (the other strand at a crossing) is still out of reach.
    /// Only corners count, joints where the direction turns by more than a degree, and cusps
    /// inside cubics: where the path turns smoothly the descent goes on by itself.
    ///
    /// - Complexity: as ``nearest(to:descendingFrom:)-(_,PathLocation)``, and one more descent
    ///   when a corner is within `reach`.
    public func nearest(to p: Point, descendingFrom start: PathLocation, pastCornersWithin reach: Double) -> PathNearest {
        // (Each part inlined or called on its own: a descent's answer returned through memory
        // and copied on was read back in pieces other than those written, which the processor
        // waits out, a third of the figure-8's event.)
        let local = quickDescent(toward: p, from: start) ?? generalDescent(toward: p, from: start)
        return lookingPastCorners(from: local, toward: p, within: reach)
    }

    /// ``nearest(to:descendingFrom:pastCornersWithin:)-(_,PathLocation,_)`` from an arc length.
    public func nearest(to p: Point, descendingFrom s: Double, pastCornersWithin reach: Double) -> PathNearest {
        lookingPastCorners(from: nearest(to: p, descendingFrom: s), toward: p, within: reach)
    }

    /// The nearer of `local` and the first minimum past a corner within `reach` of it.
    @inline(__always)
    private func lookingPastCorners(from local: PathNearest, toward p: Point, within reach: Double) -> PathNearest {
        let i = local.location.segmentIndex, s = local.location.s
        // Most answers lie further than `reach` from any corner.
        guard reach > 0, segments.indices.contains(i) else { return local }
        let corners = segmentCorners[i]
        guard corners.contains(.atStart) && s - segmentStarts[i] <= reach
                || corners.contains(.atEnd) && segmentStarts[i + 1] - s <= reach
                || kinds[i] == .bezier && cusp(ofSegment: i) != nil else { return local }
        return pastCorners(of: local, toward: p, within: reach)
    }

    /// The parameter of a cusp inside segment `i`, a Bezier, if it has one (see
    /// ``cusp(of:)``; asked when needed: most curves are ruled out by a few products).
    private func cusp(ofSegment i: Int) -> Double? {
        switch segments[i] {
        case .cubic(let c): Self.cusp(of: c)
        case .quad: nil  // a quadratic's derivative is linear: it vanishes only on a straight one
        default: nil
        }
    }

    @inline(never)
    private func pastCorners(of local: PathNearest, toward p: Point, within reach: Double) -> PathNearest {
        guard p.isFinite else { return local }
        let i = local.location.segmentIndex
        var best = local
        for forward in [true, false] {
            let along = forward ? segmentStarts[i + 1] - local.location.s : local.location.s - segmentStarts[i]
            guard along <= reach, let beyond = firstMinimum(toward: p, pastCornerAtEndOf: i, forward: forward),
                  beyond.distance < best.distance else { continue }
            best = beyond
        }
        if let t = cusp(ofSegment: i), abs(arcLength(of: measured(i), index: i, upTo: t) - local.location.s) <= reach,
           let beyond = firstMinimum(toward: p, pastCuspAt: t, of: i, forward: local.location.t < t),
           beyond.distance < best.distance {
            best = beyond
        }
        return best
    }

    /// The first minimum of the distance to `p` met from the end of segment `i` (its start when
    /// not `forward`) onward that way, when that end is a corner; the corner itself when the
    /// distance rises leaving it. Nil where the path goes on smoothly, or ends.
    private func firstMinimum(toward p: Point, pastCornerAtEndOf i: Int, forward: Bool) -> PathNearest? {
        let k = spanIndex(ofSegment: i)
        let walk = Walk(span: subpathSpans[k], p: p, wraps: spanWraps[k])
        let end = forward ? 1.0 : 0.0
        guard walk.neighbor(of: i, forward: forward) != nil,
              let arriving = walk.direction(self, leaving: i, end, forward: !forward),
              let leaving = walk.direction(self, leaving: i, end, forward: forward),
              arriving.dot(leaving) < cos(Double.pi / 180) else { return nil }
        return firstMinimum(toward: p, leaving: i, end, along: leaving, forward: forward, walk)
    }

    /// ``firstMinimum(toward:pastCornerAtEndOf:forward:)`` past the cusp at parameter `t` of
    /// segment `i`.
    private func firstMinimum(toward p: Point, pastCuspAt t: Double, of i: Int, forward: Bool) -> PathNearest? {
        let k = spanIndex(ofSegment: i)
        guard let leaving = measured(i).direction(at: t, side: forward ? .after : .before) else { return nil }
        return firstMinimum(toward: p, leaving: i, t, along: leaving, forward: forward,
                            Walk(span: subpathSpans[k], p: p, wraps: spanWraps[k]))
    }

    /// The first minimum of the distance to `p` met from parameter `t` of segment `i` onward
    /// (forward or not), the direction of travel there (toward increasing arc length) being
    /// `direction`; the place itself when the distance rises leaving it that way.
    private func firstMinimum(toward p: Point, leaving i: Int, _ t: Double, along direction: Vector, forward: Bool,
                              _ walk: Walk) -> PathNearest {
        let start = measured(i).point(at: t)
        let rate = (start - p).dot(direction) * (forward ? 1 : -1)
        let (found, tFound) = rate < -walk.threshold(at: start) ? walk.descend(self, from: i, t, forward: forward) : (i, t)
        let loc = canonicalLocation(segment: found, t: tFound)
        return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
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
        let k = spanIndex(ofSegment: i)
        let walk = Walk(span: subpathSpans[k], p: p, wraps: spanWraps[k])
        let here = measured(i).point(at: t)

        // Rates of change of |P - p|^2 / 2 per unit length, moving forward and moving backward.
        let forwardRate = walk.direction(self, leaving: i, t, forward: true).map { (here - p).dot($0) }
        let backwardRate = walk.direction(self, leaving: i, t, forward: false).map { -(here - p).dot($0) }
        let threshold = walk.threshold(at: here)
        let f = forwardRate ?? .infinity, b = backwardRate ?? .infinity
        guard min(f, b) < -threshold else {
            let loc = canonicalLocation(segment: i, t: t)
            return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
        }
        let (j, tj) = walk.descend(self, from: i, t, forward: f <= b)
        let loc = canonicalLocation(segment: j, t: tj)
        return PathNearest(location: loc, distance: MeasuredSegment.distance(loc.point, p))
    }
}

/// One descent along one subpath toward a point. (The measure is passed to each method rather
/// than stored: storing it would copy, and retain, all its arrays on every pointer event.)
private struct Walk {
    let span: PathMeasure.SubpathSpan
    let p: Point
    /// Walking past either end continues at the other.
    let wraps: Bool

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
    /// or arriving there from behind; it looks past segment ends and over zero-length segments.
    /// Nil at the open end of a subpath.
    func direction(_ measure: PathMeasure, leaving i: Int, _ t: Double, forward: Bool) -> Vector? {
        var (i, t) = (i, t)
        for _ in 0...span.segments.count {
            if forward ? t < 1 : t > 0,
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
            if let d = measure.measured(j).direction(at: entry, side: forward ? .after : .before) {
                let corner = segment.point(at: end)
                let rate = forward ? (corner - p).dot(d) : -(corner - p).dot(d)
                if rate >= -threshold(at: corner) { return (j, entry) }
            }
            (i, t) = (j, entry)
        }
        return (i, t)
    }
}
