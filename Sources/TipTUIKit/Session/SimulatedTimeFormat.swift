import Foundation

/// How the simulated clock is written in the header and the log: always UTC and always in
/// English, so golden screens do not depend on the machine's time zone or locale.
enum SimulatedTimeFormat {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private static func components(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
    }

    /// `Tue 2026-01-06 09:00 UTC`
    static func dateAndTime(_ date: Date) -> String {
        let c = components(date)
        return "\(weekdays[(c.weekday ?? 1) - 1]) \(padded(c.year, 4))-\(padded(c.month))-\(padded(c.day)) "
            + "\(padded(c.hour)):\(padded(c.minute)) UTC"
    }

    /// `09:00:00`
    static func time(_ date: Date) -> String {
        let c = components(date)
        return "\(padded(c.hour)):\(padded(c.minute)):\(padded(c.second))"
    }

    /// A number with leading zeros (`String(format:)` costs a tenth of an inspector frame).
    private static func padded(_ number: Int?, _ digits: Int = 2) -> String {
        let text = String(number ?? 0)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
