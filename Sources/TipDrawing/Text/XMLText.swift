/// Text escaped for XML 1.0, so that a parser gives back exactly the characters written: `&`,
/// `<` and `>` always, quotes in attribute values, and the whitespace a parser would otherwise
/// normalise (a carriage return everywhere; a line feed and a tab in attributes) as character
/// references. Here in the drawing kit's text tools because both the XLIFF export and the JUnit
/// report (`check --junit`) write XML, and this is the one module both import.
public enum XMLText {
    /// What becomes of a character XML 1.0 cannot carry at all (`firstUnrepresentable`).
    public enum Unrepresentable: Sendable {
        /// Written as it is: for a writer that refuses such text first, naming the character
        /// where the person can fix it (XLIFF export).
        case kept
        /// Written as Swift spells it (`\u{1B}`): for a report of copy that may hold escape
        /// sequences as data, which must still parse (JUnit).
        case named
    }

    /// Characters XML 1.0 cannot carry at all, not even as a reference: control characters
    /// other than tab, line feed and carriage return, and U+FFFE and U+FFFF.
    public static func firstUnrepresentable(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isUnrepresentable)
    }

    /// `text` as element content.
    public static func content(_ text: String, unrepresentable: Unrepresentable = .kept) -> String {
        escaped(text, inAttribute: false, unrepresentable: unrepresentable)
    }

    /// `text` as a double-quoted attribute value.
    public static func attribute(_ text: String, unrepresentable: Unrepresentable = .kept) -> String {
        escaped(text, inAttribute: true, unrepresentable: unrepresentable)
    }

    private static func isUnrepresentable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// An attribute also escapes the quote that ends it, and the line feed and tab a parser
    /// would turn into spaces there.
    private static func escaped(_ text: String, inAttribute: Bool, unrepresentable: Unrepresentable) -> String {
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
            case _ where unrepresentable == .named && isUnrepresentable(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
