/// Makes text quoted in a one-line diagnostic unable to change how it reads.
///
/// Diagnostics are read by people, editors and CI (`file:line:column: error: ...`, one per line).
/// They quote what a file contains (a JSON key, a script id, rule text), so a raw newline in a
/// key could start a forged `other.json:1:1: error:` line, and an escape sequence would be
/// obeyed by the terminal. Every control character therefore appears as a Swift-style escape
/// (`\n`, `\u{1B}`), as do line separators and the bidirectional controls that can reorder what
/// a reader sees.
public enum DiagnosticText {
    /// `text` with control characters, line separators and bidirectional controls escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                output += scalar.escaped(asASCII: true)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}
