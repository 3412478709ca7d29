import Foundation
import Synchronization

/// A datastore that lives only as long as the process: for tests, scripts and `--datastore memory`.
/// It passes the same conformance suite as `SQLiteDatastore`.
///
/// Writes change the contents in place and keep an undo list to restore them when the body
/// throws, so a donation costs the same whether the event holds ten donations or a million
/// (copying the contents per transaction made repeated donations quadratic).
public final class InMemoryDatastore: TipDatastore, DonationListSource {
    public let location = "memory"
    private let state: Mutex<Contents>

    public init() {
        state = Mutex(Contents())
    }

    private init(contents: Contents) {
        state = Mutex(contents)
    }

    /// A new store that holds what this one holds now; what either writes afterwards the other
    /// never sees. The contents are values, so the copy shares them until one side writes: it is
    /// how a headless playground session is forked (`PlaygroundSession.fork()`).
    public func copy() -> InMemoryDatastore {
        InMemoryDatastore(contents: state.withLock { $0 })
    }

    /// What the store holds now, as a value: two snapshots are equal exactly when the stores held
    /// the same records, donations (dates, sequences, payloads), parameters, metadata and change
    /// numbers, so that every read and write from there answers the same on either. For a caller
    /// that must know two copies are in the same state (`tiptui explore` reuses what an action
    /// did from one for the other), not just alike in what it happens to compare.
    public struct Snapshot: Hashable, Sendable {
        fileprivate let contents: Contents
    }

    public func snapshot() -> Snapshot {
        Snapshot(contents: state.withLock { $0 })
    }

    public func atomically<T>(
        reportingChangesSince mark: Int64?, _ body: (any TipDatastoreOperations) throws -> T
    ) throws -> (result: T, changes: TipDatastoreChanges) {
        try state.withLock { contents in
            var changes = contents.changes(since: mark)
            // Moved out, so the transaction holds the only reference and edits in place.
            let transaction = Transaction(contents: contents)
            contents = Contents()
            defer { contents = transaction.takeContents() }
            let result: T
            do {
                result = try body(transaction)
            } catch {
                transaction.rollBack()
                throw error
            }
            if let newest = transaction.recordChanges() { changes.mark = newest }
            return (result, changes)
        }
    }

    public func changes(since mark: Int64?) throws -> TipDatastoreChanges {
        state.withLock { $0.changes(since: mark) }
    }

    /// The newest `limit` donations of an event as the store keeps them: the store's own list,
    /// shared rather than copied, when it holds no more than that.
    func donationList(eventID: String, newest limit: Int) -> DonationList {
        state.withLock { $0.donationList(eventID: eventID, newest: limit) }
    }

    struct Contents: Hashable, Sendable {
        var tips: [String: TipRecord] = [:]
        /// Per event, oldest first by date then sequence, as the SQLite store orders them; as
        /// compact lists, since a playground may hold a hundred thousand.
        var donations: [String: DonationList] = [:]
        var parameters: [String: Data] = [:]
        var meta: [String: String] = [:]
        /// The counter behind donation sequences and change numbers, as in `SQLiteDatastore`.
        var newestNumber: Int64 = 0
        /// The number of the last write to each scope (stored names, as in SQLite). Appended
        /// donations are recorded here too: this store reports them as `.event` scopes.
        var changeNumbers: [String: Int64] = [:]

        /// The newest `limit` donations of an event: the stored list itself, shared rather than
        /// copied, when it holds no more than that.
        func donationList(eventID: String, newest limit: Int) -> DonationList {
            guard let list = donations[eventID] else { return DonationList() }
            return list.count <= limit ? list : list.suffix(limit)
        }

        func changes(since mark: Int64?) -> TipDatastoreChanges {
            guard let mark else { return TipDatastoreChanges(mark: newestNumber, everything: true) }
            guard newestNumber > mark else { return .none(mark) }
            let names = changeNumbers.filter { $0.value > mark }.map(\.key)
            return TipDatastoreChanges(scopeNames: names, newest: newestNumber)
        }
    }

    /// The operations of one `atomically` call: edits in place, each recording how to undo it.
    /// Its donations are read as the store's are, shared, so the engine keeps no copy of them
    /// for reads inside a transaction either.
    final class Transaction: TipDatastoreOperations, DonationListSource {
        private var contents: Contents
        private var undo: [(inout Contents) -> Void] = []
        private(set) var changedScopes: Set<String> = []

        init(contents: Contents) { self.contents = contents }

        func takeContents() -> Contents {
            let taken = contents
            contents = Contents()
            return taken
        }

        /// Undoes every write, newest first.
        func rollBack() {
            for step in undo.reversed() { step(&contents) }
            undo = []
            changedScopes = []
        }

        /// Records the scopes written under the next number and returns it; nil when nothing was written.
        func recordChanges() -> Int64? {
            guard !changedScopes.isEmpty else { return nil }
            contents.newestNumber += 1
            for scope in changedScopes { contents.changeNumbers[scope] = contents.newestNumber }
            return contents.newestNumber
        }

        func tipRecord(id: String) throws -> TipRecord? { contents.tips[id] }

        func allTipRecords() throws -> [TipRecord] {
            contents.tips.values.sorted { $0.tipID < $1.tipID }
        }

        func saveTipRecord(_ record: TipRecord) throws {
            let previous = contents.tips.updateValue(record, forKey: record.tipID)
            changed(.tip(id: record.tipID)) { $0.tips[record.tipID] = previous }
        }

        func deleteTipRecord(id: String) throws {
            let previous = contents.tips.removeValue(forKey: id)
            changed(.tip(id: id)) { $0.tips[id] = previous }
        }

        func appendDonation(_ donation: DonationRecord) throws -> DonationRecord {
            var stored = donation
            contents.newestNumber += 1
            stored.sequence = contents.newestNumber
            let eventID = donation.eventID
            let index = contents.donations[eventID, default: DonationList()]
                .insertionIndex(date: stored.date, sequence: stored.sequence)
            contents.donations[eventID, default: DonationList()].insert(stored, at: index)
            changed(.event(id: eventID)) { contents in
                contents.newestNumber -= 1
                contents.donations[eventID]?.remove(at: index)
                if contents.donations[eventID]?.isEmpty == true { contents.donations[eventID] = nil }
            }
            return stored
        }

        func donations(eventID: String, limit: Int) throws -> [DonationRecord] {
            guard let list = contents.donations[eventID] else { return [] }
            let newest = max(0, min(limit, list.count))
            return list.records(eventID: eventID, in: (list.count - newest)..<list.count)
        }

        func donationList(eventID: String, newest limit: Int) -> DonationList {
            contents.donationList(eventID: eventID, newest: limit)
        }

        func donationCount(eventID: String) throws -> Int {
            contents.donations[eventID]?.count ?? 0
        }

        func deleteDonations(eventID: String) throws {
            let previous = contents.donations.removeValue(forKey: eventID)
            changed(.event(id: eventID)) { $0.donations[eventID] = previous }
        }

        func pruneDonations(eventID: String, keepingNewest: Int, notBefore: Date?) throws {
            let all = contents.donations[eventID] ?? DonationList()
            var kept = all.suffix(keepingNewest)
            if let notBefore { kept.keep { $0 >= notBefore } }
            guard kept.count != all.count else {
                changed(.event(id: eventID)) { _ in }
                return
            }
            contents.donations[eventID] = kept.isEmpty ? nil : kept
            changed(.event(id: eventID)) { $0.donations[eventID] = all.isEmpty ? nil : all }
        }

        func parameterValue(id: String) throws -> Data? { contents.parameters[id] }

        func setParameterValue(_ value: Data?, id: String) throws {
            let previous = contents.parameters[id]
            contents.parameters[id] = value
            changed(.parameter(id: id)) { $0.parameters[id] = previous }
        }

        func metaValue(key: String) throws -> String? { contents.meta[key] }

        func setMetaValue(_ value: String?, key: String) throws {
            let previous = contents.meta[key]
            contents.meta[key] = value
            changed(.meta(key: key)) { $0.meta[key] = previous }
        }

        func removeAll() throws {
            let previous = contents
            var emptied = Contents()
            emptied.newestNumber = previous.newestNumber
            emptied.changeNumbers = previous.changeNumbers
            contents = emptied
            undo.append { $0 = previous }
            changedScopes.insert(TipDatastoreChangeScope.everythingName)
        }

        private func changed(_ scope: TipDatastoreChangeScope, undo step: @escaping (inout Contents) -> Void) {
            undo.append(step)
            changedScopes.insert(scope.storedName)
        }
    }
}
