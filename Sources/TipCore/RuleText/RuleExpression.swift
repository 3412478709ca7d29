import Foundation

/// A TipKit rule written as text, e.g. `#Rule(Self.$isLoggedIn) { $0 == true }`, parsed once and
/// evaluated as often as the engine needs.
///
/// Playground files cannot contain Swift closures, so they carry rules as the text a developer
/// would write in a `Tip`'s `rules`; this type makes that text run with the same meaning.
public struct RuleExpression: Sendable, Equatable {
    /// What a rule reads: a parameter (`Self.$name`) or an event (`Self.name`).
    public enum Input: Sendable, Equatable, Hashable {
        case parameter(String)
        case event(String)
    }

    /// `"isLoggedIn"` for `Self.$isLoggedIn`; `"didShare"` for `Self.didShare`.
    public let input: Input
    /// The original text.
    public let source: String
    let body: RuleNode

    /// Parses rule text, reporting the first problem with its line, column and what was expected.
    /// Type errors visible in the text (comparing donations with a string, `.donations` on a
    /// parameter) are reported here too.
    public static func parse(_ text: String) throws(RuleSyntaxError) -> RuleExpression {
        let (input, body) = try RuleParser.parse(text)
        try RuleTypeChecker(input: input).check(body: body)
        return RuleExpression(input: input, source: text, body: body)
    }

    /// Evaluates against a parameter value.
    public func evaluate(parameter value: TipValue) -> RuleExpressionOutcome {
        guard case .parameter = input else {
            return RuleExpressionOutcome(passed: false, observed: "", error: "this rule reads an event, not a parameter")
        }
        return evaluate(RuleEvaluator(input: input, argument: .value(value), now: .distantPast))
    }

    /// Evaluates against an event's donations (oldest first) at `now`.
    public func evaluate(donations: [DonationRecord], now: Date) -> RuleExpressionOutcome {
        guard case .event = input else {
            return RuleExpressionOutcome(passed: false, observed: "", error: "this rule reads a parameter, not an event")
        }
        let event = RuleEvaluator.Value.event(donations.map(RuleEvaluator.Donation.init))
        return evaluate(RuleEvaluator(input: input, argument: event, now: now))
    }

    /// The same rule reading another input of the same kind: a playground resolves the Swift
    /// name written in the text (`Self.didOpenMessages`) to the declaration's id (`"open-messages"`).
    /// The source text stays as written.
    public func reading(_ newInput: Input) -> RuleExpression {
        RuleExpression(input: newInput, source: source, body: body)
    }

    private func evaluate(_ evaluator: RuleEvaluator) -> RuleExpressionOutcome {
        var evaluator = evaluator
        do {
            let passed = try evaluator.condition(body)
            return RuleExpressionOutcome(
                passed: passed, observed: evaluator.observations.joined(separator: ", "), counted: evaluator.counted)
        } catch {
            return RuleExpressionOutcome(
                passed: false, observed: evaluator.observations.joined(separator: ", "), counted: evaluator.counted,
                error: error.message)
        }
    }
}

extension RuleExpression: CustomStringConvertible {
    /// The canonical spelling of the rule, e.g. `#Rule(Self.$isLoggedIn) { $0 == true }`.
    public var description: String {
        switch input {
        case .parameter(let id): "#Rule(Self.$\(id)) { \(body.text) }"
        case .event(let id): "#Rule(Self.\(id)) { \(body.text) }"
        }
    }
}
