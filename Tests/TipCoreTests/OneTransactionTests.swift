import Foundation
import Testing
import TipCore

/// `TipsEngine.inOneTransaction`: rules read inside it see the transaction's own donations, and a
/// transaction that throws leaves the engine reading the store as it was, on both stores.
@Suite struct OneTransactionTests {
    let scratch = ScratchDirectory()

    private func engine(on kind: StoreKind) throws -> TipsEngine {
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(try kind.makeStore(in: scratch)), .displayFrequency(.immediate)])
        return engine
    }

    private let twice = DataTip("twice", rules: [
        Tips.Rule(eventID: "composed", description: "$0.donations.count >= 2") { donations, _ in donations.count >= 2 },
    ])

    @Test(arguments: StoreKind.allCases)
    func rulesInsideATransactionSeeItsDonations(kind: StoreKind) throws {
        let engine = try engine(on: kind)
        try engine.donate(eventID: "composed")
        #expect(engine.status(of: twice) == .pending)
        let statusInside = try engine.inOneTransaction {
            try engine.donate(eventID: "composed")
            return engine.status(of: twice)
        }
        #expect(statusInside == .available)
        #expect(engine.status(of: twice) == .available)
        // Read again after the commit and after more donations, in and out of transactions.
        _ = try engine.inOneTransaction { try engine.donate(eventID: "composed") }
        try engine.donate(eventID: "composed")
        #expect(try engine.inOneTransaction { engine.visibleDonationCount(eventID: "composed") } == 4)
        #expect(engine.donations(eventID: "composed").count == 4)
    }

    @Test(arguments: StoreKind.allCases)
    func aTransactionThatThrowsLeavesTheDonationsAsTheyWere(kind: StoreKind) throws {
        let engine = try engine(on: kind)
        try engine.donate(eventID: "composed")
        #expect(throws: ExpectedFailure.self) {
            try engine.inOneTransaction {
                try engine.donate(eventID: "composed")
                #expect(engine.status(of: twice) == .available)
                throw ExpectedFailure()
            }
        }
        #expect(engine.status(of: twice) == .pending)
        #expect(engine.visibleDonationCount(eventID: "composed") == 1)
    }

    @Test("a transaction starts from what another writer changed before it, not from what the engine cached", arguments: StoreKind.allCases)
    func aTransactionSeesWhatOthersChangedBeforeIt(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let mine = TipsEngine(clock: ManualClock())
        try mine.configure([.datastore(store), .displayFrequency(.immediate)])
        let theirs = TipsEngine(clock: ManualClock())
        try theirs.configure([.datastore(store), .displayFrequency(.immediate)])
        let tip = DataTip("once")
        // Read once, so the engine has the tip's record cached.
        #expect(mine.status(of: tip) == .available)
        theirs.invalidate(tip, reason: .actionPerformed)
        let inside = try mine.inOneTransaction { mine.status(of: tip) }
        #expect(inside == .invalidated(.actionPerformed))
    }
}
