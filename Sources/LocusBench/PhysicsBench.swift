import Canvas
import Foundation
import Geometry
import Input
import Physics
import Platform
import Scenes

/// The dynamics scene's cost: one physics step with many drifting bodies, and the whole frame
/// (steps + draw, and present where there is a display) with 1,000 bodies.
enum PhysicsBench {
    static func run() {
        stepTimes()
        frameTimes()
        fillTimes()
    }

    /// The dynamics scene's shapes drawn: 1,000 small convex polygons (radius 6-10 px, 3-7
    /// sides) at 1280x720, filled one by one by Cairo (the baseline) and all at once by
    /// ``Canvas/fillConvexPolygons(_:)``, both anti-aliased.
    static func fillTimes() {
        let (w, h) = (1280, 720)
        guard let canvas = try? Canvas(width: w, height: h) else { return }
        var rng = SeededRandom(seed: 0xF111)
        let polygons: [(points: [Point], color: Color)] = (0..<1000).map { i in
            let c = Point(Double(w) * (Double(i % 42) + 0.5) / 42, Double(h) * (Double(i / 42) + 0.5) / 24)
            let sides = 3 + Int(rng.next() % 5), r = 6 + 4 * rng.unit(), turn = 2 * Double.pi * rng.unit()
            return (Polygon.regular(sides: sides, center: c, radius: r, rotation: turn).vertices,
                    Color(rng.unit(), rng.unit(), rng.unit()))
        }
        let cairo = Timing.median(5) {
            for p in polygons { canvas.fill(Polygon(p.points).path, color: p.color) }
        }
        let own = Timing.median(5) { canvas.fillConvexPolygons(polygons) }
        printTable("1,000 small convex shapes filled at \(w)x\(h), anti-aliased (release build)",
                   ["Cairo, one by one ms (baseline)", "fillConvexPolygons ms", "ratio"],
                   [[fmt(cairo * 1e3, 2), fmt(own * 1e3, 2), fmt(own / cairo, 2) + "x"]])
    }

    /// Small random convex shapes (radius 6-10 px) on a grid over the world, drifting in the
    /// noise field: the world is left to run for a second first, so contacts are as they will be.
    static func drifting(_ count: Int, in bounds: Rect) -> World {
        let world = World(bounds: bounds)
        var rng = SeededRandom(seed: 0xB0D1E5)
        let columns = Int((Double(count) * bounds.width / bounds.height).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        for i in 0..<count {
            let cx = bounds.minX + bounds.width * (Double(i % columns) + 0.5) / Double(columns)
            let cy = bounds.minY + bounds.height * (Double(i / columns) + 0.5) / Double(rows)
            let r = 6 + 4 * rng.unit()
            let sides = 3 + Int(rng.next() % 5)
            let shape = ConvexShape.regular(sides: sides, radius: r, rotation: 2 * .pi * rng.unit())
            if let shape { world.add(shape, at: Point(cx, cy)) }
        }
        for k in 1...60 { world.advance(to: Double(k) / 60) }
        return world
    }

    static func stepTimes() {
        let bounds = Rect(x: 0, y: 0, width: 1920, height: 1080)
        var rows: [[String]] = []
        for n in [100, 1000, 5000] {
            let world = drifting(n, in: bounds)
            let steps = n >= 5000 ? 60 : 240
            let perStep = Timing.median(5) { for _ in 0..<steps { world.step() } } / Double(steps)
            let goal = n == 1000 ? "2.00" : "-"
            // A live resize: the window 4 px narrower and 2 px lower each event, the walls
            // pushing the bodies in and the bodies pushed apart.
            var shrunk = 0.0
            let perResize = Timing.median(5) {
                for _ in 0..<10 {
                    shrunk += 1
                    world.setBounds(Rect(x: 0, y: 0, width: bounds.width - 4 * shrunk, height: bounds.height - 2 * shrunk))
                }
            } / 10
            rows.append(["\(world.count)", fmt(perStep * 1e3, 3), fmt(2 * perStep * 1e3, 3), "\(world.contacts.count)", goal,
                         fmt(perResize * 1e3, 3), fmt(perResize / perStep, 1) + "x"])
        }
        printTable("Physics step, drifting bodies in 1920x1080 (release build; a step is 1/120 s, a 60 Hz frame takes two)",
                   ["bodies", "step ms", "per frame ms", "contacts", "goal ms (step)", "live-resize shrink ms", "shrink / step"], rows)
    }

    static func frameTimes() {
        let (w, h) = (1280, 720)
        guard let canvas = try? Canvas(width: w, height: h),
              let host = try? SceneHost(scene: .dynamics, width: w, height: h),
              let scene = host.scene as? DynamicsScene else { return }
        // 998 shapes of radius 6-10 px on a grid, with the square and the pentagon: 1,000 bodies.
        let columns = 42, rows = 24
        var added = 0
        for i in 0..<(columns * rows) where added < 998 {
            let p = Point(Double(w) * (Double(i % columns) + 0.5) / Double(columns),
                          Double(h) * (Double(i / columns) + 0.5) / Double(rows))
            if scene.addRandomShape(at: p, size: 6...10) { added += 1 }
        }
        var t = 0.0
        func frames(_ n: Int) {
            for _ in 0..<n {
                t += 1.0 / 60
                host.frame(events: [], time: t, canvas: canvas)
            }
        }
        frames(60)  // let the shapes settle into drifting
        let count = scene.world.count
        let update = Timing.median(5) {
            for _ in 0..<60 {
                t += 1.0 / 60
                host.update(to: t)
            }
        } / 60
        let draw = Timing.median(5) { for _ in 0..<30 { scene.draw(on: canvas, overlay: false) } } / 30
        let frame = Timing.median(5) { frames(60) } / 60
        host.overlay = true
        let frameOverlay = Timing.median(5) { frames(30) } / 30
        host.overlay = false
        // The whole frame as the windowed app runs it: a frame step, then presenting what changed.
        // Each present shows a new frame, so the changed-rows shortcut saves only what truly did not move.
        var present = Double.nan, whole = Double.nan
        let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false
        if hasDisplay, let window = try? Window(title: "Locus bench", width: w, height: h) {
            _ = window.events()
            func show() {
                canvas.withPixels { bytes, stride in
                    try? window.present(bytes, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, stride: stride)
                }
            }
            whole = Timing.median(5) { for _ in 0..<30 { frames(1); show() } } / 30
            present = Timing.median(5) { for _ in 0..<30 { window.invalidate(); show() } } / 30
        }
        printTable("Dynamics scene frame, \(count) bodies at \(w)x\(h) (release build)",
                   ["steps (2) ms", "draw ms", "steps+draw+HUD ms", "with overlay ms", "full upload+present ms",
                    "whole frame ms (step+draw+present)", "60 Hz budget ms"],
                   [[fmt(update * 1e3, 2), fmt(draw * 1e3, 2), fmt(frame * 1e3, 2), fmt(frameOverlay * 1e3, 2),
                     present.isNaN ? "no display" : fmt(present * 1e3, 2),
                     whole.isNaN ? "no display" : fmt(whole * 1e3, 2), "16.67"]])
    }
}
