import CCairo
import Geometry

/// Many shapes in one Cairo path: one fill or one stroke for all of them, which is several
/// times faster than a path per shape when there are hundreds (a scene of 1,000 bodies).
extension Canvas {
    /// Fills every polygon (a closed outline through its points) with `color`, non-zero winding.
    public func fillPolygons(_ polygons: [[Point]], color: Color) {
        withContext { cr in
            addPolygons(polygons, to: cr)
            setColor(color)
            cairo_fill(cr)
        }
    }

    /// Strokes every polygon's closed outline.
    public func strokePolygons(_ polygons: [[Point]], color: Color, style: StrokeStyle = StrokeStyle()) {
        withContext { cr in addPolygons(polygons, to: cr) }
        applyStroke(color: color, style: style)
    }

    /// Strokes each segment from `.0` to `.1`.
    public func strokeSegments(_ segments: [(Point, Point)], color: Color, style: StrokeStyle = StrokeStyle()) {
        withContext { cr in
            cairo_new_path(cr)
            for (a, b) in segments {
                cairo_move_to(cr, a.x, a.y)
                cairo_line_to(cr, b.x, b.y)
            }
        }
        applyStroke(color: color, style: style)
    }

    /// Fills a circle of `radius` about each of `centers`.
    public func fillCircles(centers: [Point], radius: Double, color: Color) {
        withContext { cr in
            cairo_new_path(cr)
            for c in centers {
                cairo_new_sub_path(cr)
                cairo_arc(cr, c.x, c.y, radius, 0, 2 * .pi)
            }
            setColor(color)
            cairo_fill(cr)
        }
    }

    private func addPolygons(_ polygons: [[Point]], to cr: OpaquePointer) {
        cairo_new_path(cr)
        for points in polygons {
            guard let first = points.first else { continue }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
        }
    }
}
