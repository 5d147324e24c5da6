import Canvas
import Geometry
import Input
@testable import Scenes
import Testing

/// Where the dynamics overlay's status line goes.
@Suite("Dynamics status line")
struct DynamicsStatusTests {
    /// With gravity on, the shapes pile up along the bottom, where the status line lay over them
    /// (found by first-time users, at 800x600 and at 320x240): it goes to the top, clear of every
    /// shape and of the frame graph, in as many lines as it needs there. With the shapes in the
    /// middle it stays at the bottom; in a window too short for it at the top, too.
    @Test(arguments: [(800, 600), (320, 240), (400, 300)])
    func theStatusLineLeavesAPileAtTheBottom(width: Int, height: Int) throws {
        let run = try DynamicsRun(width: width, height: height, draws: true)
        run.step([.key(Key("d"))])
        run.steps(10)
        #expect(run.scene.statusPlate == nil, "at the start the status line is at the bottom")
        run.step([.key(Key("g"))])
        run.steps(300)
        let plate = try #require(run.scene.statusPlate, "with the shapes piled at the bottom, it is at the top")
        for body in run.bodies {
            let box = try #require(Rect(enclosing: body.vertices.map(run.scene.view.apply)))
            #expect(!box.intersects(plate), "\(body.kind) at \(box) is under the status line at \(plate)")
        }
        let graph = HUD.frameGraphArea(on: try #require(run.canvas), left: false)
        #expect(!graph.intersects(plate) && plate.minY > 45, "graph \(graph), notice band to 45, plate \(plate)")
    }

    @Test func aWindowTooShortKeepsTheStatusLineAtTheBottom() throws {
        let short = try DynamicsRun(width: 200, height: 150, draws: true)
        short.step([.key(Key("d"))])
        short.step([.key(Key("g"))])
        short.steps(300)
        #expect(short.scene.statusPlate == nil)
    }
}
