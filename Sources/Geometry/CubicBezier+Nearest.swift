/// The squared distance from a fixed point `p` to a cubic Bezier, and its stationary points.
///
/// `D(t) = |B(t) - p|^2` has `D'(t) = 2 g(t)` with `g(t) = (B(t) - p) . B'(t)`, a quintic.
/// A local minimum of the distance inside the curve is an upward crossing of `g`. In the Bernstein
/// basis, `B - p` has coefficients `P_i - p` (degree 3) and `B'` has `3 (P_{i+1} - P_i)`
/// (degree 2); the product of Bernstein forms is Bernstein with
/// `c_k = sum_{i+j=k} C(3,i) C(2,j) / C(5,k) (P_i - p).(3 (P_{j+1} - P_j))`.
struct CubicDistance {
    let curve: CubicBezier
    let p: Point
    /// `B(t) - p = e0 + t (e1 + t (e2 + t e3))`.
    private let e0: Vector, e1: Vector, e2: Vector, e3: Vector

    init(_ curve: CubicBezier, _ p: Point) {
        self.curve = curve
        self.p = p
        let (p0, p1, p2, p3) = (curve.p0, curve.p1, curve.p2, curve.p3)
        e0 = p0 - p
        e1 = 3 * (p1 - p0)
        e2 = 3 * ((p2 - p1) - (p1 - p0))
        e3 = (p3 - p0) + 3 * (p1 - p2)
    }

    /// `(g(t), g'(t))` with `g' = |B'|^2 + (B - p).B''`.
    func g(_ t: Double) -> (Double, Double) {
        let d = e0 + t * (e1 + t * (e2 + t * e3))
        let d1 = e1 + t * (2 * e2 + t * (3 * e3))
        let d2 = 2 * e2 + t * (6 * e3)
        return (d.dot(d1), d1.squaredLength + d.dot(d2))
    }

    /// `g` in Bernstein form on `[0, 1]`.
    var quintic: BernsteinQuintic {
        let (p0, p1, p2, p3) = (curve.p0, curve.p1, curve.p2, curve.p3)
        let a0 = p0 - p, a1 = p1 - p, a2 = p2 - p, a3 = p3 - p
        let b0 = 3 * (p1 - p0), b1 = 3 * (p2 - p1), b2 = 3 * (p3 - p2)
        return BernsteinQuintic(
            a0.dot(b0),
            (3 * a1.dot(b0) + 2 * a0.dot(b1)) / 5,
            (3 * a2.dot(b0) + 6 * a1.dot(b1) + a0.dot(b2)) / 10,
            (a3.dot(b0) + 6 * a2.dot(b1) + 3 * a1.dot(b2)) / 10,
            (2 * a3.dot(b1) + 3 * a2.dot(b2)) / 5,
            a3.dot(b2))
    }

    /// A lower bound of `D(t)` over `[0, 1]`: the least Bernstein coefficient of the sextic
    /// `|B - p|^2`, `d_k = sum_{i+j=k} C(3,i) C(3,j) / C(6,k) (P_i - p).(P_j - p)` (the polynomial
    /// is a convex combination of its coefficients). Much tighter than a bounding box.
    var squaredDistanceLowerBound: Double {
        let a0 = curve.p0 - p, a1 = curve.p1 - p, a2 = curve.p2 - p, a3 = curve.p3 - p
        let d0 = a0.squaredLength
        let d1 = a0.dot(a1)
        let d2 = (3 * a1.squaredLength + 2 * a0.dot(a2)) / 5
        let d3 = (a0.dot(a3) + 9 * a1.dot(a2)) / 10
        let d4 = (3 * a2.squaredLength + 2 * a1.dot(a3)) / 5
        let d5 = a2.dot(a3)
        let d6 = a3.squaredLength
        return min(d0, d1, d2, d3, d4, d5, d6)
    }

    /// Calls `body(t)` for each local minimum of the distance with `t` strictly inside `(lo, hi)`,
    /// in increasing order (decreasing when `reversed`), until `body` returns true.
    func forEachMinimum(in lo: Double, _ hi: Double, reversed: Bool, _ body: (Double) -> Bool) {
        guard hi > lo else { return }
        let piece = quintic.restricted(lo, hi)
        piece.forEachUpwardCrossing(lo: lo, hi: hi, reversed: reversed) { a, b in
            body(upwardRoot(in: a, b, g))
        }
    }
}
