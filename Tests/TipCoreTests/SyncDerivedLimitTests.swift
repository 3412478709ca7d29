import Foundation
import Testing
import TipCore

/// A display limit reached is derived from the displays (docs/decisions/engine.md, "A display
/// limit is derived"): a reset that undoes the displays undoes the limit, whichever device
/// reached it, and the limit still holds for the displays that come after.
@Suite("Sync: display limits are derived")
struct SyncDerivedLimitTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)
    static let tip = DataTip("FavoritesTip", options: [Tips.MaxDisplayCount(2)])

    final class Device {
        let name: String
        let clock = ManualClock(SyncDerivedLimitTests.start)
        let datastore = InMemoryDatastore()
        var sync: TipSync
        var engine: TipsEngine

        init(_ name: String) throws {
            self.name = name
            (engine, sync) = try Self.launch(name, on: datastore, clock: clock)
        }

        static func launch(_ name: String, on datastore: InMemoryDatastore, clock: ManualClock) throws -> (TipsEngine, TipSync) {
            let sync = TipSync(device: name, store: nil, clock: clock)
            let engine = TipsEngine(clock: clock)
            try engine.configure([.datastore(datastore), .sync(sync), .displayFrequency(.immediate)])
            return (engine, sync)
        }

        /// A relaunch: a new engine and `TipSync` on the same datastore, given every change again
        /// as a launch pulls them from the store.
        func relaunch(with changes: [TipSyncChange]) throws {
            (engine, sync) = try Self.launch(name, on: datastore, clock: clock)
            try sync.receive(changes)
        }

        func show() {
            #expect(engine.beginPresentation(of: SyncDerivedLimitTests.tip), "\(name) shows the tip")
            clock.advance(by: 5)
            engine.endPresentation(of: SyncDerivedLimitTests.tip)
        }

        var changes: [TipSyncChange] { Array(sync.ledger.changes.values) }
    }

    /// The phone and iPad: each shows the tip once and each reaches the limit from the
    /// summed count; the phone resets its datastore before the iPad's invalidation reaches it.
    @Test func aResetUndoesTheLimitAnotherDeviceReachedFromTheDisplaysItUndid() throws {
        let phone = try Device("phone")
        let ipad = try Device("ipad")
        phone.show()
        ipad.show()
        try ipad.sync.receive(phone.changes)
        try phone.sync.receive(ipad.changes)
        #expect(phone.engine.status(of: Self.tip) == .invalidated(.displayCountExceeded))
        #expect(ipad.engine.status(of: Self.tip) == .invalidated(.displayCountExceeded))

        // The iPad's own invalidation has not reached the phone when the phone resets.
        try ipad.sync.receive(phone.changes)
        try phone.engine.eraseDatastoreContents()
        try ipad.sync.receive(phone.changes)
        try phone.sync.receive(ipad.changes)
        for device in [phone, ipad] {
            #expect(device.engine.record(of: Self.tip).displayCount == 0, "\(device.name)")
            #expect(device.engine.status(of: Self.tip) == .available, "\(device.name): the reset undid the displays and the limit they reached")
        }

        // A day and a relaunch later, still eligible; two more displays reach the limit again.
        let everything = phone.changes
        for device in [phone, ipad] {
            device.clock.advance(by: 86_400)
            try device.relaunch(with: everything)
            #expect(device.engine.status(of: Self.tip) == .available, "\(device.name) after a relaunch")
        }
        phone.show()
        try ipad.sync.receive(phone.changes)
        ipad.show()
        try phone.sync.receive(ipad.changes)
        for device in [phone, ipad] {
            #expect(device.engine.status(of: Self.tip) == .invalidated(.displayCountExceeded), "\(device.name)")
            #expect(device.engine.record(of: Self.tip).displayCount == 2, "\(device.name)")
        }
    }

    /// `invalidate(reason:)` is a fact, not derived: it stays until a reset that saw it undoes it.
    @Test func aClosedTipStaysClosedThroughAnotherDevicesResetThatDidNotSeeIt() throws {
        let phone = try Device("phone")
        let ipad = try Device("ipad")
        phone.show()
        try ipad.sync.receive(phone.changes)
        ipad.engine.invalidate(Self.tip, reason: .tipClosed)
        phone.engine.resetEligibility(of: Self.tip)
        try phone.sync.receive(ipad.changes)
        try ipad.sync.receive(phone.changes)
        for device in [phone, ipad] {
            #expect(device.engine.status(of: Self.tip) == .invalidated(.tipClosed), "\(device.name)")
        }
    }

    /// Rows of builds before derived limits: a limit reached, sent as a plain invalidation,
    /// holds only while some display does.
    @Test func aLimitSentAsAPlainInvalidationFallsWithTheDisplays() {
        func change(_ device: String, _ counter: Int64, _ kind: TipSyncChange.Kind) -> TipSyncChange {
            TipSyncChange(id: .init(device: device, counter: counter), time: Self.start, kind: kind)
        }
        var ledger = TipSyncLedger()
        ledger.insert(change("phone", 1, .displayed(tipID: "T")))
        ledger.insert(change("ipad", 1, .invalidated(tipID: "T", reason: .displayCountExceeded)))
        #expect(ledger.tipRecord(tipID: "T")?.invalidationReason == .displayCountExceeded)
        ledger.insert(change("phone", 2, .resetEligibility(tipID: "T", seen: ["phone": 1])))
        #expect(ledger.tipRecord(tipID: "T")?.invalidationReason == nil)
        ledger.insert(change("ipad", 2, .limitReached(tipID: "T", reason: .displayCountExceeded, displays: 1)))
        #expect(ledger.tipRecord(tipID: "T")?.invalidationReason == nil, "a limit reached at one display needs one")
        ledger.insert(change("ipad", 3, .displayed(tipID: "T")))
        #expect(ledger.tipRecord(tipID: "T")?.invalidationReason == .displayCountExceeded)
    }
}
