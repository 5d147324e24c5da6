import Canvas
import Testing

/// Sizes a canvas refuses with an error, never a trap.
@Suite("Canvas: sizes")
struct CanvasSizeTests {
    /// Logical sizes out of range, with scales that make them overflow a conversion to pixels
    /// (`Int.max` times 8 trapped before it was checked: found in review).
    @Test(arguments: [(0, 10, 1.0), (10, -1, 1.0), (Canvas.maximumSide + 1, 10, 1.0), (10, Canvas.maximumSide, 2.0),
                      (Int.max, 1, 1.0), (1, Int.max, 8.0), (Int.max / 4, 1, 8.0), (Int.min, 1, 1.0), (1, 1, 0.1)])
    func outOfRangeIsAnError(width: Int, height: Int, scale: Double) throws {
        #expect(throws: CanvasError.self) { try Canvas(width: width, height: height, scale: scale) }
        let canvas = try Canvas(width: 20, height: 10)
        #expect(throws: CanvasError.self) { try canvas.resize(width: width, height: height, scale: scale) }
        #expect(canvas.pixelWidth == 20 && canvas.pixelHeight == 10)
    }

    @Test func theLargestSideIsTaken() throws {
        let canvas = try Canvas(width: Canvas.maximumSide, height: 1)
        #expect(canvas.pixelWidth == Canvas.maximumSide)
    }
}
