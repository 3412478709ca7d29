import Foundation

/// Why a tip has the status it has: the step of the status computation that decided (spec §2.3),
/// each rule with the value it saw, the display-frequency window, display count and duration
/// against their limits, any testing override, and the tip's place in a group.
/// `description` is the text an inspector panel shows.
public struct TipExplanation: Equatable, Sendable, CustomStringConvertible {
    /// The step of the status computation that decided the status.
    public enum Decision: Equatable, Hashable, Sendable {
        case notConfigured
        case override(OverrideEffect)
        case invalidated(Tips.InvalidationReason)
        case ruleNotSatisfied
        case displayFrequencyWindow
        case eligible
    }

    /// One rule and what it saw.
    public struct RuleReport: Equatable, Hashable, Sendable {
        public var description: String
        public var inputs: [Tips.Rule.Input]
        public var observed: RuleObservation
        public var passed: Bool

        public init(description: String, inputs: [Tips.Rule.Input], observed: RuleObservation, passed: Bool) {
            self.description = description
            self.inputs = inputs
            self.observed = observed
            self.passed = passed
        }
    }

    /// The global display-frequency window as it bears on this tip (FRQ-1..6).
    public struct FrequencyReport: Equatable, Sendable {
        public var setting: Tips.ConfigurationOption.DisplayFrequency?
        public var lastNewTipDisplayAt: Date?
        /// When the window ends, if it applies to this tip and has not ended yet.
        public var windowEnd: Date?
        public var remaining: TimeInterval?
        /// Why the window does not apply to the tip, when it does not.
        public var exemption: String?
    }

    /// Display count and on-screen time against the tip's limits (CNT-*, DUR-*).
    public struct DisplayReport: Equatable, Sendable {
        public var count: Int
        public var maxCount: Int?
        /// Cumulative seconds, including the presentation in progress.
        public var duration: TimeInterval
        /// Seconds of the presentations that ended.
        public var recordedDuration: TimeInterval
        public var maxDuration: TimeInterval?
        public var presentingSince: Date?
        public var currentPresentation: TimeInterval?

        /// The report at `now`, its stored figures unchanged: the presentation in progress has
        /// lasted until then. What the engine reports at `now` while nothing else changed.
        public func at(_ now: Date) -> DisplayReport {
            var report = self
            report.currentPresentation = presentingSince.map { max(0, now.timeIntervalSince($0)) }
            report.duration = recordedDuration + (report.currentPresentation ?? 0)
            return report
        }

        /// The on-screen time against its limit, as the explanation's text says it.
        public var onScreenLine: String {
            var line = "On screen: \(formatDuration(duration))"
            line += maxDuration.map { " of \(formatDuration($0)) allowed" } ?? " (no limit)"
            if let currentPresentation {
                line += "; presented now for \(formatDuration(currentPresentation))"
            }
            return line
        }
    }

    /// The tip's place in a group and why it is or is not the current one (GRP-*).
    public struct GroupReport: Equatable, Sendable {
        public var priority: TipGroup.Priority
        /// 1-based position in builder order.
        public var position: Int
        public var count: Int
        public var currentTipID: String?
        public var isCurrent: Bool
        public var reason: String
    }

    public var tipID: String
    public var typeName: String
    public var status: Tips.Status
    public var decision: Decision
    public var rules: [RuleReport]
    public var frequency: FrequencyReport
    public var display: DisplayReport
    public var override: OverrideEffect?
    public var invalidatedAt: Date?
    public var group: GroupReport?

    /// One sentence saying why.
    public var summary: String {
        switch decision {
        case .notConfigured:
            "Pending: Tips.configure has not run yet."
        case .override(let effect) where effect.shows:
            "Available: forced by \(effect.rawValue)."
        case .override(let effect):
            "\(statusName): hidden by \(effect.rawValue)."
        case .invalidated(let reason):
            "Invalidated: \(Self.sentence(for: reason))."
        case .ruleNotSatisfied:
            "Pending: " + rules.filter { !$0.passed }.map { "\($0.description) is false (saw \($0.observed))" }
                .joined(separator: "; ") + "."
        case .displayFrequencyWindow:
            "Pending: another tip was shown first; the \(frequency.setting?.description ?? "") display-frequency "
                + "window ends in \(formatDuration(frequency.remaining ?? 0))."
        case .eligible:
            "Available: every rule holds and nothing holds it back."
        }
    }

    public var description: String {
        var lines = ["\(tipID) [\(typeName)]: \(statusName)", summary]
        if rules.isEmpty {
            lines.append("Rules: none (always satisfied).")
        } else {
            lines.append("Rules (all must hold):")
            for rule in rules {
                lines.append("  [\(rule.passed ? "pass" : "fail")] \(rule.description): saw \(rule.observed)")
            }
        }
        lines.append("Display frequency: " + frequencyLine)
        lines.append("Displays: \(display.count)" + (display.maxCount.map { " of \($0) allowed" } ?? " (no limit)"))
        lines.append(display.onScreenLine)
        lines.append("Testing override: " + (override?.rawValue ?? "none"))
        if let group {
            lines.append("Group (\(group.priority == .ordered ? "ordered" : "first available")): "
                + "position \(group.position) of \(group.count); \(group.reason)")
        }
        return lines.joined(separator: "\n")
    }

    private var statusName: String {
        switch status {
        case .available: "available"
        case .pending: "pending"
        case .invalidated(let reason): "invalidated (\(reason.rawValue))"
        }
    }

    private var frequencyLine: String {
        guard let setting = frequency.setting else { return "not configured" }
        if let exemption = frequency.exemption { return "\(setting); \(exemption)" }
        if let remaining = frequency.remaining { return "\(setting); window open, ends in \(formatDuration(remaining))" }
        return "\(setting); no window in force"
    }

    private static func sentence(for reason: Tips.InvalidationReason) -> String {
        switch reason {
        case .actionPerformed: "the user performed the action (actionPerformed)"
        case .tipClosed: "the user closed the tip (tipClosed)"
        case .displayCountExceeded: "MaxDisplayCount reached (displayCountExceeded)"
        case .displayDurationExceeded: "MaxDisplayDuration reached (displayDurationExceeded)"
        }
    }
}
