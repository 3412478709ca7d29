/// A tip's copy: a plain string standing in for SwiftUI's `Text`, so tip declarations written for
/// TipKit (`Text("Show your location")`, `Text("\(trail.name) is now available")`) compile unchanged.
public struct Text: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The words as written; renderers wrap and style them.
    public var content: String

    public init(_ content: some StringProtocol) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public init(stringLiteral value: String) {
        content = value
    }

    public var description: String { content }
}
