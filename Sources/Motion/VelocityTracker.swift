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

    /// Forgets every sample, so that the next ``speed(at:)`` uses only samples added after this.
    public mutating func reset() { samples.removeAll() }

    /// Average speed over the window ending at `time`; zero when there is too little to go on.
    ///
    /// When there is a sample from before the window, the motion is taken from the window's
    /// start, where the line from that sample to the first in the window crosses it: a pointer
    /// held still, then nudged a pixel or two just before the release (as a click on a touchpad
    /// does), moved that much over the window, not over the few milliseconds between the nudges
    /// (which read as 200 px/s, and the handle glided 36 px; found by a first-time user).
    public func speed(at time: Double) -> Double {
        let start = time - window
        let recent = samples.filter { $0.time >= start && $0.time <= time }
        guard var first = recent.first, let last = recent.last else { return 0 }
        if let before = samples.last(where: { $0.time < start }), first.time - before.time > 0 {
            let k = (start - before.time) / (first.time - before.time)
            first = (start, before.position + (first.position - before.position) * k)
        }
        guard last.time - first.time > 1e-6 else { return 0 }
        return (last.position - first.position) / (last.time - first.time)
    }
}
