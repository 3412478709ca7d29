import Foundation

/// Walks a rule body against a parameter value or an event's donations.
///
/// Anything the type checker could not rule out (a Bool parameter compared with a number, a missing
/// payload field, an undecodable payload) throws `RuleEvaluationError`; the caller turns that into a
/// false outcome with the message (spec RUL-6).
struct RuleEvaluator {
    /// A donation with its payload decoded on first use.
    struct Donation {
        let record: DonationRecord
        /// Payloads decoded so far in this evaluation: donations mostly carry a few payloads
        /// many times, and a rule filtering them reads each donation's.
        let decoded: DecodedPayloads

        func payload() throws(RuleEvaluationError) -> TipValue {
            if let value = decoded.values[record.payload] { return value }
            do {
                let value = try JSONDecoder().decode(TipValue.self, from: record.payload)
                decoded.values[record.payload] = value
                return value
            } catch {
                throw RuleEvaluationError("donation payload is not valid JSON")
            }
        }
    }

    /// Each payload's bytes, decoded, for one evaluation.
    final class DecodedPayloads {
        var values: [Data: TipValue] = [:]
    }

    enum Value {
        case value(TipValue)
        case event([Donation])
        case donations([Donation])
        case donation(Donation)
    }

    let inputs: [RuleExpression.Input]
    /// What each input holds, in the order of `inputs`.
    let arguments: [Value]
    let now: Date
    /// `path = value` for each operand looked at outside filter closures, in evaluation order.
    private(set) var observations: [String] = []
    /// Each `count` of donations taken outside filter closures, with which donations it counted.
    private(set) var counted: [DonationCount] = []

    init(inputs: [RuleExpression.Input], arguments: [Value], now: Date) {
        self.inputs = inputs
        self.arguments = arguments
        self.now = now
    }

    mutating func condition(_ node: RuleNode) throws(RuleEvaluationError) -> Bool {
        try condition(node, closureArgument: nil)
    }

    /// `closureArgument` is the donation bound to `$0` inside a filter, nil at the top level.
    private mutating func condition(_ node: RuleNode, closureArgument: Donation?) throws(RuleEvaluationError) -> Bool {
        switch node {
        case .logical(let op, let lhs, let rhs, _):
            // Short-circuits like Swift: the right side is not evaluated (nor observed) when the
            // left side decides.
            let left = try condition(lhs, closureArgument: closureArgument)
            if left == (op == .or) { return left }
            return try condition(rhs, closureArgument: closureArgument)
        case .not(let operand, _):
            return try !condition(operand, closureArgument: closureArgument)
        case .comparison(let comparison, let lhs, let rhs, _):
            let left = try scalar(observing: lhs, closureArgument: closureArgument)
            let right = try scalar(observing: rhs, closureArgument: closureArgument)
            return try Self.compare(left, comparison, right)
        default:
            guard case .bool(let result) = try scalar(observing: node, closureArgument: closureArgument) else {
                throw RuleEvaluationError("\(node.observedName(inputs: inputs)) is not a Bool")
            }
            return result
        }
    }

    private mutating func scalar(observing node: RuleNode, closureArgument: Donation?) throws(RuleEvaluationError)
        -> TipValue
    {
        guard case .value(let value) = try evaluate(node, closureArgument: closureArgument) else {
            throw RuleEvaluationError("\(node.observedName(inputs: inputs)) is not a value")
        }
        if closureArgument == nil, node.isPath {
            let observation = "\(node.observedName(inputs: inputs)) = \(value)"
            if !observations.contains(observation) { observations.append(observation) }
            if case .member(let base, "count", _) = node, case .int(let count) = value {
                let counted = DonationCount(count: count, scope: Self.scope(of: base))
                if !self.counted.contains(counted) { self.counted.append(counted) }
            }
        }
        return value
    }

    private mutating func evaluate(_ node: RuleNode, closureArgument: Donation?) throws(RuleEvaluationError) -> Value {
        switch node {
        case .literal(let value, _):
            return .value(value)
        case .input(let index, _):
            guard arguments.indices.contains(index) else { throw RuleEvaluationError("the rule has no input $\(index)") }
            return arguments[index]
        case .closureArgument:
            guard let closureArgument else { throw RuleEvaluationError("$0 outside a filter closure") }
            return .donation(closureArgument)
        case .member(let base, let name, _):
            return try member(name, of: try evaluate(base, closureArgument: closureArgument))
        case .donatedWithin(let base, let range, _):
            let donations = try self.donations(try evaluate(base, closureArgument: closureArgument))
            return .donations(donations.filter { now.timeIntervalSince($0.record.date) <= range.seconds })
        case .filter(let base, let predicate, _):
            let donations = try self.donations(try evaluate(base, closureArgument: closureArgument))
            var kept: [Donation] = []
            for donation in donations where try condition(predicate, closureArgument: donation) {
                kept.append(donation)
            }
            return .donations(kept)
        case .subset(let base, let largest, let keyPath, _):
            let donations = try self.donations(try evaluate(base, closureArgument: closureArgument))
            return .donations(try Self.subset(of: donations, largest: largest, keyPath: keyPath))
        case .contains(let base, let element, _):
            let container = try evaluate(base, closureArgument: closureArgument)
            guard case .value(let element) = try evaluate(element, closureArgument: closureArgument) else {
                throw RuleEvaluationError("contains(_:) needs a value to look for")
            }
            return .value(.bool(try Self.contains(container, element)))
        case .not, .comparison, .logical:
            return .value(.bool(try condition(node, closureArgument: closureArgument)))
        }
    }

    /// Which donations a chain selects, in words: `in the last week and matching the filter`;
    /// empty for all of the event's donations.
    static func scope(of chain: RuleNode) -> String {
        let (base, selection): (RuleNode, String)
        switch chain {
        case .donatedWithin(let from, let range, _):
            (base, selection) = (from, "in the last \(range.phrase)")
        case .filter(let from, _, _):
            (base, selection) = (from, "matching the filter")
        case .subset(let from, let largest, let keyPath, _):
            (base, selection) = (from, "in the \(largest ? "largest" : "smallest") group by \(keyPath.joined(separator: "."))")
        default:
            return ""
        }
        let earlier = scope(of: base)
        return earlier.isEmpty ? selection : earlier + " and " + selection
    }

    private func donations(_ value: Value) throws(RuleEvaluationError) -> [Donation] {
        guard case .donations(let donations) = value else {
            throw RuleEvaluationError("expected donations")
        }
        return donations
    }

    private func member(_ name: String, of base: Value) throws(RuleEvaluationError) -> Value {
        switch base {
        case .event(let donations):
            guard name == "donations" else { throw RuleEvaluationError("an event has no member '\(name)'") }
            return .donations(donations)
        case .donations(let donations):
            switch name {
            case "count": return .value(.int(donations.count))
            case "isEmpty": return .value(.bool(donations.isEmpty))
            default: throw RuleEvaluationError("donations have no member '\(name)'")
            }
        case .donation(let donation):
            return .value(try Self.field(name, of: try donation.payload()))
        case .value(let value):
            return .value(try Self.field(name, of: value))
        }
    }

    /// `count` and `isEmpty` on strings and arrays, or a field of an object.
    private static func field(_ name: String, of value: TipValue) throws(RuleEvaluationError) -> TipValue {
        switch (value, name) {
        case (.string(let string), "count"): return .int(string.count)
        case (.string(let string), "isEmpty"): return .bool(string.isEmpty)
        case (.array(let array), "count"): return .int(array.count)
        case (.array(let array), "isEmpty"): return .bool(array.isEmpty)
        case (.object(let fields), _):
            guard let field = fields[name] else {
                let known = fields.keys.sorted().joined(separator: ", ")
                throw RuleEvaluationError("no field '\(name)' (fields: \(known.isEmpty ? "none" : known))")
            }
            return field
        default:
            throw RuleEvaluationError("\(value) has no member '\(name)'")
        }
    }

    private static func value(at keyPath: [String], of donation: Donation) throws(RuleEvaluationError) -> TipValue {
        var value = try donation.payload()
        for name in keyPath { value = try field(name, of: value) }
        return value
    }

    /// Groups by the key path's value and keeps the largest (or smallest) group. Ties go to the
    /// group whose earliest donation is oldest (spec EVT-6, Appendix B.7): donations arrive oldest
    /// first, so that is the group seen first. Donations keep their order.
    private static func subset(of donations: [Donation], largest: Bool, keyPath: [String]) throws(RuleEvaluationError)
        -> [Donation]
    {
        var groups: [TipValue: [Donation]] = [:]
        var order: [TipValue] = []
        for donation in donations {
            let key = try value(at: keyPath, of: donation)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(donation)
        }
        var best: [Donation]?
        for key in order {
            let group = groups[key]!
            guard let current = best else {
                best = group
                continue
            }
            if largest ? group.count > current.count : group.count < current.count { best = group }
        }
        return best ?? []
    }

    private static func contains(_ container: Value, _ element: TipValue) throws(RuleEvaluationError) -> Bool {
        switch (container, element) {
        case (.value(.string(let string)), .string(let part)): return string.contains(part)
        case (.value(.array(let array)), _): return array.contains { equal($0, element) }
        default: throw RuleEvaluationError("contains(_:) cannot look for \(element) there")
        }
    }

    private static func equal(_ lhs: TipValue, _ rhs: TipValue) -> Bool {
        switch (lhs, rhs) {
        case (.int(let l), .double(let r)): Double(l) == r
        case (.double(let l), .int(let r)): l == Double(r)
        default: lhs == rhs
        }
    }

    static func compare(_ lhs: TipValue, _ comparison: RuleComparison, _ rhs: TipValue) throws(RuleEvaluationError)
        -> Bool
    {
        let order: ComparisonResult?
        switch (lhs, rhs) {
        case (.int(let l), .int(let r)): order = l < r ? .orderedAscending : l == r ? .orderedSame : .orderedDescending
        case (.int, .double), (.double, .int), (.double, .double):
            let l = lhs.number!
            let r = rhs.number!
            order = l < r ? .orderedAscending : l == r ? .orderedSame : .orderedDescending
        case (.string(let l), .string(let r)):
            order = l < r ? .orderedAscending : l == r ? .orderedSame : .orderedDescending
        case (.bool, .bool), (.null, _), (_, .null), (.array, .array), (.object, .object):
            order = nil
        default:
            throw RuleEvaluationError("cannot compare \(lhs) with \(rhs)")
        }
        if let order {
            switch comparison {
            case .equal: return order == .orderedSame
            case .notEqual: return order != .orderedSame
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            case .greaterOrEqual: return order != .orderedAscending
            }
        }
        switch comparison {
        case .equal: return lhs == rhs
        case .notEqual: return lhs != rhs
        default: throw RuleEvaluationError("'\(comparison.rawValue)' cannot order \(lhs) and \(rhs)")
        }
    }
}

/// Why a rule could not be evaluated; reported in `RuleExpressionOutcome.error`.
struct RuleEvaluationError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
