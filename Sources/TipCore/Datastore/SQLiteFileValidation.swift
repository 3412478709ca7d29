import Foundation

/// Decides, with plain file reads only, whether a path holds a TipCore datastore that SQLite may
/// open for writing. SQLite itself cannot be asked: opening a connection may replay or checkpoint a
/// `-wal` into the main file, rewrite the header to switch journal modes, and delete the `-wal` and
/// `-shm` files when the connection closes, all before the first query could say "not ours". A file
/// refused here has never been opened by SQLite, so it and its sidecars stay byte for byte as found.
///
/// The rules, in order:
/// - no file (and no `-wal`), or an empty file: a new datastore;
/// - a `-wal` without a main file, or beside an empty one: refused (SQLite would build a database
///   out of a log that belongs to some other file);
/// - the main file must start with a complete SQLite header;
/// - a non-empty `-wal` must be a valid write-ahead log with the main file's page size;
/// - the file's first page, and the `-wal`'s newest committed copy of it when there is one (what
///   SQLite will read), must each carry TipCore's application id (or none, for stores from before
///   it was set), a schema version this build knows, and exactly that version's tables; version 0
///   means no tables at all. A log that fails where the file passes is named as the culprit when
///   the file holds a datastore; beside a file without tables, the two are one foreign database.
///
/// What it cannot tell: a `-wal` that belongs to another database with the same page size and
/// that holds no copy of page 1. SQLite could not tell either.
enum SQLiteFileValidation {
    /// Throws unless `path` holds nothing yet, an empty file, or a TipCore datastore this build
    /// can open. A file that fails is read again after a short pause before it is refused, since
    /// another process may be writing its first page at the very moment it was read.
    static func validate(path: String, schema: SQLiteSchema = .datastore) throws {
        var attempt = 0
        while true {
            do {
                return try validateOnce(path: path, schema: schema)
            } catch let error as TipDatastoreError {
                guard case .notADatastore = error, attempt < 2 else { throw error }
                attempt += 1
                usleep(20_000)
            }
        }
    }

    /// Whether `path` passes the checks for `schema`, read once. Asked only of a file already
    /// refused as another kind, to say what it is instead: a TipCore datastore given where a sync
    /// store belongs is the likeliest such file, and "another application" would mislead.
    static func accepts(path: String, as schema: SQLiteSchema) -> Bool {
        (try? validateOnce(path: path, schema: schema)) != nil
    }

    /// Whether the file's first page carries `schema`'s application id, whatever its schema
    /// version: a file of that kind, perhaps written by a newer TipCore. Asked only of a file
    /// already refused, to name it.
    static func carriesApplicationID(path: String, of schema: SQLiteSchema) -> Bool {
        guard let bytes = try? contents(of: path, upTo: 65_536), let page = try? SQLitePageOne(bytes) else { return false }
        return page.applicationID == schema.applicationID
    }

    private static func validateOnce(path: String, schema: SQLiteSchema) throws {
        let walPath = path + "-wal"
        // The log first: SQLite writes a new file's first page before it creates the log, so a log
        // read before the file never belongs to a file that looks empty only because it was read late.
        let walBytes = try contents(of: walPath, upTo: nil)
        guard let mainBytes = try contents(of: path, upTo: 65_536) else {
            if let walBytes, !walBytes.isEmpty {
                throw TipDatastoreError.notADatastore(
                    path: walPath, detail: "a write-ahead log (-wal) without its database file \(path)")
            }
            return
        }
        if mainBytes.isEmpty {
            if let walBytes, !walBytes.isEmpty {
                throw TipDatastoreError.notADatastore(
                    path: path, detail: "an empty file beside a write-ahead log (\(walPath))")
            }
            return
        }
        let pageOne: SQLitePageOne
        do {
            pageOne = try SQLitePageOne(mainBytes)
        } catch {
            throw TipDatastoreError.notADatastore(path: path, detail: error.reason)
        }
        guard mainBytes.count >= pageOne.pageSize else {
            throw TipDatastoreError.notADatastore(
                path: path, detail: "the file is \(mainBytes.count) bytes long, shorter than its first page")
        }
        let ownVersion = try checkedVersion(of: pageOne, path: path, schema: schema)
        guard let walBytes, !walBytes.isEmpty else { return }
        let log: SQLiteWriteAheadLog
        do {
            log = try SQLiteWriteAheadLog(walBytes)
        } catch {
            throw TipDatastoreError.notADatastore(path: walPath, detail: "the write-ahead log beside \(path): \(error.reason)")
        }
        guard log.pageSize == pageOne.pageSize else {
            throw TipDatastoreError.notADatastore(
                path: walPath,
                detail: "a write-ahead log with \(log.pageSize)-byte pages beside a database of \(pageOne.pageSize)-byte pages (\(path)): it belongs to another database")
        }
        guard let logged = log.committedPageOne else { return }
        let loggedPageOne: SQLitePageOne
        do {
            loggedPageOne = try SQLitePageOne(logged)
        } catch {
            throw TipDatastoreError.notADatastore(
                path: walPath, detail: "its copy of the first page of \(path): \(error.reason)")
        }
        do {
            _ = try checkedVersion(of: loggedPageOne, path: path, schema: schema)
        } catch TipDatastoreError.notADatastore(_, let detail) {
            // A file that is a TipCore datastore on its own has another database's log beside
            // it; a file still empty on its own is, with its log, some other database.
            guard ownVersion > 0 else {
                throw TipDatastoreError.notADatastore(path: path, detail: "\(detail), as its write-ahead log shows")
            }
            throw TipDatastoreError.notADatastore(
                path: walPath, detail: "a write-ahead log of another database beside \(path): \(detail)")
        }
    }

    /// Applies the header and schema rules to a first page; returns its schema version (0: no tables yet).
    private static func checkedVersion(of page: SQLitePageOne, path: String, schema: SQLiteSchema) throws -> Int {
        guard page.applicationID == 0 || page.applicationID == schema.applicationID else {
            throw TipDatastoreError.notADatastore(
                path: path, detail: String(format: "an SQLite database of another application (application id 0x%08X)", page.applicationID))
        }
        let version = Int(page.userVersion)
        if version > schema.supportedVersion {
            throw TipDatastoreError.newerSchema(path: path, found: version, supported: schema.supportedVersion)
        }
        guard version >= 0 else {
            throw TipDatastoreError.notADatastore(path: path, detail: "unknown schema version \(version)")
        }
        guard let tables = page.tableNames else {
            throw TipDatastoreError.notADatastore(path: path, detail: "an SQLite database with a schema TipCore never writes")
        }
        try schema.check(version: version, tables: tables, path: path)
        return version
    }

    /// The file's bytes (at most `limit`), nil when there is no file. A directory or an unreadable
    /// file is `unavailable`.
    private static func contents(of path: String, upTo limit: Int?) throws -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            throw TipDatastoreError.unavailable(path: path, detail: "it is a directory, not a file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            // Another process closing its connection removes its `-wal` between the two calls:
            // a file gone by now is a file that is not there, not one that cannot be read.
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            throw TipDatastoreError.unavailable(path: path, detail: "the file cannot be read")
        }
        defer { try? handle.close() }
        do {
            let data = try limit.map { try handle.read(upToCount: $0) } ?? handle.readToEnd()
            return [UInt8](data ?? Data())
        } catch {
            throw TipDatastoreError.unavailable(path: path, detail: "the file cannot be read: \(error.localizedDescription)")
        }
    }
}
