import Geometry
import Physics
import Testing

@Suite("Noise field")
struct NoiseFieldTests {
    @Test func theDefaultsAreUIKitsDemoValues() {
        let f = NoiseField()
        #expect(f.strength == 0.5 && f.smoothness == 1.0 && f.speed == 0.5)
    }

    @Test func theSameInputsGiveTheSameVector() {
        let a = NoiseField(seed: 7), b = NoiseField(seed: 7)
        for i in 0..<100 {
            let p = Point(Double(i) * 13.7, Double(i) * -7.1), t = Double(i) * 0.173
            #expect(a.acceleration(at: p, time: t) == b.acceleration(at: p, time: t))
        }
        #expect(NoiseField(seed: 7).acceleration(at: Point(123, 45), time: 1) != NoiseField(seed: 8).acceleration(at: Point(123, 45), time: 1))
    }

    @Test func itNeverExceedsItsPeakAcceleration() {
        let f = NoiseField(strength: 0.5)
        var largest = 0.0
        for i in 0..<4000 {
            let a = f.acceleration(at: Point(Double(i % 97) * 31.3, Double(i / 97) * 17.9), time: Double(i) * 0.037)
            largest = max(largest, abs(a.dx), abs(a.dy))
        }
        #expect(largest <= 0.5 * NoiseField.accelerationPerStrength * 1.05)
        #expect(largest > 0.5 * NoiseField.accelerationPerStrength * 0.3, "the field is nearly flat: \(largest)")
    }

    @Test func itIsSmoothInSpace() {
        // A 1 px step changes the field by little: its slope is bounded by a few times
        // peak / feature size.
        let f = NoiseField()
        let bound = 4 * f.strength * NoiseField.accelerationPerStrength / f.featureSize
        for i in 0..<500 {
            let p = Point(Double(i) * 7.3, Double(i) * 3.1), t = 0.7
            let d = (f.acceleration(at: p + Vector(1, 0), time: t) - f.acceleration(at: p, time: t)).length
            #expect(d < bound, "jump of \(d) px/s² over 1 px at \(p)")
        }
    }

    @Test func itIsSmoothInTime() {
        let f = NoiseField()
        let bound = 4 * f.strength * NoiseField.accelerationPerStrength * f.speed / 60
        for i in 0..<500 {
            let p = Point(Double(i) * 11.3, Double(i) * 5.9), t = Double(i) * 0.05
            let d = (f.acceleration(at: p, time: t + 1.0 / 60) - f.acceleration(at: p, time: t)).length
            #expect(d < bound, "jump of \(d) px/s² in one frame at \(p)")
        }
    }

    @Test func itChangesOverTime() {
        let f = NoiseField()
        let p = Point(321, 123)
        let samples = (0..<20).map { f.acceleration(at: p, time: Double($0)) }
        #expect(Set(samples).count == 20)
    }

    @Test func zeroStrengthOrSpeedBehaveAsTheySay() {
        #expect(NoiseField(strength: 0).acceleration(at: Point(10, 20), time: 3) == .zero)
        let still = NoiseField(speed: 0)
        #expect(still.acceleration(at: Point(10, 20), time: 0) == still.acceleration(at: Point(10, 20), time: 99))
    }

    @Test func smoothnessSetsTheFeatureSize() {
        #expect(NoiseField(smoothness: 0).featureSize < NoiseField(smoothness: 1).featureSize)
    }

    @Test func badInputGivesNoForceAndBadParametersAreClamped() {
        let f = NoiseField()
        #expect(f.acceleration(at: Point(.nan, 0), time: 0) == .zero)
        #expect(f.acceleration(at: Point(0, 0), time: .infinity) == .zero)
        #expect(f.acceleration(at: Point(1e300, -1e300), time: 1e300).isFinite)
        let g = NoiseField(strength: .nan, smoothness: 7, speed: -3)
        #expect(g.strength == 0.5 && g.smoothness == 1 && g.speed == 0)
        var h = NoiseField()
        h.strength = .infinity
        #expect(h.strength == 10)
    }
}
