import Foundation
import Synchronization

/// A datastore in one SQLite file that several engines and processes can share (the App Group
/// analogue).
///
/// Durability: the file is in WAL mode with `synchronous=NORMAL`. A committed `atomically` call
/// survives the process crashing; after a power loss or an operating-system crash the last few
/// commits may be lost, but the file is never left damaged. That is SQLite's recommended setting
/// for WAL and matches what tips need: losing the last donation on power loss is harmless, while a
/// sync to disk on every donation would cost several times the write rate.
///
/// Concurrency: each instance owns one connection behind a mutex, so calls from many threads take
/// turns. Every `atomically` call is one `BEGIN IMMEDIATE` transaction: it takes the file's write
/// lock before its first read, so two processes never interleave a read-modify-write. A process
/// that finds the lock taken waits up to `busyTimeoutMilliseconds` before failing.
///
/// A file that is not a TipCore datastore, or was written by a newer schema, is reported with a
/// `TipDatastoreError` and never modified, truncated or deleted, nor are its `-wal` and `-shm`.
public final class SQLiteDatastore: TipDatastore {
    /// The file name used inside a datastore directory.
    public static let fileName = "TipCore.sqlite"
    /// How long a call waits for another process's transaction before giving up.
    public static let busyTimeoutMilliseconds: Int32 = 5_000

    public let location: String
    /// Used only while `state`'s lock is held, which makes the calls that use it take turns.
    private nonisolated(unsafe) let connection: SQLiteConnection
    private let state = Mutex(State())

    private struct State {
        /// The mark of the last answer given, and the `PRAGMA data_version` it was taken at: while
        /// `data_version` stays the same no other connection has committed, so a caller asking
        /// with that mark is told "nothing changed" without a query.
        var lastMark: Int64?
        var lastDataVersion: Int64?
    }

    /// Opens the datastore in `<directory>/TipCore.sqlite`, creating the directory when missing.
    public convenience init(directory: URL) throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw TipDatastoreError.unavailable(
                path: directory.path, detail: "cannot create the directory: \(error.localizedDescription)")
        }
        try self.init(fileURL: directory.appendingPathComponent(Self.fileName))
    }

    /// Opens the datastore in `fileURL`. A missing or empty file becomes a new datastore; an older
    /// schema is migrated; anything else that is not a TipCore datastore throws, and SQLite never
    /// opened it (`SQLiteFileValidation`).
    ///
    /// Safe when several processes open the same new file at once: the journal mode switch is
    /// retried while another process holds the file, and the schema is checked and created in one
    /// `BEGIN IMMEDIATE` transaction under the busy timeout, so exactly one process creates it.
    public init(fileURL: URL) throws {
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection.open(
                path: fileURL.path, schema: .datastore, busyTimeoutMilliseconds: Self.busyTimeoutMilliseconds)
        } catch TipDatastoreError.notADatastore(let path, _) where SQLiteFileValidation.accepts(path: path, as: .syncStore) {
            // A sync store given as the datastore, the likeliest wrong file of all: say what it is
            // rather than "another application".
            throw TipDatastoreError.notADatastore(
                path: path, detail: "it is a TipCore sync store, which devices share; each datastore needs a file of its own")
        }
        location = connection.path
        self.connection = connection
    }

    public func atomically<T>(
        reportingChangesSince mark: Int64?, _ body: (any TipDatastoreOperations) throws -> T
    ) throws -> (result: T, changes: TipDatastoreChanges) {
        try state.withLock { state in
            let connection = self.connection
            try connection.run("BEGIN IMMEDIATE")
            let transaction = SQLiteTransaction(connection: connection)
            defer { transaction.close() }
            do {
                // Read under the write lock: no one can commit between this answer and our writes.
                let dataVersion = try Self.dataVersion(of: connection)
                var changes = try Self.changes(since: mark, dataVersion: dataVersion, state: state, connection: connection)
                let result = try body(transaction)
                if let newest = try transaction.recordChanges() { changes.mark = newest }
                try connection.run("COMMIT")
                // Our own commit leaves our `data_version` as it was: the pair stays a valid shortcut.
                state.lastMark = changes.mark
                state.lastDataVersion = dataVersion
                return (result, changes)
            } catch {
                // After some errors SQLite has already rolled back; a second rollback then fails harmlessly.
                try? connection.run("ROLLBACK")
                throw error
            }
        }
    }

    /// A read transaction (a deferred `BEGIN`): a snapshot of the store that takes no write lock,
    /// so readers never wait for, or hold up, writers in other processes.
    public func reading<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        try state.withLock { _ in
            let connection = self.connection
            try connection.run("BEGIN")
            let transaction = SQLiteTransaction(connection: connection)
            defer {
                transaction.close()
                try? connection.run("COMMIT")
            }
            return try body(transaction)
        }
    }

    /// What changed since `mark`: change records above it for everything but appends, and the
    /// donations whose `sequence` is above it for appends (see `SQLiteTransaction.appendDonation`).
    ///
    /// Why records in the file rather than only `PRAGMA data_version`: `data_version` says that
    /// another connection committed, not what it changed, so an engine had to drop everything it
    /// had read (tens of milliseconds for 100,000 donations). Appends, the common write, record
    /// nothing extra; other writes add one small row per changed scope. `data_version` still
    /// answers the common case, nothing changed, without a query: in WAL mode it only looks at the
    /// shared-memory index. Do not call it from inside `atomically` (the instance's lock is held there).
    public func changes(since mark: Int64?) throws -> TipDatastoreChanges {
        try state.withLock { state in
            let connection = self.connection
            let dataVersion = try Self.dataVersion(of: connection)
            if let mark, mark == state.lastMark, dataVersion == state.lastDataVersion { return .none(mark) }
            // One read transaction, one snapshot: a commit after `dataVersion` was read is either
            // in the answer or moves `data_version` again, so it is never missed.
            try connection.run("BEGIN")
            defer { try? connection.run("COMMIT") }
            let changes = try Self.changes(since: mark, dataVersion: dataVersion, state: state, connection: connection)
            state.lastMark = changes.mark
            state.lastDataVersion = dataVersion
            return changes
        }
    }

    /// More appended donations than this are reported as their events, to be read again.
    static let appendedDonationsReported = 1_000

    private static func changes(
        since mark: Int64?, dataVersion: Int64, state: State, connection: SQLiteConnection
    ) throws -> TipDatastoreChanges {
        let unchanged = dataVersion == state.lastDataVersion ? state.lastMark : nil
        guard let mark else {
            return TipDatastoreChanges(mark: try unchanged ?? newestNumber(connection), everything: true)
        }
        if mark == unchanged { return .none(mark) }
        var names: [String] = []
        try connection.run("SELECT scope FROM changes WHERE version > ?", [.integer(mark)]) { row in
            names.append(row.text(0))
        }
        var appended: [DonationRecord] = []
        try connection.run(
            "SELECT sequence, event_id, date_ms, payload FROM donations WHERE sequence > ? ORDER BY sequence LIMIT ?",
            [.integer(mark), .integer(Int64(appendedDonationsReported + 1))]
        ) { row in
            appended.append(
                DonationRecord(
                    sequence: row.integer(0), eventID: row.text(1), date: SQLiteDate.date(row.integer(2)),
                    payload: row.blob(3)))
        }
        if appended.count > appendedDonationsReported {
            appended = []
            try connection.run("SELECT DISTINCT event_id FROM donations WHERE sequence > ?", [.integer(mark)]) { row in
                names.append(TipDatastoreChangeScope.event(id: row.text(0)).storedName)
            }
        }
        let newest = max(mark, try newestNumber(connection))
        return TipDatastoreChanges(scopeNames: names, appendedDonations: appended, newest: newest)
    }

    private static func newestNumber(_ connection: SQLiteConnection) throws -> Int64 {
        try connection.integer(SQLiteTransaction.newestNumberSQL) ?? 0
    }

    private static func dataVersion(of connection: SQLiteConnection) throws -> Int64 {
        try connection.integer("PRAGMA data_version") ?? 0
    }
}
