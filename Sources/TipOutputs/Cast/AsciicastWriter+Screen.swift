import Foundation
import TipDrawing

/// A screen of cells as terminal output for a recording, with the colours and attributes it was
/// drawn with (SGR), so a recording shows the bold title, the reversed focus, the blue buttons
/// and the Markdown in copy as the terminal did.
extension AsciicastWriter {
    /// An ANSI string that clears the terminal and draws `buffer` from the top-left corner, each
    /// run of one style after the SGR sequence for it. Each run is placed with an absolute cursor
    /// move rather than a line feed, so a row that fills the last column never scrolls the screen
    /// and a glyph whose width a player measures differently cannot shift what follows. Blank runs
    /// in the default style are skipped (the screen was just cleared). Control characters in the
    /// text are shown as visible symbols (`ESC` as `␛`), so text from a playground can never drive
    /// the viewer's terminal.
    public static func screenDrawing(_ buffer: CellBuffer) -> String {
        var output = "\u{1B}[0m\u{1B}[2J\u{1B}[H"
        for y in 0..<buffer.size.height {
            var cursorAt: Int?
            for run in buffer.styledRuns(row: y) {
                var text = run.text
                // Spaces after default-styled text are what the cleared screen shows already.
                if run.style == .plain { while text.last == " " { text.removeLast() } }
                guard !text.isEmpty else { continue }
                if cursorAt != run.x { output += "\u{1B}[\(y + 1);\(run.x + 1)H" }
                output += sgr(run.style) + inert(text)
                cursorAt = run.x + text.terminalWidth
            }
        }
        return output + "\u{1B}[0m"
    }

    /// The SGR sequence that sets exactly `style`: a reset, then its attributes and colours.
    static func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isItalic { codes.append("3") }
        if style.isUnderlined { codes.append("4") }
        if style.isReversed { codes.append("7") }
        if style.isStruckThrough { codes.append("9") }
        let colours = TerminalColor.allCases
        if let foreground = style.foreground, let index = colours.firstIndex(of: foreground) { codes.append(String(30 + index)) }
        if let background = style.background, let index = colours.firstIndex(of: background) { codes.append(String(40 + index)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
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

    /// Records a screen of cells, in its colours and attributes, at `time`.
    public mutating func frame(_ buffer: CellBuffer, at time: TimeInterval) {
        output(Self.screenDrawing(buffer), at: time)
    }
}
