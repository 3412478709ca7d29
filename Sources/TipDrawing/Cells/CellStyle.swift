/// One of the eight ANSI colours every colour terminal has.
public enum TerminalColor: String, CaseIterable, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn. Colours are optional (`nil` = the terminal's default) because the
/// playground must stay readable in monochrome: meaning is carried by attributes and glyphs,
/// colour only adds to it.
public struct CellStyle: Hashable, Sendable, CustomStringConvertible {
    public var isBold: Bool
    public var isDim: Bool
    public var isReversed: Bool
    public var isUnderlined: Bool
    /// Italic copy (Markdown `*…*`); a terminal without italics draws it upright.
    public var isItalic: Bool
    /// Struck-through copy (Markdown `~~…~~`): SVG strikes it; curses has no such attribute, so
    /// the terminal draws it dim.
    public var isStruckThrough: Bool
    public var foreground: TerminalColor?
    public var background: TerminalColor?

    public init(
        isBold: Bool = false, isDim: Bool = false, isReversed: Bool = false,
        isUnderlined: Bool = false, isItalic: Bool = false, isStruckThrough: Bool = false,
        foreground: TerminalColor? = nil, background: TerminalColor? = nil
    ) {
        self.isBold = isBold
        self.isDim = isDim
        self.isReversed = isReversed
        self.isUnderlined = isUnderlined
        self.isItalic = isItalic
        self.isStruckThrough = isStruckThrough
        self.foreground = foreground
        self.background = background
    }

    /// Default colours, no attributes.
    public static let plain = CellStyle()
    public static let bold = CellStyle(isBold: true)
    public static let dim = CellStyle(isDim: true)
    public static let reversed = CellStyle(isReversed: true)

    /// The style a monochrome terminal (or `NO_COLOR`) draws: colours dropped, attributes kept.
    /// Backends apply it; widgets never depend on colour alone.
    public var monochrome: CellStyle {
        var style = self
        style.foreground = nil
        style.background = nil
        return style
    }

    /// Words for the golden format, e.g. `bold reverse fg=blue`; `plain` when nothing is set.
    public var description: String {
        var words: [String] = []
        if isBold { words.append("bold") }
        if isDim { words.append("dim") }
        if isReversed { words.append("reverse") }
        if isUnderlined { words.append("underline") }
        if isItalic { words.append("italic") }
        if isStruckThrough { words.append("strike") }
        if let foreground { words.append("fg=\(foreground.rawValue)") }
        if let background { words.append("bg=\(background.rawValue)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
