/// A colour with straight (not premultiplied) alpha, each channel in `[0, 1]`.
public struct Color: Hashable, Sendable {
    public var r: Double, g: Double, b: Double, a: Double

    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// A colour from 8-bit channels, as `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255,
                  Double(hex & 0xFF) / 255, alpha)
    }

    public func withAlpha(_ a: Double) -> Color { Color(r, g, b, a) }

    public static let white = Color(1, 1, 1)
    public static let black = Color(0, 0, 0)
    public static let red = Color(1, 0, 0)
    public static let green = Color(0, 1, 0)
    public static let blue = Color(0, 0, 1)
    public static let gray = Color(0.5, 0.5, 0.5)
    public static let clear = Color(0, 0, 0, 0)
}

/// One pixel read back from a canvas, 8 bits per channel, alpha un-premultiplied.
public struct Pixel: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }
}
