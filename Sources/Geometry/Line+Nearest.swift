extension Line {
    /// The parameter of the orthogonal projection of `p` on the infinite line through the segment:
    /// `t = (p - p0).(p1 - p0) / |p1 - p0|^2`, where `(B(t) - p).B'` changes sign from negative to
    /// positive. Nil for a segment of zero length.
    func projectionParameter(of p: Point) -> Double? {
        let d = p1 - p0
        let dd = d.squaredLength
        return dd > 0 ? (p - p0).dot(d) / dd : nil
    }
}
