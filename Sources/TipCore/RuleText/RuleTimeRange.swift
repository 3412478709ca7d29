import Foundation

/// A `Tips.DonationTimeRange` as written in rule text: a rolling window measured back from now.
///
/// Units are fixed lengths, not calendar units (spec EVT-5): a day is 86 400 s, a week 604 800 s.
/// There is no month and no custom range, because TipKit has none (spec §1.7).
struct RuleTimeRange: Equatable, Sendable {
    enum Unit: String, CaseIterable, Sendable {
        case minute, hour, day, week

        var seconds: TimeInterval {
            switch self {
            case .minute: 60
            case .hour: 3_600
            case .day: 86_400
            case .week: 604_800
            }
        }
    }

    let unit: Unit
    /// `nil` for the singular spelling (`.week`), the argument for the plural (`.weeks(2)`).
    let count: Int?

    var seconds: TimeInterval { unit.seconds * TimeInterval(count ?? 1) }

    /// The window in words: `week`, `3 days`.
    var phrase: String {
        guard let count else { return unit.rawValue }
        return count == 1 ? "1 \(unit.rawValue)" : "\(count) \(unit.rawValue)s"
    }

    /// Rule-text spelling, e.g. `.week` or `.days(3)`.
    var description: String {
        guard let count else { return "." + unit.rawValue }
        return ".\(unit.rawValue)s(\(count))"
    }
}
