/// A mock text field: `Label [text______]`, the field filling the rest of the rect. An empty
/// field shows its placeholder dimmed; a focused field is reversed.
public struct TextFieldWidget: Widget {
    public var id: String
    public var label: String?
    public var text: String
    public var placeholder: String
    public var isFocused: Bool
    public var glyphs: GlyphSet

    /// Columns a field asks for inside its brackets when it has room.
    public static let preferredFieldWidth = 20

    public init(
        id: String, label: String? = nil, text: String = "", placeholder: String = "",
        isFocused: Bool = false, glyphs: GlyphSet = .unicode
    ) {
        self.id = id
        self.label = label
        self.text = text
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.glyphs = glyphs
    }

    private var labelText: String {
        label.map { PreparedText($0, glyphs: glyphs, keepsNewlines: false).text + " " } ?? ""
    }

    public func size(forWidth width: Int) -> Size {
        let wanted = labelText.terminalWidth + 2 + max(Self.preferredFieldWidth, single(text).terminalWidth)
        return Size(width: min(width, wanted), height: 1)
    }

    @discardableResult
    public func render(in rect: Rect, into buffer: inout CellBuffer) -> [HitRegion] {
        guard !rect.isEmpty else { return [] }
        let line = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        buffer.fill(line)
        let fieldX = buffer.write(labelText, at: line.origin, clip: line)
        let field = Rect(x: fieldX, y: line.y, width: line.maxX - fieldX, height: 1)
        guard field.width >= 2 else { return [HitRegion(rect: line, element: .control(id: id))] }
        let inside = field.inset(leading: 1, trailing: 1)
        buffer.write("[", at: field.origin, clip: field)
        buffer.write("]", at: Point(x: field.maxX - 1, y: field.y), clip: field)
        let value = single(text)
        let shown = value.isEmpty ? single(placeholder) : value
        buffer.write(
            TextWrapper.truncate(shown, width: inside.width, ellipsis: glyphs.ellipsis),
            at: inside.origin, style: value.isEmpty ? .dim : .plain, clip: inside)
        if isFocused {
            buffer.updateStyle(in: inside) { $0.isReversed = true }
        }
        return [HitRegion(rect: line, element: .control(id: id))]
    }

    private func single(_ raw: String) -> String {
        PreparedText(raw, glyphs: glyphs, keepsNewlines: false).text
    }
}
