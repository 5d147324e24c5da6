import Canvas
import Geometry
import Testing

@Suite("Canvas: hairlines")
struct HairlineTests {
    let red = Color(1, 0, 0)

    /// The pixels that are not white, as (x, y) pairs in row order.
    func inked(_ c: Canvas) -> [[Int]] {
        var out: [[Int]] = []
        for y in 0..<c.pixelHeight {
            for x in 0..<c.pixelWidth {
                let p = c.pixel(x: x, y: y)!
                if p.r != 255 || p.g != 255 || p.b != 255 { out.append([x, y]) }
            }
        }
        return out
    }

    func blank(_ w: Int, _ h: Int, scale: Double = 1) throws -> Canvas {
        let c = try Canvas(width: w, height: h, scale: scale)
        c.clear(.white)
        return c
    }

    @Test func aHorizontalLineInksTheRowItCrosses() throws {
        let c = try blank(10, 10)
        c.drawHairlines([(Point(2.5, 3.5), Point(7.5, 3.5))], color: red)
        #expect(inked(c) == (2...7).map { [$0, 3] })
        #expect(c.pixel(x: 4, y: 3) == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aDiagonalInksOnePixelPerStep() throws {
        let c = try blank(10, 10)
        c.drawHairlines([(Point(0.5, 0.5), Point(9.5, 9.5))], color: red)
        #expect(inked(c) == (0...9).map { [$0, $0] })
        // A steep line: one pixel on each row, none skipped.
        let d = try blank(10, 10)
        d.drawHairlines([(Point(2.5, 0.5), Point(4.5, 9.5))], color: red)
        let rows = inked(d).map { $0[1] }
        #expect(rows == Array(0...9))
    }

    @Test func outlinesCloseTheirPolygons() throws {
        let c = try blank(12, 12)
        c.drawHairlineOutlines([[Point(2.5, 2.5), Point(8.5, 2.5), Point(8.5, 8.5), Point(2.5, 8.5)]], color: red)
        let ink = Set(inked(c).map { "\($0[0]),\($0[1])" })
        // The four sides of the square from pixel 2 to pixel 8, and nothing inside or outside.
        var expected = Set<String>()
        for k in 2...8 {
            for s in ["\(k),2", "\(k),8", "2,\(k)", "8,\(k)"] { expected.insert(s) }
        }
        #expect(ink == expected)
    }

    @Test func farOffEndsAreClippedAndCostNothing() throws {
        let c = try blank(10, 10)
        // A line a trillion pixels long across row 5: exactly that row, drawn at once.
        c.drawHairlines([(Point(-1e12, 5.5), Point(1e12, 5.5))], color: red)
        #expect(inked(c) == (0...9).map { [$0, 5] })
        // Lines wholly outside, or along the outer edges, draw nothing.
        let d = try blank(10, 10)
        d.drawHairlines([(Point(-5, -5), Point(-1, 20)), (Point(10.5, 0), Point(10.5, 9)),
                         (Point(0, 10), Point(9, 10)), (Point(20, 20), Point(30, 40))], color: red)
        #expect(inked(d).isEmpty)
    }

    @Test func nonFiniteSegmentsAreSkipped() throws {
        let c = try blank(10, 10)
        c.drawHairlines([(Point(.nan, 1), Point(5, 5)), (Point(1, 1), Point(.infinity, 5)),
                         (Point(-.infinity, 2), Point(.infinity, 2)), (Point(1.5, 1.5), Point(1.5, 1.5))], color: red)
        // Only the last, a single point, is drawn.
        #expect(inked(c) == [[1, 1]])
    }

    @Test func translucentColoursBlendOverWhatIsThere() throws {
        let c = try blank(4, 4)
        c.drawHairlines([(Point(0.5, 1.5), Point(3.5, 1.5))], color: Color(1, 0, 0, 0.5))
        // Half red over white: (255, 128, 128) to a level of rounding.
        let p = c.pixel(x: 2, y: 1)!
        #expect(p.r == 255 && abs(Int(p.g) - 128) <= 1 && abs(Int(p.b) - 128) <= 1)
    }

    @Test func logicalUnitsAreScaledToDevicePixels() throws {
        let c = try blank(10, 10, scale: 2)
        #expect(c.pixelWidth == 20)
        c.drawHairlines([(Point(1, 2.25), Point(4, 2.25))], color: red)
        // Device y = 4.5: row 4, columns 2 to 8.
        #expect(inked(c) == (2...8).map { [$0, 4] })
    }
}
