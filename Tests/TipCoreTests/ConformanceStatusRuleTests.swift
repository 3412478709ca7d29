import Foundation
import Testing
import TipCore

/// Spec §2.3 (ST), §2.4 (RUL) and §2.5 (PAR).
@Suite struct ConformanceStatusRuleTests {
    @Test("ST-1: shouldDisplay is true exactly when the status is available")
    func st1() throws {
        let tips = try EngineHarness()
        #expect(tips { (LoginTip().status, LoginTip().shouldDisplay) } == (.pending, false))
        #expect(tips { (AlwaysTip().status, AlwaysTip().shouldDisplay) } == (.available, true))
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        #expect(tips { AlwaysTip().shouldDisplay } == false)
    }

    @Test("ST-2: a pending tip is re-evaluated whenever an input changes")
    func st2() throws {
        let tips = try EngineHarness(.hourly)
        tips { LoginTip.$level.value = 2 }
        #expect(tips.status(LoginTip()) == .pending)
        tips { LoginTip.$isLoggedIn.value = true }
        #expect(tips.status(LoginTip()) == .available, "parameter write")
        tips.present(AlwaysTip())
        #expect(tips.status(LoginTip()) == .pending, "display of another tip")
        tips.clock.advance(by: 3_600)
        #expect(tips.status(LoginTip()) == .available, "clock passing the frequency boundary")
        tips.engine.hideAllTipsForTesting()
        #expect(tips.status(LoginTip()) == .pending, "override change")
    }

    @Test("ST-3: invalidated is terminal until resetEligibility")
    func st3() throws {
        let tips = try EngineHarness()
        tips { LoginTip.$isLoggedIn.value = true; LoginTip.$level.value = 2 }
        tips.engine.invalidate(LoginTip(), reason: .actionPerformed)
        tips { LoginTip.$level.value = 3 }
        tips.clock.advance(by: 86_400)
        #expect(tips.status(LoginTip()) == .invalidated(.actionPerformed))
        tips.engine.resetEligibility(of: LoginTip())
        #expect(tips.status(LoginTip()) == .available)
    }

    @Test("ST-4: available does not mean displayed; only presentations count")
    func st4() throws {
        let tips = try EngineHarness()
        for _ in 1...3 { #expect(tips.status(AlwaysTip()) == .available) }
        #expect(tips.engine.record(of: AlwaysTip()).displayCount == 0)
        #expect(tips.engine.isPresenting(AlwaysTip()) == false)
        tips.engine.beginPresentation(of: AlwaysTip())
        #expect(tips.engine.isPresenting(AlwaysTip()))
        #expect(tips.engine.record(of: AlwaysTip()).displayCount == 1)
    }

    @Test("RUL-1: all rules are ANDed")
    func rul1() throws {
        let tips = try EngineHarness()
        tips { LoginTip.$isLoggedIn.value = true }
        #expect(tips.status(LoginTip()) == .pending)
        tips { LoginTip.$isLoggedIn.value = false; LoginTip.$level.value = 5 }
        #expect(tips.status(LoginTip()) == .pending)
        tips { LoginTip.$isLoggedIn.value = true }
        #expect(tips.status(LoginTip()) == .available)
    }

    @Test("RUL-2: a tip without rules stays eligible until invalidated")
    func rul2() throws {
        let tips = try EngineHarness()
        #expect(tips.status(AlwaysTip()) == .available)
        tips.present(AlwaysTip())
        tips.clock.advance(by: 30 * 86_400)
        #expect(tips.status(AlwaysTip()) == .available)
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        #expect(tips.status(AlwaysTip()) == .invalidated(.tipClosed))
    }

    @Test("RUL-3: rules re-evaluate when their parameter changes or their event gains or loses donations")
    func rul3() async throws {
        let tips = try EngineHarness()
        try tips.donate("didShare", times: 3)
        #expect(tips.status(ShareTip()) == .available)
        try await tips.engine.withCurrent { try await ShareTip.didShare.deleteDonations() }
        #expect(tips.status(ShareTip()) == .pending)
        try tips.donate("didShare", times: 3)
        #expect(tips.status(ShareTip()) == .available)
    }

    @Test("RUL-4: OR is written inside one predicate")
    func rul4() throws {
        let tips = try EngineHarness()
        let expected: [Int: Tips.Status] = [0: .pending, 1: .available, 2: .pending, 3: .available]
        for (level, status) in expected.sorted(by: { $0.key < $1.key }) {
            tips { LoginTip.$level.value = level }
            #expect(tips.status(EitherLevelTip()) == status, "level \(level)")
        }
    }

    @Test("RUL-5: time-dependent rules are re-evaluated on read and reported on tick, with no timers")
    func rul5() async throws {
        let tips = try EngineHarness()
        try tips.donate("shared")
        var updates = tips.engine.statusUpdates(of: RecentShareTip()).makeAsyncIterator()
        #expect(await updates.next() == .available)
        tips.clock.advance(by: 3_600)
        #expect(tips.status(RecentShareTip()) == .available, "the boundary is inclusive")
        tips.clock.advance(by: 1)
        tips.engine.tick()
        #expect(await updates.next() == .pending)
        #expect(tips.status(RecentShareTip()) == .pending)
    }

    @Test("RUL-6: a rule over a value that cannot be decoded is false and does not crash")
    func rul6() throws {
        let tips = try EngineHarness()
        try tips.engine.donate(eventID: "visitedLandmark", payload: Data("not json".utf8))
        try tips.engine.donate(eventID: "visitedLandmark", payload: Data(#"{"unexpected": 1}"#.utf8))
        #expect(tips { FavoriteLandmarkTip.visited.donations.count } == 0)
        #expect(tips.status(FavoriteLandmarkTip()) == .pending)
        #expect(tips.engine.lastError as? TipKitError == .invalidPredicateValueType)
        try tips.engine.setParameter(id: "LoginTip.level", value: .string("high"))
        #expect(tips { LoginTip.$level.value } == 0, "an undecodable stored value reads as the default")
        #expect(tips.status(LoginTip()) == .pending)
    }

    @Test("PAR-1: parameters persist in the datastore")
    func par1() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(store: store)
        first { LoginTip.$level.value = 4 }
        let second = try EngineHarness(store: store)
        #expect(second { LoginTip.$level.value } == 4)
        #expect(second.engine.parameterValue(id: "LoginTip.level") == .int(4))
    }

    @Test("PAR-2: transient parameters start from their default in every engine, and drive rules meanwhile")
    func par2() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(store: store)
        #expect(first.status(TransientTip()) == .pending)
        first { TransientTip.$seen.value = true }
        #expect(first.status(TransientTip()) == .available)
        let second = try EngineHarness(store: store)
        #expect(second { TransientTip.$seen.value } == false)
        #expect(second.status(TransientTip()) == .pending)
    }

    @Test("PAR-3: writes before configure are dropped")
    func par3() throws {
        let tips = try EngineHarness(configured: false)
        tips { LoginTip.$level.value = 9 }
        #expect(tips { LoginTip.$level.value } == 0)
        try tips.configure()
        #expect(tips { LoginTip.$level.value } == 0)
    }

    @Test("PAR-4: values are compared after a round trip through their encoding")
    @MainActor func par4() throws {
        let tips = try EngineHarness()
        tips { ThemeTip.theme = .dark }
        #expect(tips { ThemeTip.theme } == .dark)
        #expect(tips.engine.parameterValue(id: "ThemeTip.theme") == .string("dark"))
        #expect(tips.status(ThemeTip()) == .available)
        try tips.engine.setParameter(id: "ThemeTip.theme", value: .string("light"))
        #expect(tips.status(ThemeTip()) == .pending)
    }

    @Test("PAR-5: resetDatastore restores every parameter to its default")
    func par5() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(store: store)
        first { LoginTip.$level.value = 4 }
        let second = try EngineHarness(configured: false, store: store)
        try second.engine.resetDatastore()
        try second.configure()
        #expect(second { LoginTip.$level.value } == 0)
    }
}
