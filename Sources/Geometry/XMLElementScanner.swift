/// Reads the elements of an XML document, as much of XML as an SVG file's shapes need: start and
/// end tags with their attributes. Text, comments, CDATA, processing instructions and the
/// document type are skipped; the five predefined entities and character references in
/// attribute values are decoded. Tags must nest.
///
/// (Geometry depends on the standard library only, so it reads SVG files without an XML library.)
struct XMLElementScanner {
    /// What the scanner met next.
    enum Event: Equatable {
        /// `<name ...>`, or `<name .../>` (then `closed` and no ``end`` follows). Names keep no
        /// namespace prefix: `svg:path` is `path`.
        case start(name: String, attributes: [String: String], closed: Bool, line: Int)
        case end(name: String)
    }

    /// A malformed document: the line (from 1) and what was expected there.
    struct Failure: Error, Equatable {
        var line: Int
        var expected: String
    }

    private let bytes: [UInt8]
    private var position = 0
    /// The names of the elements open at the cursor, outermost first.
    private var open: [String] = []

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The next element event, or nil at the end of a well-nested document.
    mutating func next() throws(Failure) -> Event? {
        while true {
            guard let lt = find("<") else {
                guard open.isEmpty else { throw failure("</\(open.last!)>", at: bytes.count) }
                return nil
            }
            position = lt
            if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>")
            } else if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<!") {
                try skipDeclaration()
            } else if starts(with: "</") {
                return try endTag()
            } else {
                return try startTag()
            }
        }
    }

    // MARK: Tags

    private mutating func startTag() throws(Failure) -> Event {
        let line = lineNumber(at: position)
        position += 1
        let name = try self.name("an element name")
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipWhitespace()
            guard let b = current else { throw failure("\">\" to end <\(name)>") }
            if b == UInt8(ascii: ">") {
                position += 1
                open.append(name)
                return .start(name: name, attributes: attributes, closed: false, line: line)
            }
            if starts(with: "/>") {
                position += 2
                return .start(name: name, attributes: attributes, closed: true, line: line)
            }
            guard spaced else { throw failure("a space, \">\" or \"/>\" in <\(name)>") }
            let key = try self.name("an attribute name in <\(name)>")
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
        guard innermost == name else { throw failure("</\(innermost)>, not </\(name)>") }
        position += 1
        open.removeLast()
        return .end(name: name)
    }

    /// A tag or attribute name, without its namespace prefix.
    private mutating func name(_ what: String) throws(Failure) -> String {
        let start = position
        while let b = current, !Self.isSpace(b), b != UInt8(ascii: ">"), b != UInt8(ascii: "/"),
              b != UInt8(ascii: "="), b != UInt8(ascii: "<"), b != UInt8(ascii: "\""), b != UInt8(ascii: "'") {
            position += 1
        }
        guard position > start else { throw failure(what) }
        let full = String(decoding: bytes[start..<position], as: UTF8.self)
        return full.split(separator: ":").last.map(String.init) ?? full
    }

    /// A quoted attribute value, its references decoded.
    private mutating func quoted(_ key: String, in element: String) throws(Failure) -> String {
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw failure("a quoted value for \(key) in <\(element)>")
        }
        position += 1
        let start = position
        while let b = current, b != quote { position += 1 }
        guard current == quote else { throw failure("the closing quote of \(key) in <\(element)>") }
        let raw = String(decoding: bytes[start..<position], as: UTF8.self)
        position += 1
        return Self.decodingReferences(raw)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` and `&#xN;` as the characters they
    /// stand for; any other `&` is kept as written.
    static func decodingReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = rest.dropFirst()
                continue
            }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            var scalar: Unicode.Scalar?
            if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if entity.hasPrefix("#") {
                scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
            }
            if let scalar {
                out.unicodeScalars.append(scalar)
            } else if let named = named[String(entity)] {
                out += named
            } else {
                out += rest[...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    // MARK: What is skipped

    /// Skips a `<!DOCTYPE ...>` or other declaration, with its internal subset in brackets.
    private mutating func skipDeclaration() throws(Failure) {
        var depth = 0
        while let b = current {
            position += 1
            if b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: "]") { depth -= 1 }
            if b == UInt8(ascii: ">") && depth <= 0 { return }
        }
        throw failure("\">\" to end a declaration")
    }

    private mutating func skip(past end: String) throws(Failure) {
        let target = Array(end.utf8)
        var i = position
        while i + target.count <= bytes.count {
            if bytes[i..<(i + target.count)].elementsEqual(target) {
                position = i + target.count
                return
            }
            i += 1
        }
        throw failure("\"\(end)\"", at: bytes.count)
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

    private func lineNumber(at offset: Int) -> Int {
        1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    private func failure(_ expected: String, at offset: Int? = nil) -> Failure {
        Failure(line: lineNumber(at: offset ?? position), expected: expected)
    }
}
