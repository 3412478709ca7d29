import Foundation

/// How the simulated clock is written in the header and the log: always UTC and always in
/// English, so golden screens do not depend on the machine's time zone or locale.
public enum SimulatedTimeFormat {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// A date's UTC calendar fields.
    struct Fields: Equatable {
        var year, month, day, hour, minute, second: Int
        /// 1 is Sunday, as `Calendar` counts.
        var weekday: Int
    }

    /// The fields by arithmetic on the seconds since 1970, in the proleptic Gregorian calendar
    /// (days to year, month and day by the era arithmetic of Howard Hinnant's `civil_from_days`):
    /// asking `Calendar` took a tenth of every headless step, since each log line is stamped.
    /// `Calendar` switches to the Julian calendar before 15 October 1582, and very far dates
    /// overflow the arithmetic: those dates ask `Calendar`.
    static func fields(_ date: Date) -> Fields {
        let interval = date.timeIntervalSince1970.rounded(.down)
        guard interval.isFinite, interval >= gregorianStart, interval < 1e14 else { return calendarFields(date) }
        let seconds = Int(interval)
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let secondOfDay = seconds - days * 86_400
        let shifted = days + 719_468  // days since 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let weekday = ((days + 4) % 7 + 7) % 7 + 1  // 1970-01-01 was a Thursday
        return Fields(
            year: year, month: month, day: dayOfYear - (153 * monthFromMarch + 2) / 5 + 1,
            hour: secondOfDay / 3_600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60, weekday: weekday)
    }

    /// 1582-10-15 00:00 UTC, the first day of the Gregorian calendar.
    private static let gregorianStart: TimeInterval = -12_219_292_800

    static func calendarFields(_ date: Date) -> Fields {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        return Fields(
            year: c.year ?? 0, month: c.month ?? 0, day: c.day ?? 0, hour: c.hour ?? 0, minute: c.minute ?? 0,
            second: c.second ?? 0, weekday: c.weekday ?? 1)
    }

    /// `Tue 2026-01-06 09:00 UTC`
    static func dateAndTime(_ date: Date) -> String {
        let f = fields(date)
        return weekdays[f.weekday - 1] + " " + minute(f)
    }

    /// `01-06 09:00`: the header's clock when the header is short of room.
    static func shortDateAndTime(_ date: Date) -> String {
        let f = fields(date)
        return "\(padded(f.month))-\(padded(f.day)) \(padded(f.hour)):\(padded(f.minute))"
    }

    /// `2026-01-06 09:00 UTC`
    public static func minute(_ date: Date) -> String { minute(fields(date)) }

    private static func minute(_ f: Fields) -> String {
        "\(padded(f.year, 4))-\(padded(f.month))-\(padded(f.day)) \(padded(f.hour)):\(padded(f.minute)) UTC"
    }

    /// `09:00:00`
    static func time(_ date: Date) -> String {
        let f = fields(date)
        return "\(padded(f.hour)):\(padded(f.minute)):\(padded(f.second))"
    }

    /// A number with leading zeros (`String(format:)` costs a tenth of an inspector frame).
    private static func padded(_ number: Int, _ digits: Int = 2) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
