import CCairo
import Geometry

/// Many outlines, segments or dots at once, for scenes with hundreds of shapes (to fill many
/// convex shapes, see ``Canvas/fillConvexPolygons(_:)``).
///
/// Measured with Cairo 1.16 at 1280x720, 1,000 outlines of polygons about 16 px across:
/// anti-aliased, one stroke each takes about 14 ms in all, and one path holding them all takes
/// longer, not less; without anti-aliasing one path holding them all takes about 3 ms. So
/// anti-aliased drawing goes item by item, and `antialias: false` (for crowded debug drawings)
/// draws everything in one path.
extension Canvas {
    /// Strokes every polygon's closed outline.
    public func strokePolygons(_ polygons: [[Point]], color: Color, style: StrokeStyle = StrokeStyle(),
                               antialias: Bool = true) {
        withContext { cr in
            batched(polygons, antialias: antialias, cr) { addPolygon($0, to: cr) } draw: { applyStroke(color: color, style: style) }
        }
    }

    /// Strokes each segment from `.0` to `.1`.
    public func strokeSegments(_ segments: [(Point, Point)], color: Color, style: StrokeStyle = StrokeStyle(),
                               antialias: Bool = true) {
        withContext { cr in
            batched(segments, antialias: antialias, cr) { s in
                cairo_move_to(cr, s.0.x, s.0.y)
                cairo_line_to(cr, s.1.x, s.1.y)
            } draw: { applyStroke(color: color, style: style) }
        }
    }

    /// Fills a circle of `radius` about each of `centers`.
    public func fillCircles(centers: [Point], radius: Double, color: Color, antialias: Bool = true) {
        withContext { cr in
            setColor(color)
            batched(centers, antialias: antialias, cr) { c in
                cairo_new_sub_path(cr)
                cairo_arc(cr, c.x, c.y, radius, 0, 2 * .pi)
            } draw: { cairo_fill(cr) }
        }
    }

    /// Adds each item to the path and draws: item by item when anti-aliased, all at once when not.
    private func batched<T>(_ items: [T], antialias: Bool, _ cr: OpaquePointer, add: (T) -> Void, draw: () -> Void) {
        if antialias {
            for item in items {
                cairo_new_path(cr)
                add(item)
                draw()
            }
        } else {
            cairo_save(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
            cairo_new_path(cr)
            for item in items { add(item) }
            draw()
            cairo_restore(cr)
        }
    }

    private func addPolygon(_ points: [Point], to cr: OpaquePointer) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
    }
}
