import Geometry

/// The original demo's solver, as the baseline: points every 1 px along the path, and per
/// pointer event a walk to the neighbouring sample while the distance to the desired point drops.
struct GreedyWalk {
    /// How a distance to a sample is judged.
    enum Metric {
        /// As the original is written: `hypotf`, the Euclidean distance in single precision.
        case hypotf
        /// With the speed-up its text suggests: squared distances, no square root.
        case squared
    }

    let points: [Point]
    let metric: Metric
    var index = 0

    /// Samples `measure` every `spacing` px (the original dashed the path with a 1 px pattern).
    init(_ measure: PathMeasure, spacing: Double = 1, metric: Metric = .squared) {
        let n = max(1, Int((measure.length / spacing).rounded(.down)))
        points = (0..<n).map { measure.position(atLength: Double($0) * spacing) }
        self.metric = metric
    }

    /// The index `offset` places from the handle's, wrapping around as the original does: by
    /// adding or taking the count away (a `%` would cost a division on every step).
    private func wrapped(offset: Int) -> Int {
        var i = index + offset
        while i < 0 { i += points.count }
        while i >= points.count { i -= points.count }
        return i
    }

    private func distance(_ p: Point, offset: Int) -> Double {
        let q = points[wrapped(offset: offset)]
        switch metric {
        case .hypotf: return Double(hypotf(Float(p.x - q.x), Float(p.y - q.y)))
        case .squared: return q.squaredDistance(to: p)
        }
    }

    mutating func move(toward p: Point) {
        let earlier = distance(p, offset: -1), current = distance(p, offset: 0), later = distance(p, offset: 1)
        if current <= earlier && current <= later { return }
        let direction = earlier < later ? -1 : 1
        var best = min(earlier, later)
        var offset = direction
        while true {
            let next = distance(p, offset: offset + direction)
            if next >= best { break }
            best = next
            offset += direction
        }
        index = wrapped(offset: offset)
    }

    var handle: Point { points[index] }
}
