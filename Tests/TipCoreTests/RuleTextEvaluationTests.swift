import Foundation
import Testing
import TipCore

@Suite("Rule text: evaluation")
struct RuleTextEvaluationTests {
    static let now = Date(timeIntervalSince1970: 1_767_690_000)

    static func donation(secondsAgo: TimeInterval, _ payload: String = "{}") -> DonationRecord {
        DonationRecord(eventID: "e", date: now.addingTimeInterval(-secondsAgo), payload: Data(payload.utf8))
    }

    static func evaluate(_ text: String, donations: [DonationRecord]) throws -> RuleExpressionOutcome {
        try RuleExpression.parse(text).evaluate(donations: donations, now: now)
    }

    static func evaluate(_ text: String, parameter: TipValue) throws -> RuleExpressionOutcome {
        try RuleExpression.parse(text).evaluate(parameter: parameter)
    }

    @Test("A parameter rule compares the value and reports it under the parameter's name")
    func parameterRule() throws {
        let rule = try RuleExpression.parse("#Rule(Self.$isLoggedIn) { $0 == true }")
        #expect(rule.evaluate(parameter: .bool(true)) == RuleExpressionOutcome(passed: true, observed: "isLoggedIn = true"))
        #expect(rule.evaluate(parameter: .bool(false)) == RuleExpressionOutcome(passed: false, observed: "isLoggedIn = false"))
    }

    @Test("A bare Bool parameter is its own condition")
    func bareParameter() throws {
        #expect(try Self.evaluate("#Rule($on) { $0 }", parameter: .bool(true)).passed)
        #expect(try !Self.evaluate("#Rule($on) { !$0 }", parameter: .bool(true)).passed)
    }

    @Test("Numbers compare across Int and Double")
    func numericComparison() throws {
        #expect(try Self.evaluate("#Rule($n) { $0 >= 2.5 }", parameter: .int(3)).passed)
        #expect(try Self.evaluate("#Rule($n) { $0 == 3 }", parameter: .double(3)).passed)
        #expect(try !Self.evaluate("#Rule($n) { $0 < -1 }", parameter: .int(0)).passed)
        #expect(try Self.evaluate("#Rule($n) { $0 != 1 }", parameter: .int(0)).passed)
        #expect(try Self.evaluate("#Rule($n) { $0 <= 0 }", parameter: .int(0)).passed)
        #expect(try !Self.evaluate("#Rule($n) { $0 > 0 }", parameter: .int(0)).passed)
    }

    @Test("Strings compare, count and search")
    func strings() throws {
        #expect(try Self.evaluate("#Rule($s) { $0 == \"pro\" }", parameter: .string("pro")).passed)
        #expect(try Self.evaluate("#Rule($s) { $0 < \"b\" }", parameter: .string("a")).passed)
        #expect(try Self.evaluate("#Rule($s) { $0.contains(\"ro\") }", parameter: .string("pro")).passed)
        #expect(try Self.evaluate("#Rule($s) { $0.count == 3 && !$0.isEmpty }", parameter: .string("pro")).passed)
    }

    @Test("nil compares equal only to nil")
    func nilComparison() throws {
        #expect(try Self.evaluate("#Rule($o) { $0 == nil }", parameter: .null).passed)
        #expect(try !Self.evaluate("#Rule($o) { $0 == nil }", parameter: .int(1)).passed)
        #expect(try Self.evaluate("#Rule($o) { $0 != nil }", parameter: .string("x")).passed)
    }

    @Test("Arrays count and contain elements; objects expose fields")
    func arraysAndObjects() throws {
        let tags = TipValue.array([.int(1), .double(3)])
        #expect(try Self.evaluate("#Rule($t) { $0.contains(3) && $0.count == 2 }", parameter: tags).passed)
        #expect(try !Self.evaluate("#Rule($t) { $0.contains(2) }", parameter: tags).passed)
        let user = TipValue.object(["profile": .object(["age": .int(20)])])
        let outcome = try Self.evaluate("#Rule($user) { $0.profile.age >= 18 }", parameter: user)
        #expect(outcome == RuleExpressionOutcome(passed: true, observed: "profile.age = 20"))
    }

    @Test("A type mismatch found at run time is false with an error, never a crash (RUL-6)")
    func runtimeTypeMismatch() throws {
        let outcome = try Self.evaluate("#Rule($flag) { $0 == 3 }", parameter: .bool(true))
        #expect(outcome == RuleExpressionOutcome(passed: false, observed: "flag = true", error: "cannot compare true with 3"))
        let notBool = try Self.evaluate("#Rule($flag) { $0 }", parameter: .int(1))
        #expect(notBool.error == "flag is not a Bool")
        #expect(!notBool.passed)
        let ordering = try Self.evaluate("#Rule($flag) { $0 < true }", parameter: .bool(false))
        #expect(ordering.error == "'<' cannot order false and true")
        let missing = try Self.evaluate("#Rule($u) { $0.age > 1 }", parameter: .object(["name": .string("Ada")]))
        #expect(missing.error == "no field 'age' (fields: name)")
    }

    @Test("&& and || short-circuit and observe only what they evaluated")
    func shortCircuit() throws {
        let or = try Self.evaluate("#Rule($n) { $0 == 1 || $0 == true }", parameter: .int(1))
        #expect(or == RuleExpressionOutcome(passed: true, observed: "n = 1"))
        let and = try Self.evaluate("#Rule($n) { $0 == 2 && $0 == true }", parameter: .int(1))
        #expect(and == RuleExpressionOutcome(passed: false, observed: "n = 1"))
    }

    @Test("An event rule counts donations (ButlerForkTip: more than 3 visits)")
    func donationCount() throws {
        let rule = "#Rule(Self.didVisit) { $0.donations.count > 3 }"
        let three = (0..<3).map { Self.donation(secondsAgo: Double($0)) }
        #expect(
            try Self.evaluate(rule, donations: three) == RuleExpressionOutcome(
                passed: false, observed: "donations.count = 3", counted: [DonationCount(count: 3)]))
        let four = three + [Self.donation(secondsAgo: 0)]
        #expect(try Self.evaluate(rule, donations: four) == RuleExpressionOutcome(
            passed: true, observed: "donations.count = 4", counted: [DonationCount(count: 4)]))
    }

    @Test("An empty event has no donations")
    func emptyEvent() throws {
        #expect(try Self.evaluate("#Rule(e) { $0.donations.isEmpty }", donations: []).passed)
        #expect(try !Self.evaluate("#Rule(e) { $0.donations.count >= 1 }", donations: []).passed)
    }

    @Test(
        "donatedWithin keeps donations with now - date <= range, inclusive at the boundary (EVT-5)",
        arguments: [
            (".minute", 60.0), (".hour", 3_600), (".day", 86_400), (".week", 604_800),
            (".minutes(5)", 300), (".hours(2)", 7_200), (".days(3)", 259_200), (".weeks(2)", 1_209_600),
        ])
    func windowBoundary(range: String, seconds: TimeInterval) throws {
        let rule = "#Rule(e) { $0.donations.donatedWithin(\(range)).count == 1 }"
        #expect(try Self.evaluate(rule, donations: [Self.donation(secondsAgo: seconds)]).passed)
        #expect(try !Self.evaluate(rule, donations: [Self.donation(secondsAgo: seconds + 0.001)]).passed)
        #expect(try Self.evaluate(rule, donations: [Self.donation(secondsAgo: 0)]).passed)
    }

    @Test("The Russian seed's rule: 3 articles opened within a week")
    func articlesWithinWeek() throws {
        let rule = "#Rule(Self.articleOpened) {\n    $0.donations.donatedWithin(.week).count >= 3\n}"
        let donations = [
            Self.donation(secondsAgo: 8 * 86_400), Self.donation(secondsAgo: 3 * 86_400),
            Self.donation(secondsAgo: 3_600),
        ]
        #expect(
            try Self.evaluate(rule, donations: donations)
                == RuleExpressionOutcome(
                    passed: false, observed: "donations.donatedWithin(.week).count = 2",
                    counted: [DonationCount(count: 2, scope: "in the last week")]))
        let more = donations + [Self.donation(secondsAgo: 0)]
        #expect(try Self.evaluate(rule, donations: more).passed)
    }

    @Test("filter keeps donations whose payload matches; $0 is the donation inside the closure")
    func filterOnPayload() throws {
        let donations = [
            Self.donation(secondsAgo: 3, #"{"landmark":"Zion","isFavorite":true}"#),
            Self.donation(secondsAgo: 2, #"{"landmark":"Arches","isFavorite":false}"#),
            Self.donation(secondsAgo: 1, #"{"landmark":"Zion","isFavorite":true}"#),
        ]
        let outcome = try Self.evaluate(
            "#Rule(e) { $0.donations.filter { $0.landmark == \"Zion\" && $0.isFavorite }.count == 2 }",
            donations: donations)
        #expect(
            outcome
                == RuleExpressionOutcome(
                    passed: true,
                    observed: "donations.filter { ($0.landmark == \"Zion\") && $0.isFavorite }.count = 2",
                    counted: [DonationCount(count: 2, scope: "matching the filter")]))
    }

    @Test("A filter on a missing payload field is false with an error")
    func filterMissingField() throws {
        let outcome = try Self.evaluate(
            "#Rule(e) { $0.donations.filter { $0.x == 1 }.count == 1 }", donations: [Self.donation(secondsAgo: 0)])
        #expect(!outcome.passed)
        #expect(outcome.error == "no field 'x' (fields: none)")
    }

    @Test("An undecodable payload is false with an error")
    func badPayload() throws {
        let outcome = try Self.evaluate(
            "#Rule(e) { $0.donations.filter { $0.x == 1 }.isEmpty }", donations: [Self.donation(secondsAgo: 0, "{")])
        #expect(outcome == RuleExpressionOutcome(passed: false, observed: "", error: "donation payload is not valid JSON"))
    }

    @Test("largestSubset and smallestSubset group by a payload field")
    func subsets() throws {
        let donations = [
            Self.donation(secondsAgo: 5, #"{"id":1}"#), Self.donation(secondsAgo: 4, #"{"id":2}"#),
            Self.donation(secondsAgo: 3, #"{"id":2}"#), Self.donation(secondsAgo: 2, #"{"id":3}"#),
        ]
        #expect(
            try Self.evaluate(
                "#Rule(e) { $0.donations.largestSubset(groupedBy: \\.id).count == 2 }", donations: donations
            ).passed)
        #expect(
            try Self.evaluate(
                "#Rule(e) { $0.donations.smallestSubset(groupedBy: \\.id).count == 1 }", donations: donations
            ).passed)
        #expect(
            try Self.evaluate("#Rule(e) { $0.donations.largestSubset(groupedBy: \\.id).isEmpty }", donations: []).passed
        )
    }

    @Test("Subset ties go to the group whose earliest donation is oldest (EVT-6)")
    func subsetTie() throws {
        let donations = [
            Self.donation(secondsAgo: 5, #"{"id":1,"tag":"old"}"#),
            Self.donation(secondsAgo: 4, #"{"id":2,"tag":"new"}"#),
            Self.donation(secondsAgo: 3, #"{"id":2,"tag":"new"}"#),
            Self.donation(secondsAgo: 2, #"{"id":1,"tag":"old"}"#),
        ]
        let largest =
            "#Rule(e) { $0.donations.largestSubset(groupedBy: \\.id).filter { $0.tag == \"old\" }.count == 2 }"
        #expect(try Self.evaluate(largest, donations: donations).passed)
        let smallest =
            "#Rule(e) { $0.donations.smallestSubset(groupedBy: \\.id).filter { $0.tag == \"old\" }.count == 2 }"
        #expect(try Self.evaluate(smallest, donations: donations).passed)
    }

    @Test("Chained helpers compose: within a week, then grouped by a nested field")
    func chained() throws {
        let donations = [
            Self.donation(secondsAgo: 9 * 86_400, #"{"place":{"id":7}}"#),
            Self.donation(secondsAgo: 2, #"{"place":{"id":7}}"#),
            Self.donation(secondsAgo: 1, #"{"place":{"id":8}}"#),
        ]
        let outcome = try Self.evaluate(
            "#Rule(e) { $0.donations.donatedWithin(.week).largestSubset(groupedBy: \\.place.id).count >= 2 }",
            donations: donations)
        #expect(
            outcome
                == RuleExpressionOutcome(
                    passed: false,
                    observed: "donations.donatedWithin(.week).largestSubset(groupedBy: \\.place.id).count = 1",
                    counted: [DonationCount(count: 1, scope: "in the last week and in the largest group by place.id")]))
    }

    @Test("Evaluating with the wrong input kind is false with an error")
    func wrongInputKind() throws {
        let event = try RuleExpression.parse("#Rule(e) { $0.donations.isEmpty }")
        #expect(event.evaluate(parameter: .bool(true)).error == "this rule reads an event, not a parameter")
        let parameter = try RuleExpression.parse("#Rule($p) { $0 }")
        #expect(parameter.evaluate(donations: [], now: Self.now).error == "this rule reads a parameter, not an event")
    }
}
