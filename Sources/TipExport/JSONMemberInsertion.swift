import TipPlayground

/// Adds a tip's translation of some pieces to a playground file's text where it has none yet,
/// as new members of the tip's `localized` object (made when missing), keeping every other byte:
/// a member goes after the object's last one, on a line of its own at the first member's
/// indentation when the object spans lines, else on the same line.
enum JSONMemberInsertion {
    /// `bytes` (a playground file) with `pieces` added to tip `tipID`'s `localized` copy in `locale`.
    static func addLocalizedCopy(
        _ pieces: [(CopyPiece, String)], tipID: String, locale: String, to bytes: [UInt8], fileName: String
    ) throws(CopyWriteBackError) -> [UInt8] {
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var remaining = pieces
        // One member per pass, the tree read again after each: the objects a later member goes
        // into may be the ones just added.
        while !remaining.isEmpty {
            let root: JSONNode
            do {
                root = try JSONParser.parse(String(String.UnicodeScalarView(scalars)))
            } catch {
                throw CopyWriteBackError(.unreadable, "\(fileName) is not valid JSON at \(error.position) (\(error.message)); nothing was written")
            }
            guard case .array(let tips)? = member("tips", of: root)?.value,
                let tip = tips.first(where: { member("id", of: $0)?.value == .string(tipID) })
            else {
                throw CopyWriteBackError(.notFound, "\(fileName) has no tip '\(tipID)' any more; nothing was written")
            }
            guard let localized = member("localized", of: tip) else {
                insert(("localized", object([(locale, localizedCopy(remaining))])), into: tip, in: &scalars)
                break
            }
            guard let copy = member(locale, of: localized) else {
                insert((locale, localizedCopy(remaining)), into: localized, in: &scalars)
                break
            }
            let (piece, text) = remaining.removeFirst()
            switch piece {
            case .title: insert(("title", JSONText.quoted(text)), into: copy, in: &scalars)
            case .message: insert(("message", JSONText.quoted(text)), into: copy, in: &scalars)
            case .action(let id):
                if let actions = member("actions", of: copy) {
                    insert((id, JSONText.quoted(text)), into: actions, in: &scalars)
                } else {
                    insert(("actions", object([(id, JSONText.quoted(text))])), into: copy, in: &scalars)
                }
            }
        }
        return Array(String(String.UnicodeScalarView(scalars)).utf8)
    }

    /// The copy as a `localized` entry: title, message, then an `actions` object.
    private static func localizedCopy(_ pieces: [(CopyPiece, String)]) -> String {
        var members: [(String, String)] = []
        var actions: [(String, String)] = []
        for (piece, text) in pieces {
            switch piece {
            case .title: members.append(("title", JSONText.quoted(text)))
            case .message: members.append(("message", JSONText.quoted(text)))
            case .action(let id): actions.append((id, JSONText.quoted(text)))
            }
        }
        if !actions.isEmpty { members.append(("actions", object(actions))) }
        return object(members)
    }

    private static func object(_ members: [(String, String)]) -> String {
        "{ " + members.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// Inserts `"key": value` as the last member of `object`.
    private static func insert(_ member: (key: String, value: String), into object: JSONNode, in scalars: inout [Unicode.Scalar]) {
        let text = "\(JSONText.quoted(member.key)): \(member.value)"
        let open = scalarIndex(of: object.position, in: scalars)
        let close = closingBrace(from: open, in: scalars)
        var last = close - 1
        while last > open, scalars[last].properties.isWhitespace { last -= 1 }
        guard last > open else {
            scalars.replaceSubrange((open + 1)..<close, with: " \(text) ".unicodeScalars)
            return
        }
        var first = open + 1
        while scalars[first].properties.isWhitespace { first += 1 }
        let separator: String
        if scalars[(open + 1)..<first].contains("\n") {
            var lineStart = first
            while lineStart > 0, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
            separator = ",\n" + String(String.UnicodeScalarView(scalars[lineStart..<first]))
        } else {
            separator = ", "
        }
        scalars.insert(contentsOf: (separator + text).unicodeScalars, at: last + 1)
    }

    /// The index of the `}` (or `]`) closing the object (or array) that opens at `open`, strings skipped.
    static func closingBrace(from open: Int, in scalars: [Unicode.Scalar]) -> Int {
        var depth = 0
        var index = open
        var inString = false
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "{" || scalar == "[" {
                depth += 1
            } else if scalar == "}" || scalar == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return scalars.count - 1
    }

    /// The index of the scalar at a parser position (lines end at `\n`, columns count scalars).
    static func scalarIndex(of position: SourcePosition, in scalars: [Unicode.Scalar]) -> Int {
        var line = 1
        var index = 0
        while line < position.line, index < scalars.count {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }
        return index + position.column - 1
    }

    private static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
