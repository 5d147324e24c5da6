/// A place on a measured path.
public struct PathLocation: Hashable, Sendable {
    /// Arc length from the start of the path to this place.
    public var s: Double
    /// The point itself.
    public var point: Point
    /// Index of the segment in ``PathMeasure/segments``.
    public var segmentIndex: Int
    /// Curve parameter within that segment, in `[0, 1]`.
    public var t: Double

    public init(s: Double, point: Point, segmentIndex: Int, t: Double) {
        self.s = s
        self.point = point
        self.segmentIndex = segmentIndex
        self.t = t
    }
}

/// The answer to a nearest-point query.
public struct PathNearest: Hashable, Sendable {
    public var location: PathLocation
    /// Distance from the query point to `location.point`.
    public var distance: Double

    public init(location: PathLocation, distance: Double) {
        self.location = location
        self.distance = distance
    }
}

/// Arc-length measure of a path: total length, position and tangent at a length, nearest points.
///
/// Lengths of lines and circular arcs are exact (to rounding); Beziers and elliptical arcs are
/// integrated to the relative `accuracy` given at construction.
public struct PathMeasure: Sendable {
    public let path: Path
    /// All segments of the path in order (the indices used by ``PathLocation``).
    public let segments: [Segment]

    public init(_ path: Path, accuracy: Double = 1e-9) {
        self.path = path
        self.segments = path.segments
        fatalError("PathMeasure is being written")
    }

    /// Total arc length of the path.
    public var length: Double { fatalError() }

    /// True when the path is one closed subpath: arc lengths then wrap around.
    public var isClosed: Bool { fatalError() }

    /// The place at arc length `s`: clamped into `[0, length]`, or wrapped when ``isClosed``.
    public func location(atLength s: Double) -> PathLocation { fatalError() }

    /// The point at arc length `s` (see ``location(atLength:)``).
    public func position(atLength s: Double) -> Point { fatalError() }

    /// The unit tangent at arc length `s`, in the direction of travel.
    public func tangent(atLength s: Double) -> Vector { fatalError() }

    /// The point of the whole path nearest to `p`.
    public func nearest(to p: Point) -> PathNearest { fatalError() }

    /// The local nearest point a drag needs: starting at arc length `s`, move along the path in
    /// whichever direction brings it closer to `p`, and stop where the distance stops falling.
    public func nearest(to p: Point, descendingFrom s: Double) -> PathNearest { fatalError() }

    /// Polylines (one per subpath) within `tolerance` of the path.
    public func flattened(tolerance: Double) -> [[Point]] { fatalError() }
}
