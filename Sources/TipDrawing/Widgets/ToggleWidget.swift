/// A mock switch: `[x] Label` when on, `[ ] Label` when off; reversed when focused.
public struct ToggleWidget: Widget {
    public var id: String
    public var label: String
    public var isOn: Bool
    public var isFocused: Bool
    public var glyphs: GlyphSet

    public init(id: String, label: String, isOn: Bool, isFocused: Bool = false, glyphs: GlyphSet = .unicode) {
        self.id = id
        self.label = label
        self.isOn = isOn
        self.isFocused = isFocused
        self.glyphs = glyphs
    }

    private var text: String {
        (isOn ? "[x] " : "[ ] ") + PreparedText(label, glyphs: glyphs, keepsNewlines: false).text
    }

    public func size(forWidth width: Int) -> Size {
        Size(width: min(width, text.terminalWidth), height: 1)
    }

    @discardableResult
    public func render(in rect: Rect, into buffer: inout CellBuffer) -> [HitRegion] {
        guard !rect.isEmpty else { return [] }
        let shown = Rect(origin: rect.origin, size: size(forWidth: rect.width))
        let fitted = TextWrapper.truncate(text, width: shown.width, ellipsis: glyphs.ellipsis)
        buffer.write(fitted, at: shown.origin, style: isFocused ? .reversed : .plain, clip: shown)
        return [HitRegion(rect: shown, element: .control(id: id))]
    }
}
