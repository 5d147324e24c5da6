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
/// the retarget is one smooth stroke, and a turning image turns from its old heading to the new
/// arc's over the same time. The blend ends with the new arc (at most ``blendTime``; no sooner
/// than 0.1 s): outlasting a short one, it swung the image past the click and back, with a kink
/// where the arc's own motion stopped under it. Where the swing would carry it out of the window it is
/// made shorter (down to 0.08 s), to turn short of the edge; where even the shortest would, it rides the edge (its
/// velocity across that edge stops there). Where the swing would carry it
/// faster than it was going, or than the new arc goes, the flight runs on its own clock, slowed
/// (see ``TimeWarp``): the image keeps to a fixed speed, and arrives that much later; at a fixed
/// duration the new arc is flown that much faster, to arrive on time. At a fixed duration, a
/// click the image would reach sooner at its pace is flown at that pace (see
/// ``keptPace(_:going:inFlight:at:)``).
public final class ArcScene: Scene {
    public let name = "arc"
    public let title = "Send the image along an arc"
    public let overlayLines = ["overlay: the arc, ring to dot; dashed: a retarget's course"]
    public var helpLines: [String] {
        ["click: send the image along an arc to that point",
         "arrows: aim (Shift: farther)    Space or Enter: send it there"]
            + ["t", "v", "b", "r", "o"].compactMap(optionLine)
    }

    /// The help line of an option's key, with the option's value now; nil for other keys.
    private func optionLine(_ key: String) -> String? {
        switch key {
        case "t": "T: timing (now \(options.timing.rawValue))"
        case "v": "V: fixed duration or fixed speed (now \(options.speed.map { "\(Int($0)) px/s" } ?? "\(options.duration) s"))"
        case "b": "B: arc side (now \(options.side.rawValue))"
        case "r": "R: turn the image along the arc (now \(options.rotates ? "on" : "off"))"
        case "o": "O: retarget smoothly or as the original (now \(options.smoothRetarget ? "smooth" : "original"))"
        default: nil
        }
    }

    /// What a key just changed, for the host to show (see ``takeNotice()``).
    private var notice: String?
    /// Where the arrow keys aim the image (Space or Enter sends it there), shown as a crosshair;
    /// nil until an arrow is pressed, and again after a click.
    public private(set) var aim: Point?
    /// The flight's path as a polyline, for ``clutter(in:)``, and the flight's start time and
    /// length, which tell it apart from the next.
    private var arcPolyline: (start: Double, length: Double, points: [Point])?
    /// How far an arrow key moves the aim, in px (Shift: five times as far).
    static let aimStep = 10.0

    public private(set) var options: ArcOptions
    /// The fixed speed V switches to: the last one in use (`--speed`, say), or
    /// ``ArcOptions/defaultSpeed``. (V twice turned a `--speed 900` into 400; found by a
    /// first-time user.)
    private var speedForV: Double
    private let image: Image
    /// Drawn size of the image's larger side.
    static let imageSize = 96.0
    /// The shortest flight at a fixed speed, in seconds.
    static let shortestFlight = 0.25
    /// The longest a retarget's blend lasts, in seconds.
    static let blendTime = 0.6
    /// The shortest a retarget's blend lasts, in seconds, however short its flight: shorter, the
    /// swing would turn the image round too sharply to follow.
    static let shortestBlend = 0.1
    /// How far (px) a retarget's blend may swing the image off its new arc: a faster image gets
    /// a shorter blend. (Unbounded, a reversal at 1,800 px/s swung it 360 px, out of the window.)
    static let blendSwing = 60.0
    public private(set) var width: Int
    public private(set) var height: Int

    /// Where the image rests when not animating.
    private var restingPoint: Point
    private var restingAngle = 0.0
    public private(set) var animation: PathAnimation?
    private var blend: VelocityBlend?
    /// The flight's own clock while a retarget's swing slows it (see ``swingPace(from:at:)``);
    /// nil when the flight keeps the scene's time.
    private var warp: TimeWarp?
    /// The image's reach in the window as it was when ``blend``'s swing started: the swing is
    /// held within it and within the reach now (see ``swingHold``).
    private var swingBounds = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Where the image was when ``blend``'s swing started: the swing may take it back as far
    /// out as that (see ``swingHold``).
    private var swingOrigin: Point?
    /// The old heading minus the new arc's at the retarget (`[-pi, pi]`): what the image still
    /// has to turn, all of it when ``blend`` starts and none when it ends.
    private var turn = 0.0
    /// How ``turn`` started, which sets how it is taken (see ``turnLeft(at:)``).
    private var turnStart = TurnStart.retarget

    private enum TurnStart {
        /// A retarget in flight: the new arc's own turning goes on under it.
        case retarget
        /// From rest: the arc's own turning is eased in with the turn.
        case rest
        /// An image already on its way (pushed in by an edge): it turns at once, easing out
        /// only. One restarted by every push of a live resize, eased in each time, hardly got
        /// going: the image went 70 degrees sideways along the edge for 0.75 s, then spun
        /// round as it stopped (found by a first-time user).
        case underWay
    }
    /// The flight is a short step that keeps the heading the image rested with (see ``fly``).
    private var keepsHeading = false
    /// A resting image moved in from the window's edge because it needs more room (R made it
    /// turn): the offset it has yet to cover, all of it at `startTime` and none ``nudgeTime``
    /// later. It slides those few px, keeping its heading, instead of jumping there or flying
    /// an arc that would turn it.
    private var nudge: (offset: Vector, startTime: Double)?
    static let nudgeTime = 0.2
    /// R switched turning on or off: the image turns from the angle it was shown at into its new
    /// heading, `turn` (the old angle less the new heading) at `startTime` and none
    /// ``switchTime`` later. (It snapped round, by up to half a turn, in one frame.)
    private var rotationSwitch: (turn: Double, startTime: Double)?
    static let switchTime = 0.4
    /// The pace a flight that keeps the image's pace was given, at its fastest (see
    /// ``keptPace(_:going:inFlight:at:)``), which the next near click keeps in turn; zero for
    /// other flights, whose own speed is their pace. (Its own speed, where the shortest
    /// flight's floor held it back, is slower: near clicks in a row wore it down.)
    private var flightPace = 0.0
    /// The last click, for the overlay and the state stream.
    public private(set) var target: Point?
    private var now = 0.0

    public init(width: Int, height: Int, image: Image, options: ArcOptions = ArcOptions()) {
        self.width = width
        self.height = height
        self.image = image
        self.options = options
        speedForV = options.speed ?? ArcOptions.defaultSpeed
        restingPoint = Point(Double(width) / 2, Double(height) / 2)
    }

    public var isAnimating: Bool { animation != nil || blend != nil || nudge != nil }
    public func clutter(in box: Rect) -> Int {
        let reach = imageReach
        let goal = animation != nil ? target : nil
        let marks = [Rect(around: position(at: now), radius: reach)] + [goal, aim].compactMap { $0.map { Rect(around: $0, radius: 14) } }
        if marks.contains(where: { $0.intersects(box) }) { return 2 }
        guard let animation else { return 0 }
        // The flight's polyline, made once a flight (this is asked twice a frame).
        let (start, length) = (animation.startTime, animation.measure.length)
        if arcPolyline?.start != start || arcPolyline?.length != length {
            arcPolyline = (start, length, animation.measure.flattened(tolerance: 1).flatMap { $0 })
        }
        return HUD.polyline(arcPolyline?.points ?? [], meets: box) ? 1 : 0
    }

    // MARK: Motion

    /// Where the image is shown at `time`.
    public func position(at time: Double) -> Point { shown(at: time).point }

    /// The image's velocity at `time`, in px/s.
    public func velocity(at time: Double) -> Vector { shown(at: time).velocity }

    /// The flight's own time at the scene's `time`: behind it once a swing has slowed it.
    private func clock(_ time: Double) -> Double { warp?.motionTime(at: time) ?? time }

    /// The scene's time at the flight's own `time`.
    private func sceneTime(_ time: Double) -> Double { warp?.sceneTime(at: time) ?? time }

    /// The image at the scene's `time`: as the flight has it at its own time then, its velocity
    /// slowed as the flight's clock is.
    private func shown(at time: Double) -> (point: Point, velocity: Vector) {
        let (p, v) = shown(atFlightTime: clock(time))
        return (p, v * (warp?.rate(at: time) ?? 1))
    }

    /// The image on its arc (or at rest), swung by a retarget's blend, at the flight's own
    /// `time`; the swing never carries it further out of the window than the arc itself goes:
    /// along that axis it rides the edge.
    private func shown(atFlightTime time: Double) -> (point: Point, velocity: Vector) {
        let (nudged, nudging) = nudgeLeft(at: time)
        let base = animation?.position(at: time) ?? restingPoint + nudged
        let baseVelocity = animation?.velocity(at: time) ?? nudging
        guard let blend else { return (base, baseVelocity) }
        let p = base + blend.offset(at: time), v = baseVelocity + blend.velocity(at: time)
        let r = swingHold
        let (x, vx) = ArcScene.held(p.x, v.dx, within: r.minX, r.maxX, or: base.x, baseVelocity.dx)
        let (y, vy) = ArcScene.held(p.y, v.dy, within: r.minY, r.maxY, or: base.y, baseVelocity.dy)
        return (Point(x, y), Vector(vx, vy))
    }

    /// What is left at `time` of a resting image's ``nudge``, and its velocity: easing in and
    /// out, `(1 - u)^2 (1 + 2u)` of the offset.
    private func nudgeLeft(at time: Double) -> (offset: Vector, velocity: Vector) {
        guard animation == nil, let nudge, time < nudge.startTime + ArcScene.nudgeTime else { return (.zero, .zero) }
        let u = max(0, (time - nudge.startTime) / ArcScene.nudgeTime)
        return (nudge.offset * ArcScene.easedRemainder(u), nudge.offset * (-6 * u * (1 - u) / ArcScene.nudgeTime))
    }

    /// What is left at `u` in `[0, 1]` of a change made easing in and out: `(1 - u)^2 (1 + 2u)`,
    /// 1 at the start and 0 at the end, with no slope at either.
    private static func easedRemainder(_ u: Double) -> Double { (1 - u) * (1 - u) * (1 + 2 * u) }

    /// Where a swing is held: within the reach it started with and the reach now. A window grown
    /// mid-swing moves nothing (held at the new, farther edges, the image jumped out to them);
    /// one shrunk, or R asking for more room, holds it at the nearer edge. (Where the two do
    /// not overlap, the window's middle line in a very narrow window, the reach now.)
    private var swingHold: Rect {
        let now = reachable, held = now.intersection(swingBounds) ?? now
        // Outside the window's reach when the swing started (on an arc the right or left side
        // took out of it), the image may swing out again: held at the reach's edge on its way in,
        // it stalled there for six frames, then turned 68 degrees in one (found by a first-time user).
        // On a side where it started outside, it may swing out to the window's edge, half
        // outside (held at where it started, it stalled there as it swung a little further).
        guard let o = swingOrigin, !held.contains(o) else { return held }
        let (w, h) = (Double(width), Double(height))
        return Rect(enclosing: [Point(o.x < held.minX ? min(o.x, 0) : held.minX, o.y < held.minY ? min(o.y, 0) : held.minY),
                                Point(o.x > held.maxX ? max(o.x, w) : held.maxX, o.y > held.maxY ? max(o.y, h) : held.maxY)]) ?? held
    }

    /// Coordinate `x` moving at `v`, held within `[lo, hi]` widened to take in the arc's own `b`
    /// (moving at `bv`): held at an edge it stands still, held at `b` it moves with the arc.
    private static func held(_ x: Double, _ v: Double, within lo: Double, _ hi: Double,
                             or b: Double, _ bv: Double) -> (Double, Double) {
        if x < min(lo, b) { return b < lo ? (b, bv) : (lo, 0) }
        if x > max(hi, b) { return b > hi ? (b, bv) : (hi, 0) }
        return (x, v)
    }

    /// The image's turn at `time`: its ``heading(at:)``, less what is left of the last switch of R.
    public func angle(at time: Double) -> Double { heading(at: time) + switchLeft(at: time) }

    /// What is left at `time` of the turn R started (see ``rotationSwitch``), easing in and out.
    private func switchLeft(at time: Double) -> Double {
        guard let s = rotationSwitch, time < s.startTime + ArcScene.switchTime else { return 0 }
        return s.turn * ArcScene.easedRemainder(max(0, (time - s.startTime) / ArcScene.switchTime))
    }

    /// The image's heading at `time`, when rotating: along its arc, less what is left of a
    /// retarget's turn (or the one it rested with, on a step that keeps it); 0 when not rotating.
    private func heading(at time: Double) -> Double {
        guard options.rotates else { return 0 }
        guard let animation, animation.measure.length > 0, !keepsHeading else { return restingAngle }
        let flightTime = clock(time)
        return animation.angle(at: flightTime) + turnLeft(at: flightTime)
    }

    /// What is left at `time` of the turn from the old heading to the new arc's: all of it at
    /// the retarget, none when the blend ends, easing in and out (`(1 - u)^2 (1 + 2u)`). Following
    /// the velocity instead flipped the image round in one frame where a reversal slowed it to
    /// nearly nothing.
    ///
    /// From rest, the arc's own turning since the start is eased in with it: added to the turn,
    /// it set the image turning at the arc's rate from the first frame, a few degrees the wrong
    /// way before the turn took over (3 degrees for a click ahead of an image at rest).
    private func turnLeft(at time: Double) -> Double {
        guard let blend, blend.duration > 0, time < blend.endTime else { return 0 }
        let u = max(0, (time - blend.startTime) / blend.duration)
        let arcsTurn = turnStart == .retarget ? 0 : animation.map { ArcScene.turning(of: $0, from: blend.startTime, to: time) } ?? 0
        let left = turnStart == .underWay ? (1 - u) * (1 - u) : ArcScene.easedRemainder(u)
        return (turn - arcsTurn) * left
    }

    /// How far `animation`'s heading turns from `start` to `time`: on a circular arc, its sweep
    /// times the part of its length flown (an arc's sweep is at most half a turn, where the
    /// difference of the headings could not tell which way it went); nothing on a straight way.
    private static func turning(of animation: PathAnimation, from start: Double, to time: Double) -> Double {
        guard animation.measure.length > 0,
              case .arc(let arc)? = animation.measure.segments.first(where: { if case .arc = $0 { true } else { false } })
        else { return 0 }
        return arc.sweep * (animation.distance(at: time) - animation.distance(at: start)) / animation.measure.length
    }

    /// Sends the image from where it is shown now to `point`, to arrive after the options'
    /// duration (or sooner, in flight, at the image's pace: see ``keptPace(_:going:inFlight:at:)``),
    /// or at their speed.
    public func send(to point: Point, at time: Double) {
        if animation != nil, let target, target.distance(to: clampIntoWindow(point)) <= Self.sameGoal { return }
        fly(to: point, at: time, continuing: nil)
    }

    /// A click this near (px) the goal of the flight under way changes nothing: a double click,
    /// or clicks repeated on one spot, restarted the flight each time, and each new half circle
    /// set off sideways, the image zig-zagging and arriving 2 s after the last click (found by a
    /// first-time user).
    static let sameGoal = 3.0

    /// How a flight goes on after the window changed under it (see ``keepInWindow(at:sliding:)``).
    private struct Continuation {
        /// When it arrives at the latest: when the flight it replaces would have.
        var arrival: Double
        /// The replaced flight's average speed, kept when the new arc is shorter: one cut short
        /// by a shrink crawled 12 px in 1.3 s to arrive on time.
        var pace: Double? = nil

        /// How long a flight of `length` px takes: at the replaced flight's pace, arriving by
        /// its time at the latest.
        func duration(_ length: Double, from time: Double) -> Double {
            min(max(arrival - time, 0), pace.map { max(length / $0, ArcScene.shortestFlight) } ?? .infinity)
        }
    }

    /// ``send(to:at:)``, or with `c`, going on from a flight the window changed: straight (its
    /// pace kept), as a half circle to a goal the shrink brought near swept a turning image's
    /// heading round by half a turn and more while the swing held it against the edge, a
    /// pirouette (found by a first-time user).
    private func fly(to point: Point, at time: Double, continuing c: Continuation?) {
        let t = clampIntoWindow(point)
        let (p, v) = shown(at: time)
        let a = heading(at: time)  // (a switch of R still under way goes on over it)
        warp = nil  // the next flight starts on the scene's time
        target = t
        guard p.distance(to: t) >= 0.5 else {
            // Zero-length arc: nothing to animate (and no NaN from a zero radius). A moving image
            // swings round and comes to rest here rather than stopping dead.
            settle(at: p, angle: a)
            if options.smoothRetarget && v.length > 0 { startSwing(from: v, to: .zero, at: time) }
            return
        }
        // In flight (on an arc, or swinging to rest) even where the swing is held still in a
        // corner: a retarget blends from there, and turns from the heading shown.
        let inFlight = animation != nil || blend != nil
        // A turning image at rest sent less than half its size away steps there straight,
        // keeping its heading: on a half circle that short it swung round by up to 146 degrees
        // for a 3 px move, and rested a quarter turn off (found by a first-time user).
        keepsHeading = options.rotates && !inFlight && v.length == 0 && c == nil
            && p.distance(to: t) < ArcScene.imageSize / 2
        let measure = PathMeasure(c != nil || keepsHeading ? ArcPath.chord(from: p, to: t)
                                                          : arcPath(from: p, to: t, going: options.smoothRetarget ? v : .zero))
        let kept = c == nil && options.speed == nil ? keptPace(measure.length, going: v, inFlight: inFlight, at: time) : nil
        let keptPaceDuration = kept?.duration
        flightPace = kept?.pace ?? 0
        // At a fixed speed, no flight shorter than a quarter second: a click a few px from the
        // moving image made a half circle swept in one frame, and a turning image flipped round.
        let duration = c.map { $0.duration(measure.length, from: time) }
            ?? options.speed.map { max(measure.length / $0, ArcScene.shortestFlight) } ?? keptPaceDuration ?? options.duration
        var next = PathAnimation(measure: measure, startTime: time, duration: duration, timing: options.timing.curve)
        animation = next
        nudge = nil
        restingAngle = a
        if options.smoothRetarget && (v.length > 0 || inFlight) {
            // At the image's pace it arrives when the swing lets it, as at a fixed speed, but no
            // later than the fixed duration.
            next = swing(from: v, into: next, keepingItsDuration: c == nil && options.speed == nil && keptPaceDuration == nil)
            if keptPaceDuration != nil && next.endTime + (warp?.delay ?? 0) > time + options.duration {
                flightPace = 0  // (it keeps none now: it arrives on time)
                next = swing(from: v, into: PathAnimation(measure: measure, startTime: time, duration: options.duration,
                                                          timing: options.timing.curve), keepingItsDuration: true)
            }
            turn = options.rotates ? ArcScene.turn(from: a, into: next, at: time) : 0
            turnStart = .retarget
        } else if options.smoothRetarget && options.rotates && !keepsHeading {
            // From rest it sets off at the arc's speed (as Core Animation's does), and turns from
            // the heading it rested with as a retarget turns (it snapped round in one frame).
            // (After a flight shorter than the blend, the image finishes turning where it
            // arrived: timed to a 0.25 s flight, the turn took 23 degrees a frame.)
            startTurn(from: a, into: next, at: time, over: ArcScene.blendTime)
        } else {
            blend = nil
        }
    }

    /// At the fixed duration, how long a retarget's flight of `length` px takes at the image's
    /// pace, and that pace, when that is sooner: a click near it mid-flight does not slow it to
    /// a crawl. (The 2 s of a short arc set it crawling at a tenth of its speed, and the swing,
    /// which has to come back to so slow an arc, carried it past the click and back; found by
    /// a first-time user.) The pace is the faster of the image's speed `v` and its flight's own
    /// speed at `time`, without the swing: the pace it keeps, where it keeps one (see
    /// ``flightPace``), so that clicks in a row near it, each taken while the last one's swing
    /// slows it, do not wear it down (to 19 px/s in 18 clicks); an eased flight's eases as its
    /// timing does (taking its average, an image easing to a stop darted off at 78 times its
    /// speed; found in review). An eased flight peaks at the pace, not averages it (it lurched
    /// to twice its speed). No shorter than ``shortestFlight``; nil from rest, or with the
    /// original's retarget.
    private func keptPace(_ length: Double, going v: Vector, inFlight: Bool, at time: Double) -> (duration: Double, pace: Double)? {
        guard options.smoothRetarget, inFlight else { return nil }
        let peak = ArcScene.peakSlope(of: options.timing.curve)
        let own = animation.map { a in
            flightPace > 0 ? flightPace * a.timing.slope(at: a.timeFraction(at: clock(time))) / peak
                           : a.velocity(at: clock(time)).length
        } ?? 0
        let pace = max(v.length, own)
        guard pace > 0 else { return nil }
        let duration = max(length * peak / pace, ArcScene.shortestFlight)
        return duration < options.duration ? (duration, pace) : nil
    }

    /// The steepest `curve` gets, in times its average slope: how much faster than its
    /// average an eased flight goes at its fastest (1 for a linear one).
    static func peakSlope(of curve: TimingCurve) -> Double {
        (0...64).map { curve.slope(at: Double($0) / 64) }.max() ?? 1
    }

    /// Pushed in by an edge mid-flight and set down inside: the image goes straight on to `goal`,
    /// easing out to rest, and turns from its heading into its way over the flight. It sets off
    /// at as much of velocity `v` as goes its way, easing in from rest only where none does.
    /// (Set down at the edge, it flipped round in one frame; on a half circle to a goal a few px
    /// away, it spun on the spot; with a retarget's swing, which outlasts so short a flight, it
    /// braked hard before the goal; set off from rest at every push of a live resize, it crawled
    /// along the edge at 18 px/s, then rushed at twice its speed; found by first-time users.)
    private func pushIn(to goal: Point, at time: Double, continuing c: Continuation, velocity v: Vector) {
        let p = restingPoint, t = clampIntoWindow(goal)
        target = t
        guard p.distance(to: t) >= 0.5 else { return }  // set down at its goal already
        let measure = PathMeasure(ArcPath.chord(from: p, to: t))
        let along = max(0, v.dot((t - p).normalized))
        var duration = c.duration(measure.length, from: time)
        // Already going faster than that on average, it goes on at its speed and eases out
        // over as long as that takes: eased in and out from there, each push of a live resize
        // sped it up more, to 1.7 times its pace (found by a first-time user).
        if along * duration > measure.length { duration = max(duration, ArcScene.easingOutSlope * measure.length / along) }
        let next = PathAnimation(measure: measure, startTime: time, duration: duration,
                                 timing: ArcScene.setOff(at: along, average: measure.length / duration))
        keepsHeading = false
        animation = next
        flightPace = 0
        if options.rotates { startTurn(from: restingAngle, into: next, at: time, over: duration, underWay: along > 0) }
    }

    /// Ease in and out, but setting off at `speed` where the flight's `average` speed is that
    /// of a linear one: the curve's first control point rises at the slope the speed needs (up
    /// to where it would overshoot).
    /// The start of ``setOff(at:average:)``'s curve, in times its average speed, from which on
    /// it only slows down (from less, it first speeds up past where it started).
    static let easingOutSlope = 2.0

    private static func setOff(at speed: Double, average: Double) -> TimingCurve {
        let ease = TimingCurve.easeInEaseOut
        guard speed > 0, average > 0, average.isFinite else { return ease }
        let slope = min(speed / average, 1 / ease.x1)
        return TimingCurve(ease.x1, ease.x1 * slope, ease.x2, ease.y2)
    }

    /// The turn from `heading` into `next`'s heading at `time`, the shorter way round.
    private static func turn(from heading: Double, into next: PathAnimation, at time: Double) -> Double {
        (heading - next.angle(at: time)).remainder(dividingBy: 2 * .pi)
    }

    /// Turns the image from `heading` into `next` over `duration`, moving nothing: a blend with
    /// no change of velocity times the turn (see ``turnLeft(at:)``).
    /// `underWay`: for an image already on its way, which turns at once (see ``TurnStart``).
    private func startTurn(from heading: Double, into next: PathAnimation, at time: Double, over duration: Double,
                           underWay: Bool = false) {
        blend = VelocityBlend(startTime: time, duration: duration, deltaVelocity: .zero)
        swingBounds = reachable
        turn = ArcScene.turn(from: heading, into: next, at: time)
        turnStart = underWay ? .underWay : .rest
    }

    /// Starts the swing from velocity `v` into flight `next` and the slowed clock it needs (see
    /// ``swingPace(from:at:)``), and returns the flight. `keepingItsDuration`: the flight still
    /// arrives when `next` would, its arc flown that much faster for what the slowed clock adds
    /// (at the fixed duration a retarget arrived up to 0.18 s late); the faster flight is slowed
    /// less, and a few rounds settle it.
    private func swing(from v: Vector, into next: PathAnimation, keepingItsDuration: Bool) -> PathAnimation {
        let time = next.startTime
        var flight = next
        for round in 0..<(keepingItsDuration ? 4 : 1) {
            if round > 0 {
                guard let delay = warp?.delay, abs(flight.endTime + delay - next.endTime) > 1e-4 else { break }
                flight = PathAnimation(measure: next.measure, startTime: time, duration: max(next.duration - delay, next.duration / 2),
                                       timing: next.timing)
            }
            animation = flight
            startSwing(from: v, to: flight.velocity(at: time), at: time)
            warp = swingPace(from: v, at: time)
        }
        return flight
    }

    /// The flight's clock slowed where a retarget's swing, added to the new arc, would carry the
    /// image faster than it was going, and faster than the new arc goes (at its own speed there,
    /// or on average). The swing has to come back to the arc, so on a sharp turn it added up to
    /// its own speed again: at a fixed 400 px/s, a retarget peaked at 785. (The limit never
    /// falls below those speeds: eased down to the arc's own, zero once a short arc was over, it
    /// slowed a swing still under way without end; found by a first-time user.) Nil when the
    /// swing carries no velocity.
    private func swingPace(from old: Vector, at time: Double) -> TimeWarp? {
        guard let animation, let blend, blend.duration > 0, blend.deltaVelocity != .zero else { return nil }
        let floor = max(old.length, animation.duration > 0 ? animation.measure.length / animation.duration : 0)
        guard floor > 0 else { return nil }
        // (Held at an edge and let go, the swing's speed jumps between two steps.)
        return TimeWarp(from: time, to: blend.endTime, pieces: ArcScene.swingPieces, holdingPeaks: true) { t in
            shown(atFlightTime: t).velocity.length / max(floor, animation.velocity(at: t).length)
        }
    }

    /// The pieces a swing's slowdown is taken in: one per 12 ms of the longest swing (the speed
    /// then keeps to a thousandth of the limit). 240 cost 0.4 ms a click, all of it spent
    /// evaluating the swing, and a live resize may send a retarget every frame.
    static let swingPieces = 48

    /// Starts the blend that carries velocity `old` into a motion that starts with `new`, its
    /// swing held within the image's reach in the window as it is now.
    private func startSwing(from old: Vector, to new: Vector, at time: Double) {
        // Over by the new flight's end (see the type's notes).
        let flight = animation.map { $0.endTime - time } ?? ArcScene.blendTime
        var swing = VelocityBlend(startTime: time, deltaVelocity: old - new,
                                  longest: min(ArcScene.blendTime, max(flight, ArcScene.shortestBlend)), swing: ArcScene.blendSwing)
        swingBounds = reachable
        swingOrigin = animation.map { $0.position(at: time) } ?? restingPoint
        // Shorter where that keeps it off the edge: held there, the image stopped dead against it
        // (from 300 px/s, 15 px from the edge a window shrunk mid-flight brought near; found by a
        // first-time user). Where even the shortest reaches the edge, it is held there as before.
        // (Not for an image outside the window, on an arc the right or left side took out: it
        // swings in as it may. Shortening only the part across the edge was tried: the part
        // along it, left long, then held the image back at the edge, at 45 px/s.)
        if reachable.contains(swingOrigin ?? restingPoint), swingLeaves(swing), swing.duration > ArcScene.shortestSwing {
            func stays(_ duration: Double) -> Bool {
                var shorter = swing
                shorter.duration = duration
                return !swingLeaves(shorter)
            }
            if stays(ArcScene.shortestSwing) {
                swing.duration = ArcScene.largest(from: ArcScene.shortestSwing, to: swing.duration, halvings: 12, where: stays)
            }
        }
        blend = swing
    }

    /// The largest value found between `inside`, which `fits`, and `outside`, which does not,
    /// by halving the interval between them `halvings` times.
    static func largest(from inside: Double, to outside: Double, halvings: Int, where fits: (Double) -> Bool) -> Double {
        var (inside, outside) = (inside, outside)
        for _ in 0..<halvings {
            let mid = 0.5 * (inside + outside)
            if fits(mid) { inside = mid } else { outside = mid }
        }
        return inside
    }

    /// The shortest a swing is made to keep it off the window's edge: under it the turn is as
    /// abrupt as the stop it saves.
    static let shortestSwing = 0.08

    /// Whether `swing`, added to the flight under way (or the image at rest), would carry the
    /// image out of ``swingHold`` (by over half a px), at 24 times along it. (Where the flight
    /// itself is outside, the swing is not blamed.)
    private func swingLeaves(_ swing: VelocityBlend) -> Bool {
        let hold = swingHold.insetBy(-0.5)
        return (1...24).contains { k in
            let t = swing.startTime + swing.duration * Double(k) / 25
            let base = animation?.position(at: t) ?? restingPoint
            return hold.contains(base) && !hold.contains(base + swing.offset(at: t))
        }
    }

    private func settle(at p: Point, angle: Double) {
        restingPoint = p
        restingAngle = angle
        animation = nil
        flightPace = 0
        blend = nil
        warp = nil
        nudge = nil
    }

    /// Where the image's centre may go: the window, less half the image all round (or the
    /// window's middle line when it is narrower than the image), so the image is never cut. A
    /// turning image needs the reach of its farthest visible pixel instead (a turned plane's
    /// wing tip stuck out 6 px past half its box).
    private var reachable: Rect {
        Rect(x: 0, y: 0, width: Double(width), height: Double(height)).inset(atMost: imageReach)
    }

    /// How far the image reaches from its centre: half its box, or turning, its farthest
    /// visible pixel.
    private var imageReach: Double {
        let scale = ArcScene.imageSize / Double(max(image.width, image.height))
        return options.rotates ? image.opaqueRadius * scale : ArcScene.imageSize / 2
    }

    private func clampIntoWindow(_ p: Point) -> Point {
        p.isFinite ? reachable.clamped(p) : restingPoint
    }

    /// Whether the image stays whole all along `path`. (Ends clamped onto an edge lie on it:
    /// rounding must not count as leaving the window.)
    private func staysInWindow(_ path: Path) -> Bool {
        path.bounds.map { reachable.insetBy(-1e-6).contains($0) } ?? true
    }

    /// The arc from `p` to `t` on the side the options ask for. Inside: the half circle on the
    /// side that stays in the window (right when both do); when neither does, the side that
    /// can bulge more, flattened toward the chord until it fits (the chord itself fits when both
    /// its ends are in the window; otherwise, an image still outside after B made the side
    /// inside, the chord is taken).
    ///
    /// `v`: the velocity the image has. Moving, it sets off on the side that starts the way it
    /// is going: on the other side it had to turn back, and a fast image reversed within a few
    /// frames, as if it bounced (found by a first-time user). That side's half circle starts at
    /// less than a right angle to `v`, and asks the smaller change of velocity; flattened to fit
    /// the window, it still asks less, and is taken as long as the image goes at least
    /// ``headingSpeed`` (slower, the round half circle on the other side reads better).
    private func arcPath(from p: Point, to t: Point, going v: Vector) -> Path {
        switch options.side {
        case .right: return ArcPath.semicircle(from: p, to: t, side: .right)
        case .left: return ArcPath.semicircle(from: p, to: t, side: .left)
        case .inside:
            func fits(_ side: ArcPath.Side, _ bulge: Double) -> Bool {
                staysInWindow(ArcPath.semicircle(from: p, to: t, side: side, bulge: bulge))
            }
            // The bulge's reach grows with it: bisect for the largest that fits.
            func largestBulge(_ side: ArcPath.Side) -> Double {
                fits(side, 1) ? 1 : ArcScene.largest(from: 0, to: 1, halvings: 30) { fits(side, $0) }
            }
            if v != .zero, case let ahead = ArcScene.side(setting: v, from: p, to: t),
               case let bulge = largestBulge(ahead), bulge == 1 || bulge > 0 && v.length >= ArcScene.headingSpeed {
                return ArcPath.semicircle(from: p, to: t, side: ahead, bulge: bulge)
            }
            let right = largestBulge(.right)
            if right == 1 { return ArcPath.semicircle(from: p, to: t, side: .right) }
            let left = largestBulge(.left)
            return left > right ? ArcPath.semicircle(from: p, to: t, side: .left, bulge: left)
                                : ArcPath.semicircle(from: p, to: t, side: .right, bulge: right)
        }
    }

    /// The speed (px/s) from which a retargeted image sets off on a flattened arc the way it is
    /// going rather than on a round one the other way (see ``arcPath(from:to:going:)``).
    static let headingSpeed = 100.0

    /// The side whose arc from `p` to `t` sets off the way `v` goes: the right-hand side's starts
    /// along the chord's direction turned a quarter clockwise on screen (y down).
    static func side(setting v: Vector, from p: Point, to t: Point) -> ArcPath.Side {
        let chord = t - p
        return v.dot(Vector(-chord.dy, chord.dx)) >= 0 ? .right : .left
    }

    // MARK: Scene

    public func handle(_ event: InputEvent, at time: Double) {
        now = time
        comeToRest(at: time)
        switch event {
        case .pointerDown(let p):
            aim = nil  // the pointer aims now
            send(to: p, at: time)
        case .key(let k): handleKey(k)
        case .resize(let w, let h):
            // Never sent anywhere yet, the image stays at the window's centre, where it starts (a
            // window maximised at start left it in the upper left; found by a first-time user).
            // (`target` is nil until the first flight.)
            width = w
            height = h
            if target == nil { settle(at: Point(Double(w) / 2, Double(h) / 2), angle: restingAngle) }
            aim = aim.map(clampIntoWindow)
            keepInWindow(at: time)
        default: break
        }
    }

    /// After the window or the image's reach changed: one bound for a place now outside goes to
    /// the nearest place inside. On the inside side, the image is also kept whole: left outside,
    /// it is pushed in by the edge at once (and goes on from there, see ``pushIn(to:at:continuing:velocity:)``);
    /// on an arc that now leaves the window, it takes a new arc that fits (the old one carried it
    /// out of a window shrunk mid-flight). Either way it arrives by when it would have, at no less
    /// than the old flight's average pace: a live resize sends a stream of these, and each used to
    /// restart the whole flight.
    ///
    /// `sliding` (R asked for more room, the window is as it was): a resting image outside
    /// slides in (see ``nudge``), and a moving one goes on as it was, to slide in when it comes
    /// to rest; for a window's edge, which moves on in a live resize, it is pushed in at once.
    /// (Pushed in by R, an image flying outside the window, as the left and right sides let
    /// it, jumped up to 100 px in a frame; found by a first-time user. A swing to rest goes on: a
    /// retarget takes it where it fits.)
    private func keepInWindow(at time: Double, sliding: Bool = false) {
        let resting = animation == nil && blend == nil
        if sliding {
            guard resting else { return }
            let p = position(at: time), inside = clampIntoWindow(p)
            guard inside != p else { return }
            settle(at: inside, angle: heading(at: time))
            nudge = (p - inside, time)
            return
        }
        // The goal as clicked (the arc's computed end differs by rounding, and a resize to the
        // same size then found it outside, and flew again).
        let goal = animation.map { target ?? $0.position(at: $0.endTime) } ?? restingPoint
        let continuation = animation.map {
            Continuation(arrival: max(sceneTime($0.endTime), time + ArcScene.shortestFlight),
                         pace: $0.duration > 0 ? $0.measure.length / $0.duration : nil)
        }
        guard options.side == .inside else {
            // At rest outside, pushed in at once, as on the inside side (it flew back in along
            // a half circle; found by a first-time user).
            if resting, case let inside = clampIntoWindow(restingPoint), inside != restingPoint {
                settle(at: inside, angle: heading(at: time))
            } else if !resting, clampIntoWindow(goal) != goal {
                fly(to: goal, at: time, continuing: continuation)
            }
            return
        }
        // At rest, where it rests: a slide in goes on while that is inside (a resize to the same
        // size, as window managers send, ended it with the jump it saves).
        let p = resting ? restingPoint : position(at: time), inside = clampIntoWindow(p)
        let arcLeaves = animation.map { !staysInWindow($0.measure.path) } ?? false
        guard inside != p || clampIntoWindow(goal) != goal || arcLeaves else { return }
        if inside != p {
            let wasMoving = animation != nil, v = shown(at: time).velocity
            settle(at: inside, angle: heading(at: time))
            if wasMoving, let continuation { pushIn(to: goal, at: time, continuing: continuation, velocity: v) }
            return
        }
        fly(to: goal, at: time, continuing: continuation)
    }

    private func handleKey(_ key: Key) {
        let name = key.name
        switch name {
        case "left", "right", "up", "down":
            // From the image on the first press, so the crosshair appears beside it.
            let step = key.shift ? ArcScene.aimStep * 5 : ArcScene.aimStep
            let v = ["left": Vector(-1, 0), "right": Vector(1, 0), "up": Vector(0, -1), "down": Vector(0, 1)][name] ?? .zero
            // Held where the image can go (at the window's edge the crosshair was cut in half,
            // and the image stopped short of it).
            aim = clampIntoWindow((aim ?? position(at: now)) + v * step)
            return
        case "space", "return", "keypad enter":  // (the keypad's Enter did nothing; found by a first-time user)
            if let aim { send(to: aim, at: now) } else { notice = "Space: aim with the arrows first" }
            return
        case "t": options.timing = options.timing.next
        case "v":
            if let speed = options.speed {
                speedForV = speed
                options.speed = nil
            } else {
                options.speed = speedForV
            }
        case "b": options.side = options.side.next
        case "r":
            let shown = angle(at: now)
            options.rotates.toggle()
            rotationSwitch = ((shown - heading(at: now)).remainder(dividingBy: 2 * .pi), now)
            keepInWindow(at: now, sliding: true)  // a turning image needs more room
        case "o": options.smoothRetarget.toggle()
        default: break
        }
        // The option's new value on screen: otherwise only the help panel shows it.
        notice = optionLine(name)
    }

    public func takeNotice() -> String? {
        defer { notice = nil }
        return notice
    }

    public func update(to time: Double) {
        now = time
        comeToRest(at: time)
    }

    /// Ends, at `time`, what is over by then: a nudge, a swing, a flight. Also done before each
    /// event, so that an event just after a flight's end finds the image at rest whatever the
    /// frame rate (a resize there re-flew the flight's end in a quarter second at 1 fps, and
    /// not at all at 10).
    private func comeToRest(at time: Double) {
        if let n = nudge, time >= n.startTime + ArcScene.nudgeTime { nudge = nil }
        let flightTime = clock(time)
        guard blend.map({ flightTime >= $0.endTime }) ?? true else { return }
        guard let animation else {
            if blend != nil {
                blend = nil  // a swing round to rest is over
                keepInWindow(at: time, sliding: true)  // (R, during it, may have asked for more room)
            }
            return
        }
        if animation.isFinished(at: flightTime) {
            // Rest exactly on the click: the arc's computed end differs from it by rounding.
            // The arc's own heading at its end: a retarget's turn, if its blend outlasted the arc,
            // is over by now.
            let heading = !options.rotates ? 0 : keepsHeading ? restingAngle : animation.angle(at: animation.endTime - 1e-6)
            settle(at: target ?? animation.position(at: animation.endTime), angle: heading)
            // R, mid-flight, may have asked for more room than the goal has.
            keepInWindow(at: time, sliding: true)
        }
    }

    public func draw(on canvas: Canvas, overlay: Bool) {
        canvas.clear(Palette.background)
        let p = position(at: now)
        canvas.draw(image, center: p, angle: angle(at: now), size: ArcScene.imageSize)
        if let aim { drawAim(aim, on: canvas) }
        if overlay { drawOverlay(on: canvas, at: p) }
    }

    /// The keys' aim: a crosshair in a ring.
    private func drawAim(_ a: Point, on canvas: Canvas) {
        let style = StrokeStyle(width: 2)
        canvas.strokeCircle(center: a, radius: 9, color: Palette.overlay, style: style)
        for d in [Vector(1, 0), Vector(0, 1)] {
            canvas.strokeLine(from: a - d * 14, to: a + d * 14, color: Palette.overlay, style: style)
        }
    }

    /// The machinery: the arc in red 1 px as the original's debug view draws it, its ends, the
    /// current position and direction of travel, and the progress.
    private func drawOverlay(on canvas: Canvas, at p: Point) {
        // Swinging to rest (sent where it was, the image swings round to it): no arc, but its
        // course and where it comes to rest. (The overlay showed only a dot while the image
        // went on and came back; found by a first-time user.)
        let swinging = blend.map { $0.deltaVelocity != .zero && clock(now) < $0.endTime } ?? false
        guard animation != nil || swinging else {
            canvas.fillCircle(center: p, radius: 3, color: Palette.overlay)
            return
        }
        if let animation {
            canvas.stroke(animation.measure.path, color: Palette.handle, style: StrokeStyle(width: 1))
            let start = animation.position(at: animation.startTime)
            canvas.strokeCircle(center: start, radius: 5, color: Palette.overlay, style: StrokeStyle(width: 1.5))
        }
        canvas.fillCircle(center: animation.map { $0.position(at: $0.endTime) } ?? restingPoint, radius: 5, color: Palette.overlay)
        if let blend, swinging {
            // Where the image really goes while the old velocity blends in: off the new arc, by
            // up to ``blendSwing`` (a first-time user took the gap for the image leaving its path).
            let end = sceneTime(blend.endTime)
            let course = (0...32).map { position(at: now + (end - now) * Double($0) / 32) }
            canvas.strokePolyline(course, closed: false, color: Palette.overlay, style: StrokeStyle(width: 1, dash: [4, 3]))
        }
        let v = velocity(at: now)
        if v.length > 0 {
            canvas.strokeLine(from: p, to: p + v.normalized * 50, color: Palette.overlay, style: StrokeStyle(width: 1.5))
        }
        canvas.fillCircle(center: p, radius: 3, color: Palette.overlay)
        // (Non-breaking spaces keep each figure with its name and unit where a narrow window breaks the line.)
        let speed = "speed\u{A0}\(HUD.oneDecimal(v.length))\u{A0}px/s"
        if let animation {
            let percent = animation.progress(at: clock(now)) * 100
            HUD.drawCornerLabel("progress\u{A0}\(HUD.oneDecimal(percent))\u{A0}%, \(speed)", on: canvas)
        } else {
            HUD.drawCornerLabel("coming to rest, \(speed)", on: canvas)
        }
    }

    public var state: [(String, JSONValue)] {
        let p = position(at: now)
        var fields: [(String, JSONValue)] = [
            ("image", .object([("x", .number(p.x)), ("y", .number(p.y)), ("angle", .number(angle(at: now)))])),
            ("animating", .bool(isAnimating)),
        ]
        if let animation { fields.append(("progress", .number(animation.progress(at: clock(now))))) }
        if let target { fields.append(("target", .object([("x", .number(target.x)), ("y", .number(target.y))]))) }
        return fields
    }
}
