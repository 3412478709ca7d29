/// One lexical unit of rule text, with where it starts.
struct RuleToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A plain name: `Rule`, `Self`, `donations`, `week`, `true`, a payload field.
        case identifier(String)
        /// `$name`: a parameter's projected value in the rule's input.
        case projectedName(String)
        /// `$0`, `$1`: the closure's arguments by position.
        case closureArgument(Int)
        case integer(Int)
        case double(Double)
        case string(String)
        /// Punctuation and operators: `# ( ) { } [ ] . , : \ ! - == != < <= > >= && ||`.
        case symbol(String)
        case end
    }

    let kind: Kind
    let position: RuleSourcePosition

    /// How the token reads in an error message ("found ...").
    var quoted: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .projectedName(let name): "'$\(name)'"
        case .closureArgument(let index): "'$\(index)'"
        case .integer(let value): "'\(value)'"
        case .double(let value): "'\(value)'"
        case .string: "a string"
        case .symbol(let symbol): "'\(symbol)'"
        case .end: "the end of the rule"
        }
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    func isIdentifier(_ name: String) -> Bool { kind == .identifier(name) }
}
