
/// User text made safe and measurable for the screen: controls made visible, disputed emoji
/// reduced, and clusters that take no column dropped (a cell must hold something that advances
/// the cursor, or columns drift). Every widget draws prepared text only.
public struct PreparedText: Hashable, Sendable {
    /// The text to lay out; every character but `\n` takes at least one column.
    public let text: String
    /// The emoji sequences that were reduced, for copy authors.
    public let warnings: [TextWarning]

    /// - Parameters:
    ///   - raw: text as the author wrote it.
    ///   - notation: how control characters are shown (caret notation in ASCII mode).
    ///   - keepsNewlines: whether `\n` stays a line break (copy) or is shown as a control (labels).
    public init(_ raw: String, notation: TextSanitizer.Notation, keepsNewlines: Bool = true) {
        // Most copy is printable ASCII, which every step below leaves as it is: skip them.
        if raw.utf8.allSatisfy({ (0x20..<0x7F).contains($0) || ($0 == 0x0A && keepsNewlines) }) {
            self.text = raw
            self.warnings = []
            return
        }
        let sanitized = TextSanitizer.sanitize(raw, notation: notation, keepsNewlines: keepsNewlines)
        let (normalized, warnings) = EmojiNormalizer.normalize(sanitized)
        self.text = String(normalized.filter { $0 == "\n" || $0.terminalWidth > 0 })
        self.warnings = warnings
    }

    /// Prepared with the notation that suits `glyphs` (caret notation for the ASCII set).
    public init(_ raw: String, glyphs: GlyphSet, keepsNewlines: Bool = true) {
        self.init(raw, notation: glyphs.isASCII ? .caret : .controlPictures, keepsNewlines: keepsNewlines)
    }
}
