import Foundation

/// Wall-clock timing for the benchmarks: the median of several repetitions, so that one
/// interruption on a shared machine does not decide the figure.
enum Timing {
    static func seconds(of body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        let d = start.duration(to: clock.now).components
        return Double(d.seconds) + Double(d.attoseconds) * 1e-18
    }

    /// Median time of `body` over `repetitions` runs, in seconds.
    static func median(_ repetitions: Int = 7, _ body: () -> Void) -> Double {
        let times = (0..<repetitions).map { _ in seconds(of: body) }.sorted()
        return times[times.count / 2]
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Prints a table with aligned columns.
func printTable(_ title: String, _ header: [String], _ rows: [[String]]) {
    print("\n## \(title)")
    let all = [header] + rows
    let widths = header.indices.map { i in all.map { $0.indices.contains(i) ? $0[i].count : 0 }.max() ?? 0 }
    for (n, row) in all.enumerated() {
        let cells = row.enumerated().map { i, c in i == 0 ? c.padding(toLength: widths[i], withPad: " ", startingAt: 0)
            : String(repeating: " ", count: widths[i] - c.count) + c }
        print(cells.joined(separator: "  "))
        if n == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
}

func fmt(_ x: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", x) }
func sci(_ x: Double) -> String { String(format: "%.1e", x) }
