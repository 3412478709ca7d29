/// How a file spells one string literal, character by character: `\u202F` or a raw U+202F, a
/// surrogate pair or the scalar itself, a raw line break or `\n`. Copy written back keeps the
/// file's spelling of every character that did not change, so an edit changes only the bytes of
/// what was typed, and an undo that writes the old text with the old literal's spelling gives
/// the file back byte for byte.
struct CopyLiteralSpelling {
    /// Each scalar the literal holds, with the scalars of the file that spell it.
    private let spelled: [(scalar: Unicode.Scalar, spelling: ArraySlice<Unicode.Scalar>)]

    /// Reads `literal` (quotes included) as `format` reads it.
    init(_ literal: [Unicode.Scalar], format: CopyFileFormat) {
        var spelled: [(Unicode.Scalar, ArraySlice<Unicode.Scalar>)] = []
        var index = literal.startIndex + 1
        let end = literal.endIndex - 1
        while index < end {
            let start = index
            let scalar: Unicode.Scalar
            switch format {
            case .playground, .stringCatalog:
                (scalar, index) = Self.jsonScalar(in: literal, at: index, end: end)
            case .stringsTable:
                // As `StringsScanner.quoted` reads it: a backslash and the scalar after it.
                if literal[index] == "\\", index + 1 < end {
                    scalar = switch literal[index + 1] {
                    case "n": "\n"
                    case "t": "\t"
                    case let other: other
                    }
                    index += 2
                } else {
                    scalar = literal[index]
                    index += 1
                }
            }
            spelled.append((scalar, literal[start..<index]))
        }
        self.spelled = spelled
    }

    /// `text` as a literal spelled like this one where it holds the same scalars: the longest run
    /// at the start and the longest at the end that are the same keep this literal's spelling,
    /// and only what lies between is spelled anew, by `spell` (which escapes it for the file).
    func respelled<Failure: Error>(
        _ text: String, spell: (String) throws(Failure) -> String
    ) throws(Failure) -> [Unicode.Scalar] {
        let new = Array(text.unicodeScalars)
        var prefix = 0
        while prefix < min(new.count, spelled.count), new[prefix] == spelled[prefix].scalar { prefix += 1 }
        var suffix = 0
        while suffix < min(new.count, spelled.count) - prefix,
            new[new.count - 1 - suffix] == spelled[spelled.count - 1 - suffix].scalar
        {
            suffix += 1
        }
        let changed = String(String.UnicodeScalarView(new[prefix..<(new.count - suffix)]))
        var literal: [Unicode.Scalar] = ["\""]
        for kept in spelled[..<prefix] { literal += kept.spelling }
        literal += try spell(changed).unicodeScalars
        for kept in spelled[(spelled.count - suffix)...] { literal += kept.spelling }
        return literal + ["\""]
    }

    /// The scalar a JSON string spells at `index`, and where the next one starts, as
    /// `JSONParser` reads it (a surrogate pair is one scalar; a lone surrogate is U+FFFD).
    private static func jsonScalar(
        in literal: [Unicode.Scalar], at index: Int, end: Int
    ) -> (Unicode.Scalar, next: Int) {
        guard literal[index] == "\\", index + 1 < end else { return (literal[index], index + 1) }
        switch literal[index + 1] {
        case "b": return ("\u{08}", index + 2)
        case "f": return ("\u{0C}", index + 2)
        case "n": return ("\n", index + 2)
        case "r": return ("\r", index + 2)
        case "t": return ("\t", index + 2)
        case "u":
            guard let high = hex4(in: literal, at: index + 2, end: end) else { return (literal[index + 1], index + 2) }
            if (0xD800...0xDBFF).contains(high), index + 12 <= end, literal[index + 6] == "\\", literal[index + 7] == "u",
                let low = hex4(in: literal, at: index + 8, end: end), (0xDC00...0xDFFF).contains(low)
            {
                return (Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!, index + 12)
            }
            return (Unicode.Scalar(high) ?? "\u{FFFD}", index + 6)
        case let other: return (other, index + 2)
        }
    }

    private static func hex4(in literal: [Unicode.Scalar], at index: Int, end: Int) -> UInt32? {
        guard index + 4 <= end else { return nil }
        var code: UInt32 = 0
        for scalar in literal[index..<(index + 4)] {
            guard scalar.properties.isASCIIHexDigit, let digit = UInt32(String(scalar), radix: 16) else { return nil }
            code = code * 16 + digit
        }
        return code
    }
}
