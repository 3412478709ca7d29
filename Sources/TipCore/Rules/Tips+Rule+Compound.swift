import Foundation

extension Tips.Rule {
    /// How a compound rule joins its rules.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public enum CompoundOperation: Equatable, Hashable, Sendable {
        /// Every rule holds (`and`).
        case conjunction
        /// At least one rule holds (`or`): the one way to express OR across inputs in one rule.
        case disjunction
    }

    /// A rule made of rules: `Rule(.disjunction, [signedInRule, manySavesRule])`.
    ///
    /// Every part is evaluated, so an explanation shows what each saw; a compound of no rules
    /// holds for `.conjunction` and not for `.disjunction`, as `allSatisfy` and `contains` do.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public init(_ operation: CompoundOperation, _ rules: [Tips.Rule]) {
        var inputs: [Input] = []
        for input in rules.flatMap(\.inputs) where !inputs.contains(input) { inputs.append(input) }
        let joiner = operation == .conjunction ? " and " : " or "
        self.init(
            inputs: inputs, origin: .compound(operation, rules.map(\.origin)),
            description: rules.map { "(\($0.description))" }.joined(separator: joiner)
        ) { engine, now in
            let outcomes = rules.map { $0.evaluation(engine, now) }
            let passed = operation == .conjunction ? outcomes.allSatisfy(\.passed) : outcomes.contains(where: \.passed)
            return RuleOutcome(passed: passed, observed: .several(outcomes.map(\.observed)))
        }
    }
}
