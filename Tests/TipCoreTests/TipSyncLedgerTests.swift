import Foundation
import Testing
import TipCore

/// The merge rules, one by one (spec CK-2, CK-4), on hand-made changes.
@Suite("Sync: merge rules")
struct TipSyncLedgerTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    static func change(_ device: String, _ counter: Int64, at seconds: TimeInterval = 0, _ kind: TipSyncChange.Kind) -> TipSyncChange {
        TipSyncChange(id: .init(device: device, counter: counter), time: start + seconds, kind: kind)
    }

    static func ledger(_ changes: [TipSyncChange]) -> TipSyncLedger {
        var ledger = TipSyncLedger()
        for change in changes { ledger.insert(change) }
        return ledger
    }

    @Test func donationsAreAUnionByIdAndARepeatIsIgnored() {
        let a = Self.change("phone", 1, .donation(eventID: "didShare", date: Self.start, payload: Data("{}".utf8)))
        let b = Self.change("ipad", 1, .donation(eventID: "didShare", date: Self.start + 5, payload: Data("{}".utf8)))
        var ledger = Self.ledger([a, b])
        let repeated = ledger.insert(a)
        #expect(!repeated)
        #expect(ledger.donations(eventID: "didShare").map(\.id) == [a.id, b.id])
    }

    @Test func countsAndDurationsAreSumsOfEveryDevicesDisplays() {
        let ledger = Self.ledger([
            Self.change("phone", 1, at: 10, .displayed(tipID: "T")),
            Self.change("phone", 2, at: 40, .displayDuration(tipID: "T", seconds: 30)),
            Self.change("ipad", 1, at: 5, .displayed(tipID: "T")),
            Self.change("ipad", 2, at: 25, .displayDuration(tipID: "T", seconds: 20)),
        ])
        let record = ledger.tipRecord(tipID: "T")
        #expect(record?.displayCount == 2)
        #expect(record?.displayDuration == 50)
        #expect(record?.firstDisplayedAt == Self.start + 5)
        #expect(record?.lastDisplayedAt == Self.start + 10)
    }

    @Test func anInvalidationIsStickyAndTheEarliestGivesTheReason() {
        let ledger = Self.ledger([
            Self.change("phone", 1, at: 60, .invalidated(tipID: "T", reason: .tipClosed)),
            Self.change("ipad", 1, at: 30, .invalidated(tipID: "T", reason: .actionPerformed)),
        ])
        #expect(ledger.tipRecord(tipID: "T")?.invalidationReason == .actionPerformed)
        #expect(ledger.tipRecord(tipID: "T")?.invalidatedAt == Self.start + 30)
    }

    @Test func theLastParameterWriteWinsAndATieGoesToTheLargerId() {
        let value = { (n: Int) in Data("\(n)".utf8) }
        let ledger = Self.ledger([
            Self.change("phone", 1, at: 10, .parameter(id: "level", value: value(1))),
            Self.change("ipad", 1, at: 20, .parameter(id: "level", value: value(2))),
            Self.change("mac", 1, at: 20, .parameter(id: "level", value: value(3))),
        ])
        #expect(ledger.parameterValue(id: "level") == value(3), "mac > ipad at the same time")
    }

    @Test func aResetUndoesOnlyWhatItsDeviceHadSeen() {
        let donation = { (device: String, counter: Int64) in
            Self.change(device, counter, .donation(eventID: "didShare", date: Self.start, payload: Data("{}".utf8)))
        }
        let ledger = Self.ledger([
            donation("phone", 1), donation("ipad", 1), donation("ipad", 2),
            // The phone had seen its own donation and the iPad's first, not its second.
            Self.change("phone", 2, .deleteDonations(eventID: "didShare", seen: ["phone": 1, "ipad": 1])),
        ])
        #expect(ledger.donations(eventID: "didShare").map(\.id) == [.init(device: "ipad", counter: 2)])
    }

    @Test func resettingTheDatastoreUndoesEverythingSeenOnEveryDevice() {
        let ledger = Self.ledger([
            Self.change("phone", 1, .parameter(id: "level", value: Data("2".utf8))),
            Self.change("phone", 2, .invalidated(tipID: "T", reason: .tipClosed)),
            Self.change("ipad", 1, .resetDatastore(seen: ["phone": 2])),
            Self.change("phone", 3, at: 5, .displayed(tipID: "T")),
        ])
        #expect(ledger.parameterValue(id: "level") == nil)
        #expect(ledger.tipRecord(tipID: "T")?.invalidationReason == nil)
        #expect(ledger.tipRecord(tipID: "T")?.displayCount == 1, "a display after the reset counts")
    }

    @Test func mergingInAnyOrderGivesTheSameState() {
        var random = RandomOperationModel.Generator(state: 42 &+ LawSeeds.offset)
        let changes = (1...40).map { counter -> TipSyncChange in
            let device = ["phone", "ipad"].randomElement(using: &random)!
            let kinds: [TipSyncChange.Kind] = [
                .donation(eventID: "e", date: Self.start + Double(counter), payload: Data("{}".utf8)),
                .displayed(tipID: "T"), .invalidated(tipID: "T", reason: .tipClosed),
                .parameter(id: "p", value: Data("\(counter)".utf8)),
                .resetEligibility(tipID: "T", seen: [device: Int64(counter / 2)]),
            ]
            return Self.change(device, Int64(counter), at: Double(counter % 7), kinds.randomElement(using: &random)!)
        }
        let reference = Self.ledger(changes)
        for _ in 0..<20 {
            let shuffled = Self.ledger(changes.shuffled(using: &random) + changes.prefix(5))
            #expect(shuffled.tipRecord(tipID: "T") == reference.tipRecord(tipID: "T"))
            #expect(shuffled.parameterValue(id: "p") == reference.parameterValue(id: "p"))
            #expect(shuffled.donations(eventID: "e").map(\.id) == reference.donations(eventID: "e").map(\.id))
        }
    }
}

/// A store that refuses writes while `refusing` is set, as a full disk would.
final class RefusingDatastore: TipDatastore, @unchecked Sendable {
    let base = InMemoryDatastore()
    var refusing = false

    struct Refused: Error {}

    var location: String { "refusing" }
    func changes(since mark: Int64?) throws -> TipDatastoreChanges { try base.changes(since: mark) }
    func atomically<T>(
        reportingChangesSince mark: Int64?, _ body: (any TipDatastoreOperations) throws -> T
    ) throws -> (result: T, changes: TipDatastoreChanges) {
        if refusing { throw Refused() }
        return try base.atomically(reportingChangesSince: mark, body)
    }
}

@Suite("Sync: a failed apply")
struct TipSyncFailedApplyTests {
    @Test func changesReceivedWhileTheStoreRefusedWritesAreWrittenOnceItTakesThemAgain() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))
        let store = RefusingDatastore()
        let sync = TipSync(device: "ipad", store: nil, clock: clock)
        let engine = TipsEngine(clock: clock)
        try engine.configure([.datastore(store), .sync(sync)])
        let donation = TipSyncChange(
            id: .init(device: "phone", counter: 1), time: clock.now,
            kind: .donation(eventID: "didShare", date: clock.now, payload: Data("{}".utf8)))
        store.refusing = true
        #expect(throws: RefusingDatastore.Refused.self) { try sync.receive([donation]) }
        store.refusing = false
        try sync.receive([])
        #expect(engine.donations(eventID: "didShare").count == 1)
    }
}
