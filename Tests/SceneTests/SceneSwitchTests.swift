import Canvas
import Foundation
import Geometry
import Input
import Scenes
import Testing

/// The host driven frame by frame at 60 frames a second, read back through the state stream.
final class HostRun {
    let host: SceneHost
    let canvas: Canvas
    private(set) var frame = 0

    init(_ kind: SceneKind, width: Int = 800, height: Int = 600) throws {
        host = try SceneHost(scene: kind, width: width, height: height,
                             configuration: SceneConfiguration(assets: ArcRun.assets, realTime: false))
        canvas = try Canvas(width: width, height: height)
    }

    var time: Double { Double(frame) / 60 }

    func step(_ events: [InputEvent] = []) {
        host.frame(events: events, time: time, canvas: canvas)
        frame += 1
    }

    func steps(until t: Double) { while time < t - 1e-9 { step() } }

    func key(_ name: String) { step([.key(Key(name))]) }

    var state: [String: Any] {
        let line = host.stateLine(frame: frame, time: time)
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]) ?? [:]
    }

    func point(_ key: String) -> Point? {
        guard let o = state[key] as? [String: Any], let x = o["x"] as? Double, let y = o["y"] as? Double else { return nil }
        return Point(x, y)
    }
}

/// Keys 1-4 switch scenes; a scene left and shown again is found as it was left.
@Suite("Switching scenes")
struct SceneSwitchTests {
    @Test func aSceneShownAgainKeepsItsOptions() throws {
        let run = try HostRun(.arc)
        run.key("t")  // paced -> ease-in
        run.key("r")  // turning on
        run.key("1")
        run.key("2")
        let arc = try #require(run.host.scene as? ArcScene)
        #expect(arc.options.timing == .easeIn && arc.options.rotates)
    }

    @Test func addedShapesAreStillThere() throws {
        let run = try HostRun(.dynamics)
        run.step([.pointerMove(Point(300, 300)), .key(Key("space"))])
        run.step([.key(Key("space"))])
        #expect((run.state["bodies"] as? [Any])?.count == 4)
        run.key("4")
        #expect(run.state["scene"] as? String == "dragdrop")
        run.key("3")
        #expect((run.state["bodies"] as? [Any])?.count == 4)
    }

    /// An arc left mid-flight for 3 s (longer than the whole flight) is where it was on return,
    /// and flies on from there.
    @Test func anAnimationPausesWhileAnotherSceneIsShown() throws {
        let run = try HostRun(.arc)
        run.step([.pointerDown(Point(700, 300))])
        run.steps(until: 0.5)
        // The switch comes at t = 0.5: the arc is left at 0.5 s into its flight.
        let arc = try #require(run.host.scene as? ArcScene)
        let left = arc.position(at: 0.5)
        run.key("1")
        run.steps(until: 3.5)
        run.key("2")  // back at t = 3.5, which is 0.5 s on the arc's own clock
        #expect(run.point("image") == left)
        #expect(run.state["animating"] as? Bool == true)
        run.steps(until: 5.2)
        #expect(run.point("image") == Point(700, 300))
        #expect(run.state["animating"] as? Bool == false)
    }

    /// Grabs the figure-8's handle and drags it 20 px down; returns where it was grabbed.
    @discardableResult
    func startDraggingTheHandle(_ run: HostRun) throws -> Point {
        run.step()
        let handle = try #require(run.point("handle"))
        run.step([.pointerDown(handle)])
        run.step([.pointerMove(handle + Vector(0, 20))])
        #expect(run.state["dragging"] as? Bool == true)
        return handle
    }

    /// Its release goes to the other scene, so a drag ends when its scene is left.
    @Test func aDragInProgressEndsWhenItsSceneIsLeft() throws {
        let run = try HostRun(.figure8)
        let handle = try startDraggingTheHandle(run)
        run.key("2")
        run.step([.pointerUp(handle + Vector(0, 20))])
        run.key("1")
        #expect(run.state["dragging"] as? Bool == false)
    }

    /// An item carried by the keys needs no pointer: it is still carried, where it was, when
    /// its scene is shown again (it used to be dropped, and flew home).
    @Test func anItemCarriedByTheKeysWaitsThroughASwitch() throws {
        let run = try HostRun(.dragdrop)
        run.step()
        run.key("tab")
        run.key("space")
        run.key("down")
        let carried = try #require(run.state["dragging"] as? String)
        let items = try #require(run.state["items"] as? [[String: Any]])
        let before = try #require(items.first { $0["id"] as? String == carried })
        run.key("1")
        run.key("4")
        #expect(run.state["dragging"] as? String == carried)
        let after = try #require((run.state["items"] as? [[String: Any]])?.first { $0["id"] as? String == carried })
        #expect(after["x"] as? Double == before["x"] as? Double && after["y"] as? Double == before["y"] as? Double)
    }

    /// A resize while the scene is away reaches it when it is shown again: the figure-8 is the
    /// one for the new size, as in a scene that started there.
    @Test func aResizeWhileAwayReachesTheSceneWhenShown() throws {
        let run = try HostRun(.figure8)
        run.step()
        run.key("2")
        run.step([.resize(width: 400, height: 300)])
        run.key("1")
        let fresh = try HostRun(.figure8, width: 400, height: 300)
        fresh.step()
        let length = try #require(run.state["length"] as? Double)
        #expect(abs(length - (try #require(fresh.state["length"] as? Double))) < 1e-9)
        #expect(run.point("handle") == fresh.point("handle"))
    }

    /// A scene's clock starts when it is first shown: the dynamics opened after 10 s are where a
    /// run that started with them is after the same time, not 10 s further on.
    @Test func aNewSceneStartsItsClockWhenFirstShown() throws {
        let late = try HostRun(.figure8)
        late.steps(until: 10)
        late.key("3")
        late.steps(until: 11)
        let early = try HostRun(.dynamics)
        early.steps(until: 1)  // frames at 0 ... 59/60, as the late run's at 10 ... 10 + 59/60
        let a = try #require(late.state["bodies"] as? [[String: Any]])
        let b = try #require(early.state["bodies"] as? [[String: Any]])
        #expect(a.count == b.count)
        for (p, q) in zip(a, b) {
            #expect(p["x"] as? Double == q["x"] as? Double && p["y"] as? Double == q["y"] as? Double, "\(p) vs \(q)")
        }
    }

    /// Help opened mid-drag hides the scene: the drag ends there (it went on under the panel,
    /// unseen).
    @Test func openingTheHelpEndsADrag() throws {
        let run = try HostRun(.figure8)
        try startDraggingTheHandle(run)
        run.key("h")
        #expect(run.state["dragging"] as? Bool == false)
    }

    /// The help panel hides what is under it: a click closes it and goes no further (it used to
    /// start a drag or a flight under the panel, unseen).
    @Test func aClickClosesTheHelpAndGoesNoFurther() throws {
        let run = try HostRun(.arc)
        run.key("h")
        #expect(run.host.showsHelp)
        run.step([.pointerDown(Point(700, 300))])
        #expect(!run.host.showsHelp)
        #expect(run.state["animating"] as? Bool == false)
        run.step([.pointerUp(Point(700, 300))])
        run.step([.pointerDown(Point(700, 300))])
        #expect(run.state["animating"] as? Bool == true)
    }

    /// A scene's key under the help panel closes it and goes no further, as a click does: the
    /// arrows used to move the figure-8's handle unseen behind the panel.
    @Test func aScenesKeyClosesTheHelpAndGoesNoFurther() throws {
        let run = try HostRun(.figure8)
        run.step()
        let start = try #require(run.point("handle"))
        for key in [Key("right"), Key("right", shift: true)] {
            run.key("h")
            run.step([.key(key)])
            #expect(!run.host.showsHelp)
            #expect(run.point("handle") == start)
        }
        run.step([.key(Key("right"))])
        #expect(run.point("handle") != start)
    }

    /// Every scene key closes the help, the shown scene's own too (1 in the figure-8 scene left
    /// it open, found by a first-time user); the scene shown is then the key's.
    @Test func everySceneKeyClosesTheHelp() throws {
        let run = try HostRun(.figure8)
        for key in ["1", "2", "2", "4", "3", "1"] {
            run.key("h")
            #expect(run.host.showsHelp)
            run.key(key)
            #expect(!run.host.showsHelp, "key \(key)")
            #expect(run.host.scene.name == SceneKind.allCases.first { $0.key == key }?.rawValue)
        }
    }

    /// Space in a dynamics window with no room left says so, instead of doing nothing unseen.
    @Test func spaceWithNoRoomLeftSaysSo() throws {
        let run = try HostRun(.dynamics, width: 400, height: 300)
        run.step([.pointerMove(Point(200, 150))])
        var presses = 0
        while run.host.shownMessage == nil && presses < 200 {
            run.key("space")
            presses += 1
        }
        let shapes = (run.state["bodies"] as? [Any])?.count ?? 0
        #expect(run.host.shownMessage?.contains("No room") == true, "after \(presses) presses, \(shapes) shapes")
        #expect(run.host.shownMessage?.contains("C clears") == true)
        // The press that was refused added nothing: every earlier one did (several).
        #expect(shapes == 2 + presses - 1 && presses > 3, "\(presses) presses, \(shapes) shapes")
        // The message spoke of the dynamics scene: it goes with it.
        run.key("4")
        #expect(run.host.shownMessage == nil)
    }

    /// An arc option's key says on screen what it changed to (only the help panel used to).
    @Test func anArcOptionsKeyShowsItsNewValue() throws {
        let run = try HostRun(.arc)
        run.key("t")
        #expect(run.host.shownMessage == "T: timing (now ease-in)")
        run.key("r")
        #expect(run.host.shownMessage == "R: turn the image along the arc (now on)")
        run.key("b")
        #expect(run.host.shownMessage?.hasPrefix("B: arc side (now right)") == true, "\(run.host.shownMessage ?? "none")")
        run.key("x")  // no option's key: the last message stays
        #expect(run.host.shownMessage?.hasPrefix("B: arc side") == true)
    }

    /// In a window with no room even for the first added shape, the notice does not offer C:
    /// there is nothing for it to clear.
    @Test func withNothingAddedTheNoticeDoesNotOfferC() throws {
        let run = try HostRun(.dynamics, width: 200, height: 150)
        run.step([.pointerMove(Point(150, 100))])
        run.key("space")
        let message = try #require(run.host.shownMessage)
        #expect(message.contains("No room") && !message.contains("C clears"), "\(message)")
    }

    /// A scene shown again is told where the pointer went meanwhile: Space adds a shape there,
    /// not where the pointer was when the scene was left.
    @Test func aSceneShownAgainKnowsWhereThePointerIs() throws {
        let run = try HostRun(.dynamics)
        run.step([.pointerMove(Point(150, 150))])
        run.key("4")
        run.step([.pointerMove(Point(600, 420))])
        run.key("3")
        run.key("space")
        let bodies = try #require(run.state["bodies"] as? [[String: Any]])
        let added = try #require(bodies.last)
        let at = Point(added["x"] as? Double ?? .nan, added["y"] as? Double ?? .nan)
        #expect(bodies.count == 3 && at.distance(to: Point(600, 420)) < 5, "\(at)")
    }
}

