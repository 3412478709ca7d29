import Foundation

extension Tips.Rule {
    /// A rule from TipKit rule text, e.g. `#Rule(Self.$isLoggedIn) { $0 == true }`, running on the
    /// engine exactly like the Swift rule it spells: same input, same re-evaluation, same
    /// explanation (the text itself is the rule's description).
    public init(_ expression: RuleExpression) {
        switch expression.input {
        case .parameter(let id):
            self.init(parameterID: id, description: expression.source) {
                expression.evaluate(parameter: $0).passed
            }
        case .event(let id):
            self.init(eventID: id, description: expression.source) { donations, now in
                let outcome = expression.evaluate(donations: donations, now: now)
                return (outcome.passed, outcome.counted)
            }
        }
    }

    /// Parses rule text and builds the rule; throws the syntax error with its line and column.
    public init(text: String) throws(RuleSyntaxError) {
        self.init(try RuleExpression.parse(text))
    }
}
