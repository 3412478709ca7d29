import Foundation
import Testing
import TipCore

/// Spec §2.7 (FRQ), §2.8 (CNT) and §2.9 (DUR).
@Suite struct ConformanceDisplayTests {
    @Test("FRQ-1: after a tip is displayed no new tip becomes eligible until the interval has passed")
    func frq1() throws {
        let tips = try EngineHarness(.daily)
        #expect(tips.status(OtherTip()) == .available)
        tips.present(AlwaysTip(), for: 5)
        #expect(tips.status(OtherTip()) == .pending)
        tips.clock.advance(by: 86_400 - 6)
        #expect(tips.status(OtherTip()) == .pending, "the window runs from the start of the display")
        tips.clock.advance(by: 1)
        #expect(tips.status(OtherTip()) == .available)
    }

    @Test("FRQ-2: the window only holds back tips that have never been displayed")
    func frq2() throws {
        let tips = try EngineHarness(.daily)
        tips.present(AlwaysTip())
        tips.clock.advance(by: 86_400)
        tips.present(OtherTip())
        #expect(tips.status(ThirdTip()) == .pending)
        #expect(tips.status(AlwaysTip()) == .available, "already displayed once")
        #expect(tips.present(AlwaysTip()))
    }

    @Test("FRQ-3: IgnoresDisplayFrequency(true) is never held back")
    func frq3() throws {
        let tips = try EngineHarness(.monthly)
        tips.present(AlwaysTip())
        #expect(tips.status(OtherTip()) == .pending)
        #expect(tips.status(IgnoringTip()) == .available)
        #expect(tips.present(IgnoringTip()))
    }

    @Test("FRQ-4: immediate has no window, so several tips can be on screen at once")
    func frq4() throws {
        let tips = try EngineHarness(.immediate)
        #expect(tips.engine.beginPresentation(of: AlwaysTip()))
        #expect(tips.engine.beginPresentation(of: OtherTip()))
        #expect(tips.engine.presentationsInProgress.count == 2)
    }

    @Test("FRQ-5: a first display starts the window, even for an ignoring tip; re-displays do not move it")
    func frq5() throws {
        let tips = try EngineHarness(.hourly)
        tips.present(IgnoringTip(), for: 0)
        #expect(tips.status(OtherTip()) == .pending)
        tips.clock.advance(by: 1_800)
        tips.present(IgnoringTip(), for: 0)
        tips.clock.advance(by: 1_800)
        #expect(tips.status(OtherTip()) == .available, "the re-display half an hour in did not restart the hour")
    }

    @Test("FRQ-6: the window ends exactly at last display + interval; with no display there is none")
    func frq6() throws {
        let tips = try EngineHarness(.weekly)
        #expect(tips.status(OtherTip()) == .available)
        tips.present(AlwaysTip(), for: 0)
        tips.clock.advance(by: 604_799)
        #expect(tips.status(OtherTip()) == .pending)
        tips.clock.advance(by: 1)
        #expect(tips.status(OtherTip()) == .available)
    }

    @Test("FRQ-7: of two new tips eligible at once, only the first presentation begins")
    func frq7() throws {
        let tips = try EngineHarness(.daily)
        #expect(tips.status(AlwaysTip()) == .available)
        #expect(tips.status(OtherTip()) == .available)
        #expect(tips.engine.beginPresentation(of: AlwaysTip()))
        #expect(tips.engine.beginPresentation(of: OtherTip()) == false)
        #expect(tips.status(OtherTip()) == .pending)
        #expect(tips.engine.record(of: OtherTip()).displayCount == 0)
    }

    @Test("FRQ-7: the window is claimed atomically across engines sharing a store")
    func frq7AcrossEngines() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(.daily, store: store)
        let second = try EngineHarness(.daily, store: store)
        #expect(second.status(OtherTip()) == .available)
        #expect(first.engine.beginPresentation(of: AlwaysTip()))
        #expect(second.engine.beginPresentation(of: OtherTip()) == false)
        #expect(second.status(OtherTip()) == .pending)
    }

    @Test("FRQ-8: a group honours the display frequency")
    func frq8() throws {
        let tips = try EngineHarness(.daily)
        let group = TipGroup { AlwaysTip(); OtherTip() }
        #expect(tips { group.currentTip?.id } == "AlwaysTip")
        tips.present(AlwaysTip())
        tips.engine.invalidate(AlwaysTip(), reason: .actionPerformed)
        #expect(tips { group.currentTip } == nil)
        tips.clock.advance(by: 86_400)
        #expect(tips { group.currentTip?.id } == "OtherTip")
    }

    @Test("FRQ-9: show overrides ignore the display frequency")
    func frq9() throws {
        let tips = try EngineHarness(.daily)
        tips.present(AlwaysTip())
        tips.engine.showTipsForTesting(["OtherTip"])
        #expect(tips.status(OtherTip()) == .available)
        #expect(tips.engine.beginPresentation(of: OtherTip()))
        tips.engine.showAllTipsForTesting()
        #expect(tips.engine.beginPresentation(of: ThirdTip()))
    }

    @Test("CNT-1: MaxDisplayCount(n) invalidates after n displays; without it there is no limit")
    func cnt1() throws {
        let tips = try EngineHarness()
        for _ in 1...2 { #expect(tips.present(CountedTip(limit: 2))) }
        #expect(tips.status(CountedTip(limit: 2)) == .invalidated(.displayCountExceeded))
        for _ in 1...20 { #expect(tips.present(AlwaysTip())) }
        #expect(tips.status(AlwaysTip()) == .available)
    }

    @Test("CNT-2: one presentation is one display; a new presentation after it ended is another")
    func cnt2() throws {
        let tips = try EngineHarness()
        #expect(tips.engine.beginPresentation(of: AlwaysTip()))
        #expect(tips.engine.beginPresentation(of: AlwaysTip()), "re-rendering a visible tip")
        #expect(tips.engine.record(of: AlwaysTip()).displayCount == 1)
        tips.engine.endPresentation(of: AlwaysTip())
        tips.engine.beginPresentation(of: AlwaysTip())
        #expect(tips.engine.record(of: AlwaysTip()).displayCount == 2)
    }

    @Test("CNT-3: the last allowed presentation is not cut short; the invalidation lands when it ends")
    func cnt3() throws {
        let tips = try EngineHarness()
        let tip = CountedTip(limit: 1)
        #expect(tips.engine.beginPresentation(of: tip))
        #expect(tips.engine.record(of: tip).displayCount == 1)
        tips.clock.advance(by: 600)
        #expect(tips.status(tip) == .available)
        tips.engine.endPresentation(of: tip)
        #expect(tips.status(tip) == .invalidated(.displayCountExceeded))
        #expect(tips.engine.record(of: tip).invalidationReason == .displayCountExceeded)
    }

    @Test("CNT-4: once the count is reached the tip never shows again, even if its rules hold")
    func cnt4() throws {
        let tips = try EngineHarness()
        tips { LoginTip.$isLoggedIn.value = true }
        tips.present(CountedRuleTip())
        tips { LoginTip.$isLoggedIn.value = false }
        tips { LoginTip.$isLoggedIn.value = true }
        #expect(tips.status(CountedRuleTip()) == .invalidated(.displayCountExceeded))
        #expect(tips.engine.beginPresentation(of: CountedRuleTip()) == false)
    }

    @Test("CNT-5: counts from engines sharing a store add up (the CloudKit analogue)")
    func cnt5() throws {
        let store = InMemoryDatastore()
        let phone = try EngineHarness(store: store)
        let pad = try EngineHarness(store: store)
        #expect(phone.present(CountedTip(limit: 2)))
        #expect(pad.present(CountedTip(limit: 2)))
        #expect(phone.status(CountedTip(limit: 2)) == .invalidated(.displayCountExceeded))
        #expect(pad.engine.record(of: CountedTip(limit: 2)).displayCount == 2)
    }

    @Test("DUR-1: display time is cumulative across presentations")
    func dur1() throws {
        let tips = try EngineHarness()
        let tip = TimedTip(limit: 120)
        tips.present(tip, for: 60)
        #expect(tips.status(tip) == .available)
        tips.clock.advance(by: 86_400)
        tips.present(tip, for: 60)
        #expect(tips.status(tip) == .invalidated(.displayDurationExceeded))
        #expect(tips.engine.record(of: tip).displayDuration == 120)
    }

    @Test("DUR-2: a presentation gets at least 60 s before the duration limit ends it")
    func dur2() throws {
        let tips = try EngineHarness()
        let tip = TimedTip(limit: 10)
        tips.engine.beginPresentation(of: tip)
        tips.clock.advance(by: 59)
        #expect(tips.status(tip) == .available)
        tips.clock.advance(by: 1)
        #expect(tips.status(tip) == .invalidated(.displayDurationExceeded))
    }

    @Test("DUR-3: a spent budget ending before 60 s is checked at the next presentation")
    func dur3() throws {
        let tips = try EngineHarness()
        let tip = TimedTip(limit: 100)
        tips.present(tip, for: 90)
        tips.present(tip, for: 20)
        #expect(tips.status(tip) == .available, "110 s used, but the last showing lasted 20 s")
        tips.engine.beginPresentation(of: tip)
        tips.clock.advance(by: 60)
        #expect(tips.status(tip) == .invalidated(.displayDurationExceeded))
    }

    @Test("DUR-4: only time between presentation begin and end counts")
    func dur4() throws {
        let tips = try EngineHarness()
        let tip = TimedTip(limit: 300)
        tips.present(tip, for: 30)
        tips.clock.advance(by: 7 * 86_400)
        tips.present(tip, for: 45)
        #expect(tips.engine.record(of: tip).displayDuration == 75)
        #expect(tips.status(tip) == .available)
    }

    @Test("DUR-5: crossing the limit during a presentation invalidates it then, and streams report it on tick")
    func dur5() async throws {
        let tips = try EngineHarness()
        let tip = TimedTip(limit: 90)
        var updates = tips.engine.statusUpdates(of: tip).makeAsyncIterator()
        #expect(await updates.next() == .available)
        tips.engine.beginPresentation(of: tip)
        tips.clock.advance(by: 90)
        tips.engine.tick()
        #expect(await updates.next() == .invalidated(.displayDurationExceeded))
        #expect(tips.engine.isPresenting(tip), "the view dismisses itself; the engine does not end it")
        tips.engine.endPresentation(of: tip)
        #expect(tips.engine.record(of: tip).displayDuration == 90)
    }
}
