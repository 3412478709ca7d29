/// Turning a screen of plain text lines into terminal output for a recording.
extension AsciicastWriter {
    /// An ANSI string that clears the terminal and draws `lines` from the top-left corner.
    ///
    /// Each line is placed with an absolute cursor move rather than a line feed, so a line that
    /// fills the last column never scrolls the screen and a glyph whose width a player measures
    /// differently cannot shift the lines below it. Trailing spaces are dropped (the screen was
    /// just cleared). Control characters in the text are shown as visible symbols (`ESC` as `␛`)
    /// so that text from a playground can never drive the viewer's terminal.
    public static func screenDrawing(_ lines: [String]) -> String {
        var output = "\u{1B}[0m\u{1B}[2J\u{1B}[H"
        for (row, line) in lines.enumerated() {
            let visible = inert(line)
            let trimmed = visible.prefix(visible.count - visible.reversed().prefix(while: { $0 == " " }).count)
            guard !trimmed.isEmpty else { continue }
            output += "\u{1B}[\(row + 1);1H" + trimmed
        }
        return output
    }

    /// Replaces C0 controls with their Control Pictures (U+2400...), DEL with `␡` and C1 controls
    /// with `�`: each stays one column wide.
    static func inert(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value)!
            case 0x7F: "\u{2421}"
            case 0x80..<0xA0: "\u{FFFD}"
            default: scalar
            }
        })
        return result
    }
}
