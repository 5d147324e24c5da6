/// How a stroke looks: width (in canvas units), ends, corners, and an optional dash pattern.
public struct StrokeStyle: Hashable, Sendable {
    public enum Cap: Sendable { case butt, round, square }
    public enum Join: Sendable { case miter, round, bevel }

    public var width: Double
    public var cap: Cap
    public var join: Join
    public var dash: [Double]

    public init(width: Double = 1, cap: Cap = .butt, join: Join = .round, dash: [Double] = []) {
        self.width = width
        self.cap = cap
        self.join = join
        self.dash = dash
    }
}
