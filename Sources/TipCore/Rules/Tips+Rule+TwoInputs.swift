import Foundation

extension Tips.Rule {
    /// A rule over two inputs, a parameter and an event or any two of either:
    /// `Rule(Self.$isSignedIn, Self.didOpenCart) { signedIn, cart in signedIn && cart.donations.count > 2 }`.
    /// Each argument is what a one-input rule would get; the rule re-evaluates when either changes.
    public init<First: Tips.RuleInput, Second: Tips.RuleInput>(
        _ first: First, _ second: Second,
        fileID: String = #fileID, line: Int = #line, column: Int = #column,
        _ predicate: @escaping @Sendable (First.RuleArgument, Second.RuleArgument) -> Bool
    ) {
        self.init(
            inputs: [first.ruleInput, second.ruleInput], origin: .source(fileID: fileID, line: line, column: column)
        ) { engine, _ in
            let (a, b) = (first.ruleArgument(in: engine), second.ruleArgument(in: engine))
            return RuleOutcome(passed: predicate(a.argument, b.argument), observed: .several([a.observed, b.observed]))
        }
    }
}
