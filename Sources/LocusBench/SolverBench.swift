import Geometry
import Motion

/// Locus's drag solver beside the original's greedy walk, on the same pointer traces.
enum SolverBench {
    /// A smooth drag: two laps along the figure-8, the pointer 3 px off the path, 2 px per event.
    static func loopTrace(_ m: PathMeasure) -> [Point] {
        let step = 2.0
        return (1...Int(2 * m.length / step)).map { i in
            let s = Double(i) * step
            let side: Double = i % 2 == 0 ? 3 : -3
            return m.position(atLength: s) + m.tangent(atLength: s).perpendicular * side
        }
    }

    /// Flicks: the pointer jumps hundreds of px per event to points near the path.
    static func flickTrace(_ m: PathMeasure, count: Int = 2000) -> [Point] {
        var rng = SplitMix64(state: 7)
        return (0..<count).map { _ in
            let s = rng.unit() * m.length
            return m.position(atLength: s) + m.tangent(atLength: s).perpendicular * (rng.unit() * 16 - 8)
        }
    }

    struct Result {
        var nsPerEvent: Double
        var maxOffPath: Double
        var maxFromNearest: Double
        var meanFromNearest: Double
    }

    static func runLocus(_ m: PathMeasure, _ trace: [Point]) -> Result {
        let solver = DragSolver()
        var s = 0.0
        let time = Timing.median(5) {
            s = 0
            for p in trace { s = solver.solve(m, from: s, toward: p).location.s }
            consume(s)
        }
        s = 0
        var handles: [Point] = []
        for p in trace {
            s = solver.solve(m, from: s, toward: p).location.s
            handles.append(m.position(atLength: s))
        }
        return score(m, trace, handles, seconds: time)
    }

    static func runGreedy(_ m: PathMeasure, _ trace: [Point]) -> Result {
        var walk = GreedyWalk(m)
        let time = Timing.median(5) {
            walk.index = 0
            for p in trace { walk.move(toward: p) }
            consume(walk.index)
        }
        walk.index = 0
        var handles: [Point] = []
        for p in trace {
            walk.move(toward: p)
            handles.append(walk.handle)
        }
        return score(m, trace, handles, seconds: time)
    }

    /// Distances are measured against Locus's exact measure: off-path is the distance from the
    /// handle to the path; from-nearest is how much farther the handle is from the pointer than
    /// the path's true nearest point is.
    static func score(_ m: PathMeasure, _ trace: [Point], _ handles: [Point], seconds: Double) -> Result {
        var maxOff = 0.0, maxGap = 0.0, sumGap = 0.0
        for (p, h) in zip(trace, handles) {
            maxOff = max(maxOff, m.nearest(to: h).distance)
            let gap = h.distance(to: p) - m.nearest(to: p).distance
            maxGap = max(maxGap, gap)
            sumGap += gap
        }
        return Result(nsPerEvent: seconds / Double(trace.count) * 1e9, maxOffPath: maxOff,
                      maxFromNearest: maxGap, meanFromNearest: sumGap / Double(trace.count))
    }

    static func run() {
        let figure8 = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        let cubics = PathMeasure(MeasureBench.randomCubics(10_000))
        var rows: [[String]] = []
        for (pathName, m) in [("figure-8", figure8), ("10k cubics", cubics)] {
            for (traceName, trace) in [("loop", loopTrace(m)), ("flick", flickTrace(m))] {
                for (solverName, r) in [("locus", runLocus(m, trace)), ("original", runGreedy(m, trace))] {
                    rows.append([pathName, traceName, solverName, fmt(r.nsPerEvent, 0), sci(r.maxOffPath),
                                 fmt(r.maxFromNearest, 3), fmt(r.meanFromNearest, 3)])
                }
            }
        }
        printTable("Drag solver per pointer event (release build)",
                   ["path", "trace", "solver", "ns/event", "max off path px", "max from nearest px", "mean from nearest px"],
                   rows)
        print("(original: 1 px samples + greedy walk, the seed's algorithm, sampling built from Locus's measure)")
    }
}
