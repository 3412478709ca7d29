import Foundation
import Testing
import TipCore

@Suite struct TipExplanationTests {
    @Test func aPendingTipNamesTheFailingRuleAndTheValueItSaw() throws {
        let tips = try EngineHarness()
        tips { LoginTip.$isLoggedIn.value = true }
        let explanation = tips.engine.explanation(for: LoginTip())
        #expect(explanation.status == .pending)
        #expect(explanation.decision == .ruleNotSatisfied)
        #expect(explanation.rules.map(\.passed) == [true, false])
        #expect(explanation.rules.map(\.observed) == [.parameterValue(.bool(true)), .parameterValue(.int(0))])
        #expect(explanation.rules.map(\.inputs) == [[.parameter(id: "LoginTip.isLoggedIn")], [.parameter(id: "LoginTip.level")]])
    }

    @Test func eventRulesShowHowManyDonationsTheySaw() throws {
        let tips = try EngineHarness()
        try tips.donate("didShare", times: 2)
        let swiftRule = tips.engine.explanation(for: ShareTip())
        #expect(swiftRule.rules.first?.observed == .donationCount(2))
        let textRule = DataTip("shares", rules: [Tips.Rule(eventID: "didShare", description: "didShare.count >= 3") { d, _ in d.count >= 3 }])
        let explanation = tips.engine.explanation(for: textRule)
        #expect(explanation.rules == [
            TipExplanation.RuleReport(description: "didShare.count >= 3", inputs: [.event(id: "didShare")], observed: .counted([DonationCount(count: 2)], all: 2), passed: false)
        ])
        #expect(swiftRule.rules.first?.observed.description == "2 donations in all")
        #expect(explanation.rules.first?.observed.description == "2 donations")
    }

    @Test func theFrequencyWindowShowsWhatRemains() throws {
        let tips = try EngineHarness(.daily)
        tips.present(AlwaysTip(), for: 0)
        tips.clock.advance(by: 3_600)
        let waiting = tips.engine.explanation(for: OtherTip())
        #expect(waiting.decision == .displayFrequencyWindow)
        #expect(waiting.frequency.remaining == 82_800)
        #expect(waiting.summary.contains("23 h"))
        #expect(tips.engine.explanation(for: AlwaysTip()).frequency.exemption == "does not apply: the tip has been displayed before")
        #expect(tips.engine.explanation(for: IgnoringTip()).frequency.exemption == "does not apply: IgnoresDisplayFrequency(true)")
    }

    @Test func displayCountAndDurationAreShownAgainstTheirLimits() throws {
        let tips = try EngineHarness()
        let tip = TimedTip(limit: 300)
        tips.present(tip, for: 40)
        tips.engine.beginPresentation(of: tip)
        tips.clock.advance(by: 20)
        let display = tips.engine.explanation(for: tip).display
        #expect(display.count == 2)
        #expect(display.duration == 60)
        #expect(display.maxDuration == 300)
        #expect(display.currentPresentation == 20)
        #expect(tips.engine.explanation(for: CountedTip(limit: 4)).display.maxCount == 4)
    }

    @Test func overridesAndInvalidationsAreNamed() throws {
        let tips = try EngineHarness()
        tips.engine.invalidate(AlwaysTip(), reason: .tipClosed)
        #expect(tips.engine.explanation(for: AlwaysTip()).decision == .invalidated(.tipClosed))
        tips.engine.showTipsForTesting(["AlwaysTip"])
        let forced = tips.engine.explanation(for: AlwaysTip())
        #expect(forced.override == .shownByName)
        #expect(forced.summary == "Available: forced by showTipsForTesting.")
    }

    @Test func groupsSayWhyATipIsOrIsNotCurrent() throws {
        let tips = try EngineHarness()
        let group = TipGroup(.ordered) { LoginTip(); AlwaysTip() }
        let waiting = try #require(tips.engine.explanation(for: AlwaysTip(), in: group).group)
        #expect(waiting.position == 2)
        #expect(waiting.isCurrent == false)
        #expect(waiting.reason == "waits: LoginTip must be invalidated first")
        tips.engine.invalidate(LoginTip(), reason: .actionPerformed)
        let current = try #require(tips.engine.explanation(for: AlwaysTip(), in: group).group)
        #expect(current.isCurrent)
        #expect(current.reason == "current: every earlier tip is invalidated")
    }

    @Test func theDescriptionReadsAsAnInspectorPanel() throws {
        let tips = try EngineHarness(.daily)
        try tips.engine.setParameter(id: "isPro", value: .bool(true))
        try tips.donate("opened")
        let tip = DataTip("upgrade", rules: [
            Tips.Rule(parameterID: "isPro", description: "isPro == true") { $0 == .bool(true) },
            Tips.Rule(eventID: "opened", description: "opened.count >= 3") { donations, _ in donations.count >= 3 },
        ], options: [Tips.MaxDisplayCount(3)])
        let text = tips.engine.explanation(for: tip, in: TipGroup { tip }).description
        let expected = """
            upgrade [DataTip]: pending
            Pending: opened.count >= 3 is false (saw 1 donation).
            Rules (all must hold):
              [pass] isPro == true: saw value true
              [fail] opened.count >= 3: saw 1 donation
            Display frequency: daily; no window in force
            Displays: 0 of 3 allowed
            On screen: 0 s (no limit)
            Testing override: none
            Group (first available): position 1 of 1; not current: the tip itself is not available
            """
        #expect(text == expected)
    }

    @Test func swiftRulesAreDescribedByTheirInputAndSourceLine() throws {
        let tips = try EngineHarness()
        let descriptions = tips.engine.explanation(for: LoginTip()).rules.map(\.description)
        #expect(descriptions.count == 2)
        #expect(descriptions.allSatisfy { $0.contains("(TipCoreTests/ConformanceTips.swift:") })
        #expect(descriptions.first?.hasPrefix("rule on parameter LoginTip.isLoggedIn") == true)
    }

    @Test func anUnconfiguredEngineSaysSo() {
        let engine = TipsEngine(clock: ManualClock())
        let explanation = engine.explanation(for: AlwaysTip())
        #expect(explanation.decision == .notConfigured)
        #expect(explanation.summary == "Pending: Tips.configure has not run yet.")
    }
}
