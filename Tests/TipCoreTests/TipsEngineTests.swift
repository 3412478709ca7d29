import Foundation
import Synchronization
import Testing
import TipCore

/// Engines side by side, the current-engine task-local, and the caches behind fast status reads.
@Suite struct TipsEngineTests {
    @Test func enginesSideBySideKeepSeparateState() throws {
        let left = try EngineHarness()
        let right = try EngineHarness()
        left { AlwaysTip().invalidate(reason: .tipClosed) }
        left { LoginTip.$level.value = 7 }
        #expect(left.status(AlwaysTip()) == .invalidated(.tipClosed))
        #expect(right.status(AlwaysTip()) == .available)
        #expect(right { LoginTip.$level.value } == 0)
    }

    @Test func withCurrentMakesAnEngineCurrentOnlyInsideTheBody() throws {
        let tips = try EngineHarness()
        #expect(TipsEngine.current === TipsEngine.shared)
        #expect(tips { TipsEngine.current } === tips.engine)
        #expect(TipsEngine.current === TipsEngine.shared)
    }

    @Test func rulesReadTheEngineThatEvaluatesThemWhateverIsCurrent() throws {
        let left = try EngineHarness()
        let right = try EngineHarness()
        try right.donate("didShare", times: 3)
        #expect(left { right.engine.status(of: ShareTip()) } == .available)
        #expect(right { left.engine.status(of: ShareTip()) } == .pending)
    }

    @Test func aChangeByAnotherEngineOnTheSameStoreIsSeenAtTheNextRead() throws {
        let store = InMemoryDatastore()
        let reader = try EngineHarness(store: store)
        let writer = try EngineHarness(store: store)
        #expect(reader.status(ShareTip()) == .pending)
        try writer.donate("didShare", times: 3)
        #expect(reader.status(ShareTip()) == .available)
        writer.engine.invalidate(ShareTip(), reason: .actionPerformed)
        #expect(reader.status(ShareTip()) == .invalidated(.actionPerformed))
        try writer.engine.setParameter(id: "LoginTip.level", value: .int(6))
        #expect(reader { LoginTip.$level.value } == 6)
    }

    @Test func aRuleRunsAgainOnlyWhenItsInputChanges() throws {
        let tips = try EngineHarness()
        let runs = Atomic(0)
        let tip = DataTip("counting", rules: [
            Tips.Rule(parameterID: "flag", description: "flag") { value in
                runs.add(1, ordering: .relaxed)
                return value == .bool(true)
            },
        ])
        _ = tips.status(tip)
        _ = tips.status(tip)
        #expect(runs.load(ordering: .relaxed) == 1)
        try tips.engine.setParameter(id: "other", value: .int(1))
        try tips.donate("unrelated")
        tips.clock.advance(by: 60)
        _ = tips.status(tip)
        #expect(runs.load(ordering: .relaxed) == 1, "nothing it reads changed")
        try tips.engine.setParameter(id: "flag", value: .bool(true))
        #expect(tips.status(tip) == .available)
        #expect(runs.load(ordering: .relaxed) == 2)
    }

    @Test func aRuleThatReadsTheTimeRunsAgainWhenTheClockMoves() throws {
        let tips = try EngineHarness()
        let runs = Atomic(0)
        let tip = DataTip("recent", rules: [
            Tips.Rule(eventID: "opened", description: "opened within an hour") { donations, now in
                runs.add(1, ordering: .relaxed)
                return !donations.donatedWithin(.hour, now: now).isEmpty
            },
        ])
        try tips.donate("opened")
        _ = tips.status(tip)
        _ = tips.status(tip)
        #expect(runs.load(ordering: .relaxed) == 1)
        tips.clock.advance(by: 3_601)
        #expect(tips.status(tip) == .pending)
        #expect(runs.load(ordering: .relaxed) == 2)
    }

    @Test func decodedDonationsReadBeforeADonationIncludeItAfterwards() async throws {
        let tips = try EngineHarness()
        await tips.engine.withCurrent { await FavoriteLandmarkTip.visited.donate(LandmarkVisit(landmarkID: "zion", isFavorite: false)) }
        #expect(tips { FavoriteLandmarkTip.visited.donations.map(\.landmarkID) } == ["zion"])
        tips.clock.advance(by: 1)
        await tips.engine.withCurrent { await FavoriteLandmarkTip.visited.donate(LandmarkVisit(landmarkID: "arches", isFavorite: true)) }
        #expect(tips { FavoriteLandmarkTip.visited.donations.map(\.landmarkID) } == ["zion", "arches"])
        #expect(tips { FavoriteLandmarkTip.visited.donations.map(\.isFavorite) } == [false, true])
    }

    @Test func decodedDonationsKeepTheNewest1000AsDonationsArrive() throws {
        let tips = try EngineHarness()
        try tips.donate("shared", times: 1000)
        #expect(tips { FirstShareTip.shared.donations.count } == 1000)
        tips.clock.advance(by: 1)
        try tips.donate("shared")
        let donations = tips { FirstShareTip.shared.donations }
        #expect(donations.count == 1000)
        #expect(donations.last?.date == tips.clock.now)
        #expect(donations.filter { $0.date < tips.clock.now }.count == 999)
    }

    @Test("RUL-6: a donation that does not decode, arriving after the donations were read, is left out and reported")
    func anUndecodableDonationAfterAReadIsLeftOut() async throws {
        let tips = try EngineHarness()
        await tips.engine.withCurrent { await FavoriteLandmarkTip.visited.donate(LandmarkVisit(landmarkID: "zion", isFavorite: false)) }
        #expect(tips { FavoriteLandmarkTip.visited.donations.count } == 1)
        try tips.engine.donate(eventID: "visitedLandmark", payload: Data(#"{"unexpected":1}"#.utf8))
        #expect(tips { FavoriteLandmarkTip.visited.donations.map(\.landmarkID) } == ["zion"])
        #expect(tips.engine.lastError as? TipKitError == .invalidPredicateValueType)
    }

    @Test func aParameterRuleSeesEveryNewValueAndItsExplanationShowsIt() throws {
        let tips = try EngineHarness()
        for level in [1, 2, 1, 3] {
            tips { LoginTip.$level.value = level }
            #expect(tips.status(EitherLevelTip()) == (level == 2 ? .pending : .available))
            #expect(tips.engine.explanation(for: EitherLevelTip()).rules.first?.observed == .parameterValue(.int(level)))
        }
    }

    @Test func swiftParametersCanBeWrittenOffTheMainActorThroughTheirProjection() async throws {
        let tips = try EngineHarness()
        await Task.detached {
            tips { LoginTip.$isLoggedIn.value = true }
        }.value
        #expect(tips { LoginTip.$isLoggedIn.value } == true)
    }

    @Test func concurrentDonationsAndReadsLoseNothing() async throws {
        let tips = try EngineHarness()
        let engine = tips.engine
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for _ in 0..<50 {
                        _ = try? engine.donate(eventID: "didShare")
                        _ = engine.status(of: ShareTip())
                        _ = engine.explanation(for: ShareTip())
                        try? engine.setParameter(id: "LoginTip.level", value: .int(worker))
                    }
                }
            }
        }
        #expect(engine.donations(eventID: "didShare").count == 400)
        #expect(engine.status(of: ShareTip()) == .available)
    }

    @Test func statusesOfManyTipsComeBackInOrder() throws {
        let tips = try EngineHarness()
        tips.engine.invalidate(OtherTip(), reason: .tipClosed)
        #expect(tips.engine.statuses(of: [AlwaysTip(), OtherTip(), LoginTip()]) == [.available, .invalidated(.tipClosed), .pending])
    }

    @Test func invalidationReasonsReadRecordsAndOptionsButNoRule() throws {
        let tips = try EngineHarness()
        let ruleRuns = Mutex(0)
        let watched = DataTip("watched", rules: [Tips.Rule(parameterID: "LoginTip.level", description: "$0 >= 0") { _ in
            ruleRuns.withLock { $0 += 1 }
            return true
        }])
        let counted = DataTip("counted", options: [Tips.MaxDisplayCount(1)])
        tips.present(counted)
        tips.engine.invalidate(OtherTip(), reason: .actionPerformed)
        // A changed input: a status read would run the rule again.
        try tips.engine.setParameter(id: "LoginTip.level", value: .int(3))

        let reasons = tips.engine.invalidationReasons(of: [AlwaysTip(), OtherTip(), counted, watched])

        #expect(reasons == [nil, .actionPerformed, .displayCountExceeded, nil])
        #expect(ruleRuns.withLock { $0 } == 0)
        // The due invalidation was recorded, as a status read records it.
        #expect(tips.engine.record(of: counted).invalidationReason == .displayCountExceeded)
        #expect(tips.status(watched) == .available)
        #expect(ruleRuns.withLock { $0 } == 1)
    }

    @Test func aReadOnlyStatusReportsADueInvalidationWithoutRecordingIt() throws {
        let tips = try EngineHarness()
        // A display budget spent during a presentation falls due on the next status read.
        let budgeted = DataTip("budgeted", options: [Tips.MaxDisplayDuration(30)])
        #expect(tips.engine.beginPresentation(of: budgeted))
        tips.clock.advance(by: 90)
        let revision = tips.engine.revision
        let looked = TipsEngine.readingOnly {
            (tips.engine.status(of: budgeted), tips.engine.explanation(for: budgeted).status, tips.engine.invalidationReasons(of: [budgeted]))
        }
        #expect(looked.0 == .invalidated(.displayDurationExceeded))
        #expect(looked.1 == .invalidated(.displayDurationExceeded))
        #expect(looked.2 == [.displayDurationExceeded])
        #expect(tips.engine.record(of: budgeted).invalidationReason == nil, "looking recorded nothing")
        #expect(tips.engine.revision == revision)
        // The next status read outside records it, at its own time.
        tips.clock.advance(by: 5)
        #expect(tips.status(budgeted) == .invalidated(.displayDurationExceeded))
        #expect(tips.engine.record(of: budgeted).invalidatedAt == tips.clock.now)
    }

    @Test func recordsOfManyTipsComeBackInOrder() throws {
        let tips = try EngineHarness()
        tips.present(AlwaysTip())
        tips.engine.invalidate(OtherTip(), reason: .tipClosed)
        let records = tips.engine.records(of: [OtherTip(), LoginTip(), AlwaysTip()])
        #expect(records.map(\.tipID) == [OtherTip().id, LoginTip().id, AlwaysTip().id])
        #expect(records.map(\.invalidationReason) == [.tipClosed, nil, nil])
        #expect(records.map(\.displayCount) == [0, 0, 1])
    }

    @Test func cachedRuleResultsAreReadLaterAndNothingIsRecorded() throws {
        let tips = try EngineHarness()
        let ruleRuns = Mutex(0)
        let watched = DataTip("watched", rules: [Tips.Rule(parameterID: "LoginTip.level", description: "$0 >= 0") { _ in
            ruleRuns.withLock { $0 += 1 }
            return true
        }])
        let counted = DataTip("counted", options: [Tips.MaxDisplayCount(2)])
        tips.present(counted)
        let recordsBefore = tips.engine.storedRecords().sorted { $0.tipID < $1.tipID }

        tips.engine.cacheRuleResults(of: [watched, counted])
        #expect(ruleRuns.withLock { $0 } == 1)
        #expect(tips.engine.storedRecords().sorted { $0.tipID < $1.tipID } == recordsBefore)
        tips.engine.cacheRuleResults(of: [watched])
        #expect(tips.status(watched) == .available)
        #expect(ruleRuns.withLock { $0 } == 1)
        // A changed input runs the rule again.
        try tips.engine.setParameter(id: "LoginTip.level", value: .int(3))
        #expect(tips.status(watched) == .available)
        #expect(ruleRuns.withLock { $0 } == 2)
    }

    @Test func everyEventsVisibleCountIsReadInOnePass() throws {
        let tips = try EngineHarness()
        try tips.donate("didShare", times: 3)
        try tips.donate("opened", times: 1)
        let ids = ["opened", "never", "didShare"]
        #expect(tips.engine.visibleDonationCounts(eventIDs: ids) == ids.map { tips.engine.visibleDonationCount(eventID: $0) })
        #expect(tips.engine.visibleDonationCounts(eventIDs: ids) == [1, 0, 3])
    }

    @Test func storedRecordsAreThoseWrittenAndNoOthers() throws {
        let tips = try EngineHarness()
        #expect(tips.engine.storedRecords().isEmpty)
        tips.present(AlwaysTip())
        tips.engine.invalidate(OtherTip(), reason: .tipClosed)
        _ = tips.engine.status(of: LoginTip())
        let stored = tips.engine.storedRecords().sorted { $0.tipID < $1.tipID }
        let expected = tips.engine.records(of: [AlwaysTip(), OtherTip()]).sorted { $0.tipID < $1.tipID }
        #expect(stored == expected)
        #expect(stored.map(\.displayCount).sorted() == [0, 1])
    }

    @Test func invalidationReasonsFollowTheTestingOverrides() throws {
        let tips = try EngineHarness()
        tips.engine.invalidate(OtherTip(), reason: .tipClosed)
        tips.engine.showAllTipsForTesting()
        #expect(tips.engine.invalidationReasons(of: [OtherTip()]) == [nil])
        #expect(tips.engine.statuses(of: [OtherTip()]) == [.available])
    }

    @Test func eraseDatastoreContentsStartsOverWithoutReconfiguring() throws {
        let tips = try EngineHarness(.daily)
        tips.engine.beginPresentation(of: AlwaysTip())
        tips.engine.invalidate(OtherTip(), reason: .tipClosed)
        try tips.engine.eraseDatastoreContents()
        #expect(tips.engine.presentationsInProgress.isEmpty)
        #expect(tips.status(OtherTip()) == .available)
        #expect(tips.engine.configuration?.displayFrequency == .daily)
    }
}

@Suite struct TipsLaunchArgumentsTests {
    @Test func everyTipKitArgumentIsRead() {
        let arguments = TipsLaunchArguments([
            "app", "-com.apple.TipKit.ResetDatastore", "1", "-com.apple.TipKit.ShowAllTips", "YES",
            "-com.apple.TipKit.HideAllTips", "0", "-com.apple.TipKit.ShowTips", "A, B",
            "-com.apple.TipKit.HideTips", "C", "-other", "1",
        ])
        #expect(arguments.resetDatastore)
        #expect(arguments.showAllTips)
        #expect(arguments.hideAllTips == false)
        #expect(arguments.shownTips == ["A", "B"])
        #expect(arguments.hiddenTips == ["C"])
    }

    @Test func aKeyWithoutValueIsIgnored() {
        #expect(TipsLaunchArguments(["app", "-com.apple.TipKit.ShowAllTips"]) == TipsLaunchArguments([]))
    }
}
