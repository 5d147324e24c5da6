import Canvas
import Geometry

/// Something that can be dragged between drop areas: its look, its true outline, and where it is.
struct DropItem {
    enum Shape {
        case square(side: Double)
        case circle(radius: Double)
        case star(outer: Double, inner: Double)
    }

    let id: String
    let shape: Shape
    let color: Color
    /// The area it belongs to ("green" or "yellow").
    var container: String
    /// Centre as fractions of its area's inner box, so a resize keeps it inside.
    var place: Point

    /// The outline about `center`, for drawing and hit testing.
    func outline(at center: Point) -> Polygon {
        switch shape {
        case .square(let s):
            let h = s / 2
            return Polygon([center + Vector(-h, -h), center + Vector(h, -h), center + Vector(h, h), center + Vector(-h, h)])
        case .circle(let r):
            return Polygon.regular(sides: 48, center: center, radius: r)
        case .star(let outer, let inner):
            return Polygon.star(points: 5, center: center, outer: outer, inner: inner)
        }
    }

    /// True when `p` is on the item drawn at `center` (circles exactly, others by their polygon).
    func hits(_ p: Point, at center: Point) -> Bool {
        if case .circle(let r) = shape { return p.distance(to: center) <= r }
        return outline(at: center).contains(p)
    }

    /// Half the size of the box the item needs, to keep it fully inside an area.
    var halfExtent: Double {
        switch shape {
        case .square(let s): s / 2
        case .circle(let r): r
        case .star(let outer, _): outer
        }
    }

    func draw(on canvas: Canvas, at center: Point) {
        if case .circle(let r) = shape {
            canvas.fillCircle(center: center, radius: r, color: color)
        } else {
            canvas.fill(outline(at: center).path, color: color)
        }
    }
}
