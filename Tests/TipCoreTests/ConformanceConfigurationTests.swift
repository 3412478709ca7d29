import Foundation
import Testing
import TipCore

/// Spec §2.1 (CFG) and §2.2 (ID).
@Suite struct ConformanceConfigurationTests {
    @Test("CFG-1: a tip cannot be presented before configure")
    func cfg1() throws {
        let tips = try EngineHarness(configured: false)
        #expect(tips.engine.beginPresentation(of: AlwaysTip()) == false)
        #expect(tips.engine.presentationsInProgress.isEmpty)
        try tips.configure()
        #expect(tips.engine.beginPresentation(of: AlwaysTip()))
    }

    @Test("CFG-2: before configure every tip is pending; configure recomputes and streams emit")
    func cfg2() async throws {
        let tips = try EngineHarness(configured: false)
        #expect(tips.status(AlwaysTip()) == .pending)
        #expect(tips { AlwaysTip().shouldDisplay } == false)
        var updates = tips.engine.statusUpdates(of: AlwaysTip()).makeAsyncIterator()
        #expect(await updates.next() == .pending)
        try tips.configure()
        #expect(await updates.next() == .available)
    }

    @Test("CFG-3: a second configure throws and the first configuration stays in force")
    func cfg3() throws {
        let tips = try EngineHarness(.daily)
        #expect(throws: TipKitError.tipsDatastoreAlreadyConfigured) {
            try tips.engine.configure([.datastore(InMemoryDatastore()), .displayFrequency(.immediate)])
        }
        #expect(tips.engine.configuration?.displayFrequency == .daily)
        #expect(tips.engine.configuration?.datastore === tips.store)
        #expect(throws: TipKitError.tipsDatastoreAlreadyConfigured) {
            try tips { try Tips.configure([]) }
        }
    }

    @Test("CFG-4: omitted options default to immediate frequency and no CloudKit")
    func cfg4() throws {
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore())])
        #expect(engine.configuration?.displayFrequency == .immediate)
        #expect(engine.configuration?.cloudKitContainer == nil)
        #expect(Tips.ConfigurationOption.DatastoreLocation.applicationDefault == .applicationDefault)
    }

    @Test("CFG-4: .cloudKitContainer is accepted and recorded")
    func cfg4CloudKit() throws {
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore()), .cloudKitContainer(.named("iCloud.example.tips"))])
        #expect(engine.configuration?.cloudKitContainer == .named("iCloud.example.tips"))
    }

    @Test("CFG-5: the same option kind twice: the last one wins")
    func cfg5() throws {
        let clock = ManualClock()
        let engine = TipsEngine(clock: clock)
        try engine.configure([.datastore(InMemoryDatastore()), .displayFrequency(.daily), .displayFrequency(.hourly)])
        #expect(engine.configuration?.displayFrequency == .hourly)
        #expect(engine.beginPresentation(of: AlwaysTip()))
        clock.advance(by: 3_600)
        #expect(engine.status(of: OtherTip()) == .available)
    }

    @Test("CFG-6: resetDatastore before configure wipes the store; after configure it throws and deletes nothing")
    func cfg6() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(store: store)
        first.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        try first.donate("opened")
        #expect(throws: TipKitError.tipsDatastoreAlreadyConfigured) { try first.engine.resetDatastore() }
        #expect(first.status(AlwaysTip()) == .invalidated(.tipClosed))

        let second = try EngineHarness(configured: false, store: store)
        try second { try Tips.resetDatastore() }
        try second.configure()
        #expect(second.status(AlwaysTip()) == .available)
        #expect(second.engine.donations(eventID: "opened").isEmpty)
    }

    @Test("CFG-7: testing overrides apply at any time, at the next evaluation, and streams emit")
    func cfg7() async throws {
        let tips = try EngineHarness()
        var updates = tips.engine.statusUpdates(of: LoginTip()).makeAsyncIterator()
        #expect(await updates.next() == .pending)
        tips { Tips.showTipsForTesting([LoginTip.self]) }
        #expect(await updates.next() == .available)
        #expect(tips.status(LoginTip()) == .available)
    }

    @Test("CFG-8: launch arguments act as if the functions ran before configure")
    func cfg8() throws {
        let store = InMemoryDatastore()
        let first = try EngineHarness(store: store)
        first.engine.invalidate(OtherTip(), reason: .actionPerformed)
        let tips = try EngineHarness(
            configured: true,
            launchArguments: [
                "tiptui", "-com.apple.TipKit.ResetDatastore", "1",
                "-com.apple.TipKit.ShowTips", "LoginTip", "-com.apple.TipKit.HideTips", "AlwaysTip,ThirdTip",
            ],
            store: store)
        #expect(tips.status(OtherTip()) == .available, "ResetDatastore wiped the invalidation")
        #expect(tips.status(LoginTip()) == .available)
        #expect(tips.status(AlwaysTip()) == .pending)
        #expect(tips.status(ThirdTip()) == .pending)
        #expect(tips.engine.testingOverrides.hiddenTips == ["AlwaysTip", "ThirdTip"])
    }

    @Test("ID-1: instances of a type share one state keyed by the type name")
    func id1() throws {
        let tips = try EngineHarness()
        #expect(AlwaysTip().id == "AlwaysTip")
        tips { AlwaysTip().invalidate(reason: .tipClosed) }
        #expect(tips.status(AlwaysTip()) == .invalidated(.tipClosed))
    }

    @Test("ID-2: a content-derived id gives each item its own state")
    func id2() throws {
        let tips = try EngineHarness()
        tips.engine.invalidate(CountedTip(limit: 1), reason: .tipClosed)
        #expect(tips.status(CountedTip(limit: 1)) == .invalidated(.tipClosed))
        #expect(tips.status(CountedTip(limit: 2)) == .available)
    }

    @Test("ID-3: enum tips share one state unless the id is overridden")
    func id3() throws {
        let tips = try EngineHarness()
        tips.engine.invalidate(OnboardingTip.welcome, reason: .tipClosed)
        #expect(tips.status(OnboardingTip.search) == .invalidated(.tipClosed))
        tips.engine.invalidate(KeyedOnboardingTip.welcome, reason: .tipClosed)
        #expect(tips.status(KeyedOnboardingTip.search) == .available)
    }

    @Test("ID-4: every Event value with the same id reads and writes the same donations")
    func id4() async throws {
        let tips = try EngineHarness()
        await tips.engine.withCurrent {
            await Tips.Event(id: "shared").donate()
            await FirstShareTip.shared.donate()
        }
        #expect(tips { FirstShareTip.shared.donations.count } == 2)
        #expect(tips { Tips.Event(id: "shared").donations.count } == 2)
    }

    @Test("ID-5: a parameter id comes from its enclosing type and property name, or an explicit id")
    func id5() throws {
        #expect(ProModeTip.$openedSettings.id == "ProModeTip.openedSettings")
        #expect(LoginTip.$isLoggedIn.id == "LoginTip.isLoggedIn")
        let tips = try EngineHarness()
        try tips.engine.setParameter(id: "LoginTip.isLoggedIn", value: .bool(true))
        #expect(tips { LoginTip.$isLoggedIn.value } == true)
    }

    @Test("ID-6: the default id is the bare type name and overrides match it")
    func id6() throws {
        let tips = try EngineHarness()
        #expect(ThirdTip().id == "ThirdTip")
        tips { Tips.hideTipsForTesting([ThirdTip.self]) }
        #expect(tips.status(ThirdTip()) == .pending)
        #expect(tips.status(AnyTip(ThirdTip())) == .pending, "AnyTip matches the wrapped type's name")
    }
}
