import Canvas

/// Locus's `Assets` folder, where the arc scene's image is loaded from. Where it is on disk is
/// the app's to find (`locus` looks beside the executable, see its `Assets.locate()`): the scenes
/// only read from it.
public struct Assets: Sendable {
    /// The folder, or nil when none was found (loading then fails, naming `LOCUS_ASSETS`).
    public let directory: String?
    /// Who chose the folder, for messages (`LOCUS_ASSETS`, say); nil when it was found.
    public let chosenBy: String?

    public init(directory: String?, chosenBy: String? = nil) {
        self.directory = directory
        self.chosenBy = chosenBy
    }

    /// The image `name` from the folder.
    public func image(_ name: String) throws(CanvasError) -> Image {
        guard let directory else {
            throw CanvasError("cannot find Locus's Assets folder (set LOCUS_ASSETS to its path)")
        }
        do {
            return try Image(pngFile: directory + "/" + name)
        } catch {
            throw CanvasError(error.message + (chosenBy.map { " (the folder \($0) names)" } ?? ""))
        }
    }
}
