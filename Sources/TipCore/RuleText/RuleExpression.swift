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

        /// `"isLoggedIn"` for `Self.$isLoggedIn`; `"didShare"` for `Self.didShare`.
        public var id: String {
            switch self {
            case .parameter(let id), .event(let id): id
            }
        }
    }

    /// What the rule reads, in the order written: one input for `#Rule(Self.$a) { … }`, two for
    /// `#Rule(Self.$a, Self.b) { a, b in … }`, each input of a compound rule's parts for
    /// `Tips.Rule(.disjunction, [#Rule(…) { … }, #Rule(…) { … }])`, once each.
    public let inputs: [Input]
    /// The original text.
    public let source: String
    let body: RuleNode

    /// Parses rule text, reporting the first problem with its line, column and what was expected.
    /// Type errors visible in the text (comparing donations with a string, `.donations` on a
    /// parameter) are reported here too.
    public static func parse(_ text: String) throws(RuleSyntaxError) -> RuleExpression {
        let (inputs, body) = try RuleParser.parse(text)
        try RuleTypeChecker(inputs: inputs).check(body: body)
        return RuleExpression(inputs: inputs, source: text, body: body)
    }

    /// Whether the rule's result can change with the time alone (it counts donations
    /// `donatedWithin` a range); other rules change only when their inputs do.
    public var readsTime: Bool { body.readsTime }

    /// What one input holds when the rule is evaluated.
    public enum Argument: Sendable {
        /// A parameter's value.
        case value(TipValue)
        /// An event's visible donations, oldest first.
        case donations([DonationRecord])
    }

    /// Evaluates a one-parameter rule against the parameter's value.
    public func evaluate(parameter value: TipValue) -> RuleExpressionOutcome {
        guard inputs.count == 1, case .parameter = inputs[0] else {
            let reads = inputs.count == 1 ? "an event, not a parameter" : "\(inputs.count) inputs, not one parameter"
            return RuleExpressionOutcome(passed: false, observed: "", error: "this rule reads \(reads)")
        }
        return evaluate(now: .distantPast) { _ in .value(value) }
    }

    /// Evaluates a one-event rule against the event's donations (oldest first) at `now`.
    public func evaluate(donations: [DonationRecord], now: Date) -> RuleExpressionOutcome {
        guard inputs.count == 1, case .event = inputs[0] else {
            let reads = inputs.count == 1 ? "a parameter, not an event" : "\(inputs.count) inputs, not one event"
            return RuleExpressionOutcome(passed: false, observed: "", error: "this rule reads \(reads)")
        }
        return evaluate(now: now) { _ in .donations(donations) }
    }

    /// Evaluates the rule at `now` with what each of its inputs holds.
    public func evaluate(now: Date, reading argument: (Input) -> Argument) -> RuleExpressionOutcome {
        let decoded = RuleEvaluator.DecodedPayloads()
        let arguments: [RuleEvaluator.Value] = inputs.map { input in
            switch (input, argument(input)) {
            case (.parameter, .value(let value)): .value(value)
            case (.event, .donations(let donations)): .event(donations.map { RuleEvaluator.Donation(record: $0, decoded: decoded) })
            case (.parameter, .donations): .value(.null)
            case (.event, .value): .event([])
            }
        }
        var evaluator = RuleEvaluator(inputs: inputs, arguments: arguments, now: now)
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

    /// Evaluates the rule as on a fresh install: every parameter it reads at `defaultValue(id)`
    /// (nil for an undeclared one), no donations. What the loader, import and the "never shows"
    /// search ask of a rule before anything happened.
    public func evaluateOnFreshInstall(now: Date = .distantPast, defaultValue: (String) -> TipValue?) -> RuleExpressionOutcome {
        evaluate(now: now) { input in
            if case .parameter(let id) = input, let value = defaultValue(id) { return .value(value) }
            return .donations([])
        }
    }

    /// The same rule reading other inputs of the same kinds: a playground resolves the Swift
    /// names written in the text (`Self.didOpenMessages`) to the declarations' ids
    /// (`"open-messages"`). The source text stays as written.
    public func reading(_ resolve: (Input) -> Input) -> RuleExpression {
        RuleExpression(inputs: inputs.map(resolve), source: source, body: body)
    }
}

extension RuleExpression: CustomStringConvertible {
    /// The canonical spelling of the rule, e.g. `#Rule(Self.$isLoggedIn) { $0 == true }`; a
    /// compound rule is spelt as the two-input rule it means.
    public var description: String {
        let read = inputs.map { input in
            switch input {
            case .parameter(let id): "Self.$\(id)"
            case .event(let id): "Self.\(id)"
            }
        }
        return "#Rule(\(read.joined(separator: ", "))) { \(body.text) }"
    }
}
