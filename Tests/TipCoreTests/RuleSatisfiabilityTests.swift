import Testing
@testable import TipCore

/// `RuleExpression.canHoldTogether`: interval reasoning over the literals rules compare an input
/// with decides whether they can all hold, for every count or value there is.
@Suite("Rule text: whether rules can hold together")
struct RuleSatisfiabilityTests {
    private func rules(_ texts: String...) throws -> [RuleExpression] {
        try texts.map { try RuleExpression.parse($0) }
    }

    @Test func countsThatExcludeEachOtherNeverHoldTogether() throws {
        let never = try rules("#Rule(Self.e) { $0.donations.count >= 3 }", "#Rule(Self.e) { $0.donations.count < 2 }")
        #expect(RuleExpression.canHoldTogether(never, reading: .event("e")) == false)
        let between = try rules("#Rule(Self.e) { $0.donations.count > 2 }", "#Rule(Self.e) { $0.donations.count <= 3 }")
        #expect(RuleExpression.canHoldTogether(between, reading: .event("e")) == true)
        let empty = try rules("#Rule(Self.e) { $0.donations.isEmpty }", "#Rule(Self.e) { $0.donations.count == 1 }")
        #expect(RuleExpression.canHoldTogether(empty, reading: .event("e")) == false)
    }

    @Test func parameterComparisonsAreDecidedForTheParametersType() throws {
        let ints = try rules("#Rule(Self.$n) { $0 > 5 }", "#Rule(Self.$n) { $0 < 6 }")
        #expect(RuleExpression.canHoldTogether(ints, reading: .parameter("n"), type: .int(0)) == false)
        #expect(RuleExpression.canHoldTogether(ints, reading: .parameter("n"), type: .double(0)) == true, "5.5 is a double")
        let bools = try rules("#Rule(Self.$b) { $0 == true }", "#Rule(Self.$b) { !$0 }")
        #expect(RuleExpression.canHoldTogether(bools, reading: .parameter("b"), type: .bool(false)) == false)
        let texts = try rules(#"#Rule(Self.$s) { $0 != "a" }"#, #"#Rule(Self.$s) { $0 != "b" }"#)
        #expect(RuleExpression.canHoldTogether(texts, reading: .parameter("s"), type: .string("")) == true)
        let same = try rules(#"#Rule(Self.$s) { $0 == "a" }"#, #"#Rule(Self.$s) { $0 == "b" }"#)
        #expect(RuleExpression.canHoldTogether(same, reading: .parameter("s"), type: .string("")) == false)
    }

    /// Windows, filters and groupings depend on when and with what donations were made, which a
    /// count alone does not say: those are left undecided rather than guessed.
    @Test func rulesThatDependOnMoreThanACountAreNotDecided() throws {
        let windowed = try rules("#Rule(Self.e) { $0.donations.donatedWithin(.week).count < 2 }", "#Rule(Self.e) { $0.donations.count >= 3 }")
        #expect(RuleExpression.canHoldTogether(windowed, reading: .event("e")) == nil)
        let ordered = try rules(#"#Rule(Self.$s) { $0 > "m" }"#)
        #expect(RuleExpression.canHoldTogether(ordered, reading: .parameter("s"), type: .string("")) == nil)
    }
}
