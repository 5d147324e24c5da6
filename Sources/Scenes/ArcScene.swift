import Canvas
import Geometry
import Input
import Motion

/// Click anywhere and an image travels a semicircular arc to that point (seed 004).
///
/// From the image's current centre P to the click T: a half circle of radius |T - P| / 2 about
/// their midpoint, bulging to the right of the direction of travel as seen on screen (the
/// original's), in 2.0 s at constant speed along the arc. A click in flight starts a new arc from
/// where the image is shown now; by default the old velocity is blended into the new motion so
/// the retarget is one smooth stroke.
public final class ArcScene: Scene {
    public let name = "arc"
    public let title = "Send the image along an arc"
    public var helpLines: [String] {
        [
            "click: send the image along an arc to that point",
            "T: timing (now \(options.timing.rawValue))",
            "V: fixed duration or fixed speed (now \(options.speed.map { "\(Int($0)) px/s" } ?? "\(options.duration) s"))",
            "B: arc side (now \(options.side.rawValue))",
            "R: turn the image along the arc (now \(options.rotates ? "on" : "off"))",
            "O: retarget smoothly or as the original (now \(options.smoothRetarget ? "smooth" : "original"))",
        ]
    }

    public private(set) var options: ArcOptions
    private let image: Image
    /// Drawn size of the image's larger side.
    static let imageSize = 96.0
    public private(set) var width: Int
    public private(set) var height: Int

    /// Where the image rests when not animating.
    private var restingPoint: Point
    private var restingAngle = 0.0
    public private(set) var animation: PathAnimation?
    private var blend: VelocityBlend?
    /// The last click, for the overlay and the state stream.
    public private(set) var target: Point?
    private var now = 0.0

    public init(width: Int, height: Int, image: Image, options: ArcOptions = ArcOptions()) {
        self.width = width
        self.height = height
        self.image = image
        self.options = options
        restingPoint = Point(Double(width) / 2, Double(height) / 2)
    }

    public var isAnimating: Bool { animation != nil || blend != nil }

    // MARK: Motion

    /// Where the image is shown at `time`.
    public func position(at time: Double) -> Point {
        guard let animation else { return restingPoint }
        return animation.position(at: time) + (blend?.offset(at: time) ?? .zero)
    }

    /// The image's velocity at `time`, in px/s.
    public func velocity(at time: Double) -> Vector {
        (animation?.velocity(at: time) ?? .zero) + (blend?.velocity(at: time) ?? .zero)
    }

    /// The image's turn at `time`: along the direction of travel when rotating, else 0.
    public func angle(at time: Double) -> Double {
        guard options.rotates else { return 0 }
        let v = velocity(at: time)
        if v.length > 1e-9 { return v.angle }
        if let animation, animation.measure.length > 0 { return animation.angle(at: time) }
        return restingAngle
    }

    /// Sends the image from where it is shown now to `point`.
    public func send(to point: Point, at time: Double) {
        let t = clampIntoWindow(point)
        let p = position(at: time)
        let v = velocity(at: time)
        let a = angle(at: time)
        target = t
        guard p.distance(to: t) >= 0.5 else {
            // Zero-length arc: nothing to animate (and no NaN from a zero radius).
            settle(at: p, angle: a)
            return
        }
        let arc = ArcPath.semicircle(from: p, to: t, side: resolvedSide(from: p, to: t))
        let measure = PathMeasure(arc)
        let duration = options.speed.map { measure.length / $0 } ?? options.duration
        let next = PathAnimation(measure: measure, startTime: time, duration: duration, timing: options.timing.curve)
        animation = next
        restingAngle = a
        if options.smoothRetarget && v.length > 0 {
            let blendTime = min(0.6, duration / 2)
            blend = VelocityBlend(startTime: time, duration: blendTime, deltaVelocity: v - next.velocity(at: time))
        } else {
            blend = nil
        }
    }

    private func settle(at p: Point, angle: Double) {
        restingPoint = p
        restingAngle = angle
        animation = nil
        blend = nil
    }

    /// Where the image's centre may go: the window, less half the image all round (or the
    /// window's middle line when it is narrower than the image), so the image is never cut.
    private var reachable: Rect {
        Rect(x: 0, y: 0, width: Double(width), height: Double(height)).inset(atMost: ArcScene.imageSize / 2)
    }

    private func clampIntoWindow(_ p: Point) -> Point {
        p.isFinite ? reachable.clamped(p) : restingPoint
    }

    private func resolvedSide(from p: Point, to t: Point) -> ArcPath.Side {
        switch options.side {
        case .right: return .right
        case .left: return .left
        case .inside:
            let window = reachable
            func overflow(_ side: ArcPath.Side) -> Double {
                guard let b = ArcPath.semicircle(from: p, to: t, side: side).bounds else { return 0 }
                return max(0, window.minX - b.minX) + max(0, b.maxX - window.maxX)
                    + max(0, window.minY - b.minY) + max(0, b.maxY - window.maxY)
            }
            return overflow(.right) <= overflow(.left) ? .right : .left
        }
    }

    // MARK: Scene

    public func handle(_ event: InputEvent, at time: Double) {
        now = time
        switch event {
        case .pointerDown(let p): send(to: p, at: time)
        case .key(let k): handleKey(k.name)
        case .resize(let w, let h):
            width = w
            height = h
            // Keep the image reachable: if its resting place or target left the window, go back in.
            let goal = animation.map { $0.position(at: $0.endTime) } ?? restingPoint
            if clampIntoWindow(goal) != goal { send(to: goal, at: time) }
        default: break
        }
    }

    private func handleKey(_ name: String) {
        switch name {
        case "t":
            let all = ArcOptions.Timing.allCases
            options.timing = all[((all.firstIndex(of: options.timing) ?? 0) + 1) % all.count]
        case "v": options.speed = options.speed == nil ? ArcOptions.defaultSpeed : nil
        case "b":
            let all = ArcOptions.Side.allCases
            options.side = all[((all.firstIndex(of: options.side) ?? 0) + 1) % all.count]
        case "r": options.rotates.toggle()
        case "o": options.smoothRetarget.toggle()
        default: break
        }
    }

    public func update(to time: Double) {
        now = time
        guard let animation else { return }
        let blendDone = blend.map { time >= $0.endTime } ?? true
        if animation.isFinished(at: time) && blendDone {
            // Rest exactly on the click: the arc's computed end differs from it by rounding.
            settle(at: target ?? animation.position(at: animation.endTime), angle: angle(at: animation.endTime - 1e-6))
        }
    }

    public func draw(on canvas: Canvas, overlay: Bool) {
        canvas.clear(Palette.background)
        let p = position(at: now)
        canvas.draw(image, center: p, angle: angle(at: now), size: ArcScene.imageSize)
        if overlay { drawOverlay(on: canvas, at: p) }
    }

    /// The machinery: the arc in red 1 px as the original's debug view draws it, its ends, the
    /// current position and direction of travel, and the progress.
    private func drawOverlay(on canvas: Canvas, at p: Point) {
        guard let animation else {
            canvas.fillCircle(center: p, radius: 3, color: Palette.overlay)
            return
        }
        canvas.stroke(animation.measure.path, color: Palette.handle, style: StrokeStyle(width: 1))
        let start = animation.position(at: animation.startTime), end = animation.position(at: animation.endTime)
        canvas.strokeCircle(center: start, radius: 5, color: Palette.overlay, style: StrokeStyle(width: 1.5))
        canvas.fillCircle(center: end, radius: 5, color: Palette.overlay)
        let v = velocity(at: now)
        if v.length > 0 {
            canvas.strokeLine(from: p, to: p + v.normalized * 50, color: Palette.overlay, style: StrokeStyle(width: 1.5))
        }
        canvas.fillCircle(center: p, radius: 3, color: Palette.overlay)
        let percent = animation.progress(at: now) * 100
        HUD.drawCornerLabel("progress \(format(percent)) %, speed \(format(v.length)) px/s", on: canvas)
    }

    public var state: [(String, JSONValue)] {
        let p = position(at: now)
        var fields: [(String, JSONValue)] = [
            ("image", .object([("x", .number(p.x)), ("y", .number(p.y)), ("angle", .number(angle(at: now)))])),
            ("animating", .bool(isAnimating)),
        ]
        if let animation { fields.append(("progress", .number(animation.progress(at: now)))) }
        if let target { fields.append(("target", .object([("x", .number(target.x)), ("y", .number(target.y))]))) }
        return fields
    }
}
