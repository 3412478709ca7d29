/// Wraps prepared text into lines of at most a given number of columns (not characters: a CJK
/// ideograph takes two). Lines break at spaces; a word longer than a line is split between
/// grapheme clusters; wide glyphs (CJK, kana, Hangul, emoji) may break between any two of them,
/// except before closing punctuation such as `。` or `」`. Explicit newlines are kept.
public enum TextWrapper {
    /// Lines of `text` that each fit in `width` columns, without trailing spaces.
    ///
    /// A single glyph wider than `width` (a wide glyph when `width` is 1) gets a line of its own;
    /// drawing clips it. An empty paragraph gives an empty line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        Prepared(text).lines(width: width)
    }

    /// Text split once into what wrapping needs: its paragraphs, and the words and spaces of
    /// each with their columns. A caller that wraps the same copy at many widths keeps one (a
    /// catalogue lays every tip out at each width and text size, and splitting the copy into
    /// grapheme clusters again for each was most of the cost of wrapping it).
    public struct Prepared: Sendable {
        private enum Paragraph: Sendable {
            /// Printable ASCII, wrapped on bytes (`wrapASCIIParagraph`).
            case ascii(Substring)
            case tokens([Token])
        }

        private let paragraphs: [Paragraph]

        public init(_ text: String) {
            paragraphs = TextWrapper.paragraphs(of: text).map { paragraph in
                paragraph.utf8.allSatisfy(\.isPrintableASCII) ? .ascii(paragraph) : .tokens(tokens(of: paragraph))
            }
        }

        /// The lines at `width` columns: what `wrap(_:width:)` gives for the text.
        public func lines(width: Int) -> [String] {
            let width = max(1, width)
            return paragraphs.flatMap { paragraph in
                switch paragraph {
                case .ascii(let text): wrapASCIIParagraph(text, width: width)
                case .tokens(let tokens): wrapParagraph(tokens, width: width)
                }
            }
        }
    }

    /// `text` split at its line feeds, empty paragraphs kept: `split(separator: "\n")` on
    /// characters, found on bytes (splitting by characters was a tenth of drawing a screen of
    /// new copy). The two agree unless the text holds a CR LF, one character, which is then
    /// split by characters.
    public static func paragraphs(of text: String) -> [Substring] {
        var hasLineFeed = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\r") { return text.split(separator: "\n", omittingEmptySubsequences: false) }
            hasLineFeed = hasLineFeed || byte == UInt8(ascii: "\n")
        }
        guard hasLineFeed else { return [text[...]] }
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// The general wrap, without the ASCII shortcut: what `wrap` must always agree with.
    static func wrapByCharacters(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrapParagraph(tokens(of: Substring($0)), width: width)
        }
    }

    /// `wrapParagraph` for printable ASCII, where every character is one byte and one column and
    /// no word is split before punctuation: the same lines, computed on bytes. Tip copy is mostly
    /// ASCII, and wrapping it was most of the cost of laying out a tip.
    private static func wrapASCIIParagraph(_ paragraph: Substring, width: Int) -> [String] {
        if let lines = paragraph.utf8.withContiguousStorageIfAvailable({ wrapASCII($0, width: width) }) { return lines }
        return Array(paragraph.utf8).withUnsafeBufferPointer { wrapASCII($0, width: width) }
    }

    /// A line keeps the spaces between its words as they are, so each line is one range of the
    /// paragraph's bytes: from its first word's start to its last word's end.
    private static func wrapASCII(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [String] {
        let space = UInt8(ascii: " ")
        var lines: [String] = []
        func append(_ range: Range<Int>) {
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        }
        var lineStart: Int?
        var lineEnd = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == space {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < bytes.count && bytes[wordEnd] != space { wordEnd += 1 }
            if wordEnd - (lineStart ?? index) <= width {
                // The word fits on the line, after the spaces before it.
                if lineStart == nil { lineStart = index }
                lineEnd = wordEnd
                index = wordEnd
                continue
            }
            if let start = lineStart { append(start..<lineEnd) }
            // The word begins a line; one longer than the line is cut into widths.
            var rest = index
            while wordEnd - rest > width {
                append(rest..<(rest + width))
                rest += width
            }
            lineStart = rest
            lineEnd = wordEnd
            index = wordEnd
        }
        if let start = lineStart {
            append(start..<lineEnd)
        } else if lines.isEmpty {
            lines.append("")
        }
        return lines
    }

    /// `text` cut to fit `width` columns, ending in `ellipsis` when something was cut.
    public static func truncate(_ text: String, width: Int, ellipsis: String) -> String {
        guard text.terminalWidth > width else { return text }
        let room = width - ellipsis.terminalWidth
        guard room > 0 else { return String(ellipsis.prefix(max(0, width))) }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = character.terminalWidth
            if used + characterWidth > room { break }
            result.append(character)
            used += characterWidth
        }
        return result + ellipsis
    }

    /// `text` cut to fit `width` columns from the front, starting with `ellipsis` when something
    /// was cut: for messages whose end says the most. Any width, even 0, gives a fitting result.
    public static func truncateKeepingEnd(_ text: String, width: Int, ellipsis: String) -> String {
        guard text.terminalWidth > width else { return text }
        let room = width - ellipsis.terminalWidth
        guard room > 0 else { return String(ellipsis.prefix(max(0, width))) }
        var kept: [Character] = []
        var used = 0
        for character in text.reversed() {
            let characterWidth = character.terminalWidth
            if used + characterWidth > room { break }
            kept.append(character)
            used += characterWidth
        }
        return ellipsis + String(kept.reversed())
    }

    /// A run of spaces, or a word no line may break (see `tokens(of:)`), with its columns.
    private struct Token: Sendable {
        var text: String
        var width: Int
        var isSpace: Bool
    }

    private static func wrapParagraph(_ tokens: [Token], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpace = ""
        var pendingSpaceWidth = 0

        func finishLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
            pendingSpace = ""
            pendingSpaceWidth = 0
        }

        for token in tokens {
            if token.isSpace {
                if !line.isEmpty {
                    pendingSpace += token.text
                    pendingSpaceWidth += token.width
                }
                continue
            }
            if lineWidth + pendingSpaceWidth + token.width <= width {
                line += pendingSpace
                line += token.text
                lineWidth += pendingSpaceWidth + token.width
                pendingSpace = ""
                pendingSpaceWidth = 0
                continue
            }
            if !line.isEmpty { finishLine() }
            if token.width <= width {
                line = token.text
                lineWidth = token.width
                continue
            }
            for character in token.text {
                let characterWidth = character.terminalWidth
                if lineWidth + characterWidth > width && !line.isEmpty { finishLine() }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Splits a paragraph into runs of spaces and unbreakable words. A wide glyph is a word of
    /// its own, and closing punctuation sticks to the word before it.
    private static func tokens(of paragraph: Substring) -> [Token] {
        var tokens: [Token] = []
        var current = Token(text: "", width: 0, isSpace: false)
        // Whether the last glyph of `current` is wide: a narrow glyph after it starts a word.
        var endsWide = false

        func flush() {
            guard !current.text.isEmpty else { return }
            tokens.append(current)
            current.text = ""
            current.width = 0
        }

        for character in paragraph {
            let isSpace = character == " "
            if isSpace != current.isSpace {
                flush()
                current.isSpace = isSpace
            }
            let width = isSpace ? 1 : character.terminalWidth
            if !isSpace && !isNoBreakBefore(character) && (width >= 2 || endsWide) { flush() }
            current.text.append(character)
            current.width += width
            endsWide = width >= 2
        }
        flush()
        return tokens
    }

    private static func isNoBreakBefore(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        // Each is one scalar with no canonical decomposition, so a cluster of several scalars
        // (one of them with a mark) is never one of them.
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        return noBreakBefore.contains(scalar)
    }

    /// Punctuation that must not begin a line (a small kinsoku set for CJK text).
    private static let noBreakBefore: Set<Unicode.Scalar> = [
        "、", "。", "，", "．", "：", "；", "？", "！", "）", "」", "』", "】", "〕", "〉", "》",
        "ー", "々", "・", "…", ",", ".", ":", ";", "?", "!", ")",
    ]
}
