extension Tips {
    /// The process-local testing overrides (spec §1.2.2, TST-1..6). Tips are named by type name
    /// or id; either matches (Appendix B 12).
    public struct TestingOverrides: Equatable, Sendable {
        public var showAllTips = false
        public var hideAllTips = false
        public var shownTips: Set<String> = []
        public var hiddenTips: Set<String> = []

        public init(showAllTips: Bool = false, hideAllTips: Bool = false, shownTips: Set<String> = [], hiddenTips: Set<String> = []) {
            self.showAllTips = showAllTips
            self.hideAllTips = hideAllTips
            self.shownTips = shownTips
            self.hiddenTips = hiddenTips
        }

        /// Whether any override names tips, so evaluation needs the tip's type name.
        var namesTips: Bool { !shownTips.isEmpty || !hiddenTips.isEmpty }

        /// Both sets of overrides at once: the calls add up, and precedence decides (TST-1).
        public func union(_ other: TestingOverrides) -> TestingOverrides {
            TestingOverrides(
                showAllTips: showAllTips || other.showAllTips, hideAllTips: hideAllTips || other.hideAllTips,
                shownTips: shownTips.union(other.shownTips), hiddenTips: hiddenTips.union(other.hiddenTips))
        }

        /// The override deciding a tip, in the documented precedence: show-specific,
        /// hide-specific, show-all, hide-all (TST-1).
        func effect(tipID: String, typeName: String) -> OverrideEffect? {
            if shownTips.contains(tipID) || shownTips.contains(typeName) { return .shownByName }
            if hiddenTips.contains(tipID) || hiddenTips.contains(typeName) { return .hiddenByName }
            if showAllTips { return .showAll }
            if hideAllTips { return .hideAll }
            return nil
        }

        /// Adds what the launch arguments ask for (CFG-8).
        mutating func merge(_ arguments: TipsLaunchArguments) {
            showAllTips = showAllTips || arguments.showAllTips
            hideAllTips = hideAllTips || arguments.hideAllTips
            shownTips.formUnion(arguments.shownTips)
            hiddenTips.formUnion(arguments.hiddenTips)
        }
    }
}

/// Which testing override decided a tip's status.
public enum OverrideEffect: String, Equatable, Hashable, Sendable {
    case shownByName = "showTipsForTesting"
    case hiddenByName = "hideTipsForTesting"
    case showAll = "showAllTipsForTesting"
    case hideAll = "hideAllTipsForTesting"

    var shows: Bool { self == .shownByName || self == .showAll }
}
