import Scenes
import Geometry

/// Building a measure and querying it: the figure-8 and a seeded path of random cubics.
enum MeasureBench {
    /// `count` random cubics, end to end, in a `side` x `side` box (seeded: the same path every run).
    /// With `smooth`, each cubic is a short random step from the last with its first control point
    /// continuing the previous tangent (a hand-drawn stroke); otherwise every control point is
    /// uniformly random in the box (the hardest case: long, looping, overlapping cubics).
    static func randomCubics(_ count: Int, seed: UInt64 = 42, smooth: Bool = false, side: Double = 1000) -> Path {
        var rng = SeededRandom(seed: seed)
        func point() -> Point { Point(rng.unit() * side, rng.unit() * side) }
        var p = Path()
        guard smooth else {
            p.move(to: point())
            for _ in 0..<count { p.curve(to: point(), control1: point(), control2: point()) }
            return p
        }
        let centre = Point(side / 2, side / 2)
        var at = centre, heading = Vector(1, 0)
        p.move(to: at)
        for _ in 0..<count {
            let turn = (rng.unit() - 0.5) * 1.6
            let c = cos(turn), s = sin(turn)
            let next = Vector(heading.dx * c - heading.dy * s, heading.dx * s + heading.dy * c)
            var end = at + next * (20 + 30 * rng.unit())
            // Keep the stroke in the box by steering back toward the centre near the edges.
            if !Rect(x: 50, y: 50, width: side - 100, height: side - 100).contains(end) {
                end = at + (centre - at).normalized * 30
            }
            let c1 = at + heading * 10, c2 = end - (end - at).normalized * 10
            p.curve(to: end, control1: c1, control2: c2)
            heading = (end - c2).normalized
            at = end
        }
        return p
    }

    /// Length by composite Simpson with `n` intervals per cubic: slow, independent, for the error column.
    static func referenceLength(_ path: Path, intervals n: Int = 4000) -> Double {
        var total = 0.0, compensation = 0.0
        for seg in path.segments {
            guard case .cubic(let c) = seg else { continue }
            let h = 1.0 / Double(n)
            var sum = c.derivative(at: 0).length + c.derivative(at: 1).length
            for i in 1..<n { sum += (i % 2 == 1 ? 4 : 2) * c.derivative(at: Double(i) * h).length }
            let piece = sum * h / 3
            let y = piece - compensation
            let t = total + y
            compensation = (t - total) - y
            total = t
        }
        return total
    }

    /// Only the builds of the two random paths, repeated: a steady load for `perf record`, where
    /// the full benchmark's nearest-point queries would swamp the profile.
    static func runBuildOnly(repetitions: Int = 300) {
        let uniform = randomCubics(10_000), smooth = randomCubics(10_000, smooth: true)
        var rows: [[String]] = []
        for (name, path) in [("10k smooth cubics", smooth), ("10k uniform cubics", uniform)] {
            let build = Timing.median(repetitions) { consume(PathMeasure(path, accuracy: 1e-9)) }
            rows.append([name, fmt(build * 1e3, 3)])
        }
        printTable("Path measure build only (median of \(repetitions))", ["path", "build ms"], rows)
    }

    static func run() {
        let figure8 = Shapes.figureEight(width: 800, height: 600)
        let uniform = randomCubics(10_000), smooth = randomCubics(10_000, smooth: true)
        var rows: [[String]] = []
        for (name, path, exact) in [("figure-8", figure8, 3 * Double.pi * 100 + 400),
                                    ("10k smooth cubics", smooth, referenceLength(smooth)),
                                    ("10k uniform cubics", uniform, referenceLength(uniform))] {
            let build = Timing.median(7) { consume(PathMeasure(path, accuracy: 1e-9)) }
            let m = PathMeasure(path, accuracy: 1e-9)
            var rng = SeededRandom(seed: 3)
            let queries = (0..<2000).map { _ in Point(rng.unit() * 1000, rng.unit() * 1000) }
            let lengths = (0..<2000).map { _ in rng.unit() * m.length }
            let at = Timing.median(5) { for s in lengths { consume(m.position(atLength: s)) } } / 2000
            let global = Timing.median(3) { for q in queries { consume(m.nearest(to: q)) } } / 2000
            let local = Timing.median(5) {
                for (q, s) in zip(queries, lengths) {
                    consume(m.nearest(to: m.position(atLength: s) + (q - Point(500, 500)) * 0.01, descendingFrom: s))
                }
            } / 2000
            // The same queries from the start's location rather than its arc length, as a drag does.
            let starts = lengths.map { m.location(atLength: $0) }
            let localFromLocation = Timing.median(5) {
                for (q, start) in zip(queries, starts) {
                    consume(m.nearest(to: start.point + (q - Point(500, 500)) * 0.01, descendingFrom: start))
                }
            } / 2000
            rows.append([name, fmt(build * 1e3, 3), sci(abs(m.length - exact) / exact),
                         fmt(at * 1e9, 0), fmt(local * 1e9, 0), fmt(localFromLocation * 1e9, 0), fmt(global * 1e6, 2)])
        }
        printTable("Path measure (release build, accuracy 1e-9)",
                   ["path", "build ms", "rel. length error", "position ns", "local nearest ns",
                    "local from location ns", "global nearest us"], rows)
        print("(reference lengths: closed form for the figure-8, Simpson with 4000 intervals per cubic for the random path)")
    }
}
