import Foundation

/// A kind of TipCore file's tables and how each schema version is reached from the one before:
/// the datastore's (`SQLiteSchema.datastore`) and the sync store's (`.syncStore`).
///
/// The version lives in `PRAGMA user_version`. Migration `n` (1-based) turns a version `n - 1`
/// file into a version `n` file; a new file runs them all. To change a schema, append a step:
/// never edit one that has shipped, since files in the field were built by it.
struct SQLiteSchema: Sendable {
    struct Migration {
        /// Statements run in order inside the migrating transaction.
        let statements: [String]
        /// Every table a file holds once this step has run: the check that a file is ours.
        let tables: Set<String>
    }

    /// The `PRAGMA application_id` a file of this kind carries (or 0, for datastores from before
    /// it was set).
    let applicationID: UInt32
    let migrations: [Migration]

    /// TipCore's datastore: "TipC" in ASCII as its application id, set by schema version 2.
    static let datastore = SQLiteSchema(applicationID: 0x5469_7043, migrations: [
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
        ),
        Migration(
            statements: [
                // One row per thing a write can change ("event:<id>", "parameter:<id>", "tip:<id>",
                // "meta:<key>", "*" for everything), holding the number of the last transaction
                // that changed it. Another connection asks for the rows above the number it last
                // saw and re-reads only those (see SQLiteDatastore.changes(since:)).
                """
                CREATE TABLE changes (
                    scope TEXT PRIMARY KEY NOT NULL,
                    version INTEGER NOT NULL
                ) STRICT, WITHOUT ROWID
                """,
                "CREATE INDEX changes_by_version ON changes (version)",
                // "TipC": lets a plain read of the header tell a TipCore file from another program's.
                "PRAGMA application_id = \(0x5469_7043 as UInt32)",
            ],
            tables: ["tip_records", "donations", "parameter_values", "meta", "changes"]
        ),
    ])

    /// TipCore's sync store: "TipS" in ASCII. One row per sync change; the rowid is the token a
    /// device pulls from, so rows are only ever appended and tokens only grow.
    static let syncStore = SQLiteSchema(applicationID: 0x5469_7053, migrations: [
        Migration(
            statements: [
                """
                CREATE TABLE sync_changes (
                    token INTEGER PRIMARY KEY,
                    device TEXT NOT NULL,
                    counter INTEGER NOT NULL,
                    time_ms INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    key TEXT NOT NULL,
                    date_ms INTEGER,
                    seconds REAL,
                    data BLOB,
                    seen TEXT,
                    UNIQUE (device, counter)
                ) STRICT
                """,
                "PRAGMA application_id = \(0x5469_7053 as UInt32)",
            ],
            tables: ["sync_changes"]
        ),
    ])

    /// The newest version this build can read and write.
    var supportedVersion: Int { migrations.count }

    /// The table that records changes, which `removeAll` keeps.
    static let changesTable = "changes"

    /// Reads the file's version and table list in one statement, so both come from the same
    /// snapshot even while another process is setting the file up, and checks them.
    ///
    /// - Returns: the version found; 0 means a file that still needs every migration.
    func verifiedVersion(of connection: SQLiteConnection) throws -> Int {
        var version = 0
        var tables: Set<String> = []
        try connection.run(
            """
            SELECT (SELECT user_version FROM pragma_user_version), name FROM sqlite_schema
            WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            UNION ALL SELECT (SELECT user_version FROM pragma_user_version), NULL
            """
        ) { row in
            version = Int(row.integer(0))
            if let name = row.optionalText(1) { tables.insert(name) }
        }
        if version > supportedVersion {
            throw TipDatastoreError.newerSchema(path: connection.path, found: version, supported: supportedVersion)
        }
        try check(version: version, tables: tables, path: connection.path)
        return version
    }

    /// Checks that a file at `version` holds exactly that version's tables (none at version 0).
    func check(version: Int, tables: Set<String>, path: String) throws {
        if version < 0 {
            throw TipDatastoreError.notADatastore(path: path, detail: "unknown schema version \(version)")
        }
        if version == 0 {
            guard tables.isEmpty else {
                throw TipDatastoreError.notADatastore(
                    path: path,
                    detail: "an SQLite database with other tables (\(listed(tables))) and no TipCore schema version")
            }
            return
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
    }

    /// Brings a verified file up to `supportedVersion` in one `BEGIN IMMEDIATE` transaction, so
    /// the version is checked and the schema created while this connection alone may write: of
    /// several processes opening a new file at once, the first sets it up and the others find it done.
    func migrate(_ connection: SQLiteConnection) throws {
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

    private func listed(_ tables: Set<String>) -> String {
        tables.sorted().joined(separator: ", ")
    }
}
