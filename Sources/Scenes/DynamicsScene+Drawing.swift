import Canvas
import Geometry
import Physics

extension DynamicsScene {
    /// The shapes in stacking order, the held one on top and outlined so it reads as picked up.
    /// Canvas's own convex fill draws them in one pass down the surface (Cairo's fill, shape by
    /// shape, takes twice as long with a thousand shapes).
    /// Scaled down to fit (see ``view``), the world shows on the background and the rest of the
    /// window in grey. `field`: the overlay's noise field goes under the shapes (drawn over
    /// them, its arrows hid the velocities and contacts on them; found by a first-time user).
    func drawScene(on canvas: Canvas, field: Bool = false) {
        let view = self.view
        if view == .identity {
            canvas.clear(Palette.background)
        } else {
            canvas.clear(Palette.outside)
            canvas.fillRect(shownInterior(view), color: Palette.background)
        }
        if field { drawNoiseField(on: canvas, view) }
        let held = world.grab?.body
        var shapes: [(points: [Point], color: Color)] = []
        shapes.reserveCapacity(stack.count)
        for id in stack where id != held {
            guard let body = world.shownBody(id) else { continue }
            shapes.append((shown(body.worldVertices, view), colors[id] ?? Palette.path))
        }
        canvas.fillConvexPolygons(shapes)
        if let held, let body = world.shownBody(held) {
            let points = shown(body.worldVertices, view)
            canvas.fillConvexPolygons([(points, colors[held] ?? Palette.path)])
            canvas.strokePolygons([points], color: Color(0, 0, 0, 0.55), style: StrokeStyle(width: 2))
        }
    }

    /// Above this many shapes the overlay draws one-pixel lines without anti-aliasing, straight
    /// into the pixels (``Canvas/drawHairlines(_:color:)``): with a thousand shapes the overlay
    /// cost 10 ms a frame with Cairo's aliased strokes (15 ms anti-aliased), about 4 ms now.
    static let crowdedOverlay = 150

    /// The world's interior as it shows in the window: all of it, unless scaled down to fit.
    func shownInterior(_ view: AffineTransform) -> Rect {
        world.interior.applying(view)
    }

    /// World points as they show in the window.
    func shown(_ points: [Point], _ view: AffineTransform) -> [Point] {
        view == .identity ? points : points.map(view.apply)
    }

    /// The machinery over the shapes (the noise field's arrows go under them, see
    /// ``drawScene(on:field:)``): every collision outline, contact points with their normals,
    /// velocity vectors, the grab joint, and a status line.
    ///
    /// Marks and arrows keep their size in the window when the world is scaled down to fit it.
    func drawOverlay(on canvas: Canvas) {
        let view = self.view
        let bodies = world.shownBodies
        let crowded = bodies.count > DynamicsScene.crowdedOverlay
        let outlines = bodies.map { shown($0.worldVertices, view) }

        // Velocity: where the centre would be in 0.2 s.
        let velocities = bodies.filter { $0.velocity.length > 1 }.map {
            (view.apply($0.position), view.apply($0.position + $0.velocity * 0.2))
        }
        let velocityColor = Color(0.1, 0.6, 0.2)
        let contacts = world.shownContacts
        let contactPoints = contacts.map { view.apply($0.point) }
        let normals = zip(contactPoints, contacts).map { ($0, $0 + $1.normal * 12) }
        if crowded {
            canvas.drawHairlineOutlines(outlines, color: Palette.overlay)
            canvas.drawHairlines(velocities, color: velocityColor)
            canvas.drawHairlines(normals, color: Palette.handle)
            canvas.fillCircles(centers: contactPoints, radius: 1.5, color: Palette.handle, antialias: false)
        } else {
            canvas.strokePolygons(outlines, color: Palette.overlay, style: StrokeStyle(width: 1))
            canvas.strokeSegments(velocities, color: velocityColor, style: StrokeStyle(width: 1.5, cap: .round))
            canvas.fillCircles(centers: shown(bodies.map(\.position), view), radius: 2, color: Palette.overlay)
            canvas.strokeSegments(normals, color: Palette.handle, style: StrokeStyle(width: 1.5, cap: .round))
            canvas.fillCircles(centers: contactPoints, radius: 2.5, color: Palette.handle)
        }

        if let g = world.grab, let grabPoint = world.grabPoint {
            let (p, target) = (view.apply(grabPoint), view.apply(g.target))
            canvas.strokeLine(from: p, to: target, color: Color(0.1, 0.1, 0.1), style: StrokeStyle(width: 1, dash: [4, 3]))
            canvas.strokeCircle(center: target, radius: 5, color: Color(0.1, 0.1, 0.1), style: StrokeStyle(width: 1.5))
            canvas.fillCircle(center: p, radius: 3, color: Color(0.1, 0.1, 0.1))
        }

        let scale = view.a < 1 ? ["shown at \(Int((view.a * 100).rounded(.down))) %"] : []
        let parts = [Self.count(bodies.count, "shape"), Self.count(contacts.count, "contact"),
                     "gravity \(world.isGravityOn ? "on" : "off")", "noise \(world.isNoiseOn ? "on" : "off")",
                     "held: \(world.collidesWhileGrabbed ? "collides" : "passes over")"] + scale
        // In a narrow window the line breaks between the parts, not inside one.
        let status = parts.map { $0.replacingOccurrences(of: " ", with: "\u{A0}") }.joined(separator: "   ")
        HUD.drawLabel(statusPlace(status, on: canvas), on: canvas)
    }

    /// The status line's first baseline at the top: below a notice (one line of it), and level
    /// with the frame graph's label.
    static let statusTop = 64.0

    /// The status line laid out where it goes: along the bottom, or over shapes there (a pile
    /// under gravity lay hidden under it; found by a first-time user) at the top, left of the
    /// frame graph, if no shape is there and it fits above the bottom's line. It moves only when
    /// the other place is clear, so a shape drifting by does not toss it up and down.
    func statusPlace(_ status: String, on canvas: Canvas) -> HUD.Label {
        // Left of the frame graph, where there is one (none in a window under 320x240: kept
        // clear there anyway, the status took three lines at 300x200 and stayed on the pile).
        let within = HUD.frameGraphRoom(on: canvas, left: false).map { $0.minX - 4 }
        // Lines stack up from the last baseline, 15 px apart: at the top, the first is fixed.
        let up = HUD.Label(status, on: canvas, within: within)
        let top = up.moved(to: Self.statusTop + 15 * Double(up.lines.count - 1))
        let bottom = HUD.Label(status, on: canvas).moved(to: Double(canvas.height) - 28)
        if top.plate.maxY + 4 >= bottom.plate.minY {
            statusOnTop = false
        } else if hasShape(in: statusOnTop ? top.plate : bottom.plate) && !hasShape(in: statusOnTop ? bottom.plate : top.plate) {
            statusOnTop.toggle()
        }
        guard statusOnTop else { return bottom }
        statusPlate = top.plate
        return top
    }

    /// Arrows on a 40 px grid, their length proportional to the field's acceleration there
    /// (30 px at the peak).
    private func drawNoiseField(on canvas: Canvas, _ view: AffineTransform) {
        let spacing = 40.0
        let peak = max(world.noise.strength * NoiseField.accelerationPerStrength, 1e-9)
        let toWorld = view.inverted ?? .identity
        // Only where the world shows: scaled down to fit, the grey margins have no field (arrows
        // there ran on into them, found by a first-time user).
        let shown = shownInterior(view)
        var shafts: [(Point, Point)] = []
        var y = shown.minY + spacing / 2
        while y < shown.maxY {
            var x = shown.minX + spacing / 2
            while x < shown.maxX {
                let p = Point(x, y)
                let a = world.noise.acceleration(at: toWorld.apply(p), time: world.time) / peak * 30
                let tip = p + a
                shafts.append((p, tip))
                if a.length > 2 {
                    let back = a.normalized * -4, side = a.normalized.perpendicular * 2.5
                    shafts.append((tip, tip + back + side))
                    shafts.append((tip, tip + back - side))
                }
                x += spacing
            }
            y += spacing
        }
        canvas.drawHairlines(shafts, color: Color(0.45, 0.5, 0.6, 0.7))
    }
}
