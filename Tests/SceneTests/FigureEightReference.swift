import Geometry

/// The seed figure-8 written out independently of Locus's path code, from FACTS.md:
/// two 270-degree arcs (the gap of each faces the crossing) joined by two crossing lines.
struct FigureEightReference {
    let width: Double, height: Double
    var r: Double { height / 6 }
    var offset: Double { 2 * r / 2.0.squareRoot() }
    var top: Point { Point(width / 2, height / 2 - offset) }
    var bottom: Point { Point(width / 2, height / 2 + offset) }
    var length: Double { 3 * .pi * r + 4 * r }
    /// The joints: top arc start/end, bottom arc start/end.
    var topStart: Point { top + Vector(angle: .pi / 4) * r }
    var topEnd: Point { top + Vector(angle: 3 * .pi / 4) * r }
    var bottomStart: Point { bottom + Vector(angle: -.pi / 4) * r }
    var bottomEnd: Point { bottom + Vector(angle: -3 * .pi / 4) * r }

    /// Distance from `p` to the figure, by closed forms.
    func distance(to p: Point) -> Double {
        min(arcDistance(p, center: top, gapFrom: .pi / 4, gapTo: 3 * .pi / 4),
            arcDistance(p, center: bottom, gapFrom: -3 * .pi / 4, gapTo: -.pi / 4),
            segmentDistance(p, topEnd, bottomStart),
            segmentDistance(p, bottomEnd, topStart))
    }

    /// Distance to a circle of radius r about `center` minus the open gap of angles (gapFrom, gapTo).
    private func arcDistance(_ p: Point, center: Point, gapFrom: Double, gapTo: Double) -> Double {
        let a = (p - center).angle
        if a > gapFrom && a < gapTo {
            let e1 = center + Vector(angle: gapFrom) * r, e2 = center + Vector(angle: gapTo) * r
            return min(p.distance(to: e1), p.distance(to: e2))
        }
        return abs(p.distance(to: center) - r)
    }

    private func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let t = max(0, min(1, (p - a).dot(ab) / ab.squaredLength))
        return p.distance(to: a + ab * t)
    }
}
