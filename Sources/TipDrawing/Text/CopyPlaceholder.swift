/// The parts of tip copy that a program fills in, which translations and pseudo-languages must
/// keep exactly: `String(format:)` specifiers (`%@`, `%d`, `%1$@`, `%.2f`, `%lld`, `%%`) and Swift
/// string interpolations (`\(count)`, `\(item.name)`, nested parentheses included). The space
/// flag is not recognised: French writes "100 % sûr", which is text, not `% s`.
public enum CopyPlaceholder {
    /// A run of copy: plain text or one placeholder, as written.
    public enum Piece: Equatable, Sendable {
        case text(String)
        case placeholder(String)

        public var text: String {
            switch self {
            case .text(let text), .placeholder(let text): text
            }
        }

        public var isPlaceholder: Bool {
            if case .placeholder = self { return true }
            return false
        }
    }

    /// `text` cut into runs of plain text and placeholders; joining the pieces gives `text` back.
    public static func split(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var run = ""
        var index = text.startIndex
        while index < text.endIndex {
            if let end = placeholderEnd(in: text, at: index) {
                if !run.isEmpty { pieces.append(.text(run)) }
                run = ""
                pieces.append(.placeholder(String(text[index..<end])))
                index = end
            } else {
                run.append(text[index])
                index = text.index(after: index)
            }
        }
        if !run.isEmpty { pieces.append(.text(run)) }
        return pieces
    }

    /// The placeholders of `text` in order, as written.
    public static func placeholders(in text: String) -> [String] {
        split(text).compactMap { $0.isPlaceholder ? $0.text : nil }
    }

    /// Where a placeholder starting at `start` ends, or nil when none starts there.
    private static func placeholderEnd(in text: String, at start: String.Index) -> String.Index? {
        switch text[start] {
        case "%": formatSpecifierEnd(in: text, at: start)
        case "\\": interpolationEnd(in: text, at: start)
        default: nil
        }
    }

    /// `%` [position `n$`] [flags] [width] [.precision] [length] conversion, or `%%`.
    private static func formatSpecifierEnd(in text: String, at start: String.Index) -> String.Index? {
        var index = text.index(after: start)
        func skip(while predicate: (Character) -> Bool) {
            while index < text.endIndex, predicate(text[index]) { index = text.index(after: index) }
        }
        let isDigit = { (character: Character) in character.isASCII && character.isNumber }
        let digitsStart = index
        skip(while: isDigit)
        if index < text.endIndex, text[index] == "$", index > digitsStart {
            index = text.index(after: index)
        } else {
            index = digitsStart
        }
        skip { "-+#0'".contains($0) }
        skip { isDigit($0) || $0 == "*" }
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            skip { isDigit($0) || $0 == "*" }
        }
        skip { "hlqLzjt".contains($0) }
        guard index < text.endIndex, "@dDiuUxXoOfFeEgGcCsSpaA%".contains(text[index]) else { return nil }
        return text.index(after: index)
    }

    /// `\(` … the matching `)`; an unclosed interpolation is not a placeholder.
    private static func interpolationEnd(in text: String, at start: String.Index) -> String.Index? {
        let open = text.index(after: start)
        guard open < text.endIndex, text[open] == "(" else { return nil }
        var depth = 0
        var index = open
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
