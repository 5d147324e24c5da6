import Geometry
import Testing

/// Writing a path and reading it back gives the same curves.
@Suite struct SVGRoundTripTests {
    /// A random arc: circle, ellipse, rotated, sheared or reflected; sweeps that include full
    /// and half turns and more than a turn.
    private func randomArc(_ rng: inout SVGTestRandom) -> Arc {
        let center = rng.point(in: -800...800)
        let lu = rng.uniform(5...300), angle = rng.uniform(-.pi ... .pi)
        let u = Vector(angle: angle) * lu
        var v: Vector
        switch rng.below(4) {
        case 0: v = u.perpendicular  // circle
        case 1: v = u.perpendicular.normalized * rng.uniform(5...300)  // rotated ellipse
        default:  // sheared: any v not too close to parallel with u
            repeat { v = Vector(angle: rng.uniform(-.pi ... .pi)) * rng.uniform(5...300) }
            while abs(u.cross(v)) < 0.2 * u.length * v.length
        }
        if rng.below(4) == 0 { v = -v }  // reflected orientation
        let sweeps = [2 * Double.pi, -2 * .pi, .pi, -.pi, .pi / 2, rng.uniform(-7.2...7.2), rng.uniform(-7.2...7.2)]
        return Arc(center: center, u: u, v: v, startAngle: rng.uniform(-7...7), sweep: sweeps[rng.below(sweeps.count)])
    }

    private func randomPath(_ rng: inout SVGTestRandom) -> Path {
        var p = Path()
        for _ in 0..<(1 + rng.below(3)) {
            if rng.below(4) != 0 { p.move(to: rng.point(in: -1000...1000)) }
            for _ in 0..<(1 + rng.below(8)) {
                switch rng.below(4) {
                case 0: p.line(to: rng.point(in: -1000...1000))
                case 1: p.quadCurve(to: rng.point(in: -1000...1000), control: rng.point(in: -1000...1000))
                case 2: p.curve(to: rng.point(in: -1000...1000), control1: rng.point(in: -1000...1000),
                                control2: rng.point(in: -1000...1000))
                default: p.add(randomArc(&rng))
                }
            }
            if rng.below(2) == 0 { p.close() }
        }
        return p
    }

    /// The segments written as separate commands: arcs cut as the writer cuts them, and lines
    /// too short to matter left out (closing a subpath whose arc ends at its start to rounding
    /// adds such a line on one side but perhaps not the other).
    private func writtenPieces(_ segments: [Segment]) -> [Segment] {
        segments.flatMap { s -> [Segment] in
            switch s {
            case .arc(let a): return a.svgSubarcs.map { .arc($0) }
            case .line(let l) where l.length <= 1e-9: return []
            default: return [s]
            }
        }
    }

    private func pieces(_ segments: [Segment]) -> [Segment] {
        segments.filter { if case .line(let l) = $0 { return l.length > 1e-9 } else { return true } }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomPathsReadBackAsTheSameCurves(seed: UInt64) throws {
        var rng = SVGTestRandom(seed: seed)
        for trial in 0..<50 {
            let original = randomPath(&rng)
            let data = original.svgPathData
            let back = try Path(svgPathData: data)
            try #require(back.subpaths.count == original.subpaths.count, "trial \(trial): \(data)")
            for (b, o) in zip(back.subpaths, original.subpaths) {
                #expect(b.isClosed == o.isClosed)
                expectSVGClose(b.start, o.start)
                let expected = writtenPieces(o.segments), observed = pieces(b.segments)
                try #require(observed.count == expected.count, "trial \(trial): \(data)")
                for (k, (x, y)) in zip(observed, expected).enumerated() {
                    expectSVGSameCurve(x, y, "seed \(seed) trial \(trial) segment \(k):")
                }
            }
        }
    }

    @Test func parsedDataWrittenAgainReadsBackTheSame() throws {
        let data = "M 10 20 h 30 v 40 c 1 2 3 4 5 6 s 7 8 9 10 q 1 1 2 0 t 4 0 a 20 10 30 1 0 15 5 z m 5 5 l 1 1"
        let once = try Path(svgPathData: data)
        let twice = try Path(svgPathData: once.svgPathData)
        try #require(twice.segments.count == once.segments.count)
        for (a, b) in zip(twice.segments, once.segments) { expectSVGSameCurve(a, b) }
    }

    @Test func oneMegabyteOfDataParses() throws {
        let chunk = "L 123.456 -78.9 C 1 2 3 4 5 6 Q 7 8 9 10 A 20 30 15 0 1 40 50 h-1e-3v.5 "
        let repeats = 1_000_000 / chunk.utf8.count + 1
        let data = "M 0 0 " + String(repeating: chunk, count: repeats)
        #expect(data.utf8.count > 1_000_000)
        // No timing here (timings live in make bench); a quadratic parser would not finish this test.
        let path = try Path(svgPathData: data)
        #expect(path.segments.count == 6 * repeats)
    }
}
