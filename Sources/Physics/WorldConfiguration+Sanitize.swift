import Geometry

extension WorldConfiguration {
    /// Replaces values Chipmunk cannot take (NaN, negative, absurd) with safe ones.
    mutating func sanitize() {
        let d = WorldConfiguration()
        func finite(_ v: Double, _ lo: Double, _ hi: Double, _ fallback: Double) -> Double {
            v.isFinite ? min(max(v, lo), hi) : fallback
        }
        if !gravity.isFinite || gravity.length > 1e6 { gravity = d.gravity }
        damping = finite(damping, 0, 1, d.damping)
        iterations = min(max(iterations, 1), 100)
        friction = finite(friction, 0, 10, d.friction)
        elasticity = finite(elasticity, 0, 1, d.elasticity)
        wallThickness = finite(wallThickness, 200, 1e5, d.wallThickness)
        speedLimit = finite(speedLimit, 1, 1e6, d.speedLimit)
        angularSpeedLimit = finite(angularSpeedLimit, 0.1, 1e4, d.angularSpeedLimit)
        grabForcePerMass = finite(grabForcePerMass, 0, 1e9, d.grabForcePerMass)
        substep = finite(substep, 1e-4, 0.1, d.substep)
        maximumStepsPerAdvance = max(maximumStepsPerAdvance, 1)
        maximumBodies = min(max(maximumBodies, 0), 1_000_000)
        maximumPacking = finite(maximumPacking, 0.01, 0.9, d.maximumPacking)
    }
}
