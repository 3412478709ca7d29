import Foundation

/// The TipKit status API, answered by the current engine (`TipsEngine.current`).
extension Tip {
    /// Current eligibility, evaluated now (spec §2.3, RUL-5).
    public var status: Tips.Status { TipsEngine.current.status(of: self) }

    /// `true` exactly when `status == .available` (spec ST-1).
    public var shouldDisplay: Bool { status == .available }

    /// The current status on subscription, then every distinct change (spec OBS-1..3).
    public var statusUpdates: AsyncStream<Tips.Status> { TipsEngine.current.statusUpdates(of: self) }

    /// `statusUpdates` mapped through `== .available`, as in TipKit.
    public var shouldDisplayUpdates: AsyncMapSequence<AsyncStream<Tips.Status>, Bool> {
        statusUpdates.map { $0 == .available }
    }

    /// Permanently marks the tip ineligible (spec INV-1..4).
    public func invalidate(reason: Tips.InvalidationReason) {
        TipsEngine.current.invalidate(self, reason: reason)
    }

    /// Undoes an invalidation and clears the display count and duration (spec INV-5, INV-6).
    public func resetEligibility() async {
        TipsEngine.current.resetEligibility(of: self)
    }
}
