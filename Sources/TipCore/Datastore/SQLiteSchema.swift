import Foundation

/// The datastore's tables and how each schema version is reached from the one before.
///
/// The version lives in `PRAGMA user_version`. Migration `n` (1-based) turns a version `n - 1`
/// file into a version `n` file; a new file runs them all. To change the schema, append a step:
/// never edit one that has shipped, since files in the field were built by it.
enum SQLiteSchema {
    struct Migration {
        /// Statements run in order inside the migrating transaction.
        let statements: [String]
        /// Every table a file holds once this step has run: the check that a file is ours.
        let tables: Set<String>
    }

    static let migrations: [Migration] = [
        Migration(
            statements: [
                """
                CREATE TABLE tip_records (
                    tip_id TEXT PRIMARY KEY NOT NULL,
                    invalidation_reason TEXT,
                    invalidated_at_ms INTEGER,
                    display_count INTEGER NOT NULL,
                    display_duration_seconds REAL NOT NULL,
                    first_displayed_at_ms INTEGER,
                    last_displayed_at_ms INTEGER
                ) STRICT
                """,
                """
                CREATE TABLE donations (
                    sequence INTEGER PRIMARY KEY,
                    event_id TEXT NOT NULL,
                    date_ms INTEGER NOT NULL,
                    payload BLOB NOT NULL
                ) STRICT
                """,
                // The rowid (`sequence`) is implicitly the index's last column, so "by event, oldest
                // first by date then sequence" is read straight off this index.
                "CREATE INDEX donations_by_event_and_date ON donations (event_id, date_ms)",
                "CREATE TABLE parameter_values (parameter_id TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL) STRICT",
                "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) STRICT",
            ],
            tables: ["tip_records", "donations", "parameter_values", "meta"]
        )
    ]

    /// The newest version this build can read and write.
    static var supportedVersion: Int { migrations.count }

    /// Reads the file's version and checks that the file is a TipCore datastore this build can use.
    /// Only reads: a file that fails the check is left exactly as it was.
    ///
    /// - Returns: the version found; 0 means an empty file that still needs every migration.
    static func verifiedVersion(of connection: SQLiteConnection) throws -> Int {
        let path = connection.path
        let version = Int(try connection.integer("PRAGMA user_version") ?? 0)
        let tables = Set(
            try connection.texts(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            ))
        if version > supportedVersion {
            throw TipDatastoreError.newerSchema(path: path, found: version, supported: supportedVersion)
        }
        if version < 0 {
            throw TipDatastoreError.notADatastore(path: path, detail: "unknown schema version \(version)")
        }
        if version == 0 {
            guard tables.isEmpty else {
                throw TipDatastoreError.notADatastore(
                    path: path,
                    detail: "an SQLite database with other tables (\(listed(tables))) and no TipCore schema version")
            }
            return 0
        }
        let expected = migrations[version - 1].tables
        guard tables == expected else {
            var differences: [String] = []
            let foreign = tables.subtracting(expected)
            let missing = expected.subtracting(tables)
            if !foreign.isEmpty { differences.append("unexpected tables \(listed(foreign))") }
            if !missing.isEmpty { differences.append("missing tables \(listed(missing))") }
            throw TipDatastoreError.notADatastore(
                path: path,
                detail: "schema version \(version) but \(differences.joined(separator: ", "))")
        }
        return version
    }

    /// Brings a verified file up to `supportedVersion` in one write transaction. The version is read
    /// again inside the transaction, so two processes opening a new file at once migrate it once.
    static func migrate(_ connection: SQLiteConnection) throws {
        try connection.execute("BEGIN IMMEDIATE")
        do {
            let version = try verifiedVersion(of: connection)
            for migration in migrations[version...] {
                for statement in migration.statements { try connection.execute(statement) }
            }
            if version < supportedVersion {
                // PRAGMA arguments cannot be bound; the value is our own integer.
                try connection.execute("PRAGMA user_version = \(supportedVersion)")
            }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    private static func listed(_ tables: Set<String>) -> String {
        tables.sorted().joined(separator: ", ")
    }
}
