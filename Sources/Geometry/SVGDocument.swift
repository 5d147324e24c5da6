/// An SVG document that could not be read as shapes: the line (from 1) and what was wrong.
public struct SVGDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the document where it went wrong, counted from 1.
    public var line: Int
    /// What was wrong there, in words.
    public var message: String

    /// An error at `line` saying `message`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line N: ...", for messages shown to a person.
    public var description: String { "line \(line): \(message)" }
}

extension Path {
    /// The outlines of the shapes an SVG document draws, in document order, as one path:
    /// `path`, `rect` (rounded too), `circle`, `ellipse`, `line`, `polyline` and `polygon`, each
    /// moved by its own `transform` and its groups'. What a browser would not draw is left out:
    /// the contents of `defs`, `symbol`, `clipPath`, `mask`, `marker`, `pattern` and `foreignObject`, anything
    /// with `display: none` or `visibility: hidden` (as attributes or in `style`, in any case),
    /// all but the first child a `switch` can draw (not a title, nor one with `requiredExtensions`
    /// or a `systemLanguage` other than English), what
    /// a `use` or a shape holds, and other namespaces' elements. A `use` draws what it refers to
    /// (`href` or `xlink:href`, `#id` in the same document) where it stands, moved by its `x` and
    /// `y`; a used `symbol`, and a nested `svg`, fit their `viewBox` into their width and height as
    /// their `preserveAspectRatio` says (one with no width and height, given or 100 % of a
    /// viewport around it, is drawn in its own coordinates). Lengths may carry absolute units (`px`, `in`, `cm`, `mm`,
    /// `pt`, `pc`; 96 px to the inch) or be percentages of the viewport they are in (the nearest
    /// `viewBox`, else width and height). The root's `viewBox` does not move or scale the outlines
    /// (they keep the document's user units), though one of zero size draws nothing, as does a root
    /// width or height of zero; style sheets are not read.
    ///
    /// - Throws: ``SVGDocumentError`` for a malformed document (tags that do not nest, an
    ///   attribute without a quoted value), malformed path data, points or transforms, a length
    ///   in a unit that needs a font (`em`, `ex`) or a percentage with no viewport to be of, a
    ///   `use` inside what it refers to, a chain of more than 100 `use`s drawing one another,
    ///   more than 5,000,000 segments and elements drawn through `use` (a small file's references
    ///   can multiply beyond any memory; uses never drawn are not counted), a document without an `svg`
    ///   element, and one that draws no shape.
    ///
    /// `largestCoordinate`: a shape drawn with a number larger than this in size (see
    /// ``Segment/largestNumber``), once moved by its transforms, or with one that is not a
    /// number, is an error naming its line. (A program that refuses such paths names the shape.)
    public init(svgDocument text: String, largestCoordinate: Double = .infinity) throws(SVGDocumentError) {
        self = try SVGDocumentReader.read(text, largestCoordinate: largestCoordinate)
    }
}
