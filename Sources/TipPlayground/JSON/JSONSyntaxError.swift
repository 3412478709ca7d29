/// Text that is not JSON, with where the problem is and what was expected there.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let position: SourcePosition
    public let message: String

    public init(at position: SourcePosition, _ message: String) {
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): \(message)" }
}
