import CSQLite
import Foundation
import Testing
import TipCore

/// Builds and inspects SQLite files directly through the C API, bypassing `SQLiteDatastore`, so
/// tests can prepare foreign or future files and check what the datastore left on disk.
enum SQLiteTestFiles {
    /// Creates (or opens) `url` in SQLite's default rollback-journal mode and runs `statements`.
    static func run(_ statements: [String], in url: URL) throws {
        var database: OpaquePointer?
        defer { sqlite3_close(database) }
        guard sqlite3_open(url.path, &database) == SQLITE_OK else {
            throw FixtureError(message: "cannot open \(url.path)")
        }
        for statement in statements where sqlite3_exec(database, statement, nil, nil, nil) != SQLITE_OK {
            throw FixtureError(message: "\(statement): \(String(cString: sqlite3_errmsg(database)))")
        }
    }

    /// The file's `PRAGMA user_version`.
    static func userVersion(of url: URL) throws -> Int32 {
        var database: OpaquePointer?
        var statement: OpaquePointer?
        defer {
            sqlite3_finalize(statement)
            sqlite3_close(database)
        }
        guard sqlite3_open_v2(url.path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK,
            sqlite3_prepare_v2(database, "PRAGMA user_version", -1, &statement, nil) == SQLITE_OK,
            sqlite3_step(statement) == SQLITE_ROW
        else { throw FixtureError(message: "cannot read the user_version of \(url.path)") }
        return sqlite3_column_int(statement, 0)
    }

    /// The names of the files in `directory`, sorted.
    static func fileNames(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    struct FixtureError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

extension SQLiteTestFiles {
    /// Schema version 1 as it shipped (in WAL mode), written out here so tests of migrating it do
    /// not depend on the migration list.
    static let versionOneSchema = [
        "PRAGMA journal_mode = WAL",
        """
        CREATE TABLE tip_records (tip_id TEXT PRIMARY KEY NOT NULL, invalidation_reason TEXT,
            invalidated_at_ms INTEGER, display_count INTEGER NOT NULL,
            display_duration_seconds REAL NOT NULL, first_displayed_at_ms INTEGER,
            last_displayed_at_ms INTEGER) STRICT
        """,
        """
        CREATE TABLE donations (sequence INTEGER PRIMARY KEY, event_id TEXT NOT NULL,
            date_ms INTEGER NOT NULL, payload BLOB NOT NULL) STRICT
        """,
        "CREATE INDEX donations_by_event_and_date ON donations (event_id, date_ms)",
        "CREATE TABLE parameter_values (parameter_id TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL) STRICT",
        "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) STRICT",
        "PRAGMA user_version = 1",
    ]

    /// Builds a database in WAL mode at `url` whose last transactions are still only in its
    /// `-wal`, as a process that is still running (or crashed) leaves it: the connection's files
    /// are captured while it is open and written back after it closed (closing checkpoints them).
    static func runLeavingLiveLog(_ statements: [String], in url: URL, pageSize: Int = 4096) throws {
        var database: OpaquePointer?
        guard sqlite3_open(url.path, &database) == SQLITE_OK else {
            sqlite3_close(database)
            throw FixtureError(message: "cannot open \(url.path)")
        }
        let setup = ["PRAGMA page_size = \(pageSize)", "PRAGMA journal_mode = WAL", "PRAGMA wal_autocheckpoint = 0"]
        for statement in setup + statements where sqlite3_exec(database, statement, nil, nil, nil) != SQLITE_OK {
            let message = String(cString: sqlite3_errmsg(database))
            sqlite3_close(database)
            throw FixtureError(message: "\(statement): \(message)")
        }
        let paths = [url.path, url.path + "-wal", url.path + "-shm"]
        let captured = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        sqlite3_close(database)
        for (path, data) in zip(paths, captured) { try data.write(to: URL(fileURLWithPath: path)) }
    }

    /// Every file in `directory` with its bytes.
    static func snapshot(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try fileNames(in: directory) {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(name)
            let isFile = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            files[name] = !isFile ? Data("<directory>".utf8) : try Data(contentsOf: url)
        }
        return files
    }
}
