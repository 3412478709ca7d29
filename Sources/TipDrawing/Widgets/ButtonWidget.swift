/// A mock push button: `[ Label ]`, reversed when it has keyboard focus.
public struct ButtonWidget: Widget {
    public var id: String
    public var label: String
    public var isFocused: Bool
    public var glyphs: GlyphSet

    public init(id: String, label: String, isFocused: Bool = false, glyphs: GlyphSet = .unicode) {
        self.id = id
        self.label = label
        self.isFocused = isFocused
        self.glyphs = glyphs
    }

    private var preparedLabel: String {
        PreparedText(label, glyphs: glyphs, keepsNewlines: false).text
    }

    private var text: String { "[ " + preparedLabel + " ]" }

    public func size(forWidth width: Int) -> Size {
        Size(width: min(width, text.terminalWidth), height: 1)
    }

    @discardableResult
    public func render(in rect: Rect, into buffer: inout CellBuffer) -> [HitRegion] {
        guard !rect.isEmpty else { return [] }
        let shown = Rect(origin: rect.origin, size: size(forWidth: rect.width))
        // Cut the label, not the brackets, so a narrow button still looks like a button.
        let fitted = shown.width >= text.terminalWidth || shown.width < 5
            ? TextWrapper.truncate(text, width: shown.width, ellipsis: glyphs.ellipsis)
            : "[ " + TextWrapper.truncate(preparedLabel, width: shown.width - 4, ellipsis: glyphs.ellipsis) + " ]"
        buffer.write(fitted, at: shown.origin, style: isFocused ? .reversed : .plain, clip: shown)
        return [HitRegion(rect: shown, element: .control(id: id))]
    }
}
