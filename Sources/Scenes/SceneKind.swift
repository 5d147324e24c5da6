/// The scenes Locus knows, in key order (1-4).
public enum SceneKind: String, CaseIterable, Sendable {
    case figure8
    case arc
    case dynamics
    case dragdrop

    /// The scenes that exist in this build; the others are announced but not built yet.
    public static let available: [SceneKind] = [.figure8, .arc, .dynamics, .dragdrop]

    public var isAvailable: Bool { SceneKind.available.contains(self) }

    /// The digit key that switches to this scene.
    public var key: String { String((SceneKind.allCases.firstIndex(of: self) ?? 0) + 1) }
}
