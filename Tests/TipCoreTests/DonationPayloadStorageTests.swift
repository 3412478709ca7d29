import Foundation
import Testing
import TipCore

/// Stores keep payload-less donations compactly and other payloads beside them; these check that
/// every payload stays with its own donation through reordering, pruning and rollback, and that
/// the engine's counts agree with the donations it hands out.
@Suite struct DonationPayloadStorageTests {
    let scratch = ScratchDirectory()

    private func payload(_ text: String) -> Data { Data(text.utf8) }

    @Test(arguments: StoreKind.allCases)
    func payloadsStayWithTheirDonationsWhenAnOlderDonationArrivesLater(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let stored = try store.atomically { operations throws in
            [
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 30), payload: payload(#"{"n":30}"#))),
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 10))),
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 20), payload: payload("{ }"))),
            ]
        }

        let read = try store.atomically { try $0.donations(eventID: "viewed", limit: 10) }

        #expect(read == [stored[1], stored[2], stored[0]])
        #expect(read.map(\.payload) == [payload("{}"), payload("{ }"), payload(#"{"n":30}"#)])
    }

    @Test(arguments: StoreKind.allCases)
    func pruningKeepsThePayloadsOfTheDonationsItKeeps(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        try store.atomically { operations throws in
            for index: Int64 in 0..<6 {
                let data = index.isMultiple(of: 2) ? payload(#"{"n":\#(index)}"#) : payload("{}")
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: index), payload: data))
            }
            try operations.pruneDonations(eventID: "viewed", keepingNewest: 4, notBefore: testDate(milliseconds: 3))
        }

        let read = try store.atomically { try $0.donations(eventID: "viewed", limit: 10) }

        #expect(read.map(\.date) == [3, 4, 5].map { testDate(milliseconds: $0) })
        #expect(read.map(\.payload) == [payload("{}"), payload(#"{"n":4}"#), payload("{}")])
    }

    @Test(arguments: StoreKind.allCases)
    func aRolledBackDonationLeavesNoPayloadBehind(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let kept = try store.atomically {
            try $0.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 1), payload: payload(#"{"n":1}"#)))
        }

        #expect(throws: ExpectedFailure.self) {
            try store.atomically { operations throws in
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 0), payload: payload(#"{"n":0}"#)))
                throw ExpectedFailure()
            }
        }

        #expect(try store.atomically { try $0.donations(eventID: "viewed", limit: 10) } == [kept])
    }

    @Test(arguments: StoreKind.allCases)
    func theEngineCountsTheDonationsItWouldHandOutUnderACountAndAgeLimit(kind: StoreKind) throws {
        let clock = ManualClock(testDate(milliseconds: 0))
        let engine = TipsEngine(clock: clock)
        try engine.configure([.datastore(try kind.makeStore(in: scratch))])
        let limit = Tips.DonationLimit(maximumCount: 5, maximumAge: .hours(1))
        for _ in 0..<8 {
            try engine.donate(eventID: "viewed", payload: payload(#"{"n":1}"#))
            clock.advance(by: 15 * 60)
        }

        let visible = engine.donations(eventID: "viewed", limit: limit)

        // An hour back from 2 h: the donations at 1 h, 1 h 15, 1 h 30 and 1 h 45.
        #expect(visible.map(\.date) == [60, 75, 90, 105].map { testDate(milliseconds: 0).addingTimeInterval(Double($0) * 60) })
        #expect(visible.allSatisfy { $0.payload == payload(#"{"n":1}"#) })
        #expect(engine.visibleDonationCount(eventID: "viewed", limit: limit) == 4)
        #expect(engine.visibleDonationCount(eventID: "viewed") == 8)
    }

    @Test(arguments: StoreKind.allCases)
    func eventsSharingAnIdWithDifferentLimitsEachSeeTheirOwnNewestDonations(kind: StoreKind) throws {
        let engine = TipsEngine(clock: ManualClock(testDate(milliseconds: 0)))
        try engine.configure([.datastore(try kind.makeStore(in: scratch))])
        for _ in 0..<1_500 { try engine.donate(eventID: "opened") }
        let plain = Tips.Event(id: "opened")
        let raised = Tips.Event(id: "opened", donationLimit: Tips.DonationLimit(maximumCount: 1_500))

        let counts = engine.withCurrent { [plain.donations.count, raised.donations.count, plain.donations.count] }

        #expect(counts == [1_000, 1_500, 1_000])
    }
}
