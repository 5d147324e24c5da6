/// Estimates the speed of something from its recent positions, the way touch toolkits estimate
/// fling velocity: the average over a short window before the last sample, so that a pause
/// before release means no fling.
public struct VelocityTracker: Hashable, Sendable {
    /// Samples older than this (s) before the query time are ignored.
    public var window: Double
    private var samples: [(time: Double, position: Double)] = []

    /// A tracker that averages over the last `window` seconds.
    public init(window: Double = 0.1) {
        self.window = window
    }

    /// Equal when the windows and every recorded sample are equal. Written out because the samples
    /// are tuples, which cannot conform to `Equatable`.
    public static func == (a: VelocityTracker, b: VelocityTracker) -> Bool {
        a.window == b.window && a.samples.elementsEqual(b.samples) { $0 == $1 }
    }

    /// Hashes the window and every sample, in agreement with `==`.
    public func hash(into h: inout Hasher) {
        h.combine(window)
        for s in samples { h.combine(s.time); h.combine(s.position) }
    }

    /// Records `position` (an unwrapped coordinate, e.g. arc length travelled) at `time`.
    public mutating func add(_ position: Double, at time: Double) {
        samples.append((time, position))
        // Keep only what a query can still use: the samples in the window, and the last one
        // before it, where the motion into the window starts.
        if let cut = samples.firstIndex(where: { $0.time >= time - window }), cut > 1 {
            samples.removeFirst(cut - 1)
        }
    }

    /// Scales every recorded position by `factor`, as when what they measure was drawn larger.
    public mutating func scalePositions(by factor: Double) {
        samples = samples.map { ($0.time, $0.position * factor) }
    }

    /// Forgets every sample, so that the next ``speed(at:)`` uses only samples added after this.
    public mutating func reset() { samples.removeAll() }

    /// Average speed over the window ending at `time`; zero when there is too little to go on.
    ///
    /// When there is a sample from before the window, the motion is taken from the window's
    /// start, where the line from that sample to the first in the window crosses it: a pointer
    /// held still, then nudged a pixel or two just before the release (as a click on a touchpad
    /// does), moved that much over the window, not over the few milliseconds between the nudges
    /// (which read as 200 px/s, and the handle glided 36 px; found by a first-time user). The
    /// line runs from that sample only over the last ``longestGap`` before the next: samples
    /// further apart were a pointer held still (it reports no moves), which then moved.
    ///
    /// When the motion turned within the window and its last run goes against the window's
    /// whole motion, or further than it (a flick pulled back before the release), only that
    /// last run counts, spread over the window: the speed is backward, as the motion last was
    /// (the window's average glided the handle on in the flick's direction; found by a
    /// first-time user), and a small pull back is little speed, so the handle stops.
    public func speed(at time: Double) -> Double {
        let start = time - window
        var recent = samples.filter { $0.time >= start && $0.time <= time }
        guard let first = recent.first, let last = recent.last else { return 0 }
        if let before = samples.last(where: { $0.time < start }), first.time - before.time > 0 {
            let moveStart = max(before.time, first.time - longestGap)
            let k = min(max((start - moveStart) / (first.time - moveStart), 0), 1)
            recent.insert((start, before.position + (first.position - before.position) * k), at: 0)
        }
        let span = last.time - recent[0].time
        guard span > 1e-6 else { return 0 }
        let whole = last.position - recent[0].position
        let lastRun = last.position - Self.lastTurn(recent.map(\.position))
        // (A pull back that undid a little more than the window's motion counted only that
        // little more, and a little less counted all of the pull back: releases a few ms apart
        // glided back at 754 px/s or stopped dead; found by a first-time user.)
        return (whole * lastRun <= 0 || abs(lastRun) > abs(whole) ? lastRun : whole) / span
    }

    /// Samples further apart than this (s) are a pointer that was still, then moved: the motion
    /// between them came in this time before the later one. (Spread over the whole gap, a
    /// 20 px move after a hold read as 36 px/s reported in one event, and 150 px/s in four;
    /// found by a first-time user.) Half the window: motion is sampled faster, at 20 Hz or more
    /// for the usual tenth of a second.
    public var longestGap: Double { window / 2 }

    /// Where the motion through `positions` last turned: the start of the run at their end that
    /// goes one way (standing still on the way does not end a run).
    private static func lastTurn(_ positions: [Double]) -> Double {
        var i = positions.count - 1
        var rising: Bool? = nil
        while i > 0 {
            let step = positions[i] - positions[i - 1]
            if step != 0 {
                if let rising, rising != (step > 0) { break }
                rising = step > 0
            }
            i -= 1
        }
        return positions[i]
    }
}
