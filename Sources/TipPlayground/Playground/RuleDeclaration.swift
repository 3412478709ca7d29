import TipCore

/// One rule of a tip: the text as written, its parsed form, and where it is in the file.
public struct RuleDeclaration: Equatable, Sendable {
    public let source: String
    public let expression: RuleExpression
    /// The position of the rule's string (or first line) in the playground file.
    public let position: SourcePosition

    public init(source: String, expression: RuleExpression, position: SourcePosition) {
        self.source = source
        self.expression = expression
        self.position = position
    }
}
