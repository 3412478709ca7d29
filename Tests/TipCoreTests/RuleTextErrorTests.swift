import Testing
import TipCore

@Suite("Rule text: syntax and type errors")
struct RuleTextErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "", line: 1, column: 1, message: "expected '#Rule', found the end of the rule"),
        Case(text: "#Rules($a) { $0 }", line: 1, column: 2, message: "expected '#Rule', found 'Rules'"),
        Case(text: "#Rule $a { $0 }", line: 1, column: 7, message: "expected '(' after 'Rule', found '$a'"),
        Case(
            text: "#Rule() { $0 }", line: 1, column: 7,
            message: "expected a parameter ('Self.$name') or an event ('Self.name'), found ')'"),
        Case(text: "#Rule($a { $0 }", line: 1, column: 10, message: "expected ')' after the rule's inputs, found '{'"),
        Case(
            text: "#Rule($a) $0", line: 1, column: 11, message: "expected '{' to start the rule's closure, found '$0'"),
        Case(
            text: "#Rule($a) { }", line: 1, column: 13, message: "expected a condition in the rule's closure, found '}'"
        ),
        Case(
            text: "#Rule($a) { $0 == true", line: 1, column: 23,
            message: "expected '}' to close the rule's closure, found the end of the rule"),
        Case(
            text: "#Rule($a) { $0 } x", line: 1, column: 18,
            message: "expected nothing after the rule's closing '}', found 'x'"),
        Case(
            text: "#Rule($a) { $0 = true }", line: 1, column: 16,
            message: "expected '==' to compare; a rule cannot assign with '='"),
        Case(text: "#Rule($a) { $0 & true }", line: 1, column: 16, message: "expected '&&'"),
        Case(text: "#Rule($a) { $0 | true }", line: 1, column: 16, message: "expected '||'"),
        Case(
            text: "#Rule($a) { $0 == @ }", line: 1, column: 19,
            message: "unexpected character '@'; expected a name, a number, a string or an operator"),
        Case(
            text: "#Rule($a) { $1 }", line: 1, column: 13, message: "the rule reads one input, $0; found '$1'"),
        Case(
            text: "#Rule($a, b) { $2 == 1 }", line: 1, column: 16, message: "the rule reads 2 inputs, $0 to $1; found '$2'"),
        Case(
            text: "#Rule($a, b) { a in a }", line: 1, column: 16,
            message: "the rule's closure takes 2 arguments, found 1 names"),
        Case(
            text: "#Rule(b) { $0.donations.filter { $1 }.count > 0 }", line: 1, column: 34,
            message: "a filter closure has one argument, $0; found '$1'"),
        Case(
            text: "Tips.Rule(.either, [#Rule($a) { $0 }])", line: 1, column: 12,
            message: "expected '.conjunction' or '.disjunction', found '.either'"),
        Case(
            text: "Tips.Rule(.disjunction, [#Rule($a) { $0 }, #Rule(b) { $0.donations }])", line: 1, column: 58,
            message: "the rule's closure must be a true/false condition, found donations; did you mean '.count' or '.isEmpty'?"),

        Case(text: "#Rule($a) { $ }", line: 1, column: 13, message: "expected '$0' or a parameter name after '$'"),
        Case(
            text: "#Rule($a) {\n  $0 == \"abc\n}", line: 2, column: 9,
            message: "unterminated string: expected a closing '\"'"),
        Case(
            text: "#Rule($a) { $0 == \"\\(x)\" }", line: 1, column: 20,
            message: "string interpolation is not supported in rule text"),
        Case(
            text: "#Rule($a) { $0 == \"\\q\" }", line: 1, column: 20,
            message: "unknown escape '\\q'; expected \\n, \\t, \\r, \\0, \\\", \\\\, \\' or \\u{...}"),
        Case(
            text: "#Rule($a) { $0 == \"\\u{zz}\" }", line: 1, column: 20,
            message: "expected a Unicode escape like \\u{1F600}"),
        Case(
            text: "#Rule($a) { $0 == 99999999999999999999 }", line: 1, column: 19,
            message: "the number 99999999999999999999 is too large"),
        Case(
            text: "#Rule($a) { 1 < $0 < 3 }", line: 1, column: 20,
            message: "comparisons cannot be chained; expected '&&' or '||' before '<'"),
        Case(text: "#Rule($a) { $0 == -x }", line: 1, column: 20, message: "expected a number after '-', found 'x'"),
        Case(text: "#Rule($a) { ($0 == 1 }", line: 1, column: 22, message: "expected ')' to close '(', found '}'"),
        Case(
            text: "#Rule($a) { $b == 1 }", line: 1, column: 13,
            message: "expected '$0' to read the rule's input, found '$b'; a rule reads only its own inputs"),
        Case(
            text: "#Rule($a) { count == 1 }", line: 1, column: 13,
            message: "expected '$0', a literal or '(', found 'count'; a rule can only read its input through $0"),
        Case(text: "#Rule($a) { == 1 }", line: 1, column: 13, message: "expected '$0', a literal or '(', found '=='"),
        Case(
            text: "#Rule($a) { $0. == 1 }", line: 1, column: 17, message: "expected a member name after '.', found '=='"
        ),
        Case(
            text: "#Rule(e) { $0.donations.donatedWithin(.month).count > 1 }", line: 1, column: 40,
            message:
                "TipKit has no '.month' donation time range; expected .minute, .hour, .day, .week, .minutes(n), .hours(n), .days(n) or .weeks(n) (e.g. .days(30))"
        ),
        Case(
            text: "#Rule(e) { $0.donations.donatedWithin(.custom(60)).count > 1 }", line: 1, column: 40,
            message:
                "TipKit has no '.custom' donation time range; expected .minute, .hour, .day, .week, .minutes(n), .hours(n), .days(n) or .weeks(n)"
        ),
        Case(
            text: "#Rule(e) { $0.donations.donatedWithin(.fortnight).count > 1 }", line: 1, column: 40,
            message:
                "expected a time range (.minute, .hour, .day, .week, .minutes(n), .hours(n), .days(n) or .weeks(n)), found '.fortnight'"
        ),
        Case(
            text: "#Rule(e) { $0.donations.donatedWithin(.days(-1)).count > 1 }", line: 1, column: 45,
            message: "expected a whole number of days as an integer literal, found '-'"),
        Case(
            text: "#Rule(e) { $0.donations.donatedWithin(.days).count > 1 }", line: 1, column: 44,
            message: "expected '(' and a count after '.days', found ')'"),
        Case(
            text: "#Rule(e) { $0.donations.largestSubset(by: \\.x).count > 1 }", line: 1, column: 39,
            message: "expected 'groupedBy:', found 'by'"),
        Case(
            text: "#Rule(e) { $0.donations.largestSubset(groupedBy: x).count > 1 }", line: 1, column: 50,
            message: "expected a key path like \\.landmarkID, found 'x'"),
        // Type errors found statically.
        Case(
            text: "#Rule(Self.$isLoggedIn) { $0.donations.count > 1 }", line: 1, column: 30,
            message:
                "'.donations' is only available on an event; 'Self.$isLoggedIn' is a parameter (write 'Self.isLoggedIn' for an event)"
        ),
        Case(
            text: "#Rule(Self.didShare) { $0.donations == \"3\" }", line: 1, column: 37,
            message: "cannot compare donations with '=='; did you mean '.count'?"),
        Case(
            text: "#Rule(Self.didShare) { $0 == 3 }", line: 1, column: 27,
            message: "cannot compare an event with '=='"),
        Case(
            text: "#Rule(Self.didShare) { $0.count > 3 }", line: 1, column: 27,
            message: "expected '.donations' on an event, found '.count'"),
        Case(
            text: "#Rule(Self.didShare) { $0.donations.total > 3 }", line: 1, column: 37,
            message:
                "expected .count, .isEmpty, .donatedWithin(_:), .filter { }, .largestSubset(groupedBy:) or .smallestSubset(groupedBy:) on donations, found '.total'"
        ),
        Case(
            text: "#Rule(Self.didShare) { $0.donations.count >= \"3\" }", line: 1, column: 43,
            message: "cannot compare a number with a string"),
        Case(
            text: "#Rule(Self.didShare) { $0.donations.count }", line: 1, column: 37,
            message: "the rule's closure must be a true/false condition, found a number"),
        Case(
            text: "#Rule(Self.didShare) { $0.donations }", line: 1, column: 27,
            message:
                "the rule's closure must be a true/false condition, found donations; did you mean '.count' or '.isEmpty'?"
        ),
        Case(
            text: "#Rule(Self.didShare) { $0.donatedWithin(.day).isEmpty }", line: 1, column: 27,
            message:
                "donatedWithin(_:) is only available on donations, found an event; did you mean '$0.donations.donatedWithin'?"
        ),
        Case(
            text: "#Rule(Self.e) { $0.donations.filter { $0.x }.count.isEmpty }", line: 1, column: 52,
            message: "a number has no member '.isEmpty'"),
        Case(
            text: "#Rule(Self.e) { $0.donations.filter { 3 }.isEmpty }", line: 1, column: 39,
            message: "the filter closure must be a true/false condition, found a number"),
        Case(
            text: "#Rule($a) { $0 && 3 }", line: 1, column: 19,
            message: "'&&' needs true/false conditions, found a number"),
        Case(
            text: "#Rule($a) { !\"x\" }", line: 1, column: 14,
            message: "'!' needs a true/false condition, found a string"),
        Case(
            text: "#Rule($a) { true < false }", line: 1, column: 18,
            message: "'<' cannot order Bool values; expected '==' or '!='"),
        Case(
            text: "#Rule($a) { $0 > nil }", line: 1, column: 16, message: "'>' cannot order nil; expected '==' or '!='"),
        Case(
            text: "#Rule($a) { 3.contains(1) }", line: 1, column: 15,
            message: "contains(_:) needs a string or an array, found a number"),
        Case(
            text: "#Rule($a) { \"ab\".first == 1 }", line: 1, column: 18,
            message: "expected .count or .isEmpty on a string, found '.first'"),
    ]

    @Test("Each error names its line, column and what was expected", arguments: cases)
    func reportsError(_ errorCase: Case) {
        #expect(throws: RuleSyntaxError(line: errorCase.line, column: errorCase.column, message: errorCase.message)) {
            try RuleExpression.parse(errorCase.text)
        }
    }

    @Test("The description prints line:column: message")
    func errorDescription() {
        #expect(RuleSyntaxError(line: 2, column: 5, message: "expected '}'").description == "2:5: expected '}'")
    }
}

@Suite("Rule text: limits")
struct RuleTextLimitTests {
    @Test("Deep nesting is an error, not a stack overflow")
    func deepNesting() {
        let text = "#Rule($a) { " + String(repeating: "(", count: 100) + "$0" + String(repeating: ")", count: 100) + " }"
        #expect(throws: RuleSyntaxError(line: 1, column: 77, message: "the rule is nested more than 64 deep")) {
            try RuleExpression.parse(text)
        }
    }

    @Test("Nesting up to the limit parses")
    func nestingWithinLimit() throws {
        let text = "#Rule($a) { " + String(repeating: "!", count: 60) + "$0 }"
        #expect(try RuleExpression.parse(text).evaluate(parameter: .bool(true)).passed)
    }

    @Test("Very long rules are an error, not a stack overflow")
    func tooManyTokens() {
        let text = "#Rule($a) { $0" + String(repeating: " && $0", count: 600) + " }"
        #expect(throws: RuleSyntaxError.self) { try RuleExpression.parse(text) }
    }
}
