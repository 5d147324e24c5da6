extension ArcLengthIntegrator {
    /// Measures a run of consecutive cubics, appending each one's pieces in order; their lengths
    /// go to `lengths` and the count of ``pieces`` after each one to `pieceEnds`.
    ///
    /// Same pieces as ``measure(_:)`` curve by curve, but arranged for speed. Most cubics need one
    /// piece, or two split at a branch point close to the curve, and the work that decides so
    /// is planned for the whole run first, four cubics at a time (see `planFour`), then the
    /// cubics to be split, four at a time again. Cubics that need more (cusps, near-cusps) take
    /// the general path afterwards.
    mutating func measure(cubics: ArraySlice<CubicBezier>, lengths: inout [Double], pieceEnds: inout [Int]) {
        // The scratch arrays are taken out of `self` while planning, and put back for reuse.
        var plan = self.plan, splits = self.splits
        (self.plan, self.splits) = ([], [])
        defer { (self.plan, self.splits) = (plan, splits) }
        let groups = (cubics.count + 3) / 4
        if plan.count < groups { plan = Array(repeating: CubicPlanGroup(), count: groups) }
        splits.removeAll(keepingCapacity: true)
        let accuracy = accuracy
        cubics.withUnsafeBufferPointer { cubics in
            plan.withUnsafeMutableBufferPointer { plan in
                for i in stride(from: 0, to: cubics.count, by: 4) {
                    plan[i >> 2] = Self.planFour(cubics, from: i, accuracy: accuracy, splits: &splits)
                }
                for j in stride(from: 0, to: splits.count, by: 4) {
                    Self.planSplitFour(splits, from: j, plan: plan)
                }
            }
        }
        for (k, c) in zip(0..<cubics.count, cubics) {
            let (g, lane) = (plan[k >> 2], k & 3)
            let points = Int(g.points[lane])
            var length = 0.0
            if points > 0 {
                let f = CubicSpeed(c)
                let first = pieces.count
                let split = g.split[lane], secondPoints = Int(g.secondPoints[lane])
                length = f.integral(points: points, from: 0, to: split)
                pieces.append(ArcLengthPiece(endT: split, endLength: length, points: points))
                if secondPoints > 0 {
                    var total = CompensatedSum()
                    total.add(length)
                    total.add(f.integral(points: secondPoints, from: split, to: 1))
                    length = total.value
                    pieces.append(ArcLengthPiece(endT: 1, endLength: length, points: secondPoints))
                }
                if length < g.estimate[lane] {
                    // The estimate was too generous: let the general path measure it again.
                    pieces.removeSubrange(first...)
                    length = measure(CubicSpeed(c, forMeasuring: true))
                }
            } else if points < 0 {
                length = measure(CubicSpeed(c, forMeasuring: true))
            }
            lengths.append(length)
            pieceEnds.append(pieces.count)
        }
    }
}
