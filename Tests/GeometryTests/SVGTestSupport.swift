import Geometry
import Testing

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny deterministic generator, so random tests
/// see the same cases on every machine and every run.
struct SVGTestRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)`, from the top 53 bits.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func point(in range: ClosedRange<Double>) -> Point { Point(uniform(range), uniform(range)) }
}

/// Expects `observed` within `tolerance` of `expected` in both coordinates; a failure prints all three.
func expectSVGClose(_ observed: Point, _ expected: Point, tolerance: Double = 1e-9, _ what: String = "",
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let error = max(abs(observed.x - expected.x), abs(observed.y - expected.y))
    #expect(error <= tolerance,
            "\(what) observed \(observed), expected \(expected), tolerance \(tolerance)",
            sourceLocation: sourceLocation)
}

/// Expects `observed` within `tolerance` of `expected`; a failure prints all three.
func expectSVGClose(_ observed: Double, _ expected: Double, tolerance: Double = 1e-9, _ what: String = "",
                    sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(observed - expected) <= tolerance,
            "\(what) observed \(observed), expected \(expected), tolerance \(tolerance)",
            sourceLocation: sourceLocation)
}

/// Expects two segments of the same kind that pass through the same points at the same
/// parameters (an arc may come back with different but equivalent centre-form parameters).
func expectSVGSameCurve(_ observed: Segment, _ expected: Segment, tolerance: Double = 1e-9, _ what: String = "",
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(svgKind(observed) == svgKind(expected), "\(what) kinds differ: \(observed) vs \(expected)",
            sourceLocation: sourceLocation)
    for t in [0, 0.125, 0.25, 0.5, 0.75, 0.875, 1.0] {
        expectSVGClose(observed.point(at: t), expected.point(at: t), tolerance: tolerance, "\(what) t = \(t):",
                       sourceLocation: sourceLocation)
    }
}

/// The segment's kind as a word, for comparing kinds.
func svgKind(_ s: Segment) -> String {
    switch s {
    case .line: "line"
    case .quad: "quad"
    case .cubic: "cubic"
    case .arc: "arc"
    }
}

/// The arc of `segment`, or nil when it is another kind.
func svgArc(_ segment: Segment) -> Arc? {
    if case .arc(let a) = segment { return a }
    return nil
}

/// Angle `a` brought into `[0, 2 pi)`, for comparing start angles that may differ by whole turns.
func svgNormalizedAngle(_ a: Double) -> Double {
    let r = a.truncatingRemainder(dividingBy: 2 * .pi)
    return r < 0 ? r + 2 * .pi : r
}
