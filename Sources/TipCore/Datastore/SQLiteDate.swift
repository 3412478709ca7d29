import Foundation

/// Dates are stored as UTC integer milliseconds since 1970: exact to compare and index, readable
/// in the `sqlite3` shell with `datetime(date_ms / 1000, 'unixepoch')`.
enum SQLiteDate {
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
