import Foundation

extension Tips.Rule {
    /// A rule from TipKit rule text, e.g. `#Rule(Self.$isLoggedIn) { $0 == true }`, running on the
    /// engine exactly like the Swift rule it spells: same inputs, same re-evaluation, same
    /// explanation (the text itself is the rule's description).
    public init(_ expression: RuleExpression) {
        guard expression.inputs.count == 1 else {
            self.init(severalInputs: expression)
            return
        }
        switch expression.inputs[0] {
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

    /// A two-input or compound rule text: each input is read as its one-input rule would read it,
    /// and the explanation shows what each held.
    private init(severalInputs expression: RuleExpression) {
        let inputs = expression.inputs.map { input -> Input in
            switch input {
            case .parameter(let id): .parameter(id: id)
            case .event(let id): .event(id: id)
            }
        }
        self.init(inputs: inputs, origin: .text(expression.source)) { engine, now in
            RuleEvaluationContext.current?.noteTimeWasRead()
            var observed: [RuleObservation] = []
            let outcome = expression.evaluate(now: now) { input in
                switch input {
                case .parameter(let id):
                    let value = engine.parameterValue(id: id)
                    observed.append(.parameterValue(value))
                    return .value(value)
                case .event(let id):
                    let donations = engine.visibleDonationRecords(eventID: id, limit: nil)
                    observed.append(.counted([DonationCount(count: donations.count)], all: donations.count))
                    return .donations(donations)
                }
            }
            return RuleOutcome(passed: outcome.passed, observed: .several(observed))
        }
    }

    /// Parses rule text and builds the rule; throws the syntax error with its line and column.
    public init(text: String) throws(RuleSyntaxError) {
        self.init(try RuleExpression.parse(text))
    }
}
