import Canvas
import Geometry
import Input
import Motion

/// Drag items between two drop areas, with an animated snap back (seed 003), plus what mature
/// toolkits add: the topmost item is picked by its true outline, the area under the pointer is
/// highlighted, Esc cancels, the snap back can be caught, and the keyboard can do it all.
public final class DragDropScene: Scene {
    public let name = "dragdrop"
    public let title = "Drag and drop between areas"
    public let helpLines = [
        "drop an item in either area; outside them, it snaps back",
        "Tab: focus the next item (Shift: the one before)    Space: pick up / drop",
        "arrows: move the picked-up item (Shift: farther)    Esc: cancel the drag",
    ]
    public let overlayLines = ["overlay: area edges, hit outlines, the drop target"]

    /// Drop areas in drawing order.
    static let areaNames = ["green", "yellow"]
    /// How long an item takes to fly to its resting place (a snap back, say), in seconds.
    static let flightDuration = 0.3
    /// How far an arrow key moves a carried item, in px (with Shift, four times as far).
    static let keyStep = 25.0
    /// The gap a dropped item keeps from the others in its area, in px.
    static let dropGap = 4.0
    /// How much an item's push aside may change in one resize before it glides to its new
    /// place rather than going with the window, in px.
    static let pushChange = 2.0

    /// The window's size.
    public private(set) var width: Int
    public private(set) var height: Int
    /// The smallest size the scene is laid out at: a window smaller than this (a window manager
    /// may ignore the window's minimum size; a headless run takes any size) shows the layout
    /// scaled down to fit (see ``view``). Laid out at 150x120, items overlapped and hung out of
    /// their areas (found by a first-time user).
    public static let smallestLayout = (width: 320.0, height: 240.0)
    /// Items in stacking order: the last is on top.
    private var items: [DropItem]
    private var drag: Drag?
    /// Items flying back to their place, by id.
    private var flights: [String: Flight] = [:]
    private var focus: Int?
    /// The focus ring is shown only while the keyboard is in use (as desktop toolkits do with
    /// focus-visible): Tab and Space show it, a mouse press hides it. The focus itself stays, so
    /// Tab goes on from the item last picked up with the mouse.
    private var focusVisible = false
    private var pointer: Point?
    private var now = 0.0
    /// Where each item rests, by id: see ``relayout()``.
    private var resting: [String: Point] = [:]
    /// How far each item rests from its place, pushed aside by the items put before it.
    private var pushes: [String: Vector] = [:]
    /// The items' ids in the order they were put where they are, the last dropped last: on a
    /// resize, the later give way to the earlier.
    private var placementOrder: [String] = []
    /// What to tell the user, once (see ``takeNotice()``).
    private var notice: String?

    /// A drag in progress, by pointer or by keyboard.
    struct Drag {
        var id: String
        /// Where the item's centre is now.
        var center: Point
        /// Item centre minus pointer at the grab (zero for keyboard drags).
        var grabOffset: Vector
        var byKeyboard: Bool
    }

    /// An item flying to its resting place: back where it came from when dropped elsewhere, or
    /// the rest of the way into an area it was dropped on overhanging the edge. Along the
    /// straight line from where it was let go, easing out over ``flightDuration``. The resting
    /// place is looked up each frame, so the flight follows it when a resize moves it.
    struct Flight {
        var from: Point
        var startTime: Double
        /// Corners it goes by on the way, round a neighbour (see ``detour(from:to:around:within:)``).
        var via: [Point] = []

        func progress(at time: Double) -> Double {
            TimingCurve.easeOut.value(at: min(max((time - startTime) / DragDropScene.flightDuration, 0), 1))
        }

        /// Where it is at `time` on its way to `rest`: the share of the way its progress says,
        /// along the line through its corners.
        func position(toward rest: Point, at time: Double) -> Point {
            let path = [from] + via + [rest]
            let legs = zip(path, path.dropFirst()).map { $0.0.distance(to: $0.1) }
            var left = progress(at: time) * legs.reduce(0, +)
            for (k, leg) in legs.enumerated() {
                if left <= leg || k == legs.count - 1 { return path[k].lerp(to: path[k + 1], leg > 0 ? min(1, left / leg) : 1) }
                left -= leg
            }
            return rest
        }

        func isFinished(at time: Double) -> Bool { time >= startTime + DragDropScene.flightDuration }
    }

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        items = [
            DropItem(id: "red", shape: .square(side: 50), color: Color(0.90, 0.15, 0.15), container: "green",
                     place: Point(0.25, 0.5)),
            DropItem(id: "circle", shape: .circle(radius: 27), color: Color(0.55, 0.30, 0.80), container: "green",
                     place: Point(0.7, 0.5)),
            DropItem(id: "blue", shape: .square(side: 50), color: Color(0.15, 0.35, 0.90), container: "yellow",
                     place: Point(0.25, 0.5)),
            DropItem(id: "star", shape: .star(outer: 32, inner: 14), color: Color(0.95, 0.55, 0.10),
                     container: "yellow", place: Point(0.7, 0.5)),
        ]
        placementOrder = items.map(\.id)
        relayout()
    }

    public var isAnimating: Bool { !flights.isEmpty }

    public func takeNotice() -> String? {
        defer { notice = nil }
        return notice
    }
    public var capturesEscape: Bool { drag != nil }
    public var overlayUsesBottomRight: Bool { false }
    public func clutter(in box: Rect) -> Int {
        let view = self.view
        return items.indices.contains {
            Rect(around: view.apply(center(of: $0)), radius: items[$0].halfExtent * view.a).intersects(box)
        } ? 2 : 0
    }

    // MARK: Layout

    /// The size the scene is laid out at, in its own coordinates: the window's, or where the
    /// window is narrower or shorter than ``smallestLayout``, the window's shape scaled up until
    /// it is that large both ways. (Laid out at least as large each way and scaled down to fit,
    /// a window only too narrow, 300x1000, showed the areas with grey bands above and below.)
    private var layoutWidth: Double { Double(width) / shownScale }
    private var layoutHeight: Double { Double(height) / shownScale }

    /// How the layout shows in the window: as it is, or scaled down to fill it when the window
    /// is smaller than ``smallestLayout``. Items, drags and flights live in the layout's
    /// coordinates; the pointer comes in, and the state goes out, in the window's.
    public var view: AffineTransform {
        let k = shownScale
        return k < 1 ? .scale(k) : .identity
    }

    /// How much the layout is scaled down to show in the window: 1 when it fits as it is.
    private var shownScale: Double {
        min(1, Double(width) / Self.smallestLayout.width, Double(height) / Self.smallestLayout.height)
    }

    /// A window point in the layout's coordinates.
    private func inLayout(_ p: Point) -> Point {
        let view = self.view
        return view == .identity ? p : view.inverted?.apply(p) ?? p
    }

    /// The drop area `name` as it shows in the window.
    public func area(_ name: String) -> Rect {
        layoutArea(name).applying(view)
    }

    /// The drop areas in the layout: green above, yellow below, with margins, and below them
    /// room for the help hint (in a short window it covered the yellow area's corner).
    private func layoutArea(_ name: String) -> Rect {
        // (At most a quarter of the layout's smaller side: in a layout a few px high, 10 px
        // margins left the areas a negative height, and the items outside the window.)
        let side = min(layoutWidth, layoutHeight)
        let m = min(max(10, side * 0.04), side / 4)
        // The hint is drawn at its full size on a layout scaled down: its band is larger in the
        // layout's units (scaled with the layout, it covered yellow's foot; found by a first-time user).
        // Where no hint is drawn (under ``HUD/hintMinimum``), no band is kept for it (a quarter
        // of a window 100 px high stayed empty; found by a first-time user).
        let hinted = HUD.fits(width: width, height: height, HUD.hintMinimum)
        let bottom = hinted ? min(max(m, (HUD.hintBand + 3) / shownScale), side / 4) : m
        let h = (layoutHeight - 2 * m - bottom) / 2
        let w = layoutWidth - 2 * m
        return name == "green" ? Rect(x: m, y: m, width: w, height: h) : Rect(x: m, y: 2 * m + h, width: w, height: h)
    }

    /// The lines the layout is drawn between, across and down, in order: its edges and the
    /// areas' edges.
    private var layoutLines: (xs: [Double], ys: [Double]) {
        let g = layoutArea("green"), y = layoutArea("yellow")
        return ([0, g.minX, g.maxX, layoutWidth], [0, g.minY, g.maxY, y.minY, y.maxY, layoutHeight])
    }

    /// `v`, between two of the lines `old`, moved to the same fraction of the way between the
    /// same two of the lines `new` (past the last line, on from it).
    static func remap(_ v: Double, _ old: [Double], _ new: [Double]) -> Double {
        for k in 1..<old.count where v <= old[k] || k == old.count - 1 {
            let span = old[k] - old[k - 1]
            return span > 0 ? new[k - 1] + (v - old[k - 1]) / span * (new[k] - new[k - 1]) : new[k - 1]
        }
        return v
    }

    /// The box an item's centre may occupy inside an area (the item stays fully inside).
    private func innerBox(_ name: String, for item: DropItem) -> Rect {
        let a = layoutArea(name), e = item.halfExtent
        let cx = a.width > 2 * e ? (a.minX + e, a.maxX - e) : (a.center.x, a.center.x)
        let cy = a.height > 2 * e ? (a.minY + e, a.maxY - e) : (a.center.y, a.center.y)
        return Rect(minX: cx.0, minY: cy.0, maxX: cx.1, maxY: cy.1)
    }

    /// Works out where each item rests, after a resize: at its place in its area, unless that
    /// covers an item put there before it, and then at the nearest free place (two items put
    /// side by side in a wide window overlapped once it narrowed). Their places stay as they
    /// were, so the window made wide again shows them where they were put. (A drop changes only
    /// the dropped item's resting place: worked out again, the others could move under it.)
    private func relayout() {
        var below: [(box: Rect, area: String)] = []
        for item in placementOrder.compactMap({ id in items.first { $0.id == id } }) {
            let b = innerBox(item.container, for: item)
            let wanted = Point(b.minX + item.place.x * b.width, b.minY + item.place.y * b.height)
            let others = below.filter { $0.area == item.container }.map(\.box)
            // (A window too small for them all lays them over each other rather than lose one.)
            let c = Self.freePlace(near: wanted, in: b, halfExtent: item.halfExtent, among: others) ?? wanted
            resting[item.id] = c
            pushes[item.id] = c - wanted
            below.append((Rect(around: c, radius: item.halfExtent), item.container))
        }
    }

    private func restingCenter(_ item: DropItem) -> Point { resting[item.id]! }

    /// Where item `i` is drawn now.
    private func center(of i: Int) -> Point {
        let item = items[i]
        if let d = drag, d.id == item.id { return d.center }
        if let flight = flights[item.id] {
            return flight.position(toward: restingCenter(item), at: now)
        }
        return restingCenter(item)
    }

    private func areaName(at p: Point) -> String? {
        DragDropScene.areaNames.first { layoutArea($0).contains(p) }
    }

    private func index(of id: String) -> Int? { items.firstIndex { $0.id == id } }

    // MARK: Input

    public func handle(_ event: InputEvent, at time: Double) {
        now = time
        switch event.mappingPointer(inLayout) {
        case .pointerDown(let p):
            pointer = p
            // (While the keys carry an item the press is ignored: hiding the ring then left
            // the carried item unmarked, and the Space after its drop only showed the focus.)
            guard drag?.byKeyboard != true else { return }
            focusVisible = false
            pickUp(at: p)
        case .pointerMove(let p):
            pointer = p
            if var d = drag, !d.byKeyboard {
                d.center = clampDragged(p + d.grabOffset, d)
                drag = d
            }
        case .pointerUp(let p):
            pointer = p
            if let d = drag, !d.byKeyboard { drop(at: d.center, over: p) }
        case .focusLost:
            // A pointer drag ends (its release would go elsewhere); an item carried by the keys
            // waits for them, through a switch of scene too.
            if let d = drag, !d.byKeyboard { cancelDrag() }
        case .resize(let w, let h):
            let (before, pushedBefore) = (layoutLines, pushes)
            let shownBefore = items.indices.map { center(of: $0) }
            width = w
            height = h
            relayout()
            let after = layoutLines
            // What moves on its own moves with the layout, over the same area (or gap) at the
            // same place in it: a flight goes on from there, without a jump, and an item carried
            // by the keys stays over its area. (Left where it was, a carried item came to lie
            // over the other area, and Space dropped it there; scaled with the window, whose
            // margins do not scale, it could still change area.) An item under the pointer stays there.
            func moved(_ p: Point) -> Point {
                Point(Self.remap(p.x, before.xs, after.xs), Self.remap(p.y, before.ys, after.ys))
            }
            for (id, flight) in flights {
                flights[id]?.from = clampToWindow(moved(flight.from))
                flights[id]?.via = flight.via.map { clampToWindow(moved($0)) }
            }
            // An item the new size pushes aside another way (to the other side of a neighbour
            // it would now cover) glides there from where the layout carries it, as after a
            // drop, round the neighbour. (It jumped, up to 200 px in one frame of a live resize.)
            // One gliding already starts again from where it is shown: its way led to a place
            // that is gone, and following the new one from the old start jumped it 73 px.
            var pushed: [String] = []
            for (i, item) in items.enumerated() where drag?.id != item.id {
                guard let old = pushedBefore[item.id], let new = pushes[item.id], (new - old).length > Self.pushChange else { continue }
                let from = clampToWindow(moved(shownBefore[i]))
                flights[item.id] = Flight(from: from, startTime: now, via: detour(for: item, from: from))
                pushed.append(item.id)
            }
            takeTurns(pushed)
            if var d = drag {
                d.center = clampDragged(d.byKeyboard ? moved(d.center) : d.center, d)
                drag = d
            }
        case .key(let k):
            handleKey(k)
        default:
            break
        }
    }

    private func handleKey(_ k: Key) {
        switch k.name {
        case "tab":
            guard drag == nil, !items.isEmpty else { return }
            let step = k.shift ? items.count - 1 : 1
            focus = ((focus ?? (k.shift ? 0 : items.count - 1)) + step) % items.count
            focusVisible = true
        case "space":
            if let d = drag, d.byKeyboard {
                drop(at: d.center, over: d.center)
            } else if drag == nil && (focus == nil || !focusVisible) && !items.isEmpty {
                // No focus shown (none yet, or hidden by the mouse): Space shows which item it
                // would pick up, as Tab does. (With none it did nothing, and nothing on screen
                // said to press Tab first; with one hidden it picked up an item not marked.)
                focus = focus ?? 0
                focusVisible = true
            } else if drag == nil, let f = focus {
                focusVisible = true
                let id = items[f].id
                let c = center(of: f)
                flights[id] = nil
                lift(id)
                drag = Drag(id: id, center: c, grabOffset: .zero, byKeyboard: true)
            }
        case "left", "right", "up", "down":
            guard var d = drag, d.byKeyboard else { return }
            let s = DragDropScene.keyStep * (k.shift ? 4 : 1)
            let v = ["left": Vector(-s, 0), "right": Vector(s, 0), "up": Vector(0, -s), "down": Vector(0, s)][k.name] ?? .zero
            d.center = clampDragged(d.center + v, d)
            drag = d
        case "escape":
            if drag != nil { cancelDrag() }
        default:
            break
        }
    }

    /// Picks up the topmost item under `p`, if any (one flying back can be caught).
    private func pickUp(at p: Point) {
        guard drag == nil else { return }
        for i in items.indices.reversed() where items[i].hits(p, at: center(of: i)) {
            let id = items[i].id
            let c = center(of: i)
            flights[id] = nil
            lift(id)
            focus = index(of: id)
            drag = Drag(id: id, center: c, grabOffset: c - p, byKeyboard: false)
            return
        }
    }

    /// Moves an item to the top of the stack.
    private func lift(_ id: String) {
        guard let i = index(of: id) else { return }
        let item = items.remove(at: i)
        items.append(item)
        if focus != nil { focus = items.count - 1 }
    }

    /// Ends a drag with the item's centre at `c` and the pointer at `p`: into the area under the
    /// pointer, at the nearest place there that covers no other item, or back where it came from.
    private func drop(at c: Point, over p: Point) {
        guard let d = drag, let i = index(of: d.id) else { return }
        drag = nil
        guard let target = areaName(at: p) else {
            flyToRest(i, from: c)
            return
        }
        var item = items[i]
        item.container = target
        let b = innerBox(target, for: item)
        let others = items.indices.filter { $0 != i && items[$0].container == target }
            .map { Rect(around: restingCenter(items[$0]), radius: items[$0].halfExtent) }
        // An area with no room left for it sends it back, as a drop elsewhere does: it settled
        // on top of its neighbours (found by a first-time user).
        guard let q = Self.freePlace(near: b.clamped(c), in: b, halfExtent: item.halfExtent, among: others) else {
            notice = "No room for it in the \(target) area"
            flyToRest(i, from: c)
            return
        }
        item.place = Point(b.width > 0 ? (q.x - b.minX) / b.width : 0.5, b.height > 0 ? (q.y - b.minY) / b.height : 0.5)
        items[i] = item
        resting[item.id] = q
        pushes[item.id] = .zero
        placementOrder.removeAll { $0 == item.id }
        placementOrder.append(item.id)
        // Let go overhanging the area, it glides the rest of the way in rather than jumping.
        if q != c { flyToRest(i, from: c) }
    }

    /// The place nearest to `wanted` in `box` where an item `halfExtent` from its centre to its
    /// box's sides covers none of the boxes `others` (with ``dropGap`` between them): `wanted`
    /// itself when it is free; nil when there is no free place. (Dropped
    /// where another item lay, an item hid it: a square let go straight below another covered
    /// all of it but a 12 px strip.)
    ///
    /// The boxes are upright, so the nearest free place has each coordinate either the wanted one,
    /// one just clear of an edge of another item's box, or an edge of `box`: a few dozen places
    /// to try, whatever the sizes (a box shrunk to a line in a narrow window too).
    static func freePlace(near wanted: Point, in box: Rect, halfExtent e: Double, among others: [Rect]) -> Point? {
        let others = others.map { $0.insetBy(-(e + dropGap)) }
        // Free: the centre strictly outside every box grown by the item's size and the gap, give
        // or take a hundredth of a pixel (a place just clear of an edge may round onto it).
        func isFree(_ q: Point) -> Bool { !others.contains { $0.insetBy(0.01).intersects(Rect(around: q, radius: 0)) } }
        if isFree(wanted) { return wanted }
        let xs = [wanted.x, box.minX, box.maxX] + others.flatMap { [$0.minX, $0.maxX] }
        let ys = [wanted.y, box.minY, box.maxY] + others.flatMap { [$0.minY, $0.maxY] }
        var best: Point?
        for x in xs {
            for y in ys {
                let q = box.clamped(Point(x, y))
                if isFree(q), best.map({ q.distance(to: wanted) < $0.distance(to: wanted) }) ?? true { best = q }
            }
        }
        return best
    }

    private func cancelDrag() {
        guard let d = drag, let i = index(of: d.id) else { return }
        drag = nil
        flyToRest(i, from: d.center)
    }

    /// The way round the neighbours in its area that `item`, pushed aside, would slide over on
    /// the straight line from `from` to its resting place: round the nearest in the way, then
    /// from there round the next, and so on (a neighbour once each).
    private func detour(for item: DropItem, from: Point) -> [Point] {
        let to = restingCenter(item)
        let bounds = Rect(x: 0, y: 0, width: layoutWidth, height: layoutHeight).inset(atMost: item.halfExtent)
        let others = items.filter { $0.id != item.id }
        // The way goes round those in its own area, and over no other item's box, the other
        // area's either.
        let boxes = others.map { Rect(around: restingCenter($0), radius: $0.halfExtent) }
        var neighbours = others.indices.filter { others[$0].container == item.container }.map { boxes[$0] }
        var via: [Point] = [], start = from
        while true {
            let ways = neighbours.indices.map { k in
                (k, Self.detour(from: start, to: to, around: neighbours[k], clearance: item.halfExtent + Self.dropGap / 2,
                                among: boxes.filter { $0 != neighbours[k] }, within: bounds))
            }
            guard let (k, way) = ways.filter({ !$0.1.isEmpty })
                .min(by: { neighbours[$0.0].center.distance(to: start) < neighbours[$1.0].center.distance(to: start) })
            else { return via }
            via += way
            start = way[way.count - 1]
            neighbours.remove(at: k)
        }
    }

    /// Items pushed at once whose ways would meet take turns: each waits where the layout
    /// carried it, as little as it can, until it meets none of the earlier ones (at the latest
    /// until they have all arrived). Two pushed to a neighbour's other sides at once hopped over
    /// it together and met on top, 50 px deep in each other (found by a first-time user). Where
    /// no wait keeps them apart, it takes the one they meet least deep with: waiting where an
    /// earlier one's way ran through it, the longest wait had it sink 36 px deeper.
    ///
    /// One goes first whose place is not where another still is (red's new place was where
    /// the circle stood: going first, it ran into the circle).
    private func takeTurns(_ ids: [String]) {
        var left = ids.compactMap { id in items.first { $0.id == id } }, pushed: [DropItem] = []
        func box(_ item: DropItem, _ p: Point) -> Rect { Rect(around: p, radius: item.halfExtent) }
        while !left.isEmpty {
            let free = left.firstIndex { item in
                !left.contains { other in
                    other.id != item.id && flights[other.id].map {
                        box(item, restingCenter(item)).insetBy(0.5).intersects(box(other, $0.from))
                    } ?? false
                }
            } ?? 0
            pushed.append(left.remove(at: free))
        }
        for (k, item) in pushed.enumerated() where k > 0 {
            guard let mine = flights[item.id] else { continue }
            let earlier = pushed[..<k].compactMap { other in flights[other.id].map { (other, $0) } }
            let last = earlier.map(\.1.startTime).max() ?? now
            let steps = max(0, Int(((last - mine.startTime) / Self.flightDuration + 1) * 10))
            var best: (flight: Flight, deeper: Double)?
            for n in 0...steps {
                var waiting = mine
                waiting.startTime = min(mine.startTime + Double(n) * Self.flightDuration / 10, last + Self.flightDuration)
                let deeper = earlier.map { meeting(item, waiting, $0.0, $0.1) }.max() ?? 0
                if deeper < (best?.deeper ?? .infinity) { best = (waiting, deeper) }
                if deeper == 0 { break }
            }
            if let best { flights[item.id] = best.flight }
        }
    }

    /// How much deeper than at the start (the window may have changed under them both) items
    /// `a` and `b`, flying as `fa` and `fb`, come to cover each other, beyond half a pixel:
    /// their boxes, followed through both flights in steps of a hundredth of one. 0 when they
    /// do not meet.
    private func meeting(_ a: DropItem, _ fa: Flight, _ b: DropItem, _ fb: Flight) -> Double {
        let start = min(fa.startTime, fb.startTime)
        let end = max(fa.startTime, fb.startTime) + Self.flightDuration
        func depth(at t: Double) -> Double {
            let p = fa.position(toward: restingCenter(a), at: t), q = fb.position(toward: restingCenter(b), at: t)
            let reach = a.halfExtent + b.halfExtent
            return max(0, min(reach - abs(p.x - q.x), reach - abs(p.y - q.y)))
        }
        let initial = depth(at: start)
        let deepest = stride(from: start, through: end, by: Self.flightDuration / 100).map(depth).max() ?? 0
        return deepest > initial + 0.5 ? deepest - initial : 0
    }

    /// Sends item `i` flying from `c` to its resting place (back where it came from, or into the
    /// area it was just dropped on).
    private func flyToRest(_ i: Int, from c: Point) {
        flights[items[i].id] = Flight(from: c, startTime: now)
    }

    /// `p` moved into the window, `inset` from its edges (or to its middle line when the window is
    /// narrower than twice that).
    private func clampToWindow(_ p: Point, inset: Double = 0) -> Point {
        let window = Rect(x: 0, y: 0, width: layoutWidth, height: layoutHeight)
        return p.isFinite ? window.inset(atMost: inset).clamped(p) : window.center
    }

    /// Where the dragged item's centre may be: all of the item, and its shadow, stay in the
    /// window (in one too small for that, the item alone).
    private func clampDragged(_ p: Point, _ d: Drag) -> Point {
        let half = index(of: d.id).map { items[$0].halfExtent } ?? 0
        let shadow = DragDropScene.shadowOffset
        let room = Rect(x: half, y: half, width: layoutWidth - 2 * half - shadow.dx,
                        height: layoutHeight - 2 * half - shadow.dy)
        guard p.isFinite, room.width >= 0, room.height >= 0 else { return clampToWindow(p, inset: half) }
        return room.clamped(p)
    }

    /// Where a lifted item's shadow falls, from the item.
    static let shadowOffset = Vector(5, 7)

    // MARK: Frame

    public func update(to time: Double) {
        now = time
        for (id, flight) in flights where flight.isFinished(at: time) { flights[id] = nil }
    }

    public func draw(on canvas: Canvas, overlay: Bool) {
        let view = self.view
        guard view != .identity else { return drawLayout(on: canvas, overlay: overlay) }
        // Scaled down to fit, the layout shows on the background and the rest of the window in
        // grey, as the dynamics scene's world does.
        canvas.clear(Palette.outside)
        canvas.fillRect(Rect(x: 0, y: 0, width: layoutWidth, height: layoutHeight).applying(view), color: Palette.background)
        canvas.drawing(transformed: view) { drawLayout(on: canvas, overlay: overlay) }
        if overlay, let hovered = hoveredArea { drawTargetLabel(hovered, on: canvas) }
    }

    /// The area the dragged item would be dropped in now.
    private var hoveredArea: String? {
        drag.flatMap { d in areaName(at: d.byKeyboard ? d.center : (pointer ?? d.center)) }
    }

    /// The scene in the layout's coordinates (but for the overlay's drop-target label, which
    /// keeps its size in the window).
    private func drawLayout(on canvas: Canvas, overlay: Bool) {
        if view == .identity { canvas.clear(Palette.background) }
        let hovered = hoveredArea
        for name in DragDropScene.areaNames {
            let base = name == "green" ? Color(0.55, 0.85, 0.55) : Color(0.98, 0.90, 0.45)
            canvas.fillRect(layoutArea(name), color: base)
            if hovered == name {
                canvas.fillRect(layoutArea(name).insetBy(3), color: Color(1, 1, 1, 0.35))
                canvas.stroke(Polygon(corners(layoutArea(name))).path, color: Color(0.1, 0.1, 0.1, 0.6),
                              style: StrokeStyle(width: 3, dash: [8, 5]))
            }
        }
        for i in items.indices {
            let c = center(of: i)
            let lifted = drag?.id == items[i].id
            if lifted {
                // The lift: a soft shadow below and to the right.
                canvas.fill(items[i].outline(at: c + DragDropScene.shadowOffset).path, color: Color(0, 0, 0, 0.25))
            }
            items[i].draw(on: canvas, at: c)
            if focus == i && focusVisible {
                canvas.stroke(items[i].outline(at: c).path, color: Color(0.05, 0.05, 0.05),
                              style: StrokeStyle(width: 2, dash: [4, 3]))
            }
        }
        if overlay { drawOverlay(on: canvas, hovered: hovered) }
    }

    private func corners(_ r: Rect) -> [Point] {
        [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
    }

    /// The machinery: area bounds, each item's hit outline, and the drop target.
    private func drawOverlay(on canvas: Canvas, hovered: String?) {
        for name in DragDropScene.areaNames {
            canvas.stroke(Polygon(corners(layoutArea(name))).path, color: Palette.overlay, style: StrokeStyle(width: 1))
            canvas.text(name, at: Point(layoutArea(name).minX + 6, layoutArea(name).minY + 16), size: 12, color: Palette.overlay)
        }
        for i in items.indices {
            canvas.stroke(items[i].outline(at: center(of: i)).path, color: Palette.overlay, style: StrokeStyle(width: 1))
        }
        if let hovered, view == .identity { drawTargetLabel(hovered, on: canvas) }
    }

    /// The overlay's drop-target label, at the window's foot. (On a plate, as the other overlay
    /// labels: drawn bare it ran across the area's border.)
    private func drawTargetLabel(_ hovered: String, on canvas: Canvas) {
        HUD.drawLabel("drop target: \(hovered)", on: canvas, baseline: Double(height) - 28)
    }

    public var state: [(String, JSONValue)] {
        let view = self.view
        let list: [JSONValue] = items.indices.map { i in
            let c = view.apply(center(of: i))
            return .object([("id", .string(items[i].id)), ("container", .string(items[i].container)),
                            ("x", .number(c.x)), ("y", .number(c.y))])
        }
        return [("items", .array(list)), ("dragging", drag.map { .string($0.id) } ?? .null)]
    }
}
