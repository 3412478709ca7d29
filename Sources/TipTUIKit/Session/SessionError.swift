/// An operation the session cannot do, with what to do instead.
public struct SessionError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

