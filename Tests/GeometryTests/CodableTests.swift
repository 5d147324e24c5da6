import Foundation
import Geometry
import Testing

/// Geometry's values as data and as text: JSON that decodes to the same value, and descriptions
/// that read back.
@Suite("Codable and descriptions")
struct CodableTests {
    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: try JSONEncoder().encode(value))
    }

    @Test func aPathOfEveryKindOfSegmentDecodesToItself() throws {
        var p = Path()
        p.move(to: Point(1, 2))
        p.line(to: Point(3.5, -4))
        p.quadCurve(to: Point(7, 8), control: Point(5, 6))
        p.curve(to: Point(0.1, 1e20), control1: Point(0.1, 0), control2: Point(-3, 12))
        p.add(Arc(center: Point(5, 5), u: Vector(2, 1), v: Vector(-1, 3), startAngle: 0.3, sweep: -2))
        p.close()
        p.move(to: Point(9, 9))
        #expect(try roundTrip(p) == p)
        #expect(try roundTrip(Polygon.regular(sides: 5, center: Point(1, 1), radius: 3)) == Polygon.regular(sides: 5, center: Point(1, 1), radius: 3))
        // A point is its two coordinates by name. (Sorted: JSONEncoder's key order is otherwise
        // unspecified, and on Linux it varies from run to run: this test failed in one of two full runs.)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Point(1.5, -2)), as: UTF8.self)
        #expect(json == #"{"x":1.5,"y":-2}"#)
    }

    /// A path reads as its SVG path data, and a transform as SVG's matrix(...), which an SVG
    /// document reads back as the same map.
    @Test func descriptionsReadBack() throws {
        let p = try Path(svgPathData: "M 0 0 L 10 0 Q 15 5 10 10 Z")
        #expect(p.description == p.svgPathData)
        #expect(try Path(svgPathData: p.description) == p)
        let m = AffineTransform.rotation(0.5).then(.translation(Vector(3, -4))).then(.scale(2, 1))
        #expect(m.description.hasPrefix("matrix("))
        let line = try Path(svgDocument: #"<svg><line transform="\#(m)" x1="1" y1="2" x2="3" y2="5"/></svg>"#)
        #expect(line.subpaths[0].start == m.apply(Point(1, 2)) && line.subpaths[0].end == m.apply(Point(3, 5)))
    }
}
