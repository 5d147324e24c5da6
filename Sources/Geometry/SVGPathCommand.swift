/// One command letter of SVG path data: what it draws and whether its coordinates are relative.
struct SVGPathCommand: Hashable, Sendable {
    /// What a command draws, independent of the letter's case.
    enum Kind: Hashable, Sendable {
        case move, line, horizontal, vertical, cubic, smoothCubic, quad, smoothQuad, arc, close
    }

    var kind: Kind
    /// True for the lowercase letters: coordinates are offsets from the current point.
    var isRelative: Bool

    /// The command named by the ASCII `letter`, or nil when it names none.
    init?(letter: UInt8) {
        // ASCII upper and lower case differ only in bit 0x20; lowercase letters are the larger.
        let lower = letter | 0x20
        switch lower {
        case UInt8(ascii: "m"): kind = .move
        case UInt8(ascii: "l"): kind = .line
        case UInt8(ascii: "h"): kind = .horizontal
        case UInt8(ascii: "v"): kind = .vertical
        case UInt8(ascii: "c"): kind = .cubic
        case UInt8(ascii: "s"): kind = .smoothCubic
        case UInt8(ascii: "q"): kind = .quad
        case UInt8(ascii: "t"): kind = .smoothQuad
        case UInt8(ascii: "a"): kind = .arc
        case UInt8(ascii: "z"): kind = .close
        default: return nil
        }
        isRelative = letter == lower
    }

    /// The command that numbers after this one's arguments repeat. After a moveto, extra
    /// coordinate pairs are linetos (SVG 1.1 section 8.3.2); every other command repeats itself.
    var repeated: SVGPathCommand {
        kind == .move ? SVGPathCommand(kind: .line, isRelative: isRelative) : self
    }

    private init(kind: Kind, isRelative: Bool) {
        self.kind = kind
        self.isRelative = isRelative
    }
}
