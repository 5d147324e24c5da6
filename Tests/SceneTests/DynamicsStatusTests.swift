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
    @Test(arguments: [(800, 600), (320, 240), (400, 300), (300, 200)])
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
        // (Under 320x240 there is no graph: at 300x200 the status kept clear of where it would
        // be, in three lines, and stayed on the pile; found by a first-time user.)
        let canvas = try #require(run.canvas)
        let graph = HUD.fits(canvas, HUD.frameGraphMinimum) ? HUD.frameGraphArea(on: canvas, left: false) : Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(!graph.intersects(plate) && plate.minY > 45, "graph \(graph), notice band to 45, plate \(plate)")
    }

    /// A notice goes below the status line at the top, where there is room (in two lines at
    /// 320x240 it covered the status line's last two; found by a first-time user).
    @Test(arguments: [(320, 240), (400, 300), (800, 600)])
    func aNoticeKeepsOffTheStatusLine(width: Int, height: Int) throws {
        let run = try DynamicsRun(width: width, height: height, draws: true)
        run.step([.key(Key("d"))])
        run.step([.key(Key("g"))])
        run.steps(170)
        run.step([.key(Key("o"))])
        let plate = try #require(run.scene.statusPlate)
        let canvas = try #require(run.canvas)
        // The notice's dark panel (Palette.panel), in the plate and anywhere.
        func panelPixels(in box: Rect) -> Int {
            countPixels(canvas, in: box) { r, g, b in abs(r - 31) < 4 && abs(g - 31) < 4 && abs(b - 36) < 4 }
        }
        #expect(panelPixels(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height))) > 500, "no notice drawn")
        #expect(panelPixels(in: plate) == 0, "the notice covers the status line at \(plate)")
    }

    /// The help hint leaves a shape resting in the bottom-left corner for the bottom-right,
    /// with the overlay or without (the square under gravity lay under it; found by a
    /// first-time user); at the start, with nothing there, it is bottom-left. In the figure-8,
    /// whose overlay labels the bottom-right corner, it stays bottom-left.
    @Test func theHintLeavesAShapeInTheCorner() throws {
        func hintPixels(_ canvas: Canvas, right: Bool) -> Int {
            // The hint's grey text on its pale plate: mid greys, in the corner's plate.
            countPixels(canvas, in: HUD.hintPlate(on: canvas, right: right)) { r, g, b in
                abs(r - g) < 8 && abs(g - b) < 12 && r > 60 && r < 170
            }
        }
        for overlay in [false, true] {
            let run = try DynamicsRun(draws: true)
            if overlay { run.step([.key(Key("d"))]) }
            run.step()
            let canvas = try #require(run.canvas)
            #expect(hintPixels(canvas, right: false) > 20 && hintPixels(canvas, right: true) == 0)
            run.step([.key(Key("g"))])
            run.steps(300)
            #expect(hintPixels(canvas, right: true) > 20, "overlay \(overlay): the hint is not bottom-right")
            let plate = HUD.hintPlate(on: canvas, right: true)
            for body in run.bodies {
                #expect(!(Rect(enclosing: body.vertices)?.intersects(plate) ?? true), "\(body.kind) under the hint")
            }
        }
        // The arc's image sent to the bottom-left corner: without the overlay the hint leaves it;
        // with it, whose figures are in the bottom-right corner, it stays.
        for overlay in [false, true] {
            let arc = try ArcRun()
            if overlay { arc.step([.key(Key("d"))]) }
            arc.step([.pointerDown(Point(0, 600))])
            arc.steps(150)
            #expect(hintPixels(arc.canvas, right: !overlay) > 20, "overlay \(overlay)")
            #expect(hintPixels(arc.canvas, right: overlay) == 0, "overlay \(overlay)")
        }
    }

    @Test func aWindowTooShortKeepsTheStatusLineAtTheBottom() throws {
        let short = try DynamicsRun(width: 200, height: 150, draws: true)
        short.step([.key(Key("d"))])
        short.step([.key(Key("g"))])
        short.steps(300)
        #expect(short.scene.statusPlate == nil)
    }
}
