import Foundation

extension Tips.Rule {
    /// A rule whose closure builds a predicate expression, the form TipKit's own `#Rule` expands
    /// to: `Rule(Self.$isSignedIn) { PredicateExpressions.build_Equal(lhs: PredicateExpressions.build_Arg($0), rhs: PredicateExpressions.build_Arg(true)) }`.
    ///
    /// The expression runs as a Foundation `Predicate`, so every kind Foundation can evaluate
    /// works; one that throws (a failed force-unwrap, say) makes the rule false (RUL-6).
    ///
    /// Disfavoured so that `{ $0 }` over a Bool parameter stays the plain closure rule: a
    /// `Variable<Bool>` is itself a predicate expression, and both would fit.
    @_disfavoredOverload
    public init<Input: Tips.RuleInput>(
        _ input: Input,
        fileID: String = #fileID, line: Int = #line, column: Int = #column,
        _ builder: (PredicateExpressions.Variable<Input.RuleArgument>) -> some StandardPredicateExpression<Bool>
    ) {
        let predicate = Predicate<Input.RuleArgument>(builder)
        self.init(input: input.ruleInput, origin: .source(fileID: fileID, line: line, column: column)) { engine, _ in
            let read = input.ruleArgument(in: engine)
            return RuleOutcome(passed: (try? predicate.evaluate(read.argument)) ?? false, observed: read.observed)
        }
    }

    /// A predicate-expression rule over two inputs:
    /// `Rule(Self.$level, Self.didSave) { PredicateExpressions.build_Conjunction(lhs: …, rhs: …) }`.
    @_disfavoredOverload
    public init<First: Tips.RuleInput, Second: Tips.RuleInput>(
        _ first: First, _ second: Second,
        fileID: String = #fileID, line: Int = #line, column: Int = #column,
        _ builder: (
            PredicateExpressions.Variable<First.RuleArgument>, PredicateExpressions.Variable<Second.RuleArgument>
        ) -> some StandardPredicateExpression<Bool>
    ) {
        let predicate = Predicate<First.RuleArgument, Second.RuleArgument>(builder)
        self.init(
            inputs: [first.ruleInput, second.ruleInput], origin: .source(fileID: fileID, line: line, column: column)
        ) { engine, _ in
            let (a, b) = (first.ruleArgument(in: engine), second.ruleArgument(in: engine))
            let passed = (try? predicate.evaluate(a.argument, b.argument)) ?? false
            return RuleOutcome(passed: passed, observed: .several([a.observed, b.observed]))
        }
    }
}
