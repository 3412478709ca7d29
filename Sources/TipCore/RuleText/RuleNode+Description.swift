extension RuleNode {
    /// Canonical rule-text spelling of the node, e.g. `$0.donations.donatedWithin(.week).count`.
    var text: String {
        switch self {
        case .literal(let value, _): value.description
        case .input(let index, _): "$\(index)"
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

    /// How an explanation names an observed path: with the input's id for a bare input
    /// (`isLoggedIn = true`), and without the leading `$0.` when the rule has one input
    /// (`donations.count = 2`); with two, the path says whose it is (`didSave.donations.count = 2`).
    func observedName(inputs: [RuleExpression.Input]) -> String {
        guard let index = rootInput, inputs.indices.contains(index) else { return text }
        let id = inputs[index].id
        let full = text
        let prefix = "$\(index)"
        if full == prefix { return id }
        let rest = full.dropFirst(prefix.count + 1)
        return inputs.count == 1 ? String(rest) : "\(id).\(rest)"
    }

    /// The input a path starts at, if it starts at one.
    var rootInput: Int? {
        switch self {
        case .input(let index, _): index
        case .member(let base, _, _), .donatedWithin(let base, _, _), .filter(let base, _, _),
            .subset(let base, _, _, _), .contains(let base, _, _):
            base.rootInput
        default: nil
        }
    }
}
