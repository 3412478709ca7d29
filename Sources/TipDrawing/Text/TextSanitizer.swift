/// Makes control characters in user text visible and harmless. Tip copy, labels and file names
/// come from playground files; an `ESC` in them would otherwise reach the terminal and be
/// obeyed. Every control becomes printable text that shows what was there.
public enum TextSanitizer {
    /// How a control character is shown.
    public enum Notation: Sendable {
        /// Unicode control pictures: `␛`, `␀`, `␡`.
        case controlPictures
        /// Caret notation, for terminals without Unicode: `^[`, `^@`, `^?`.
        case caret
    }

    /// `text` with every control character replaced by a visible stand-in.
    ///
    /// - `\n` stays a line break when `keepsNewlines` (a `\r\n` pair becomes `\n`); otherwise it is
    ///   shown like any other control.
    /// - `\t` becomes one space: it is whitespace the author meant, not a hidden command.
    /// - C1 controls (U+0080–U+009F) are the 8-bit forms of `ESC` + a letter and are shown that
    ///   way (`␛[` for CSI), so the reader sees what a terminal would have done.
    /// - Any other scalar ncurses cannot print (unassigned, line separator) becomes `�` or `?`.
    public static func sanitize(
        _ text: String, notation: Notation, keepsNewlines: Bool = true
    ) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            switch value {
            case 0x0A where keepsNewlines:
                output.append(scalar)
            case 0x0D where keepsNewlines && index + 1 < scalars.count && scalars[index + 1] == "\n":
                continue
            case 0x09:
                output.append(" ")
            case 0x00...0x1F, 0x7F:
                output.append(contentsOf: stand(inFor: value, notation: notation).unicodeScalars)
            case 0x80...0x9F:
                output.append(contentsOf: stand(inFor: 0x1B, notation: notation).unicodeScalars)
                output.append(Unicode.Scalar(UInt8(value - 0x40)))
            default:
                if scalar.terminalWidth < 0 {
                    output.append(notation == .caret ? "?" : "\u{FFFD}")
                } else {
                    output.append(scalar)
                }
            }
        }
        return String(output)
    }

    /// The visible form of a C0 control or DEL.
    private static func stand(inFor value: UInt32, notation: Notation) -> String {
        switch notation {
        case .controlPictures:
            let picture = value == 0x7F ? 0x2421 : 0x2400 + value
            return String(Unicode.Scalar(picture)!)
        case .caret:
            return value == 0x7F ? "^?" : "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
        }
    }
}
