extension Text {
    /// One piece of a `Text`: a string or an inline image, with the style applied to it.
    public struct Run: Equatable, Hashable, Sendable {
        public enum Content: Equatable, Hashable, Sendable {
            case string(String)
            case image(Image)
        }

        public var content: Content
        public var style: Style

        public init(_ string: String, style: Style = Style()) {
            content = .string(string)
            self.style = style
        }

        public init(image: Image, style: Style = Style()) {
            content = .image(image)
            self.style = style
        }

        /// Joins neighbouring strings of the same style and drops empty ones, so equal copy has
        /// equal runs however it was put together.
        static func merged(_ runs: [Run]) -> [Run] {
            var merged: [Run] = []
            for run in runs {
                if case .string(let string) = run.content {
                    if string.isEmpty { continue }
                    if let last = merged.last, last.style == run.style, case .string(let previous) = last.content {
                        merged[merged.count - 1].content = .string(previous + string)
                        continue
                    }
                }
                merged.append(run)
            }
            return merged
        }
    }

    /// What the modifiers said about a run. `nil` means "not set here": an outer modifier applies
    /// only where an inner one did not, as in SwiftUI, where
    /// `(Text("a").foregroundStyle(.red) + Text("b")).foregroundStyle(.blue)` is a red "a", blue "b".
    public struct Style: Equatable, Hashable, Sendable {
        public var bold: Bool?
        public var italic: Bool?
        public var underline: Bool?
        public var strikethrough: Bool?
        public var monospaced: Bool?
        public var font: Font?
        public var weight: Font.Weight?
        public var design: Font.Design?
        /// The one colour a renderer draws: the style's own colour, a gradient's mean colour.
        public var color: Color?
        /// The `foregroundStyle` as written (a gradient, a hierarchical level), when one was set.
        public var foregroundStyle: ShapeStyleValue?

        public init() {}

        /// The terminal colour to draw the run in, nearest to `color`; nil for the terminal's own
        /// foreground.
        public var terminalColor: TerminalColor? { color?.nearestTerminalColor }

        /// Whether a renderer dims the run: a hierarchical style below the primary, as
        /// `.secondary` is drawn (or `Color.secondary` and the like).
        public var isDimmed: Bool {
            if case .hierarchical(let style)? = foregroundStyle { return style.level > 0 }
            if case .system(let name)? = color?.value { return ["secondary", "tertiary", "quaternary", "quinary"].contains(name) }
            return false
        }

        /// The weight a renderer should draw: `.bold()` wins, then `.fontWeight`, then the font's.
        public var resolvedWeight: Font.Weight {
            if bold == true { return .bold }
            return weight ?? font?.resolvedWeight ?? .regular
        }

        /// Whether the run is drawn bold: semibold or heavier (SwiftUI's `.headline` is).
        public var isBold: Bool { resolvedWeight >= .semibold }

        public var isItalic: Bool { italic ?? font?.isItalic ?? false }

        public var isUnderlined: Bool { underline ?? false }

        public var isStrikethrough: Bool { strikethrough ?? false }

        public var isMonospaced: Bool { monospaced ?? ((design ?? font?.design) == .monospaced) }

        /// The font size in points: the font's, or 17 (SwiftUI's body size) when none was set.
        public var pointSize: Double { font?.pointSize ?? Font.body.pointSize }

        /// This style with every attribute it does not set taken from `outer`.
        func filled(from outer: Style) -> Style {
            var style = self
            style.bold = bold ?? outer.bold
            style.italic = italic ?? outer.italic
            style.underline = underline ?? outer.underline
            style.strikethrough = strikethrough ?? outer.strikethrough
            style.monospaced = monospaced ?? outer.monospaced
            style.font = font ?? outer.font
            style.weight = weight ?? outer.weight
            style.design = design ?? outer.design
            if color == nil, foregroundStyle == nil {
                style.color = outer.color
                style.foregroundStyle = outer.foregroundStyle
            }
            return style
        }
    }
}
