import Foundation

/// The reads and writes the engine performs against its persistent state.
///
/// Implementations: `InMemoryDatastore` (tests, `--datastore memory`) and `SQLiteDatastore`.
/// Both must pass the same conformance suite (`DatastoreConformanceTests`).
public protocol TipDatastoreOperations {
    func tipRecord(id: String) throws -> TipRecord?
    func allTipRecords() throws -> [TipRecord]
    func saveTipRecord(_ record: TipRecord) throws
    func deleteTipRecord(id: String) throws

    /// Stores a donation and returns it with its assigned `sequence`.
    @discardableResult
    func appendDonation(_ donation: DonationRecord) throws -> DonationRecord
    /// The `limit` most recent donations to `eventID`, oldest first (spec EVT-3, EVT-7).
    func donations(eventID: String, limit: Int) throws -> [DonationRecord]
    /// All stored donations to `eventID`, regardless of the query limit.
    func donationCount(eventID: String) throws -> Int
    func deleteDonations(eventID: String) throws
    /// Drops all but the newest `keepingNewest` donations and any older than `notBefore` (spec EVT-4).
    func pruneDonations(eventID: String, keepingNewest: Int, notBefore: Date?) throws

    /// The encoded value of a persistent parameter, or nil when none was stored.
    func parameterValue(id: String) throws -> Data?
    func setParameterValue(_ value: Data?, id: String) throws

    /// Global state such as the last new-tip display time (spec FRQ-5).
    func metaValue(key: String) throws -> String?
    func setMetaValue(_ value: String?, key: String) throws

    /// Deletes every tip record, donation, parameter value and meta value (spec INV-7).
    func removeAll() throws
}

/// A persistent home for tip state that may be shared by several engines or processes.
public protocol TipDatastore: AnyObject, Sendable {
    /// A human-readable location for error messages (a file path, or "memory").
    var location: String { get }

    /// What anyone (this process or another) changed since `mark`, a `mark` an earlier answer of
    /// this store (or of another instance on the same file) returned. Nil asks for a first look:
    /// the answer says everything changed. Engines re-read only what the answer names.
    func changes(since mark: Int64?) throws -> TipDatastoreChanges

    /// Runs `body` as one atomic unit: no other engine or process interleaves writes, and either
    /// all its writes land or none do. Every read and write goes through here.
    ///
    /// It also answers, from inside the same transaction,
    /// what others changed since `mark` before `body` ran. The answer's `mark` includes this call's
    /// own writes, so nothing another writer commits afterwards can be mistaken for seen.
    func atomically<T>(
        reportingChangesSince mark: Int64?, _ body: (any TipDatastoreOperations) throws -> T
    ) throws -> (result: T, changes: TipDatastoreChanges)

    /// Runs `body`, which only reads, on one consistent snapshot of the store. A store that can
    /// read without taking the write lock does so (SQLite: a deferred `BEGIN`), so looking at
    /// tips never blocks or serialises with writers in other processes. By default, `atomically`.
    func reading<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T
}

extension TipDatastore {
    public func reading<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        try atomically(body)
    }

    /// Runs `body` as one atomic unit (see `atomically(reportingChangesSince:_:)`).
    public func atomically<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        try atomically(reportingChangesSince: nil, body).result
    }

    /// A number that moves whenever anyone changes the store: the mark of `changes(since: nil)`.
    public func changeToken() throws -> Int64 {
        try changes(since: nil).mark
    }
}

/// A datastore that cannot be used. Each case names the file and says what to do.
public enum TipDatastoreError: Error, Equatable, CustomStringConvertible {
    /// The file exists but is not a TipCore datastore (or not an SQLite database at all).
    case notADatastore(path: String, detail: String)
    /// The file was written by a newer TipCore with a schema this build does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file or its folder cannot be opened, read or written.
    case unavailable(path: String, detail: String)
    /// A statement failed at run time.
    case sqlite(path: String, code: Int32, message: String)

    public var description: String {
        switch self {
        case .notADatastore(let path, let detail):
            "\(path): not a TipCore datastore (\(detail)). It was left untouched; "
                + "choose another location or move the file away."
        case .newerSchema(let path, let found, let supported):
            "\(path): datastore schema version \(found) is newer than this build supports (\(supported)). "
                + "It was left untouched; use a newer TipCore or another location."
        case .unavailable(let path, let detail):
            "\(path): cannot open the datastore (\(detail)). Check the path and its permissions."
        case .sqlite(let path, let code, let message):
            "\(path): SQLite error \(code): \(message)"
        }
    }
}
