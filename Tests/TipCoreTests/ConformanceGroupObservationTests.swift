import Foundation
import Testing
import TipCore

/// Spec §2.12 (GRP) and §2.16 (OBS).
@Suite struct ConformanceGroupObservationTests {
    @Test("GRP-1: the default priority is firstAvailable")
    func grp1() {
        #expect(TipGroup { AlwaysTip() }.priority == .firstAvailable)
    }

    @Test("GRP-2: firstAvailable picks the first available tip in builder order")
    func grp2() throws {
        let tips = try EngineHarness()
        let group = TipGroup(.firstAvailable) { LoginTip(); OtherTip(); AlwaysTip() }
        #expect(tips { group.currentTip?.id } == "OtherTip")
        tips.engine.invalidate(OtherTip(), reason: .tipClosed)
        #expect(tips { group.currentTip?.id } == "AlwaysTip")
    }

    @Test("GRP-3: ordered returns nothing while an earlier tip is merely pending")
    func grp3() throws {
        let tips = try EngineHarness()
        let group = TipGroup(.ordered) { LoginTip(); AlwaysTip() }
        #expect(tips { group.currentTip } == nil)
        tips { LoginTip.$isLoggedIn.value = true; LoginTip.$level.value = 2 }
        #expect(tips { group.currentTip?.id } == "LoginTip")
        tips.engine.invalidate(LoginTip(), reason: .actionPerformed)
        #expect(tips { group.currentTip?.id } == "AlwaysTip")
    }

    @Test("GRP-4: with every tip invalidated there is no current tip, for both priorities")
    func grp4() throws {
        let tips = try EngineHarness()
        for tip in [AlwaysTip(), OtherTip()] as [any Tip] { tips.engine.invalidate(tip, reason: .tipClosed) }
        #expect(tips { TipGroup(.ordered) { AlwaysTip(); OtherTip() }.currentTip } == nil)
        #expect(tips { TipGroup(.firstAvailable) { AlwaysTip(); OtherTip() }.currentTip } == nil)
    }

    @Test("GRP-5: automatic invalidations advance an ordered group like explicit ones")
    func grp5() throws {
        let tips = try EngineHarness()
        let group = TipGroup(.ordered) { CountedTip(limit: 1); AlwaysTip() }
        #expect(tips { group.currentTip?.id } == "CountedTip-1")
        tips.present(CountedTip(limit: 1))
        #expect(tips { group.currentTip?.id } == "AlwaysTip")
    }

    @Test("GRP-6: currentTipUpdates yields each tip that becomes current, without further app code")
    func grp6() async throws {
        let tips = try EngineHarness()
        let group = TipGroup(.ordered) { AlwaysTip(); OtherTip() }
        var updates = tips { group.currentTipUpdates }.makeAsyncIterator()
        #expect(await updates.next()?.id == "AlwaysTip")
        tips.engine.invalidate(AlwaysTip(), reason: .actionPerformed)
        #expect(await updates.next()?.id == "OtherTip")
        var ids = tips.engine.currentTipIDUpdates(of: group).makeAsyncIterator()
        #expect(await ids.next() == "OtherTip")
        tips.engine.invalidate(OtherTip(), reason: .actionPerformed)
        #expect(await ids.next() == .some(nil))
    }

    @Test("GRP-7: firstAvailable is not sticky: an earlier tip that becomes available takes over")
    func grp7() throws {
        let tips = try EngineHarness()
        let group = TipGroup { LoginTip(); AlwaysTip() }
        #expect(tips { group.currentTip?.id } == "AlwaysTip")
        tips { LoginTip.$isLoggedIn.value = true; LoginTip.$level.value = 2 }
        #expect(tips { group.currentTip?.id } == "LoginTip")
    }

    @Test("GRP-8: each anchor casts the current tip to its own type")
    func grp8() throws {
        let tips = try EngineHarness()
        let compassTips = TipGroup(.ordered) { ShowLocationTip(); RotateMapTip() }
        #expect(tips { compassTips.currentTip as? ShowLocationTip } != nil)
        #expect(tips { compassTips.currentTip as? RotateMapTip } == nil)
    }

    @Test("GRP-9: a tip may belong to several groups; groups keep no state of their own")
    func grp9() throws {
        let tips = try EngineHarness()
        let first = TipGroup(.ordered) { AlwaysTip(); OtherTip() }
        let second = TipGroup(.firstAvailable) { ThirdTip(); OtherTip() }
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        tips.engine.invalidate(ThirdTip(), reason: .tipClosed)
        #expect(tips { first.currentTip?.id } == "OtherTip")
        #expect(tips { second.currentTip?.id } == "OtherTip")
        let rebuilt = TipGroup(.ordered) { AlwaysTip(); OtherTip() }
        #expect(tips { rebuilt.currentTip?.id } == "OtherTip")
    }

    @Test("OBS-1: statusUpdates yields the current status first")
    func obs1() async throws {
        let tips = try EngineHarness()
        var pending = tips { LoginTip().statusUpdates }.makeAsyncIterator()
        #expect(await pending.next() == .pending)
        var shouldDisplay = tips { AlwaysTip().shouldDisplayUpdates }.makeAsyncIterator()
        #expect(await shouldDisplay.next() == true)
    }

    @Test("OBS-2: consecutive duplicates are suppressed")
    func obs2() async throws {
        let tips = try EngineHarness()
        var updates = tips.engine.statusUpdates(of: LoginTip()).makeAsyncIterator()
        #expect(await updates.next() == .pending)
        tips { LoginTip.$level.value = 5 }
        try tips.donate("unrelated", times: 3)
        tips { LoginTip.$isLoggedIn.value = true }
        #expect(await updates.next() == .available)
    }

    @Test("OBS-3: streams survive invalidation and resetEligibility")
    func obs3() async throws {
        let tips = try EngineHarness()
        var updates = tips.engine.statusUpdates(of: AlwaysTip()).makeAsyncIterator()
        #expect(await updates.next() == .available)
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        #expect(await updates.next() == .invalidated(.tipClosed))
        tips.engine.resetEligibility(of: AlwaysTip())
        #expect(await updates.next() == .available)
    }
}
