import Foundation
import Synchronization

/// A datastore that lives only as long as the process: for tests, scripts and `--datastore memory`.
/// It passes the same conformance suite as `SQLiteDatastore`.
public final class InMemoryDatastore: TipDatastore {
    public let location = "memory"
    private let state = Mutex(Contents())

    public init() {}

    public func atomically<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        try state.withLock { contents in
            let transaction = Transaction(contents: contents)
            let result = try body(transaction)
            contents = transaction.contents
            if transaction.changed { contents.changeToken += 1 }
            return result
        }
    }

    public func changeToken() throws -> Int64 {
        state.withLock { $0.changeToken }
    }

    struct Contents {
        var tips: [String: TipRecord] = [:]
        var donations: [String: [DonationRecord]] = [:]
        var parameters: [String: Data] = [:]
        var meta: [String: String] = [:]
        var nextSequence: Int64 = 1
        var changeToken: Int64 = 0
    }

    /// A copy of the contents that is written back only when the body succeeds, so a throwing
    /// body leaves the store as it was.
    final class Transaction: TipDatastoreOperations {
        var contents: Contents
        var changed = false

        init(contents: Contents) { self.contents = contents }

        func tipRecord(id: String) throws -> TipRecord? { contents.tips[id] }

        func allTipRecords() throws -> [TipRecord] {
            contents.tips.values.sorted { $0.tipID < $1.tipID }
        }

        func saveTipRecord(_ record: TipRecord) throws {
            contents.tips[record.tipID] = record
            changed = true
        }

        func deleteTipRecord(id: String) throws {
            contents.tips[id] = nil
            changed = true
        }

        func appendDonation(_ donation: DonationRecord) throws -> DonationRecord {
            var stored = donation
            stored.sequence = contents.nextSequence
            contents.nextSequence += 1
            contents.donations[donation.eventID, default: []].append(stored)
            changed = true
            return stored
        }

        func donations(eventID: String, limit: Int) throws -> [DonationRecord] {
            Array(sortedDonations(eventID).suffix(max(0, limit)))
        }

        func donationCount(eventID: String) throws -> Int {
            contents.donations[eventID]?.count ?? 0
        }

        func deleteDonations(eventID: String) throws {
            contents.donations[eventID] = nil
            changed = true
        }

        func pruneDonations(eventID: String, keepingNewest: Int, notBefore: Date?) throws {
            var kept = Array(sortedDonations(eventID).suffix(max(0, keepingNewest)))
            if let notBefore { kept.removeAll { $0.date < notBefore } }
            contents.donations[eventID] = kept
            changed = true
        }

        func parameterValue(id: String) throws -> Data? { contents.parameters[id] }

        func setParameterValue(_ value: Data?, id: String) throws {
            contents.parameters[id] = value
            changed = true
        }

        func metaValue(key: String) throws -> String? { contents.meta[key] }

        func setMetaValue(_ value: String?, key: String) throws {
            contents.meta[key] = value
            changed = true
        }

        func removeAll() throws {
            let token = contents.changeToken
            let sequence = contents.nextSequence
            contents = Contents()
            contents.changeToken = token
            contents.nextSequence = sequence
            changed = true
        }

        /// Oldest first by date, then by insertion order, as the SQLite store orders them.
        private func sortedDonations(_ eventID: String) -> [DonationRecord] {
            (contents.donations[eventID] ?? []).sorted {
                ($0.date, $0.sequence) < ($1.date, $1.sequence)
            }
        }
    }
}
