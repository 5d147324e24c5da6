/// The scenes Locus knows, in key order (1-4).
public enum SceneKind: String, CaseIterable, Sendable {
    case figure8
    case arc
    case dynamics
    case dragdrop

    /// The digit key that switches to this scene.
    public var key: String { String((SceneKind.allCases.firstIndex(of: self) ?? 0) + 1) }
}
