/// Inline Markdown in tip copy, as SwiftUI's `Text` renders a string literal: `**bold**` or
/// `__bold__`, `*italic*` or `_italic_`, `~~strikethrough~~`, `` `code` ``, `[a link](url)`, and
/// a backslash before a marker for the marker itself. The markers take no columns; what they
/// mark is drawn with terminal attributes (`TipBox`).
///
/// As in CommonMark, a marker opens only before a non-space and closes only after one, and `_`
/// does not open or close inside a word, so `2 * 3 * 4` and `snake_case_name` stay as written.
/// A marker with no partner is text.
public struct InlineMarkdown: Hashable, Sendable {
    /// How a run of text is marked; several at once when nested (`***both***`).
    public struct Emphasis: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Emphasis(rawValue: 1 << 0)
        public static let italic = Emphasis(rawValue: 1 << 1)
        public static let strikethrough = Emphasis(rawValue: 1 << 2)
        public static let code = Emphasis(rawValue: 1 << 3)
        public static let link = Emphasis(rawValue: 1 << 4)
    }

    /// Text with one emphasis throughout.
    public struct Run: Hashable, Sendable {
        public var text: String
        public var emphasis: Emphasis

        public init(_ text: String, _ emphasis: Emphasis = []) {
            self.text = text
            self.emphasis = emphasis
        }
    }

    /// The copy as shown, in order; adjacent runs differ in emphasis.
    public let runs: [Run]

    /// The copy without its markers: what is read aloud, measured and wrapped.
    public var plainText: String { runs.map(\.text).joined() }

    public init(_ source: String) {
        // Plain copy, the common case, has nothing to parse: looked for in its bytes, as hashing
        // each character was a measurable part of laying out a frame.
        guard source.utf8.contains(where: Self.isMarkerByte) else {
            runs = source.isEmpty ? [] : [Run(source)]
            return
        }
        var parser = Parser(characters: Array(source))
        parser.parse(0..<parser.characters.count, emphasis: [])
        parser.flush()
        runs = parser.runs
    }

    /// Whether a character opens Markdown here, so a backslash before it makes it text.
    static func isMarker(_ character: Character) -> Bool {
        character.asciiValue.map(isMarkerByte) ?? false
    }

    private static func isMarkerByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
             UInt8(ascii: "\\"):
            true
        default:
            false
        }
    }

    /// Copy of any length parses in linear time: where a character next occurs is looked up in
    /// a table built once, and a delimiter that found no closer from one position finds none
    /// from any later one (a closer qualifies by the characters around it alone), so unmatched
    /// markers (`*a *a *a …`, `[[[[…`) are not searched again.
    private struct Parser {
        let characters: [Character]
        var runs: [Run] = []
        var pending = ""
        var pendingEmphasis: Emphasis = []
        /// For a character, the index of its next occurrence at or after each position.
        private var nextOccurrence: [Character: [Int]] = [:]
        /// For a delimiter and the end of the range searched, the earliest start that found no closer.
        private var closerMisses: [String: Int] = [:]

        init(characters: [Character]) {
            self.characters = characters
        }

        mutating func append(_ text: String, _ emphasis: Emphasis) {
            guard !text.isEmpty else { return }
            if emphasis != pendingEmphasis { flush() }
            pendingEmphasis = emphasis
            pending += text
        }

        mutating func flush() {
            if !pending.isEmpty { runs.append(Run(pending, pendingEmphasis)) }
            pending = ""
        }

        mutating func parse(_ range: Range<Int>, emphasis: Emphasis) {
            var index = range.lowerBound
            while index < range.upperBound {
                let character = characters[index]
                if character == "\\", index + 1 < range.upperBound, InlineMarkdown.isMarker(characters[index + 1])
                    || characters[index + 1] == "]"
                {
                    append(String(characters[index + 1]), emphasis)
                    index += 2
                    continue
                }
                if character == "`", let close = first("`", in: (index + 1)..<range.upperBound), close > index + 1 {
                    append(String(characters[(index + 1)..<close]), emphasis.union(.code))
                    index = close + 1
                    continue
                }
                if character == "[", let (textEnd, linkEnd) = link(from: index, before: range.upperBound) {
                    parse((index + 1)..<textEnd, emphasis: emphasis.union(.link))
                    index = linkEnd + 1
                    continue
                }
                if let (delimiter, kind) = delimiter(at: index, before: range.upperBound),
                   let close = closer(of: delimiter, from: index + delimiter.count, before: range.upperBound)
                {
                    parse((index + delimiter.count)..<close, emphasis: emphasis.union(kind))
                    index = close + delimiter.count
                    continue
                }
                append(String(character), emphasis)
                index += 1
            }
        }

        private mutating func first(_ character: Character, in range: Range<Int>) -> Int? {
            guard !range.isEmpty else { return nil }
            if nextOccurrence[character] == nil {
                var table = [Int](repeating: characters.count, count: characters.count + 1)
                for index in stride(from: characters.count - 1, through: 0, by: -1) {
                    table[index] = characters[index] == character ? index : table[index + 1]
                }
                nextOccurrence[character] = table
            }
            let found = nextOccurrence[character]![range.lowerBound]
            return found < range.upperBound ? found : nil
        }

        /// `[text](url)` starting at `start`: where the text ends (`]`) and the link ends (`)`).
        private mutating func link(from start: Int, before end: Int) -> (Int, Int)? {
            guard let textEnd = first("]", in: (start + 1)..<end), textEnd > start + 1,
                  textEnd + 1 < end, characters[textEnd + 1] == "(",
                  let linkEnd = first(")", in: (textEnd + 2)..<end)
            else { return nil }
            return (textEnd, linkEnd)
        }

        /// The emphasis delimiter that opens at `index`, longest first.
        private func delimiter(at index: Int, before end: Int) -> ([Character], Emphasis)? {
            let candidates: [(String, Emphasis)] = [
                ("**", .bold), ("__", .bold), ("~~", .strikethrough), ("*", .italic), ("_", .italic),
            ]
            for (text, kind) in candidates {
                let delimiter = Array(text)
                let after = index + delimiter.count
                guard after < end, Array(characters[index..<after]) == delimiter,
                      !characters[after].isWhitespace, characters[after] != delimiter[0]
                else { continue }
                if delimiter[0] == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { continue }
                return (delimiter, kind)
            }
            return nil
        }

        /// Where `delimiter` closes after `start`: right after a non-space, not inside a longer
        /// run of its character, and for `_` not before a letter.
        private mutating func closer(of delimiter: [Character], from start: Int, before end: Int) -> Int? {
            let key = "\(String(delimiter))|\(end)"
            if let missed = closerMisses[key], missed <= start { return nil }
            guard let found = scanForCloser(of: delimiter, from: start, before: end) else {
                closerMisses[key] = min(closerMisses[key] ?? start, start)
                return nil
            }
            return found
        }

        private func scanForCloser(of delimiter: [Character], from start: Int, before end: Int) -> Int? {
            var index = start + 1
            let marker = delimiter[0]
            while index + delimiter.count <= end {
                let candidate = Array(characters[index..<(index + delimiter.count)])
                let after = index + delimiter.count
                if candidate == delimiter, !characters[index - 1].isWhitespace, characters[index - 1] != marker,
                   after >= end || characters[after] != marker,
                   marker != "_" || after >= end || !(characters[after].isLetter || characters[after].isNumber)
                {
                    return index
                }
                index += 1
            }
            return nil
        }
    }
}
