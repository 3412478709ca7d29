/// JSON text written by the project: playground files, String Catalogs, asciicasts.
public enum JSONText {
    /// A JSON string literal of `text`: the quote, the backslash and control characters are
    /// escaped (ESC becomes `\u001b`, so no escape sequence reaches a terminal that shows the
    /// file); everything else stays as UTF-8, which JSON allows.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
