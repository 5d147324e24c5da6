import Geometry

/// Carries the old motion's velocity into a new one, as additive animations do, so that
/// retargeting a moving thing changes neither its position, nor its velocity, nor its
/// acceleration at that instant.
///
/// Added to the new animation's position, with `u = (t - t0) / d` over the blend duration `d`:
/// `offset(t) = dv * d * f(u)` with `f(u) = u (1 - u)^3 (1 + 3u)`, the lowest-degree polynomial
/// with `f(0) = 0` (no jump in position), `f'(0) = 1` (it supplies the velocity `dv` the new
/// animation lacks), `f''(0) = 0` (no jump in acceleration), and `f = f' = f'' = 0` at `u = 1`,
/// so the blend also ends without a kink and the arrival is exact.
/// `f'(u) = (1 - u)^2 (1 + 2u - 15u^2)`; `f''(u) = 12 u (1 - u)(5u - 3)`.
public struct VelocityBlend: Hashable, Sendable {
    /// `t0`: when the blend starts, the moment of retargeting, in seconds.
    public var startTime: Double
    /// `d`: how long the blend lasts, in seconds; zero or negative means no blend at all.
    public var duration: Double
    /// `dv`: the old motion's velocity minus the new animation's at ``startTime`` (px/s on screen).
    public var deltaVelocity: Vector

    /// A blend from its parts (see the properties), taken as given.
    public init(startTime: Double, duration: Double, deltaVelocity: Vector) {
        self.startTime = startTime
        self.duration = duration
        self.deltaVelocity = deltaVelocity
    }

    /// The largest `f(u)` on `[0, 1]`, at `u = 1/3`: the offset never exceeds `|dv| d` times this.
    public static let peakFraction = 16.0 / 81

    /// A blend of `deltaVelocity` from `startTime` that lasts `longest` seconds, or less when
    /// that keeps its offset within `swing` px (the offset peaks at `|dv| d 16/81`): the faster
    /// the change of velocity, the shorter the blend, so that a thing turned round at speed
    /// swings out a little and not across the screen. No change of velocity keeps `longest`; a
    /// `swing` of zero or less, or a change that is not finite, gives no blend (duration 0).
    public init(startTime: Double, deltaVelocity: Vector, longest: Double, swing: Double) {
        let change = deltaVelocity.length
        let bounded = change > 0 ? swing / (change * VelocityBlend.peakFraction) : longest
        let duration = change.isFinite && swing > 0 ? max(0, min(longest, bounded)) : 0
        self.init(startTime: startTime, duration: duration, deltaVelocity: deltaVelocity)
    }

    /// When the blend has faded out: `startTime + duration`, in seconds.
    public var endTime: Double { startTime + duration }

    /// `dv * d * f(u)`: what to add to the new animation's position at time `t`; zero outside
    /// `(startTime, endTime)`.
    public func offset(at t: Double) -> Vector {
        guard duration > 0, t > startTime, t < endTime else { return .zero }
        let u = (t - startTime) / duration
        let w = 1 - u
        return deltaVelocity * (duration * u * w * w * w * (1 + 3 * u))
    }

    /// `dv * f'(u)`: the velocity the offset adds at time `t`, `dv` at ``startTime`` fading to
    /// zero at ``endTime``; zero outside `[startTime, endTime)`.
    public func velocity(at t: Double) -> Vector {
        guard duration > 0, t >= startTime, t < endTime else { return .zero }
        let u = (t - startTime) / duration
        let w = 1 - u
        return deltaVelocity * (w * w * (1 + 2 * u - 15 * u * u))
    }
}
