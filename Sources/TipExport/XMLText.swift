/// Text escaped for XML 1.0, so that a parser gives back exactly the characters written: `&`,
/// `<` and `>` always, quotes in attribute values, and the whitespace a parser would otherwise
/// normalise (a carriage return everywhere; a line feed and a tab in attributes) as character
/// references.
enum XMLText {
    /// Characters XML 1.0 cannot carry at all, not even as a reference: control characters
    /// other than tab, line feed and carriage return, and U+FFFE and U+FFFF.
    static func firstUnrepresentable(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }

    /// `text` as element content.
    static func content(_ text: String) -> String { escaped(text, inAttribute: false) }

    /// `text` as a double-quoted attribute value.
    static func attribute(_ text: String) -> String { escaped(text, inAttribute: true) }

    /// An attribute also escapes the quote that ends it, and the line feed and tab a parser
    /// would turn into spaces there.
    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
