import Foundation
import Synchronization
import Testing
import TipCore

/// A sync store that can be out of reach, as a server is when the network is down.
final class UnreachableSyncStore: TipSyncStore {
    let base = InMemorySyncStore()
    let reachable = Atomic<Bool>(true)

    struct Unreachable: Error {}

    var location: String { "network" }
    func push(_ changes: [TipSyncChange]) throws {
        guard reachable.load(ordering: .relaxed) else { throw Unreachable() }
        try base.push(changes)
    }
    func pull(after token: Int64) throws -> (changes: [TipSyncChange], token: Int64) {
        guard reachable.load(ordering: .relaxed) else { throw Unreachable() }
        return try base.pull(after: token)
    }
}

/// A launch reads the whole store once, at configure or at the first sync that reaches it, and
/// writes only what the device's datastore lacks.
@Suite("Sync: launches")
struct TipSyncLaunchTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))

    func launch(_ device: String, on datastore: InMemoryDatastore, store: UnreachableSyncStore) throws -> (TipsEngine, TipSync) {
        let sync = TipSync(device: device, store: store, clock: clock)
        let engine = TipsEngine(clock: clock)
        try engine.configure([.datastore(datastore), .sync(sync)])
        return (engine, sync)
    }

    @Test func aStoreOutOfReachAtLaunchIsLoadedAtTheFirstSyncWithoutWritingAnythingTwice() throws {
        let store = UnreachableSyncStore()
        let phoneData = InMemoryDatastore()
        do {
            let (phone, phoneSync) = try launch("phone", on: phoneData, store: store)
            let (tablet, _) = try launch("tablet", on: InMemoryDatastore(), store: store)
            try tablet.donate(eventID: "didShare")
            try phone.donate(eventID: "didShare")
            try phoneSync.syncNow()
            #expect(phone.donations(eventID: "didShare").count == 2)
        }
        store.reachable.store(false, ordering: .relaxed)
        let (phone, phoneSync) = try launch("phone", on: phoneData, store: store)
        #expect(phone.donations(eventID: "didShare").count == 2)
        store.reachable.store(true, ordering: .relaxed)
        #expect(try phoneSync.syncNow() == 0, "nothing from the tablet is new to this datastore")
        #expect(phone.donations(eventID: "didShare").count == 2)
    }
}
