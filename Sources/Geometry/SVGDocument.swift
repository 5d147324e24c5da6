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
    /// the contents of `defs`, `symbol`, `clipPath`, `mask`, `marker` and `pattern`, anything
    /// with `display: none` or `visibility: hidden` (as attributes or in `style`), all but the
    /// first child of a `switch`, and other namespaces' elements. Lengths may carry absolute
    /// units (`px`, `in`, `cm`, `mm`, `pt`, `pc`; 96 px to the inch) or be percentages of the
    /// root's `viewBox` (else its width and height); the root's `viewBox` does not move or scale
    /// the outlines (they keep the document's user units), and `use`, style sheets and nested
    /// `svg` viewports are not read.
    ///
    /// - Throws: ``SVGDocumentError`` for a malformed document (tags that do not nest, an
    ///   attribute without a quoted value), malformed path data, points or transforms, a length
    ///   in a unit that needs a font (`em`, `ex`) or a percentage with no viewport to be of, a
    ///   document without an `svg` element, and one that draws no shape.
    public init(svgDocument text: String) throws(SVGDocumentError) {
        self = try SVGDocumentReader.read(text)
    }
}

/// Walks an SVG document's elements, keeping the transform and visibility of each open one.
enum SVGDocumentReader {
    /// Containers whose contents are drawn only where something refers to them, or never.
    static let unrendered: Set<String> = ["defs", "symbol", "clipPath", "mask", "marker", "pattern",
                                          "linearGradient", "radialGradient", "filter", "style",
                                          "script", "title", "desc", "metadata"]

    /// What an open element passes on to what it holds.
    struct Context {
        /// From the element's coordinates to the document's (its own transform, then its parents').
        var transform = AffineTransform.identity
        /// False inside something not drawn (`defs`, `display: none`, a `switch`'s other children).
        var drawn = true
        /// `visibility`, which a child may set back to `visible`.
        var visible = true
        /// A `switch` draws only its first child element; true once that one is met.
        var isSwitch = false, switchChosen = false
    }

    static func read(_ text: String) throws(SVGDocumentError) -> Path {
        var scanner = XMLElementScanner(text)
        var open: [Context] = []
        var subpaths: [Path.Subpath] = []
        var sawSVG = false, sawUse = false
        var viewport: (width: Double, height: Double)?
        while let event = try next(&scanner) {
            switch event {
            case .start(let name, let attributes, let lines, let closed, let line):
                var parent = open.last ?? Context()
                if parent.isSwitch {
                    parent.drawn = parent.drawn && !parent.switchChosen
                    open[open.count - 1].switchChosen = true
                }
                let style = properties(attributes)
                var here = parent
                here.drawn = parent.drawn && !unrendered.contains(name) && !name.contains(":") && style["display"] != "none"
                if let v = style["visibility"] { here.visible = v == "visible" || v == "inherit" && parent.visible }
                here.isSwitch = name == "switch"
                here.switchChosen = false
                sawSVG = sawSVG || name == "svg"
                sawUse = sawUse || (here.drawn && name == "use")
                func failure(_ attribute: String, _ message: String) -> SVGDocumentError {
                    SVGDocumentError(line: lines[attribute] ?? line, message: "<\(name)> \(attribute): \(message)")
                }
                if here.drawn, let list = attributes["transform"] {
                    do {
                        here.transform = try SVGTransformList.parse(list).then(parent.transform)
                    } catch {
                        throw failure("transform", "\(error)")
                    }
                }
                if name == "svg" && open.isEmpty { viewport = rootViewport(attributes) }
                if here.drawn && here.visible,
                   let data = try pathData(name, attributes, lines: lines, line: line, viewport: viewport) {
                    do {
                        subpaths += try Path(svgPathData: data.text).transformed(by: here.transform).subpaths
                    } catch {
                        throw failure(data.attribute, "malformed at character \(error.offset - data.shift): expected \(error.expected)")
                    }
                }
                if !closed { open.append(here) }
            case .end:
                open.removeLast()
            }
        }
        guard sawSVG else { throw SVGDocumentError(line: 1, message: "not an SVG document: it has no <svg> element") }
        guard subpaths.contains(where: { !$0.segments.isEmpty }) else {
            let use = sawUse ? ": its shapes are drawn through <use>, which is not read" : ""
            throw SVGDocumentError(line: 1, message: "the document draws no shape (path, rect, circle, ellipse, line, polyline or polygon)\(use)")
        }
        return Path(subpaths: subpaths)
    }

    /// The root's viewport, which percentages are of: its `viewBox`'s size, else its `width` and
    /// `height` in absolute units; nil when it has neither.
    static func rootViewport(_ a: [String: String]) -> (width: Double, height: Double)? {
        if let box = a["viewBox"] {
            var scanner = SVGPathScanner(box)
            var numbers: [Double] = []
            scanner.skipWhitespace()
            while scanner.current != nil, numbers.count < 4, let n = try? scanner.number() {
                numbers.append(n)
                scanner.skipCommaWhitespace()
            }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite {
                return (numbers[2], numbers[3])
            }
        }
        guard let w = a["width"].flatMap({ try? SVGLength.parse($0) }), let h = a["height"].flatMap({ try? SVGLength.parse($0) }),
              w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// The presentation attributes that decide whether an element is drawn, `display` and
    /// `visibility`, from the element's attributes or its `style` (which wins), trimmed.
    /// (Inkscape hides a layer with `style="display:none"`.)
    static func properties(_ attributes: [String: String]) -> [String: String] {
        var out: [String: String] = [:]
        for key in ["display", "visibility"] {
            if let v = attributes[key] { out[key] = v.trimmingSpaces }
        }
        for declaration in (attributes["style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = String(parts[0]).trimmingSpaces
            if key == "display" || key == "visibility" { out[key] = String(parts[1]).trimmingSpaces }
        }
        return out
    }

    private static func next(_ scanner: inout XMLElementScanner) throws(SVGDocumentError) -> XMLElementScanner.Event? {
        do {
            return try scanner.next()
        } catch {
            throw SVGDocumentError(line: error.line, message: "malformed SVG: expected \(error.expected)")
        }
    }

    // MARK: Shapes as path data

    /// The shape element `name` as path data, and the attribute that data comes from (for
    /// messages); nil for an element that is no shape, or a shape that draws nothing (no `d`,
    /// a width, height or radius of zero).
    static func pathData(_ name: String, _ a: [String: String], lines: [String: Int], line: Int,
                         viewport: (width: Double, height: Double)? = nil) throws(SVGDocumentError)
        -> (text: String, attribute: String, shift: Int)?
    {
        func length(_ key: String, _ fallback: Double? = 0) throws(SVGDocumentError) -> Double? {
            guard let text = a[key] else { return fallback }
            // A percentage is of the viewport's width across, its height down, and of its
            // normalised diagonal for a circle's radius.
            let whole = viewport.map { v in
                key.hasPrefix("x") || key.hasPrefix("cx") || key == "width" || key == "rx" ? v.width
                    : key.hasPrefix("y") || key.hasPrefix("cy") || key == "height" || key == "ry" ? v.height
                    : ((v.width * v.width + v.height * v.height) / 2).squareRoot()
            }
            do {
                return try SVGLength.parse(text, percentOf: whole)
            } catch {
                throw SVGDocumentError(line: lines[key] ?? line, message: "<\(name)> \(key): \(error.expected) (\"\(text)\")")
            }
        }
        switch name {
        case "path":
            guard let d = a["d"], d.contains(where: { !$0.isWhitespace }) else { return nil }
            return (d, "d", 0)
        case "polyline", "polygon":
            guard let points = a["points"], points.contains(where: { !$0.isWhitespace }) else { return nil }
            // (Read as path data after "M ": an error's place is counted back by those 2.)
            return ("M " + points + (name == "polygon" ? " Z" : ""), "points", 2)
        case "line":
            let (x1, y1, x2, y2) = (try length("x1")!, try length("y1")!, try length("x2")!, try length("y2")!)
            return ("M \(x1) \(y1) L \(x2) \(y2)", "x1", 0)
        case "rect":
            guard let w = try length("width", nil), let h = try length("height", nil), w > 0, h > 0 else { return nil }
            let (x, y) = (try length("x")!, try length("y")!)
            // A missing corner radius takes the other's; both are at most half the side.
            // (A negative radius is invalid, and counts as not given.)
            var rx = try length("rx", nil).flatMap { $0 >= 0 ? $0 : nil }, ry = try length("ry", nil).flatMap { $0 >= 0 ? $0 : nil }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let cx = min(max(rx ?? 0, 0), w / 2), cy = min(max(ry ?? 0, 0), h / 2)
            guard cx > 0 && cy > 0 else { return ("M \(x) \(y) H \(x + w) V \(y + h) H \(x) Z", "width", 0) }
            let arc = "A \(cx) \(cy) 0 0 1"
            return ("M \(x + cx) \(y) H \(x + w - cx) \(arc) \(x + w) \(y + cy) V \(y + h - cy) \(arc) \(x + w - cx) \(y + h)"
                    + " H \(x + cx) \(arc) \(x) \(y + h - cy) V \(y + cy) \(arc) \(x + cx) \(y) Z", "rx", 0)
        case "circle", "ellipse":
            let (cx, cy) = (try length("cx")!, try length("cy")!)
            let rx: Double?, ry: Double?
            if name == "circle" {
                rx = try length("r")
                ry = rx
            } else {
                let x = try length("rx", nil), y = try length("ry", nil)
                (rx, ry) = (x ?? y ?? 0, y ?? x ?? 0)
            }
            guard let rx, let ry, rx > 0, ry > 0 else { return nil }
            // From the rightmost point, clockwise on screen (y down), in two halves.
            let arc = "A \(rx) \(ry) 0 1 1"
            return ("M \(cx + rx) \(cy) \(arc) \(cx - rx) \(cy) \(arc) \(cx + rx) \(cy) Z", name == "circle" ? "r" : "rx", 0)
        default:
            return nil
        }
    }
}

/// An SVG length in user units: a number, with no unit or an absolute one.
enum SVGLength {
    /// User units (px) per unit, at 96 px to the inch.
    static let units: [String: Double] = ["": 1, "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
                                          "pt": 96.0 / 72, "pc": 16]

    /// The length `text` in user units; a percentage is of `whole`, when there is one.
    static func parse(_ text: String, percentOf whole: Double? = nil) throws(SVGPathError) -> Double {
        var scanner = SVGPathScanner(text)
        scanner.skipWhitespace()
        let value = try scanner.number()
        guard value.isFinite else { throw scanner.error("a finite number") }
        var unit = ""
        while let b = scanner.current, b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D {
            unit.unicodeScalars.append(Unicode.Scalar(b))
            scanner.advance()
        }
        scanner.skipWhitespace()
        guard scanner.current == nil else { throw scanner.error("one length") }
        if unit == "%", let whole { return value / 100 * whole }
        guard let factor = units[unit.lowercased()] else {
            throw scanner.error(unit == "%"
                ? "a length in user units (a percentage needs the root's viewBox, or its width and height)"
                : "a number with no unit or px, in, cm, mm, pt or pc (\"\(unit)\" needs a font or a viewport)")
        }
        return value * factor
    }
}

extension String {
    /// The text without XML whitespace at either end.
    var trimmingSpaces: String {
        let space: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: space).reversed().drop(while: space).reversed())
    }
}
