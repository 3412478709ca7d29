/// A one-row bar of items: a toolbar (items packed from the leading side) or a tab bar (items
/// share the width equally, titles centred). The selected item is bold and underlined, the
/// focused one reversed; each item is its own click target.
public struct ItemBarWidget: Widget {
    public enum Kind: Hashable, Sendable {
        case toolbar
        case tabBar
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var title: String

        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    public var kind: Kind
    public var items: [Item]
    public var selectedItemID: String?
    public var focusedItemID: String?
    public var glyphs: GlyphSet

    public init(
        kind: Kind, items: [Item], selectedItemID: String? = nil, focusedItemID: String? = nil,
        glyphs: GlyphSet = .unicode
    ) {
        self.kind = kind
        self.items = items
        self.selectedItemID = selectedItemID
        self.focusedItemID = focusedItemID
        self.glyphs = glyphs
    }

    public func size(forWidth width: Int) -> Size {
        Size(width: width, height: 1)
    }

    @discardableResult
    public func render(in rect: Rect, into buffer: inout CellBuffer) -> [HitRegion] {
        guard !rect.isEmpty, !items.isEmpty else { return [] }
        let line = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        buffer.fill(line)
        var regions: [HitRegion] = []
        var x = line.x
        for (index, item) in items.enumerated() {
            let title = PreparedText(item.title, glyphs: glyphs, keepsNewlines: false).text
            let slot: Rect
            switch kind {
            case .toolbar:
                let width = min(title.terminalWidth + 2, line.maxX - x)
                slot = Rect(x: x, y: line.y, width: width, height: 1)
                x = slot.maxX + 1
            case .tabBar:
                let start = line.x + line.width * index / items.count
                let end = line.x + line.width * (index + 1) / items.count
                slot = Rect(x: start, y: line.y, width: end - start, height: 1)
            }
            guard slot.width > 0 else { break }
            let label = TextWrapper.truncate(title, width: max(0, slot.width - 2), ellipsis: glyphs.ellipsis)
            let labelX = slot.x + (slot.width - label.terminalWidth) / 2
            var style = CellStyle.plain
            if item.id == selectedItemID {
                style.isBold = true
                style.isUnderlined = true
            }
            buffer.write(label, at: Point(x: labelX, y: line.y), style: style, clip: slot)
            if item.id == focusedItemID {
                buffer.updateStyle(in: slot) { $0.isReversed = true }
            }
            regions.append(HitRegion(rect: slot, element: .control(id: item.id)))
        }
        return regions
    }
}
