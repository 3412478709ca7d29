import Foundation

/// The datastore an engine with `.sync(_:)` writes through: the engine's own store underneath,
/// with every write also noted as a sync change, numbered in the same transaction and sent
/// before it commits. Reads, and writes that sync itself makes, go straight to the store.
final class SyncedDatastore: TipDatastore, DonationListSourceWrapper {
    let base: any TipDatastore
    let sync: TipSync

    init(base: any TipDatastore, sync: TipSync) throws {
        self.base = base
        self.sync = sync
        try sync.attach(to: base)
    }

    /// The synced store of an engine copy: `sync`, a copy of the original's, binds to `base`, a
    /// copy of the original's store, as it was bound there (`TipsEngine.copy(datastore:clock:sync:)`).
    init(copyOn base: any TipDatastore, sync: TipSync) {
        self.base = base
        self.sync = sync
        sync.bind(copiedTo: base)
    }

    var location: String { base.location }

    var wrappedDonationListSource: (any DonationListSource)? { donationListSource(of: base) }

    func changes(since mark: Int64?) throws -> TipDatastoreChanges {
        try base.changes(since: mark)
    }

    func reading<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        try base.reading(body)
    }

    func atomically<T>(
        reportingChangesSince mark: Int64?, _ body: (any TipDatastoreOperations) throws -> T
    ) throws -> (result: T, changes: TipDatastoreChanges) {
        var stamped: [TipSyncChange] = []
        var sent = false
        do {
            let outcome = try base.atomically(reportingChangesSince: mark) { operations in
                let recorder = SyncRecordingOperations(base: operations, sync: sync)
                let result = try body(recorder)
                stamped = try sync.stamp(recorder.kinds, in: operations)
                sent = try sync.send(stamped, in: operations)
                return result
            }
            sync.committed(stamped, sent: sent)
            return outcome
        } catch {
            sync.abandoned(stamped, sent: sent)
            throw error
        }
    }
}

/// Forwards a transaction's reads and writes, noting each write as what it means to sync: a
/// saved tip record is compared with the stored one to tell a display from an invalidation or a
/// reset.
final class SyncRecordingOperations: TipDatastoreOperations, DonationListSourceWrapper {
    private let base: any TipDatastoreOperations
    private let sync: TipSync
    private(set) var kinds: [TipSyncChange.Kind] = []

    init(base: any TipDatastoreOperations, sync: TipSync) {
        self.base = base
        self.sync = sync
    }

    var wrappedDonationListSource: (any DonationListSource)? { donationListSource(of: base) }

    func tipRecord(id: String) throws -> TipRecord? { try base.tipRecord(id: id) }
    func allTipRecords() throws -> [TipRecord] { try base.allTipRecords() }

    func saveTipRecord(_ record: TipRecord) throws {
        let old = try base.tipRecord(id: record.tipID) ?? TipRecord(tipID: record.tipID)
        try base.saveTipRecord(record)
        let tipID = record.tipID
        if record.displayCount < old.displayCount || (old.invalidationReason != nil && record.invalidationReason == nil) {
            kinds.append(.resetEligibility(tipID: tipID, seen: sync.seen))
            return
        }
        for _ in 0..<(record.displayCount - old.displayCount) { kinds.append(.displayed(tipID: tipID)) }
        if record.displayDuration > old.displayDuration {
            kinds.append(.displayDuration(tipID: tipID, seconds: record.displayDuration - old.displayDuration))
        }
        if old.invalidationReason == nil, let reason = record.invalidationReason {
            // A display limit is derived from the displays the device counted: sent with that
            // count, it holds only while those displays do (`TipSyncLedger.tipRecord`).
            kinds.append(reason.isDisplayLimit
                ? .limitReached(tipID: tipID, reason: reason, displays: record.displayCount)
                : .invalidated(tipID: tipID, reason: reason))
        }
    }

    func deleteTipRecord(id: String) throws {
        try base.deleteTipRecord(id: id)
        kinds.append(.resetEligibility(tipID: id, seen: sync.seen))
    }

    func appendDonation(_ donation: DonationRecord) throws -> DonationRecord {
        let stored = try base.appendDonation(donation)
        kinds.append(.donation(eventID: donation.eventID, date: donation.date, payload: donation.payload))
        return stored
    }

    func donations(eventID: String, limit: Int) throws -> [DonationRecord] { try base.donations(eventID: eventID, limit: limit) }
    func donationCount(eventID: String) throws -> Int { try base.donationCount(eventID: eventID) }

    func deleteDonations(eventID: String) throws {
        try base.deleteDonations(eventID: eventID)
        kinds.append(.deleteDonations(eventID: eventID, seen: sync.seen))
    }

    /// Pruning to a donation limit is each device's own housekeeping: every device applies the
    /// same limit when it reads, so it is not a change to send.
    func pruneDonations(eventID: String, keepingNewest: Int, notBefore: Date?) throws {
        try base.pruneDonations(eventID: eventID, keepingNewest: keepingNewest, notBefore: notBefore)
    }

    func parameterValue(id: String) throws -> Data? { try base.parameterValue(id: id) }

    func setParameterValue(_ value: Data?, id: String) throws {
        try base.setParameterValue(value, id: id)
        kinds.append(.parameter(id: id, value: value))
    }

    /// Meta values (the display-frequency window) stay on the device.
    func metaValue(key: String) throws -> String? { try base.metaValue(key: key) }
    func setMetaValue(_ value: String?, key: String) throws { try base.setMetaValue(value, key: key) }

    func removeAll() throws {
        try base.removeAll()
        kinds.append(.resetDatastore(seen: sync.seen))
    }
}
