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
        return String(format: "%@ %04d-%02d-%02d %02d:%02d UTC",
                      weekdays[(c.weekday ?? 1) - 1], c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }

    /// `09:00:00`
    static func time(_ date: Date) -> String {
        let c = components(date)
        return String(format: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}
