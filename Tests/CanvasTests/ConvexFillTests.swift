import Canvas
import Geometry
import Testing

@Suite("Canvas: convex polygon fill")
struct ConvexFillTests {
    func pixel(_ c: Canvas, _ x: Int, _ y: Int) -> Pixel { c.pixel(x: x, y: y) ?? Pixel(r: 0, g: 0, b: 0, a: 0) }

    @Test func itLooksLikeCairosFill() throws {
        // Random convex polygons (corners on circles at increasing angles), filled by Cairo on one
        // canvas and by fillConvexPolygons on another: the same picture up to edge sampling.
        var seed: UInt64 = 42
        func unit() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(UInt64(1) << 53)
        }
        let cairo = try Canvas(width: 300, height: 200), own = try Canvas(width: 300, height: 200)
        cairo.clear(.white)
        own.clear(.white)
        var polygons: [(points: [Point], color: Color)] = []
        for _ in 0..<40 {
            let c = Point(unit() * 300, unit() * 200), r = 3 + unit() * 40, n = 3 + Int(unit() * 6)
            let start = unit() * 6
            let points = (0..<n).map { i in c + Vector(angle: start + 2 * .pi * (Double(i) + 0.4 * unit()) / Double(n)) * r }
            polygons.append((points, Color(unit(), unit(), unit(), 0.5 + unit() / 2)))
        }
        for p in polygons { cairo.fill(Polygon(p.points).path, color: p.color) }
        own.fillConvexPolygons(polygons)
        var worst = 0, total = 0
        for y in 0..<200 {
            for x in 0..<300 {
                let a = pixel(cairo, x, y), b = pixel(own, x, y)
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                worst = max(worst, d)
                total += d
            }
        }
        let mean = Double(total) / 60000
        // Edges sample differently and translucent blends may round the other way: a level at most
        // on average.
        #expect(mean < 1, "mean channel difference \(mean)")
        #expect(worst <= 64, "largest channel difference \(worst) (edge sampling differs, colours must not)")
    }

    @Test func insideIsExactlyTheColour() throws {
        let c = try Canvas(width: 50, height: 50)
        c.clear(.white)
        c.fillConvexPolygons([([Point(5, 5), Point(45, 5), Point(45, 45), Point(5, 45)], Color(hex: 0x336699))])
        #expect(pixel(c, 25, 25) == Pixel(r: 0x33, g: 0x66, b: 0x99, a: 255))
        #expect(pixel(c, 5, 5) == Pixel(r: 0x33, g: 0x66, b: 0x99, a: 255))
        #expect(pixel(c, 44, 44) == Pixel(r: 0x33, g: 0x66, b: 0x99, a: 255))
        #expect(pixel(c, 4, 25) == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(pixel(c, 45, 25) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aHalfCoveredPixelGetsHalfTheColour() throws {
        let c = try Canvas(width: 30, height: 10)
        c.clear(.white)
        c.fillConvexPolygons([([Point(10.5, 0), Point(20, 0), Point(20, 10), Point(10.5, 10)], .black)])
        // Column 10 is half covered: half of white is 127.5, rounded either way.
        let p = pixel(c, 10, 5)
        #expect(p.r >= 127 && p.r <= 128 && p.r == p.g && p.g == p.b, "\(p)")
        #expect(pixel(c, 11, 5) == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    /// A nearly level edge: a black band whose top rises 0.3 px over 100 columns. Each pixel of
    /// the row it crosses is covered by the area under the edge there, `11 - y(x + 0.5)` of it
    /// for a straight edge, up to the sampling's sixteenths. (With quarters, coverage stepped from
    /// full to 70 % between two columns, a seam that crawled along a slowly turning square.)
    @Test func aNearlyLevelEdgeShadesGradually() throws {
        let c = try Canvas(width: 120, height: 20)
        c.clear(.white)
        // The top edge runs from (0, 10.9) to (100, 10.6): inside row 10 all the way.
        func edge(_ x: Double) -> Double { 10.9 - 0.003 * x }
        c.fillConvexPolygons([([Point(0, edge(0)), Point(100, edge(100)), Point(100, 18), Point(0, 18)], .black)])
        var previous: Int?
        for x in 0..<100 {
            // The edge is straight, so the area under it in the pixel is its height at the middle.
            let covered = 11 - edge(Double(x) + 0.5)
            let expected = 255 * (1 - covered)
            let value = Int(pixel(c, x, 10).r)
            #expect(abs(Double(value) - expected) <= 255.0 / 16 + 1, "column \(x): \(value), exactly \(expected)")
            if let previous { #expect(abs(value - previous) <= 17, "a step at column \(x): \(previous) to \(value)") }
            previous = value
        }
    }

    @Test func laterPolygonsCoverEarlierOnes() throws {
        let c = try Canvas(width: 40, height: 40)
        c.clear(.white)
        let square = [Point(5, 5), Point(35, 5), Point(35, 35), Point(5, 35)]
        c.fillConvexPolygons([(square, .red), (square.map { $0 + Vector(5, 5) }, .blue)])
        #expect(pixel(c, 20, 20) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(pixel(c, 7, 7) == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aTranslucentColourBlendsOverWhatIsThere() throws {
        let c = try Canvas(width: 20, height: 20)
        c.clear(.white)
        c.fillConvexPolygons([([Point(0, 0), Point(20, 0), Point(20, 20), Point(0, 20)], Color(0, 0, 0, 0.5))])
        let p = pixel(c, 10, 10)
        #expect(p.r >= 127 && p.r <= 128 && p.a == 255, "\(p)")
    }

    @Test func shapesPartlyOutsideAreClippedAndBadOnesSkipped() throws {
        let c = try Canvas(width: 20, height: 20)
        c.clear(.white)
        c.fillConvexPolygons([
            ([Point(-50, -50), Point(10, -50), Point(10, 10), Point(-50, 10)], .black),
            ([Point(.nan, 0), Point(5, 5), Point(0, 5)], .red),
            ([Point(0, 0), Point(5, 5)], .red),
            ([Point(1e300, 1e300), Point(-1e300, 1e300), Point(0, -1e300)], .green),
            ([Point(15, 15), Point(60, 15), Point(60, 60), Point(15, 60)], .blue),
        ])
        #expect(pixel(c, 0, 0) == Pixel(r: 0, g: 255, b: 0, a: 255) || pixel(c, 0, 0) == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(pixel(c, 19, 19) == Pixel(r: 0, g: 0, b: 255, a: 255) || pixel(c, 19, 19).g == 255)
        for y in 0..<20 { for x in 0..<20 { #expect(pixel(c, x, y).a == 255) } }
    }

    @Test func aHiDPICanvasFillsDevicePixels() throws {
        let c = try Canvas(width: 20, height: 20, scale: 2)
        c.clear(.white)
        c.fillConvexPolygons([([Point(5, 5), Point(10, 5), Point(10, 10), Point(5, 10)], .black)])
        // Logical (5...10) is device (10...20).
        #expect(pixel(c, 10, 10) == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(pixel(c, 19, 19) == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(pixel(c, 20, 15) == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(pixel(c, 9, 15) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
