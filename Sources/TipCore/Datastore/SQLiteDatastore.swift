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
/// `TipDatastoreError` and never modified, truncated or deleted.
public final class SQLiteDatastore: TipDatastore {
    /// The file name used inside a datastore directory.
    public static let fileName = "TipCore.sqlite"
    /// How long a call waits for another process's transaction before giving up.
    public static let busyTimeoutMilliseconds: Int32 = 5_000

    public let location: String
    private let state: Mutex<State>

    private struct State {
        let connection: SQLiteConnection
        /// The change token: moved by our own writes and by writes we see through `data_version`.
        var generation: Int64 = 0
        /// The last `PRAGMA data_version` this connection reported.
        var seenDataVersion: Int64
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
    /// schema is migrated; anything else that is not a TipCore datastore throws.
    public init(fileURL: URL) throws {
        let connection = try SQLiteConnection(path: fileURL.path)
        connection.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
        // Check before the first write: switching to WAL would already rewrite a foreign file's header.
        _ = try SQLiteSchema.verifiedVersion(of: connection)
        let journalMode = try connection.texts("PRAGMA journal_mode = WAL").first ?? ""
        guard journalMode.lowercased() == "wal" else {
            throw TipDatastoreError.unavailable(
                path: connection.path, detail: "write-ahead logging is not available (journal mode \(journalMode))")
        }
        try connection.execute("PRAGMA synchronous = NORMAL")
        try SQLiteSchema.migrate(connection)
        let dataVersion = try Self.dataVersion(of: connection)
        location = connection.path
        state = Mutex(State(connection: connection, seenDataVersion: dataVersion))
    }

    public func atomically<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        try state.withLock { state in
            let connection = state.connection
            try connection.run("BEGIN IMMEDIATE")
            let transaction = SQLiteTransaction(connection: connection)
            defer { transaction.close() }
            do {
                let result = try body(transaction)
                try connection.run("COMMIT")
                if transaction.hasWritten { state.generation += 1 }
                return result
            } catch {
                // After some errors SQLite has already rolled back; a second rollback then fails harmlessly.
                try? connection.run("ROLLBACK")
                throw error
            }
        }
    }

    /// A token that moves whenever this instance commits a write or any other connection (another
    /// instance, another process) commits to the file. Read it before the data it guards.
    ///
    /// Why `PRAGMA data_version` plus a local counter rather than a counter row bumped by every
    /// write: `data_version` changes exactly when *another* connection has committed, and in WAL
    /// mode reading it only looks at the shared-memory index header, so it costs no disk access
    /// and adds nothing to each write transaction. Our own commits are counted locally, since
    /// `data_version` deliberately ignores them. SQLite does not promise that `data_version`
    /// increases, only that it differs, so the token is our own counter, advanced whenever the
    /// version differs from the last one seen. The token is comparable only with tokens from the
    /// same instance. Do not call it from inside `atomically` (the instance's lock is held there).
    public func changeToken() throws -> Int64 {
        try state.withLock { state in
            let dataVersion = try Self.dataVersion(of: state.connection)
            if dataVersion != state.seenDataVersion {
                state.seenDataVersion = dataVersion
                state.generation += 1
            }
            return state.generation
        }
    }

    private static func dataVersion(of connection: SQLiteConnection) throws -> Int64 {
        try connection.integer("PRAGMA data_version") ?? 0
    }
}
