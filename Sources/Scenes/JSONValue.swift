/// A JSON value for the state stream, printed compactly with full-precision numbers.
///
/// Doubles print with Swift's shortest round-trip form, so a reader gets back exactly the
/// number Locus had; whole numbers up to 2^53 (every one a double holds exactly) print as
/// integers, `-0` as `0`. Non-finite numbers (which JSON cannot hold) print as `null`.
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
{
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case array([JSONValue])
    /// Keys keep their order, so the stream reads the same every run.
    case object([(String, JSONValue)])
    case null

    public init(stringLiteral s: String) { self = .string(s) }
    public init(floatLiteral d: Double) { self = .number(d) }
    public init(integerLiteral i: Int) { self = .integer(i) }
    public init(booleanLiteral b: Bool) { self = .bool(b) }

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized == b.serialized }
    public func hash(into h: inout Hasher) { h.combine(serialized) }

    /// The value as compact JSON text.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .number(let d): out += d.isFinite ? (d == d.rounded() && abs(d) <= 0x1p53 ? String(Int(d)) : "\(d)") : "null"
        case .integer(let i): out += String(i)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (i, v) in items.enumerated() {
                if i > 0 { out += "," }
                v.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, (k, v)) in fields.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(k, to: &out)
                out += ":"
                v.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }
}
