import Canvas
import Foundation
import Geometry
import Input
import Scenes

/// Runs the dynamics scene headless, frame by frame as the headless driver does, and reads the
/// bodies back from the state stream (the JSON a user of `--state-out` sees).
final class DynamicsRun {
    let host: SceneHost
    let canvas: Canvas?
    let fps: Double
    private(set) var frame = 0
    /// Every state line so far, when recording.
    private(set) var lines: [String] = []
    let records: Bool

    struct Body {
        var id: Int
        var kind: String
        var center: Point
        var angle: Double
        var vertices: [Point]
    }

    /// `draws`: run the full frame (input, update, draw) like the drivers; without it the frame
    /// skips only the drawing, which changes nothing in the state and keeps long runs quick.
    init(width: Int = 800, height: Int = 600, fps: Double = 60, draws: Bool = false, records: Bool = false) throws {
        host = try SceneHost(scene: .dynamics, width: width, height: height)
        canvas = draws ? try Canvas(width: width, height: height) : nil
        self.fps = fps
        self.records = records
    }

    var scene: DynamicsScene { host.scene as! DynamicsScene }
    var time: Double { Double(frame) / fps }
    var width: Int { host.width }
    var height: Int { host.height }

    func step(_ events: [InputEvent] = []) {
        if let canvas {
            host.frame(events: events, time: time, canvas: canvas)
        } else {
            host.advance(events: events, to: time)
        }
        if records { lines.append(host.stateLine(frame: frame, time: time)) }
        frame += 1
    }

    /// One frame whose events keep their own times (as a script's do).
    func step(timed events: [TimedEvent]) {
        host.advance(timedEvents: events, to: time)
        frame += 1
    }

    func steps(_ n: Int, check: (() -> Void)? = nil) {
        for _ in 0..<n {
            step()
            check?()
        }
    }

    var stateLine: String { host.stateLine(frame: frame, time: time) }

    var state: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(stateLine.utf8)) as? [String: Any]) ?? [:]
    }

    var bodies: [Body] {
        (state["bodies"] as? [[String: Any]] ?? []).compactMap { o in
            guard let id = o["id"] as? Int, let kind = o["kind"] as? String, let x = o["x"] as? Double,
                  let y = o["y"] as? Double, let angle = o["angle"] as? Double,
                  let vs = o["vertices"] as? [[Double]] else { return nil }
            return Body(id: id, kind: kind, center: Point(x, y), angle: angle, vertices: vs.map { Point($0[0], $0[1]) })
        }
    }

    func body(_ kind: String) -> Body? { bodies.first { $0.kind == kind } }

    var dragging: Int? { state["dragging"] as? Int }

    /// The held point on the body and its target, from the state stream.
    var grab: (point: Point, target: Point)? {
        guard let g = state["grab"] as? [String: Any], let x = g["x"] as? Double, let y = g["y"] as? Double,
              let t = g["target"] as? [Double], t.count == 2 else { return nil }
        return (Point(x, y), Point(t[0], t[1]))
    }

    func key(_ name: String) { step([.key(Key(name))]) }

    /// Adds a shape at each point (pointer moves there, Space).
    func spawn(at points: [Point]) {
        for p in points { step([.pointerMove(p), .key(Key("space"))]) }
    }

    /// Points on a grid over the window, `columns` x `rows`, inset by `margin`.
    func grid(columns: Int, rows: Int, margin: Double = 60) -> [Point] {
        let w = Double(width) - 2 * margin, h = Double(height) - 2 * margin
        return (0..<rows).flatMap { r in
            (0..<columns).map { c in
                Point(margin + w * (Double(c) + 0.5) / Double(columns), margin + h * (Double(r) + 0.5) / Double(rows))
            }
        }
    }
}

/// Independent geometry for checking the physics: the separating-axis test on convex polygons.
enum SeparatingAxis {
    /// How deep two convex polygons overlap: the least distance one must move to separate them
    /// (the minimum over every edge normal of both of the overlap of their projections), or a
    /// negative number (minus the gap along the best axis) when they do not touch.
    static func penetration(_ a: [Point], _ b: [Point]) -> Double {
        var least = Double.infinity
        for poly in [a, b] {
            for i in poly.indices {
                let e = poly[(i + 1) % poly.count] - poly[i]
                let len = e.length
                guard len > 1e-12 else { continue }
                let n = Vector(-e.dy / len, e.dx / len)
                let (a0, a1) = project(a, n), (b0, b1) = project(b, n)
                let overlap = min(a1 - b0, b1 - a0)
                least = min(least, overlap)
            }
        }
        return least
    }

    private static func project(_ poly: [Point], _ n: Vector) -> (Double, Double) {
        var lo = Double.infinity, hi = -Double.infinity
        for p in poly {
            let d = p.x * n.dx + p.y * n.dy
            lo = min(lo, d)
            hi = max(hi, d)
        }
        return (lo, hi)
    }

    /// The deepest overlap among all pairs, with the pair.
    static func deepestOverlap(_ bodies: [DynamicsRun.Body]) -> (depth: Double, ids: (Int, Int)) {
        var deepest = (depth: -Double.infinity, ids: (0, 0))
        for i in bodies.indices {
            for j in bodies.indices where j > i {
                let a = bodies[i], b = bodies[j]
                // Cheap reject by distance between centres and the vertices' reach.
                let ra = a.vertices.map { $0.distance(to: a.center) }.max() ?? 0
                let rb = b.vertices.map { $0.distance(to: b.center) }.max() ?? 0
                guard a.center.distance(to: b.center) <= ra + rb else { continue }
                let d = penetration(a.vertices, b.vertices)
                if d > deepest.depth { deepest = (d, (a.id, b.id)) }
            }
        }
        return deepest
    }
}

/// How far any vertex of any body is outside the `width` x `height` window (0 when all inside).
func farthestOutside(_ bodies: [DynamicsRun.Body], width: Int, height: Int) -> Double {
    var worst = 0.0
    for b in bodies {
        for p in b.vertices {
            worst = max(worst, -p.x, -p.y, p.x - Double(width), p.y - Double(height))
        }
    }
    return worst
}
