import CSQLite
import Foundation

/// The baseline: the same donations table and inserts as `SQLiteDatastore`, written straight
/// through the C API with every statement prepared once, in the same mode (WAL,
/// `synchronous=NORMAL`, one `BEGIN IMMEDIATE` transaction per insert).
final class RawDonationWriter {
    private var database: OpaquePointer?
    private var begin: OpaquePointer?
    private var insertDonation: OpaquePointer?
    private var commit: OpaquePointer?

    init(path: String) throws {
        try check(sqlite3_open(path, &database))
        for sql in [
            "PRAGMA journal_mode = WAL",
            "PRAGMA synchronous = NORMAL",
            """
            CREATE TABLE donations (
                sequence INTEGER PRIMARY KEY, event_id TEXT NOT NULL, date_ms INTEGER NOT NULL, payload BLOB NOT NULL
            ) STRICT
            """,
            "CREATE INDEX donations_by_event_and_date ON donations (event_id, date_ms)",
        ] {
            try check(sqlite3_exec(database, sql, nil, nil, nil))
        }
        begin = try prepare("BEGIN IMMEDIATE")
        insertDonation = try prepare("INSERT INTO donations (event_id, date_ms, payload) VALUES (?, ?, ?)")
        commit = try prepare("COMMIT")
    }

    deinit {
        for statement in [begin, insertDonation, commit] { sqlite3_finalize(statement) }
        sqlite3_close(database)
    }

    /// Inserts `count` donations to one event, a millisecond apart, each in its own transaction.
    func insert(count: Int) throws {
        let firstMilliseconds = Int64(DonationWriteBenchmark.firstDate.timeIntervalSince1970 * 1000)
        try DonationWriteBenchmark.payload.withUnsafeBytes { payload in
            for index in 0..<count {
                try step(begin)
                sqlite3_bind_text(insertDonation, 1, "viewed", -1, tipcore_sqlite_transient())
                sqlite3_bind_int64(insertDonation, 2, firstMilliseconds + Int64(index))
                sqlite3_bind_blob(insertDonation, 3, payload.baseAddress, Int32(payload.count), tipcore_sqlite_transient())
                try step(insertDonation)
                try step(commit)
            }
        }
    }

    private func prepare(_ sql: String) throws -> OpaquePointer? {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(database, sql, -1, &statement, nil))
        return statement
    }

    private func step(_ statement: OpaquePointer?) throws {
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else { throw RawSQLiteError(code: code, message: String(cString: sqlite3_errmsg(database))) }
    }

    private func check(_ code: Int32) throws {
        guard code == SQLITE_OK else { throw RawSQLiteError(code: code, message: String(cString: sqlite3_errmsg(database))) }
    }

    struct RawSQLiteError: Error, CustomStringConvertible {
        let code: Int32
        let message: String
        var description: String { "SQLite error \(code): \(message)" }
    }
}
