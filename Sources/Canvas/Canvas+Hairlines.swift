import CCairo
import Geometry

/// One-pixel lines without anti-aliasing, many at once, written straight into the surface.
///
/// The debug overlay of a crowded scene draws thousands of short lines: every outline, velocity,
/// contact normal and noise arrow. Cairo strokes each as a polygon and scan-converts it, which
/// with a thousand shapes took 10 ms of a 16.7 ms frame at 1280x720. Walking the pixels of each
/// line costs a few nanoseconds a pixel instead. The lines are the kind Cairo draws without
/// anti-aliasing: one pixel on each step along the major axis.
extension Canvas {
    /// Draws each segment from `.0` to `.1` (logical units) one device pixel wide without
    /// anti-aliasing, in `color` blended over what is there. A segment with an end that is not
    /// finite is skipped; the rest are clipped to the surface, so a far-off end costs nothing.
    ///
    /// - Complexity: O(segments + pixels drawn).
    public func drawHairlines(_ segments: [(Point, Point)], color: Color) {
        let w = pixelWidth, h = pixelHeight
        guard w > 0, h > 0, color.a > 0, !segments.isEmpty else { return }
        let pixel = ConvexFill.opaquePixel(color), alpha = UInt32((min(color.a, 1) * 255).rounded())
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let box = (maxX: Double(w), maxY: Double(h))
        for (a, b) in segments {
            let p = Point(a.x * scale, a.y * scale), q = Point(b.x * scale, b.y * scale)
            guard p.isFinite, q.isFinite, let (from, to) = Hairline.clip(p, q, width: box.maxX, height: box.maxY) else {
                continue
            }
            Hairline.walk(from, to) { x, y in
                // Rounding in the clip can put an end a hair outside: clamp, never write out of bounds.
                let col = min(max(x, 0), w - 1), row = min(max(y, 0), h - 1)
                let at = data + row * stride + col * 4
                let raw = UnsafeMutableRawPointer(at)
                if alpha >= 255 {
                    raw.storeBytes(of: pixel, as: UInt32.self)
                } else {
                    raw.storeBytes(of: ConvexFill.over(raw.load(as: UInt32.self), pixel, alpha), as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// ``drawHairlines(_:color:)`` for closed outlines: each polygon's edges, last point to first included.
    public func drawHairlineOutlines(_ polygons: [[Point]], color: Color) {
        var segments: [(Point, Point)] = []
        segments.reserveCapacity(polygons.reduce(0) { $0 + $1.count })
        for points in polygons where points.count >= 2 {
            for i in points.indices { segments.append((points[i], points[(i + 1) % points.count])) }
        }
        drawHairlines(segments, color: color)
    }
}

/// The geometry of a hairline: clipping and the pixel walk.
enum Hairline {
    /// The part of the segment from `p` to `q` inside `[0, width) x [0, height)`, or nil when none
    /// is (Liang and Barsky's clip: the parameter range left after each of the four edges).
    static func clip(_ p: Point, _ q: Point, width: Double, height: Double) -> (Point, Point)? {
        let d = q - p
        var lo = 0.0, hi = 1.0
        // Each edge as `k * t <= m`: the segment's parameter range on the inside of it.
        let inside = 0x1p-20  // keeps the far edges' own pixels out of the next column or row
        for (k, m) in [(-d.dx, p.x), (d.dx, width - inside - p.x), (-d.dy, p.y), (d.dy, height - inside - p.y)] {
            if k == 0 {
                if m < 0 { return nil }
            } else {
                let t = m / k
                if k < 0 { lo = max(lo, t) } else { hi = min(hi, t) }
            }
        }
        guard lo <= hi else { return nil }
        return (p + d * lo, p + d * hi)
    }

    /// Visits the pixels of the line from `p` to `q` (device coordinates inside the surface): one
    /// per step of the longer axis, the pixel holding the line's point at that step.
    @inline(__always)
    static func walk(_ p: Point, _ q: Point, _ visit: (Int, Int) -> Void) {
        let d = q - p
        let steps = Int(max(abs(d.dx), abs(d.dy)).rounded(.up))
        guard steps > 0 else {
            visit(Int(p.x), Int(p.y))
            return
        }
        let sx = d.dx / Double(steps), sy = d.dy / Double(steps)
        for i in 0...steps {
            visit(Int(p.x + sx * Double(i)), Int(p.y + sy * Double(i)))
        }
    }
}
