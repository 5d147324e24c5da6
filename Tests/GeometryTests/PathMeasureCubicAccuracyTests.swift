import Geometry
import Testing

/// The length of every kind of cubic against an independent reference, at the accuracy asked for.
///
/// The measure chooses its quadrature rules from bounds rather than by comparing two rules, and
/// plans most cubics four at a time; these cases try the corners of that reasoning: cusps and
/// near-cusps (a kink or almost one in the speed), loops, repeated control points, straight
/// curves that stop and turn back, quadratics, and curves far smaller, larger or farther from
/// the origin than the unit square.
@Suite struct PathMeasureCubicAccuracyTests {
    /// The length by adaptive Simpson on 16 equal parts (so that no part is judged converged
    /// from too few samples), each to a tenth of a thousandth of the tolerance tested. Computed
    /// from `B'(t)` alone; nothing of the code under test.
    private func reference(_ c: CubicBezier) -> Double {
        let scale = (c.p1 - c.p0).length + (c.p2 - c.p1).length + (c.p3 - c.p2).length
        var sum = KahanSum()
        for k in 0..<16 {
            sum.add(adaptiveSimpson(Double(k) / 16, Double(k + 1) / 16, tolerance: 1e-14 * max(scale, 1e-300) / 16) {
                c.derivative(at: $0).length
            })
        }
        return sum.value
    }

    /// Every cubic of `cases` measured alone at `accuracy` is within `accuracy` of its reference,
    /// relative to that length.
    private func expectAccurate(_ cases: [(String, CubicBezier)], accuracy: Double,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, c) in cases {
            let exact = reference(c)
            let measured = PathMeasure(path(c), accuracy: accuracy).length
            expectClose(measured, exact, within: accuracy * exact, "\(name) at \(accuracy): \(c)",
                        sourceLocation: sourceLocation)
        }
    }

    /// The special cases, each also moved far away, shrunk and grown.
    private var specialCubics: [(String, CubicBezier)] {
        var cases: [(String, CubicBezier)] = [
            ("cusp", CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0))),
            ("cusp off centre", CubicBezier(Point(0, 0), Point(3, 1), Point(0, 1), Point(1, 0))),
            ("loop", CubicBezier(Point(0, 0), Point(2, 1), Point(-1, 1), Point(1, 0))),
            ("tight loop", CubicBezier(Point(0, 0), Point(10, 10), Point(-9, 10), Point(1, 0))),
            ("p1 = p0", CubicBezier(Point(0, 0), Point(0, 0), Point(100, 50), Point(30, 80))),
            ("p2 = p3", CubicBezier(Point(0, 0), Point(100, 50), Point(30, 80), Point(30, 80))),
            ("p1 = p0, p2 = p3", CubicBezier(Point(0, 0), Point(0, 0), Point(30, 80), Point(30, 80))),
            ("p1 = p2", CubicBezier(Point(0, 0), Point(50, 90), Point(50, 90), Point(100, 0))),
            ("straight, even", CubicBezier(Point(0, 0), Point(1, 2), Point(2, 4), Point(3, 6))),
            ("straight, uneven", CubicBezier(Point(0, 0), Point(0.1, 0.1), Point(0.2, 0.2), Point(3, 3))),
            ("straight, turning back", CubicBezier(Point(0, 0), Point(10, 0), Point(-5, 0), Point(3, 0))),
            ("straight, turning twice", CubicBezier(Point(0, 0), Point(10, 5), Point(-10, -5), Point(1, 0.5))),
            ("straight, stopping", CubicBezier(Point(0, 0), Point(1, 0), Point(1, 0), Point(2, 0))),
            ("quadratic", CubicBezier(Point(0, 0), Point(2.0 / 3 * 500, 2.0 / 3 * 900),
                                      Point(1000 + 2.0 / 3 * (500 - 1000), 2.0 / 3 * 900), Point(1000, 0))),
            ("hairpin", CubicBezier(Point(0, 0), Point(100, 0), Point(100, 1e-3), Point(0, 1e-3))),
            ("all but equal", CubicBezier(Point(1, 1), Point(1 + 1e-12, 1), Point(1, 1 + 1e-12), Point(1, 1))),
        ]
        // Near-cusps: the cusp's second control point nudged by less and less.
        for e in [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-8, 1e-10, 1e-12] {
            cases.append(("near cusp \(e)", CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1 + e), Point(1, 0))))
            cases.append(("near cusp \(-e), sideways",
                          CubicBezier(Point(0, 0), Point(1, 1), Point(e, 1 - e), Point(1, 0))))
            cases.append(("almost p1 = p0 by \(e)", CubicBezier(Point(0, 0), Point(e, 0), Point(100, 50), Point(30, 80))))
        }
        var all = cases
        for (name, c) in cases {
            all.append(("\(name), tiny", scaled(c, by: 1e-6, moved: .zero)))
            all.append(("\(name), huge", scaled(c, by: 1e6, moved: .zero)))
            all.append(("\(name), far away", scaled(c, by: 1, moved: Vector(3e5, -7e5))))
        }
        return all
    }

    private func scaled(_ c: CubicBezier, by s: Double, moved v: Vector) -> CubicBezier {
        func map(_ p: Point) -> Point { Point(p.x * s + v.dx, p.y * s + v.dy) }
        return CubicBezier(map(c.p0), map(c.p1), map(c.p2), map(c.p3))
    }

    @Test func everyKindOfCubicStaysWithinAccuracy() {
        expectAccurate(specialCubics, accuracy: 1e-9)
    }

    @Test func randomCubicsStayWithinAccuracy() {
        var random = SeededRandom(seed: 11)
        var cases: [(String, CubicBezier)] = []
        for k in 0..<150 { cases.append(("uniform \(k)", random.cubic(in: 1000))) }
        // Gentle curves, as a hand-drawn stroke makes them: short, with control points near the chord.
        for k in 0..<100 {
            let p0 = random.point(in: 1000), d = Vector(20 + 30 * random.next(), 0)
            let bend = { Vector((random.next() - 0.5) * 10, (random.next() - 0.5) * 10) }
            cases.append(("gentle \(k)", CubicBezier(p0, p0 + d / 3 + bend(), p0 + d * (2.0 / 3) + bend(), p0 + d)))
        }
        expectAccurate(cases, accuracy: 1e-9)
    }

    @Test func otherAccuraciesHoldToo() {
        var random = SeededRandom(seed: 12)
        var cases = specialCubics.filter { !$0.0.contains(",") }
        for k in 0..<30 { cases.append(("uniform \(k)", random.cubic(in: 1000))) }
        for accuracy in [1e-4, 1e-6, 1e-12] { expectAccurate(cases, accuracy: accuracy) }
    }

    @Test func cubicsInOneLongPathMatchTheirReferencesOneByOne() {
        // The run planner works four cubics at a time: every lane, and a run not a multiple of four.
        var random = SeededRandom(seed: 13)
        var cubics = specialCubics.map(\.1).filter { $0.p0 == Point(0, 0) }
        for _ in 0..<23 { cubics.append(random.cubic(in: 1000)) }
        var p = Path()
        for c in cubics {
            p.move(to: c.p0)
            p.curve(to: c.p3, control1: c.p1, control2: c.p2)
        }
        var joined = Path()
        joined.move(to: cubics[0].p0)
        for c in cubics {
            joined.line(to: c.p0)
            joined.curve(to: c.p3, control1: c.p1, control2: c.p2)
        }
        for measure in [PathMeasure(p), PathMeasure(joined)] {
            var k = 0
            for i in measure.segments.indices {
                guard case .cubic(let c) = measure.segments[i] else { continue }
                #expect(c == cubics[k])
                let length = measure.location(segmentIndex: i, t: 1).s - measure.location(segmentIndex: i, t: 0).s
                let exact = reference(c)
                // The difference of two arc lengths along the path: rounding of the larger one too.
                expectClose(length, exact, within: 1e-9 * exact + 1e-15 * measure.location(segmentIndex: i, t: 1).s,
                            "cubic \(k): \(c)")
                k += 1
            }
            #expect(k == cubics.count)
        }
    }
}
