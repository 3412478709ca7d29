import Foundation
import Testing
import TipCore

/// Two engines, each with its own SQLite datastore, sync through one SQLite sync store as a
/// person's phone and tablet sync through CloudKit.
@Suite("Sync: the SQLite sync store")
struct SQLiteSyncStoreTests {
    let scratch = ScratchDirectory()

    struct ShareTip: Tip {
        static let didShare = Tips.Event(id: "didShare")
        var title: Text { Text("Share with friends") }
        var rules: [Rule] { Rule(Self.didShare) { $0.donations.count >= 1 } }
        var options: [any TipOption] { MaxDisplayCount(1) }
    }

    /// An engine on its own datastore file, syncing as `device` through the store at `path`.
    func device(_ name: String, clock: ManualClock, datastore: String? = nil) throws -> (TipsEngine, TipSync) {
        let sync = TipSync(device: name, store: try SQLiteSyncStore(fileURL: scratch.file("sync.sqlite")), clock: clock)
        let engine = TipsEngine(clock: clock)
        try engine.configure([
            .datastore(try SQLiteDatastore(fileURL: scratch.file(datastore ?? "\(name).sqlite"))), .sync(sync),
        ])
        return (engine, sync)
    }

    @Test func aDonationOnThePhoneReachesTheTabletAndASeenTipIsGoneThere() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))
        let (phone, phoneSync) = try device("phone", clock: clock)
        let (tablet, tabletSync) = try device("tablet", clock: clock)
        try phone.donate(eventID: "didShare")
        #expect(tablet.status(of: ShareTip()) == .pending)
        try tabletSync.syncNow()
        #expect(tablet.status(of: ShareTip()) == .available)

        // MaxDisplayCount(1), spent on the phone, is spent on the tablet too (CK-2, CK-3).
        #expect(phone.beginPresentation(of: ShareTip()))
        phone.endPresentation(of: ShareTip())
        try phoneSync.syncNow()
        try tabletSync.syncNow()
        #expect(tablet.record(of: ShareTip()).displayCount == 1)
        #expect(tablet.status(of: ShareTip()) == .invalidated(.displayCountExceeded))
    }

    @Test func aRelaunchedDeviceGoesOnNumberingItsChanges() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))
        do {
            let (phone, _) = try device("phone", clock: clock)
            try phone.donate(eventID: "didShare")
        }
        let (phone, _) = try device("phone", clock: clock)
        try phone.donate(eventID: "didShare")
        let (tablet, tabletSync) = try device("tablet", clock: clock)
        try tabletSync.syncNow()
        #expect(tablet.donations(eventID: "didShare").count == 2, "the second launch's donation is not taken for the first's")
    }

    @Test func aRelaunchOnItsOwnDatastoreWritesNothingTwice() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))
        do {
            let (phone, phoneSync) = try device("phone", clock: clock)
            let (tablet, _) = try device("tablet", clock: clock)
            try tablet.donate(eventID: "didShare")
            try phone.donate(eventID: "didShare")
            try phoneSync.syncNow()
            #expect(phone.donations(eventID: "didShare").count == 2)
        }
        let (phone, phoneSync) = try device("phone", clock: clock)
        try phoneSync.syncNow()
        #expect(phone.donations(eventID: "didShare").count == 2, "nothing already in the datastore is added again")
    }

    @Test func aDeviceOnAFreshDatastoreNumbersOnFromTheStoreEvenWhenItsFirstWriteIsAReset() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))
        do {
            let (phone, _) = try device("phone", clock: clock)
            for _ in 0..<3 { try phone.donate(eventID: "didShare") }
        }
        // The phone again, on an empty datastore, told to reset it at launch.
        let sync = TipSync(device: "phone", store: try SQLiteSyncStore(fileURL: scratch.file("sync.sqlite")), clock: clock)
        let phone = TipsEngine(clock: clock)
        try phone.configure(
            [.datastore(InMemoryDatastore()), .sync(sync)], launchArguments: ["-com.apple.TipKit.ResetDatastore", "1"])
        let (tablet, tabletSync) = try device("tablet", clock: clock)
        try tabletSync.syncNow()
        #expect(tablet.donations(eventID: "didShare").isEmpty, "the reset undid the phone's three donations everywhere")
        let counters = try SQLiteSyncStore(fileURL: scratch.file("sync.sqlite")).pull(after: 0).changes.map(\.id)
        #expect(counters == (1...4).map { TipSyncChange.ID(device: "phone", counter: $0) })
        #expect(phone.donations(eventID: "didShare").isEmpty)
    }

    @Test func aResetUndoesTheDonationsOfItsOwnTransaction() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))
        let (phone, _) = try device("phone", clock: clock)
        try phone.inOneTransaction {
            try phone.donate(eventID: "didShare")
            try phone.deleteDonations(eventID: "didShare")
        }
        let (tablet, tabletSync) = try device("tablet", clock: clock)
        try tabletSync.syncNow()
        #expect(tablet.donations(eventID: "didShare").isEmpty)
        #expect(phone.donations(eventID: "didShare").isEmpty)
    }

    @Test func resettingTheDatastoreClearsItOnEveryDevice() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))
        let (phone, phoneSync) = try device("phone", clock: clock)
        let (tablet, tabletSync) = try device("tablet", clock: clock)
        try phone.donate(eventID: "didShare")
        try tabletSync.syncNow()
        try tablet.eraseDatastoreContents()
        try phoneSync.syncNow()
        #expect(phone.donations(eventID: "didShare").isEmpty)
    }

    @Test(arguments: ["garbage", "foreign", "newer"])
    func aFileThatIsNotASyncStoreIsRefusedAndLeftAsItWas(kind: String) throws {
        let url = scratch.file("\(kind).sqlite")
        switch kind {
        case "garbage": try Data("not a database at all, just some text".utf8).write(to: url)
        case "foreign": try SQLiteTestFiles.run(["CREATE TABLE songs (title TEXT)"], in: url)
        default:
            try SQLiteTestFiles.run(
                ["PRAGMA application_id = \(0x5469_7053)", "CREATE TABLE sync_changes (token INTEGER PRIMARY KEY)", "PRAGMA user_version = 99"],
                in: url)
        }
        let before = try SQLiteTestFiles.snapshot(of: scratch.url)
        let error = #expect(throws: TipSyncStoreError.self) { try SQLiteSyncStore(fileURL: url) }
        #expect(error?.description.hasPrefix(url.path + ": ") == true, "\(String(describing: error))")
        if kind == "newer" {
            #expect(error == .newerSchema(path: url.path, found: 99, supported: 1))
        } else {
            #expect(error?.description.contains("not a TipCore sync store") == true, "\(String(describing: error))")
        }
        #expect(try SQLiteTestFiles.snapshot(of: scratch.url) == before, "nothing was changed or deleted")
    }

    /// A datastore carries TipCore's own application id (or none, from before version 2): the
    /// refusal says it is a datastore, not "another application".
    /// One a newer TipCore wrote is named as a datastore too.
    @Test(arguments: ["current", "version one", "newer"])
    func aDatastoreGivenAsTheSyncStoreIsRefusedAsADatastoreAndLeftAsItWas(version: String) throws {
        let url = scratch.file("tips.sqlite")
        switch version {
        case "current":
            let datastore = try SQLiteDatastore(fileURL: url)
            _ = try datastore.atomically { try $0.appendDonation(DonationRecord(eventID: "didShare", date: Date(timeIntervalSince1970: 1_767_690_000))) }
        case "version one":
            try SQLiteTestFiles.run(SQLiteTestFiles.versionOneSchema, in: url)
        default:
            try SQLiteTestFiles.run(
                ["PRAGMA application_id = \(0x5469_7043)", "CREATE TABLE tip_records (tip_id TEXT)", "CREATE TABLE outbox (n INTEGER)",
                 "PRAGMA user_version = 99"],
                in: url)
            #expect(throws: TipDatastoreError.newerSchema(path: url.path, found: 99, supported: 2)) { try SQLiteDatastore(fileURL: url) }
        }
        let before = try SQLiteTestFiles.snapshot(of: scratch.url)
        let error = #expect(throws: TipSyncStoreError.self) { try SQLiteSyncStore(fileURL: url) }
        #expect(error == .datastore(path: url.path))
        #expect(error?.description.hasPrefix("\(url.path): a TipCore datastore, not a sync store.") == true, "\(String(describing: error))")
        #expect(error?.description.contains("another application") == false)
        #expect(try SQLiteTestFiles.snapshot(of: scratch.url) == before, "nothing was changed or deleted")
    }

    /// The reverse mistake: a sync store given as a datastore is named as a sync store.
    @Test func aSyncStoreGivenAsTheDatastoreIsRefusedAsASyncStoreAndLeftAsItWas() throws {
        let url = scratch.file("sync.sqlite")
        _ = try SQLiteSyncStore(fileURL: url)
        let before = try SQLiteTestFiles.snapshot(of: scratch.url)
        let error = #expect(throws: TipDatastoreError.self) { try SQLiteDatastore(fileURL: url) }
        #expect(error?.description.hasPrefix("\(url.path): not a TipCore datastore (it is a TipCore sync store") == true, "\(String(describing: error))")
        #expect(error?.description.contains("another application") == false)
        #expect(try SQLiteTestFiles.snapshot(of: scratch.url) == before, "nothing was changed or deleted")
    }

    @Test func pushesAreIdempotentAndPullsResumeFromTheirToken() throws {
        let store = try SQLiteSyncStore(fileURL: scratch.file("sync.sqlite"))
        let changes = (1...3).map {
            TipSyncChange(id: .init(device: "phone", counter: $0), time: Date(timeIntervalSince1970: 1_767_690_000),
                          kind: .parameter(id: "level", value: Data("\($0)".utf8)))
        }
        try store.push(Array(changes.prefix(2)))
        let first = try store.pull(after: 0)
        #expect(first.changes == Array(changes.prefix(2)))
        try store.push(changes)
        let second = try store.pull(after: first.token)
        #expect(second.changes == [changes[2]])
        #expect(try store.pull(after: second.token).changes.isEmpty)
    }
}
