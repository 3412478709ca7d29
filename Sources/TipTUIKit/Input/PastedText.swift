/// Pasted text made fit for a one-line place to type (the `:` line, a copy piece, a text field),
/// as a browser's single-line input takes a paste: line breaks and tabs become spaces; escape
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
        let text = pasted.replacingOccurrences(of: "\r\n", with: "\n")
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
}
