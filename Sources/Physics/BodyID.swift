/// Names a body in a ``World`` for as long as the world has it. Ids are never reused.
public struct BodyID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (a: BodyID, b: BodyID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "body \(rawValue)" }
}
