/// Which ends of a segment are corners of the path: joints where its direction turns by more
/// than a degree (see ``PathMeasure/nearest(to:descendingFrom:pastCornersWithin:)-(_,PathLocation,_)``).
struct SegmentCorners: OptionSet, Sendable {
    let rawValue: UInt8
    /// The joint with the segment before (on a closed subpath, its last before its first).
    static let atStart = SegmentCorners(rawValue: 1)
    /// The joint with the segment after.
    static let atEnd = SegmentCorners(rawValue: 2)
}

extension PathMeasure {
    /// The corners of each segment, one byte each, found once when the path is measured so that
    /// a drag asks only where there is one. A joint next to a segment without a direction (of
    /// no length) counts as a corner: the drag then looks past it, and the walk decides.
    static func corners(of segments: [Segment], measured: [MeasuredSegment], spans: [SubpathSpan],
                        wraps: [Bool]) -> [SegmentCorners] {
        var corners = [SegmentCorners](repeating: [], count: segments.count)
        func form(_ i: Int) -> MeasuredSegment {
            if !measured.isEmpty { return measured[i] }
            // Only finite lines and cubics then (see `measured(_:)`).
            if case .cubic(let c) = segments[i] { return .cubic(c) }
            if case .line(let l) = segments[i] { return .line(l) }
            return .line(Line(.zero, .zero))
        }
        for (k, span) in spans.enumerated() where !span.segments.isEmpty {
            let range = span.segments
            let first = endDirections(form(range.lowerBound))
            var arriving = first.end
            for i in range.dropFirst() {
                let directions = endDirections(form(i))
                if turns(from: arriving, to: directions.start) {
                    corners[i].insert(.atStart)
                    corners[i - 1].insert(.atEnd)
                }
                arriving = directions.end
            }
            if wraps[k] && turns(from: arriving, to: first.start) {
                corners[range.lowerBound].insert(.atStart)
                corners[range.upperBound - 1].insert(.atEnd)
            }
        }
        return corners
    }

    /// The directions of travel leaving a segment's start and arriving at its end (not unit
    /// length; nil where it has none): straight from the control points for lines and cubics
    /// whose end arms have length, the careful way otherwise.
    private static func endDirections(_ segment: MeasuredSegment) -> (start: Vector?, end: Vector?) {
        switch segment {
        case .line(let l):
            let d = l.p1 - l.p0
            return d.squaredLength > 0 ? (d, d) : (nil, nil)
        case .cubic(let c) where c.p1 != c.p0 && c.p3 != c.p2:
            return (c.p1 - c.p0, c.p3 - c.p2)
        default:
            return (segment.direction(at: 0, side: .after), segment.direction(at: 1, side: .before))
        }
    }

    /// True when the direction turns by more than a degree from `a` to `b` (or either is missing).
    private static func turns(from a: Vector?, to b: Vector?) -> Bool {
        guard let a, let b else { return true }
        let d = a.dot(b), cosine = cos(Double.pi / 180)
        return d <= 0 || d * d < cosine * cosine * a.squaredLength * b.squaredLength
    }
}
