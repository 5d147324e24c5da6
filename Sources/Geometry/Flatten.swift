extension MeasuredSegment {
    /// Appends the points after the start of a polyline that stays within `tolerance` of the
    /// segment (the Hausdorff distance between the two is at most `tolerance`).
    ///
    /// - Lines: the end point alone.
    /// - Arcs: an ellipse is the image of the unit circle under `(u v)`; a chord of the unit
    ///   circle over an angle `delta <= pi` stays within the sagitta `1 - cos(delta/2)` of its
    ///   arc, and the map stretches no distance by more than its largest singular value `a`
    ///   (the radius, for a circle). So `delta = 2 acos(1 - tolerance / a)`, in equal steps.
    /// - Cubics: on `[t, t + h]` the chord is within `h^2/8 max |B''|` of the curve (the
    ///   interpolation error of a linear interpolant), and `|B''|` is convex in `t` (the norm of
    ///   a linear function), so its maximum over a step is at an end. Each step is as long as
    ///   that bound allows, which spends points where the curve bends.
    func appendFlattened(tolerance: Double, to points: inout [Point]) {
        switch self {
        case .line(let l):
            points.append(l.p1)
        case .circle(let c):
            Self.appendArc(c.arc, largestSemiAxis: c.radius, tolerance: tolerance, to: &points)
        case .ellipse(let e):
            let speed = EllipticalArcSpeed(e)
            Self.appendArc(e, largestSemiAxis: (speed.k + speed.r).squareRoot(), tolerance: tolerance, to: &points)
        case .cubic(let c):
            Self.appendCubic(c, tolerance: tolerance, to: &points)
        }
    }

    private static func appendArc(_ arc: Arc, largestSemiAxis a: Double, tolerance: Double,
                                  to points: inout [Point]) {
        let delta = a > 0 ? 2 * acos(max(1 - tolerance / a, -1)) : Double.pi
        let steps = Int(min((abs(arc.sweep) / min(delta, .pi)).rounded(.up), 1e6))
        if steps > 1 {
            for k in 1..<steps { points.append(arc.point(at: Double(k) / Double(steps))) }
        }
        points.append(arc.end)
    }

    private static func appendCubic(_ c: CubicBezier, tolerance: Double, to points: inout [Point]) {
        // B''(t) = 2 e2 + 6 e3 t in the power basis.
        let e2 = 3 * ((c.p2 - c.p1) - (c.p1 - c.p0)), e3 = (c.p3 - c.p0) + 3 * (c.p1 - c.p2)
        func bend(_ t: Double) -> Double { (2 * e2 + (6 * t) * e3).length }
        var t = 0.0
        // At most a million points per cubic, whatever the tolerance.
        let shortest = 1e-6
        while t < 1 {
            var h = 1 - t
            let worst = max(bend(t), bend(t + h))
            if h * h * worst > 8 * tolerance {
                // The maximum over a shorter step is no larger: one shrink is enough.
                h = max((8 * tolerance / worst).squareRoot(), shortest)
            }
            t = min(t + h, 1)
            points.append(t < 1 ? c.point(at: t) : c.p3)
        }
    }
}

extension PathMeasure {
    /// Polylines (one per subpath) within `tolerance` of the path.
    ///
    /// Each polyline starts at its subpath's start; a closed subpath's polyline ends there too.
    /// A non-positive or NaN `tolerance` is taken as `1e-9` of the path's size. No segment gets
    /// more than about a million points: a tolerance finer than that allows (a circle 1e9 across
    /// to 1e-3, say) is not kept there.
    ///
    /// - Complexity: O(points produced); a cubic gets about `sqrt(max|B''| / (8 tolerance))` points.
    public func flattened(tolerance: Double) -> [[Point]] {
        var tolerance = tolerance
        if !(tolerance > 0) {
            let size = path.bounds.map { max($0.width, $0.height) } ?? 0
            tolerance = max(1e-9 * size, Double.leastNormalMagnitude)
        }
        var polylines: [[Point]] = []
        polylines.reserveCapacity(subpathSpans.count)
        for span in subpathSpans {
            let start = path.subpaths[span.index].start
            var points = [start]
            for i in span.segments where kinds[i] != .point {
                measured(i).appendFlattened(tolerance: tolerance, to: &points)
            }
            if span.isClosed, let last = points.last, last != start { points.append(start) }
            polylines.append(points)
        }
        return polylines
    }
}
