/// A parameter value in `set PARAM VALUE` and `expect parameter PARAM VALUE`.
///
/// The parser reads the literal (`true`, `3`, `2.5`, `"text"`, `word`); which type the parameter
/// really holds is known only to the playground, so `converted(to:)` does the final check.
public enum ScriptValue: Equatable, Sendable {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case text(String)

    /// The type a playground parameter holds.
    public enum Kind: String, CaseIterable, Equatable, Sendable {
        case bool, integer, number, text
    }

    /// Reads a literal: `true`/`false`, a whole number, a decimal number, else text.
    /// A quoted token is always text, so `"true"` sets a text parameter to the word true.
    public init(literal: String, isQuoted: Bool) {
        if isQuoted {
            self = .text(literal)
        } else if literal == "true" || literal == "false" {
            self = .bool(literal == "true")
        } else if let integer = Int(literal) {
            self = .integer(integer)
        } else if literal.contains("."), literal.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
                  let number = Double(literal) {
            self = .number(number)
        } else {
            self = .text(literal)
        }
    }

    /// The value as a parameter of the given type holds it, or `nil` when it does not fit.
    /// A whole number fits a number parameter; any unquoted literal fits a text parameter.
    public func converted(to kind: Kind) -> ScriptValue? {
        switch (self, kind) {
        case (.bool, .bool), (.integer, .integer), (.number, .number), (.text, .text): self
        case (.integer(let integer), .number): .number(Double(integer))
        case (.integer(let integer), .text): .text(String(integer))
        case (.number(let number), .text): .text(String(number))
        case (.bool(let bool), .text): .text(String(bool))
        default: nil
        }
    }
}
