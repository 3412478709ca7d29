import Foundation
import Synchronization
import Testing
import TipCore

/// Change records: what a datastore reports changed since a mark, and how an engine uses that to
/// re-read only what another writer changed, without ever taking someone else's commit for seen.
@Suite struct DatastoreChangeTests {
    let scratch = ScratchDirectory()

    @Test(arguments: StoreKind.allCases)
    func eachWriteIsReportedByWhatItChangedAndReadsReportNothing(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        var mark = try store.changes(since: nil).mark
        let writes: [(TipDatastoreChangeScope, (any TipDatastoreOperations) throws -> Void)] = [
            (.event(id: "viewed"), { _ = try $0.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 0))) }),
            (.event(id: "viewed"), { try $0.pruneDonations(eventID: "viewed", keepingNewest: 0, notBefore: nil) }),
            (.event(id: "shared"), { try $0.deleteDonations(eventID: "shared") }),
            (.tip(id: "a"), { try $0.saveTipRecord(TipRecord(tipID: "a")) }),
            (.tip(id: "b"), { try $0.deleteTipRecord(id: "b") }),
            (.parameter(id: "p"), { try $0.setParameterValue(Data("1".utf8), id: "p") }),
            (.meta(key: "m"), { try $0.setMetaValue("1", key: "m") }),
        ]

        for (scope, write) in writes {
            try store.atomically(write)
            let changes = try store.changes(since: mark)
            #expect(changes.named == [scope])
            #expect(!changes.everything)
            #expect(changes.mark > mark)
            mark = changes.mark
        }
        try store.atomically { operations in
            _ = try operations.donations(eventID: "viewed", limit: 10)
            _ = try operations.parameterValue(id: "p")
        }

        #expect(try store.changes(since: mark) == .none(mark))
    }

    @Test(arguments: StoreKind.allCases)
    func removeAllIsReportedAsEverything(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        try store.atomically { try $0.setMetaValue("1", key: "m") }
        let mark = try store.changes(since: nil).mark

        try store.atomically { try $0.removeAll() }

        #expect(try store.changes(since: mark).everything)
    }

    @Test(arguments: StoreKind.allCases)
    func aRolledBackTransactionReportsNoChange(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let mark = try store.changes(since: nil).mark

        #expect(throws: ExpectedFailure()) {
            try store.atomically { operations in
                try operations.setMetaValue("1", key: "m")
                throw ExpectedFailure()
            }
        }

        #expect(try store.changes(since: mark) == .none(mark))
    }

    @Test(arguments: StoreKind.allCases)
    func aWriteReportsTheOthersEarlierChangesAndAMarkThatIncludesItsOwn(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let mark = try store.changes(since: nil).mark
        try store.atomically { _ = try $0.appendDonation(DonationRecord(eventID: "earlier", date: testDate(milliseconds: 0))) }

        let (_, changes) = try store.atomically(reportingChangesSince: mark) { operations in
            try operations.setParameterValue(Data("2".utf8), id: "own")
        }

        #expect(changes.named == [.event(id: "earlier")])
        #expect(try store.changes(since: changes.mark) == .none(changes.mark))
    }

    @Test func aCommitThroughAnotherConnectionIsReportedByWhatItChanged() throws {
        let writer = try SQLiteDatastore(directory: scratch.url)
        let reader = try SQLiteDatastore(directory: scratch.url)
        let mark = try reader.changes(since: nil).mark

        try writer.atomically { _ = try $0.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 0))) }

        let changes = try reader.changes(since: mark)
        #expect(changes.scopes == [], "an append is not a reason to read the event again")
        #expect(changes.appendedDonations.map(\.eventID) == ["viewed"])
        #expect(try reader.changes(since: changes.mark) == .none(changes.mark))
    }

    @Test func aChangeRecordThisBuildDoesNotKnowMeansEverythingChanged() throws {
        let reader = try SQLiteDatastore(directory: scratch.url)
        let mark = try reader.changes(since: nil).mark

        // What a newer TipCore might record, written by another connection.
        try SQLiteTestFiles.run(
            ["INSERT INTO changes (scope, version) VALUES ('widget-layout:home', \(mark + 1))"],
            in: scratch.file(SQLiteDatastore.fileName))

        #expect(try reader.changes(since: mark).everything)
    }

    @Test("EVT-10: a commit by another connection right after the engine's own write is seen by the next read")
    func aCommitRightAfterTheEnginesOwnWriteIsNotTakenAsSeen() throws {
        let other = try SQLiteDatastore(directory: scratch.url)
        let store = InterleavingDatastore(try SQLiteDatastore(directory: scratch.url))
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(store)])
        #expect(engine.status(of: FirstShareTip()) == .pending)

        // Between the engine's commit and anything it does next, another process donates.
        store.afterNextCommit {
            _ = try? other.atomically { try $0.appendDonation(DonationRecord(eventID: "shared", date: testDate(milliseconds: 0))) }
        }
        try engine.donate(eventID: "elsewhere")

        #expect(engine.status(of: FirstShareTip()) == .available)
    }

    @Test func anotherProcessesDonationIsAddedToWhatTheEngineReadWithoutReadingTheEventAgain() throws {
        let other = try SQLiteDatastore(directory: scratch.url)
        let store = CountingDatastore(try SQLiteDatastore(directory: scratch.url))
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(store)])
        let tips = [
            DataTip("a", rules: [Tips.Rule(Tips.Event(id: "a")) { $0.donations.count >= 1 }]),
            DataTip("b", rules: [Tips.Rule(Tips.Event(id: "b")) { $0.donations.count >= 1 }]),
        ]
        #expect(engine.statuses(of: tips) == [.pending, .pending])
        let readsBefore = store.donationReads.count

        _ = try other.atomically { try $0.appendDonation(DonationRecord(eventID: "a", date: testDate(milliseconds: 0))) }

        #expect(engine.statuses(of: tips) == [.available, .pending])
        #expect(Array(store.donationReads.dropFirst(readsBefore)) == [])
        #expect(engine.donations(eventID: "a").count == 1)
    }

    @Test func anotherProcessesDeletionMakesTheEngineReadThatEventAgainOnly() throws {
        let other = try SQLiteDatastore(directory: scratch.url)
        let store = CountingDatastore(try SQLiteDatastore(directory: scratch.url))
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(store)])
        try engine.donate(eventID: "a")
        try engine.donate(eventID: "b")
        #expect(engine.donations(eventID: "a").count == 1)
        #expect(engine.donations(eventID: "b").count == 1)
        let readsBefore = store.donationReads.count

        try other.atomically { try $0.deleteDonations(eventID: "a") }

        #expect(engine.donations(eventID: "a").count == 0)
        #expect(engine.donations(eventID: "b").count == 1)
        #expect(Array(store.donationReads.dropFirst(readsBefore)) == ["a"])
    }

    @Test(arguments: StoreKind.allCases)
    func deletingTheNewestDonationsNeverTakesTheCounterBack(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let first = try store.atomically { try $0.appendDonation(DonationRecord(eventID: "a", date: testDate(milliseconds: 0))) }
        let mark = try store.changes(since: nil).mark

        try store.atomically { try $0.deleteDonations(eventID: "a") }
        let second = try store.atomically { try $0.appendDonation(DonationRecord(eventID: "b", date: testDate(milliseconds: 1))) }

        #expect(second.sequence > first.sequence, "sequences are never handed out twice")
        #expect(try store.changes(since: mark).named == [.event(id: "a"), .event(id: "b")])
    }
}

extension TipDatastoreChanges {
    /// Everything the changes name: the scopes to read again and the events donations were appended to.
    var named: Set<TipDatastoreChangeScope> {
        scopes.union(appendedDonations.map { .event(id: $0.eventID) })
    }
}

/// A real datastore that runs a given piece of work right after one commit returns: the moment
/// another process's commit must not be mistaken for one the engine has seen.
final class InterleavingDatastore: TipDatastore {
    private let base: SQLiteDatastore
    private let pending = Mutex<(@Sendable () -> Void)?>(nil)

    init(_ base: SQLiteDatastore) { self.base = base }

    var location: String { base.location }

    func afterNextCommit(_ work: @escaping @Sendable () -> Void) {
        pending.withLock { $0 = work }
    }

    func changes(since mark: Int64?) throws -> TipDatastoreChanges {
        try base.changes(since: mark)
    }

    func atomically<T>(
        reportingChangesSince mark: Int64?, _ body: (any TipDatastoreOperations) throws -> T
    ) throws -> (result: T, changes: TipDatastoreChanges) {
        let outcome = try base.atomically(reportingChangesSince: mark, body)
        pending.withLock { work in
            work?()
            work = nil
        }
        return outcome
    }
}

/// A real datastore that counts which events' donations are read from it.
final class CountingDatastore: TipDatastore {
    private let base: SQLiteDatastore
    private let reads = Mutex<[String]>([])

    init(_ base: SQLiteDatastore) { self.base = base }

    var location: String { base.location }
    var donationReads: [String] { reads.withLock { $0 } }

    func changes(since mark: Int64?) throws -> TipDatastoreChanges {
        try base.changes(since: mark)
    }

    func atomically<T>(
        reportingChangesSince mark: Int64?, _ body: (any TipDatastoreOperations) throws -> T
    ) throws -> (result: T, changes: TipDatastoreChanges) {
        try base.atomically(reportingChangesSince: mark) { operations in
            try body(Counting(base: operations, owner: self))
        }
    }

    private func recordRead(_ eventID: String) {
        reads.withLock { $0.append(eventID) }
    }

    private struct Counting: TipDatastoreOperations {
        let base: any TipDatastoreOperations
        let owner: CountingDatastore

        func donations(eventID: String, limit: Int) throws -> [DonationRecord] {
            owner.recordRead(eventID)
            return try base.donations(eventID: eventID, limit: limit)
        }

        func tipRecord(id: String) throws -> TipRecord? { try base.tipRecord(id: id) }
        func allTipRecords() throws -> [TipRecord] { try base.allTipRecords() }
        func saveTipRecord(_ record: TipRecord) throws { try base.saveTipRecord(record) }
        func deleteTipRecord(id: String) throws { try base.deleteTipRecord(id: id) }
        func appendDonation(_ donation: DonationRecord) throws -> DonationRecord { try base.appendDonation(donation) }
        func donationCount(eventID: String) throws -> Int { try base.donationCount(eventID: eventID) }
        func deleteDonations(eventID: String) throws { try base.deleteDonations(eventID: eventID) }
        func pruneDonations(eventID: String, keepingNewest: Int, notBefore: Date?) throws {
            try base.pruneDonations(eventID: eventID, keepingNewest: keepingNewest, notBefore: notBefore)
        }
        func parameterValue(id: String) throws -> Data? { try base.parameterValue(id: id) }
        func setParameterValue(_ value: Data?, id: String) throws { try base.setParameterValue(value, id: id) }
        func metaValue(key: String) throws -> String? { try base.metaValue(key: key) }
        func setMetaValue(_ value: String?, key: String) throws { try base.setMetaValue(value, key: key) }
        func removeAll() throws { try base.removeAll() }
    }
}
