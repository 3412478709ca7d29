import TipPlayground

/// Sets the `state` of String Catalog entries in a catalog's text, keeping every other byte: what
/// an import in place does after writing a translation's value (`CopyWriteBack`), so an entry
/// Xcode left `new` is `translated` once it holds the translator's text.
enum StringCatalogStateWriteBack {
    /// `text` with the state of each entry (key, locale) replaced by its new state. An entry
    /// without a `state` member, or whose state is already the one asked, is left as it is.
    static func setting(_ states: [(key: String, locale: String, state: StringTable.State)], in text: String) -> String {
        guard let root = try? JSONParser.parse(text) else { return text }
        var scalars = Array(text.unicodeScalars)
        var spans: [(range: Range<Int>, literal: String)] = []
        for (key, locale, state) in states {
            let entry = member(locale, of: member("localizations", of: member(key, of: member("strings", of: root))))
            guard let node = member("state", of: member("stringUnit", of: entry)), case .string(let current) = node.value,
                current != state.rawValue
            else { continue }
            let open = JSONMemberInsertion.scalarIndex(of: node.position, in: scalars)
            guard open < scalars.count, scalars[open] == "\"", let close = closingQuote(after: open, in: scalars) else { continue }
            spans.append((open..<(close + 1), JSONText.quoted(state.rawValue)))
        }
        // From the end, so each span's indices still hold.
        for span in spans.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            scalars.replaceSubrange(span.range, with: span.literal.unicodeScalars)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func member(_ key: String, of node: JSONNode?) -> JSONNode? {
        guard let node, case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The index of the `"` closing the string literal that opens at `open`.
    private static func closingQuote(after open: Int, in scalars: [Unicode.Scalar]) -> Int? {
        var index = open + 1
        while index < scalars.count {
            if scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == "\"" { return index }
            index += 1
        }
        return nil
    }
}
