import Canvas
import Foundation
import Geometry
import Input
import Motion
import Scenes

/// The arc scene: building an arc and its measure per click, evaluating the animation per frame,
/// and the scene's draw time with and without the overlay.
enum ArcBench {
    /// The repository's Assets folder, found from this file's place in it.
    static let assets = Assets(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path)

    static func run() {
        var rng = SeededRandom(seed: 11)
        let clicks = (0..<2000).map { _ in (Point(rng.unit() * 800, rng.unit() * 600), Point(rng.unit() * 800, rng.unit() * 600)) }
        let build = Timing.median(5) {
            for (p, t) in clicks { consume(PathMeasure(ArcPath.semicircle(from: p, to: t, side: .right))) }
        } / Double(clicks.count)
        let anim = PathAnimation(path: ArcPath.semicircle(from: Point(100, 300), to: Point(700, 300), side: .right),
                                 startTime: 0, duration: 2, timing: .easeInEaseOut)
        let evaluate = Timing.median(5) {
            for i in 0..<2000 {
                let t = Double(i) / 1000
                consume(anim.position(at: t))
                consume(anim.velocity(at: t))
            }
        } / 2000
        let retarget = retargetTime(clicks.map(\.1))
        printTable("Arc animation (release build)", ["what", "ns"],
                   [["build arc + measure per click", fmt(build * 1e9, 0)],
                    ["retarget in flight (arc, swing, its slowed clock, kept to 2 s)", retarget.map { fmt($0 * 1e9, 0) } ?? "-"],
                    ["position + velocity per frame", fmt(evaluate * 1e9, 0)],
                    ["(60 Hz budget)", "16666667"]])

        var rows: [[String]] = []
        for (w, h) in [(800, 600), (1920, 1080)] {
            guard let canvas = try? Canvas(width: w, height: h),
                  let host = try? SceneHost(scene: .arc, width: w, height: h,
                                            configuration: SceneConfiguration(assets: ArcBench.assets)) else {
                print("(arc scene unavailable: Assets not found)")
                return
            }
            var t = 0.0
            host.frame(events: [.pointerDown(Point(Double(w) * 0.8, Double(h) * 0.3))], time: t, canvas: canvas)
            func frames() -> Double {
                Timing.median(5) {
                    for _ in 0..<60 {
                        t += 1.0 / 60
                        if t.truncatingRemainder(dividingBy: 2) < 1.0 / 60 {
                            host.deliver(.pointerDown(Point(Double(w) * (t.truncatingRemainder(dividingBy: 7) / 7),
                                                            Double(h) * 0.6)), at: t)
                        }
                        host.frame(events: [], time: t, canvas: canvas)
                    }
                } / 60
            }
            let plain = frames()
            host.overlay = true
            let overlay = frames()
            rows.append(["\(w)x\(h)", fmt(plain * 1e3, 2), fmt(overlay * 1e3, 2), "16.67"])
        }
        printTable("Arc scene draw time (release build)", ["size", "draw ms", "draw+overlay ms", "60 Hz budget ms"], rows)
    }

    /// The time of a click on the scene while the image flies, a twentieth of a second after the
    /// click before it, to each of `clicks` in turn; nil without the Assets.
    static func retargetTime(_ clicks: [Point]) -> Double? {
        guard let host = try? SceneHost(scene: .arc, width: 800, height: 600,
                                        configuration: SceneConfiguration(assets: ArcBench.assets)) else { return nil }
        var t = 0.0
        host.deliver(.pointerDown(Point(700, 300)), at: t)
        return Timing.median(5) {
            for c in clicks {
                t += 0.05
                host.deliver(.pointerDown(c), at: t)
            }
        } / Double(clicks.count)
    }
}
