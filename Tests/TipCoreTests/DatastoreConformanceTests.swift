import Foundation
import Testing
import TipCore

/// What every `TipDatastore` promises, checked against each implementation.
@Suite struct DatastoreConformanceTests {
    let scratch = ScratchDirectory()

    // MARK: Tip records

    @Test(arguments: StoreKind.allCases)
    func tipRecordsRoundTripWithEveryField(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let full = TipRecord(
            tipID: "favorite", invalidationReason: .displayCountExceeded, invalidatedAt: testDate(milliseconds: 5),
            displayCount: 3, displayDuration: 12.5, firstDisplayedAt: testDate(milliseconds: 1),
            lastDisplayedAt: testDate(milliseconds: 4))
        let bare = TipRecord(tipID: "compose")

        try store.atomically { operations throws in
            try operations.saveTipRecord(full)
            try operations.saveTipRecord(bare)
        }

        try store.atomically { operations throws in
            #expect(try operations.tipRecord(id: "favorite") == full)
            #expect(try operations.tipRecord(id: "compose") == bare)
            #expect(try operations.tipRecord(id: "unknown") == nil)
            #expect(try operations.allTipRecords() == [bare, full])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func savingATipRecordAgainReplacesIt(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let updated = TipRecord(tipID: "favorite", invalidationReason: .tipClosed, displayCount: 2)

        try store.atomically { operations throws in
            try operations.saveTipRecord(TipRecord(tipID: "favorite", displayCount: 1))
            try operations.saveTipRecord(updated)
        }

        #expect(try store.atomically { try $0.allTipRecords() } == [updated])
    }

    @Test(arguments: StoreKind.allCases)
    func deletingATipRecordRemovesOnlyThatRecord(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        try store.atomically { operations throws in
            try operations.saveTipRecord(TipRecord(tipID: "a"))
            try operations.saveTipRecord(TipRecord(tipID: "b"))
            try operations.deleteTipRecord(id: "a")
        }

        #expect(try store.atomically { try $0.allTipRecords() } == [TipRecord(tipID: "b")])
    }

    // MARK: Donations

    @Test(arguments: StoreKind.allCases)
    func appendedDonationsGetIncreasingSequencesAndKeepTheirPayload(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let payload = Data(#"{"landmarkID":42}"#.utf8)

        let stored = try store.atomically { operations throws in
            [
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 0))),
                try operations.appendDonation(
                    DonationRecord(eventID: "viewed", date: testDate(milliseconds: 1), payload: payload)),
                try operations.appendDonation(
                    DonationRecord(eventID: "viewed", date: testDate(milliseconds: 2), payload: Data())),
            ]
        }

        #expect(stored[0].sequence < stored[1].sequence)
        #expect(stored[1].sequence < stored[2].sequence)
        #expect(try store.atomically { try $0.donations(eventID: "viewed", limit: 10) } == stored)
        #expect(stored.map(\.payload) == [Data("{}".utf8), payload, Data()])
    }

    @Test(arguments: StoreKind.allCases)
    func donationsAreOrderedOldestFirstByDateThenSequence(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let dates: [Int64] = [30, 10, 20, 10]

        let stored = try store.atomically { operations throws in
            try dates.map {
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: $0)))
            }
        }

        let read = try store.atomically { try $0.donations(eventID: "viewed", limit: 10) }
        #expect(read == [stored[1], stored[3], stored[2], stored[0]])
    }

    @Test(arguments: StoreKind.allCases)
    func aLimitKeepsTheNewestDonations(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let stored = try store.atomically { operations throws in
            try (0..<5).map {
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: $0)))
            }
        }

        try store.atomically { operations throws in
            #expect(try operations.donations(eventID: "viewed", limit: 2) == Array(stored[3...]))
            #expect(try operations.donations(eventID: "viewed", limit: 99) == stored)
            #expect(try operations.donations(eventID: "viewed", limit: 0) == [])
            #expect(try operations.donations(eventID: "viewed", limit: -1) == [])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func donationCountCountsEveryDonationOfTheEventOnly(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        try store.atomically { operations throws in
            for index: Int64 in 0..<4 {
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: index)))
            }
            try operations.appendDonation(DonationRecord(eventID: "shared", date: testDate(milliseconds: 0)))
        }

        try store.atomically { operations throws in
            #expect(try operations.donationCount(eventID: "viewed") == 4)
            #expect(try operations.donationCount(eventID: "shared") == 1)
            #expect(try operations.donationCount(eventID: "never") == 0)
            #expect(try operations.donations(eventID: "never", limit: 10) == [])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func pruningByCountKeepsTheNewestDonations(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let stored = try appendDonations(at: [40, 10, 30, 20], eventID: "viewed", to: store)
        let other = try appendDonations(at: [0], eventID: "other", to: store)

        try store.atomically { try $0.pruneDonations(eventID: "viewed", keepingNewest: 2, notBefore: nil) }

        try store.atomically { operations throws in
            #expect(try operations.donations(eventID: "viewed", limit: 10) == [stored[2], stored[0]])
            #expect(try operations.donations(eventID: "other", limit: 10) == other)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func pruningByAgeDropsDonationsOlderThanTheCutoffOnly(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let stored = try appendDonations(at: [10, 20, 30], eventID: "viewed", to: store)

        try store.atomically {
            try $0.pruneDonations(eventID: "viewed", keepingNewest: 10, notBefore: testDate(milliseconds: 20))
        }

        #expect(try store.atomically { try $0.donations(eventID: "viewed", limit: 10) } == Array(stored[1...]))
    }

    @Test(arguments: StoreKind.allCases)
    func pruningByCountAndAgeAppliesBothLimits(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let stored = try appendDonations(at: [10, 20, 30, 40], eventID: "viewed", to: store)

        try store.atomically {
            try $0.pruneDonations(eventID: "viewed", keepingNewest: 3, notBefore: testDate(milliseconds: 30))
        }
        let afterAgeLimit = try store.atomically { try $0.donations(eventID: "viewed", limit: 10) }
        try store.atomically {
            try $0.pruneDonations(eventID: "viewed", keepingNewest: 1, notBefore: testDate(milliseconds: 0))
        }
        let afterCountLimit = try store.atomically { try $0.donations(eventID: "viewed", limit: 10) }

        #expect(afterAgeLimit == [stored[2], stored[3]])
        #expect(afterCountLimit == [stored[3]])
    }

    @Test(arguments: StoreKind.allCases)
    func deletingDonationsRemovesOnlyThatEvent(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        _ = try appendDonations(at: [1, 2], eventID: "viewed", to: store)
        let other = try appendDonations(at: [3], eventID: "other", to: store)

        try store.atomically { try $0.deleteDonations(eventID: "viewed") }

        try store.atomically { operations throws in
            #expect(try operations.donationCount(eventID: "viewed") == 0)
            #expect(try operations.donations(eventID: "other", limit: 10) == other)
        }
    }

    // MARK: Parameters and meta

    @Test(arguments: StoreKind.allCases)
    func parameterValuesCanBeSetReplacedAndCleared(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        try store.atomically { operations throws in
            try operations.setParameterValue(Data("false".utf8), id: "isLoggedIn")
            try operations.setParameterValue(Data("true".utf8), id: "isLoggedIn")
            try operations.setParameterValue(Data(), id: "empty")
            try operations.setParameterValue(Data("1".utf8), id: "cleared")
            try operations.setParameterValue(nil, id: "cleared")
        }

        try store.atomically { operations throws in
            #expect(try operations.parameterValue(id: "isLoggedIn") == Data("true".utf8))
            #expect(try operations.parameterValue(id: "empty") == Data())
            #expect(try operations.parameterValue(id: "cleared") == nil)
            #expect(try operations.parameterValue(id: "never") == nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func metaValuesCanBeSetReplacedAndCleared(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        try store.atomically { operations throws in
            try operations.setMetaValue("1", key: "lastNewTipDisplay")
            try operations.setMetaValue("2", key: "lastNewTipDisplay")
            try operations.setMetaValue("x", key: "cleared")
            try operations.setMetaValue(nil, key: "cleared")
        }

        try store.atomically { operations throws in
            #expect(try operations.metaValue(key: "lastNewTipDisplay") == "2")
            #expect(try operations.metaValue(key: "cleared") == nil)
        }
    }

    // MARK: Whole store

    @Test(arguments: StoreKind.allCases)
    func removeAllEmptiesEverythingAndMovesTheChangeToken(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        try fillEveryTable(of: store)
        let before = try store.changeToken()

        try store.atomically { try $0.removeAll() }

        #expect(try store.changeToken() != before)
        try expectEmpty(store)
    }

    @Test(arguments: StoreKind.allCases)
    func atomicallyRollsBackEveryWriteWhenTheBodyThrows(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        try store.atomically { try $0.setMetaValue("kept", key: "existing") }
        let before = try store.changeToken()

        #expect(throws: ExpectedFailure()) {
            try store.atomically { operations throws in
                try operations.setMetaValue("changed", key: "existing")
                try fillEveryTable(with: operations)
                throw ExpectedFailure()
            }
        }

        #expect(try store.changeToken() == before)
        try store.atomically { operations throws in
            #expect(try operations.metaValue(key: "existing") == "kept")
            #expect(try operations.allTipRecords() == [])
            #expect(try operations.donationCount(eventID: "viewed") == 0)
            #expect(try operations.parameterValue(id: "isLoggedIn") == nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func atomicallyReturnsWhatTheBodyReturns(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        #expect(try store.atomically { _ in 42 } == 42)
    }

    @Test(arguments: StoreKind.allCases)
    func theChangeTokenMovesOnEveryKindOfWriteButNotOnReads(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let writes: [(any TipDatastoreOperations) throws -> Void] = [
            { try $0.saveTipRecord(TipRecord(tipID: "a")) },
            { try $0.deleteTipRecord(id: "a") },
            { try $0.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 0))) },
            { try $0.pruneDonations(eventID: "viewed", keepingNewest: 0, notBefore: nil) },
            { try $0.deleteDonations(eventID: "viewed") },
            { try $0.setParameterValue(Data("1".utf8), id: "p") },
            { try $0.setMetaValue("1", key: "m") },
            { try $0.removeAll() },
        ]
        var tokens: Set<Int64> = [try store.changeToken()]

        for write in writes {
            try store.atomically(write)
            tokens.insert(try store.changeToken())
        }
        let afterWrites = try store.changeToken()
        try store.atomically { operations throws in
            _ = try operations.allTipRecords()
            _ = try operations.donations(eventID: "viewed", limit: 10)
            _ = try operations.metaValue(key: "m")
        }

        #expect(tokens.count == writes.count + 1)
        #expect(try store.changeToken() == afterWrites)
    }

    // MARK: Helpers

    private func appendDonations(
        at milliseconds: [Int64], eventID: String, to store: any TipDatastore
    ) throws -> [DonationRecord] {
        try store.atomically { operations throws in
            try milliseconds.map {
                try operations.appendDonation(DonationRecord(eventID: eventID, date: testDate(milliseconds: $0)))
            }
        }
    }

    private func fillEveryTable(of store: any TipDatastore) throws {
        try store.atomically { try fillEveryTable(with: $0) }
    }

    private func fillEveryTable(with operations: any TipDatastoreOperations) throws {
        try operations.saveTipRecord(TipRecord(tipID: "favorite", displayCount: 1))
        try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 0)))
        try operations.setParameterValue(Data("true".utf8), id: "isLoggedIn")
        try operations.setMetaValue("1", key: "lastNewTipDisplay")
    }

    private func expectEmpty(_ store: any TipDatastore) throws {
        try store.atomically { operations throws in
            #expect(try operations.allTipRecords() == [])
            #expect(try operations.donationCount(eventID: "viewed") == 0)
            #expect(try operations.parameterValue(id: "isLoggedIn") == nil)
            #expect(try operations.metaValue(key: "lastNewTipDisplay") == nil)
        }
    }
}
