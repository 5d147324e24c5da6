/// A window-system failure, in one line a user can act on.
public struct PlatformError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
