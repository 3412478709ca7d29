import Foundation

extension Tips {
    /// One condition a tip needs before it may show, over its inputs: parameters and events (spec
    /// §1.2.6). A tip's rules are ANDed (RUL-1).
    ///
    /// Written as in TipKit with the `#Rule` macro, which expands to the initializers below
    /// (`#Rule(Self.$param) { $0 == true }`, `#Rule(Self.event) { $0.donations.count >= 3 }`);
    /// calling them directly without `#` is the same rule. Rules over two inputs, rules whose
    /// closure builds `PredicateExpressions` and compound rules are in the extensions beside this
    /// file. The `parameterID:`/`eventID:` initializers take rules written as text (playground files).
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
        /// Not `indirect`: the compound case's array already holds its parts out of line, and an
        /// indirect enum would box every rule's origin (a heap allocation per rule, per status
        /// read, since tips rebuild their rules on every read).
        enum Origin: Hashable, Sendable {
            case source(fileID: String, line: Int, column: Int)
            case text(String)
            case compound(CompoundOperation, [Origin])
        }

        /// What the rule reads, in the order written; one entry for most rules.
        public var inputs: [Input] {
            guard let firstInput else { return [] }
            return otherInputs.isEmpty ? [firstInput] : [firstInput] + otherInputs
        }
        /// `inputs`, kept as the first and the rest so that a rule over one input (almost every
        /// rule) allocates no array: the status path reads them without building one.
        let firstInput: Input?
        var otherInputs: [Input] { extras?.otherInputs ?? [] }
        let origin: Origin
        let evaluation: @Sendable (_ engine: TipsEngine, _ now: Date) -> RuleOutcome
        /// What only some rules have; nil for a rule over one input with no given description.
        private let extras: Extras?
        /// The description an initializer gave, if any.
        private var givenDescription: String? { extras?.description }

        /// A rule's second and later inputs and the description an initializer gave, held out of
        /// line: tips rebuild their rules on every status read, and a rule that copies and
        /// releases three references instead of five keeps the status path as cheap as it was
        /// before rules could read several inputs.
        private final class Extras: Sendable {
            let otherInputs: [Input]
            let description: String?

            init(otherInputs: [Input], description: String?) {
                self.otherInputs = otherInputs
                self.description = description
            }
        }

        /// Whether the rule reads exactly these inputs; compares without building `inputs`.
        func reads(_ first: Input?, _ others: [Input]) -> Bool {
            guard firstInput == first else { return false }
            guard let extras else { return others.isEmpty }
            return extras.otherInputs == others
        }

        /// How explanations name the rule: its text, or where its Swift source is. Built when
        /// asked, not with the rule: status reads never ask.
        public var description: String {
            if let givenDescription { return givenDescription }
            switch origin {
            case .text(let text): return text
            case .source(let fileID, let line, _):
                return "rule on \(inputs.map(\.description).joined(separator: " and ")) (\(fileID):\(line))"
            case .compound: return ""
            }
        }

        /// The one place every initializer ends.
        init(
            inputs: [Input], origin: Origin, description: String? = nil,
            evaluation: @escaping @Sendable (_ engine: TipsEngine, _ now: Date) -> RuleOutcome
        ) {
            firstInput = inputs.first
            let otherInputs = inputs.count > 1 ? Array(inputs.dropFirst()) : []
            self.origin = origin
            self.evaluation = evaluation
            extras = otherInputs.isEmpty && description == nil ? nil : Extras(otherInputs: otherInputs, description: description)
        }

        /// A rule over one input, built without an array (tips build their rules on every read).
        init(
            input: Input, origin: Origin,
            evaluation: @escaping @Sendable (_ engine: TipsEngine, _ now: Date) -> RuleOutcome
        ) {
            firstInput = input
            self.origin = origin
            self.evaluation = evaluation
            extras = nil
        }

        /// A parameter rule: `Rule(Self.$isLoggedIn) { $0 == true }`.
        public init<Value>(
            _ parameter: Tips.Parameter<Value>,
            fileID: String = #fileID, line: Int = #line, column: Int = #column,
            _ predicate: @escaping @Sendable (Value) -> Bool
        ) {
            self.init(input: .parameter(id: parameter.id), origin: .source(fileID: fileID, line: line, column: column)) {
                engine, _ in
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
            self.init(input: .event(id: event.id), origin: .source(fileID: fileID, line: line, column: column)) {
                engine, _ in
                let passed = predicate(event)
                let count = engine.visibleDonationCount(eventID: event.id, limit: event.donationLimit)
                return RuleOutcome(passed: passed, observed: .donationCount(count))
            }
        }

        /// A parameter rule written as text. `description` is shown in explanations and identifies
        /// the rule: two rules with the same description over the same input are the same rule.
        public init(parameterID: String, description: String, _ predicate: @escaping @Sendable (TipValue) -> Bool) {
            self.init(input: .parameter(id: parameterID), origin: .text(description)) { engine, _ in
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
            self.init(eventID: eventID, description: description) { donations, now in (predicate(donations, now), []) }
        }

        /// An event rule written as text whose predicate also says what it counted, so an
        /// explanation shows the numbers the rule compared (`1 in the last week, 2 in all`).
        public init(
            eventID: String, description: String,
            counting predicate: @escaping @Sendable (_ donations: [DonationRecord], _ now: Date)
                -> (passed: Bool, counted: [DonationCount])
        ) {
            self.init(input: .event(id: eventID), origin: .text(description)) { engine, now in
                RuleEvaluationContext.current?.noteTimeWasRead()
                let donations = engine.visibleDonationRecords(eventID: eventID, limit: nil)
                let (passed, counted) = predicate(donations, now)
                let observed: RuleObservation = counted.isEmpty
                    ? .counted([DonationCount(count: donations.count)], all: donations.count)
                    : .counted(counted, all: donations.count)
                return RuleOutcome(passed: passed, observed: observed)
            }
        }
    }
}

/// What one rule evaluation found.
struct RuleOutcome: Equatable, Sendable {
    var passed: Bool
    var observed: RuleObservation
}

/// The value a rule saw, for explanations: a parameter's value, or the donations it counted and
/// how many the event has.
public enum RuleObservation: Equatable, Hashable, Sendable, CustomStringConvertible {
    case parameterValue(TipValue)
    /// The event's visible donations, when the rule's own counts are not known (a Swift closure).
    case donationCount(Int)
    /// The counts a rule compared, in evaluation order, and the event's visible donations.
    case counted([DonationCount], all: Int)
    /// What each part of a rule over several inputs saw, in the order written.
    indirect case several([RuleObservation])

    /// `value true`, `2 donations in all`, `1 in the last week, 2 in all`.
    public var description: String {
        switch self {
        case .parameterValue(let value): "value \(value)"
        case .donationCount(let count): "\(Self.donations(count)) in all"
        case .counted(let counts, let all):
            if counts.allSatisfy({ $0.scope.isEmpty && $0.count == all }) {
                Self.donations(all)
            } else {
                (counts.filter { !$0.scope.isEmpty }.map { "\($0.count) \($0.scope)" } + ["\(all) in all"])
                    .joined(separator: ", ")
            }
        case .several(let parts): parts.map(\.description).joined(separator: "; ")
        }
    }

    private static func donations(_ count: Int) -> String { count == 1 ? "1 donation" : "\(count) donations" }
}
