import Foundation
import Testing
import TipCore

/// Rules written as text run on the engine exactly like the Swift rules they spell.
@Suite struct RuleTextEngineTests {
    struct ShareTip: Tip {
        static let didShare = Tips.Event(id: "didShare")
        var title: Text { Text("Share with friends") }
        var rules: [Rule] {
            Rule(Self.didShare) { $0.donations.count >= 3 }
        }
    }

    @Test func anEventRuleAsTextFlipsAtTheSameDonationAsTheSwiftRule() throws {
        let harness = try EngineHarness()
        let swiftTip = ShareTip()
        let textTip = DataTip("TextShareTip", rules: [try Tips.Rule(text: "#Rule(Self.didShare) { $0.donations.count >= 3 }")])
        for donations in 0..<5 {
            #expect(harness.status(swiftTip) == harness.status(textTip), "after \(donations) donations")
            #expect(harness.status(textTip) == (donations >= 3 ? .available : .pending))
            try harness.donate("didShare")
        }
    }

    @Test func aParameterRuleAsTextReadsTheEnginesValue() throws {
        let harness = try EngineHarness()
        harness.engine.registerParameter(id: "isLoggedIn", defaultValue: .bool(false), transient: false)
        let tip = DataTip("LoginTip", rules: [try Tips.Rule(text: "#Rule(Self.$isLoggedIn) { $0 == true }")])
        #expect(harness.status(tip) == .pending)
        try harness.engine.setParameter(id: "isLoggedIn", value: .bool(true))
        #expect(harness.status(tip) == .available)
    }

    @Test func theExplanationShowsTheRuleTextAndTheCountItCompared() throws {
        let harness = try EngineHarness()
        let tip = DataTip("WeeklyTip", rules: [try Tips.Rule(text: "Rule(didCompose) { $0.donations.donatedWithin(.week).count >= 2 }")])
        try harness.donate("didCompose")
        harness.clock.advance(by: 8 * 86_400)
        try harness.donate("didCompose")
        let report = try #require(harness.engine.explanation(for: tip).rules.first)
        #expect(report.description.contains("donatedWithin(.week)"))
        #expect(report.observed == .counted([DonationCount(count: 1, scope: "in the last week")], all: 2))
        #expect(report.observed.description == "1 in the last week, 2 in all")
        #expect(!report.passed)
    }

    @Test func badRuleTextIsASyntaxErrorWithLineAndColumn() {
        let error = #expect(throws: RuleSyntaxError.self) {
            try Tips.Rule(text: "#Rule(Self.didShare) {\n  $0.donations.count >= \n}")
        }
        #expect(error?.line == 3, "the value is missing where the closing brace stands")
    }

    @Test func aTwoInputRuleAsTextReadsBothInputsAndExplainsEach() throws {
        let harness = try EngineHarness()
        harness.engine.registerParameter(id: "deviceCount", defaultValue: .int(1), transient: false)
        let tip = DataTip("SyncTip", rules: [try Tips.Rule(text: """
            #Rule(Self.$deviceCount, Self.didOpenSettings) { devices, settings in
                devices > 1 && settings.donations.count >= 2
            }
            """)])
        for _ in 0..<2 { try harness.donate("didOpenSettings") }
        #expect(harness.status(tip) == .pending)
        try harness.engine.setParameter(id: "deviceCount", value: .int(2))
        #expect(harness.status(tip) == .available)
        let report = try #require(harness.engine.explanation(for: tip).rules.first)
        #expect(report.inputs == [.parameter(id: "deviceCount"), .event(id: "didOpenSettings")])
        #expect(report.observed.description == "value 2; 2 donations")
    }

    @Test func aCompoundRuleAsTextMatchesTheSwiftCompoundRule() throws {
        struct QuickExportTip: Tip {
            @Parameter(id: "isPro") static var isPro = false
            static let didExport = Tips.Event(id: "didExport")
            var title: Text { Text("Export faster") }
            var rules: [Rule] {
                Tips.Rule(.disjunction, [
                    Rule(Self.$isPro) { $0 },
                    Rule(Self.didExport) { $0.donations.count >= 3 },
                ])
            }
        }
        let harness = try EngineHarness()
        let text = DataTip("TextQuickExportTip", rules: [try Tips.Rule(text: """
            Tips.Rule(.disjunction, [
                #Rule(Self.$isPro) { $0 },
                #Rule(Self.didExport) { $0.donations.count >= 3 },
            ])
            """)])
        harness.engine.registerParameter(id: "isPro", defaultValue: .bool(false), transient: false)
        for step in 0..<5 {
            #expect(harness.status(text) == harness.status(QuickExportTip()), "step \(step)")
            if step == 3 { try harness.engine.setParameter(id: "isPro", value: .bool(true)) }
            if step < 3 { try harness.donate("didExport") }
            if step == 2 { try harness.engine.deleteDonations(eventID: "didExport") }
        }
        #expect(harness.status(text) == .available)
    }
}
