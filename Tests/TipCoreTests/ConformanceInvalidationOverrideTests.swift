import Foundation
import Testing
import TipCore

/// Spec §2.10 (INV) and §2.11 (TST).
@Suite struct ConformanceInvalidationOverrideTests {
    @Test("INV-1: invalidation is permanent and persisted")
    func inv1() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(store: store)
        first { AlwaysTip().invalidate(reason: .actionPerformed) }
        let relaunched = try EngineHarness(store: store)
        relaunched.clock.advance(by: 365 * 86_400)
        #expect(relaunched.status(AlwaysTip()) == .invalidated(.actionPerformed))
    }

    @Test("INV-2: invalidating a visible tip takes it off: its status and its group move on")
    func inv2() throws {
        let tips = try EngineHarness()
        let group = TipGroup(.ordered) { AlwaysTip(); OtherTip() }
        #expect(tips.engine.beginPresentation(of: AlwaysTip()))
        tips { AlwaysTip().invalidate(reason: .actionPerformed) }
        #expect(tips.status(AlwaysTip()) == .invalidated(.actionPerformed))
        #expect(tips { group.currentTip?.id } == "OtherTip")
    }

    @Test("INV-3: a second invalidation keeps the first reason")
    func inv3() throws {
        let tips = try EngineHarness()
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        tips.clock.advance(by: 10)
        tips.engine.invalidate(AlwaysTip(), reason: .actionPerformed)
        #expect(tips.status(AlwaysTip()) == .invalidated(.tipClosed))
        #expect(tips.engine.record(of: AlwaysTip()).invalidatedAt == tips.clock.now.addingTimeInterval(-10))
    }

    @Test("INV-4: invalidating before configure is ignored")
    func inv4() throws {
        let tips = try EngineHarness(configured: false)
        tips { AlwaysTip().invalidate(reason: .tipClosed) }
        try tips.configure()
        #expect(tips.status(AlwaysTip()) == .available)
    }

    @Test("INV-5: resetEligibility returns a tip to whatever its rules and frequency say")
    func inv5() async throws {
        let tips = try EngineHarness()
        tips.engine.invalidate(LoginTip(), reason: .tipClosed)
        await tips.engine.withCurrent { await LoginTip().resetEligibility() }
        #expect(tips.status(LoginTip()) == .pending)
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        await tips.engine.withCurrent { await AlwaysTip().resetEligibility() }
        #expect(tips.status(AlwaysTip()) == .available)
    }

    @Test("INV-6: resetEligibility zeroes count and duration and touches nothing else")
    func inv6() throws {
        let tips = try EngineHarness()
        let tip = CountedTip(limit: 1)
        tips.present(tip, for: 30)
        tips.present(OtherTip(), for: 30)
        try tips.donate("opened")
        tips { LoginTip.$level.value = 3 }
        #expect(tips.status(tip) == .invalidated(.displayCountExceeded))
        tips.engine.resetEligibility(of: tip)
        let record = tips.engine.record(of: tip)
        #expect((record.displayCount, record.displayDuration, record.invalidationReason) == (0, 0, nil))
        #expect(tips.status(tip) == .available)
        #expect(tips.engine.record(of: OtherTip()).displayCount == 1)
        #expect(tips.engine.donations(eventID: "opened").count == 1)
        #expect(tips { LoginTip.$level.value } == 3)
        let before = tips.engine.record(of: OtherTip())
        tips.engine.resetEligibility(of: OtherTip())
        #expect(tips.engine.record(of: OtherTip()) == before, "a tip that is not invalidated is left alone")
    }

    @Test("INV-7: resetting the datastore re-enables tips, clears donations and restores parameters")
    func inv7() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(.daily, store: store)
        first.present(AlwaysTip())
        first.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        try first.donate("didShare", times: 3)
        first { LoginTip.$level.value = 3 }
        let second = try EngineHarness(.daily, launchArguments: ["-com.apple.TipKit.ResetDatastore", "1"], store: store)
        #expect(second.status(AlwaysTip()) == .available)
        #expect(second.status(OtherTip()) == .available, "the frequency window is gone too")
        #expect(second.engine.donations(eventID: "didShare").isEmpty)
        #expect(second { LoginTip.$level.value } == 0)
    }

    @Test("INV-8: a presentation ending without the close button does not invalidate")
    func inv8() throws {
        let tips = try EngineHarness()
        tips.present(AlwaysTip(), for: 3)
        #expect(tips.status(AlwaysTip()) == .available)
        #expect(tips.engine.record(of: AlwaysTip()).invalidationReason == nil)
    }

    @Test("TST-1: precedence is show-specific, hide-specific, show-all, hide-all")
    func tst1() throws {
        let tips = try EngineHarness()
        tips.engine.setTestingOverrides(Tips.TestingOverrides(shownTips: ["LoginTip"], hiddenTips: ["LoginTip"]))
        #expect(tips.status(LoginTip()) == .available, "in both sets: shown")
        tips.engine.setTestingOverrides(Tips.TestingOverrides(showAllTips: true, hiddenTips: ["AlwaysTip"]))
        #expect(tips.status(AlwaysTip()) == .pending)
        #expect(tips.status(LoginTip()) == .available)
        tips.engine.setTestingOverrides(Tips.TestingOverrides(hideAllTips: true, shownTips: ["LoginTip"]))
        #expect(tips.status(LoginTip()) == .available)
        #expect(tips.status(AlwaysTip()) == .pending)
        tips.engine.setTestingOverrides(Tips.TestingOverrides(showAllTips: true, hideAllTips: true))
        #expect(tips.status(AlwaysTip()) == .available)
    }

    @Test("TST-2: show overrides ignore rules, frequency and invalidation")
    func tst2() throws {
        let tips = try EngineHarness(.daily)
        tips.present(OtherTip())
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        tips { Tips.showAllTipsForTesting() }
        #expect(tips.status(LoginTip()) == .available)
        #expect(tips.status(ThirdTip()) == .available)
        #expect(tips.status(AlwaysTip()) == .available, "invalidation reverts under showAll")
        tips.engine.setTestingOverrides(Tips.TestingOverrides(shownTips: ["AlwaysTip"]))
        #expect(tips.status(AlwaysTip()) == .available, "showTips also overrides an invalidation")
        tips.engine.setTestingOverrides(Tips.TestingOverrides())
        #expect(tips.status(AlwaysTip()) == .invalidated(.tipClosed), "the override masked it; the record stayed")
    }

    @Test("TST-3: hidden tips report pending, or invalidated when they are")
    func tst3() throws {
        let tips = try EngineHarness()
        tips.engine.invalidate(OtherTip(), reason: .actionPerformed)
        tips { Tips.hideAllTipsForTesting() }
        #expect(tips.status(AlwaysTip()) == .pending)
        #expect(tips.status(OtherTip()) == .invalidated(.actionPerformed))
        #expect(tips.engine.beginPresentation(of: AlwaysTip()) == false)
    }

    @Test("TST-4: overrides are process-local and never stored")
    func tst4() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(store: store)
        let token = try store.changeToken()
        first.engine.hideTipsForTesting(["AlwaysTip"])
        #expect(try store.changeToken() == token)
        let second = try EngineHarness(store: store)
        #expect(second.status(AlwaysTip()) == .available)
        #expect(first.status(AlwaysTip()) == .pending)
    }

    @Test("TST-5: under showAll an ordered group stays on its first tip even after invalidation")
    func tst5() throws {
        let tips = try EngineHarness()
        let group = TipGroup(.ordered) { AlwaysTip(); OtherTip() }
        tips.engine.showAllTipsForTesting()
        tips.engine.invalidate(AlwaysTip(), reason: .actionPerformed)
        #expect(tips { group.currentTip?.id } == "AlwaysTip")
    }

    @Test("TST-6: showAll does not re-present anything by itself: nothing changes while time passes")
    func tst6() async throws {
        let tips = try EngineHarness()
        tips.engine.showAllTipsForTesting()
        tips.present(AlwaysTip())
        var updates = tips.engine.statusUpdates(of: AlwaysTip()).makeAsyncIterator()
        #expect(await updates.next() == .available)
        for _ in 1...5 {
            tips.clock.advance(by: 2)
            tips.engine.tick()
        }
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        tips.engine.hideAllTipsForTesting()
        tips.engine.setTestingOverrides(Tips.TestingOverrides())
        #expect(await updates.next() == .invalidated(.tipClosed), "no update was produced while time passed")
        #expect(tips.engine.record(of: AlwaysTip()).displayCount == 1)
    }
}
