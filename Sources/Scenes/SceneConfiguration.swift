import Geometry

/// What the scenes are made from: the user's path, the arc scene's options, the assets.
public struct SceneConfiguration: Sendable {
    /// A path for the figure-8 scene to drag along instead of the figure-8.
    public var customPath: Path?
    public var arcOptions: ArcOptions
    /// Where the arc scene's image comes from (none by default: the scene then cannot open).
    public var assets: Assets
    /// The frames follow a wall clock (a window): a scene that falls far behind it, after the
    /// app was suspended say, may skip the lost time rather than compute it in one long burst.
    /// False when the frames are simulated (a headless run): every moment is computed, so a run
    /// depends on its events and their times alone, not on how far apart its frames are.
    public var realTime: Bool

    public init(customPath: Path? = nil, arcOptions: ArcOptions = ArcOptions(), assets: Assets = Assets(directory: nil),
                realTime: Bool = true) {
        self.customPath = customPath
        self.arcOptions = arcOptions
        self.assets = assets
        self.realTime = realTime
    }
}
