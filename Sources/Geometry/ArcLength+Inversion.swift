/// Arc length within a measured curve, and its inverse, from the curve's pieces.
///
/// The pieces kept by ``ArcLengthIntegrator`` are reused: the rule that met the tolerance on a
/// piece `[a, b]` meets it on any `[a, t]` inside (the branch points only look farther away), so
/// `s(t) = s(a) + integral_a^t |C'|` is as accurate as the whole length, and the inverse is a
/// Newton iteration on `s(t) - s = 0` whose derivative is the speed itself.
extension ArcLengthIntegrator {
    /// Arc length from the curve's start to parameter `t`; `pieces` are the curve's own.
    static func length<F: ArcLengthIntegrand>(
        _ f: F, pieces: ArraySlice<ArcLengthPiece>, upTo t: Double
    ) -> Double {
        guard let k = pieceIndex(pieces, containing: t) else { return pieces.last?.endLength ?? 0 }
        if t == pieces[k].endT { return pieces[k].endLength }
        let (a, before) = k > pieces.startIndex ? (pieces[k - 1].endT, pieces[k - 1].endLength) : (0, 0)
        guard t > a else { return before }
        return before + f.integral(points: pieces[k].points, from: a, to: t)
    }

    /// The parameter where the arc length from the curve's start reaches `s` (clamped to the curve).
    ///
    /// Halley's step (Newton's, corrected by the speed's slope) converges cubically, so two
    /// quadratures usually settle it; it is kept inside a bracket that shrinks every step, and
    /// replaced by bisection when it would leave it (as it may next to a cusp, where the speed is
    /// near zero).
    static func parameter<F: ArcLengthIntegrand>(
        _ f: F, pieces: ArraySlice<ArcLengthPiece>, atLength s: Double
    ) -> Double {
        guard let lastPiece = pieces.last else { return 0 }
        if s <= 0 { return 0 }
        if s >= lastPiece.endLength { return 1 }
        // The first piece whose end reaches s.
        var lo = pieces.startIndex, hi = pieces.endIndex - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieces[mid].endLength < s { lo = mid + 1 } else { hi = mid }
        }
        let k = lo
        let (a, before) = k > pieces.startIndex ? (pieces[k - 1].endT, pieces[k - 1].endLength) : (0, 0)
        let b = pieces[k].endT, points = pieces[k].points
        let target = s - before, pieceLength = pieces[k].endLength - before
        guard pieceLength > 0 else { return b }

        var t = a + (b - a) * min(max(target / pieceLength, 0), 1)
        var (low, high) = (a, b)
        for _ in 0..<100 {
            let residual = f.integral(points: points, from: a, to: t) - target
            if residual == 0 { return t }
            if residual > 0 { high = t } else { low = t }
            // Halley's step for s(t) - s = 0, whose first and second derivatives are the speed and
            // its slope: the Newton step r/v, divided by 1 - (r/v) v' / (2 v).
            let (speed, slope) = f.speedAndSlope(at: t)
            var step = residual / speed
            let correction = 1 - 0.5 * step * slope / speed
            if correction > 0.5 && correction < 2 { step /= correction }
            let next = t - step
            if next > low && next < high {
                // Cubic convergence: after a step this small the error is far below rounding.
                if abs(step) <= 1e-6 * (b - a) { return next }
                t = next
            } else if abs(step) <= 4 * Double.ulpOfOne * max(abs(t), 1) {
                // Converged onto the bracket's end: t is as good as it gets.
                return t
            } else {
                t = 0.5 * (low + high)
            }
            if high - low <= 4 * Double.ulpOfOne * max(abs(t), 1) { return t }
        }
        return t
    }

    /// The index of the first piece ending at or after `t`, or nil past the end.
    private static func pieceIndex(_ pieces: ArraySlice<ArcLengthPiece>, containing t: Double) -> Int? {
        guard let last = pieces.last, t <= last.endT else { return nil }
        var lo = pieces.startIndex, hi = pieces.endIndex - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieces[mid].endT < t { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
