/// Finds the literal of one string of copy in a file's scalars: the range from its opening quote
/// to its closing quote, inclusive, in a playground file, a String Catalog or a `.strings` table.
enum CopyLiteralSpan {
    /// The literal's range in `scalars`, or nil when the file has no such string.
    static func find(
        _ location: CopyLocation, format: CopyFileFormat, in scalars: [Unicode.Scalar]
    ) throws(CopyWriteBackError) -> Range<Int>? {
        switch format {
        case .playground, .stringCatalog:
            let root: JSONNode
            do {
                root = try JSONParser.parse(String(String.UnicodeScalarView(scalars)))
            } catch {
                throw CopyWriteBackError(.unreadable, "is not valid JSON at \(error.position) (\(error.message))")
            }
            guard let node = format == .playground ? tipCopyNode(location, in: root) : catalogNode(location, in: root),
                case .string = node.value
            else { return nil }
            let start = scalarIndex(of: node.position, in: scalars)
            return start..<jsonLiteralEnd(from: start, in: scalars)
        case .stringsTable:
            guard case .catalogEntry(let key, _) = location else { return nil }
            // Read as `StringTable.parseStrings` reads the table: the last of a repeated key.
            var scanner = StringsScanner(scalars: scalars)
            return (try? scanner.entries(path: ""))?.last { $0.key == key }?.valueRange
        }
    }

    // MARK: JSON

    /// The string node of a tip's copy in a playground file's tree.
    private static func tipCopyNode(_ location: CopyLocation, in root: JSONNode) -> JSONNode? {
        guard case .tipCopy(let tipID, let piece, let locale) = location,
            case .array(let tips)? = member("tips", of: root)?.value,
            let tip = tips.first(where: { stringValue(member("id", of: $0)) == tipID })
        else { return nil }
        var holder = tip
        if let locale {
            guard let copy = member("localized", of: tip).flatMap({ member(locale, of: $0) }) else { return nil }
            holder = copy
        }
        switch piece {
        case .title: return member("title", of: holder)
        case .message: return member("message", of: holder)
        case .action(let id):
            guard let actions = member("actions", of: holder) else { return nil }
            if locale != nil { return member(id, of: actions) }
            guard case .array(let elements) = actions.value else { return nil }
            // An action without an id is known by its index, as the decoder names it.
            let action = elements.enumerated().first { index, element in
                (stringValue(member("id", of: element)) ?? String(index)) == id
            }
            return action.flatMap { member("title", of: $0.element) }
        }
    }

    /// The `value` node of a catalog's string unit, found the way `StringTable` reads it (the
    /// last of repeated keys and locales wins there, so it is the one written).
    private static func catalogNode(_ location: CopyLocation, in root: JSONNode) -> JSONNode? {
        guard case .catalogEntry(let key, let locale) = location,
            let strings = member("strings", of: root),
            let entry = lastMember(key, of: strings),
            let localizations = member("localizations", of: entry),
            let localization = lastMember(locale, of: localizations),
            let unit = member("stringUnit", of: localization)
        else { return nil }
        return member("value", of: unit)
    }

    private static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    private static func lastMember(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.last { $0.key == key }?.value
    }

    private static func stringValue(_ node: JSONNode?) -> String? {
        if case .string(let text)? = node?.value { return text }
        return nil
    }

    /// The index of the scalar at a parser position: lines end at `\n`, columns count scalars
    /// (a byte-order mark included), as `JSONParser` counts them.
    private static func scalarIndex(of position: SourcePosition, in scalars: [Unicode.Scalar]) -> Int {
        var line = 1
        var index = 0
        while line < position.line, index < scalars.count {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }
        return index + position.column - 1
    }

    /// One past the closing quote of the JSON string literal whose opening quote is at `start`.
    private static func jsonLiteralEnd(from start: Int, in scalars: [Unicode.Scalar]) -> Int {
        var index = start + 1
        while index < scalars.count, scalars[index] != "\"" {
            index += scalars[index] == "\\" ? 2 : 1
        }
        return min(index + 1, scalars.count)
    }
}
