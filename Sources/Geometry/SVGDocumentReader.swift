/// Draws an SVG document's elements in document order, keeping the transform, visibility and
/// viewport of each open one, and drawing what a `use` refers to where the `use` stands.
struct SVGDocumentReader {
    /// Containers whose contents are drawn only where something refers to them, or never.
    static let unrendered: Set<String> = ["defs", "symbol", "clipPath", "mask", "marker", "pattern",
                                          "linearGradient", "radialGradient", "filter", "style",
                                          "script", "title", "desc", "metadata",
                                          // (Its contents are another language's, HTML say:
                                          // a bare circle there was drawn; found by a first-time user.)
                                          "foreignObject"]
    /// The most that may be drawn through `use`, in segments and elements (see
    /// ``SVGElement/cost``), each counted every time it is drawn: ten `use`s of a group of ten
    /// `use`s of ... make 10^n shapes from a file of a few lines, and a use of a long path
    /// draws all of it (a 4 KB file drew 20 million segments in 5 GB). About 400 MB at most.
    static let instanceLimit = 5_000_000
    /// Deepest chain of a `use` drawing one that draws another (each level is a call).
    static let nestingLimit = 100

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
        /// The size of the viewport percentages are of, when there is one.
        var viewport: SVGViewport.Size?
    }

    /// The document's elements in document order.
    let elements: [SVGElement]
    /// The elements' costs summed, `costs[i]` those before element `i`: what a range of them
    /// draws, in one subtraction.
    let costs: [Int]
    /// The first element with each `id`.
    let ids: [String: Int]
    /// Each `use` whose reference is in the document, in document order, and the element it refers to.
    let references: [(use: Int, target: Int)]
    /// What has been drawn so far.
    var subpaths: [Path.Subpath] = []
    /// The first `use` whose reference is not in the document, for the message when nothing is drawn.
    var unresolved: (line: Int, href: String)?
    /// How many uses are drawing, one through another, at the element being drawn.
    var depth = 0
    /// The largest number a shape drawn may have (see ``Path/init(svgDocument:largestCoordinate:)``).
    var largestCoordinate = Double.infinity
    /// How much drawing an element draws, with what the uses in it draw (see ``weight(of:from:chain:)``).
    var weights: [Int: Int] = [:]
    /// What has been drawn through uses so far (see ``SVGElement/cost``), each counted every time.
    var instanced = 0
    /// The outlines of shapes drawn through uses, before their transform, by element and the
    /// viewport their percentages are of: read once, however many uses draw them.
    var shapes: [ShapeKey: [Path.Subpath]] = [:]

    struct ShapeKey: Hashable {
        var element: Int
        var viewportWidth: Double?, viewportHeight: Double?
    }

    static func read(_ text: String, largestCoordinate: Double = .infinity) throws(SVGDocumentError) -> Path {
        var reader = try SVGDocumentReader(text)
        reader.largestCoordinate = largestCoordinate
        guard reader.elements.contains(where: { $0.name == "svg" }) else {
            let foreign = reader.elements.first { $0.name.hasSuffix(":svg") }
            throw SVGDocumentError(line: foreign?.line ?? 1, message: foreign == nil ? "not an SVG document: it has no <svg> element"
                : "not an SVG document: its <svg> is in another namespace than SVG's (\(XMLElementScanner.svgNamespace))")
        }
        try reader.draw(0..<reader.elements.count, in: Context())
        guard reader.subpaths.contains(where: { !$0.segments.isEmpty }) else {
            if reader.elements[0].name == "svg", let reason = reader.elements[0].rootDrawsNothing {
                throw SVGDocumentError(line: reader.elements[0].line, message: "the document draws nothing: its <svg> has \(reason)")
            }
            let use = reader.unresolved.map { ": the <use> of line \($0.line) refers to \"\($0.href)\", which is not in the document" } ?? ""
            throw SVGDocumentError(line: 1, message: "the document draws no shape (path, rect, circle, ellipse, line, polyline or polygon)\(use)")
        }
        return Path(subpaths: reader.subpaths)
    }

    /// Reads the whole document first: a `use` may refer to an element further on.
    init(_ text: String) throws(SVGDocumentError) {
        var scanner = XMLElementScanner(text)
        var elements: [SVGElement] = [], open: [Int] = [], ids: [String: Int] = [:], uses: [Int] = []
        while true {
            let event: XMLElementScanner.Event?
            do {
                event = try scanner.next()
            } catch {
                throw SVGDocumentError(line: error.line, message: "malformed SVG: expected \(error.expected)")
            }
            guard let event else { break }
            switch event {
            case .start(let name, let attributes, let lines, let closed, let line):
                if let id = attributes["id"], !id.isEmpty, ids[id] == nil { ids[id] = elements.count }
                elements.append(SVGElement(name: name, attributes: attributes, lines: lines, line: line, end: elements.count + 1))
                if !closed { open.append(elements.count - 1) }
                if name == "use" { uses.append(elements.count - 1) }
            case .end:
                elements[open.removeLast()].end = elements.count
            }
        }
        (self.elements, self.ids) = (elements, ids)
        var costs = [0]
        costs.reserveCapacity(elements.count + 1)
        for element in elements { costs.append(costs.last! + element.cost) }
        self.costs = costs
        references = uses.compactMap { u in elements[u].reference.flatMap { ids[$0] }.map { (u, $0) } }
    }

    // MARK: What a use draws, counted before it is drawn

    /// How much the uses in `range` draw (see ``SVGElement/cost``), each counted every time it is drawn, up to
    /// one more than ``instanceLimit`` (beyond which nobody counts). `chain` holds the elements
    /// being counted, one drawn through a use inside the next.
    mutating func drawnThrough(_ range: Range<Int>, chain: inout [Int]) throws(SVGDocumentError) -> Int {
        // The references within the range, found by bisection (they are in document order).
        var low = 0, high = references.count
        while low < high {
            let mid = (low + high) / 2
            if references[mid].use < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var total = 0
        for r in references[low...] {
            guard r.use < range.upperBound, total <= Self.instanceLimit else { break }
            total += try weight(of: r.target, from: r.use, chain: &chain)
        }
        return min(total, Self.instanceLimit + 1)
    }

    /// How much drawing `target` draws (see ``SVGElement/cost``): itself, its contents, and what the uses in them
    /// draw. `use` is the element that draws it, for messages: a use that would draw itself, or
    /// draws one that draws it, can never end.
    mutating func weight(of target: Int, from use: Int, chain: inout [Int]) throws(SVGDocumentError) -> Int {
        if let known = weights[target] { return known }
        let element = elements[use]
        guard !chain.contains(target) else { throw Self.endless(element) }
        guard chain.count < Self.nestingLimit else { throw Self.tooDeep(element) }
        chain.append(target)
        let range = target..<elements[target].end
        let own = costs[range.upperBound] - costs[range.lowerBound]
        let weight = min(own + (try drawnThrough(range, chain: &chain)), Self.instanceLimit + 1)
        chain.removeLast()
        weights[target] = weight
        return weight
    }

    // MARK: Drawing

    /// Draws the elements in `range` (the document, or an element and its contents) inside
    /// `base`. `size` is set when a `use` draws the range: its width and height, which a
    /// `symbol` or `svg` it draws takes for its own.
    mutating func draw(_ range: Range<Int>, in base: Context,
                       size: (width: Double?, height: Double?)? = nil) throws(SVGDocumentError) {
        var open: [(end: Int, context: Context)] = []
        var i = range.lowerBound
        while i < range.upperBound {
            while let last = open.last, last.end <= i { open.removeLast() }
            let element = elements[i]
            var parent = open.last?.context ?? base
            if parent.isSwitch {
                // The first child it can draw: not a title or description, nor one that needs
                // an extension (Illustrator puts its own data first, for its own use), nor one
                // for another language than English, the one Locus reads in (a file with a
                // child per language drew the first; found by a first-time user).
                let candidate = !["title", "desc", "metadata"].contains(element.name) && !element.name.contains(":")
                    && element.attributes["requiredExtensions"] == nil
                    && element.attributes["systemLanguage"].map(SVGDocumentReader.isEnglish) ?? true
                parent.drawn = parent.drawn && !parent.switchChosen && candidate
                if candidate { open[open.count - 1].context.switchChosen = true }
            }
            let here = try context(of: element, isRoot: i == 0, in: parent, size: i == range.lowerBound ? size : nil)
            guard here.drawn else {
                i = element.end
                continue
            }
            if here.visible { try drawShape(i, in: here) }
            if element.name == "use" { try drawReferred(by: i, in: here) }
            // What a use or a shape holds is not drawn (a title, say; a path inside a path was).
            var holds = here
            if element.name == "use" || SVGElement.shapes.contains(element.name) { holds.drawn = false }
            open.append((element.end, holds))
            i += 1
        }
    }

    /// Whether a `systemLanguage` list (`"en-US, fr"`) names English, or a kind of it.
    static func isEnglish(_ list: String) -> Bool {
        list.split(separator: ",").contains { (language: Substring) in
            let tag = String(language).trimmingSpaces.lowercased()
            return tag == "en" || tag.hasPrefix("en-")
        }
    }

    /// What `element` passes on, inside `parent`; `size` is a `use`'s for the element it draws.
    func context(of element: SVGElement, isRoot: Bool, in parent: Context,
                 size: (width: Double?, height: Double?)?) throws(SVGDocumentError) -> Context {
        let name = element.name
        let style = element.properties
        var here = parent
        // A symbol is drawn where a use draws it, and nowhere else.
        let used = size != nil && name == "symbol"
        here.drawn = parent.drawn && (used || !Self.unrendered.contains(name)) && !name.contains(":") && style["display"] != "none"
        if let v = style["visibility"] { here.visible = v == "visible" || v == "inherit" && parent.visible }
        here.isSwitch = name == "switch"
        here.switchChosen = false
        guard here.drawn else { return here }
        if let list = element.attributes["transform"] {
            do {
                here.transform = try SVGTransformList.parse(list).then(parent.transform)
            } catch {
                throw element.failure("transform", "\(error)")
            }
        }
        if name == "svg" && isRoot {
            // As for a nested svg, a zero width, height or viewBox draws nothing at all.
            if element.rootDrawsNothing != nil {
                here.drawn = false
                return here
            }
            here.viewport = element.rootViewport
        } else if name == "svg" || used {
            try enterViewport(of: element, &here, size: size)
        }
        return here
    }

    /// A nested `svg`'s or a used `symbol`'s viewport: the rectangle of its `x`, `y`, `width` and
    /// `height` (a `use`'s width and height when it gives them; each 100 % of the viewport around
    /// when not given), into which its `viewBox` is fitted.
    func enterViewport(of element: SVGElement, _ here: inout Context,
                       size: (width: Double?, height: Double?)?) throws(SVGDocumentError) {
        let around = here.viewport
        let x = try element.length("x", viewport: around)!, y = try element.length("y", viewport: around)!
        var width = try element.length("width", viewport: around, default: around?.width)
        var height = try element.length("height", viewport: around, default: around?.height)
        if let w = size?.width { width = w }
        if let h = size?.height { height = h }
        // A width or height of zero (or less) draws nothing; so does a viewBox of zero size.
        if let width, let height, width <= 0 || height <= 0 {
            here.drawn = false
            return
        }
        if let text = element.attributes["viewBox"], SVGViewport.isEmpty(text) {
            here.drawn = false
            return
        }
        let box = element.attributes["viewBox"].flatMap(SVGViewport.viewBox)
        if let box, let width, let height {
            let map = SVGViewport.transform(from: box, to: Rect(x: x, y: y, width: width, height: height),
                                            preserveAspectRatio: element.attributes["preserveAspectRatio"])
            here.transform = map.then(here.transform)
            here.viewport = (box.width, box.height)
        } else {
            here.transform = AffineTransform.translation(Vector(x, y)).then(here.transform)
            if let width, let height { here.viewport = (width, height) }
        }
    }

    /// Draws element `i` if it is a shape. One drawn through uses is read once (its path data,
    /// written out and parsed again for every use, took seconds for a large group used thrice).
    mutating func drawShape(_ i: Int, in here: Context) throws(SVGDocumentError) {
        let key = ShapeKey(element: i, viewportWidth: here.viewport?.width, viewportHeight: here.viewport?.height)
        var outlines = shapes[key]
        if outlines == nil {
            let element = elements[i]
            guard let data = try element.pathData(viewport: here.viewport) else { return }
            do {
                outlines = try Path(svgPathData: data.text).subpaths
            } catch {
                let written = SVGPathError(offset: error.offset - data.shift, expected: error.expected)
                let context = element.attributes[data.attribute].map { " " + written.context(in: $0) } ?? ""
                throw element.failure(data.attribute, "malformed at character \(written.offset)\(context): expected \(error.expected)")
            }
            if depth > 0 { shapes[key] = outlines }
        }
        let drawn = Path(subpaths: outlines!).transformed(by: here.transform)
        if let largest = drawn.segments.lazy.map(\.largestNumber).first(where: { !($0 <= largestCoordinate) }) {
            // Said only where its own coordinates are in range: the transforms took it out.
            let ownFit = outlines!.allSatisfy { $0.segments.allSatisfy { $0.largestNumber <= largestCoordinate } }
            let moved = here.transform == .identity || !ownFit ? "" : " (moved by its transforms)"
            let what: String
            if largest.isNaN {
                what = "a coordinate that is not a number"
            } else {
                // (A power of ten as one, 1e15, not as 1000000000000000.0.)
                let power = log10(largestCoordinate)
                let limit = power.isFinite && power == power.rounded() ? "1e\(Int(power))" : "\(largestCoordinate)"
                what = "a coordinate larger than \(limit)"
            }
            throw SVGDocumentError(line: elements[i].line, message: "<\(elements[i].name)>: it has \(what)\(moved)")
        }
        subpaths += drawn.subpaths
    }

    /// Draws the element the use `index` refers to, moved by its `x` and `y`. A reference outside
    /// the document draws nothing, as in a browser. What it would draw is counted first: a use
    /// that would draw itself, a chain of uses deeper than ``nestingLimit``, or more than
    /// ``instanceLimit`` drawn through uses in all, is an error before anything is drawn. (Uses
    /// never drawn, in `defs` say, are not looked at, as in a browser; within what a use draws,
    /// every use is counted, hidden or not.)
    mutating func drawReferred(by index: Int, in here: Context) throws(SVGDocumentError) {
        let use = elements[index], key = use.referenceAttribute
        guard let href = use.attributes[key] else { return }
        guard let target = use.reference.flatMap({ ids[$0] }) else {
            if unresolved == nil { unresolved = (use.lines[key] ?? use.line, href) }
            return
        }
        // A use inside what it draws: drawing it draws it again.
        guard !(target..<elements[target].end).contains(index) else { throw Self.endless(use) }
        // (A use drawn through another was counted with it.)
        var chain: [Int] = []
        if depth == 0 { instanced += try weight(of: target, from: index, chain: &chain) }
        guard instanced <= Self.instanceLimit else {
            throw use.failure(key, "the <use> elements draw more than \(Self.instanceLimit) segments and elements")
        }
        var inner = here
        let (x, y) = (try use.length("x", viewport: here.viewport)!, try use.length("y", viewport: here.viewport)!)
        inner.transform = AffineTransform.translation(Vector(x, y)).then(here.transform)
        let size = (try use.length("width", viewport: here.viewport, default: nil),
                    try use.length("height", viewport: here.viewport, default: nil))
        // (Counting stopped chains deeper than the limit where it followed them; where it had
        // counted their far end first, it did not need to.)
        guard depth < Self.nestingLimit else { throw Self.tooDeep(use) }
        depth += 1
        try draw(target..<elements[target].end, in: inner, size: size)
        depth -= 1
    }

    /// The error for a use that would draw itself, through what it refers to.
    static func endless(_ use: SVGElement) -> SVGDocumentError {
        use.failure(use.referenceAttribute, "\(use.attributes[use.referenceAttribute]!) holds this <use>, which would draw it without end")
    }

    /// The error for a chain of uses deeper than ``nestingLimit``, at its last.
    static func tooDeep(_ use: SVGElement) -> SVGDocumentError {
        use.failure(use.referenceAttribute, "more than \(nestingLimit) <use> elements draw one another")
    }
}
