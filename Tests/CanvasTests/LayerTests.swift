import Canvas
import Geometry
import Testing

/// A cached drawing shown at another size: halved (each pixel the mean of four) and painted
/// through a transform.
@Suite("Canvas: layers")
struct LayerTests {
    /// A 4x4 canvas: black columns 0 and 1, then a column of black and white pixels in turn, then white.
    func pattern(scale: Double = 1) throws -> Canvas {
        let c = try Canvas(width: 4, height: 4, scale: scale)
        c.clear(Color(1, 1, 1))
        c.fillRect(Rect(x: 0, y: 0, width: 2, height: 4), color: Color(0, 0, 0))
        for y in stride(from: 0, to: 4, by: 2) {
            c.fillRect(Rect(x: 2, y: Double(y), width: 1, height: 1), color: Color(0, 0, 0))
        }
        return c
    }

    @Test func halvingAveragesEachBlockOfFour() throws {
        let half = try #require(try pattern().halved())
        #expect(half.width == 4 && half.height == 4 && half.scale == 0.5)
        #expect(half.pixelWidth == 2 && half.pixelHeight == 2)
        for y in 0..<2 {
            #expect(half.pixel(x: 0, y: y) == Pixel(r: 0, g: 0, b: 0, a: 255))
            // One black pixel of four: three quarters white.
            let p = try #require(half.pixel(x: 1, y: y))
            #expect((190...193).contains(Int(p.r)) && p.r == p.g && p.g == p.b, "got \(p)")
        }
        // One pixel a side cannot be halved.
        #expect(try Canvas(width: 1, height: 1).halved() == nil)
    }

    /// A layer painted through a scaling lands where the transform says, in device pixels of
    /// both canvases' scales.
    @Test(arguments: [(1.0, 1.0), (1.0, 2.0), (2.0, 1.0)])
    func paintingMapsLogicalUnits(layerScale: Double, canvasScale: Double) throws {
        let layer = try Canvas(width: 10, height: 10, scale: layerScale)
        layer.clear(Color(1, 1, 1))
        layer.fillRect(Rect(x: 0, y: 0, width: 5, height: 10), color: Color(0, 0, 0))
        let c = try Canvas(width: 40, height: 40, scale: canvasScale)
        c.clear(Color(1, 1, 1))
        // Twice as large, 10 units right: the black half covers logical x in [10, 20].
        c.paint(layer, transformed: AffineTransform.scale(2).then(.translation(Vector(10, 0))))
        func at(_ x: Double, _ y: Double) -> Pixel? { c.pixel(x: Int(x * canvasScale), y: Int(y * canvasScale)) }
        #expect(at(15, 10)?.r == 0)
        #expect(at(25, 10)?.r == 255)
        #expect(at(5, 10)?.r == 255)
        #expect(at(15, 30)?.r == 255, "below the layer nothing is painted")
    }
}
