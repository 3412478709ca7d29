import Foundation
import Synchronization
import Testing
import TipCore

/// Nothing a device does offline is lost: its changes wait in its datastore, written in the
/// transaction of the write that made them, and go out when it is back, at another launch too;
/// and no change number is used twice, whatever the store's reachability at launch.
@Suite("Sync: the outbox")
struct TipSyncOutboxTests {
    let scratch = ScratchDirectory()
    let start = Date(timeIntervalSince1970: 1_767_690_000)

    func launch(_ device: String, on datastore: any TipDatastore, store: any TipSyncStore, clock: ManualClock, online: Bool = true) throws -> (TipsEngine, TipSync) {
        let sync = TipSync(device: device, store: store, clock: clock)
        sync.isOnline = online
        let engine = TipsEngine(clock: clock)
        engine.registerParameter(id: "level", defaultValue: .int(0), transient: false)
        try engine.configure([.datastore(datastore), .sync(sync)])
        return (engine, sync)
    }

    /// A real process, offline from its launch, donates and writes a parameter 20 times each and
    /// is killed with SIGKILL; launched again online on the same datastore, the device sends all
    /// 40 changes, numbered 1 to 40, and numbers on from 41; another device sees every one.
    @Test(.enabled(if: SQLiteDatastoreConcurrencyTests.donateWorker != nil, "build the worker first: swift build --product TipCoreBenchmark"))
    func aDeviceKilledOfflineDeliversEveryChangeWhenItLaunchesOnline() throws {
        let worker = try #require(SQLiteDatastoreConcurrencyTests.donateWorker)
        let datastore = scratch.file("phone.sqlite"), syncStore = scratch.file("sync.sqlite")
        let process = Process()
        let output = Pipe()
        process.executableURL = worker
        process.arguments = ["--sync-worker", datastore.path, syncStore.path, "phone", "20"]
        process.standardOutput = output
        try process.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { break }
            printed.append(more)
        }
        #expect(String(decoding: printed, as: UTF8.self) == "offline 20\n")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let store = try SQLiteSyncStore(fileURL: syncStore)
        #expect(try store.pull(after: 0).changes.isEmpty, "offline, the worker sent nothing")
        let clock = ManualClock(start.addingTimeInterval(3_600))
        let (phone, phoneSync) = try launch("phone", on: try SQLiteDatastore(fileURL: datastore), store: store, clock: clock)
        // A fresh datastore that began offline: its changes carry the name it chose at that
        // launch (the worker's clock then), kept in the datastore.
        let name = "phone@1767690000000"
        let sent = try store.pull(after: 0).changes
        #expect(sent.map(\.id) == (1...40).map { TipSyncChange.ID(device: name, counter: $0) })

        try phone.donate(eventID: "didShare")
        #expect(try store.pull(after: 0).changes.last?.id == TipSyncChange.ID(device: name, counter: 41))
        #expect(phoneSync.takeLastError() == nil)
        let (tablet, _) = try launch("tablet", on: InMemoryDatastore(), store: store, clock: clock)
        #expect(tablet.donations(eventID: "didShare").count == 21)
        #expect(tablet.parameterValue(id: "level") == .int(20))
    }

    /// Offline across a relaunch and a datastore reset: the waiting changes stay in the
    /// datastore and all go out, in order, once the device is back.
    @Test func changesWaitingOfflineSurviveARelaunchAndADatastoreReset() throws {
        let store = InMemorySyncStore()
        let clock = ManualClock(start)
        let phoneData = InMemoryDatastore()
        do {
            let (phone, _) = try launch("phone", on: phoneData, store: store, clock: clock)
            try phone.donate(eventID: "didShare")
        }
        do {
            let (phone, _) = try launch("phone", on: phoneData, store: store, clock: clock, online: false)
            try phone.donate(eventID: "didShare")
            try phone.setParameter(id: "level", value: .int(3))
            try phone.eraseDatastoreContents()
            try phone.donate(eventID: "didOpen")
        }
        #expect(try store.pull(after: 0).changes.count == 1)
        let (_, phoneSync) = try launch("phone", on: phoneData, store: store, clock: clock)
        #expect(phoneSync.takeLastError() == nil)
        #expect(try store.pull(after: 0).changes.map(\.id.counter) == [1, 2, 3, 4, 5])
        let (tablet, _) = try launch("tablet", on: InMemoryDatastore(), store: store, clock: clock)
        #expect(tablet.donations(eventID: "didShare").isEmpty, "the reset undid both donations")
        #expect(tablet.donations(eventID: "didOpen").count == 1)
        #expect(tablet.parameterValue(id: "level") == .int(0))
    }

    /// A reinstall under a known name that cannot reach the store at launch: its changes carry a
    /// name of their own, so none is taken for a repeat of what the old install sent.
    @Test func aFreshDatastoreUnderAKnownNameNeverReusesANumber() throws {
        let store = UnreachableSyncStore()
        let clock = ManualClock(start)
        do {
            let (phone, _) = try launch("phone", on: InMemoryDatastore(), store: store, clock: clock)
            for _ in 0..<3 { try phone.donate(eventID: "didShare") }
        }
        store.reachable.store(false, ordering: .relaxed)
        clock.advance(by: 60)
        let reinstalled = InMemoryDatastore()
        let (phone, phoneSync) = try launch("phone", on: reinstalled, store: store, clock: clock)
        try phone.donate(eventID: "didShare")
        try phone.donate(eventID: "didShare")
        store.reachable.store(true, ordering: .relaxed)
        try phoneSync.syncNow()
        let ids = try store.pull(after: 0).changes.map(\.id)
        #expect(Set(ids).count == 5, "\(ids)")
        #expect(phone.donations(eventID: "didShare").count == 5, "the reinstall pulled the old install's donations")
        let (tablet, _) = try launch("tablet", on: InMemoryDatastore(), store: store, clock: clock)
        #expect(tablet.donations(eventID: "didShare").count == 5)

        // The name it chose is kept: a relaunch, reachable or not, numbers on under it.
        store.reachable.store(false, ordering: .relaxed)
        let (again, againSync) = try launch("phone", on: reinstalled, store: store, clock: clock)
        try again.donate(eventID: "didShare")
        store.reachable.store(true, ordering: .relaxed)
        try againSync.syncNow()
        #expect(Set(try store.pull(after: 0).changes.map(\.id)).count == 6)
    }
}
