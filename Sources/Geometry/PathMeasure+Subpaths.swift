extension PathMeasure {
    /// The stretch of arc length one subpath covers.
    public struct SubpathSpan: Hashable, Sendable {
        /// Index of the subpath in ``Path/subpaths``.
        public var index: Int
        /// Indices of its segments in ``PathMeasure/segments`` (empty for a lone move).
        public var segments: Range<Int>
        /// Arc length where the subpath starts.
        public var startLength: Double
        /// Arc length where the subpath ends (equal to `startLength` when it has no length).
        public var endLength: Double
        /// True when the subpath is closed: walking on past its end continues at its start.
        public var isClosed: Bool

        /// A span from its parts; ``PathMeasure`` makes these.
        public init(index: Int, segments: Range<Int>, startLength: Double, endLength: Double, isClosed: Bool) {
            self.index = index
            self.segments = segments
            self.startLength = startLength
            self.endLength = endLength
            self.isClosed = isClosed
        }

        /// The subpath's length, `endLength - startLength`.
        public var length: Double { endLength - startLength }
    }

    /// The subpath holding the place ``location(atLength:)`` gives for `s`; nil only for a path
    /// with no segments.
    ///
    /// - Complexity: O(log n).
    public func subpathSpan(atLength s: Double) -> SubpathSpan? {
        guard !segments.isEmpty else { return nil }
        return subpathSpans[spanIndex(ofSegment: segmentIndex(atLength: normalizedLength(s)) ?? 0)]
    }

    /// The subpath holding segment `index` (clamped into range); nil for a path with no segments.
    ///
    /// - Complexity: O(log m) in the number of subpaths.
    public func subpathSpan(containingSegment index: Int) -> SubpathSpan? {
        guard !segments.isEmpty else { return nil }
        return subpathSpans[spanIndex(ofSegment: min(max(index, 0), segments.count - 1))]
    }

    /// The place at arc length `s` on the subpath `span` covers: wrapped round it when it is
    /// closed, clamped to its ends when open. Unlike ``location(atLength:)``, this stays on the
    /// subpath at its ends, where the next subpath starts at the same arc length.
    ///
    /// - Complexity: O(log n).
    public func location(atLength s: Double, within span: SubpathSpan) -> PathLocation {
        let segments = span.segments.clamped(to: 0..<self.segments.count)
        guard !segments.isEmpty, span.length > 0, s.isFinite else {
            return location(segmentIndex: segments.isEmpty ? 0 : segments.lowerBound, t: 0)
        }
        var s = s
        let offset = s - span.startLength
        // (Its end is its start too, but stays the end: the place with the arc length asked.)
        if span.isClosed && (offset < 0 || offset > span.length) {
            s = span.startLength + (offset - span.length * (offset / span.length).rounded(.down))
        }
        guard s < span.endLength else { return location(segmentIndex: segments.upperBound - 1, t: 1) }
        let found = location(atLength: max(s, span.startLength))
        return segments.contains(found.segmentIndex) ? found : location(segmentIndex: segments.lowerBound, t: 0)
    }

    /// The index in ``subpathSpans`` of the span whose segments include `i` (a valid index).
    func spanIndex(ofSegment i: Int) -> Int {
        // The first span whose segments end beyond i; empty spans before it are skipped.
        var lo = 0, hi = subpathSpans.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if subpathSpans[mid].segments.upperBound <= i { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
