import Geometry

/// A keyframe animation along a path, like Core Animation's `CAKeyframeAnimation` with a path
/// and `calculationMode = paced`: the distance travelled is proportional to time, so the speed
/// along the path is constant whatever the path's parameterisation.
///
/// Beyond Core Animation, a timing curve can shape the paced progress: the fraction of the
/// *length* covered at time fraction `x` is `timing.value(at: x)` (with `.linear`, pure paced).
/// The presentation value is a pure function of time, so an animation can be sampled at any
/// moment and interrupted by reading where it is now.
public struct PathAnimation: Sendable {
    /// The measured path travelled, from arc length 0 to its full length.
    public let measure: PathMeasure
    /// When the animation starts, in seconds on the caller's clock; until then an animation of
    /// positive duration shows the path's start.
    public let startTime: Double
    /// How long the animation runs, in seconds; never negative (a negative or NaN duration is
    /// stored as 0, an animation that is at its end at once).
    public let duration: Double
    /// Shapes progress over time: the fraction of the length covered at time fraction `x` is
    /// `timing.value(at: x)`.
    public let timing: TimingCurve

    /// An animation along `path`, measured at ``PathMeasure``'s default accuracy.
    ///
    /// - Complexity: O(n) in the path's segments, to measure it.
    public init(path: Path, startTime: Double, duration: Double, timing: TimingCurve = .linear) {
        self.init(measure: PathMeasure(path), startTime: startTime, duration: duration, timing: timing)
    }

    /// An animation along a path measured already; a negative or NaN `duration` is taken as 0.
    public init(measure: PathMeasure, startTime: Double, duration: Double, timing: TimingCurve = .linear) {
        self.measure = measure
        self.startTime = startTime
        self.duration = duration > 0 ? duration : 0
        self.timing = timing
    }

    /// When the animation ends: `startTime + duration`, in seconds.
    public var endTime: Double { startTime + duration }

    /// True from ``endTime`` on, when the position stays at the path's end; always, for an
    /// animation of no duration (it shows its end at once).
    public func isFinished(at time: Double) -> Bool { duration == 0 || time >= endTime }

    /// Time fraction in [0, 1]: 1 once finished (even where `startTime + duration` rounds to
    /// `startTime`, and always for an animation of no duration), else 0 for a time that is not
    /// a number.
    public func timeFraction(at time: Double) -> Double {
        guard !isFinished(at: time) else { return 1 }
        let f = (time - startTime) / duration
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    /// Fraction of the path's length covered at `time`.
    public func progress(at time: Double) -> Double {
        timing.value(at: timeFraction(at: time))
    }

    /// Arc length covered at `time`.
    public func distance(at time: Double) -> Double {
        progress(at: time) * measure.length
    }

    /// Where the animated thing is shown at `time` (it stays at the end once finished). A timing
    /// curve that overshoots (values above 1 or below 0) carries it past the path's ends as
    /// ``PathMeasure/location(atLength:)`` does: held at the ends of an open path, on round a
    /// closed one.
    public func position(at time: Double) -> Point {
        measure.position(atLength: distance(at: time))
    }

    /// The direction of travel at `time`, as an angle from +x toward +y: for rotating the
    /// animated thing along the path (Core Animation's `rotationMode = auto`). At the end, the
    /// direction the path arrives in.
    public func angle(at time: Double) -> Double {
        let s = distance(at: time)
        // (On a closed path, arc length `length` would wrap round to the start's direction.)
        return (s >= measure.length ? measure.endTangent : measure.tangent(atLength: s)).angle
    }

    /// Velocity in px/s at `time` (zero outside the animation).
    public func velocity(at time: Double) -> Vector {
        guard duration > 0, time >= startTime, time < endTime else { return .zero }
        let x = timeFraction(at: time)
        let speed = measure.length / duration * timing.slope(at: x)
        let v = measure.tangent(atLength: distance(at: time)) * speed
        return v.isFinite ? v : .zero  // (a duration too short to divide by)
    }
}
