extension RuleNode {
    /// Canonical rule-text spelling of the node, e.g. `$0.donations.donatedWithin(.week).count`.
    var text: String {
        switch self {
        case .literal(let value, _): value.description
        case .closureArgument: "$0"
        case .member(let base, let name, _): "\(base.text).\(name)"
        case .donatedWithin(let base, let range, _): "\(base.text).donatedWithin(\(range.description))"
        case .filter(let base, let predicate, _): "\(base.text).filter { \(predicate.text) }"
        case .subset(let base, let largest, let keyPath, _):
            "\(base.text).\(largest ? "largest" : "smallest")Subset(groupedBy: \\.\(keyPath.joined(separator: ".")))"
        case .contains(let base, let element, _): "\(base.text).contains(\(element.text))"
        case .not(let operand, _): "!\(operand.parenthesizedText)"
        case .comparison(let comparison, let lhs, let rhs, _):
            "\(lhs.parenthesizedText) \(comparison.rawValue) \(rhs.parenthesizedText)"
        case .logical(let op, let lhs, let rhs, _):
            "\(lhs.parenthesizedText) \(op.rawValue) \(rhs.parenthesizedText)"
        }
    }

    private var parenthesizedText: String {
        switch self {
        case .comparison, .logical: "(\(text))"
        default: text
        }
    }

    /// How an explanation names an observed path: without the leading `$0.`, and with the input's
    /// id for a bare `$0` (`isLoggedIn = true`, `donations.count = 2`).
    func observedName(input: RuleExpression.Input) -> String {
        let full = text
        if full == "$0" {
            switch input {
            case .parameter(let id), .event(let id): return id
            }
        }
        return full.hasPrefix("$0.") ? String(full.dropFirst(3)) : full
    }
}
