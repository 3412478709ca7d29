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
