import Foundation
import Geometry
import Scenes

/// The figure-8 loop row again, in several fresh processes of this same program.
///
/// On this shared machine some processes run every row slower, the original's too (Locus 30
/// against the original's 35 ns, where most give 19 against 26), whatever the stack and heap
/// addresses within the process; pinned to either processor (`taskset`), each gave the faster
/// figures. One process's figure is a draw: the spread over several, and the ratio to the
/// original within each, are the measurement.
enum SolverProcessBench {
    static let processes = 7

    static func run() {
        var rows: [[String]] = [], ratios: [Double] = []
        for k in 1...processes {
            guard let line = runChild(), let figures = parse(line) else {
                print("(figure-8 across processes: a child did not answer)")
                return
            }
            ratios.append(figures.locus / figures.original)
            rows.append(["\(k)", fmt(figures.locus, 1), fmt(figures.original, 1), fmt(figures.squared, 1),
                         fmt(figures.locus / figures.original, 2) + "x"])
        }
        printTable("Figure-8 loop in \(processes) fresh processes (ns per event)",
                   ["process", "locus", "original", "original, squared", "locus / original"], rows)
        let sorted = ratios.sorted()
        let faster = ratios.filter { $0 <= 1 }.count
        print("(median locus / original \(fmt(sorted[sorted.count / 2], 2))x; Locus no slower in \(faster) of \(processes) processes)")
    }

    /// The child's part: the three loop figures on one line.
    static func runOnce() {
        let m = PathMeasure(Shapes.figureEight(width: 800, height: 600))
        let trace = SolverBench.loopTrace(m)
        let locus = SolverBench.runLocus(m, trace, repetitions: 7).nsPerEvent
        let original = SolverBench.runGreedy(GreedyWalk(m, metric: .hypotf), trace, repetitions: 7).nsPerEvent
        let squared = SolverBench.runGreedy(GreedyWalk(m), trace, repetitions: 7).nsPerEvent
        print(locus, original, squared)
    }

    private static func runChild() -> String? {
        let child = Process(), output = Pipe()
        // This very program (its name in argv may be a bare command found through PATH).
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["figure8-loop-once", "--no-title"]
        child.standardOutput = output
        do {
            try child.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        return child.terminationStatus == 0 ? String(data: data, encoding: .utf8) : nil
    }

    private static func parse(_ line: String) -> (locus: Double, original: Double, squared: Double)? {
        let numbers = line.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 3, numbers.allSatisfy({ $0 > 0 }) else { return nil }
        return (numbers[0], numbers[1], numbers[2])
    }
}
