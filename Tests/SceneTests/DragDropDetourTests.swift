import Geometry
import Input
@testable import Scenes
import Testing

@Suite("Drag and drop, the way round a neighbour")
struct DragDropDetourTests {
    let neighbour = Rect(around: Point(100, 100), radius: 30)
    let bounds = Rect(x: 0, y: 0, width: 400, height: 400)

    /// Straight across a neighbour 60 px wide, clearing it by 25 px: up to 55 px above its
    /// centre's line (30 + 25), along, and down; below instead when there is no room above.
    @Test func aGlideAcrossANeighbourGoesOverIt() {
        let over = DragDropScene.detour(from: Point(20, 100), to: Point(180, 100), around: neighbour, clearance: 25, within: bounds)
        #expect(over == [Point(20, 45), Point(180, 45)])
        let low = Rect(x: 0, y: 60, width: 400, height: 340)
        let under = DragDropScene.detour(from: Point(20, 100), to: Point(180, 100), around: neighbour, clearance: 25, within: low)
        #expect(under == [Point(20, 155), Point(180, 155)])
    }

    /// A clear line needs no way round; nor does one with no room on any side, which goes
    /// straight.
    @Test func aClearLineOrNoRoomGoesStraight() {
        #expect(DragDropScene.detour(from: Point(20, 20), to: Point(180, 20), around: neighbour, clearance: 25, within: bounds).isEmpty)
        let tight = Rect(x: 10, y: 60, width: 180, height: 80)
        #expect(DragDropScene.detour(from: Point(20, 100), to: Point(180, 100), around: neighbour, clearance: 25, within: tight).isEmpty)
    }

    /// Starting within the clearance (the window changed under the two), it leaves by a side
    /// it can reach without crossing the neighbour: up from where it is, not across to the right.
    @Test func aGlideStartingBesideTheNeighbourLeavesWithoutCrossingIt() {
        let way = DragDropScene.detour(from: Point(60, 100), to: Point(180, 100), around: neighbour, clearance: 25, within: bounds)
        #expect(way == [Point(60, 45), Point(180, 45)])
    }

    /// No leg of the way round may cross another item: with one above, it goes under.
    @Test func theWayRoundAvoidsTheOtherItems() {
        let above = Rect(around: Point(100, 40), radius: 20)
        let way = DragDropScene.detour(from: Point(20, 100), to: Point(180, 100), around: neighbour, clearance: 25,
                                       among: [above], within: bounds)
        #expect(way == [Point(20, 155), Point(180, 155)])
    }

    /// A window narrowed a little at a time, as a person drags its corner, pushes red, dropped
    /// between blue and the star, to the star's other side: it goes round the star, and no item
    /// covers another in any frame (it slid straight through the star, 50 px deep; found by a
    /// first-time user).
    @Test func anItemPushedPastItsNeighbourByALiveResizeGoesRoundIt() throws {
        let run = try DragDropRun()
        run.step()
        run.drag(from: run.point("red"), to: Point(424.5, 455.5))
        run.steps(20)
        let half = ["red": 25.0, "blue": 25.0, "circle": 27.0, "star": 32.0]
        var deepest = 0.0, redWentAbove = false
        for w in stride(from: 798, through: 322, by: -4) + Array(repeating: 322, count: 30) {
            run.step([.resize(width: w, height: 600 * w / 800)])
            let items = run.items
            for (a, ea) in half {
                for (b, eb) in half where a < b && items[a]?.container == items[b]?.container {
                    let (p, q) = (run.point(a), run.point(b))
                    deepest = max(deepest, min(ea + eb - abs(p.x - q.x), ea + eb - abs(p.y - q.y)))
                }
            }
            if run.point("red").y < run.point("star").y - 40 { redWentAbove = true }
        }
        #expect(deepest <= 0, "items \(deepest) px deep in each other")
        #expect(redWentAbove, "red never went round the star")
        #expect(run.point("red").x > run.point("star").x, "red is not on the star's other side")
    }

    /// Steps of a live resize that push red to the star's other side while it still glides from
    /// an earlier push: it starts again from where it is, round the star, with no jump (its way
    /// led on to the old place, and the new one moved it 73 px in one frame).
    @Test func aPushWhileGlidingStartsAgainFromWhereTheItemIs() throws {
        let run = try DragDropRun()
        run.step()
        run.drag(from: run.point("red"), to: Point(424.5, 455.5))
        run.steps(20)
        var last = run.point("red"), largest = 0.0, redWentAbove = false
        for w in Array(stride(from: 796, through: 420, by: -8)) + [400, 380, 360, 340, 330, 322] {
            for events in [[InputEvent.resize(width: w, height: 600 * w / 800)], []] {
                run.step(events)
                largest = max(largest, run.point("red").distance(to: last))
                last = run.point("red")
                if run.point("red").y < run.point("star").y - 40 { redWentAbove = true }
            }
        }
        run.steps(30)
        #expect(largest < 30, "red moved \(largest) px in one frame")
        #expect(redWentAbove && run.point("red").x > run.point("star").x)
    }

    /// A window shrunk at once to the smallest pushes red and the circle to the star's other
    /// sides together, over the top both: the circle waits until red is by, so the two never
    /// cover each other more than the shrink left them (they met on top, 50 px deep; found
    /// by a first-time user), and both are in place within two flights.
    @Test func twoItemsPushedAtOnceTakeTurns() throws {
        let run = try DragDropRun()
        run.step()
        run.drag(from: run.point("red"), to: Point(424.5, 455.5))
        run.steps(20)
        run.drag(from: run.point("circle"), to: Point(539.6, 505))
        run.steps(40)
        run.step([.resize(width: 320, height: 240)])
        func depth() -> Double {
            let (p, q) = (run.point("red"), run.point("circle"))
            return min(52 - abs(p.x - q.x), 52 - abs(p.y - q.y))
        }
        let atTheShrink = depth()
        var deepest = -Double.infinity
        for _ in 0..<Int(2 * DragDropScene.flightDuration * run.fps) {
            run.step()
            deepest = max(deepest, depth())
        }
        #expect(deepest <= max(atTheShrink, 0) + 0.5, "red and the circle met \(deepest) px deep (\(atTheShrink) at the shrink)")
        let (red, circle, star, blue) = (run.point("red"), run.point("circle"), run.point("star"), run.point("blue"))
        #expect(red.x > star.x && circle.x < blue.x, "red at \(red), circle at \(circle)")
        run.steps(30)
        #expect(run.point("red") == red && run.point("circle") == circle, "still moving after two flights")
    }

    /// Four items dropped in green across a wide window, then the window narrowed at once:
    /// red's new place is where the circle stood, so the circle goes first and red waits; no
    /// two items come to cover each other deeper than the shrink left them (the circle waited
    /// in red's way and red sank 36 px into it; found by a first-time user).
    @Test func anItemWhosePlaceIsTakenWaitsForItToClear() throws {
        let run = try DragDropRun(width: 1400, height: 600)
        run.step()
        for (id, to) in [("blue", Point(762.07, 133.5)), ("red", Point(636.24, 101.89)),
                         ("circle", Point(695.16, 66.63)), ("star", Point(322.28, 58.92))] {
            run.drag(from: run.point(id), to: to)
            run.steps(20)
        }
        run.step([.resize(width: 320, height: 600)])
        let half = ["red": 25.0, "blue": 25.0, "circle": 27.0, "star": 32.0]
        func depths() -> [String: Double] {
            var out: [String: Double] = [:]
            for (a, ea) in half {
                for (b, eb) in half where a < b {
                    let (p, q) = (run.point(a), run.point(b))
                    out[a + "/" + b] = max(0, min(ea + eb - abs(p.x - q.x), ea + eb - abs(p.y - q.y)))
                }
            }
            return out
        }
        let atTheShrink = depths()
        for _ in 0..<40 {
            run.step()
            for (pair, d) in depths() {
                #expect(d <= atTheShrink[pair]! + 0.5, "\(pair) \(d) px deep, \(atTheShrink[pair]!) at the shrink")
            }
        }
        #expect(depths().values.allSatisfy { $0 == 0 }, "\(depths())")
    }
}
