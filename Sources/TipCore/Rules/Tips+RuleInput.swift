import Foundation

extension Tips {
    /// Something a rule can read: a parameter (`Self.$isLoggedIn`, read as its value) or an event
    /// (`Self.didShare`, read as the event, whose `donations` come from the evaluating engine).
    ///
    /// Rules over two inputs and rules built from `PredicateExpressions` take any `RuleInput`;
    /// apps never conform their own types.
    public protocol RuleInput: Sendable {
        /// What the rule's closure receives for this input.
        associatedtype RuleArgument
        /// The input as the engine tracks it (re-evaluation, explanations).
        var ruleInput: Tips.Rule.Input { get }
        /// The argument as `engine` sees it now, and what an explanation reports it saw.
        func ruleArgument(in engine: TipsEngine) -> (argument: RuleArgument, observed: RuleObservation)
    }
}

extension Tips.Parameter: Tips.RuleInput {
    public var ruleInput: Tips.Rule.Input { .parameter(id: id) }

    public func ruleArgument(in engine: TipsEngine) -> (argument: Value, observed: RuleObservation) {
        let (value, plain) = engine.decodedValue(of: self)
        return (value, .parameterValue(plain))
    }
}

extension Tips.Event: Tips.RuleInput {
    public var ruleInput: Tips.Rule.Input { .event(id: id) }

    public func ruleArgument(in engine: TipsEngine) -> (argument: Self, observed: RuleObservation) {
        (self, .donationCount(engine.visibleDonationCount(eventID: id, limit: donationLimit)))
    }
}
