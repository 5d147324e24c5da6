/// Reads the elements of an XML document, as much of XML as an SVG file's shapes need: start and
/// end tags with their attributes. Text, comments, CDATA, processing instructions and the
/// document type are skipped, but for the entities its internal subset defines; those, the five
/// predefined ones and character references are decoded in attribute values. Tags must nest,
/// within one root element, an attribute is given once, and an entity used must be defined.
///
/// (Geometry depends on the standard library only, so it reads SVG files without an XML library.)
struct XMLElementScanner {
    /// What the scanner met next.
    enum Event: Equatable {
        /// `<name ...>`, or `<name .../>` (then `closed` and no ``end`` follows), on `line`;
        /// `lines` tells the line of each attribute. An element in SVG's namespace is named
        /// without its prefix (`svg:path` is `path`); one in another namespace keeps a prefix
        /// (`x:rect`, or `ns:rect` for a default namespace), so that no SVG name is taken for it
        /// (see ``name(_:in:)``). Attributes keep theirs (`foo:d` is not `d`).
        case start(name: String, attributes: [String: String], lines: [String: Int], closed: Bool, line: Int)
        case end(name: String)
    }

    /// A malformed document: the line (from 1) and what was expected there.
    struct Failure: Error, Equatable {
        var line: Int
        var expected: String
    }

    private let bytes: [UInt8]
    private var position = 0
    /// The elements open at the cursor, outermost first: their names as written and as told
    /// (see ``Event/start(name:attributes:lines:closed:line:)``), the lines they start on, and
    /// the prefixes they declare ("" for the default).
    private var open: [(written: String, name: String, line: Int, declares: [String])] = []
    /// The namespace each prefix stands for where the cursor is: the innermost declaration
    /// last. (A copy of every prefix in force for each open element grew with the square of
    /// the depth: 3 GB for 10,000 nested groups each declaring one; found by fuzzing.)
    private var namespaces: [String: [String]] = [:]

    /// XLink's namespace, whose `href` a `use` refers by.
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// SVG's namespace.
    static let svgNamespace = "http://www.w3.org/2000/svg"
    /// The entities the document type defines (`<!ENTITY name "text">`), expanded. (Illustrator
    /// writes its namespaces so; the files were refused.)
    private var entities: [String: String] = [:]
    /// The entities the document declares as files (`SYSTEM`, `PUBLIC`), which are not read.
    private var externalEntities: Set<String> = []
    /// The root element once it has ended, and the line it started on: nothing but comments,
    /// processing instructions and spaces may follow.
    private var endedRoot: (name: String, line: Int)?
    /// The most the document's defined entities may expand to, all their uses in all its values
    /// and other entities counted together: ten entities of ten of the one before make a
    /// billion characters from a few lines, and a few hundred values each under a limit of
    /// their own made 900 MB from 7 KB (found in review).
    static let expansionLimit = 1 << 22
    /// What the document's defined entities have expanded to so far, in bytes.
    private var expanded = 0
    /// Lines counted so far: `countedLines` newlines before byte `countedTo` (a document is read
    /// forward, so each byte is counted once; counting from the start each time took 20 s for
    /// 40,000 elements).
    private var countedTo = 0, countedLines = 0

    /// A scanner of `text`, past a byte-order mark at its start (some editors write one; it is
    /// not text outside the root).
    init(_ text: String) {
        let utf8 = Array(text.utf8)
        bytes = utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(utf8.dropFirst(3)) : utf8
    }

    /// The next element event, or nil at the end of a well-nested document.
    mutating func next() throws(Failure) -> Event? {
        while true {
            let lt = find("<")
            if open.isEmpty, let text = bytes[position..<(lt ?? bytes.count)].firstIndex(where: { !Self.isSpace($0) }) {
                // (Text outside the root element was skipped: XML has none there.)
                throw failure(endedRoot.map { "the end of the document after the </\($0.name)> of line \($0.line), not text" }
                              ?? "an element, not text", at: text)
            }
            guard let lt else {
                if let last = open.last {
                    throw failure("</\(last.written)> to end the <\(last.written)> of line \(last.line)", at: bytes.count)
                }
                return nil
            }
            position = lt
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>", what: "CDATA section")
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!") {
                try skipDeclaration()
            } else if starts(with: "</") {
                return try endTag()
            } else {
                // (A second root element was read as more of the document.)
                if let root = endedRoot { throw failure("the end of the document after the </\(root.name)> of line \(root.line)") }
                return try startTag()
            }
        }
    }

    // MARK: Tags

    private mutating func startTag() throws(Failure) -> Event {
        let line = lineNumber(at: position)
        position += 1
        let name = try self.name("an element name")
        var attributes: [String: String] = [:], lines: [String: Int] = [:]
        while true {
            let spaced = skipWhitespace()
            guard let b = current else { throw failure("\">\" to end <\(name)>") }
            if b == UInt8(ascii: ">") || starts(with: "/>") {
                let closed = b != UInt8(ascii: ">")
                position += closed ? 2 : 1
                var declares: [String] = []
                for (key, value) in attributes {
                    // (An empty default undoes one declared above; with none above, it is no
                    // namespace, as the root's own is: SVG's, read leniently. It hid the shapes
                    // of a group in a document that declares no namespace; found in review.)
                    let prefix: String
                    if key == "xmlns", !(value.isEmpty && namespaces[""]?.last == nil) {
                        prefix = ""
                    } else if key.hasPrefix("xmlns:") {
                        prefix = String(key.dropFirst(6))
                    } else {
                        continue
                    }
                    declares.append(prefix)
                    namespaces[prefix, default: []].append(value)
                }
                let told = Self.name(name) { namespaces[$0]?.last }
                attributes = resolvingPrefixes(attributes, lines: &lines)
                if !closed {
                    open.append((name, told, line, declares))
                } else {
                    undeclare(declares)
                    if open.isEmpty { endedRoot = (name, line) }
                }
                return .start(name: told, attributes: attributes, lines: lines, closed: closed, line: line)
            }
            guard spaced else { throw failure("a space, \">\" or \"/>\" in <\(name)>") }
            let keyLine = lineNumber(at: position)
            let key = try self.name("an attribute name in <\(name)>")
            // (The last of two was taken.)
            guard attributes[key] == nil else { throw failure("one \(key) in <\(name)>, not two") }
            lines[key] = keyLine
            skipWhitespace()
            guard current == UInt8(ascii: "=") else { throw failure("\"=\" after \(key) in <\(name)>") }
            position += 1
            skipWhitespace()
            attributes[key] = try quoted(key, in: name)
        }
    }

    private mutating func endTag() throws(Failure) -> Event {
        position += 2
        let name = try self.name("an element name after \"</\"")
        skipWhitespace()
        guard current == UInt8(ascii: ">") else { throw failure("\">\" to end </\(name)>") }
        guard let innermost = open.last else { throw failure("<\(name)> before </\(name)>") }
        guard innermost.written == name else {
            throw failure("</\(innermost.written)> to end the <\(innermost.written)> of line \(innermost.line), not </\(name)>")
        }
        position += 1
        open.removeLast()
        undeclare(innermost.declares)
        if open.isEmpty { endedRoot = (innermost.written, innermost.line) }
        return .end(name: innermost.name)
    }

    /// Element `written` as told, where `namespaces` are in force: without its prefix in SVG's
    /// namespace, or in none declared where its prefix is none or `svg` (as a browser reads SVG
    /// in HTML, and as hand-written files expect); otherwise with a prefix: its own, or `ns`.
    /// (By prefix alone, `svg:rect` in another namespace was drawn and `s:rect` in SVG's was
    /// not; found by a first-time user.)
    static func name(_ written: String, resolving namespace: (String) -> String?) -> String {
        let (prefix, local) = split(written)
        switch namespace(prefix) {
        case svgNamespace?: return local
        case nil where prefix.isEmpty || prefix == "svg": return local
        default: return (prefix.isEmpty ? "ns" : prefix) + ":" + local
        }
    }

    /// A name's prefix ("" for none) and local part.
    private static func split(_ name: String) -> (prefix: String, local: String) {
        guard let colon = name.firstIndex(of: ":") else { return ("", name) }
        return (String(name[..<colon]), String(name[name.index(after: colon)...]))
    }

    /// `attributes` with XLink's named `xlink:`, whatever prefix they are written with, and
    /// others named `xlink:` written under another prefix than theirs: Python's ElementTree
    /// writes `ns1:href` (it drew nothing), and an `xlink:href` of another namespace is no
    /// reference (both found by fuzzing). An undeclared `xlink:` stays XLink's, read leniently.
    private func resolvingPrefixes(_ attributes: [String: String], lines: inout [String: Int]) -> [String: String] {
        guard attributes.keys.contains(where: { $0.contains(":") && !$0.hasPrefix("xmlns:") }) else { return attributes }
        var out: [String: String] = [:]
        for (key, value) in attributes {
            let (prefix, local) = Self.split(key)
            var told = key
            if !prefix.isEmpty, prefix != "xmlns", prefix != "xml", let uri = namespaces[prefix]?.last {
                told = uri == Self.xlinkNamespace ? "xlink:" + local : prefix == "xlink" ? "other-xlink:" + local : key
            }
            // (Two prefixes for one name: the first written, by name, holds.)
            if out[told] == nil {
                out[told] = value
                if told != key { lines[told] = lines[key] }
            }
        }
        return out
    }

    /// Ends the declarations of `prefixes` made by an element that has ended.
    private mutating func undeclare(_ prefixes: [String]) {
        for prefix in prefixes {
            namespaces[prefix]?.removeLast()
            if namespaces[prefix]?.isEmpty == true { namespaces[prefix] = nil }
        }
    }

    /// A tag or attribute name, as written.
    private mutating func name(_ what: String) throws(Failure) -> String {
        let start = position
        while let b = current, !Self.isSpace(b), b != UInt8(ascii: ">"), b != UInt8(ascii: "/"),
              b != UInt8(ascii: "="), b != UInt8(ascii: "<"), b != UInt8(ascii: "\""), b != UInt8(ascii: "'") {
            position += 1
        }
        guard position > start else { throw failure(what) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A quoted attribute value, its references decoded.
    private mutating func quoted(_ key: String, in element: String) throws(Failure) -> String {
        guard isQuote(current) else { throw failure("a quoted value for \(key) in <\(element)>") }
        guard let range = literal() else { throw failure("the closing quote of \(key) in <\(element)>") }
        return try decoded(String(decoding: bytes[range], as: UTF8.self), at: range.lowerBound, what: "\(key) in <\(element)>")
    }

    private func isQuote(_ b: UInt8?) -> Bool { b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") }

    /// Moves past the quoted literal at the cursor (on its opening quote) and returns where its
    /// text lies; nil, at the end, when its closing quote is missing.
    private mutating func literal() -> Range<Int>? {
        guard let quote = current else { return nil }
        position += 1
        let start = position
        while let b = current, b != quote { position += 1 }
        guard current == quote else { return nil }
        position += 1
        return start..<(position - 1)
    }

    private static let namedEntities = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

    /// `text` with its references decoded: `&#N;` and `&#xN;`, the five predefined entities
    /// (`&amp;` ...) and those the document type defines, as what they stand for. A reference to
    /// no such entity, or an `&` that starts none, is an error (it was kept as written), as is
    /// an expansion past ``expansionLimit``. `offset` (where `text` starts) and `what` are for
    /// the message.
    ///
    /// `charactersOnly`: decode character references alone, keeping the rest as written, as XML
    /// does in an entity's text where it is defined (see ``entityDeclaration()``).
    private mutating func decoded(_ text: String, at offset: Int, what: String, within: [String] = [],
                                  charactersOnly: Bool = false) throws(Failure) -> String {
        guard text.contains("&") else { try count(text, within: within, at: offset, what: what); return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            try count(rest[..<amp], within: within, at: offset, what: what)
            out += rest[..<amp]
            rest = rest[amp...]
            // (The error's line is the "&"'s, not the value's first; in an entity's text, the
            // use's.)
            let here = within.isEmpty ? offset + text.utf8.distance(from: text.startIndex, to: amp) : offset
            guard let semicolon = rest.firstIndex(of: ";") else {
                if charactersOnly {
                    out += "&"
                    rest = rest.dropFirst()
                    continue
                }
                throw failure("an entity the document defines in \(what), not an \"&\" that starts none (write & as &amp;)", at: here)
            }
            let entity = String(rest[rest.index(after: rest.startIndex)..<semicolon])
            if charactersOnly {
                out += Self.character(entity) ?? String(rest[...semicolon])
            } else if let character = Self.character(entity) ?? Self.namedEntities[entity] {
                try count(character, within: within, at: here, what: what)
                out += character
            } else if let defined = entities[entity] {
                // Expanded where it is used, as XML does: an entity may use one defined after
                // it (refused, with a false message, when expanded where defined; found by
                // fuzzing), and none may use itself.
                guard !within.contains(entity), within.count < Self.deepestEntity else {
                    throw failure("entities that do not use themselves (&\(entity); does, in \(what))", at: here)
                }
                out += try decoded(defined, at: here, what: what, within: within + [entity])
            } else if externalEntities.contains(entity) {
                // (It is defined, as a file: "an entity the document defines" misled; found by a first-time user.)
                throw failure("an entity defined in the document itself in \(what), not &\(entity);, which names a file (files are not read)", at: here)
            } else {
                let shown = entity.count > 40 ? "an \"&\" that starts none" : "&\(entity);"
                throw failure("an entity the document defines in \(what), not \(shown) (write & as &amp;)", at: here)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        try count(rest, within: within, at: offset, what: what)
        return out + rest
    }

    /// The deepest one entity's text may use another's.
    static let deepestEntity = 64

    /// Counts `piece`, written out from an entity's text (when `within` one), against
    /// ``expansionLimit``: what the entities expand to, each character once however deep.
    private mutating func count(_ piece: some StringProtocol, within: [String], at offset: Int, what: String) throws(Failure) {
        guard !within.isEmpty else { return }
        expanded += piece.utf8.count
        if expanded > Self.expansionLimit {
            throw failure("entities that expand to at most \(Self.expansionLimit >> 20) MB in all (\(what) takes them past it)", at: offset)
        }
    }

    /// The character `&reference;` stands for, `reference` being `#N` or `#xN`; nil for others.
    private static func character(_ reference: String) -> String? {
        var scalar: Unicode.Scalar?
        if reference.hasPrefix("#x") || reference.hasPrefix("#X") {
            scalar = UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if reference.hasPrefix("#") {
            scalar = UInt32(reference.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        return scalar.map { String($0) }
    }

    // MARK: What is skipped

    /// Skips a `<!DOCTYPE ...>` or other declaration, with its internal subset in brackets,
    /// keeping the entities that subset defines.
    private mutating func skipDeclaration() throws(Failure) {
        var depth = 0
        while let b = current {
            if depth > 0 {
                // (A "]" or an <!ENTITY in a comment or a quoted literal is not the subset's.)
                if starts(with: "<!--") { try skip(past: "-->", what: "comment"); continue }
                if starts(with: "<?") { try skip(past: "?>", what: "processing instruction"); continue }
                if starts(with: "<!ENTITY") { try entityDeclaration(); continue }
                if isQuote(b) {
                    _ = literal()
                    continue
                }
            }
            position += 1
            if b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: "]") { depth -= 1 }
            if b == UInt8(ascii: ">") && depth <= 0 { return }
        }
        throw failure("\">\" to end a declaration")
    }

    /// Reads `<!ENTITY name "text">` into ``entities``, its character references decoded (its
    /// references to entities wait for its use, see ``decoded(_:at:what:within:charactersOnly:)``); the first
    /// definition of a name is the one that holds (as in XML). Parameter entities (`%`) and
    /// external ones (`SYSTEM`, `PUBLIC`) are skipped: no file is read.
    private mutating func entityDeclaration() throws(Failure) {
        let start = position
        position += "<!ENTITY".utf8.count
        skipWhitespace()
        let parameter = current == UInt8(ascii: "%")
        if parameter { position += 1; skipWhitespace() }
        let name = try self.name("an entity's name")
        skipWhitespace()
        if isQuote(current) {
            guard let range = literal() else { throw failure("the closing quote of the entity \(name)", at: start) }
            if !parameter && entities[name] == nil && !externalEntities.contains(name) {
                entities[name] = try decoded(String(decoding: bytes[range], as: UTF8.self), at: range.lowerBound,
                                             what: "the entity \(name)", charactersOnly: true)
            }
        } else if !parameter && entities[name] == nil {
            externalEntities.insert(name)
        }
        while let b = current, b != UInt8(ascii: ">") {
            if isQuote(b) { _ = literal() } else { position += 1 }
        }
        guard current == UInt8(ascii: ">") else { throw failure("\">\" to end the entity \(name)", at: start) }
        position += 1
    }

    private mutating func skip(past end: String, what: String) throws(Failure) {
        let target = Array(end.utf8), opened = position
        var i = position
        while i + target.count <= bytes.count {
            if bytes[i..<(i + target.count)].elementsEqual(target) {
                position = i + target.count
                return
            }
            i += 1
        }
        throw failure("\"\(end)\" to end the \(what) of line \(lineNumber(at: opened))", at: bytes.count)
    }

    // MARK: Bytes

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func starts(with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        return position + p.count <= bytes.count && bytes[position..<(position + p.count)].elementsEqual(p)
    }

    private func find(_ ascii: Unicode.Scalar) -> Int? {
        bytes[position...].firstIndex(of: UInt8(ascii: ascii))
    }

    /// Skips XML whitespace; true when there was some.
    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while let b = current, Self.isSpace(b) { position += 1 }
        return position > start
    }

    private static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }

    private mutating func lineNumber(at offset: Int) -> Int {
        let offset = min(offset, bytes.count)
        if offset < countedTo { (countedTo, countedLines) = (0, 0) }
        // A line ends in LF, CRLF or a CR alone (as XML reads them; old Mac files end lines in CR).
        for i in countedTo..<offset where bytes[i] == 0x0A || bytes[i] == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A) {
            countedLines += 1
        }
        countedTo = offset
        return 1 + countedLines
    }

    private mutating func failure(_ expected: String, at offset: Int? = nil) -> Failure {
        Failure(line: lineNumber(at: offset ?? position), expected: expected)
    }
}
