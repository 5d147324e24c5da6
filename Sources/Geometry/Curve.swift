// As kurbo's `ParamCurve` family: small capabilities in separate protocols and extensions,
// implemented per segment type.

/// A parametric curve piece `t in [0, 1] -> Point`: the capability every path segment shares
/// (``Line``, ``QuadBezier``, ``CubicBezier``, ``Arc``).
public protocol Curve: Sendable {
    /// The point at parameter `t = 0`.
    var start: Point { get }
    /// The point at parameter `t = 1`.
    var end: Point { get }
    /// The point at parameter `t`, for `t` in `[0, 1]`.
    func point(at t: Double) -> Point
    /// The first derivative with respect to `t` at `t` (its length is the speed `ds/dt`).
    func derivative(at t: Double) -> Vector
    /// The second derivative with respect to `t` at `t`.
    func secondDerivative(at t: Double) -> Vector
    /// A rectangle holding the whole curve (not necessarily the tightest).
    var controlBounds: Rect { get }
    /// The tight axis-aligned bounds of the curve.
    var bounds: Rect { get }
}
