import Canvas
import Geometry
import Input
@testable import Scenes
import Testing

/// Where the dynamics overlay's status line goes.
@Suite("Dynamics status line")
struct DynamicsStatusTests {
    /// With gravity on, the shapes pile up along the bottom, where the status line lay over them
    /// (found by a first-time user): it goes to the top, clear of every shape and of the frame
    /// graph. With the shapes in the middle it stays at the bottom; in a window too narrow for
    /// it and the graph side by side, too.
    @Test func theStatusLineLeavesAPileAtTheBottom() throws {
        let run = try DynamicsRun(draws: true)
        run.step([.key(Key("d"))])
        run.steps(10)
        #expect(run.scene.statusPlate == nil, "at the start the status line is at the bottom")
        run.step([.key(Key("g"))])
        run.steps(300)
        let plate = try #require(run.scene.statusPlate, "with the shapes piled at the bottom, it is at the top")
        for body in run.bodies {
            let box = try #require(Rect(enclosing: body.vertices))
            #expect(!box.intersects(plate), "\(body.kind) at \(box) is under the status line at \(plate)")
        }
        #expect(body(run, "square").center.y > 500 && body(run, "pentagon").center.y > 500)
        let graph = HUD.frameGraphArea(on: try #require(run.canvas), left: false)
        #expect(!graph.intersects(plate) && plate.minY > 45, "graph \(graph), notice band to 45, plate \(plate)")

        let narrow = try DynamicsRun(width: 420, height: 400, draws: true)
        narrow.step([.key(Key("d"))])
        narrow.step([.key(Key("g"))])
        narrow.steps(300)
        #expect(narrow.scene.statusPlate == nil)
    }

    func body(_ run: DynamicsRun, _ kind: String) -> DynamicsRun.Body { run.body(kind)! }
}
