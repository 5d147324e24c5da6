import CChipmunk
import Geometry

/// Conversions between Geometry's types and Chipmunk's vector, kept inside this module.
extension Point {
    init(_ v: cpVect) { self.init(v.x, v.y) }
}

extension Vector {
    init(_ v: cpVect) { self.init(v.x, v.y) }
}

func cpv(_ p: Point) -> cpVect { cpVect(x: p.x, y: p.y) }
func cpv(_ v: Vector) -> cpVect { cpVect(x: v.dx, y: v.dy) }
