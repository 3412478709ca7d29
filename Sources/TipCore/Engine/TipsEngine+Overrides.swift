extension TipsEngine {
    /// The testing overrides in force (process-local, never stored: spec TST-4). They may change
    /// at any time and apply at the next evaluation (CFG-7).
    public var testingOverrides: Tips.TestingOverrides {
        get { state.withLock { $0.overrides } }
    }

    public func setTestingOverrides(_ overrides: Tips.TestingOverrides) {
        state.withLock { $0.overrides = overrides }
        notifyObservers()
    }

    public func showAllTipsForTesting() {
        updateOverrides { $0.showAllTips = true }
    }

    public func hideAllTipsForTesting() {
        updateOverrides { $0.hideAllTips = true }
    }

    /// Shows the named tips (type names or ids) regardless of rules, frequency and invalidation.
    public func showTipsForTesting(_ names: [String]) {
        updateOverrides { $0.shownTips.formUnion(names) }
    }

    /// Hides the named tips (type names or ids) regardless of rules.
    public func hideTipsForTesting(_ names: [String]) {
        updateOverrides { $0.hiddenTips.formUnion(names) }
    }

    private func updateOverrides(_ change: (inout Tips.TestingOverrides) -> Void) {
        state.withLock { change(&$0.overrides) }
        notifyObservers()
    }
}
