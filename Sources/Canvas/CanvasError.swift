/// Something Cairo could not do, in words a user can act on.
public struct CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
