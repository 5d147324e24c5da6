import CHeap
import Foundation
import Geometry

/// Memory a drag along a path keeps: Locus's measure beside the original's 1 px samples.
enum MemoryBench {
    /// Bytes of the C heap in use now (glibc's own count, which Swift's arrays and classes draw on).
    static func heapInUse() -> Int { Int(locus_heap_in_use()) }

    /// Heap bytes that `make` allocates and its result keeps (the result is held while counting).
    static func retainedBytes<T>(_ make: () -> T) -> Int {
        let before = heapInUse()
        let value = make()
        let after = heapInUse()
        withExtendedLifetime(value) {}
        return after - before
    }

    /// glibc's per-thread cache keeps freed small blocks counted as in use and hands them out
    /// again without touching the counters, which hid a small measure entirely; the figures are
    /// made in a child process with the cache off.
    static let cacheOff = "glibc.malloc.tcache_count=0"

    static func run() {
        guard ProcessInfo.processInfo.environment["GLIBC_TUNABLES"]?.contains(cacheOff) == true else {
            runInChild()
            return
        }
        let paths = [("figure-8", Shapes.figureEight(width: 800, height: 600)),
                     ("10k smooth cubics", MeasureBench.randomCubics(10_000, smooth: true)),
                     ("10k uniform cubics", MeasureBench.randomCubics(10_000))]
        var rows: [[String]] = []
        for (name, path) in paths {
            let segments = path.segments.count
            let measure = retainedBytes { PathMeasure(path) }
            let samples = retainedBytes { GreedyWalk(PathMeasure(path)) }
            rows.append([name, "\(segments)", kb(measure), fmt(Double(measure) / Double(segments), 0), kb(samples),
                         fmt(Double(samples) / Double(max(measure, 1)), 1)])
        }
        printTable("Memory kept for dragging (heap bytes: glibc mallinfo2, per-thread cache off)",
                   ["path", "segments", "Locus measure KB", "bytes/segment", "original samples KB", "original / Locus"], rows)
        print("(Locus: PathMeasure, which shares the path's segments when it has one subpath; original: its")
        print(" 1 px samples along the whole length, 16 bytes each)")
    }

    /// Runs `locus-bench memory` again with the per-thread cache off; its output is this one's.
    private static func runInChild() {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["memory", "--no-title"]
        var environment = ProcessInfo.processInfo.environment
        environment["GLIBC_TUNABLES"] = [environment["GLIBC_TUNABLES"], cacheOff].compactMap { $0 }.joined(separator: ":")
        child.environment = environment
        fflush(nil)  // what this process printed comes first
        do {
            try child.run()
            child.waitUntilExit()
        } catch {
            print("(memory: could not start \(CommandLine.arguments[0]): \(error))")
        }
    }

    private static func kb(_ bytes: Int) -> String { fmt(Double(bytes) / 1024, 1) }
}
