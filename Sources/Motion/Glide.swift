import Geometry

/// Inertia along a path: a released handle keeps its speed and slows down exponentially,
/// like a scroll view's deceleration.
///
/// With speed `v0` and time constant `tau`, `v(t) = v0 e^(-t/tau)` and the distance covered is
/// `v0 tau (1 - e^(-t/tau))`, so the glide ends at most `v0 tau` further on.
public struct Glide: Hashable, Sendable {
    /// Arc-length speed in px/s at the start of the glide (signed: + is forward along the path).
    public var initialSpeed: Double
    /// Time at which the glide started, in seconds.
    public var startTime: Double
    /// Time constant of the exponential decay, in seconds.
    public var timeConstant: Double
    /// Speeds at or below this (px/s) end the glide; zero or less ends it at once. It scales
    /// with the path, as the speed does, when the path is laid out at another size mid-glide:
    /// the glide then ends at the same fraction of the path (with a fixed stop speed it ended
    /// about 1 px off).
    public var stopSpeed: Double

    /// The usual ``stopSpeed``, in px/s.
    public static let defaultStopSpeed = 5.0

    /// A glide from `startTime` (s) at `initialSpeed` (px/s along the path, signed). With the
    /// default time constant, 0.325 s, it goes on for at most `0.325 * |initialSpeed|` px.
    public init(initialSpeed: Double, startTime: Double, timeConstant: Double = 0.325,
                stopSpeed: Double = Glide.defaultStopSpeed) {
        self.initialSpeed = initialSpeed
        self.startTime = startTime
        self.timeConstant = timeConstant
        self.stopSpeed = stopSpeed
    }

    /// Distance covered since the start, at time `t` (none for a glide over at once).
    public func distance(at t: Double) -> Double {
        let elapsed = max(0, min(t, endTime) - startTime)
        guard elapsed > 0 else { return 0 }
        return initialSpeed * timeConstant * (1 - exp(-elapsed / timeConstant))
    }

    /// Speed at time `t`: zero before the glide starts (it covers no distance then either) and
    /// once it has ended.
    public func speed(at t: Double) -> Double {
        // (A glide with no time constant ends as it starts: no 0/0 here.)
        guard t >= startTime, t < endTime else { return 0 }
        return initialSpeed * exp(-(t - startTime) / timeConstant)
    }

    /// The moment the speed falls to ``stopSpeed``.
    public var endTime: Double {
        let ratio = abs(initialSpeed) / stopSpeed
        // Slower than the stop speed, a stop speed of zero or less, a speed that is not finite,
        // or no time constant: over at once.
        guard stopSpeed > 0, ratio > 1, ratio.isFinite, timeConstant > 0 else { return startTime }
        return startTime + timeConstant * log(ratio)
    }
}
