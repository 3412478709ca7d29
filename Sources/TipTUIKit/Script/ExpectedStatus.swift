import TipCore

/// The status a check expects (`expect status TIP invalidated(tipClosed)`).
public enum ExpectedStatus: Equatable, Sendable {
    case available
    case pending
    /// Invalidated for the given reason, or for any reason when `nil`.
    case invalidated(Tips.InvalidationReason?)
}
