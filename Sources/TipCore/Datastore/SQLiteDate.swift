import Foundation

/// Dates are stored as UTC integer milliseconds since 1970: exact to compare and index, readable
/// in the `sqlite3` shell with `datetime(date_ms / 1000, 'unixepoch')`.
enum SQLiteDate {
    /// Saturates at the ends of `Int64` (about 292 million years either side of 1970): a clock
    /// moved absurdly far is stored as the farthest time there is, rather than trapping.
    static func milliseconds(_ date: Date) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard !milliseconds.isNaN else { return 0 }
        guard milliseconds < Double(Int64.max) else { return .max }
        guard milliseconds > Double(Int64.min) else { return .min }
        return Int64(milliseconds)
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
