/// A motion's own clock, run slower than the scene's where the motion would otherwise go too
/// fast: the motion is asked where it is at its own time, ``motionTime(at:)`` of the scene's.
///
/// Made from the motion's `slowdown` over its own times `[start, end]`: how many seconds of the
/// scene each of its seconds takes there, 1 or more (1: at its own pace). Outside that span it
/// runs at its own pace: the same as the scene's before `start`, behind it by ``delay`` after
/// `end`. A motion that peaks at twice a speed limit, slowed down by its speed over the limit
/// there, keeps to the limit and takes longer.
///
/// The slowdown is taken at `pieces + 1` even steps of the motion's time and as linear in
/// between, where the scene's time is then quadratic in the motion's: read back exactly.
public struct TimeWarp: Hashable, Sendable {
    /// Where the span of the motion's time that is slowed down starts.
    public let start: Double
    /// Where that span ends (`start` when the span given was empty or not finite).
    public let end: Double
    /// `sceneTimes[k]`: when the scene reaches motion time `start + k (end - start) / pieces`.
    private let sceneTimes: [Double]
    /// The slowdown at those times.
    private let slowdowns: [Double]

    /// - Parameters:
    ///   - slowdown: scene seconds per motion second at a motion time in `[start, end]`; values
    ///     below 1, or not finite, count as 1.
    ///   - holdingPeaks: each step's slowdown is taken as at least its neighbours', for a
    ///     slowdown that may jump up between two steps: the whole piece is then slowed as much
    ///     as its slower end (taken as linear from the lower side, a motion whose speed jumped
    ///     ran up to 14 % over its limit in that piece). Off, the slowdown is followed exactly.
    public init(from start: Double, to end: Double, pieces: Int = 240, holdingPeaks: Bool = false,
                slowdown: (Double) -> Double) {
        let n = max(1, pieces)
        let valid = start.isFinite && end.isFinite && end > start
        self.start = start
        self.end = valid ? end : start
        let h = valid ? (end - start) / Double(n) : 0
        let taken = (0...n).map { k -> Double in
            let s = slowdown(start + Double(k) * h)
            return s.isFinite ? max(1, s) : 1
        }
        let slowdowns = holdingPeaks ? taken.indices.map { k in taken[max(0, k - 1)...min(n, k + 1)].max()! } : taken
        // The scene's time less the motion's: exactly zero where nothing is slowed.
        var lags = [0.0]
        for k in 1...n { lags.append(lags[k - 1] + h * ((slowdowns[k - 1] + slowdowns[k]) / 2 - 1)) }
        self.slowdowns = slowdowns
        self.sceneTimes = lags.indices.map { start + Double($0) * h + lags[$0] }
        self.delay = lags[n]
    }

    /// How much later the motion ends than it would at its own pace: the scene time it reaches
    /// ``end`` at, less ``end``.
    public let delay: Double

    /// The motion's time at scene time `t`.
    public func motionTime(at t: Double) -> Double {
        guard t > start else { return t }
        guard let k = piece(at: t) else { return t - delay }
        return motionTime(ofStep: k) + along(k, sceneTime: t - sceneTimes[k])
    }

    /// The scene time at which the motion reaches its own time `tau`.
    public func sceneTime(at tau: Double) -> Double {
        guard tau > start else { return tau }
        guard tau < end else { return tau + delay }
        let k = min(Int((tau - start) / step), slowdowns.count - 2)
        let x = tau - motionTime(ofStep: k)
        return sceneTimes[k] + x * (slowdowns[k] + curving(k) * x)
    }

    /// How fast the motion's clock runs at scene time `t`, in its seconds per scene second:
    /// 1 outside the slowed span, `1 / slowdown` within it.
    public func rate(at t: Double) -> Double {
        guard t > start, let k = piece(at: t) else { return 1 }
        return 1 / (slowdowns[k] + 2 * curving(k) * along(k, sceneTime: t - sceneTimes[k]))
    }

    /// The motion's seconds between its steps.
    private var step: Double { (end - start) / Double(slowdowns.count - 1) }

    /// Half the slowdown's slope in piece `k`: there the scene's time is `sceneTimes[k]`
    /// plus `x (slowdowns[k] + curving(k) x)`, `x` the motion's time since the piece's start.
    private func curving(_ k: Int) -> Double { (slowdowns[k + 1] - slowdowns[k]) / (2 * step) }

    /// The motion's time into piece `k` when the scene's is `d` into it: the root of
    /// `curving x^2 + slowdown x = d`, written to keep its digits when the curving is small.
    private func along(_ k: Int, sceneTime d: Double) -> Double {
        let (a, b) = (curving(k), slowdowns[k])
        return 2 * d / (b + (b * b + 4 * a * d).squareRoot())
    }

    private func motionTime(ofStep k: Int) -> Double { start + Double(k) * step }

    /// The piece whose scene times hold `t`; nil from the end on.
    private func piece(at t: Double) -> Int? {
        guard t < sceneTimes[sceneTimes.count - 1] else { return nil }
        var lo = 0, hi = sceneTimes.count - 1  // sceneTimes[lo] <= t < sceneTimes[hi]
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if sceneTimes[mid] <= t { lo = mid } else { hi = mid }
        }
        return lo
    }
}
