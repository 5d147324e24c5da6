import Geometry
import Testing

// Independent references and helpers for the Geometry tests. Nothing here calls the code under
// test: references are computed from the curve definitions directly.

/// A small deterministic generator (64-bit LCG, top 53 bits), so failures reproduce.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// Uniform in `[0, 1)`.
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }

    mutating func point(in size: Double) -> Point { Point(next() * size, next() * size) }

    mutating func cubic(in size: Double) -> CubicBezier {
        CubicBezier(point(in: size), point(in: size), point(in: size), point(in: size))
    }
}

/// `a` and `b` agree within `tolerance`; on failure the message shows both and the gap.
func expectClose(_ a: Double, _ b: Double, within tolerance: Double, _ what: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= tolerance,
            "\(what) observed \(a), expected \(b), off by \(abs(a - b)), tolerance \(tolerance)",
            sourceLocation: sourceLocation)
}

func expectClose(_ a: Point, _ b: Point, within tolerance: Double, _ what: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.distance(to: b) <= tolerance,
            "\(what) observed \(a), expected \(b), off by \(a.distance(to: b)), tolerance \(tolerance)",
            sourceLocation: sourceLocation)
}

/// Sums with a running compensation (Kahan), so a million terms lose nothing to rounding.
struct KahanSum {
    private(set) var value = 0.0
    private var carry = 0.0
    mutating func add(_ x: Double) {
        let y = x - carry
        let t = value + y
        carry = (t - value) - y
        value = t
    }
}

/// Composite Simpson's rule for `integral_a^b f` on `steps` (even) intervals: error
/// `(b - a) h^4 max|f''''| / 180`, tiny for smooth `f` and a million steps.
func simpson(_ a: Double, _ b: Double, steps: Int = 1_000_000, _ f: (Double) -> Double) -> Double {
    let h = (b - a) / Double(steps)
    var sum = KahanSum()
    sum.add(f(a))
    sum.add(f(b))
    for k in 1..<steps { sum.add((k % 2 == 1 ? 4 : 2) * f(a + Double(k) * h)) }
    return sum.value * h / 3
}

/// Adaptive Simpson (Lyness): halves an interval until its two halves agree with the whole to
/// `15 * tolerance`; handles the kink of a cusp by halving around it.
func adaptiveSimpson(_ a: Double, _ b: Double, tolerance: Double, _ f: (Double) -> Double) -> Double {
    func rule(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double) -> (Double, Double, Double) {
        let m = 0.5 * (a + b), fm = f(m)
        return (m, fm, (b - a) / 6 * (fa + 4 * fm + fb))
    }
    func recurse(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double, _ whole: Double,
                 _ m: Double, _ fm: Double, _ tolerance: Double, _ depth: Int) -> Double {
        let (lm, flm, left) = rule(a, fa, m, fm)
        let (rm, frm, right) = rule(m, fm, b, fb)
        let delta = left + right - whole
        if depth > 40 || abs(delta) <= 15 * tolerance { return left + right + delta / 15 }
        return recurse(a, fa, m, fm, left, lm, flm, tolerance / 2, depth + 1)
            + recurse(m, fm, b, fb, right, rm, frm, tolerance / 2, depth + 1)
    }
    let (fa, fb) = (f(a), f(b))
    let (m, fm, whole) = rule(a, fa, b, fb)
    return recurse(a, fa, b, fb, whole, m, fm, tolerance, 0)
}

/// Arc length of a cubic from its definition, `integral |B'(t)| dt`, by adaptive Simpson.
func referenceLength(_ c: CubicBezier, from t0: Double = 0, to t1: Double = 1) -> Double {
    let scale = (c.p1 - c.p0).length + (c.p2 - c.p1).length + (c.p3 - c.p2).length
    return adaptiveSimpson(t0, t1, tolerance: 1e-14 * max(scale, 1e-300)) { c.derivative(at: $0).length }
}

/// The exact length of a quadratic Bezier: `B'(t) = 2 (a t + b)` with `a = p0 - 2 p1 + p2`,
/// `b = p1 - p0`, so the length is `2 integral_0^1 sqrt(A t^2 + B t + C)` with `A = |a|^2`,
/// `B = 2 a.b`, `C = |b|^2`, whose antiderivative is
/// `(2At + B) sqrt(Q) / (4A) + (4AC - B^2) / (8 A^(3/2)) ln(2 sqrt(A) sqrt(Q) + 2At + B)`.
func exactQuadLength(_ q: QuadBezier) -> Double {
    let a = (q.p0 - q.p1) + (q.p2 - q.p1), b = q.p1 - q.p0
    let (qa, qb, qc) = (a.squaredLength, 2 * a.dot(b), b.squaredLength)
    func antiderivative(_ t: Double) -> Double {
        let root = (qa * t * t + qb * t + qc).squareRoot()
        return (2 * qa * t + qb) * root / (4 * qa)
            + (4 * qa * qc - qb * qb) / (8 * qa * qa.squareRoot())
            * log(2 * qa.squareRoot() * root + 2 * qa * t + qb)
    }
    return 2 * (antiderivative(1) - antiderivative(0))
}

/// The perimeter of an ellipse with semi-axes `a`, `b` by the Gauss-Kummer series
/// `pi (a + b) sum_n binom(1/2, n)^2 h^n`, `h = ((a - b)/(a + b))^2`.
func ellipsePerimeter(_ a: Double, _ b: Double) -> Double {
    let h = ((a - b) / (a + b)) * ((a - b) / (a + b))
    var sum = KahanSum()
    var binomial = 1.0, power = 1.0
    for n in 0..<2000 {
        let term = binomial * binomial * power
        sum.add(term)
        if n > 2 && term < 1e-20 { break }
        binomial *= (0.5 - Double(n)) / Double(n + 1)
        power *= h
    }
    return Double.pi * (a + b) * sum.value
}

/// The nearest point of a curve to `p` by brute force: the best of `samples + 1` evenly spaced
/// parameters, then golden-section search on the sample's neighbourhood.
func bruteForceNearest(_ point: (Double) -> Point, to p: Point, samples: Int = 20_000) -> (t: Double, distance: Double) {
    var bestT = 0.0, best = Double.infinity
    for k in 0...samples {
        let t = Double(k) / Double(samples)
        let d = point(t).distance(to: p)
        if d < best { (best, bestT) = (d, t) }
    }
    var lo = max(bestT - 1 / Double(samples), 0), hi = min(bestT + 1 / Double(samples), 1)
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<200 {
        let x1 = hi - ratio * (hi - lo), x2 = lo + ratio * (hi - lo)
        if point(x1).distance(to: p) < point(x2).distance(to: p) { hi = x2 } else { lo = x1 }
    }
    let t = 0.5 * (lo + hi), d = point(t).distance(to: p)
    return d < best ? (t, d) : (bestT, best)
}

/// A path of one cubic.
func path(_ c: CubicBezier) -> Path {
    var p = Path()
    p.move(to: c.p0)
    p.curve(to: c.p3, control1: c.p1, control2: c.p2)
    return p
}

/// Distance from `p` to the polyline `points`.
func distance(from p: Point, toPolyline points: [Point]) -> Double {
    guard points.count > 1 else { return points.first.map { $0.distance(to: p) } ?? .infinity }
    var best = Double.infinity
    for k in 1..<points.count {
        let (a, b) = (points[k - 1], points[k])
        let d = b - a
        let t = d.squaredLength > 0 ? min(max((p - a).dot(d) / d.squaredLength, 0), 1) : 0
        best = min(best, p.distance(to: a + d * t))
    }
    return best
}
