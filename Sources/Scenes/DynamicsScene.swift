import Canvas
import Geometry
import Input
import Physics

/// Shapes that collide by their true outlines and drift in a noise field (seed 002).
///
/// A brown 100x100 square at the top left and a yellow regular pentagon (bounding circle 100 px
/// across, a vertex at angle 0) in the centre, as the original places them; the window's edges
/// are walls. Any shape can be grabbed by its outline (the topmost first): a joint pulls it after
/// the pointer and it still collides on the way (the original switched collisions off while
/// dragging; O brings that back), and let go, it is thrown with the pointer's velocity (see
/// ``PointerThrow``). The noise field leaves a held shape alone. Beyond the original: Space adds a random convex shape at the pointer, C
/// clears the added ones, G toggles gravity, N toggles the noise.
///
/// The physics runs in fixed 1/120 s steps up to the time each frame gives, so a run depends on
/// its events and their times only.
public final class DynamicsScene: Scene {
    public let name = "dynamics"
    public let title = "Shapes that collide and drift"
    public let overlayLines = ["overlay: outlines, velocity (green), contacts (red)"]
    public var helpLines: [String] {
        [
            "drag a shape and throw it; " + (world.collidesWhileGrabbed ? "held, it collides" : "held, it passes over others"),
            "Space: add a random shape at the pointer    C: clear the added shapes",
        ] + [["g", "n"], ["o"]].map { $0.compactMap(optionLine).joined(separator: "    ") }
    }

    /// The help's line for an option's key, with its value now; also shown when the key
    /// changes it (otherwise only the help or the overlay said what a key had done).
    private func optionLine(_ key: String) -> String? {
        switch key {
        case "g": "G: gravity (now \(world.isGravityOn ? "on" : "off"))"
        case "n": "N: noise field (now \(world.isNoiseOn ? "on" : "off"))"
        case "o": "O: a held shape collides (now \(world.collidesWhileGrabbed ? "on" : "off, as the original"))"
        default: nil
        }
    }

    /// "1 shape", "2 shapes": `n` of `noun`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// What a body is, for colour and for the state stream.
    public enum Kind: String, Sendable {
        case square, pentagon, added
    }

    /// The simulation; read it to inspect bodies and contacts.
    public let world: World
    public private(set) var width: Int
    public private(set) var height: Int
    private(set) var kinds: [BodyID: Kind] = [:]
    private(set) var colors: [BodyID: Color] = [:]
    /// Drawing and picking order: the last is on top. A grabbed shape goes to the top.
    private(set) var stack: [BodyID] = []
    /// The last pointer position, where Space adds a shape.
    private(set) var pointer: Point?
    /// The pointer's recent motion while it holds a shape, for the throw when it lets go.
    private var pointerThrow = PointerThrow()
    private var random = SeededRandom(seed: DynamicsScene.seed)
    private(set) var now = 0.0
    /// What to tell the user, for the host to take (see ``takeNotice()``).
    private var notice: String?
    /// The overlay's status line is at the top, off shapes along the bottom (see
    /// ``statusPlace(_:on:)``); and the plate it covers there, while the overlay is on.
    var statusOnTop = false
    var statusPlate: Rect?

    static let seed: UInt64 = 0x10C0_5D1A
    static let brown = Color(0.6, 0.4, 0.2)
    static let yellow = Color(1, 0.87, 0.0)
    /// Colours for added shapes (none of them reads as the square's brown or the pentagon's yellow).
    static let addedColors = [
        Color(hex: 0x2A9D8F), Color(hex: 0xE76F51), Color(hex: 0x8E6CCF), Color(hex: 0x4A90D9),
        Color(hex: 0x6DBE45), Color(hex: 0xD9487F), Color(hex: 0x5C6B7A),
    ]

    /// - Parameter realTime: whether frames follow a wall clock (see
    ///   ``SceneConfiguration/realTime``): if not, the world takes every step due, however far
    ///   apart the frames.
    public init(width: Int, height: Int, realTime: Bool = true) {
        self.width = width
        self.height = height
        var configuration = WorldConfiguration()
        if !realTime { configuration.maximumStepsPerAdvance = .max }
        world = World(bounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), configuration: configuration)
        if let square = ConvexShape.rectangle(width: 100, height: 100) {
            insert(square, at: Point(50, 50), kind: .square, color: DynamicsScene.brown)
        }
        if let pentagon = ConvexShape.regular(sides: 5, radius: 50, rotation: 0),
           let id = insert(pentagon, at: Point(Double(width) / 2, Double(height) / 2), kind: .pentagon, color: DynamicsScene.yellow) {
            // In a small window the centre is on the square: the pentagon moves off it, and they
            // start apart, not pushed apart over the first frames (found by a first-time user, at
            // 200x150). Where it finds no room near, it starts in the world's far corner from the
            // square (pushed apart from the centre, in a window under 160 px the two were jammed
            // between the walls, 12 px deep in each other for good; found by a first-time user,
            // at 120x100).
            if !world.moveClear(id) {
                // Turned to face the square's corner with a side, not a corner: at rotation 0 a
                // corner of the pentagon reached into the square in a world under 180 px.
                let inside = world.interior
                world.place(id, at: Point(max(Double(width) / 2, inside.maxX - 50), max(Double(height) / 2, inside.maxY - 50)),
                            angle: -0.15 * .pi)
            }
        }
        world.separateOverlaps()
    }

    @discardableResult
    private func insert(_ shape: ConvexShape, at p: Point, angle: Double = 0, kind: Kind, color: Color) -> BodyID? {
        guard let id = world.add(shape, at: p, angle: angle) else { return nil }
        kinds[id] = kind
        colors[id] = color
        stack.append(id)
        return id
    }

    public func takeNotice() -> String? {
        defer { notice = nil }
        return notice
    }

    public var overlayUsesBottomRight: Bool { false }
    public var overlayTextAtTop: Rect? { statusPlate }
    public func clutter(in box: Rect) -> Int {
        if let statusPlate, statusPlate.intersects(box) { return 2 }
        guard let area = inWorld(box) else { return 0 }
        if let held = world.grab?.body, let b = world.body(held),
           Rect(around: b.position, radius: b.shape.radius).intersects(area) { return 2 }
        return world.hasBody(touching: area) ? 1 : 0
    }

    /// Whether a shape shows in `box`, in the window: its own box meets it. (By bounding circles,
    /// which reach 40 % past a square's sides, at 300x200 a square on the floor kept the status
    /// line off the empty top.)
    func hasShape(in box: Rect) -> Bool {
        inWorld(box).map(world.hasShownBody(touching:)) ?? false
    }

    /// A box in the window as the box of the world it shows.
    private func inWorld(_ box: Rect) -> Rect? {
        Rect(enclosing: [inWorld(Point(box.minX, box.minY)), inWorld(Point(box.maxX, box.maxY))])
    }

    public var isAnimating: Bool {
        world.isNoiseOn || world.isGravityOn || world.grab != nil || world.hasBody(fasterThan: 0.5)
    }

    // MARK: Input

    public func handle(_ event: InputEvent, at time: Double) {
        now = time
        switch event {
        case .pointerDown(let p):
            guard p.isFinite else { return }
            let q = inWorld(p)
            pointer = q
            pointerThrow.reset()
            pointerThrow.add(q, at: time)
            grabTopmost(at: q)
        case .pointerMove(let p):
            guard p.isFinite else { return }
            let q = inWorld(p)
            pointer = q
            pointerThrow.add(q, at: time)
            world.moveGrab(to: q, arrivingAt: time)
        case .pointerUp(let p):
            if p.isFinite {
                pointer = inWorld(p)
                pointerThrow.add(inWorld(p), at: time)
            }
            let shape = world.grab.flatMap { world.body($0.body)?.velocity } ?? .zero
            world.release(throwing: pointerThrow.velocity(at: time, shape: shape))
        case .focusLost:
            world.release(throwing: .zero)
        case .resize(let w, let h):
            width = w
            height = h
            world.setBounds(Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
        case .key(let k):
            handleKey(k.name)
        case .quit, .exposed:
            break
        }
    }

    /// How the world shows in the window: as it is, or, when its shapes need more room than the
    /// window has (it was made smaller after shapes were added, and the walls keep their room),
    /// scaled down to fit and centred, so that no shape is out of sight.
    public var view: AffineTransform {
        let inside = world.interior
        let k = min(1, Double(width) / inside.width, Double(height) / inside.height)
        guard k < 1 else { return .identity }
        let margin = Vector((Double(width) - inside.width * k) / 2, (Double(height) - inside.height * k) / 2)
        return AffineTransform.translation(Vector(-inside.minX, -inside.minY)).then(.scale(k)).then(.translation(margin))
    }

    /// A window point in the world's coordinates.
    private func inWorld(_ p: Point) -> Point {
        view == .identity ? p : view.inverted?.apply(p) ?? p
    }

    private func handleKey(_ name: String) {
        switch name {
        case "space":
            if !addRandomShape(at: pointer ?? Point(Double(width) / 2, Double(height) / 2)) {
                // (C is offered only when there is something for it to clear.)
                notice = kinds.values.contains(.added) ? "No room for another shape (C clears the added ones)"
                                                       : "No room for another shape"
            }
            return
        case "c":
            let cleared = kinds.values.filter { $0 == .added }.count
            clearAdded()
            notice = cleared > 0 ? "C: cleared \(Self.count(cleared, "added shape"))"
                                 : "C: no added shapes to clear (Space adds one)"
            return
        case "g": world.isGravityOn.toggle()
        case "n": world.isNoiseOn.toggle()
        case "o": world.collidesWhileGrabbed.toggle()
        default: return
        }
        // The option's new value on screen, as the arc scene shows its options'.
        notice = optionLine(name)
    }

    /// Grabs the topmost shape whose outline contains `p`, and lifts it to the top.
    private func grabTopmost(at p: Point) {
        guard world.grab == nil else { return }
        for id in stack.reversed() {
            guard let body = world.shownBody(id), body.contains(p) else { continue }
            world.grab(id, at: p)
            stack.removeAll { $0 == id }
            stack.append(id)
            return
        }
    }

    /// Adds a random convex shape (3 to 7 corners, `size` px from its centre) at `p`, unless the
    /// window is full (the shapes would cover more than half of it). Returns false when full.
    @discardableResult
    public func addRandomShape(at p: Point, size: ClosedRange<Double> = 18...42) -> Bool {
        let sides = random.int(in: 3...7)
        let radius = random.double(in: size)
        let turn = random.double(in: 0...(2 * .pi))
        // Corners on a circle at jittered, increasing angles: always convex, never degenerate.
        let corners = (0..<sides).map { i in
            let jitter = random.double(in: -0.3...0.3)
            return Point.zero + Vector(angle: turn + 2 * .pi * (Double(i) + jitter) / Double(sides)) * radius
        }
        let color = DynamicsScene.addedColors[random.int(in: 0...(DynamicsScene.addedColors.count - 1))]
        guard let shape = ConvexShape(Polygon(corners)) ?? ConvexShape.regular(sides: sides, radius: radius),
              world.hasRoom(for: shape), world.interior == world.bounds else { return false }
        // A point far outside (a pointer at 1e20) comes inside first: pushed in from there, a
        // shape's size is lost to rounding, and it straddled the wall.
        guard let id = insert(shape, at: world.interior.clamped(p), kind: .added, color: color) else { return false }
        // Beside what is under the pointer, not inside it; in a crowd, all make room.
        if !world.moveClear(id) { world.separateOverlaps() }
        return true
    }

    /// Removes every added shape; the square and the pentagon stay.
    public func clearAdded() {
        let added = Set(kinds.filter { $0.value == .added }.map(\.key))
        world.removeAll { added.contains($0) }
        for id in added {
            kinds[id] = nil
            colors[id] = nil
        }
        stack.removeAll { added.contains($0) }
    }

    // MARK: Frame

    public func update(to time: Double) {
        now = time
        world.advance(to: time)
    }

    public func draw(on canvas: Canvas, overlay: Bool) {
        statusPlate = nil
        drawScene(on: canvas, field: overlay && world.isNoiseOn)
        if overlay { drawOverlay(on: canvas) }
    }

    // MARK: State

    public var state: [(String, JSONValue)] {
        let bodies: [JSONValue] = world.shownBodies.map { b in
            .object([
                ("id", .integer(b.id.rawValue)), ("kind", .string((kinds[b.id] ?? .added).rawValue)),
                ("x", .number(b.position.x)), ("y", .number(b.position.y)), ("angle", .number(b.angle)),
                ("vertices", .array(b.worldVertices.map { .array([.number($0.x), .number($0.y)]) })),
            ])
        }
        var grab: JSONValue = .null
        if let g = world.grab, let p = world.grabPoint {
            grab = .object([("id", .integer(g.body.rawValue)), ("x", .number(p.x)), ("y", .number(p.y)),
                            ("target", .array([.number(g.target.x), .number(g.target.y)]))])
        }
        return [
            ("bodies", .array(bodies)),
            ("dragging", world.grab.map { .integer($0.body.rawValue) } ?? .null),
            ("grab", grab),
            ("gravity", .bool(world.isGravityOn)),
            ("noise", .bool(world.isNoiseOn)),
        ]
    }
}
