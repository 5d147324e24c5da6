/// A place on a measured path.
public struct PathLocation: Hashable, Sendable {
    /// Arc length from the start of the path to this place.
    public var s: Double
    /// Index of the segment in ``PathMeasure/segments`` (0 when the path has no segments).
    public var segmentIndex: Int
    // (The point is declared third, 16 bytes in: a drag hands each event's location to the next,
    // which reads the point back. Here it is written whole and read whole, so the processor
    // forwards it from the store at once; second, it was written as parts of two stores and read
    // as one, which has to wait for both to reach the cache: the figure-8 drag took 27 ns an
    // event, not 17.)

    /// The point itself.
    public var point: Point
    /// Curve parameter within that segment, in `[0, 1]`.
    public var t: Double

    /// A location from its parts; ``PathMeasure`` makes these, see ``PathMeasure/location(atLength:)``.
    public init(s: Double, point: Point, segmentIndex: Int, t: Double) {
        self.s = s
        self.point = point
        self.segmentIndex = segmentIndex
        self.t = t
    }
}

/// The answer to a nearest-point query.
public struct PathNearest: Hashable, Sendable {
    /// Where on the path the nearest point is.
    public var location: PathLocation
    /// Distance from the query point to `location.point`.
    public var distance: Double

    /// A nearest point from its parts.
    public init(location: PathLocation, distance: Double) {
        self.location = location
        self.distance = distance
    }
}

/// Arc-length measure of a path: total length, position and tangent at a length, nearest points.
///
/// Lengths of lines and circular arcs are exact (to rounding); Beziers and elliptical arcs are
/// integrated by adaptive Gauss-Legendre quadrature to the relative `accuracy` given at
/// construction: each piece of a curve gets the fewest points an a-priori error bound allows
/// (from where the speed stops being analytic, Trefethen's theorem 19.3), so the accuracy is
/// proven, not estimated. Lengths are summed in `Double` with compensation
/// (see `CompensatedSum`), so the total stays accurate on paths of any size.
///
/// Arc length `s` runs over all segments in order; a move to a new subpath adds no length, so the
/// end of one subpath and the start of the next share an `s`. Such a shared `s` means the start of
/// the later subpath (intervals are half-open), except the total length, which means the end of
/// the last segment. ``subpathSpans`` tells which lengths belong to which subpath.
///
/// Scale: nearest points compare squared distances, so they hold for paths and query points
/// whose coordinates and distances lie between about 1e-150 and 1e150 in size, elliptical arcs
/// included; past that the squares underflow or overflow. So do the lengths of Beziers and
/// elliptical arcs, whose speed is a square root of squares. Lines and circular arcs hold
/// further, their lengths, positions and tangents from about 1e-300 to 1e300.
///
/// Turns: an arc of up to about 10^15 turns is measured and searched as accurately, and about as
/// fast, as one of a single turn (an elliptical one by its first half turn, since its speed
/// repeats every half turn; a nearest point among its first turn's points). Past that, whole
/// turns are no longer all doubles: queries still answer, at the arc's ends.
///
/// ```swift
/// let measure = PathMeasure(Shapes.figureEight(width: 800, height: 600))
/// measure.length                          // 3 pi 100 + 400
/// var handle = measure.location(atLength: 0)
/// handle = measure.nearest(to: pointer, descendingFrom: handle).location  // during a drag
/// ```
public struct PathMeasure: Sendable {
    /// The path as given.
    public let path: Path
    /// All segments of the path in order (the indices used by ``PathLocation``).
    public let segments: [Segment]
    /// One span per subpath of ``path``, in order: which segments and which lengths it covers.
    public let subpathSpans: [SubpathSpan]
    /// Total arc length of the path.
    public let length: Double
    /// The relative accuracy lengths were computed to (the constructor's, clamped to `[1e-14, 0.1]`).
    public let accuracy: Double

    /// How each segment is measured, index for index with ``segments``.
    let kinds: [SegmentKind]
    /// `segmentStarts[i]` is the arc length where segment `i` starts; one more entry holds the total.
    let segmentStarts: [Double]
    /// The quadrature pieces of segment `i` are `pieces[pieceStarts[i] ..< pieceStarts[i + 1]]`
    /// (none for lines and circular arcs, which are exact).
    let pieceStarts: [Int32]
    let pieces: [ArcLengthPiece]
    /// Where each segment of kind `.point` (non-finite coordinates) is taken to be.
    let pointFallbacks: [Int: Point]
    /// `spanWraps[k]`: subpath `k` is closed and its last segment ends where its first begins (as
    /// ``Path/close()`` makes it), so walking on past its end continues at its start.
    let spanWraps: [Bool]
    /// The segments' control boxes in a tree, for ``nearest(to:)``.
    let boxTree: BoxTree
    /// A box along each segment (see ``OrientedBox``), in the order of the tree's items
    /// (``BoxTree/items``), which the nearest-point search reads leaf by leaf.
    let itemBounds: [OrientedBox]
    /// Each segment as the measuring code sees it, made once: the drag's queries read one per
    /// pointer event, and remaking it there (a circle's radius, say) was a good part of their cost.
    /// Empty when every segment is a finite line or cubic, which is its own measured form (see
    /// ``measured(_:)``): a second copy of a long path of cubics cost a third of its build in
    /// fresh memory alone.
    let measuredSegments: [MeasuredSegment]
    /// Which ends of each segment are corners (see ``SegmentCorners``).
    let segmentCorners: [SegmentCorners]

    /// Measures `path`, integrating curved segments to the relative `accuracy`.
    ///
    /// Values of `accuracy` are clamped into `[1e-14, 0.1]` (below that rounding dominates); NaN
    /// means the default. Segments with non-finite coordinates measure as zero-length points.
    ///
    /// - Complexity: O(n) in the number of segments, a cubic costing a few dozen speed
    ///   evaluations, plus O(n log n) for a tree of the segments' boxes (a small part of the
    ///   whole). About 220 bytes per segment are kept, most of them the segments themselves
    ///   (shared with `path` when it has one subpath) and a box along each for the nearest-point
    ///   search (48 bytes), and one for its corners; about 80 more when the path has
    ///   quadratics, arcs or non-finite segments, which are also kept in their measured form.
    public init(_ path: Path, accuracy: Double = 1e-9) {
        let accuracy = accuracy.isNaN ? 1e-9 : min(max(accuracy, 1e-14), 0.1)
        self.path = path
        self.accuracy = accuracy
        let segments = path.segments
        self.segments = segments

        var kinds: [SegmentKind] = [], starts: [Double] = [0], pieceStarts: [Int32] = [0]
        var spans: [SubpathSpan] = [], fallbacks: [Int: Point] = [:], wraps: [Bool] = []
        // Each segment is made into its measured form once, here, and its box taken on the way.
        var measuredSegments: [MeasuredSegment] = [], boxes: [Rect] = []
        boxes.reserveCapacity(segments.count)
        kinds.reserveCapacity(segments.count)
        starts.reserveCapacity(segments.count + 1)
        pieceStarts.reserveCapacity(segments.count + 1)
        var integrator = ArcLengthIntegrator(accuracy: accuracy, expectedPieces: 2 * segments.count)
        var total = CompensatedSum()
        var fallback = Point.zero

        // Runs of consecutive Beziers are measured together (see `measure(cubics:...)`).
        var run: [CubicBezier] = [], runLengths: [Double] = [], runPieceEnds: [Int] = []
        func flushRun() {
            guard !run.isEmpty else { return }
            runLengths.removeAll(keepingCapacity: true)
            runPieceEnds.removeAll(keepingCapacity: true)
            integrator.measure(cubics: run[...], lengths: &runLengths, pieceEnds: &runPieceEnds)
            for k in run.indices {
                total.add(runLengths[k])
                kinds.append(.bezier)
                starts.append(total.value)
                pieceStarts.append(Int32(runPieceEnds[k]))
            }
            run.removeAll(keepingCapacity: true)
        }

        for (index, subpath) in path.subpaths.enumerated() {
            let firstSegment = kinds.count + run.count, startLength = total.value
            if subpath.start.isFinite { fallback = subpath.start }
            for segment in subpath.segments {
                // A finite cubic, the common case, goes straight to the run. (`v - v` is 0 for a
                // finite `v` and NaN otherwise, so one comparison checks all eight numbers.)
                if case .cubic(let c) = segment {
                    let zeros = ((c.p0.x - c.p0.x) + (c.p0.y - c.p0.y)) + ((c.p1.x - c.p1.x) + (c.p1.y - c.p1.y))
                        + ((c.p2.x - c.p2.x) + (c.p2.y - c.p2.y)) + ((c.p3.x - c.p3.x) + (c.p3.y - c.p3.y))
                    if zeros == 0 {
                        if !measuredSegments.isEmpty { measuredSegments.append(.cubic(c)) }
                        boxes.append(Rect(minX: min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), minY: min(c.p0.y, c.p1.y, c.p2.y, c.p3.y),
                                          maxX: max(c.p0.x, c.p1.x, c.p2.x, c.p3.x), maxY: max(c.p0.y, c.p1.y, c.p2.y, c.p3.y)))
                        fallback = c.p3
                        run.append(c)
                        if run.count == 256 { flushRun() }
                        continue
                    }
                }
                let kind = MeasuredSegment.kind(of: segment)
                let measured = MeasuredSegment(segment, kind: kind, fallback: fallback)
                switch (segment, kind) {
                case (.line, .line), (.cubic, .bezier):
                    if !measuredSegments.isEmpty { measuredSegments.append(measured) }
                default:
                    // The first segment that is not its own measured form: from here on, all are kept.
                    if measuredSegments.isEmpty {
                        measuredSegments.reserveCapacity(segments.count)
                        for earlier in segments[..<(kinds.count + run.count)] {
                            switch earlier {
                            case .cubic(let c): measuredSegments.append(.cubic(c))
                            case .line(let l): measuredSegments.append(.line(l))
                            default: preconditionFailure("only lines and cubics come before")
                            }
                        }
                    }
                    measuredSegments.append(measured)
                }
                boxes.append(Self.controlBox(of: segment, kind: kind, fallback: fallback))
                if kind != .point { fallback = segment.end }
                if case .cubic(let c) = measured {
                    run.append(c)
                    if run.count == 256 { flushRun() }
                    continue
                }
                flushRun()
                if kind == .point { fallbacks[kinds.count] = measured.start }
                let segmentLength: Double
                switch measured {
                case .line(let l): segmentLength = MeasuredSegment.distance(l.p0, l.p1)
                case .circle(let c): segmentLength = c.length
                case .cubic(let c): segmentLength = integrator.measure(CubicSpeed(c, forMeasuring: true))
                case .ellipse(let e):
                    if let turns = HalfTurns(e) {
                        let first = integrator.pieces.count
                        _ = integrator.measure(EllipticalArcSpeed(turns.halfTurn))
                        segmentLength = turns.length(upTo: 1, pieces: integrator.pieces[first...])
                    } else {
                        segmentLength = integrator.measure(EllipticalArcSpeed(e))
                    }
                }
                total.add(segmentLength)
                kinds.append(kind)
                starts.append(total.value)
                pieceStarts.append(Int32(integrator.pieces.count))
            }
            flushRun()
            spans.append(SubpathSpan(index: index, segments: firstSegment..<kinds.count,
                                     startLength: startLength, endLength: total.value,
                                     isClosed: subpath.isClosed))
            let gap = fallback - subpath.start
            let scale = max(abs(subpath.start.x), abs(subpath.start.y), 1)
            wraps.append(subpath.isClosed && !subpath.segments.isEmpty && subpath.start.isFinite
                         && gap.dx * gap.dx + gap.dy * gap.dy <= 1e-18 * scale * scale)
        }
        self.kinds = kinds
        self.segmentStarts = starts
        self.pieceStarts = pieceStarts
        self.pieces = integrator.pieces
        self.pointFallbacks = fallbacks
        self.spanWraps = wraps
        let boxTree = BoxTree(boxes: boxes)
        self.boxTree = boxTree
        self.itemBounds = boxTree.items.map { item in
            let i = Int(item)
            guard kinds[i] == .bezier else { return OrientedBox(boxes[i]) }
            switch segments[i] {
            case .cubic(let c): return OrientedBox(enclosing: c, controlBox: boxes[i])
            // (A raised quadratic's control points lie within the quadratic's.)
            case .quad(let q): return OrientedBox(enclosing: q.asCubic, controlBox: boxes[i])
            default: return OrientedBox(boxes[i])
            }
        }
        self.measuredSegments = measuredSegments
        self.segmentCorners = Self.corners(of: segments, measured: measuredSegments, spans: spans, wraps: wraps)
        self.subpathSpans = spans
        self.length = total.value
        let withSegments = spans.filter { !$0.segments.isEmpty }
        self.isClosed = withSegments.count == 1 && withSegments[0].isClosed
    }

    /// True when the path is one closed subpath: arc lengths then wrap around. Subpaths with no
    /// segments (a lone move) do not count.
    public let isClosed: Bool

    /// True when segment `i` (a valid index) of the subpath `span` is a sliver, no longer than a
    /// billionth of the subpath (the default accuracy's share, whatever accuracy was asked for:
    /// a coarse one made every side of a polygon a sliver; and of its own subpath, not the
    /// path, or a small square beside a large one was all slivers): a descent looks past it as
    /// past a point. (Exported path data leaves such slivers from rounding: a line that stepped
    /// back 1e-7 stopped a drag as a corner would.)
    func isNegligible(_ i: Int, in span: SubpathSpan) -> Bool {
        segmentStarts[i + 1] - segmentStarts[i] <= 1e-9 * (span.endLength - span.startLength)
    }

    /// The arc length that `s` stands for: wrapped into `[0, length)` when ``isClosed``, else
    /// clamped into `[0, length]`. NaN stands for 0; infinities clamp (and wrap to 0).
    ///
    /// - Complexity: O(1).
    public func normalizedLength(_ s: Double) -> Double {
        if s.isNaN || length <= 0 { return 0 }
        if isClosed {
            guard s.isFinite else { return 0 }
            var r = fmod(s, length)
            if r < 0 { r += length }
            return r < length ? r : 0
        }
        return min(max(s, 0), length)
    }

    /// The place at arc length `s`: clamped into `[0, length]`, or wrapped when ``isClosed``.
    ///
    /// On a path of zero length this is the path's first point, with `s = 0`.
    ///
    /// - Complexity: O(log n) to find the segment, then a few quadratures for a curved one.
    public func location(atLength s: Double) -> PathLocation {
        let s = normalizedLength(s)
        guard let i = segmentIndex(atLength: s) else {
            return PathLocation(s: 0, point: path.subpaths.first?.start ?? .zero, segmentIndex: 0, t: 0)
        }
        let t = parameter(segment: i, atLength: s - segmentStarts[i])
        return PathLocation(s: s, point: measured(i).point(at: t), segmentIndex: i, t: t)
    }

    /// The place at parameter `t` of segment `segmentIndex` (both clamped into range), with its
    /// arc length. The inverse of ``location(atLength:)``.
    ///
    /// - Complexity: O(log p) in the segment's quadrature pieces, plus one quadrature.
    public func location(segmentIndex: Int, t: Double) -> PathLocation {
        guard !segments.isEmpty else { return location(atLength: 0) }
        let i = min(max(segmentIndex, 0), segments.count - 1)
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        return location(of: measured(i), index: i, t: t)
    }

    /// The point at arc length `s` (see ``location(atLength:)``).
    ///
    /// - Complexity: as ``location(atLength:)``.
    public func position(atLength s: Double) -> Point { location(atLength: s).point }

    /// The unit tangent at arc length `s`, in the direction of travel.
    ///
    /// Where the derivative vanishes (a cusp, a repeated control point) this is the limiting
    /// direction of the curve leaving the point (arriving, at the very end). A path of zero length
    /// has no direction; it answers `(1, 0)`.
    ///
    /// - Complexity: as ``location(atLength:)``.
    public func tangent(atLength s: Double) -> Vector {
        tangent(at: location(atLength: s))
    }

    /// The unit tangent at the path's end, in the direction it arrives there: what
    /// `tangent(atLength: length)` means on an open path, on a closed one too (where `length`
    /// wraps round to the start, and its tangent is the one leaving the start). Read a rounding
    /// step before the end, so that a last segment of no length does not hide the direction.
    ///
    /// - Complexity: as ``location(atLength:)``.
    public var endTangent: Vector {
        tangent(atLength: length > 0 ? length.nextDown : 0)
    }

    /// The unit tangent at `location` (its segment and parameter, clamped into range), in the
    /// direction of travel; as ``tangent(atLength:)``, which it answers without inverting an arc
    /// length.
    ///
    /// - Complexity: O(1).
    public func tangent(at location: PathLocation) -> Vector {
        guard !segments.isEmpty else { return Vector(1, 0) }
        let i = min(max(location.segmentIndex, 0), segments.count - 1)
        let t = location.t.isNaN ? 0 : min(max(location.t, 0), 1)
        return measured(i).direction(at: t, side: t < 1 ? .after : .before) ?? Vector(1, 0)
    }

    // MARK: Internals shared by the queries

    /// Segment `i` as the measuring code sees it.
    @inline(__always)
    func measured(_ i: Int) -> MeasuredSegment {
        guard measuredSegments.isEmpty else { return measuredSegments[i] }
        // Only finite lines and cubics: each is its own measured form.
        switch segments[i] {
        case .cubic(let c): return .cubic(c)
        case .line(let l): return .line(l)
        default: return MeasuredSegment(segments[i], kind: kinds[i], fallback: .zero)  // not reached
        }
    }

    /// The segment holding arc length `s` in `[0, length]`: `starts[i] <= s < starts[i + 1]`,
    /// or the last segment with length when `s == length`. Nil when no segment has length.
    func segmentIndex(atLength s: Double) -> Int? {
        // The first boundary beyond s (for s == length: the first reaching it).
        var lo = 0, hi = segmentStarts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let beyond = s < length ? segmentStarts[mid] > s : segmentStarts[mid] >= s
            if beyond { hi = mid } else { lo = mid + 1 }
        }
        return lo > 0 && lo <= segments.count ? lo - 1 : nil
    }

    /// The quadrature pieces of segment `i`.
    func pieces(ofSegment i: Int) -> ArraySlice<ArcLengthPiece> {
        pieces[Int(pieceStarts[i])..<Int(pieceStarts[i + 1])]
    }

    /// The parameter of segment `i` at arc length `local` from the segment's start.
    func parameter(segment i: Int, atLength local: Double) -> Double {
        switch measured(i) {
        case .line(let l):
            let len = MeasuredSegment.distance(l.p0, l.p1)
            return len > 0 ? min(max(local / len, 0), 1) : 0
        case .circle(let c):
            let len = c.length
            return len > 0 ? min(max(local / len, 0), 1) : 0
        case .cubic(let c):
            return ArcLengthIntegrator.parameter(CubicSpeed(c), pieces: pieces(ofSegment: i), atLength: local)
        case .ellipse(let e):
            if let turns = HalfTurns(e) { return turns.parameter(atLength: local, pieces: pieces(ofSegment: i)) }
            return ArcLengthIntegrator.parameter(EllipticalArcSpeed(e), pieces: pieces(ofSegment: i),
                                                 atLength: local)
        }
    }

    /// The place at parameter `t` (in `[0, 1]`) of `segment`, which is segment `i` measured.
    func location(of segment: MeasuredSegment, index i: Int, t: Double) -> PathLocation {
        PathLocation(s: arcLength(of: segment, index: i, upTo: t), point: segment.point(at: t), segmentIndex: i, t: t)
    }

    /// Arc length from the path's start to parameter `t` of `segment`, which is segment `i`
    /// measured; no further than the segment's end (the sum can round past it, and past the
    /// path's length at its last segment).
    @inline(__always)
    func arcLength(of segment: MeasuredSegment, index i: Int, upTo t: Double) -> Double {
        min(segmentStarts[i] + lengthWithin(segment, index: i, upTo: t), segmentStarts[i + 1])
    }

    /// Arc length from the start of `segment`, which is segment `i` measured, to its parameter
    /// `t`: `t` times the length for lines and circular arcs, one quadrature for curves.
    @inline(__always)
    func lengthWithin(_ segment: MeasuredSegment, index i: Int, upTo t: Double) -> Double {
        switch segment {
        case .line(let l): return MeasuredSegment.distance(l.p0, l.p1) * t
        case .circle(let c): return c.length * t
        case .cubic(let c):
            return ArcLengthIntegrator.length(CubicSpeed(c), pieces: pieces(ofSegment: i), upTo: t)
        case .ellipse(let e):
            if let turns = HalfTurns(e) { return turns.length(upTo: t, pieces: pieces(ofSegment: i)) }
            return ArcLengthIntegrator.length(EllipticalArcSpeed(e), pieces: pieces(ofSegment: i), upTo: t)
        }
    }
}
