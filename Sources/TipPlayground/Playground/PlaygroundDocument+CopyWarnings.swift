import TipDrawing
extension PlaygroundDocument {
    /// Copy that will not look as written: emoji sequences that ncurses and terminals disagree on
    /// are drawn reduced (design §4), so `tiptui lint` tells the copy author, at the tip.
    public var copyWarnings: [SourceDiagnostic] {
        tips.flatMap { tip in
            let copies = [("title", tip.title), ("message", tip.message ?? "")]
                + tip.actions.map { ("action '\($0.id)'", $0.title) }
                + tip.localized.sorted { $0.key < $1.key }.flatMap { locale, copy in
                    [("\(locale) title", copy.title ?? ""), ("\(locale) message", copy.message ?? "")]
                        + copy.actionTitles.sorted { $0.key < $1.key }.map { ("\(locale) action '\($0.key)'", $0.value) }
                }
            return copies.flatMap { part, text in
                EmojiNormalizer.normalize(text).warnings.map {
                    SourceDiagnostic(
                        file: fileName, line: tip.position.line, column: tip.position.column,
                        message: "tip '\(tip.id)' \(part): \($0)", severity: .warning)
                }
            }
        }
    }
}
