import Foundation

/// Everything the datastore remembers about one tip id (spec §2.15). Status is never stored: it
/// is computed from this record, the tip's rules and options, and the global state.
public struct TipRecord: Equatable, Hashable, Sendable {
    public var tipID: String
    /// Set by `invalidate(reason:)` or automatically by MaxDisplayCount/MaxDisplayDuration.
    public var invalidationReason: Tips.InvalidationReason?
    public var invalidatedAt: Date?
    /// Presentations that began (spec CNT-2).
    public var displayCount: Int
    /// Cumulative on-screen seconds of finished presentations (spec DUR-1).
    public var displayDuration: TimeInterval
    public var firstDisplayedAt: Date?
    public var lastDisplayedAt: Date?

    public init(
        tipID: String,
        invalidationReason: Tips.InvalidationReason? = nil,
        invalidatedAt: Date? = nil,
        displayCount: Int = 0,
        displayDuration: TimeInterval = 0,
        firstDisplayedAt: Date? = nil,
        lastDisplayedAt: Date? = nil
    ) {
        self.tipID = tipID
        self.invalidationReason = invalidationReason
        self.invalidatedAt = invalidatedAt
        self.displayCount = displayCount
        self.displayDuration = displayDuration
        self.firstDisplayedAt = firstDisplayedAt
        self.lastDisplayedAt = lastDisplayedAt
    }
}
