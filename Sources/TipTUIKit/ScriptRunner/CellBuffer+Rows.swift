import TipDrawing

extension CellBuffer {
    /// Each row as plain text, a wide glyph written once: what `expect screen contains` searches
    /// and what recordings draw.
    public var rowTexts: [String] {
        (0..<size.height).map { y in
            var line = ""
            for cell in row(y) {
                if let character = cell.character { line.append(character) }
            }
            return line
        }
    }

    /// The rows framed by `|` (so trailing spaces show), without the style list of `textView`:
    /// the text screenshot printed under a failing check and shown in QA reports.
    public var screenshot: String {
        rowTexts.map { "|\($0)|" }.joined(separator: "\n") + "\n"
    }
}
