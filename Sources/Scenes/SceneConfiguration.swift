import Geometry

/// What the scenes are made from: the user's path, the arc scene's options, the assets.
public struct SceneConfiguration: Sendable {
    /// A path for the figure-8 scene to drag along instead of the figure-8.
    public var customPath: Path?
    public var arcOptions: ArcOptions
    public var assets: Assets

    public init(customPath: Path? = nil, arcOptions: ArcOptions = ArcOptions(), assets: Assets = .locate()) {
        self.customPath = customPath
        self.arcOptions = arcOptions
        self.assets = assets
    }
}
