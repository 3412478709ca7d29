/// Tip copy ready to lay out: its Markdown taken out (`InlineMarkdown`), each run prepared for
/// the screen (`PreparedText`), and the emphasis of every remaining character, so wrapping
/// measures only what is drawn and drawing knows how to draw each character.
struct StyledCopy: Hashable, Sendable {
    /// The text to wrap: no Markdown markers.
    let text: String
    /// One emphasis per character of `text`; empty when nothing is marked.
    let emphasis: [InlineMarkdown.Emphasis]

    init(_ raw: String, glyphs: GlyphSet) {
        let markdown = InlineMarkdown(raw)
        let runs = markdown.runs
        guard runs.contains(where: { !$0.emphasis.isEmpty }) else {
            text = PreparedText(markdown.plainText, glyphs: glyphs).text
            emphasis = []
            return
        }
        var text = ""
        var emphasis: [InlineMarkdown.Emphasis] = []
        for run in runs {
            let prepared = PreparedText(run.text, glyphs: glyphs).text
            text += prepared
            emphasis += Array(repeating: run.emphasis, count: prepared.count)
        }
        self.text = text
        // A run that starts with a combining mark joins the character before it: the runs' counts
        // no longer add up, and the copy is drawn without emphasis rather than misplaced.
        self.emphasis = emphasis.count == text.count ? emphasis : []
    }

    /// The emphasis of each character of each wrapped line. Wrapping keeps the characters in
    /// order and only drops spaces where it breaks a line, so each line's characters are found
    /// in `text` from where the previous line ended. Empty when nothing is marked.
    func emphasis(ofLines lines: [String]) -> [[InlineMarkdown.Emphasis]] {
        guard !emphasis.isEmpty else { return [] }
        let characters = Array(text)
        var position = 0
        return lines.map { line in
            line.map { character in
                while position < characters.count, characters[position] != character,
                      characters[position] == " " || characters[position] == "\n" {
                    position += 1
                }
                guard position < characters.count, characters[position] == character else { return [] }
                position += 1
                return emphasis[position - 1]
            }
        }
    }
}
