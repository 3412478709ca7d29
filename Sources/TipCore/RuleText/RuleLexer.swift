/// Splits rule text into tokens, tracking line and column (in Unicode scalars) for every token.
///
/// Hand-written so that every error can say exactly where it is and what was expected.
struct RuleLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// All tokens of the text, ending with `.end`.
    static func tokens(of text: String) throws(RuleSyntaxError) -> [RuleToken] {
        var lexer = RuleLexer(text)
        var tokens: [RuleToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private var position: RuleSourcePosition { RuleSourcePosition(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespaceAndComments() {
        while let scalar = peek() {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private mutating func next() throws(RuleSyntaxError) -> RuleToken {
        skipWhitespaceAndComments()
        let start = position
        guard let scalar = peek() else { return RuleToken(kind: .end, position: start) }

        if Self.isIdentifierStart(scalar) {
            return RuleToken(kind: .identifier(readName()), position: start)
        }
        if ("0"..."9").contains(scalar) {
            return RuleToken(kind: try readNumber(), position: start)
        }
        switch scalar {
        case "$":
            advance()
            if let next = peek(), ("0"..."9").contains(next) {
                let digits = readDigits()
                guard digits.count == 1, let index = Int(digits) else {
                    throw RuleSyntaxError(at: start, "expected one of the closure's arguments ($0, $1, …), found '$\(digits)'")
                }
                return RuleToken(kind: .closureArgument(index), position: start)
            }
            guard let next = peek(), Self.isIdentifierStart(next) else {
                throw RuleSyntaxError(at: start, "expected '$0' or a parameter name after '$'")
            }
            return RuleToken(kind: .projectedName(readName()), position: start)
        case "\"":
            return RuleToken(kind: .string(try readString()), position: start)
        default:
            return RuleToken(kind: .symbol(try readSymbol(at: start)), position: start)
        }
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private mutating func readName() -> String {
        var name = String.UnicodeScalarView()
        while let scalar = peek(), Self.isIdentifierStart(scalar) || ("0"..."9").contains(scalar) {
            name.append(scalar)
            advance()
        }
        return String(name)
    }

    private mutating func readDigits() -> String {
        var digits = ""
        while let scalar = peek(), ("0"..."9").contains(scalar) || scalar == "_" {
            if scalar != "_" { digits.unicodeScalars.append(scalar) }
            advance()
        }
        return digits
    }

    private mutating func readNumber() throws(RuleSyntaxError) -> RuleToken.Kind {
        let start = position
        var text = readDigits()
        var isDouble = false
        if peek() == ".", let after = peek(1), ("0"..."9").contains(after) {
            advance()
            text += "." + readDigits()
            isDouble = true
        }
        if let e = peek(), e == "e" || e == "E" {
            var exponent = "e"
            var lookahead = 1
            if let sign = peek(1), sign == "+" || sign == "-" {
                exponent.unicodeScalars.append(sign)
                lookahead = 2
            }
            if let digit = peek(lookahead), ("0"..."9").contains(digit) {
                for _ in 0..<lookahead { advance() }
                text += exponent + readDigits()
                isDouble = true
            }
        }
        if isDouble, let value = Double(text) { return .double(value) }
        guard let value = Int(text) else {
            throw RuleSyntaxError(at: start, "the number \(text) is too large")
        }
        return .integer(value)
    }

    private mutating func readString() throws(RuleSyntaxError) -> String {
        let start = position
        advance()  // opening quote
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = peek(), scalar != "\n" else {
                throw RuleSyntaxError(at: start, "unterminated string: expected a closing '\"'")
            }
            let escapePosition = position
            advance()
            if scalar == "\"" { return String(value) }
            if scalar != "\\" {
                value.append(scalar)
                continue
            }
            guard let escaped = peek() else { continue }
            advance()
            switch escaped {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "\"", "\\", "'": value.append(escaped)
            case "u": value.append(try readUnicodeEscape(at: escapePosition))
            case "(":
                throw RuleSyntaxError(at: escapePosition, "string interpolation is not supported in rule text")
            default:
                throw RuleSyntaxError(
                    at: escapePosition,
                    "unknown escape '\\\(escaped)'; expected \\n, \\t, \\r, \\0, \\\", \\\\, \\' or \\u{...}")
            }
        }
    }

    private mutating func readUnicodeEscape(at start: RuleSourcePosition) throws(RuleSyntaxError) -> Unicode.Scalar {
        let expected = "expected a Unicode escape like \\u{1F600}"
        guard peek() == "{" else { throw RuleSyntaxError(at: start, expected) }
        advance()
        var hex = ""
        while let scalar = peek(), scalar.properties.isASCIIHexDigit {
            hex.unicodeScalars.append(scalar)
            advance()
        }
        guard peek() == "}", !hex.isEmpty, hex.count <= 8, let code = UInt32(hex, radix: 16),
            let scalar = Unicode.Scalar(code)
        else { throw RuleSyntaxError(at: start, expected) }
        advance()
        return scalar
    }

    private static let twoCharacterSymbols: Set<String> = ["==", "!=", "<=", ">=", "&&", "||"]
    private static let oneCharacterSymbols: Set<Unicode.Scalar> = [
        "#", "(", ")", "{", "}", "[", "]", ".", ",", ":", "\\", "!", "-", "<", ">",
    ]

    private mutating func readSymbol(at start: RuleSourcePosition) throws(RuleSyntaxError) -> String {
        let scalar = peek()!
        if let second = peek(1) {
            let pair = String(scalar) + String(second)
            if Self.twoCharacterSymbols.contains(pair) {
                advance()
                advance()
                return pair
            }
        }
        if Self.oneCharacterSymbols.contains(scalar) {
            advance()
            return String(scalar)
        }
        switch scalar {
        case "=": throw RuleSyntaxError(at: start, "expected '==' to compare; a rule cannot assign with '='")
        case "&": throw RuleSyntaxError(at: start, "expected '&&'")
        case "|": throw RuleSyntaxError(at: start, "expected '||'")
        default:
            throw RuleSyntaxError(
                at: start,
                "unexpected character '\(scalar.escaped(asASCII: true))'; expected a name, a number, a string or an operator"
            )
        }
    }
}
