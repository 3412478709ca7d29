import Foundation

extension Tips {
    /// One condition a tip needs before it may show, over exactly one input: a parameter or an
    /// event (spec §1.2.6). A tip's rules are ANDed (RUL-1).
    ///
    /// Written as in TipKit with the `#Rule` macro, which expands to the initializers below
    /// (`#Rule(Self.$param) { $0 == true }`, `#Rule(Self.event) { $0.donations.count >= 3 }`);
    /// calling them directly without `#` is the same rule. The `parameterID:`/`eventID:`
    /// initializers take rules written as text (playground files).
    public struct Rule: Sendable, CustomStringConvertible {
        /// What a rule reads; the engine re-evaluates a rule only when its input changes (RUL-3),
        /// or when time moved and the rule looked at the time.
        public enum Input: Hashable, Sendable, CustomStringConvertible {
            case parameter(id: String)
            case event(id: String)

            public var description: String {
                switch self {
                case .parameter(let id): "parameter \(id)"
                case .event(let id): "event \(id)"
                }
            }
        }

        /// Where a rule came from: identifies it in the result cache and describes it to people.
        enum Origin: Hashable, Sendable {
            case source(fileID: String, line: Int, column: Int)
            case text(String)
        }

        public let input: Input
        let origin: Origin
        let evaluation: @Sendable (_ engine: TipsEngine, _ now: Date) -> RuleOutcome

        /// A parameter rule: `Rule(Self.$isLoggedIn) { $0 == true }`.
        public init<Value>(
            _ parameter: Tips.Parameter<Value>,
            fileID: String = #fileID, line: Int = #line, column: Int = #column,
            _ predicate: @escaping @Sendable (Value) -> Bool
        ) {
            input = .parameter(id: parameter.id)
            origin = .source(fileID: fileID, line: line, column: column)
            evaluation = { engine, _ in
                let (value, plain) = engine.decodedValue(of: parameter)
                return RuleOutcome(passed: predicate(value), observed: .parameterValue(plain))
            }
        }

        /// An event rule: `Rule(Self.didShare) { $0.donations.count >= 3 }`. The closure receives the
        /// event; its `donations` are read from the evaluating engine.
        public init<DonationInfo>(
            _ event: Tips.Event<DonationInfo>,
            fileID: String = #fileID, line: Int = #line, column: Int = #column,
            _ predicate: @escaping @Sendable (Tips.Event<DonationInfo>) -> Bool
        ) {
            input = .event(id: event.id)
            origin = .source(fileID: fileID, line: line, column: column)
            evaluation = { engine, _ in
                let passed = predicate(event)
                let count = engine.visibleDonationCount(eventID: event.id, limit: event.donationLimit)
                return RuleOutcome(passed: passed, observed: .donationCount(count))
            }
        }

        /// A parameter rule written as text. `description` is shown in explanations and identifies
        /// the rule: two rules with the same description over the same input are the same rule.
        public init(parameterID: String, description: String, _ predicate: @escaping @Sendable (TipValue) -> Bool) {
            input = .parameter(id: parameterID)
            origin = .text(description)
            evaluation = { engine, _ in
                let value = engine.parameterValue(id: parameterID)
                return RuleOutcome(passed: predicate(value), observed: .parameterValue(value))
            }
        }

        /// An event rule written as text. The predicate gets the visible donations (oldest first,
        /// at most 1000 or the event's limit) and the evaluation's "now".
        public init(
            eventID: String, description: String,
            _ predicate: @escaping @Sendable (_ donations: [DonationRecord], _ now: Date) -> Bool
        ) {
            input = .event(id: eventID)
            origin = .text(description)
            evaluation = { engine, now in
                RuleEvaluationContext.current?.noteTimeWasRead()
                let donations = engine.visibleDonationRecords(eventID: eventID, limit: nil)
                return RuleOutcome(passed: predicate(donations, now), observed: .donationCount(donations.count))
            }
        }

        public var description: String {
            switch origin {
            case .text(let text): text
            case .source(let fileID, let line, _): "rule on \(input) (\(fileID):\(line))"
            }
        }
    }
}

/// What one rule evaluation found.
struct RuleOutcome: Equatable, Sendable {
    var passed: Bool
    var observed: RuleObservation
}

/// The value a rule saw, for explanations: a parameter's value or how many donations were visible.
public enum RuleObservation: Equatable, Hashable, Sendable, CustomStringConvertible {
    case parameterValue(TipValue)
    case donationCount(Int)

    public var description: String {
        switch self {
        case .parameterValue(let value): "value \(value)"
        case .donationCount(1): "1 donation"
        case .donationCount(let count): "\(count) donations"
        }
    }
}
