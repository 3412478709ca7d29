/// A tip's copy in one language. Anything left out falls back to the tip's own copy.
public struct LocalizedCopy: Equatable, Sendable {
    public let title: String?
    public let message: String?
    /// Action titles keyed by action id.
    public let actionTitles: [String: String]

    public init(title: String?, message: String?, actionTitles: [String: String]) {
        self.title = title
        self.message = message
        self.actionTitles = actionTitles
    }
}
