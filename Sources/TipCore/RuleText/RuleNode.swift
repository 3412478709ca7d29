/// The parsed body of a rule: a small expression tree.
///
/// Member names stay as written (`count`, `isEmpty`, `donations`, or a payload field) and are
/// resolved against the static type of their base by `RuleTypeChecker`, and against the run-time
/// value by `RuleEvaluator`; the parser does not need to know what its base is.
indirect enum RuleNode: Equatable, Sendable {
    case literal(TipValue, at: RuleSourcePosition)
    /// The rule's input at this position (`$0`, `$1` or a name the rule's closure gives it): a
    /// parameter's value or an event.
    case input(Int, at: RuleSourcePosition)
    /// `$0` (or its name) inside `filter { }`: the donation being filtered.
    case closureArgument(at: RuleSourcePosition)
    /// `base.name`; `at` is the position of `name`.
    case member(RuleNode, name: String, at: RuleSourcePosition)
    /// `base.donatedWithin(range)`.
    case donatedWithin(RuleNode, RuleTimeRange, at: RuleSourcePosition)
    /// `base.filter { predicate }`.
    case filter(RuleNode, predicate: RuleNode, at: RuleSourcePosition)
    /// `base.largestSubset(groupedBy: \.a.b)` (or `smallestSubset` when `largest` is false).
    case subset(RuleNode, largest: Bool, keyPath: [String], at: RuleSourcePosition)
    /// `base.contains(element)`: substring or array membership.
    case contains(RuleNode, element: RuleNode, at: RuleSourcePosition)
    case not(RuleNode, at: RuleSourcePosition)
    /// `lhs op rhs`; `at` is the position of the operator.
    case comparison(RuleComparison, RuleNode, RuleNode, at: RuleSourcePosition)
    /// `lhs && rhs` or `lhs || rhs`; `at` is the position of the operator.
    case logical(RuleLogicalOperator, RuleNode, RuleNode, at: RuleSourcePosition)

    var position: RuleSourcePosition {
        switch self {
        case .literal(_, let at), .input(_, let at), .closureArgument(let at), .member(_, _, let at),
            .donatedWithin(_, _, let at), .filter(_, _, let at), .subset(_, _, _, let at),
            .contains(_, _, let at), .not(_, let at), .comparison(_, _, _, let at),
            .logical(_, _, _, let at):
            at
        }
    }

    /// True when evaluating the node reads the time: `donatedWithin` is the only node that does.
    var readsTime: Bool {
        switch self {
        case .literal, .input, .closureArgument: false
        case .donatedWithin: true
        case .member(let base, _, _), .subset(let base, _, _, _), .not(let base, _): base.readsTime
        case .filter(let base, let other, _), .contains(let base, let other, _), .comparison(_, let base, let other, _),
            .logical(_, let base, let other, _):
            base.readsTime || other.readsTime
        }
    }

    /// True for a chain that starts at an input or a filter's donation (what an explanation
    /// reports as "observed").
    var isPath: Bool {
        switch self {
        case .input, .closureArgument: true
        case .member(let base, _, _), .donatedWithin(let base, _, _), .filter(let base, _, _),
            .subset(let base, _, _, _), .contains(let base, _, _):
            base.isPath
        case .literal, .not, .comparison, .logical: false
        }
    }
}

enum RuleComparison: String, Equatable, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    var isEquality: Bool { self == .equal || self == .notEqual }
}

enum RuleLogicalOperator: String, Equatable, Sendable {
    case and = "&&"
    case or = "||"
}

extension RuleNode {
    /// The same expression with each input `$i` read as `$positions[i]`: how a compound rule
    /// places each part's inputs among its own.
    func readingInputs(at positions: [Int]) -> RuleNode {
        switch self {
        case .input(let index, let at): .input(positions[index], at: at)
        case .literal, .closureArgument: self
        case .member(let base, let name, let at): .member(base.readingInputs(at: positions), name: name, at: at)
        case .donatedWithin(let base, let range, let at): .donatedWithin(base.readingInputs(at: positions), range, at: at)
        case .filter(let base, let predicate, let at): .filter(base.readingInputs(at: positions), predicate: predicate, at: at)
        case .subset(let base, let largest, let keyPath, let at):
            .subset(base.readingInputs(at: positions), largest: largest, keyPath: keyPath, at: at)
        case .contains(let base, let element, let at):
            .contains(base.readingInputs(at: positions), element: element.readingInputs(at: positions), at: at)
        case .not(let operand, let at): .not(operand.readingInputs(at: positions), at: at)
        case .comparison(let comparison, let lhs, let rhs, let at):
            .comparison(comparison, lhs.readingInputs(at: positions), rhs.readingInputs(at: positions), at: at)
        case .logical(let op, let lhs, let rhs, let at):
            .logical(op, lhs.readingInputs(at: positions), rhs.readingInputs(at: positions), at: at)
        }
    }
}
