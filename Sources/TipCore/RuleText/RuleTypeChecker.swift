/// Finds the type errors that show in the text alone, so they are reported when a playground is
/// loaded rather than as a silently false rule later (spec RUL-6 still covers the rest).
///
/// Whether an input is an event or a parameter value is known from how it is written (`$name` or `name`);
/// a parameter's type and payload fields are not, so they are `unknown` and checked at run time.
struct RuleTypeChecker {
    enum StaticType: Equatable {
        case event, donations, donation, boolean, number, string, null
        /// A parameter value or payload field: its type is known only at run time.
        case unknown

        var phrase: String {
            switch self {
            case .event: "an event"
            case .donations: "donations"
            case .donation: "a donation"
            case .boolean: "a Bool"
            case .number: "a number"
            case .string: "a string"
            case .null: "nil"
            case .unknown: "a value"
            }
        }

        var isCollection: Bool { self == .event || self == .donations || self == .donation }
    }

    let inputs: [RuleExpression.Input]

    /// Checks a rule body; it must be a condition.
    func check(body: RuleNode) throws(RuleSyntaxError) {
        let type = try type(of: body)
        try requireCondition(type, body, "the rule's closure must be a true/false condition")
    }

    private func requireCondition(_ type: StaticType, _ node: RuleNode, _ context: String) throws(RuleSyntaxError) {
        guard type == .boolean || type == .unknown else {
            let hint = type == .donations ? "; did you mean '.count' or '.isEmpty'?" : ""
            throw RuleSyntaxError(at: node.position, "\(context), found \(type.phrase)\(hint)")
        }
    }

    private func type(of node: RuleNode) throws(RuleSyntaxError) -> StaticType {
        switch node {
        case .literal(let value, _):
            switch value {
            case .bool: return .boolean
            case .int, .double: return .number
            case .string: return .string
            case .null: return .null
            case .array, .object: return .unknown
            }
        case .input(let index, _):
            if inputs.indices.contains(index), case .event = inputs[index] { return .event }
            return .unknown
        case .closureArgument:
            return .donation
        case .member(let base, let name, let position):
            var parameter: String?
            if case .input(let index, _) = base, inputs.indices.contains(index), case .parameter(let id) = inputs[index] {
                parameter = id
            }
            return try memberType(try type(of: base), name: name, of: parameter, at: position)
        case .donatedWithin(let base, _, let position):
            try requireDonations(try type(of: base), "donatedWithin(_:)", at: position)
            return .donations
        case .filter(let base, let predicate, let position):
            try requireDonations(try type(of: base), "filter", at: position)
            try requireCondition(
                try type(of: predicate), predicate, "the filter closure must be a true/false condition")
            return .donations
        case .subset(let base, let largest, _, let position):
            let name = largest ? "largestSubset(groupedBy:)" : "smallestSubset(groupedBy:)"
            try requireDonations(try type(of: base), name, at: position)
            return .donations
        case .contains(let base, let element, let position):
            let baseType = try type(of: base)
            guard baseType == .string || baseType == .unknown else {
                throw RuleSyntaxError(
                    at: position, "contains(_:) needs a string or an array, found \(baseType.phrase)")
            }
            let elementType = try type(of: element)
            guard !elementType.isCollection else {
                throw RuleSyntaxError(at: element.position, "expected a value to look for, found \(elementType.phrase)")
            }
            return .boolean
        case .not(let operand, _):
            try requireCondition(try type(of: operand), operand, "'!' needs a true/false condition")
            return .boolean
        case .comparison(let comparison, let lhs, let rhs, let position):
            try checkComparison(
                comparison, try type(of: lhs), try type(of: rhs), at: position)
            return .boolean
        case .logical(let op, let lhs, let rhs, _):
            try requireCondition(
                try type(of: lhs), lhs, "'\(op.rawValue)' needs true/false conditions")
            try requireCondition(
                try type(of: rhs), rhs, "'\(op.rawValue)' needs true/false conditions")
            return .boolean
        }
    }

    private func requireDonations(_ type: StaticType, _ name: String, at position: RuleSourcePosition)
        throws(RuleSyntaxError)
    {
        guard type == .donations else {
            let hint = type == .event ? "; did you mean '$0.donations.\(name.prefix { $0 != "(" })'?" : ""
            throw RuleSyntaxError(at: position, "\(name) is only available on donations, found \(type.phrase)\(hint)")
        }
    }

    /// `parameter` is the id of the parameter the base is, when it is one, to explain `.donations`.
    private func memberType(_ base: StaticType, name: String, of parameter: String?, at position: RuleSourcePosition)
        throws(RuleSyntaxError) -> StaticType
    {
        switch base {
        case .event:
            guard name == "donations" else {
                throw RuleSyntaxError(at: position, "expected '.donations' on an event, found '.\(name)'")
            }
            return .donations
        case .donations:
            switch name {
            case "count": return .number
            case "isEmpty": return .boolean
            default:
                throw RuleSyntaxError(
                    at: position,
                    "expected .count, .isEmpty, .donatedWithin(_:), .filter { }, .largestSubset(groupedBy:) "
                        + "or .smallestSubset(groupedBy:) on donations, found '.\(name)'")
            }
        case .donation:
            return .unknown
        case .unknown:
            if name == "donations", let id = parameter {
                throw RuleSyntaxError(
                    at: position,
                    "'.donations' is only available on an event; 'Self.$\(id)' is a parameter "
                        + "(write 'Self.\(id)' for an event)")
            }
            switch name {
            case "count": return .number
            case "isEmpty": return .boolean
            default: return .unknown
            }
        case .string:
            switch name {
            case "count": return .number
            case "isEmpty": return .boolean
            default:
                throw RuleSyntaxError(at: position, "expected .count or .isEmpty on a string, found '.\(name)'")
            }
        case .boolean, .number, .null:
            throw RuleSyntaxError(at: position, "\(base.phrase) has no member '.\(name)'")
        }
    }

    private func checkComparison(
        _ comparison: RuleComparison, _ lhs: StaticType, _ rhs: StaticType, at position: RuleSourcePosition
    ) throws(RuleSyntaxError) {
        for side in [lhs, rhs] where side.isCollection {
            let hint = side == .donations ? "; did you mean '.count'?" : ""
            throw RuleSyntaxError(
                at: position, "cannot compare \(side.phrase) with '\(comparison.rawValue)'\(hint)")
        }
        if lhs == .null || rhs == .null {
            guard comparison.isEquality else {
                throw RuleSyntaxError(at: position, "'\(comparison.rawValue)' cannot order nil; expected '==' or '!='")
            }
            return
        }
        if lhs == .unknown || rhs == .unknown { return }
        guard lhs == rhs else {
            throw RuleSyntaxError(at: position, "cannot compare \(lhs.phrase) with \(rhs.phrase)")
        }
        if lhs == .boolean, !comparison.isEquality {
            throw RuleSyntaxError(
                at: position, "'\(comparison.rawValue)' cannot order Bool values; expected '==' or '!='")
        }
    }
}
