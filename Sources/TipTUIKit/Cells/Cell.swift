/// One screen cell: the head of a glyph, or the continuation of a wide glyph that started in a
/// cell to its left. Keeping continuations explicit means a column index is always a screen
/// column, and overwriting half of a wide glyph can be detected and repaired.
public struct Cell: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// A grapheme cluster and the columns it takes (its own cell plus `width - 1`
        /// continuation cells).
        case glyph(Character, width: Int)
        /// Covered by the wide glyph to the left.
        case continuation
    }

    public var content: Content
    public var style: CellStyle

    public init(_ content: Content, style: CellStyle = .plain) {
        self.content = content
        self.style = style
    }

    /// A space in the given style.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(.glyph(" ", width: 1), style: style)
    }

    public var isContinuation: Bool { content == .continuation }

    /// The glyph's columns, 0 for a continuation.
    public var width: Int {
        if case .glyph(_, let width) = content { return width }
        return 0
    }

    /// The glyph, or nil for a continuation.
    public var character: Character? {
        if case .glyph(let character, _) = content { return character }
        return nil
    }
}
