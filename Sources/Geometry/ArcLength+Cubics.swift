/// How a cubic of a run is to be measured: `points` is the rule size for `[0, split]` (0 for a
/// curve of no length, -1 for the general path), `secondPoints` for `[split, 1]` (0 when the
/// first piece is the whole curve).
struct CubicPlan {
    var split = 1.0
    var points = -1
    var secondPoints = 0
}

extension ArcLengthIntegrator {
    /// Measures a run of consecutive cubics, appending each one's pieces in order; their lengths
    /// go to `lengths` and the count of ``pieces`` after each one to `pieceEnds`.
    ///
    /// Same pieces as ``measure(_:)`` curve by curve, but arranged for speed. Most cubics need one
    /// piece, or two split at a branch point close to the curve, and the work that decides so
    /// (the branch points, the cusp test, the rule sizes) is a chain of square roots and
    /// divisions that each wait on the one before. Done for the whole run first, in a loop whose
    /// iterations are independent, the processor overlaps the chains of neighbouring cubics.
    /// Cubics that need more (cusps, near-cusps) take the general path afterwards.
    mutating func measure(cubics: ArraySlice<CubicBezier>, lengths: inout [Double], pieceEnds: inout [Int]) {
        plan.removeAll(keepingCapacity: true)
        for c in cubics { plan.append(Self.plan(c, accuracy: accuracy)) }
        let rules = GaussLegendre.shared
        for (k, c) in zip(plan.indices, cubics) {
            let p = plan[k]
            var length = 0.0
            if p.points > 0 {
                let f = CubicSpeed(c)
                let first = pieces.count
                length = rules.integrate(f, points: p.points, from: 0, to: p.split)
                pieces.append(ArcLengthPiece(endT: p.split, endLength: length, points: p.points))
                if p.secondPoints > 0 {
                    var total = CompensatedSum()
                    total.add(length)
                    total.add(rules.integrate(f, points: p.secondPoints, from: p.split, to: 1))
                    length = total.value
                    pieces.append(ArcLengthPiece(endT: 1, endLength: length, points: p.secondPoints))
                }
                if length < f.lengthEstimate {
                    // The estimate was too generous: let the general path measure it again.
                    pieces.removeSubrange(first...)
                    length = measure(CubicSpeed(c, forMeasuring: true))
                }
            } else if p.points < 0 {
                length = measure(CubicSpeed(c, forMeasuring: true))
            }
            lengths.append(length)
            pieceEnds.append(pieces.count)
        }
    }

    /// The decisions `measure(_:)` would take for `c` when they stop at one split; a plan for the
    /// general path otherwise.
    private static func plan(_ c: CubicBezier, accuracy: Double) -> CubicPlan {
        let f = CubicSpeed(c, forMeasuring: true)
        let estimate = f.lengthEstimate
        guard estimate > 0, estimate.isFinite else { return CubicPlan(points: 0) }
        let tolerance = accuracy * estimate, budget = 0.25 * tolerance
        var zs = (SIMD2<Double>(.infinity, .infinity), SIMD2<Double>(.infinity, .infinity))
        var count = 0, cusp = false
        f.forEachBranchPoint { re, im in
            // A cusp (see measure(_:)) means the general path.
            let alpha2 = f.accelerationSquared(at: re)
            let beta2 = max(f.speedSquared(at: re), alpha2 * im * im)
            if beta2 == 0 || (alpha2 > 0 && 64 * beta2 * beta2 <= budget * budget * alpha2) { cusp = true }
            if count == 0 { zs.0 = SIMD2(re, im) } else { zs.1 = SIMD2(re, im) }
            count += 1
        }
        guard !cusp else { return CubicPlan() }
        // The same choice as the general loop: the branch point with the least semi-major axis,
        // split at it when it is inside and close, else one rule for the interval.
        func nearest(_ a: Double, _ b: Double) -> (major: Double, z: SIMD2<Double>) {
            let scale = 2 / (b - a), center = 0.5 * (a + b)
            let m0 = bernsteinMajor(wx: (zs.0[0] - center) * scale, wy: zs.0[1] * scale)
            let m1 = bernsteinMajor(wx: (zs.1[0] - center) * scale, wy: zs.1[1] * scale)
            return m1 < m0 ? (m1, zs.1) : (m0, zs.0)
        }
        func splitsAt(_ z: SIMD2<Double>, _ a: Double, _ b: Double) -> Bool {
            z[1] < splitHeight * (b - a) && z[0] - a > z[1] && b - z[0] > z[1]
        }
        let whole = nearest(0, 1)
        if !splitsAt(whole.z, 0, 1) {
            return CubicPlan(points: points(f, 0, 1, major: whole.major, tolerance: 0.5 * tolerance) ?? -1)
        }
        let split = whole.z[0]
        let left = nearest(0, split), right = nearest(split, 1)
        guard !splitsAt(left.z, 0, split), !splitsAt(right.z, split, 1),
              let n1 = points(f, 0, split, major: left.major, tolerance: 0.5 * tolerance * split),
              let n2 = points(f, split, 1, major: right.major, tolerance: 0.5 * tolerance * (1 - split))
        else { return CubicPlan() }
        return CubicPlan(split: split, points: n1, secondPoints: n2)
    }
}
