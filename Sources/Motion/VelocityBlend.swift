import Geometry

/// Carries the old motion's velocity into a new one, as additive animations do, so that
/// retargeting a moving thing changes neither its position nor its velocity at that instant.
///
/// Added to the new animation's position, with `u = (t - t0) / d` over the blend duration `d`:
/// `offset(t) = dv * d * u (1 - u)^2`. Then `offset(t0) = 0` (no jump in position),
/// `offset'(t0) = dv` (the velocity the new animation lacks), and at `t0 + d` both the offset
/// and its derivative are zero, so the blend ends without a kink and the arrival is exact.
public struct VelocityBlend: Hashable, Sendable {
    public var startTime: Double
    public var duration: Double
    public var deltaVelocity: Vector

    public init(startTime: Double, duration: Double, deltaVelocity: Vector) {
        self.startTime = startTime
        self.duration = duration
        self.deltaVelocity = deltaVelocity
    }

    public var endTime: Double { startTime + duration }

    public func offset(at t: Double) -> Vector {
        guard duration > 0, t > startTime, t < endTime else { return .zero }
        let u = (t - startTime) / duration
        return deltaVelocity * (duration * u * (1 - u) * (1 - u))
    }

    public func velocity(at t: Double) -> Vector {
        guard duration > 0, t >= startTime, t < endTime else { return .zero }
        let u = (t - startTime) / duration
        return deltaVelocity * ((1 - u) * (1 - 3 * u))
    }
}
