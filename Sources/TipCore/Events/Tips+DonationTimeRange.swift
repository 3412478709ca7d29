import Foundation

extension Tips {
    /// A trailing window for `donatedWithin(_:)`: a rolling duration, not calendar units
    /// (spec EVT-5). There is no `.month` in TipKit and none here.
    public struct DonationTimeRange: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The window's length in seconds.
        public let timeInterval: TimeInterval

        private init(seconds: TimeInterval) {
            timeInterval = seconds
        }

        public static var minute: DonationTimeRange { .minutes(1) }
        public static var hour: DonationTimeRange { .hours(1) }
        public static var day: DonationTimeRange { .days(1) }
        public static var week: DonationTimeRange { .weeks(1) }
        public static func minutes(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: 60 * Double(count)) }
        public static func hours(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: 3_600 * Double(count)) }
        public static func days(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: 86_400 * Double(count)) }
        public static func weeks(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: 604_800 * Double(count)) }

        public var description: String { formatDuration(timeInterval) }
    }

    /// How many donations an event keeps and how old they may be (spec EVT-4).
    public struct DonationLimit: Equatable, Hashable, Sendable {
        public let maximumCount: Int
        public let maximumAge: DonationTimeRange?

        public init(maximumCount: Int, maximumAge: DonationTimeRange? = nil) {
            self.maximumCount = maximumCount
            self.maximumAge = maximumAge
        }
    }
}

/// "90 s", "5 min", "2 h 30 min", "7 d": durations as a person reads them in explanations.
/// Saturates at a billion years, so a huge `maxDisplayDuration` reads as one instead of trapping.
func formatDuration(_ seconds: TimeInterval) -> String {
    let longest = 31_557_600_000_000_000.0
    let total = seconds.isNaN ? 0 : Int(min(max(seconds, -longest), longest).rounded())
    if total < 60 { return "\(total) s" }
    let days = total / 86_400, hours = total % 86_400 / 3_600, minutes = total % 3_600 / 60, rest = total % 60
    var parts: [String] = []
    if days > 0 { parts.append("\(days) d") }
    if hours > 0 { parts.append("\(hours) h") }
    if minutes > 0 { parts.append("\(minutes) min") }
    if rest > 0 { parts.append("\(rest) s") }
    return parts.joined(separator: " ")
}
