/// Pasted text made fit for a one-line place to type (the `:` line, a copy piece, a text field):
/// its lines are joined with one space each (`joiningLines`) and tabs become spaces; escape
/// sequences copied along with the text (a terminal hyperlink's `ESC ] 8 ;; url ESC \`, colours)
/// are left out whole, keeping the text they wrapped; other control characters are left out,
/// since they would reach the terminal as commands once drawn or written to a file.
public struct PastedText: Equatable, Sendable {
    /// The text to type.
    public let line: String
    /// What was left out: control characters as `U+3`, and `escape sequences`, once each in the
    /// order met.
    public let leftOut: [String]

    public init(_ pasted: String) {
        var line = ""
        var leftOut: [String] = []
        func leave(_ what: String) { if !leftOut.contains(what) { leftOut.append(what) } }
        // The terminal's own input language finds where each sequence ends.
        var decoder = TerminalInputDecoder()
        let text = Self.joiningLines(pasted)
        for event in decoder.feed(text.unicodeScalars) + decoder.flush() {
            switch event {
            case .key(.character(let character)): line.append(character)
            case .key(.enter), .key(.tab): line.append(" ")
            case .key(.control(let letter)):
                leave("U+" + String(letter.asciiValue.map { $0 - 0x60 } ?? 0, radix: 16, uppercase: true))
            case .key(.backspace): leave("U+7F")
            case .key(.escape): leave("U+1B")
            case .paste(let inner): line += PastedText(inner).line
            default: leave("escape sequences")
            }
        }
        let sequences = text.unicodeScalars.contains("\u{1B}") && !leftOut.contains("U+1B")
        if sequences { leave("escape sequences") }
        self.line = line
        self.leftOut = leftOut
    }

    /// `text` with its lines joined as flowing text (DECISIONS.md, "A pasted line break is a
    /// space"): each run of line breaks (any of Unicode's: CR, LF, U+2028...), with the spaces
    /// and tabs around it, becomes one space,
    /// and breaks at either end go. A run, not each break, because the terminal spells a pasted
    /// line break its own way: tmux and xterm send LF as CR and the tty turns CR into LF, so
    /// one CRLF arrives as two breaks.
    static func joiningLines(_ text: String) -> String {
        var joined = String.UnicodeScalarView()
        var blanks = String.UnicodeScalarView()
        var inBreak = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                inBreak = true
                blanks.removeAll()
            case " ", "\t":
                // After a break, blanks are the next line's indentation.
                if !inBreak { blanks.append(scalar) }
            default:
                if inBreak, !joined.isEmpty { joined.append(" ") }
                joined.append(contentsOf: blanks)
                blanks.removeAll()
                inBreak = false
                joined.append(scalar)
            }
        }
        if !inBreak { joined.append(contentsOf: blanks) }
        return String(joined)
    }
}
