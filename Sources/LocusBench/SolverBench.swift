import Scenes
import Geometry
import Motion

/// Locus's drag solver beside the original's greedy walk, on the same pointer traces.
enum SolverBench {
    /// A smooth drag, 2 px along the path per event, the pointer 3 px to alternate sides of it:
    /// two laps of the figure-8, or as many events (about 2,700) along the start of a longer path.
    /// `base` is the exact answer by construction: the path point the pointer is placed beside,
    /// on its normal. Where another part of the path would be nearer the pointer than that point
    /// (the inside of a tight bend, a nearby strand), the pointer goes to the other side, or nearer
    /// (1.5 px, then on the path itself), until `base` is the path's nearest point to it.
    static func loopTrace(_ m: PathMeasure, events: Int = 2685) -> [(pointer: Point, base: Point)] {
        let step = 2.0
        return (1...min(events, Int(2 * m.length / step) - 1)).map { i in
            // The fractional part, spread evenly over [0, 1), keeps the points off the baseline's
            // 1 px samples, as a real pointer would be.
            let s = (Double(i) + (Double(i) * 0.618034).truncatingRemainder(dividingBy: 1)) * step
            let base = m.position(atLength: s), normal = m.tangent(atLength: s).perpendicular
            let sign: Double = i % 2 == 0 ? 1 : -1
            for offset in [3, -3, 1.5, -1.5].map({ $0 * sign }) {
                let p = base + normal * offset
                if m.nearest(to: p).distance >= abs(offset) * (1 - 1e-12) { return (p, base) }
            }
            return (base, base)
        }
    }

    /// `path` with each circular arc replaced by cubics of at most 90 degrees (the usual
    /// approximation, control arms `4/3 tan(sweep/4)` of the radius), lines kept: the same figure
    /// as a drawing program would save it, for comparing like with like against random cubics.
    static func withArcsAsCubics(_ path: Path) -> Path {
        var out = Path()
        for subpath in path.subpaths {
            out.move(to: subpath.start)
            for segment in subpath.segments {
                guard case .arc(let a) = segment, let r = a.circleRadius else { out.append(segment); continue }
                let pieces = max(1, Int((abs(a.sweep) / (Double.pi / 2)).rounded(.up)))
                let sweep = a.sweep / Double(pieces), arm = 4.0 / 3 * tan(sweep / 4) * r
                for k in 0..<pieces {
                    let t0 = a.startAngle + sweep * Double(k), t1 = t0 + sweep
                    let p0 = a.center + Vector(angle: t0) * r, p1 = a.center + Vector(angle: t1) * r
                    out.curve(to: p1, control1: p0 + Vector(angle: t0).perpendicular * arm,
                              control2: p1 - Vector(angle: t1).perpendicular * arm)
                }
            }
            if subpath.isClosed { out.close() }
        }
        return out
    }

    /// Flicks: the pointer jumps hundreds of px per event to points up to 8 px off the path. The
    /// reference is the exact global nearest point: a flick asks for it (where another strand of
    /// the path is nearer than the one the pointer was placed beside, that strand is the answer).
    static func flickTrace(_ m: PathMeasure, count: Int = 1000) -> [(pointer: Point, base: Point)] {
        var rng = SeededRandom(seed: 7)
        return (0..<count).map { _ in
            let s = rng.unit() * m.length
            let p = m.position(atLength: s) + m.tangent(atLength: s).perpendicular * (rng.unit() * 16 - 8)
            return (p, m.nearest(to: p).location.point)
        }
    }

    struct Result {
        var nsPerEvent: Double
        var maxError: Double
        var meanError: Double
        /// Events where the handle ended more than 5 px from where the user pointed.
        var stuck: Int
    }

    /// Time per event and, for each event, the distance from the handle to the point of the path
    /// the pointer was placed beside (`base`): the exact answer, known by construction.
    static func measure(_ trace: [(pointer: Point, base: Point)], repetitions: Int,
                        reset: () -> Void, move: (Point) -> Point) -> Result {
        let time = Timing.median(repetitions) {
            reset()
            for e in trace { consume(move(e.pointer)) }
        }
        reset()
        var maxError = 0.0, sum = 0.0, stuck = 0
        for e in trace {
            let error = move(e.pointer).distance(to: e.base)
            maxError = max(maxError, error)
            sum += error
            if error > 5 { stuck += 1 }
        }
        return Result(nsPerEvent: time / Double(trace.count) * 1e9, maxError: maxError,
                      meanError: sum / Double(trace.count), stuck: stuck)
    }

    /// Locus as ``PathHandle`` drives it: the handle keeps its location from event to event.
    static func runLocus(_ m: PathMeasure, _ trace: [(pointer: Point, base: Point)], repetitions: Int) -> Result {
        let solver = DragSolver()
        var at = m.location(atLength: 0)
        return measure(trace, repetitions: repetitions, reset: { at = m.location(atLength: 0) }) { p in
            at = solver.solve(m, from: at, toward: p).location
            return at.point
        }
    }

    /// Locus keeping only the arc length between events: each one inverts it first.
    static func runLocusFromLength(_ m: PathMeasure, _ trace: [(pointer: Point, base: Point)], repetitions: Int) -> Result {
        let solver = DragSolver()
        var s = 0.0
        return measure(trace, repetitions: repetitions, reset: { s = 0 }) { p in
            let r = solver.solve(m, from: s, toward: p)
            s = r.location.s
            return r.location.point
        }
    }

    static func runGreedy(_ walk: GreedyWalk, _ trace: [(pointer: Point, base: Point)], repetitions: Int) -> Result {
        var walk = walk
        return measure(trace, repetitions: repetitions, reset: { walk.index = 0 }) { p in
            walk.move(toward: p)
            return walk.handle
        }
    }

    static func run() {
        let figure8 = Shapes.figureEight(width: 800, height: 600)
        let paths = [("figure-8", PathMeasure(figure8)),
                     ("figure-8 in cubics", PathMeasure(withArcsAsCubics(figure8))),
                     ("10k cubics", PathMeasure(MeasureBench.randomCubics(10_000, smooth: true)))]
        // The first timed work of a process runs slow (the processor's clock ramps up, pages fault
        // in): a run that is thrown away, so that the first row is judged like the others.
        for (_, m) in paths { _ = runLocus(m, loopTrace(m), repetitions: 3) }
        var rows: [[String]] = []
        var ns: [String: Double] = [:]  // by "path/trace/solver", for the ratios below
        for (pathName, m) in paths {
            let walk = GreedyWalk(m), walkAsWritten = GreedyWalk(m, metric: .hypotf)
            for (traceName, trace, reps) in [("loop", loopTrace(m), 5), ("flick", flickTrace(m), 3)] {
                for (solverName, r) in [("locus", runLocus(m, trace, repetitions: reps)),
                                        ("locus from s", runLocusFromLength(m, trace, repetitions: reps)),
                                        ("original", runGreedy(walkAsWritten, trace, repetitions: reps)),
                                        ("original, squared", runGreedy(walk, trace, repetitions: reps))] {
                    rows.append([pathName, traceName, solverName, fmt(r.nsPerEvent, 0), sci(r.maxError),
                                 sci(r.meanError), "\(r.stuck) of \(trace.count)"])
                    ns["\(pathName)/\(traceName)/\(solverName)"] = r.nsPerEvent
                }
            }
        }
        printTable("Drag solver per pointer event (release build)",
                   ["path", "trace", "solver", "ns/event", "max error px", "mean error px", "stuck > 5 px"], rows)
        print("(locus: the handle keeps its PathLocation, as PathHandle does; locus from s: it keeps only its arc length;")
        print(" error: distance from the handle to the exact answer: on the loop, the point of the path the")
        print(" pointer was placed beside (and nearest to); on flicks, the path's exact nearest point to the pointer;")
        print(" figure-8 in cubics: its arcs as 90-degree cubics, to compare the 10k-cubic path with a small path of the same kind)")
        print(" original: the seed's 1 px samples + greedy walk as written, hypotf per sample; original, squared:")
        print(" the same walk with the speed-up the seed's text suggests, squared distances; samples from Locus's measure)")
        printRatios(ns)
        printScaling()
    }

    /// Per-event cost as the path grows at a fixed density: smooth random cubics in a box whose
    /// side grows with the square root of their count, so that as many strands pass near any
    /// point. A solver that looks only near the handle and the pointer keeps these rows flat;
    /// one that looked at the whole path would grow tenfold per row.
    static func printScaling() {
        var rows: [[String]] = []
        for n in [10_000, 100_000, 1_000_000] {
            let side = 1000 * (Double(n) / 10_000).squareRoot()
            let m = PathMeasure(MeasureBench.randomCubics(n, smooth: true, side: side))
            let flicks = flickTrace(m)
            let loop = runLocus(m, loopTrace(m), repetitions: 5), flick = runLocus(m, flicks, repetitions: 3)
            rows.append(["\(n)", fmt(side, 0), fmt(loop.nsPerEvent, 0), sci(loop.maxError),
                         fmt(flick.nsPerEvent, 0), "\(flick.stuck) of \(flicks.count)"])
        }
        printTable("Drag solver as the path grows, at the same density (the box's side grows with the square root of the count)",
                   ["smooth cubics", "box side px", "loop ns/event", "loop max error px", "flick ns/event",
                    "flick stuck > 5 px"], rows)
    }

    /// The goals' ratios, from this run's own rows: Locus against the original on the figure-8,
    /// and the 10k-cubic path against the figure-8 (and against the figure-8 made of cubics).
    static func printRatios(_ ns: [String: Double]) {
        func ratio(_ a: String, _ b: String) -> String {
            guard let x = ns[a], let y = ns[b], y > 0 else { return "-" }
            return fmt(x / y, 2) + "x"
        }
        var rows: [[String]] = []
        for trace in ["loop", "flick"] {
            rows.append([trace, ratio("figure-8/\(trace)/locus", "figure-8/\(trace)/original"),
                         ratio("figure-8/\(trace)/locus", "figure-8/\(trace)/original, squared"),
                         ratio("10k cubics/\(trace)/locus", "figure-8/\(trace)/locus"),
                         ratio("10k cubics/\(trace)/locus", "figure-8 in cubics/\(trace)/locus")])
        }
        printTable("Drag solver ratios (time per event; below 1x: Locus faster / the 10k path cheaper)",
                   ["trace", "figure-8: locus / original", "locus / original, squared",
                    "10k / figure-8", "10k / figure-8 in cubics"], rows)
    }
}
