extension Tips {
    /// A tip's eligibility: `.available` means it may be presented now (spec §1.2.3).
    public enum Status: Equatable, Hashable, Sendable {
        /// Not eligible now: a rule is false, the display-frequency window is closed,
        /// a hide override is active, or the datastore is not configured.
        case pending
        /// Eligible to be presented.
        case available
        /// Permanently ineligible until `resetEligibility()` or `resetDatastore()`.
        case invalidated(Tips.InvalidationReason)
    }

    /// Why a tip was invalidated (spec §1.2.3).
    public enum InvalidationReason: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
        /// The user did the thing the tip teaches.
        case actionPerformed
        /// `MaxDisplayCount` was reached.
        case displayCountExceeded
        /// `MaxDisplayDuration` was reached.
        case displayDurationExceeded
        /// The user closed the tip with its close button.
        case tipClosed
    }
}
