/// One screen cell: the head of a glyph, or the continuation of a wide glyph that started in a
/// cell to its left. Keeping continuations explicit means a column index is always a screen
/// column, and overwriting half of a wide glyph can be detected and repaired.
///
/// A cell is plain data (see `InlineGrapheme`): comparing two is comparing a few words, which
/// is what diffing whole frames does twelve thousand times.
public struct Cell: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// A grapheme cluster and the columns it takes (its own cell plus `width - 1`
        /// continuation cells).
        case glyph(Character, width: Int)
        /// Covered by the wide glyph to the left.
        case continuation
    }

    private var grapheme: InlineGrapheme
    /// The glyph's columns; 0 marks a continuation.
    private var columns: UInt8
    public var style: CellStyle

    public init(_ content: Content, style: CellStyle = .plain) {
        switch content {
        case .glyph(let character, let width):
            grapheme = InlineGrapheme(character)
            columns = UInt8(clamping: max(1, width))
        case .continuation:
            grapheme = InlineGrapheme(" ")
            columns = 0
        }
        self.style = style
    }

    /// The head cell of a glyph, as wide as the terminal draws it (at least one column).
    public init(glyph: Character, style: CellStyle = .plain) {
        self.init(.glyph(glyph, width: max(1, glyph.terminalWidth)), style: style)
    }

    /// The head cell of a printable ASCII character (one column), from its UTF-8 byte.
    init(printableASCII byte: UInt8, style: CellStyle = .plain) {
        grapheme = InlineGrapheme(printableASCII: byte)
        columns = 1
        self.style = style
    }

    /// A space in the given style.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(.glyph(" ", width: 1), style: style)
    }

    public var content: Content {
        isContinuation ? .continuation : .glyph(grapheme.character, width: Int(columns))
    }

    public var isContinuation: Bool { columns == 0 }

    /// The glyph's columns, 0 for a continuation.
    public var width: Int { Int(columns) }

    /// Appends the glyph's UTF-8 bytes (nothing for a continuation).
    func appendUTF8(to bytes: inout [UInt8]) {
        if !isContinuation { grapheme.appendUTF8(to: &bytes) }
    }

    /// The glyph's only byte when it is one ASCII character, else nil (a continuation too).
    var asciiByte: UInt8? { isContinuation ? nil : grapheme.asciiByte }

    /// The first two UTF-8 bytes of the glyph (see `InlineGrapheme.leadingBytes`).
    var leadingBytes: (UInt8, UInt8) { grapheme.leadingBytes }

    /// Whether the glyph is more than one scalar (a letter and its marks, a flag, an emoji
    /// sequence); false for a continuation.
    var isSeveralScalars: Bool { !isContinuation && !grapheme.isOneScalar }

    /// The glyph, or nil for a continuation.
    public var character: Character? {
        isContinuation ? nil : grapheme.character
    }
}
