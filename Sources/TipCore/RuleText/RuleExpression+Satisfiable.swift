import Foundation

extension RuleExpression {
    /// Whether `rules`, each reading only `input`, can all hold at once for some value of it
    /// (a parameter's value, or a number of donations of an event), or nil when they are not
    /// the kind this can decide.
    ///
    /// Interval reasoning: a body made only of comparisons between the input (or its
    /// `donations.count`, `donations.isEmpty`) and literals, joined by `&&`, `||` and `!`, is
    /// constant between its literals, so trying each literal, the values next to it and one
    /// value past them all decides it for every value there is. `count >= 3` and `count < 2` on
    /// one event hold together for none of 0…4 donations, so for no number at all. Rules that
    /// filter donations, group them or count a window are not decided: donations made at other
    /// times or with other payloads could satisfy them where donations made now do not.
    /// - Parameter type: for a parameter, a value of its type (its default): the values tried
    ///   are of that type.
    public static func canHoldTogether(_ rules: [RuleExpression], reading input: Input, type: TipValue? = nil) -> Bool? {
        guard !rules.isEmpty, rules.allSatisfy({ $0.inputs == [input] && $0.body.isIntervalDecidable(of: input) }) else { return nil }
        let literals = rules.flatMap { $0.body.literals }
        switch input {
        case .event(let eventID):
            let largest = literals.compactMap(\.number).map { min(max(0, Int($0.rounded(.up))), 1_000) }.max() ?? 0
            let now = Date(timeIntervalSince1970: 0)
            return (0...largest + 1).contains { count in
                let donations = (0..<count).map { DonationRecord(sequence: Int64($0 + 1), eventID: eventID, date: now) }
                return rules.allSatisfy { $0.evaluate(donations: donations, now: now).passed }
            }
        case .parameter:
            guard let candidates = type.flatMap({ Self.candidates(ofTypeOf: $0, around: literals) }) else { return nil }
            return candidates.contains { value in rules.allSatisfy { $0.evaluate(parameter: value).passed } }
        }
    }

    /// Values of `sample`'s type that stand for every interval the literals cut its values into.
    private static func candidates(ofTypeOf sample: TipValue, around literals: [TipValue]) -> [TipValue]? {
        switch sample {
        case .bool: return [.bool(false), .bool(true)]
        case .int:
            let points = literals.compactMap(\.number).flatMap { [$0.rounded(.down), $0.rounded(.up)] }.map(Int.init)
            let values = Set(points.flatMap { [$0 - 1, $0, $0 + 1] } + [0])
            return values.sorted().map(TipValue.int)
        case .double:
            let points = Set(literals.compactMap(\.number) + [0]).sorted()
            let between = zip(points, points.dropFirst()).map { ($0 + $1) / 2 }
            let values = Set(points + between + [points[0] - 1, points[points.count - 1] + 1])
            return values.sorted().map(TipValue.double)
        case .string:
            let texts = literals.compactMap { if case .string(let text) = $0 { text } else { nil } }
            // A text equal to none of the literals stands for all the others.
            let other = (texts.max(by: { $0.count < $1.count }) ?? "") + "~"
            return (texts + [other]).map(TipValue.string)
        default: return nil
        }
    }
}


extension RuleNode {
    /// Whether the node is made only of comparisons between `input`'s plain reading and
    /// literals, joined by `&&`, `||` and `!` (see `RuleExpression.canHoldTogether`). Strings
    /// are compared for equality only: between two texts in order lie infinitely many.
    fileprivate func isIntervalDecidable(of input: RuleExpression.Input) -> Bool {
        switch self {
        case .literal(.bool, _): return true
        case .not(let operand, _): return operand.isIntervalDecidable(of: input)
        case .logical(_, let lhs, let rhs, _): return lhs.isIntervalDecidable(of: input) && rhs.isIntervalDecidable(of: input)
        case .comparison(let comparison, let lhs, let rhs, _):
            for (side, other) in [(lhs, rhs), (rhs, lhs)] {
                guard side.isPlainReading(of: input), case .literal(let value, _) = other else { continue }
                switch value {
                case .int, .double: return true
                case .bool: return comparison.isEquality
                case .string:
                    if case .parameter = input { return comparison.isEquality }
                    return false
                default: return false
                }
            }
            return false
        default:
            // `$0` on a bool parameter, used as a condition; `$0.donations.isEmpty` on an event.
            if case .parameter = input { return isPlainReading(of: input) }
            return isEmptiness(of: input)
        }
    }

    /// `$0` for a parameter; `$0.donations.count` for an event.
    private func isPlainReading(of input: RuleExpression.Input) -> Bool {
        switch (input, self) {
        case (.parameter, .input(0, _)): true
        case (.event, .member(.member(.input(0, _), "donations", _), "count", _)): true
        default: false
        }
    }

    /// `$0.donations.isEmpty` for an event.
    private func isEmptiness(of input: RuleExpression.Input) -> Bool {
        if case .event = input, case .member(.member(.input(0, _), "donations", _), "isEmpty", _) = self { return true }
        return false
    }

    /// Every literal in the node.
    fileprivate var literals: [TipValue] {
        switch self {
        case .literal(let value, _): [value]
        case .not(let operand, _): operand.literals
        case .logical(_, let lhs, let rhs, _), .comparison(_, let lhs, let rhs, _): lhs.literals + rhs.literals
        default: []
        }
    }
}
