import Geometry

/// The original demo's solver, as the baseline: points every 1 px along the path, and per
/// pointer event a walk to the neighbouring sample while the distance to the desired point drops.
struct GreedyWalk {
    let points: [Point]
    var index = 0

    /// Samples `measure` every `spacing` px (the original dashed the path with a 1 px pattern).
    init(_ measure: PathMeasure, spacing: Double = 1) {
        let n = max(1, Int((measure.length / spacing).rounded(.down)))
        points = (0..<n).map { measure.position(atLength: Double($0) * spacing) }
    }

    private func distance(_ p: Point, offset: Int) -> Double {
        var i = (index + offset) % points.count
        if i < 0 { i += points.count }
        return points[i].squaredDistance(to: p)
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
        index = ((index + offset) % points.count + points.count) % points.count
    }

    var handle: Point { points[index] }
}
