/// Where a token or node starts in rule text: 1-based line and column, counting Unicode scalars.
struct RuleSourcePosition: Equatable, Hashable, Sendable {
    var line: Int
    var column: Int

    static let start = RuleSourcePosition(line: 1, column: 1)
}

extension RuleSyntaxError {
    init(at position: RuleSourcePosition, _ message: String) {
        self.init(line: position.line, column: position.column, message: message)
    }
}
