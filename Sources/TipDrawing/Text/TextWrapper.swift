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
        let width = max(1, width)
        return paragraphs(of: text).flatMap { paragraph in
            paragraph.utf8.allSatisfy(\.isPrintableASCII)
                ? wrapASCIIParagraph(paragraph, width: width)
                : wrapParagraph(paragraph, width: width)
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
            wrapParagraph(Substring($0), width: width)
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

    private enum Token {
        case space(String)
        case word(String)
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpace = ""

        func finishLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
            pendingSpace = ""
        }

        for token in tokens(of: paragraph) {
            switch token {
            case .space(let spaces):
                if !line.isEmpty { pendingSpace += spaces }
            case .word(let word):
                let wordWidth = word.terminalWidth
                if lineWidth + pendingSpace.terminalWidth + wordWidth <= width {
                    line += pendingSpace + word
                    lineWidth += pendingSpace.terminalWidth + wordWidth
                    pendingSpace = ""
                    continue
                }
                if !line.isEmpty { finishLine() }
                if wordWidth <= width {
                    line = word
                    lineWidth = wordWidth
                    continue
                }
                for character in word {
                    let characterWidth = character.terminalWidth
                    if lineWidth + characterWidth > width && !line.isEmpty { finishLine() }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Splits a paragraph into runs of spaces and unbreakable words. A wide glyph is a word of
    /// its own, and closing punctuation sticks to the word before it.
    private static func tokens(of paragraph: Substring) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var currentIsSpace = false

        func flush() {
            guard !current.isEmpty else { return }
            tokens.append(currentIsSpace ? .space(current) : .word(current))
            current = ""
        }

        for character in paragraph {
            let isSpace = character == " "
            if isSpace != currentIsSpace {
                flush()
                currentIsSpace = isSpace
            }
            if isSpace {
                current.append(character)
            } else if noBreakBefore.contains(character) {
                current.append(character)
            } else if character.terminalWidth >= 2 {
                flush()
                current.append(character)
            } else {
                if let last = current.last, last.terminalWidth >= 2 { flush() }
                current.append(character)
            }
        }
        flush()
        return tokens
    }

    /// Punctuation that must not begin a line (a small kinsoku set for CJK text).
    private static let noBreakBefore: Set<Character> = [
        "、", "。", "，", "．", "：", "；", "？", "！", "）", "」", "』", "】", "〕", "〉", "》",
        "ー", "々", "・", "…", ",", ".", ":", ";", "?", "!", ")",
    ]
}
