/// Three-dimensional gradient noise: a smooth pseudo-random function of (x, y, z) that is zero at
/// every integer lattice point and varies on a scale of about one unit.
///
/// At each lattice corner a hash of the corner and the seed picks one of the twelve directions
/// to the edge midpoints of a cube; the value inside a cell blends the twelve-direction dot
/// products of the eight corners with the quintic fade `6t^5 - 15t^4 + 10t^3`, whose first and
/// second derivatives vanish at the corners, so the function is C2 smooth everywhere. Values lie
/// within about ±1 (in practice rarely beyond ±0.9).
struct GradientNoise: Hashable, Sendable {
    var seed: UInt64

    /// Coordinates beyond this magnitude are outside the noise's domain (lattice indices would
    /// lose their meaning in Double) and give 0.
    static let domainLimit = 1e9

    func value(_ x: Double, _ y: Double, _ z: Double) -> Double {
        guard abs(x) < GradientNoise.domainLimit, abs(y) < GradientNoise.domainLimit,
              abs(z) < GradientNoise.domainLimit else { return 0 }
        let fx = x.rounded(.down), fy = y.rounded(.down), fz = z.rounded(.down)
        let ix = Int64(fx), iy = Int64(fy), iz = Int64(fz)
        let u = x - fx, v = y - fy, w = z - fz
        func corner(_ dx: Int64, _ dy: Int64, _ dz: Int64) -> Double {
            gradientDot(hash(ix &+ dx, iy &+ dy, iz &+ dz), u - Double(dx), v - Double(dy), w - Double(dz))
        }
        let su = GradientNoise.fade(u), sv = GradientNoise.fade(v), sw = GradientNoise.fade(w)
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        let x00 = lerp(corner(0, 0, 0), corner(1, 0, 0), su)
        let x10 = lerp(corner(0, 1, 0), corner(1, 1, 0), su)
        let x01 = lerp(corner(0, 0, 1), corner(1, 0, 1), su)
        let x11 = lerp(corner(0, 1, 1), corner(1, 1, 1), su)
        return lerp(lerp(x00, x10, sv), lerp(x01, x11, sv), sw)
    }

    static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    /// A well-mixed 64-bit hash of a lattice corner and the seed (multiply-xorshift rounds).
    private func hash(_ i: Int64, _ j: Int64, _ k: Int64) -> UInt64 {
        func mix(_ h: UInt64, _ c: Int64) -> UInt64 {
            let m = (h ^ UInt64(bitPattern: c)) &* 0x9E37_79B9_7F4A_7C15
            return m ^ (m >> 29)
        }
        let h = mix(mix(mix(seed ^ 0x2545_F491_4F6C_DD1D, i), j), k)
        let f = (h ^ (h >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return f ^ (f >> 32)
    }

    /// The dot product of (x, y, z) with one of the twelve cube-edge directions (±1, ±1, 0) and
    /// permutations, chosen by `h`.
    private func gradientDot(_ h: UInt64, _ x: Double, _ y: Double, _ z: Double) -> Double {
        switch h % 12 {
        case 0: x + y
        case 1: -x + y
        case 2: x - y
        case 3: -x - y
        case 4: x + z
        case 5: -x + z
        case 6: x - z
        case 7: -x - z
        case 8: y + z
        case 9: -y + z
        case 10: y - z
        default: -y - z
        }
    }
}
