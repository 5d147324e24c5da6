/// The last few seconds of frame intervals, for the overlay's graph and frame rate.
public struct FrameStats: Sendable {
    /// Frame intervals in seconds, oldest first.
    public private(set) var intervals: [Double] = []
    public let capacity: Int
    private var lastTime: Double?

    public init(capacity: Int = 180) {
        self.capacity = capacity
    }

    /// Records that a frame was shown at `time`.
    public mutating func frame(at time: Double) {
        if let last = lastTime, time > last {
            intervals.append(time - last)
            if intervals.count > capacity { intervals.removeFirst(intervals.count - capacity) }
        }
        lastTime = time
    }

    /// Forgets the previous frame time (after an idle wait, the gap is not a slow frame).
    public mutating func resetClock() { lastTime = nil }

    /// Frames per second over the last second of recorded intervals.
    public var framesPerSecond: Double {
        var total = 0.0, count = 0
        for dt in intervals.reversed() {
            total += dt
            count += 1
            if total >= 1 { break }
        }
        return total > 0 ? Double(count) / total : 0
    }
}
