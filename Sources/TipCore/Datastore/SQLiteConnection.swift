import CSQLite
import Foundation

/// One open SQLite connection and the statements prepared on it.
///
/// Not `Sendable`: SQLite handles must have one owner at a time. `SQLiteDatastore` keeps its
/// connection inside a `Mutex`, which is also why the connection is opened with
/// `SQLITE_OPEN_NOMUTEX` (SQLite's own per-call locking would only repeat ours).
final class SQLiteConnection {
    let path: String
    private let database: OpaquePointer
    /// Prepared once per SQL text and reused: preparing costs about as much as a small insert.
    private var statements: [String: OpaquePointer] = [:]

    /// Opens (or creates) the file for reading and writing. Nothing is written to the file here.
    init(path: String) throws {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let detail = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw TipDatastoreError.unavailable(path: path, detail: detail)
        }
        // SQLite quietly falls back to read-only when the file cannot be written; a datastore that
        // cannot record a donation is unusable, so say so now rather than at the first write.
        if sqlite3_db_readonly(handle, "main") == 1 {
            sqlite3_close(handle)
            throw TipDatastoreError.unavailable(path: path, detail: "the file is read-only")
        }
        self.path = path
        self.database = handle
    }

    /// Opens a TipCore file of `schema`'s kind, as the datastore and the sync store both do: the
    /// file is validated before SQLite sees it (`SQLiteFileValidation`), put in WAL mode with
    /// `synchronous=NORMAL`, and brought to the newest schema. Safe when several processes open
    /// the same new file at once: the journal mode switch is retried while another process holds
    /// the file, and the schema is checked and created in one `BEGIN IMMEDIATE` transaction under
    /// the busy timeout, so exactly one process creates it.
    static func open(path: String, schema: SQLiteSchema, busyTimeoutMilliseconds: Int32) throws -> SQLiteConnection {
        try SQLiteFileValidation.validate(path: path, schema: schema)
        let connection = try SQLiteConnection(path: path)
        connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        // Outside any transaction: SQLite cannot change the journal mode inside one.
        let journalMode = try connection.retryingWhileBusy(milliseconds: busyTimeoutMilliseconds) {
            try connection.texts("PRAGMA journal_mode = WAL").first ?? ""
        }
        guard journalMode.lowercased() == "wal" else {
            throw TipDatastoreError.unavailable(
                path: path, detail: "write-ahead logging is not available (journal mode \(journalMode))")
        }
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.retryingWhileBusy(milliseconds: busyTimeoutMilliseconds) {
            try schema.migrate(connection)
        }
        return connection
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        // The last connection to close checkpoints the WAL and removes the -wal and -shm files.
        sqlite3_close(database)
    }

    /// Waits up to `milliseconds` for another connection's lock instead of failing at once.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(database, milliseconds)
    }

    /// Runs `work` again while it fails with SQLITE_BUSY or SQLITE_LOCKED, for up to `milliseconds`.
    ///
    /// For the steps where SQLite returns "database is locked" without calling the busy handler:
    /// switching the journal mode (it needs the file to itself, and waiting inside the statement
    /// could deadlock two processes doing the same) and the first read of a log another process
    /// is recovering. The pause grows from 1 to 10 ms, so it is a wait, not a spin.
    func retryingWhileBusy<T>(milliseconds: Int32, _ work: () throws -> T) throws -> T {
        let deadline = ContinuousClock.now + .milliseconds(Int(milliseconds))
        var pause = 1
        while true {
            do {
                return try work()
            } catch TipDatastoreError.sqlite(_, let code, _)
                where (code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED) && ContinuousClock.now < deadline {
                usleep(UInt32(pause * 1_000))
                pause = min(10, pause * 2)
            }
        }
    }

    /// Runs statements that are used once (schema changes, pragmas) without caching them.
    func execute(_ sql: String) throws {
        let code = sqlite3_exec(database, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// Runs `sql` with `values` bound to its `?` parameters, calling `eachRow` for every result row.
    func run(
        _ sql: String, _ values: [SQLiteValue] = [], eachRow: (SQLiteRow) throws -> Void = { _ in }
    ) throws {
        let statement = try prepared(sql)
        defer { sqlite3_reset(statement) }
        for (index, value) in values.enumerated() {
            try check(value.bind(to: statement, at: Int32(index + 1)))
        }
        while true {
            let code = sqlite3_step(statement)
            switch code {
            case SQLITE_ROW: try eachRow(SQLiteRow(statement: statement))
            case SQLITE_DONE: return
            default: throw error(code)
            }
        }
    }

    /// The first column of the first row, or nil when there is no row or it holds NULL.
    func integer(_ sql: String, _ values: [SQLiteValue] = []) throws -> Int64? {
        var result: Int64?
        try run(sql, values) { row in
            if result == nil { result = row.optionalInteger(0) }
        }
        return result
    }

    /// The first column of every row, as text.
    func texts(_ sql: String, _ values: [SQLiteValue] = []) throws -> [String] {
        var result: [String] = []
        try run(sql, values) { row in result.append(row.text(0)) }
        return result
    }

    /// The `sequence` SQLite assigned to the row inserted last on this connection.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(database) }

    private func prepared(_ sql: String) throws -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(
            database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code) }
        statements[sql] = statement
        return statement
    }

    private func check(_ code: Int32) throws {
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// Sorts SQLite's result codes into the three things a caller can act on: the file is not ours,
    /// the file cannot be reached, or a statement failed.
    func error(_ code: Int32) -> TipDatastoreError {
        let message = String(cString: sqlite3_errmsg(database))
        switch code & 0xFF {
        case SQLITE_NOTADB:
            return .notADatastore(path: path, detail: "not an SQLite database")
        case SQLITE_CORRUPT:
            return .notADatastore(path: path, detail: "damaged SQLite file: \(message)")
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_READONLY, SQLITE_IOERR, SQLITE_AUTH:
            return .unavailable(path: path, detail: message)
        default:
            return .sqlite(path: path, code: code, message: message)
        }
    }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case null

    /// Binds `value`, or NULL when it is nil.
    static func optional(_ value: Int64?) -> SQLiteValue { value.map(SQLiteValue.integer) ?? .null }
    static func optional(_ value: String?) -> SQLiteValue { value.map(SQLiteValue.text) ?? .null }

    fileprivate func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch self {
        case .integer(let value):
            return sqlite3_bind_int64(statement, index, value)
        case .real(let value):
            return sqlite3_bind_double(statement, index, value)
        case .text(let value):
            return sqlite3_bind_text(statement, index, value, -1, tipcore_sqlite_transient())
        case .blob(let value):
            // An empty Data has no base address, and a NULL pointer would bind NULL, not an empty blob.
            guard !value.isEmpty else { return sqlite3_bind_zeroblob(statement, index, 0) }
            return value.withUnsafeBytes { bytes in
                sqlite3_bind_blob(
                    statement, index, bytes.baseAddress, Int32(bytes.count), tipcore_sqlite_transient())
            }
        case .null:
            return sqlite3_bind_null(statement, index)
        }
    }
}

/// The current row of a running statement; valid only inside the `eachRow` callback.
struct SQLiteRow {
    fileprivate let statement: OpaquePointer

    func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(statement, column) == SQLITE_NULL
    }

    func integer(_ column: Int32) -> Int64 {
        sqlite3_column_int64(statement, column)
    }

    func optionalInteger(_ column: Int32) -> Int64? {
        isNull(column) ? nil : integer(column)
    }

    func real(_ column: Int32) -> Double {
        sqlite3_column_double(statement, column)
    }

    func text(_ column: Int32) -> String {
        guard let characters = sqlite3_column_text(statement, column) else { return "" }
        return String(cString: characters)
    }

    func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }

    func blob(_ column: Int32) -> Data {
        // SQLite's documented order: fetch the pointer first, then its length.
        let bytes = sqlite3_column_blob(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes else { return Data() }
        return Data(bytes: bytes, count: count)
    }
}
