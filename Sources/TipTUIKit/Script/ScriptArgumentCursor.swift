import TipPlayground

/// Reads a command's arguments one by one and words every failure the same way:
/// `<command> needs <what>` when an argument is missing, `..., got '<token>'` when it is wrong.
struct ScriptArgumentCursor {
    /// The command as named in messages, e.g. `"advance"` or `"expect visible"`.
    var command: String
    /// The command's usage line, shown when there are too many arguments.
    var usage: String
    private var tokens: [ScriptToken]
    private var index: Int
    /// The ids read so far, with their columns.
    private(set) var references: [ScriptReference] = []

    /// A cursor over `tokens[start...]`; `tokens[start - 1]` is the last word already read.
    init(command: String, usage: String, tokens: [ScriptToken], start: Int) {
        self.command = command
        self.usage = usage
        self.tokens = tokens
        self.index = start
    }

    /// The next token, without consuming it.
    var peek: ScriptToken? { index < tokens.count ? tokens[index] : nil }

    /// Where a missing argument would start: just past the previous token.
    private var missingColumn: Int { tokens[index - 1].endColumn }

    /// Consumes and returns the next token, or fails with `<command> needs <expectation>`.
    mutating func next(_ expectation: String) throws(ScriptLineFailure) -> ScriptToken {
        try requireMore(expectation)
        defer { index += 1 }
        return tokens[index]
    }

    /// Takes `WORD ID` off the end of the line (`expect … on ipad`), recording the id as a
    /// reference of `kind`; nil when the line does not end so.
    mutating func takeTrailing(_ word: String, _ kind: ScriptReference.Kind) -> String? {
        guard tokens.count - index >= 3, let last = tokens.last, !last.text.isEmpty,
              tokens[tokens.count - 2].text == word, !tokens[tokens.count - 2].isQuoted
        else { return nil }
        tokens.removeLast(2)
        references.append(ScriptReference(kind, last.text, column: last.column))
        return last.text
    }

    /// Consumes the next token, already inspected with `peek`.
    mutating func skip() {
        index += 1
    }

    /// A failure at `token`: `<command> needs <expectation>, got '<token>'` plus a suggestion.
    func wrong(_ token: ScriptToken, _ expectation: String, suggestions: [String] = []) -> ScriptLineFailure {
        ScriptLineFailure(
            column: token.column,
            message: "\(command) needs \(expectation), got '\(MessageExcerpt.of(token.text))'" + Suggestion.didYouMean(token.text, among: suggestions))
    }

    /// Reads an id and remembers it for validation.
    mutating func id(_ kind: ScriptReference.Kind, _ expectation: String) throws(ScriptLineFailure) -> String {
        let token = try next(expectation)
        guard !token.text.isEmpty else { throw wrong(token, expectation) }
        references.append(ScriptReference(kind, token.text, column: token.column))
        return token.text
    }

    /// Reads one of a keyword enum's spellings.
    mutating func keyword<Keyword: RawRepresentable & CaseIterable>(
        _: Keyword.Type, _ expectation: String
    ) throws(ScriptLineFailure) -> Keyword where Keyword.RawValue == String {
        let token = try next(expectation)
        guard let keyword = Keyword(rawValue: token.text) else {
            throw wrong(token, expectation, suggestions: Keyword.allCases.map(\.rawValue))
        }
        return keyword
    }

    /// Reads `on` or `off`.
    mutating func onOff() throws(ScriptLineFailure) -> Bool {
        let token = try next("on or off")
        switch token.text {
        case "on": return true
        case "off": return false
        default: throw wrong(token, "on or off", suggestions: ["on", "off"])
        }
    }

    /// Reads a quoted string; a bare word is refused so that `say Hello world` cannot silently
    /// drop words.
    mutating func quoted(_ expectation: String) throws(ScriptLineFailure) -> String {
        let token = try next(expectation)
        guard token.isQuoted else { throw wrong(token, expectation) }
        return token.text
    }

    /// Reads a whole number in `range`.
    mutating func integer(in range: ClosedRange<Int>, _ expectation: String) throws(ScriptLineFailure) -> Int {
        let token = try next(expectation)
        guard token.text.allSatisfy(\.isASCII), let value = Int(token.text), range.contains(value) else {
            throw wrong(token, expectation)
        }
        return value
    }

    /// Reads a duration of at most `DurationText.longestDuration`.
    mutating func duration(_ expectation: String) throws(ScriptLineFailure) -> Double {
        let token = try next(expectation)
        guard let duration = DurationText.seconds(token.text) else { throw wrong(token, expectation) }
        guard duration <= DurationText.longestDuration else { throw wrong(token, "a duration of at most 1000 years") }
        return duration
    }

    /// Reads a token and converts it, failing with the expectation when `convert` returns `nil`.
    mutating func converted<Value>(
        _ expectation: String, _ convert: (String) -> Value?
    ) throws(ScriptLineFailure) -> Value {
        let token = try next(expectation)
        guard let value = convert(token.text) else { throw wrong(token, expectation) }
        return value
    }

    /// Reads a parameter value and remembers it, so the validator can check its type.
    mutating func value(for parameter: String) throws(ScriptLineFailure) -> ScriptValue {
        let token = try next("a value like true, 3, 2.5 or \"text\"")
        let value = ScriptValue(literal: token.text, isQuoted: token.isQuoted)
        references.append(ScriptReference(.parameterValue(parameter: parameter, value), token.text, column: token.column))
        return value
    }

    /// Fails with `<command> needs <expectation>` when no argument is left, without consuming one.
    func requireMore(_ expectation: String) throws(ScriptLineFailure) {
        if peek == nil {
            throw ScriptLineFailure(column: missingColumn, message: "\(command) needs \(expectation)")
        }
    }

    /// Consumes every remaining token.
    mutating func rest() -> [ScriptToken] {
        defer { index = tokens.count }
        return Array(tokens[index...])
    }

    /// Records an id found inside a token (for example one item of a comma list).
    mutating func record(_ reference: ScriptReference) {
        references.append(reference)
    }

    /// Fails if anything is left on the line.
    func end() throws(ScriptLineFailure) {
        if let extra = peek {
            throw ScriptLineFailure(column: extra.column, message: "unexpected argument '\(MessageExcerpt.of(extra.text))'; usage: \(usage)")
        }
    }
}
