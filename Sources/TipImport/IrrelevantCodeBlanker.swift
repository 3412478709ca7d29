/// Before a file is parsed, replaces the code that cannot hold anything the import reads with
/// spaces, so SwiftParser has less to parse; parsing is most of an import's time.
///
/// Code can matter when it names one of `TipSourceScanner.markers`. The file is cut into items
/// (declarations and statements, following Swift's line rules) inside each brace block; an item
/// with no marker is blanked, an item naming a marker outside its own brace blocks is kept as
/// written, and an item whose markers are all inside its brace blocks (`var body: some View { … }`)
/// keeps its text around those blocks, each of which is treated the same way. A property made
/// from a capitalised name (`let welcome = OnboardingTip()`) or declared with a capitalised type
/// (`let model: LibraryModel`) is kept too: the import reads such properties to resolve the tip
/// a view shows through one (`.popoverTip(model.favorite)`).
///
/// Blanking keeps every line break and byte count, so each line:column SwiftParser reports is
/// the same as in the file. When unsure (the lexer refuses the file) nothing is blanked.
enum IrrelevantCodeBlanker {
    typealias Token = SwiftStructureLexer.Token

    /// The text with irrelevant code blanked, or nil when it must be parsed as written.
    /// `keepsInstances` false blanks properties made from a capitalised call too, when only the
    /// items naming `markers` are wanted (the declarations of constants).
    static func blanked(
        _ text: String, markers: [String] = TipSourceScanner.markers, keepsInstances: Bool = true
    ) -> String? {
        let bytes = Array(text.utf8)
        guard let tokens = SwiftStructureLexer.tokens(of: bytes) else { return nil }
        var blanker = Blanking(
            bytes: bytes, tokens: tokens, markerOffsets: markerOffsets(in: bytes, markers: markers),
            keepsInstances: keepsInstances)
        blanker.blankItems(
            tokens: 0..<tokens.count, bytes: SwiftStructureLexer.byteOrderMarkLength(of: bytes)..<bytes.count)
        return String(decoding: blanker.output, as: UTF8.self)
    }

    /// Whether the text names any marker at all.
    static func mentionsMarker(_ text: String, markers: [String] = TipSourceScanner.markers) -> Bool {
        !markerOffsets(in: Array(text.utf8), markers: markers).isEmpty
    }

    /// Where each marker occurs, in increasing order.
    static func markerOffsets(in bytes: [UInt8], markers: [String]) -> [Int] {
        let patterns = markers.map { Array($0.utf8) }.filter { !$0.isEmpty }
        var firstBytes = [Bool](repeating: false, count: 256)
        for pattern in patterns { firstBytes[Int(pattern[0])] = true }
        var offsets: [Int] = []
        for offset in bytes.indices where firstBytes[Int(bytes[offset])] {
            let matches = patterns.contains { pattern in
                offset + pattern.count <= bytes.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
            }
            if matches { offsets.append(offset) }
        }
        return offsets
    }

    /// Words that, ending a line, say the statement goes on: modifiers and keywords that need
    /// what follows.
    static let continuingEnds: Set<String> = [
        "public", "private", "internal", "fileprivate", "open", "package", "final", "static", "class", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "nonisolated", "dynamic", "optional", "required",
        "convenience", "indirect", "prefix", "postfix", "infix", "some", "any", "let", "var", "func", "case",
        "return", "throw", "try", "await", "in", "else", "do", "repeat", "is", "as", "where", "guard", "if",
        "while", "for", "switch", "import", "struct", "enum", "extension", "protocol", "actor", "typealias",
        "init", "subscript", "associatedtype", "inout", "async", "throws", "rethrows", "consuming", "borrowing",
    ]

    /// Words that, starting a line, continue the statement before.
    static let continuingStarts: Set<String> = [
        "else", "catch", "where", "as", "is", "in", "throws", "rethrows", "async", "#if", "#elseif", "#else", "#endif",
    ]

    private struct Blanking {
        let bytes: [UInt8]
        let tokens: [Token]
        let markerOffsets: [Int]
        let keepsInstances: Bool
        /// For each opening bracket's token index, its closing bracket's.
        let closingIndex: [Int: Int]
        var output: [UInt8]

        init(bytes: [UInt8], tokens: [Token], markerOffsets: [Int], keepsInstances: Bool) {
            self.bytes = bytes
            self.tokens = tokens
            self.markerOffsets = markerOffsets
            self.keepsInstances = keepsInstances
            output = bytes
            var closing: [Int: Int] = [:]
            var open: [Int] = []
            for (index, token) in tokens.enumerated() {
                switch token.kind {
                case .open: open.append(index)
                case .close: closing[open.removeLast()] = index
                default: break
                }
            }
            closingIndex = closing
        }

        func hasMarker(in range: Range<Int>) -> Bool {
            var low = 0
            var high = markerOffsets.count
            while low < high {
                let middle = (low + high) / 2
                if markerOffsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            return low < markerOffsets.count && markerOffsets[low] < range.upperBound
        }

        mutating func blank(_ range: Range<Int>) {
            for offset in range where output[offset] != UInt8(ascii: "\n") && output[offset] != UInt8(ascii: "\r") {
                output[offset] = UInt8(ascii: " ")
            }
        }

        func text(of token: Token) -> Substring {
            Substring(decoding: bytes[token.start..<token.end], as: UTF8.self)
        }

        /// The items of a block's content (or of the whole file), each a range of token indices.
        func items(in range: Range<Int>) -> [ClosedRange<Int>] {
            var items: [ClosedRange<Int>] = []
            var itemStart: Int?
            var last = 0
            var lineStart: Int?
            var sawLineBreak = false
            var onlyAttributes = true
            var index = range.lowerBound
            while index < range.upperBound {
                let token = tokens[index]
                if token.kind == .newline {
                    sawLineBreak = true
                    index += 1
                    continue
                }
                if let start = itemStart, sawLineBreak, !onlyAttributes, canEnd(last, lineStart: lineStart),
                    canBegin(index, before: range.upperBound)
                {
                    items.append(start...last)
                    itemStart = nil
                }
                if sawLineBreak || itemStart == nil { lineStart = index }
                sawLineBreak = false
                if itemStart == nil {
                    itemStart = index
                    onlyAttributes = true
                }
                let isAttribute = token.kind == .word && bytes[token.start] == UInt8(ascii: "@")
                let isAttributeArguments =
                    token.kind == .open(UInt8(ascii: "(")) && index > range.lowerBound
                    && tokens[index - 1].kind == .word && bytes[tokens[index - 1].start] == UInt8(ascii: "@")
                if !isAttribute && !isAttributeArguments { onlyAttributes = false }
                last = token.kind.isOpen ? closingIndex[index]! : index
                index = last + 1
            }
            if let start = itemStart { items.append(start...last) }
            return items
        }

        func canEnd(_ index: Int, lineStart: Int?) -> Bool {
            if let lineStart, tokens[lineStart].kind == .word,
                ["#if", "#elseif", "#else"].contains(text(of: tokens[lineStart]))
            {
                return false
            }
            let token = tokens[index]
            switch token.kind {
            case .close, .literal: return true
            case .word:
                let word = text(of: token)
                return !word.hasPrefix("@") && !continuingEnds.contains(String(word))
            default: return false
            }
        }

        func canBegin(_ index: Int, before end: Int) -> Bool {
            let token = tokens[index]
            guard token.kind == .word, !continuingStarts.contains(String(text(of: token))) else { return false }
            // `label: { … }`, `default:`: a label goes with what came before.
            if index + 1 < end, tokens[index + 1].kind == .punctuation(UInt8(ascii: ":")) { return false }
            return true
        }

        /// Blanks what does not matter in a block's content (or the whole file): tokens and
        /// bytes are the content's, without the braces.
        mutating func blankItems(tokens range: Range<Int>, bytes content: Range<Int>) {
            guard hasMarker(in: content) else {
                blank(content)
                return
            }
            var keptUpTo = content.lowerBound
            for item in items(in: range) {
                let start = tokens[item.lowerBound].start
                let end = tokens[item.upperBound].end
                blank(keptUpTo..<start)
                keptUpTo = end
                blankItem(item, bytes: start..<end)
            }
            blank(keptUpTo..<content.upperBound)
        }

        private mutating func blankItem(_ item: ClosedRange<Int>, bytes range: Range<Int>) {
            guard hasMarker(in: range) else {
                if !declaresInstance(item) { blank(range) }
                return
            }
            // The item's own brace blocks (not those inside its parentheses: closure arguments
            // go with the call).
            var blocks: [(open: Int, close: Int)] = []
            var index = item.lowerBound
            while index <= item.upperBound {
                let kind = tokens[index].kind
                if kind.isOpen, let close = closingIndex[index] {
                    if kind == .open(UInt8(ascii: "{")) { blocks.append((index, close)) }
                    index = close + 1
                } else {
                    index += 1
                }
            }
            var outside = range.lowerBound
            for block in blocks {
                if hasMarker(in: outside..<tokens[block.open].end) { return }
                outside = tokens[block.close].start
            }
            if hasMarker(in: outside..<range.upperBound) || declaresInstance(item) { return }
            for block in blocks {
                blankItems(
                    tokens: block.open + 1..<block.close, bytes: tokens[block.open].end..<tokens[block.close].start)
            }
        }

        private func word(at index: Int) -> String {
            String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
        }

        /// `= Name…` at the item's own level, or a stored `let name: Name`: a property the
        /// import may read as a tip instance, or as the object holding one.
        private func declaresInstance(_ item: ClosedRange<Int>) -> Bool {
            guard keepsInstances else { return false }
            var isAnnotated = false
            var index = item.lowerBound
            while index < item.upperBound {
                let token = tokens[index]
                // A computed property (`var header: Text { … }`) holds no instance.
                if token.kind == .open(UInt8(ascii: "{")) { isAnnotated = false }
                if token.kind.isOpen, let close = closingIndex[index] {
                    index = close + 1
                    continue
                }
                if token.kind == .punctuation(UInt8(ascii: "=")), isCapitalisedWord(at: index + 1) { return true }
                if token.kind == .punctuation(UInt8(ascii: ":")), index >= 2, tokens[index - 1].kind == .word,
                    ["let", "var"].contains(word(at: index - 2)), isCapitalisedWord(at: index + 1)
                {
                    isAnnotated = true
                }
                index += 1
            }
            return isAnnotated
        }

        private func isCapitalisedWord(at index: Int) -> Bool {
            guard tokens.indices.contains(index), tokens[index].kind == .word else { return false }
            let first = bytes[tokens[index].start]
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) || first >= 0x80
        }
    }
}

extension SwiftStructureLexer.Kind {
    var isOpen: Bool {
        if case .open = self { return true }
        return false
    }
}
