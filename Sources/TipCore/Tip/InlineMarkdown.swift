/// The inline Markdown SwiftUI reads in a `Text` literal: `**bold**`, `*italic*` (or `_…_`),
/// `~~struck~~`, `` `code` ``, `[label](url)` and backslash escapes. Block syntax (headings,
/// lists) is left as written, as SwiftUI does in a single `Text`.
///
/// Interpolated values are opaque: `"**\(name)**"` makes the name bold, but Markdown characters
/// inside the name are shown as they are. Emphasis follows CommonMark's rules closely enough
/// for copy: a delimiter opens only before a non-space and closes only after one, and `_` never
/// opens or closes inside a word, so `5 * 3` and `snake_case` stay literal.
enum InlineMarkdown {
    /// A piece of a literal: its text, or the runs of one interpolation.
    enum Piece {
        case literal(String)
        case runs([Text.Run])
    }

    static func runs(of pieces: [Piece]) -> [Text.Run] {
        var nodes = tokens(of: pieces)
        resolveEmphasis(in: &nodes)
        return Text.Run.merged(nodes.flatMap { $0.runs })
    }

    /// Text with the emphasis applied to it so far, or a run of `*`, `_` or `~` still to match.
    private struct Node {
        var runs: [Text.Run]
        var delimiter: Character?
        var count = 0
        var canOpen = false
        var canClose = false
    }

    private static func tokens(of pieces: [Piece]) -> [Node] {
        var nodes: [Node] = []
        var pending = ""
        func flush() {
            if !pending.isEmpty { nodes.append(Node(runs: [Text.Run(pending)])) }
            pending = ""
        }
        let characters = pieces.flatMap { piece -> [Character?] in
            if case .literal(let text) = piece { return Array(text) }
            return [nil]
        }
        var opaque = pieces.compactMap { piece -> [Text.Run]? in
            if case .runs(let runs) = piece { return runs }
            return nil
        }[...]
        var index = 0
        /// The character at `offset`; an interpolation reads as U+FFFC (neither space nor letter,
        /// so `**\(name)**` is bold); nil past either end.
        func literal(at offset: Int) -> Character? {
            guard offset >= 0 && offset < characters.count else { return nil }
            return characters[offset] ?? "\u{FFFC}"
        }
        while index < characters.count {
            guard let character = characters[index] else {
                flush()
                nodes.append(Node(runs: opaque.popFirst() ?? []))
                index += 1
                continue
            }
            if character == "\\", let next = literal(at: index + 1), next.isASCII, next.isPunctuation || next.isSymbol {
                pending.append(next)
                index += 2
            } else if character == "`", let end = closingBacktick(in: characters, after: index) {
                flush()
                var style = Text.Style()
                style.monospaced = true
                let code = String(characters[(index + 1)..<end].compactMap { $0 })
                nodes.append(Node(runs: [Text.Run(code, style: style)]))
                index = end + 1
            } else if character == "[", let (label, end) = link(in: characters, at: index) {
                flush()
                var style = Text.Style()
                style.color = .accentColor
                nodes.append(Node(runs: [Text.Run(label, style: style)]))
                index = end + 1
            } else if character == "*" || character == "_" || character == "~" {
                flush()
                var end = index
                while literal(at: end) == character { end += 1 }
                let before = literal(at: index - 1), after = literal(at: end)
                var canOpen = after.map { !$0.isWhitespace } ?? false
                var canClose = before.map { !$0.isWhitespace } ?? false
                if character == "_" {
                    canOpen = canOpen && !(before?.isLetter ?? false || before?.isNumber ?? false)
                    canClose = canClose && !(after?.isLetter ?? false || after?.isNumber ?? false)
                }
                nodes.append(Node(
                    runs: [], delimiter: character, count: end - index, canOpen: canOpen, canClose: canClose))
                index = end
            } else {
                pending.append(character)
                index += 1
            }
        }
        flush()
        return nodes
    }

    /// Matches each closing delimiter run with the nearest open one before it and styles what
    /// lies between; unmatched delimiters become text.
    private static func resolveEmphasis(in nodes: inout [Node]) {
        var closer = 0
        while closer < nodes.count {
            guard let mark = nodes[closer].delimiter, nodes[closer].canClose, nodes[closer].count > 0,
                let opener = nodes[..<closer].lastIndex(where: {
                    $0.delimiter == mark && $0.canOpen && $0.count >= (mark == "~" ? 2 : 1)
                }),
                mark != "~" || nodes[closer].count >= 2
            else {
                closer += 1
                continue
            }
            let used = mark == "~" ? 2 : min(2, nodes[opener].count, nodes[closer].count)
            var style = Text.Style()
            switch (mark, used) {
            case ("~", _): style.strikethrough = true
            case (_, 2): style.bold = true
            default: style.italic = true
            }
            for inner in (opener + 1)..<closer {
                nodes[inner].runs = nodes[inner].runs.map { run in
                    var run = run
                    run.style = run.style.filled(from: style)
                    return run
                }
                // Delimiters inside a matched pair can no longer match across it.
                if nodes[inner].delimiter != nil { nodes[inner].canOpen = false }
            }
            nodes[opener].count -= used
            nodes[closer].count -= used
        }
        for index in nodes.indices {
            if let mark = nodes[index].delimiter, nodes[index].count > 0 {
                nodes[index].runs = [Text.Run(String(repeating: mark, count: nodes[index].count))] + nodes[index].runs
            }
        }
    }

    private static func closingBacktick(in characters: [Character?], after start: Int) -> Int? {
        characters[(start + 1)...].firstIndex(where: { $0 == "`" || $0 == nil }).flatMap { characters[$0] == "`" ? $0 : nil }
    }

    /// `[label](url)` within the literal: the label and the index of the closing parenthesis.
    private static func link(in characters: [Character?], at start: Int) -> (String, Int)? {
        guard let close = characters[(start + 1)...].firstIndex(where: { $0 == "]" || $0 == nil }),
            characters[close] == "]", close + 1 < characters.count, characters[close + 1] == "(",
            let end = characters[(close + 2)...].firstIndex(where: { $0 == ")" || $0 == nil }), characters[end] == ")"
        else { return nil }
        return (String(characters[(start + 1)..<close].compactMap { $0 }), end)
    }
}
