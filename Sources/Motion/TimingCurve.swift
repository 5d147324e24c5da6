/// A timing function as CSS `cubic-bezier(x1, y1, x2, y2)` and Core Animation's
/// `CAMediaTimingFunction` define it: the curve from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2); the value at input time fraction `x` is `y(t)` where `x(t) = x`.
public struct TimingCurve: Hashable, Sendable, Codable {
    /// The control points (x1, y1) and (x2, y2), as CSS writes them. The initializer clamps `x1`
    /// and `x2` into [0, 1], which keeps `x(t)` monotonic; set directly, they should stay there
    /// too. `y1` and `y2` may leave [0, 1], for a curve that overshoots.
    public var x1: Double, y1: Double, x2: Double, y2: Double

    /// `x1` and `x2` are clamped into [0, 1] so that `x(t)` is monotonic and `t` is unique.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Value equal to time fraction: constant speed (CSS `linear`).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts from rest and speeds up to the end: CSS `ease-in`, `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Starts fast and slows down to rest: CSS `ease-out`, `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// From rest to rest, fastest in the middle: CSS `ease-in-out`,
    /// `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's `default` curve.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// One coordinate of the curve: `3(1-t)^2 t a + 3(1-t) t^2 b + t^3`.
    private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let mt = 1 - t
        return 3 * mt * mt * t * a + 3 * mt * t * t * b + t * t * t
    }

    private static func bezierSlope(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let mt = 1 - t
        return 3 * mt * mt * a + 6 * mt * t * (b - a) + 3 * t * t * (1 - b)
    }

    /// The curve's value at time fraction `x` (clamped into [0, 1]; NaN counts as 0).
    ///
    /// Solves `x(t) = x` by Newton's method, falling back to bisection (always safe, since
    /// `x(t)` is monotonic), to 1e-14.
    public func value(at x: Double) -> Double {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        var t = x
        for _ in 0..<8 {
            let err = TimingCurve.bezier(t, x1, x2) - x
            if abs(err) < 1e-14 { return TimingCurve.bezier(t, y1, y2) }
            let slope = TimingCurve.bezierSlope(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            t -= err / slope
            if t < 0 || t > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<100 {
            t = (lo + hi) / 2
            let v = TimingCurve.bezier(t, x1, x2)
            if abs(v - x) < 1e-14 { break }
            if v < x { lo = t } else { hi = t }
        }
        return TimingCurve.bezier(t, y1, y2)
    }
}

extension TimingCurve {
    /// The derivative `dy/dx` at time fraction `x`: how fast the value changes per unit of time
    /// fraction (1 everywhere for `linear`).
    public func slope(at x: Double) -> Double {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
        let t = parameter(at: x)
        let mt = 1 - t
        let dx = 3 * mt * mt * x1 + 6 * mt * t * (x2 - x1) + 3 * t * t * (1 - x2)
        let dy = 3 * mt * mt * y1 + 6 * mt * t * (y2 - y1) + 3 * t * t * (1 - y2)
        if abs(dx) < 1e-12 {
            // x(t) is flat here (only at an end with x1 = 0 or x2 = 1): take the limit from inside.
            return x < 0.5 ? slope(at: 1e-6) : slope(at: 1 - 1e-6)
        }
        return dy / dx
    }

    /// The Bezier parameter `t` with `x(t) = x`, by bisection (x(t) is monotonic).
    func parameter(at x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let t = (lo + hi) / 2
            let mt = 1 - t
            let v = 3 * mt * mt * t * x1 + 3 * mt * t * t * x2 + t * t * t
            if v < x { lo = t } else { hi = t }
        }
        return (lo + hi) / 2
    }
}
