/// The arguments of SVG's elliptical arc command, `A rx ry x-axis-rotation large-arc-flag
/// sweep-flag x y`: an arc in SVG's endpoint form (SVG 1.1 appendix F.6.2).
///
/// The arc starts at the current point, which is not part of the command. Of the (up to) four
/// arcs of the given ellipse from the current point to `end`, the two flags pick one.
/// ``Arc/init(svgFrom:_:)`` turns the command into centre form and ``Arc/svgArcCommand`` back.
public struct SVGArcCommand: Hashable, Sendable {
    /// The ellipse's semi-axis along its own x axis (the sign is ignored, as SVG says).
    public var radiusX: Double
    /// The ellipse's semi-axis along its own y axis (the sign is ignored, as SVG says).
    public var radiusY: Double
    /// The angle of the ellipse's x axis, in degrees, from +x toward +y.
    public var xAxisRotation: Double
    /// True to take the arc that sweeps more than 180 degrees rather than less.
    public var largeArc: Bool
    /// True to take the arc along which the angle increases (from +x toward +y, clockwise on screen).
    public var sweep: Bool
    /// Where the arc ends.
    public var end: Point

    /// A command with the arguments in the order SVG writes them.
    public init(radiusX: Double, radiusY: Double, xAxisRotation: Double, largeArc: Bool, sweep: Bool,
                end: Point) {
        self.radiusX = radiusX
        self.radiusY = radiusY
        self.xAxisRotation = xAxisRotation
        self.largeArc = largeArc
        self.sweep = sweep
        self.end = end
    }
}

/// `(cos, sin)` of an angle in degrees, exact at multiples of 90 degrees.
///
/// `cos(90 * pi / 180)` is 6e-17, not 0; an ellipse rotated by a quarter turn should keep axes
/// that are exactly vertical and horizontal, so the quadrant angles get their exact values.
func cosSin(degrees: Double) -> (cos: Double, sin: Double) {
    let reduced = degrees.truncatingRemainder(dividingBy: 360)  // exact, keeps the sign
    switch reduced {
    case 0: return (1, 0)
    case 90, -270: return (0, 1)
    case 180, -180: return (-1, 0)
    case 270, -90: return (0, -1)
    default:
        let radians = reduced * (Double.pi / 180)
        return (cos(radians), sin(radians))
    }
}
