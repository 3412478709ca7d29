extension RuleExpression {
    /// The literal values the rule compares a parameter with, in the order written: `[3]` for
    /// `#Rule(Self.$level) { $0 >= 3 }`. Tools offer these values, and the ones next to them, to
    /// make such a rule true or false; empty for an input the rule does not compare.
    public func comparedValues(of parameter: Input) -> [TipValue] {
        guard case .parameter = parameter, let position = inputs.firstIndex(of: parameter) else { return [] }
        var values: [TipValue] = []
        func visit(_ node: RuleNode) {
            switch node {
            case .comparison(_, let lhs, let rhs, _):
                for (side, other) in [(lhs, rhs), (rhs, lhs)] {
                    if case .input(position, _) = side, case .literal(let value, _) = other, !values.contains(value) {
                        values.append(value)
                    }
                }
            case .not(let operand, _): visit(operand)
            case .logical(_, let lhs, let rhs, _):
                visit(lhs)
                visit(rhs)
            default: break
            }
        }
        visit(body)
        return values
    }
}
