import Foundation
import Synchronization
import Testing
import TipCore

/// Spec §2.6 (EVT), with `DonationTimeRange` and the donation query helpers.
@Suite struct ConformanceEventTests {
    @Test("EVT-1: donate stamps the current time and payload; sendDonation calls back once stored")
    func evt1() async throws {
        let tips = try EngineHarness()
        let start = tips.clock.now
        await tips.engine.withCurrent {
            await FavoriteLandmarkTip.visited.donate(LandmarkVisit(landmarkID: "yosemite", isFavorite: true))
        }
        tips.clock.advance(by: 10)
        let seenInCompletion = Mutex(-1)
        let engine = tips.engine
        tips {
            FavoriteLandmarkTip.visited.sendDonation(LandmarkVisit(landmarkID: "zion", isFavorite: false)) {
                let count = engine.donations(eventID: "visitedLandmark").count
                seenInCompletion.withLock { $0 = count }
            }
        }
        #expect(seenInCompletion.withLock { $0 } == 2)
        let donations = tips { FavoriteLandmarkTip.visited.donations }
        #expect(donations.map(\.date) == [start, start.addingTimeInterval(10)])
        #expect(donations.map(\.landmarkID) == ["yosemite", "zion"])
        #expect(donations.map(\.isFavorite) == [true, false])
    }

    @Test("EVT-2: donations persist across engines until deleteDonations")
    func evt2() async throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(store: store)
        try first.donate("didShare", times: 2)
        let second = try EngineHarness(store: store)
        #expect(second { ShareTip.didShare.donations.count } == 2)
        try await second.engine.withCurrent { try await ShareTip.didShare.deleteDonations() }
        #expect(second { ShareTip.didShare.donations.count } == 0)
        #expect(first { ShareTip.didShare.donations.count } == 0, "the other engine sees the deletion")
    }

    @Test("EVT-3: only the 1000 most recent donations are visible; older ones stay stored")
    func evt3() throws {
        let tips = try EngineHarness()
        for _ in 1...1005 {
            try tips.donate("opened")
            tips.clock.advance(by: 1)
        }
        let visible = tips.engine.donations(eventID: "opened")
        #expect(visible.count == 1000)
        #expect(visible.first?.date == tips.clock.now.addingTimeInterval(-1000))
        #expect(try tips.store.atomically { try $0.donationCount(eventID: "opened") } == 1005)
    }

    @Test("EVT-4: a donation limit caps what is stored and what is queried, by count and age")
    func evt4() async throws {
        let tips = try EngineHarness()
        let event = Tips.Event(id: "limited", donationLimit: Tips.DonationLimit(maximumCount: 3, maximumAge: .hours(1)))
        for _ in 1...5 {
            await tips.engine.withCurrent { await event.donate() }
            tips.clock.advance(by: 60)
        }
        #expect(try tips.store.atomically { try $0.donationCount(eventID: "limited") } == 3)
        #expect(tips { event.donations.count } == 3)
        tips.clock.advance(by: 3_600 - 3 * 60 + 1)
        #expect(tips { event.donations.count } == 2, "the oldest is now older than an hour")
        #expect(event.donationLimit?.maximumCount == 3)
        #expect(Tips.DonationLimit(maximumCount: 5).maximumAge == nil)
    }

    @Test(
        "EVT-3, EVT-4: a limit above 1000 keeps and queries that many; without it the 1000 default applies",
        arguments: StoreKind.allCases)
    func evt4AboveTheDefault(kind: StoreKind) async throws {
        let scratch = ScratchDirectory()
        let clock = ManualClock()
        let engine = TipsEngine(clock: clock)
        try engine.configure([.datastore(try kind.makeStore(in: scratch))])
        let event = Tips.Event(id: "many", donationLimit: Tips.DonationLimit(maximumCount: 1_200))
        for _ in 1...1_250 {
            await engine.withCurrent { await event.donate() }
            clock.advance(by: 1)
        }
        let newest = clock.now.addingTimeInterval(-1)

        let swiftVisible = engine.withCurrent { event.donations }
        engine.registerEvent(id: "many", donationLimit: event.donationLimit)
        let textVisible = engine.donations(eventID: "many")
        let unlimitedVisible = engine.donations(eventID: "many", limit: Tips.DonationLimit(maximumCount: 5_000))

        #expect(try engine.configuration?.datastore.atomically { try $0.donationCount(eventID: "many") } == 1_200)
        #expect(swiftVisible.count == 1_200)
        #expect(swiftVisible.last?.date == newest)
        #expect(textVisible.count == 1_200)
        #expect(unlimitedVisible.count == 1_200, "all that is stored")
        engine.registerEvent(id: "many", donationLimit: nil)
        #expect(engine.donations(eventID: "many").count == 1_000, "no limit raises the default")
    }

    @Test("EVT-5: donatedWithin is a rolling window with an inclusive boundary, for every range")
    func evt5() throws {
        let ranges: [(Tips.DonationTimeRange, TimeInterval)] = [
            (.minute, 60), (.hour, 3_600), (.day, 86_400), (.week, 604_800),
            (.minutes(5), 300), (.hours(3), 10_800), (.days(2), 172_800), (.weeks(2), 1_209_600),
        ]
        let tips = try EngineHarness()
        try tips.donate("opened")
        let donated = tips.clock.now
        for (range, seconds) in ranges {
            #expect(range.timeInterval == seconds)
            let donations = tips.engine.donations(eventID: "opened")
            #expect(donations.donatedWithin(range, now: donated.addingTimeInterval(seconds)).count == 1, "\(range)")
            #expect(donations.donatedWithin(range, now: donated.addingTimeInterval(seconds + 1)).isEmpty, "\(range)")
        }
        tips.clock.advance(by: 60)
        #expect(tips { tips.engine.donations(eventID: "opened").donatedWithin(.minute).count } == 1)
        tips.clock.advance(by: 1)
        #expect(tips { tips.engine.donations(eventID: "opened").donatedWithin(.minute).count } == 0)
    }

    @Test("EVT-6: largest and smallest subsets group by key path; ties go to the group donated first")
    func evt6() throws {
        let tips = try EngineHarness()
        func visit(_ id: String) {
            tips { FavoriteLandmarkTip.visited.sendDonation(LandmarkVisit(landmarkID: id, isFavorite: false)) }
            tips.clock.advance(by: 1)
        }
        for id in ["b", "a", "a", "b", "c"] { visit(id) }
        let donations = tips { FavoriteLandmarkTip.visited.donations }
        #expect(donations.largestSubset(groupedBy: \.landmarkID).map(\.landmarkID) == ["b", "b"])
        #expect(donations.smallestSubset(groupedBy: \.landmarkID).map(\.landmarkID) == ["c"])
        #expect(tips.status(FavoriteLandmarkTip()) == .available)
        visit("a")
        #expect(tips { FavoriteLandmarkTip.visited.donations }.largestSubset(groupedBy: \.landmarkID).count == 3)
    }

    @Test("EVT-7: donations are oldest first")
    func evt7() throws {
        let tips = try EngineHarness()
        for _ in 1...3 {
            try tips.donate("opened")
            tips.clock.advance(by: 5)
        }
        let dates = tips.engine.donations(eventID: "opened").map(\.date)
        #expect(dates == dates.sorted())
        #expect(dates.count == 3)
    }

    @Test("EVT-8: donations before configure are dropped")
    func evt8() async throws {
        let tips = try EngineHarness(configured: false)
        await tips.engine.withCurrent { await ShareTip.didShare.donate() }
        #expect(try tips.engine.donate(eventID: "didShare") == nil)
        try tips.configure()
        #expect(tips { ShareTip.didShare.donations.count } == 0)
    }

    @Test("EVT-9: payloads round-trip as small JSON and their fields read as properties")
    func evt9() throws {
        let tips = try EngineHarness()
        tips { FavoriteLandmarkTip.visited.sendDonation(LandmarkVisit(landmarkID: "arches", isFavorite: true)) }
        let record = try #require(tips.engine.donations(eventID: "visitedLandmark").first)
        #expect(TipValue(json: record.payload) == .object(["landmarkID": .string("arches"), "isFavorite": .bool(true)]))
        #expect(tips { FavoriteLandmarkTip.visited.donations.first?.landmarkID } == "arches")
    }

    @Test("EVT-10: a donation is visible to the very next evaluation")
    func evt10() async throws {
        let tips = try EngineHarness()
        #expect(tips.status(FirstShareTip()) == .pending)
        await tips.engine.withCurrent { await FirstShareTip.shared.donate() }
        #expect(tips.status(FirstShareTip()) == .available)
        await tips.engine.withCurrent { await FirstShareTip.shared.donate() }
        #expect(tips.status(FirstShareTip()) == .pending)
    }
}
