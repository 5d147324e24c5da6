extension ArcLengthIntegrator {
    /// Measures a run of consecutive cubics, appending each one's pieces in order; their lengths
    /// go to `lengths` and the count of ``pieces`` after each one to `pieceEnds`.
    ///
    /// The pieces of ``measure(_:)`` curve by curve (with smaller rules, from a bound made for
    /// cubics), but arranged for speed. Most cubics need one
    /// piece, or a few split at a branch point close to the curve, and the work that decides so
    /// is planned for the whole run first, four cubics at a time (see `planFour`), then the
    /// sides of the cubics to be split, four at a time again, and the sides of those sides.
    /// Cubics that need more (cusps, near-cusps, deeper splits) take the general path.
    mutating func measure(cubics: ArraySlice<CubicBezier>, lengths: inout [Double], pieceEnds: inout [Int]) {
        // The scratch arrays are taken out of `self` while planning, and put back for reuse.
        var plan = self.plan, splits = self.splits, sides = self.sides
        (self.plan, self.splits, self.sides) = ([], [], [])
        defer { (self.plan, self.splits, self.sides) = (plan, splits, sides) }
        let groups = (cubics.count + 3) / 4
        if plan.count < groups { plan = Array(repeating: CubicPlanGroup(), count: groups) }
        splits.removeAll(keepingCapacity: true)
        sides.removeAll(keepingCapacity: true)
        let accuracy = accuracy
        cubics.withUnsafeBufferPointer { cubics in
            plan.withUnsafeMutableBufferPointer { plan in
                for i in stride(from: 0, to: cubics.count, by: 4) {
                    Self.planFour(cubics, from: i, accuracy: accuracy, splits: &splits, into: &plan[i >> 2])
                }
                for j in stride(from: 0, to: splits.count, by: 4) {
                    Self.planSides(splits, from: j, level: 1, plan: plan, again: &sides)
                }
                var none: [Int] = []
                for j in stride(from: 0, to: sides.count, by: 4) {
                    Self.planSides(sides, from: j, level: 2, plan: plan, again: &none)
                }
            }
        }
        plan.withUnsafeBufferPointer { plan in
            for (k, c) in zip(0..<cubics.count, cubics) {
                let lane = k & 3
                // Read through a pointer: not a copy of the whole group.
                let g = plan.baseAddress! + (k >> 2)
                let n0 = Int(g.pointee.n0[lane])
                var length = 0.0
                if n0 > 0 {
                    let f = CubicSpeed(c)
                    let first = pieces.count
                    let (t1, estimate) = (g.pointee.t1[lane], g.pointee.estimate[lane])
                    if t1 == 1 {
                        // One piece, as most are.
                        length = f.integral(points: n0, from: 0, to: 1)
                        pieces.append(ArcLengthPiece(endT: 1, endLength: length, points: n0))
                    } else {
                        let ends = (t1, g.pointee.t2[lane], g.pointee.t3[lane], 1.0)
                        let counts = (n0, Int(g.pointee.n1[lane]), Int(g.pointee.n2[lane]), Int(g.pointee.n3[lane]))
                        var total = CompensatedSum()
                        var start = 0.0
                        for (end, n) in [(ends.0, counts.0), (ends.1, counts.1), (ends.2, counts.2), (ends.3, counts.3)]
                        where n > 0 {
                            total.add(f.integral(points: n, from: start, to: end))
                            pieces.append(ArcLengthPiece(endT: end, endLength: total.value, points: n))
                            start = end
                        }
                        length = total.value
                    }
                    if length < estimate {
                        // The estimate was too generous: let the general path measure it again.
                        pieces.removeSubrange(first...)
                        length = measure(CubicSpeed(c, forMeasuring: true))
                    }
                } else if n0 < 0 {
                    length = measure(CubicSpeed(c, forMeasuring: true))
                }
                lengths.append(length)
                pieceEnds.append(pieces.count)
            }
        }
    }
}
