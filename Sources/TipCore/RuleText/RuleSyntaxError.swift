/// Rule text that cannot be parsed, or that is well formed but asks for something a rule cannot
/// do (comparing donations to a string, `.donations` on a parameter).
///
/// `line` and `column` are 1-based and count Unicode scalars within the rule text, so a caller that
/// embedded the text somewhere else (a playground file) can map them back to its own positions.
public struct RuleSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    /// Says what was expected, and what was found when that helps.
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`, with control characters in the message escaped (it quotes rule text).
    public var description: String { "\(line):\(column): \(DiagnosticText.escaped(message))" }
}
