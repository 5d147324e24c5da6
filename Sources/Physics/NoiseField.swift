import Geometry

/// A force field that varies smoothly in space and time and keeps bodies drifting, like UIKit's
/// `UIFieldBehavior.noiseField(smoothness:animationSpeed:)`.
///
/// It is an acceleration field (the force on a body is its mass times the field), so large and
/// small shapes drift alike. Each component is gradient noise sampled at
/// `(x / featureSize, y / featureSize, time * speed)`, the two components from independent seeds.
/// Defaults are UIKit's demo values: strength 0.5, smoothness 1.0, speed 0.5.
///
/// The field is a pure function of its parameters, the point and the time: the same inputs give
/// the same vector on every run.
public struct NoiseField: Hashable, Sendable {
    /// Peak acceleration in units of ``accelerationPerStrength`` (UIKit's "strength"), 0...10.
    public var strength: Double { didSet { strength = NoiseField.clamp(strength, 0, 10, default: 0.5) } }
    /// 0 gives small, busy features (about 60 px across); 1 gives broad, gentle ones (about 400 px).
    public var smoothness: Double { didSet { smoothness = NoiseField.clamp(smoothness, 0, 1, default: 1) } }
    /// How fast the field changes: features turn over about every `1 / speed` seconds, 0...100.
    public var speed: Double { didSet { speed = NoiseField.clamp(speed, 0, 100, default: 0.5) } }
    public var seed: UInt64

    /// One unit of strength is a peak acceleration of 100 px/s² (UIKit's unit: a 100x100 point
    /// view of density 1 pushed by one "UIKit newton" accelerates at 100 points/s²).
    public static let accelerationPerStrength = 100.0

    public init(strength: Double = 0.5, smoothness: Double = 1.0, speed: Double = 0.5, seed: UInt64 = 0x5EED) {
        self.strength = NoiseField.clamp(strength, 0, 10, default: 0.5)
        self.smoothness = NoiseField.clamp(smoothness, 0, 1, default: 1)
        self.speed = NoiseField.clamp(speed, 0, 100, default: 0.5)
        self.seed = seed
    }

    /// The size of the field's features in pixels.
    public var featureSize: Double { 60 + 340 * smoothness }

    /// The field's acceleration at `point` and `time`, in px/s²; zero for a point or time that is
    /// not finite.
    ///
    /// - Complexity: O(1): two gradient-noise samples.
    public func acceleration(at point: Point, time: Double) -> Vector {
        guard point.isFinite, time.isFinite else { return .zero }
        let s = 1 / featureSize, z = time * speed
        let x = point.x * s, y = point.y * s
        let ax = GradientNoise(seed: seed).value(x, y, z)
        // The second component samples an independent field, offset so the lattices do not line up.
        let ay = GradientNoise(seed: seed &+ 0x9E37_79B9_7F4A_7C15).value(x + 0.5, y + 0.5, z + 0.5)
        return Vector(ax, ay) * (strength * NoiseField.accelerationPerStrength)
    }

    private static func clamp(_ v: Double, _ lo: Double, _ hi: Double, default d: Double) -> Double {
        v.isNaN ? d : min(max(v, lo), hi)
    }
}
