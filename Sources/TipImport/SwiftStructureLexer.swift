/// Reads a Swift source's bytes just far enough to know its structure: brackets, line breaks,
/// words and punctuation. Comments are dropped and every string literal (multi-line, raw,
/// interpolated) is one opaque token, so a brace inside a string or a comment is not structure.
///
/// It refuses (returns nil) whatever it cannot read with certainty: an unterminated string or
/// comment, unbalanced or mismatched brackets, and anything that may be a regex literal (whose
/// brackets need not balance). Its only user then keeps the file as written.
struct SwiftStructureLexer {
    enum Kind: Equatable {
        case open(UInt8)
        case close(UInt8)
        /// One or more line breaks, including a block comment that spans lines.
        case newline
        /// An identifier or keyword, `@attribute`, `#directive`, number or backquoted name.
        case word
        /// A string literal, with its interpolations.
        case literal
        case punctuation(UInt8)
    }

    struct Token: Equatable {
        var kind: Kind
        /// Byte offsets in the text.
        var start: Int
        var end: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [Token] = []
    /// False while reading the code inside a string interpolation, which belongs to the literal.
    private var isEmitting = true

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        index = Self.byteOrderMarkLength(of: bytes)
    }

    /// 3 when the text starts with a UTF-8 byte order mark, which is not code.
    static func byteOrderMarkLength(of bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    static func tokens(of bytes: [UInt8]) -> [Token]? {
        var lexer = SwiftStructureLexer(bytes: bytes)
        guard lexer.readCode(untilClosingParenthesis: false) else { return nil }
        return lexer.tokens
    }

    private mutating func emit(_ kind: Kind, from start: Int) {
        guard isEmitting else { return }
        if kind == .newline, tokens.last?.kind == .newline {
            tokens[tokens.count - 1].end = index
        } else {
            tokens.append(Token(kind: kind, start: start, end: index))
        }
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default: false
        }
    }

    private mutating func skipIdentifier() {
        while let next = byte(at: index), Self.isIdentifierByte(next) { index += 1 }
    }

    /// Reads code to the end of the text, or (inside an interpolation) through the `)` that
    /// closes it. False when the text is not something this lexer can vouch for.
    private mutating func readCode(untilClosingParenthesis: Bool) -> Bool {
        var open: [UInt8] = []
        while index < bytes.count {
            let start = index
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "\n"):
                index += 1
                emit(.newline, from: start)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/"):
                switch byte(at: index + 1) {
                case UInt8(ascii: "/"):
                    while let next = byte(at: index), next != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "*"):
                    guard let spansLines = skipBlockComment() else { return false }
                    if spansLines { emit(.newline, from: start) }
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "="):
                    index += 1
                    emit(.punctuation(current), from: start)
                default:
                    // `/abc/` may be a regex literal, whose brackets need not balance.
                    return false
                }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var afterPounds = index
                while byte(at: afterPounds) == UInt8(ascii: "#") { afterPounds += 1 }
                switch byte(at: afterPounds) {
                case UInt8(ascii: "\""):
                    guard readString() else { return false }
                    emit(.literal, from: start)
                case UInt8(ascii: "/"):
                    return false  // `#/regex/#`
                default:
                    index = afterPounds
                    skipIdentifier()
                    emit(.word, from: start)
                }
            case UInt8(ascii: "@"):
                index += 1
                skipIdentifier()
                emit(.word, from: start)
            case UInt8(ascii: "`"):
                index += 1
                while let next = byte(at: index), next != UInt8(ascii: "`") {
                    guard next != UInt8(ascii: "\n") else { return false }
                    index += 1
                }
                guard index < bytes.count else { return false }
                index += 1
                emit(.word, from: start)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(current)
                index += 1
                emit(.open(current), from: start)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                index += 1
                guard let opener = open.popLast() else {
                    return untilClosingParenthesis && current == UInt8(ascii: ")")
                }
                guard Self.closer(of: opener) == current else { return false }
                emit(.close(current), from: start)
            default:
                index += 1
                if Self.isIdentifierByte(current) {
                    skipIdentifier()
                    emit(.word, from: start)
                } else {
                    emit(.punctuation(current), from: start)
                }
            }
        }
        return !untilClosingParenthesis && open.isEmpty
    }

    static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: UInt8(ascii: "}")
        }
    }

    /// Skips `/* … */`, which nests in Swift. Nil when it never ends; otherwise whether it
    /// spans lines.
    private mutating func skipBlockComment() -> Bool? {
        var depth = 0
        var spansLines = false
        while index < bytes.count {
            let pair = (bytes[index], byte(at: index + 1))
            if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
                depth += 1
                index += 2
            } else if pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
                depth -= 1
                index += 2
                if depth == 0 { return spansLines }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { spansLines = true }
                index += 1
            }
        }
        return nil
    }

    /// Reads a string literal from its opening `#`s or quote: `"…"`, `"""…"""`, `#"…"#`, with
    /// escapes and interpolations (`\(…)`, or `\#(…)` in a raw string). False when it never ends.
    private mutating func readString() -> Bool {
        var pounds = 0
        while byte(at: index) == UInt8(ascii: "#") {
            pounds += 1
            index += 1
        }
        let quote = UInt8(ascii: "\"")
        let isMultiLine = byte(at: index + 1) == quote && byte(at: index + 2) == quote
        index += isMultiLine ? 3 : 1
        func poundsFollow(_ offset: Int) -> Bool {
            (0..<pounds).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
        }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\"), poundsFollow(index + 1) {
                index += 1 + pounds
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: "(") {
                    index += 1
                    let wasEmitting = isEmitting
                    isEmitting = false
                    defer { isEmitting = wasEmitting }
                    guard readCode(untilClosingParenthesis: true) else { return false }
                } else {
                    index += 1
                }
                continue
            }
            if current == UInt8(ascii: "\n"), !isMultiLine { return false }
            if current == quote {
                let closes = !isMultiLine || (byte(at: index + 1) == quote && byte(at: index + 2) == quote)
                let quoteEnd = index + (isMultiLine ? 3 : 1)
                if closes, poundsFollow(quoteEnd) {
                    index = quoteEnd + pounds
                    return true
                }
            }
            index += 1
        }
        return false
    }
}
