import Canvas

/// Colours shared by the scenes, the overlay and the HUD.
enum Palette {
    static let background = Color.white
    static let path = Color.black
    static let handle = Color.red
    /// Overlay marks: a blue that never reads as the handle's red or the path's black.
    static let overlay = Color(0.10, 0.45, 0.95)
    static let overlaySoft = Color(0.10, 0.45, 0.95, 0.55)
    /// The window around a scene shown scaled down to fit it.
    static let outside = Color(0.86, 0.87, 0.89)
    static let hudText = Color(0.35, 0.35, 0.38)
    static let panel = Color(0.12, 0.12, 0.14)  // opaque: at 96 %, status lines under the help still read as text
    static let panelText = Color(0.96, 0.96, 0.96)
}
