import Foundation
import Testing
import TipCore

/// Data-driven tips (no Swift type per tip) with rules built from text, as the playground does.
@Suite struct DynamicRuleTests {
    @Test func aParameterRuleReadsTheRegisteredDefaultAndLaterWrites() throws {
        let tips = try EngineHarness()
        tips.engine.registerParameter(id: "isPro", defaultValue: .bool(false), transient: false)
        let tip = DataTip("upgrade", rules: [Tips.Rule(parameterID: "isPro", description: "isPro == true") { $0 == .bool(true) }])
        #expect(tips.status(tip) == .pending)
        try tips.engine.setParameter(id: "isPro", value: .bool(true))
        #expect(tips.status(tip) == .available)
        #expect(tips.engine.parameterValue(id: "isPro") == .bool(true))
    }

    @Test func anEventRuleGetsTheVisibleDonationsAndTheEvaluationTime() throws {
        let tips = try EngineHarness()
        tips.engine.registerEvent(id: "opened", donationLimit: Tips.DonationLimit(maximumCount: 2))
        let tip = DataTip("opened-twice-today", rules: [
            Tips.Rule(eventID: "opened", description: "opened within a day >= 2") { donations, now in
                donations.donatedWithin(.day, now: now).count >= 2
            },
        ])
        try tips.donate("opened", times: 3)
        #expect(tips.engine.donations(eventID: "opened").count == 2, "the registered limit applies")
        #expect(tips.status(tip) == .available)
        tips.clock.advance(by: 86_401)
        #expect(tips.status(tip) == .pending)
    }

    @Test func aTransientRegisteredParameterIsNotStored() throws {
        let store = InMemoryDatastore()
        let tips = try EngineHarness(store: store)
        tips.engine.registerParameter(id: "sessionFlag", defaultValue: .bool(false), transient: true)
        try tips.engine.setParameter(id: "sessionFlag", value: .bool(true))
        #expect(tips.engine.parameterValue(id: "sessionFlag") == .bool(true))
        #expect(try store.atomically { try $0.parameterValue(id: "sessionFlag") } == nil)
    }

    @Test func aDataTipWithOptionsIsCountedLikeASwiftTip() throws {
        let tips = try EngineHarness(.daily)
        let tip = DataTip("once", options: [Tips.MaxDisplayCount(1), Tips.IgnoresDisplayFrequency(true)])
        tips.present(AlwaysTip())
        #expect(tips.present(tip))
        #expect(tips.status(tip) == .invalidated(.displayCountExceeded))
    }

    @Test func anUnknownParameterReadsAsNull() throws {
        let tips = try EngineHarness()
        let tip = DataTip("x", rules: [Tips.Rule(parameterID: "missing", description: "missing != nil") { $0 != .null }])
        #expect(tips.status(tip) == .pending)
        #expect(tips.engine.parameterValue(id: "missing") == .null)
    }

    @Test func changingARuleTextReevaluatesItEvenWhenTheInputDidNot() throws {
        let tips = try EngineHarness()
        try tips.engine.setParameter(id: "level", value: .int(2))
        let atLeastTwo = DataTip("t", rules: [Tips.Rule(parameterID: "level", description: "level >= 2") { ($0 == .int(2)) }])
        let atLeastThree = DataTip("t", rules: [Tips.Rule(parameterID: "level", description: "level >= 3") { _ in false }])
        #expect(tips.status(atLeastTwo) == .available)
        #expect(tips.status(atLeastThree) == .pending)
    }
}
