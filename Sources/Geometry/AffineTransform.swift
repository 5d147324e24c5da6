/// An affine map of the plane: `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`
/// (the same layout as Cairo's and Core Graphics' matrices).
public struct AffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The six coefficients of the map: `(a, b)` is where it sends the unit vector `(1, 0)`,
    /// `(c, d)` where it sends `(0, 1)`, and `(tx, ty)` where it sends the origin.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The map with the given coefficients (see the type's formula).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The map as SVG writes it: `matrix(a b c d tx ty)`.
    public var description: String {
        "matrix(" + [a, b, c, d, tx, ty].map(SVGPathWriter.format).joined(separator: " ") + ")"
    }

    /// The map that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The map that moves every point by `v` (vectors, having no position, stay as they are).
    public static func translation(_ v: Vector) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: v.dx, ty: v.dy)
    }

    /// Scaling about the origin by `sx` along x and `sy` along y; a negative factor also mirrors.
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Uniform scaling about the origin by `s`.
    public static func scale(_ s: Double) -> AffineTransform { scale(s, s) }

    /// Rotation by `angle` radians from +x toward +y about the origin.
    public static func rotation(_ angle: Double) -> AffineTransform {
        let (s, co) = (sin(angle), cos(angle))
        return AffineTransform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `self` followed by `next`.
    public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    /// `a*d - b*c`: the factor by which the map multiplies areas. Negative when it mirrors
    /// (reverses orientation), zero when it collapses the plane onto a line or a point.
    public var determinant: Double { a * d - b * c }

    /// The inverse map, or nil when the map collapses the plane (determinant 0).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The image of `p`: `(a*x + c*y + tx, b*x + d*y + ty)`.
    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// Applies the linear part only: vectors are not moved by translation.
    public func apply(_ v: Vector) -> Vector {
        Vector(a * v.dx + c * v.dy, b * v.dx + d * v.dy)
    }
}
