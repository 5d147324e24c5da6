/// An element of an SVG document: what the XML says of it, and where its contents end.
struct SVGElement {
    var name: String
    var attributes: [String: String]
    /// The line of each attribute, for messages.
    var lines: [String: Int]
    /// The line the element starts on.
    var line: Int
    /// One past the index of its last descendant, in the document's elements: its contents are
    /// the elements after it, up to here.
    var end: Int

    /// The elements that are shapes, drawn as outlines.
    static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// The attribute a `use` names what it draws by: `href`, else `xlink:href` (SVG 1.1's).
    var referenceAttribute: String { attributes["href"] != nil ? "href" : "xlink:href" }

    /// The id a `use` refers to (`href="#id"`); nil for no reference, or one into another file.
    var reference: String? {
        guard let href = attributes[referenceAttribute], href.hasPrefix("#") else { return nil }
        return String(href.dropFirst())
    }

    /// What drawing the element costs, for the limit on what uses draw: one, and for a shape as
    /// many segments as it may have. Path data and points are not read for this: two bytes
    /// make at most one segment ("h1"); the other shapes have at most ten.
    var cost: Int {
        switch name {
        case "path": 1 + (attributes["d"]?.utf8.count ?? 0) / 2
        case "polyline", "polygon": 2 + (attributes["points"]?.utf8.count ?? 0) / 2
        case "rect", "circle", "ellipse", "line": 10
        default: 1
        }
    }

    /// An error at `attribute` (its line, else the element's) saying `message`.
    func failure(_ attribute: String, _ message: String) -> SVGDocumentError {
        SVGDocumentError(line: lines[attribute] ?? line, message: "<\(name)> \(attribute): \(message)")
    }

    /// The presentation attributes that decide whether an element is drawn, `display` and
    /// `visibility`, from the element's attributes or its `style` (which wins), trimmed and in
    /// lower case, as CSS reads keywords.
    /// (Inkscape hides a layer with `style="display:none"`.)
    var properties: [String: String] {
        var out: [String: String] = [:]
        for key in ["display", "visibility"] {
            // Keywords in any case, as CSS reads them (`display:NONE` was drawn; found by a
            // first-time user).
            if let v = styled(key) ?? attributes[key]?.trimmingSpaces { out[key] = v.lowercased() }
        }
        return out
    }

    /// Why the root `svg` draws nothing, as a browser does not: a `viewBox` of zero width or
    /// height, or a `width` or `height` of zero (or less); nil when it draws. The width and
    /// height are read from its `style` (which wins) or its attributes, in any unit: zero is
    /// zero in ems too (`0em` and `style="width:0"` were drawn; found by a first-time user).
    var rootDrawsNothing: String? {
        if let box = attributes["viewBox"], SVGViewport.isEmpty(box) { return "a viewBox of zero size" }
        for key in ["width", "height"] {
            if let length = (styled(key) ?? attributes[key]).flatMap(SVGLength.number(ofAnyUnit:)), length <= 0 {
                return length == 0 ? "a \(key) of zero" : "a negative \(key)"
            }
        }
        return nil
    }

    /// The value `style` gives property `key` (named in any case), trimmed, without comments or
    /// `!important`; nil when it gives none. The last declaration wins, unless an earlier one is
    /// `!important` and it is not (as in CSS).
    func styled(_ key: String) -> String? {
        var found: (value: String, important: Bool)?
        for declaration in SVGElement.withoutComments(attributes["style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, String(parts[0]).trimmingSpaces.lowercased() == key else { continue }
            var value = String(parts[1]).trimmingSpaces, important = false
            if let bang = value.firstIndex(of: "!"), String(value[bang...].dropFirst()).trimmingSpaces.lowercased() == "important" {
                value = String(value[..<bang]).trimmingSpaces
                important = true
            }
            if found?.important != true || important { found = (value, important) }
        }
        return found?.value
    }

    /// `css` without its `/* comments */` (an unclosed one runs to the end).
    static func withoutComments(_ css: String) -> String {
        var out = String.UnicodeScalarView(), inComment = false, previous: Unicode.Scalar = " "
        for c in css.unicodeScalars {
            if inComment {
                if previous == "*" && c == "/" { inComment = false; previous = " "; continue }
            } else if previous == "/" && c == "*" {
                out.removeLast()
                inComment = true
                previous = " "  // (so that "/*/" does not close it)
                continue
            } else {
                out.append(c)
            }
            previous = c
        }
        return String(out)
    }

    /// The root's viewport, which percentages are of: its `viewBox`'s size, else its `width` and
    /// `height` in absolute units; nil when it has neither.
    var rootViewport: SVGViewport.Size? {
        if let box = attributes["viewBox"].flatMap(SVGViewport.viewBox) { return (box.width, box.height) }
        guard let w = attributes["width"].flatMap({ try? SVGLength.parse($0) }),
              let h = attributes["height"].flatMap({ try? SVGLength.parse($0) }), w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// The length `key` in user units, or `fallback` when it is not given. A percentage is of the
    /// viewport's width across, its height down, and of its normalised diagonal otherwise (a
    /// circle's radius).
    func length(_ key: String, viewport: SVGViewport.Size?,
                default fallback: Double? = 0) throws(SVGDocumentError) -> Double? {
        // (A width, height, rx or ry of "auto" is SVG 2's way of not giving one.)
        guard let text = attributes[key],
              !(["width", "height", "rx", "ry"].contains(key) && text.trimmingSpaces.lowercased() == "auto") else {
            return fallback
        }
        let whole = viewport.map { v in
            key.hasPrefix("x") || key.hasPrefix("cx") || key == "width" || key == "rx" ? v.width
                : key.hasPrefix("y") || key.hasPrefix("cy") || key == "height" || key == "ry" ? v.height
                : ((v.width * v.width + v.height * v.height) / 2).squareRoot()
        }
        do {
            return try SVGLength.parse(text, percentOf: whole)
        } catch {
            // (Said as what was expected: "r: a number ("NaN")" read as garbled; found by a first-time user.)
            throw SVGDocumentError(line: lines[key] ?? line, message: "<\(name)> \(key) is \"\(text)\": expected \(error.expected)")
        }
    }

    /// The element as path data, and the attribute that data comes from (for messages); nil for
    /// an element that is no shape, or a shape that draws nothing (no `d`, a width, height or
    /// radius of zero).
    func pathData(viewport: SVGViewport.Size?) throws(SVGDocumentError)
        -> (text: String, attribute: String, shift: Int)?
    {
        func length(_ key: String, _ fallback: Double? = 0) throws(SVGDocumentError) -> Double? {
            try self.length(key, viewport: viewport, default: fallback)
        }
        let a = attributes
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

extension String {
    /// The text without XML whitespace at either end.
    var trimmingSpaces: String {
        let space: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: space).reversed().drop(while: space).reversed())
    }
}
