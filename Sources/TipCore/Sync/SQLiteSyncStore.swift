import Foundation
import Synchronization

/// A sync store in an SQLite file that several processes (several `tiptui`s, several programs
/// using TipCore) open at once, each as a device: the file plays CloudKit's part.
///
/// Every change is one row, appended in one transaction per push and never rewritten; a pull
/// reads the rows after the token of the last one, as CloudKit's change tokens do. WAL mode with
/// `synchronous=NORMAL`, as the datastore: a push that returned survives the process being
/// killed. A file that is not a sync store (garbage, another program's database, a TipCore
/// datastore) or that a newer TipCore wrote is refused with `TipSyncStoreError`, before SQLite
/// opens it, and is left as it was.
public final class SQLiteSyncStore: TipSyncStore {
    public let location: String
    /// Used only while `lock` is held.
    private nonisolated(unsafe) let connection: SQLiteConnection
    private let lock = Mutex(())

    public convenience init(path: String) throws {
        try self.init(fileURL: URL(fileURLWithPath: path))
    }

    public init(fileURL: URL) throws {
        let path = fileURL.path
        do {
            connection = try SQLiteConnection.open(
                path: path, schema: .syncStore, busyTimeoutMilliseconds: SQLiteDatastore.busyTimeoutMilliseconds)
        } catch let error as TipDatastoreError {
            // Refused as a sync store, yet a datastore: say so rather than "another application".
            // A datastore a newer TipCore wrote is one too: it carries the datastore's application id.
            if case .notADatastore = error,
               SQLiteFileValidation.accepts(path: path, as: .datastore) || SQLiteFileValidation.carriesApplicationID(path: path, of: .datastore) {
                throw TipSyncStoreError.datastore(path: path)
            }
            throw TipSyncStoreError(error)
        }
        location = path
    }

    public func push(_ changes: [TipSyncChange]) throws {
        guard !changes.isEmpty else { return }
        try lock.withLock { _ in
            do {
                try connection.run("BEGIN IMMEDIATE")
                do {
                    for change in changes { try insert(change) }
                    try connection.run("COMMIT")
                } catch {
                    try? connection.run("ROLLBACK")
                    throw error
                }
            } catch let error as TipDatastoreError {
                throw TipSyncStoreError(error)
            }
        }
    }

    public func pull(after token: Int64) throws -> (changes: [TipSyncChange], token: Int64) {
        try lock.withLock { _ in
            var changes: [TipSyncChange] = []
            var last = token
            var unreadable: String?
            do {
                try connection.run(
                    "SELECT token, device, counter, time_ms, kind, key, date_ms, seconds, data, seen FROM sync_changes WHERE token > ? ORDER BY token",
                    [.integer(token)]
                ) { row in
                    last = row.integer(0)
                    guard unreadable == nil else { return }
                    if let change = Self.change(from: row) {
                        changes.append(change)
                    } else {
                        unreadable = "change \(row.text(1))#\(row.integer(2)) (\(row.text(4)))"
                    }
                }
            } catch let error as TipDatastoreError {
                throw TipSyncStoreError(error)
            }
            if let unreadable {
                throw TipSyncStoreError.notASyncStore(path: location, detail: "\(unreadable) is not one this build can read")
            }
            return (changes, last)
        }
    }

    private func insert(_ change: TipSyncChange) throws {
        let fields = TipSyncChangeFields(change.kind)
        try connection.run(
            """
            INSERT OR IGNORE INTO sync_changes (device, counter, time_ms, kind, key, date_ms, seconds, data, seen)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [.text(change.id.device), .integer(change.id.counter), .integer(SQLiteDate.milliseconds(change.time)),
             .text(fields.kind), .text(fields.key), fields.dateMilliseconds.map(SQLiteValue.integer) ?? .null,
             fields.seconds.map(SQLiteValue.real) ?? .null, fields.data.map(SQLiteValue.blob) ?? .null,
             fields.seen.map { .text(TipSyncChangeFields.encode($0)) } ?? .null])
    }

    /// Nil for a row this build cannot read (a kind it does not know, a missing column).
    private static func change(from row: SQLiteRow) -> TipSyncChange? {
        let id = TipSyncChange.ID(device: row.text(1), counter: row.integer(2))
        let time = SQLiteDate.date(row.integer(3))
        var fields = TipSyncChangeFields(kind: row.text(4), key: row.text(5))
        fields.dateMilliseconds = row.optionalInteger(6)
        fields.seconds = row.isNull(7) ? nil : row.real(7)
        fields.data = row.isNull(8) ? nil : row.blob(8)
        if let seen = row.optionalText(9) {
            guard let decoded = TipSyncChangeFields.decode(seen) else { return nil }
            fields.seen = decoded
        }
        return fields.changeKind.map { TipSyncChange(id: id, time: time, kind: $0) }
    }
}

/// A sync store that cannot be used. Each case names the file and says what to do; the file is
/// left as it was.
public enum TipSyncStoreError: Error, Equatable, CustomStringConvertible {
    case notASyncStore(path: String, detail: String)
    /// The file is a TipCore datastore (its schema, any version this build opens), the likeliest
    /// wrong file: the sync store is a file of its own, beside each device's datastore.
    case datastore(path: String)
    case newerSchema(path: String, found: Int, supported: Int)
    case unavailable(path: String, detail: String)

    init(_ error: TipDatastoreError) {
        switch error {
        case .notADatastore(let path, let detail): self = .notASyncStore(path: path, detail: detail)
        case .newerSchema(let path, let found, let supported): self = .newerSchema(path: path, found: found, supported: supported)
        case .unavailable(let path, let detail): self = .unavailable(path: path, detail: detail)
        case .sqlite(let path, let code, let message): self = .unavailable(path: path, detail: "SQLite error \(code): \(message)")
        }
    }

    public var description: String {
        switch self {
        case .notASyncStore(let path, let detail):
            "\(path): not a TipCore sync store (\(detail)). It was left untouched; choose another path or move the file away."
        case .datastore(let path):
            "\(path): a TipCore datastore, not a sync store. It was left untouched; give the sync store a path of its own "
                + "(a new file becomes one) and open this file as a datastore."
        case .newerSchema(let path, let found, let supported):
            "\(path): sync store schema version \(found) is newer than this build supports (\(supported)). "
                + "It was left untouched; use a newer TipCore or another path."
        case .unavailable(let path, let detail):
            "\(path): cannot use the sync store (\(detail)). Check the path and its permissions."
        }
    }
}
