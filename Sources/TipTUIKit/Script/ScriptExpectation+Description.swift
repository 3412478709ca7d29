/// Checks in words, for QA reports and failure messages ("expected visible as popover, got hidden").
extension ScriptExpectation {
    /// What the check expects, in words: `visible as popover with its arrow on the top edge`,
    /// `status invalidated(tipClosed)`, `no current tip`, `displayed 2 times`...
    public var expectedText: String {
        switch self {
        case .on(let device, let expectation): return "\(expectation.expectedText) on \(device)"
        case .visible(_, let presentation, let edge):
            var text = "visible"
            if let presentation { text += " as \(presentation.rawValue)" }
            if let edge { text += " with its arrow on the \(edge.rawValue) edge" }
            return text
        case .hidden: return "hidden"
        case .presented: return "presented by the device"
        case .placement(_, let placement): return placement.expectedText
        case .status(_, let status): return "status \(status.scriptText)"
        case .current(_, let tip): return tip.map { "current tip \($0)" } ?? "no current tip"
        case .displayCount(_, let count): return "displayed \(count) \(count == 1 ? "time" : "times")"
        case .screenContains(let text): return "screen contains \(ScriptValue.text(text).scriptLiteral)"
        case .screenNotContains(let text): return "screen does not contain \(ScriptValue.text(text).scriptLiteral)"
        case .announced(let text): return "VoiceOver announces \(ScriptValue.text(text).scriptLiteral)"
        case .snapshot(let name): return "screen matches snapshot \(name)"
        case .parameter(let parameter, let value): return "\(parameter) = \(value.scriptLiteral)"
        case .donations(_, let count): return "donated \(count) \(count == 1 ? "time" : "times")"
        }
    }
}

extension ExpectedStatus {
    /// The status as a script writes it: `available`, `pending`, `invalidated(tipClosed)`.
    public var scriptText: String {
        switch self {
        case .available: "available"
        case .pending: "pending"
        case .invalidated(nil): "invalidated"
        case .invalidated(let reason?): "invalidated(\(reason.rawValue))"
        }
    }
}

extension ScriptValue {
    /// The value as a script writes it; text is always quoted, with `"`, `\` and line breaks escaped.
    public var scriptLiteral: String {
        switch self {
        case .bool(let bool): String(bool)
        case .integer(let integer): String(integer)
        case .number(let number): String(number)
        case .text(let text):
            "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
        }
    }
}
