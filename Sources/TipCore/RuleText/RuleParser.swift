/// Recursive-descent parser for `#Rule(input) { body }`, its two-input form and compound rules.
///
/// Grammar (Swift precedence: `||` < `&&` < comparison < prefix `!` < postfix member access):
///
///     rule        := '#'? 'Rule' '(' input (',' input)* ')' '{' (name (',' name)* 'in')? or '}'
///                  | ('Tips' '.')? 'Rule' '(' '.' ('conjunction'|'disjunction') ',' '[' rule (',' rule)* ','? ']' ')'
///     input       := (name '.')* ('$' name | name)
///     or          := and ('||' and)*
///     and         := comparison ('&&' comparison)*
///     comparison  := prefix (('=='|'!='|'<'|'<='|'>'|'>=') prefix)?
///     prefix      := '!' prefix | postfix
///     postfix     := primary ('.' member)*
///     primary     := '$' digit | name | literal | '-' number | '(' or ')'
///     member      := name | 'donatedWithin' '(' range ')' | 'filter' '{' (name 'in')? or '}'
///                  | ('largestSubset'|'smallestSubset') '(' 'groupedBy' ':' '\' ('.' name)+ ')'
///                  | 'contains' '(' or ')'
struct RuleParser {
    private let tokens: [RuleToken]
    private var index = 0
    /// How many parentheses, `!`s and closures enclose the current expression.
    private var depth = 0
    /// The closures around the current expression, innermost last.
    private var closures: [ClosureScope] = []
    /// How many inputs the rule being parsed reads: the bound on `$1`, `$2`.
    private var inputCount = 1
    /// Deeper nesting is an error rather than a stack overflow; no real rule comes close.
    static let maximumDepth = 64
    /// Bounds the size (and so the depth) of the tree that the checker and evaluator walk.
    static let maximumTokens = 1_000

    init(tokens: [RuleToken]) {
        self.tokens = tokens
    }

    /// A closure's argument names (`{ a, b in … }`; nil when it uses `$0`), and whether it is the
    /// rule's own closure, whose arguments are the inputs, or a filter's, whose one argument is a
    /// donation. A name reads the same value its `$n` would.
    private struct ClosureScope {
        var names: [String]?
        var isRule: Bool
    }

    /// Parses a whole rule into its inputs and its body.
    static func parse(_ text: String) throws(RuleSyntaxError) -> (inputs: [RuleExpression.Input], body: RuleNode) {
        let tokens = try RuleLexer.tokens(of: text)
        guard tokens.count <= maximumTokens else {
            let position = tokens[maximumTokens].position
            throw RuleSyntaxError(
                at: position, "the rule is longer than \(maximumTokens) tokens; split it into several rules")
        }
        var parser = RuleParser(tokens: tokens)
        return try parser.parseRule()
    }

    private var current: RuleToken { tokens[index] }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func error(_ expected: String, at token: RuleToken? = nil) -> RuleSyntaxError {
        let token = token ?? current
        return RuleSyntaxError(at: token.position, "expected \(expected), found \(token.quoted)")
    }

    private mutating func expect(_ symbol: String, _ what: String) throws(RuleSyntaxError) {
        guard current.isSymbol(symbol) else { throw error(what) }
        advance()
    }

    private mutating func expectName(_ what: String) throws(RuleSyntaxError) -> String {
        guard case .identifier(let name) = current.kind else { throw error(what) }
        advance()
        return name
    }

    // MARK: Rule and input

    private mutating func parseRule() throws(RuleSyntaxError) -> (inputs: [RuleExpression.Input], body: RuleNode) {
        let rule = try parseRuleForm()
        guard current.kind == .end else { throw error("nothing after the rule's closing \(tokens[index - 1].quoted)") }
        return rule
    }

    /// `#Rule(inputs) { body }`, or `Tips.Rule(.disjunction, [rules])`.
    private mutating func parseRuleForm() throws(RuleSyntaxError) -> (inputs: [RuleExpression.Input], body: RuleNode) {
        if current.isSymbol("#") {
            advance()
        } else if current.isIdentifier("Tips") {
            advance()
            try expect(".", "'.' after 'Tips'")
        }
        guard current.isIdentifier("Rule") else { throw error("'#Rule'") }
        advance()
        try expect("(", "'(' after 'Rule'")
        if current.isSymbol(".") { return try parseCompound() }
        var inputs = [try parseInput()]
        while current.isSymbol(",") {
            advance()
            inputs.append(try parseInput())
        }
        try expect(")", "')' after the rule's inputs")
        try expect("{", "'{' to start the rule's closure")
        let outerCount = inputCount
        inputCount = inputs.count
        defer { inputCount = outerCount }
        let body = try parseClosureBody(after: "the rule's", isRule: true)
        try expect("}", "'}' to close the rule's closure")
        return (inputs, body)
    }

    /// `.conjunction, [rule, rule])` after `Rule(`: one body joining the parts' bodies with `&&`
    /// or `||`, over each part's inputs once.
    private mutating func parseCompound() throws(RuleSyntaxError) -> (inputs: [RuleExpression.Input], body: RuleNode) {
        advance()
        let token = current
        let name = try expectName("'.conjunction' or '.disjunction'")
        let joiner: RuleLogicalOperator
        switch name {
        case "conjunction": joiner = .and
        case "disjunction": joiner = .or
        default: throw RuleSyntaxError(at: token.position, "expected '.conjunction' or '.disjunction', found '.\(name)'")
        }
        try expect(",", "',' after the compound operation")
        try expect("[", "'[' to start the compound rule's rules")
        var inputs: [RuleExpression.Input] = []
        var body: RuleNode?
        repeat {
            guard depth < Self.maximumDepth else {
                throw RuleSyntaxError(at: current.position, "the rule is nested more than \(Self.maximumDepth) deep")
            }
            depth += 1
            let part = try parseRuleForm()
            depth -= 1
            // Each part is a rule of its own: its type errors speak of its closure, not of the
            // `&&`/`||` that joins the parts.
            try RuleTypeChecker(inputs: part.inputs).check(body: part.body)
            let positions = part.inputs.map { input in
                if let index = inputs.firstIndex(of: input) { return index }
                inputs.append(input)
                return inputs.count - 1
            }
            let node = part.body.readingInputs(at: positions)
            body = body.map { .logical(joiner, $0, node, at: token.position) } ?? node
            guard current.isSymbol(",") else { break }
            advance()
        } while !current.isSymbol("]")
        try expect("]", "']' to close the compound rule's rules")
        try expect(")", "')' after the compound rule's rules")
        guard let body else { throw error("a rule in the compound rule") }
        return (inputs, body)
    }

    /// `Self.$name`, `$name`, `Self.name`, `name`: any qualifier is ignored, the last name is the id.
    private mutating func parseInput() throws(RuleSyntaxError) -> RuleExpression.Input {
        let expected = "a parameter ('Self.$name') or an event ('Self.name')"
        while true {
            switch current.kind {
            case .projectedName(let name):
                advance()
                return .parameter(name)
            case .identifier(let name):
                advance()
                guard current.isSymbol(".") else { return .event(name) }
                advance()
            default:
                throw error(expected)
            }
        }
    }

    // MARK: Expressions

    private mutating func parseOr() throws(RuleSyntaxError) -> RuleNode {
        var node = try parseAnd()
        while current.isSymbol("||") {
            let position = current.position
            advance()
            node = .logical(.or, node, try parseAnd(), at: position)
        }
        return node
    }

    private mutating func parseAnd() throws(RuleSyntaxError) -> RuleNode {
        var node = try parseComparison()
        while current.isSymbol("&&") {
            let position = current.position
            advance()
            node = .logical(.and, node, try parseComparison(), at: position)
        }
        return node
    }

    private mutating func parseComparison() throws(RuleSyntaxError) -> RuleNode {
        let lhs = try parsePrefix()
        guard case .symbol(let symbol) = current.kind, let comparison = RuleComparison(rawValue: symbol) else {
            return lhs
        }
        let position = current.position
        advance()
        let rhs = try parsePrefix()
        if case .symbol(let next) = current.kind, RuleComparison(rawValue: next) != nil {
            throw RuleSyntaxError(
                at: current.position, "comparisons cannot be chained; expected '&&' or '||' before '\(next)'")
        }
        return .comparison(comparison, lhs, rhs, at: position)
    }

    /// Every nesting (parentheses, `!`, closures, `contains(...)`) passes through here, so this is
    /// where the nesting depth is guarded.
    private mutating func parsePrefix() throws(RuleSyntaxError) -> RuleNode {
        guard depth < Self.maximumDepth else {
            throw RuleSyntaxError(at: current.position, "the rule is nested more than \(Self.maximumDepth) deep")
        }
        depth += 1
        defer { depth -= 1 }
        guard current.isSymbol("!") else { return try parsePostfix() }
        let position = current.position
        advance()
        return .not(try parsePrefix(), at: position)
    }

    private mutating func parsePostfix() throws(RuleSyntaxError) -> RuleNode {
        var node = try parsePrimary()
        while current.isSymbol(".") {
            advance()
            node = try parseMember(of: node)
        }
        return node
    }

    private mutating func parsePrimary() throws(RuleSyntaxError) -> RuleNode {
        let token = current
        switch token.kind {
        case .closureArgument(let index):
            advance()
            return try argument(index, at: token)
        case .integer(let value):
            advance()
            return .literal(.int(value), at: token.position)
        case .double(let value):
            advance()
            return .literal(.double(value), at: token.position)
        case .string(let value):
            advance()
            return .literal(.string(value), at: token.position)
        case .identifier("true"), .identifier("false"):
            advance()
            return .literal(.bool(token.isIdentifier("true")), at: token.position)
        case .identifier("nil"):
            advance()
            return .literal(.null, at: token.position)
        case .symbol("-"):
            advance()
            switch current.kind {
            case .integer(let value):
                advance()
                return .literal(.int(-value), at: token.position)
            case .double(let value):
                advance()
                return .literal(.double(-value), at: token.position)
            default:
                throw error("a number after '-'")
            }
        case .symbol("("):
            advance()
            let node = try parseOr()
            try expect(")", "')' to close '('")
            return node
        case .projectedName(let name):
            throw RuleSyntaxError(
                at: token.position,
                "expected '$0' to read the rule's input, found '$\(name)'; a rule reads only its own inputs")
        case .identifier(let name) where closures.last?.names?.contains(name) == true:
            advance()
            return try argument(closures.last?.names?.firstIndex(of: name) ?? 0, at: token)
        case .identifier(let name) where closures.contains(where: { $0.names?.contains(name) == true }):
            throw RuleSyntaxError(
                at: token.position,
                "'\(name)' is the outer closure's argument; a filter closure reads only its own argument")
        case .identifier(let name):
            throw RuleSyntaxError(
                at: token.position,
                "expected '$0', a literal or '(', found '\(name)'; a rule can only read its input through $0")
        default:
            throw error("'$0', a literal or '('")
        }
    }

    private mutating func parseMember(of base: RuleNode) throws(RuleSyntaxError) -> RuleNode {
        let token = current
        let name = try expectName("a member name after '.'")
        switch name {
        case "donatedWithin":
            try expect("(", "'(' after 'donatedWithin'")
            let range = try parseTimeRange()
            try expect(")", "')' after the time range")
            return .donatedWithin(base, range, at: token.position)
        case "filter":
            if current.isSymbol("(") {
                advance()
                let predicate = try parseClosure(after: "filter")
                try expect(")", "')' after the filter closure")
                return .filter(base, predicate: predicate, at: token.position)
            }
            return .filter(base, predicate: try parseClosure(after: "filter"), at: token.position)
        case "largestSubset", "smallestSubset":
            try expect("(", "'(' after '\(name)'")
            guard current.isIdentifier("groupedBy") else { throw error("'groupedBy:'") }
            advance()
            try expect(":", "':' after 'groupedBy'")
            let keyPath = try parseKeyPath()
            try expect(")", "')' after the key path")
            return .subset(base, largest: name == "largestSubset", keyPath: keyPath, at: token.position)
        case "contains":
            try expect("(", "'(' after 'contains'")
            let element = try parseOr()
            try expect(")", "')' after the element")
            return .contains(base, element: element, at: token.position)
        default:
            return .member(base, name: name, at: token.position)
        }
    }

    private mutating func parseClosure(after name: String) throws(RuleSyntaxError) -> RuleNode {
        try expect("{", "'{' to start the \(name) closure")
        let body = try parseClosureBody(after: "the \(name)")
        try expect("}", "'}' to close the \(name) closure")
        return body
    }

    /// The closure argument at `index` (`$1`, or the second name): an input in the rule's own
    /// closure, the donation in a filter's.
    private func argument(_ index: Int, at token: RuleToken) throws(RuleSyntaxError) -> RuleNode {
        guard closures.last?.isRule == true else {
            guard index == 0 else {
                throw RuleSyntaxError(at: token.position, "a filter closure has one argument, $0; found '$\(index)'")
            }
            return .closureArgument(at: token.position)
        }
        guard index < inputCount else {
            let count = inputCount == 1 ? "one input, $0" : "\(inputCount) inputs, $0 to $\(inputCount - 1)"
            throw RuleSyntaxError(at: token.position, "the rule reads \(count); found '$\(index)'")
        }
        return .input(index, at: token.position)
    }

    /// A closure's condition, after optional argument names: `{ $0 > 3 }`, `{ count in count > 3 }`,
    /// `{ level, saves in … }`. The rule's closure names each input; a filter's, its donation.
    private mutating func parseClosureBody(after owner: String, isRule: Bool = false) throws(RuleSyntaxError) -> RuleNode {
        var names: [String]?
        var lookahead = index
        var candidates: [String] = []
        while case .identifier(let candidate) = tokens[lookahead].kind, lookahead + 1 < tokens.count {
            candidates.append(candidate)
            if tokens[lookahead + 1].isIdentifier("in") {
                names = candidates
                break
            }
            guard tokens[lookahead + 1].isSymbol(","), lookahead + 2 < tokens.count else { break }
            lookahead += 2
        }
        if let names {
            let expected = isRule ? inputCount : 1
            guard names.count == expected else {
                throw RuleSyntaxError(
                    at: current.position,
                    "\(owner) closure takes \(expected) argument\(expected == 1 ? "" : "s"), found \(names.count) names")
            }
            for _ in 0..<(names.count * 2) { advance() }
        }
        guard !current.isSymbol("}") else { throw error("a condition in \(owner) closure") }
        closures.append(ClosureScope(names: names, isRule: isRule))
        defer { closures.removeLast() }
        return try parseOr()
    }

    /// `\.field` or `\.a.b`.
    private mutating func parseKeyPath() throws(RuleSyntaxError) -> [String] {
        let expected = "a key path like \\.landmarkID"
        try expect("\\", expected)
        guard current.isSymbol(".") else { throw error(expected) }
        var path: [String] = []
        while current.isSymbol(".") {
            advance()
            path.append(try expectName("a field name in the key path"))
        }
        return path
    }

    private static let rangeHint =
        ".minute, .hour, .day, .week, .minutes(n), .hours(n), .days(n) or .weeks(n)"

    /// `.week`, `.days(3)`; rejects what TipKit does not have (`.month`, `.custom`).
    private mutating func parseTimeRange() throws(RuleSyntaxError) -> RuleTimeRange {
        let expected = "a time range (\(Self.rangeHint))"
        if current.isIdentifier("Tips") { advance(); try expect(".", expected) }
        if current.isIdentifier("DonationTimeRange") { advance() }
        try expect(".", expected)
        let token = current
        let name = try expectName(expected)
        if let unit = RuleTimeRange.Unit(rawValue: name) {
            return RuleTimeRange(unit: unit, count: nil)
        }
        if name.hasSuffix("s"), let unit = RuleTimeRange.Unit(rawValue: String(name.dropLast())) {
            try expect("(", "'(' and a count after '.\(name)'")
            guard case .integer(let count) = current.kind else {
                throw error("a whole number of \(name) as an integer literal")
            }
            advance()
            try expect(")", "')' after the count")
            return RuleTimeRange(unit: unit, count: count)
        }
        switch name {
        case "month", "months", "year", "years":
            throw RuleSyntaxError(
                at: token.position,
                "TipKit has no '.\(name)' donation time range; expected \(Self.rangeHint) (e.g. .days(30))")
        case "custom":
            throw RuleSyntaxError(
                at: token.position, "TipKit has no '.custom' donation time range; expected \(Self.rangeHint)")
        default:
            throw RuleSyntaxError(at: token.position, "expected a time range (\(Self.rangeHint)), found '.\(name)'")
        }
    }
}
