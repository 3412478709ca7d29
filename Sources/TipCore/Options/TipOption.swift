import Foundation

/// A per-tip setting that limits how often or how long a tip shows (spec §1.2.7).
public protocol TipOption: Sendable {}

extension Tips {
    /// Exempts a tip from the global display frequency (spec FRQ-3).
    public struct IgnoresDisplayFrequency: TipOption, Equatable {
        public let ignoresDisplayFrequency: Bool

        public init(_ ignoresDisplayFrequency: Bool) {
            self.ignoresDisplayFrequency = ignoresDisplayFrequency
        }
    }

    /// Invalidates a tip with `.displayCountExceeded` after `maxDisplayCount` presentations
    /// (spec CNT-1..4).
    public struct MaxDisplayCount: TipOption, Equatable {
        public let maxDisplayCount: Int

        public init(_ maxDisplayCount: Int) {
            self.maxDisplayCount = maxDisplayCount
        }
    }

    /// Invalidates a tip with `.displayDurationExceeded` once its cumulative on-screen time reaches
    /// `maxDisplayDuration` seconds, never before a presentation has lasted 60 s (spec DUR-1..5).
    public struct MaxDisplayDuration: TipOption, Equatable {
        public let maxDisplayDuration: TimeInterval

        public init(_ maxDisplayDuration: TimeInterval) {
            self.maxDisplayDuration = maxDisplayDuration
        }
    }
}

/// The options of one tip folded into the three settings the engine reads. When an option kind
/// appears twice the last one wins, as for configuration options (spec CFG-5).
struct ResolvedOptions: Equatable, Sendable {
    var ignoresDisplayFrequency = false
    var maxDisplayCount: Int?
    var maxDisplayDuration: TimeInterval?

    init(_ options: [any TipOption]) {
        for option in options {
            switch option {
            case let option as Tips.IgnoresDisplayFrequency:
                ignoresDisplayFrequency = option.ignoresDisplayFrequency
            case let option as Tips.MaxDisplayCount:
                maxDisplayCount = option.maxDisplayCount
            case let option as Tips.MaxDisplayDuration:
                maxDisplayDuration = option.maxDisplayDuration
            default:
                continue
            }
        }
    }
}
