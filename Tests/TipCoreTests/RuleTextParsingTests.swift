import Testing
import TipCore

@Suite("Rule text: accepted forms")
struct RuleTextParsingTests {
    @Test(
        "Every documented rule form parses and names its input",
        arguments: [
            ("#Rule(Self.$isLoggedIn) { $0 == true }", RuleExpression.Input.parameter("isLoggedIn")),
            ("Rule(Self.$isLoggedIn) { $0 == true }", .parameter("isLoggedIn")),
            ("#Rule($isLoggedIn) { $0 }", .parameter("isLoggedIn")),
            ("#Rule(ProModeTip.$openedSettings) { $0 == true }", .parameter("openedSettings")),
            ("#Rule(Self.didShare) { $0.donations.count >= 3 }", .event("didShare")),
            ("#Rule(didShare) { $0.donations.count >= 3 }", .event("didShare")),
            ("#Rule(Region.bigCottonwoodCanyon.didVisitEvent) { $0.donations.count > 3 }", .event("didVisitEvent")),
            (
                "#Rule(Self.articleOpened) {\n    $0.donations.donatedWithin(.week).count >= 3\n}",
                .event("articleOpened")
            ),
            ("#Rule(Self.e) { $0.donations.donatedWithin(Tips.DonationTimeRange.days(2)).isEmpty }", .event("e")),
            ("#Rule(Self.e) { !$0.donations.isEmpty }", .event("e")),
            ("#Rule(Self.e) { $0.donations.filter { $0.isFavorite == true }.count > 1 }", .event("e")),
            ("#Rule(Self.e) { $0.donations.filter({ $0.name != nil }).count > 1 }", .event("e")),
            ("#Rule(Self.e) { $0.donations.largestSubset(groupedBy: \\.landmarkID).count >= 5 }", .event("e")),
            ("#Rule(Self.e) { $0.donations.smallestSubset(groupedBy: \\.a.b).count < 2 }", .event("e")),
            ("#Rule(Self.$name) { $0.contains(\"Ada\") || $0.isEmpty }", .parameter("name")),
            ("#Rule(Self.$level) { ($0 > -1 && $0 <= 2.5) || $0 == nil }", .parameter("level")),
            ("#Rule(Self.$tags) { $0.count != 0 && $0.contains(3) }", .parameter("tags")),
            ("#Rule(Self.$user) { $0.profile.age >= 18 }", .parameter("user")),
            ("#Rule(Self.$x) { // a comment\n $0 == \"a\\\"b\\u{1F600}\" }", .parameter("x")),
        ])
    func parsesAcceptedForms(text: String, input: RuleExpression.Input) throws {
        let rule = try RuleExpression.parse(text)
        #expect(rule.inputs == [input])
        #expect(rule.source == text)
    }

    @Test(
        "Every donation time range spelling parses",
        arguments: [".minute", ".hour", ".day", ".week", ".minutes(5)", ".hours(2)", ".days(3)", ".weeks(0)"])
    func parsesTimeRanges(range: String) throws {
        let rule = try RuleExpression.parse("#Rule(Self.e) { $0.donations.donatedWithin(\(range)).count > 0 }")
        #expect(rule.description == "#Rule(Self.e) { $0.donations.donatedWithin(\(range)).count > 0 }")
    }

    @Test("The canonical description keeps precedence with parentheses")
    func canonicalDescription() throws {
        let rule = try RuleExpression.parse("Rule($a) { $0 == 1 || $0 == 2 && !($0 == 3) }")
        #expect(rule.description == "#Rule(Self.$a) { ($0 == 1) || (($0 == 2) && !($0 == 3)) }")
    }

    @Test("Two parses of the same text are equal, different text is not")
    func equality() throws {
        #expect(try RuleExpression.parse("#Rule($a) { $0 }") == RuleExpression.parse("#Rule($a) { $0 }"))
        #expect(try RuleExpression.parse("#Rule($a) { $0 }") != RuleExpression.parse("#Rule($b) { $0 }"))
    }

    @Test("A closure that names its argument means the same as one that uses $0")
    func namedClosureArgument() throws {
        let named = try RuleExpression.parse("Rule(Self.didOpen) { event in event.donations.count >= 3 }")
        let anonymous = try RuleExpression.parse("#Rule(Self.didOpen) { $0.donations.count >= 3 }")
        #expect(named.inputs == [.event("didOpen")])
        #expect(named.description == anonymous.description)
        let filtered = try RuleExpression.parse(
            "#Rule(Self.e) { event in event.donations.filter { d in d.isFavorite == true }.count > 1 }")
        #expect(filtered.description == "#Rule(Self.e) { $0.donations.filter { $0.isFavorite == true }.count > 1 }")
        let value = try RuleExpression.parse("#Rule(Self.$level) { level in level > 2 }")
        #expect(value.evaluate(parameter: .int(3)).passed)
        #expect(!value.evaluate(parameter: .int(1)).passed)
    }

    @Test("A filter closure cannot read the outer closure's named argument")
    func outerNameInsideFilterIsAnError() {
        #expect(throws: RuleSyntaxError.self) {
            try RuleExpression.parse("#Rule(Self.e) { event in event.donations.filter { event.x == 1 }.count > 1 }")
        }
    }

    @Test("A two-input rule and a compound rule read each input once, in the order written")
    func severalInputs() throws {
        let two = try RuleExpression.parse("#Rule(Self.$level, Self.didSave) { $0 >= 3 || $1.donations.count > 2 }")
        #expect(two.inputs == [.parameter("level"), .event("didSave")])
        #expect(two.description == "#Rule(Self.$level, Self.didSave) { ($0 >= 3) || ($1.donations.count > 2) }")
        let compound = try RuleExpression.parse("""
            Tips.Rule(.conjunction, [
                #Rule(Self.didSave) { $0.donations.count > 0 },
                #Rule(Self.$level) { level in level >= 3 },
                #Rule(Self.didSave) { $0.donations.count < 10 },
            ])
            """)
        #expect(compound.inputs == [.event("didSave"), .parameter("level")])
        #expect(compound.description
            == "#Rule(Self.didSave, Self.$level) { (($0.donations.count > 0) && ($1 >= 3)) && ($0.donations.count < 10) }")
        #expect(compound.comparedValues(of: .parameter("level")) == [.int(3)])
        let outcome = compound.evaluate(now: Date(timeIntervalSince1970: 0)) { input in
            input == .parameter("level") ? .value(.int(4)) : .donations([DonationRecord(sequence: 1, eventID: "didSave", date: .distantPast)])
        }
        #expect(outcome.passed)
        #expect(outcome.observed == "didSave.donations.count = 1, level = 4")
    }
}
