/// A mock list: one row per line, a title on the leading side and an optional detail on the
/// trailing side. The focused row is reversed; each row is its own click target.
public struct ListWidget: Widget {
    public struct Row: Hashable, Sendable {
        public var id: String
        public var title: String
        public var detail: String?

        public init(id: String, title: String, detail: String? = nil) {
            self.id = id
            self.title = title
            self.detail = detail
        }
    }

    public var rows: [Row]
    public var focusedRowID: String?
    public var glyphs: GlyphSet

    public init(rows: [Row], focusedRowID: String? = nil, glyphs: GlyphSet = .unicode) {
        self.rows = rows
        self.focusedRowID = focusedRowID
        self.glyphs = glyphs
    }

    public func size(forWidth width: Int) -> Size {
        let widest = rows.map { row in
            2 + single(row.title).terminalWidth + (row.detail.map { 2 + single($0).terminalWidth } ?? 0)
        }.max() ?? 0
        return Size(width: min(width, widest), height: rows.count)
    }

    @discardableResult
    public func render(in rect: Rect, into buffer: inout CellBuffer) -> [HitRegion] {
        var regions: [HitRegion] = []
        for (index, row) in rows.enumerated() where index < rect.height {
            let line = Rect(x: rect.x, y: rect.y + index, width: rect.width, height: 1)
            let content = line.inset(leading: 1, trailing: 1)
            buffer.fill(line)
            var titleRoom = content.width
            if let detail = row.detail.map(single), !detail.isEmpty {
                let detailText = TextWrapper.truncate(detail, width: content.width / 2, ellipsis: glyphs.ellipsis)
                let detailWidth = detailText.terminalWidth
                buffer.write(detailText, at: Point(x: content.maxX - detailWidth, y: line.y), style: .dim, clip: content)
                titleRoom = content.width - detailWidth - 1
            }
            let title = TextWrapper.truncate(single(row.title), width: max(0, titleRoom), ellipsis: glyphs.ellipsis)
            buffer.write(title, at: content.origin, clip: content)
            if row.id == focusedRowID {
                buffer.updateStyle(in: line) { $0.isReversed = true }
            }
            regions.append(HitRegion(rect: line, element: .control(id: row.id)))
        }
        return regions
    }

    private func single(_ raw: String) -> String {
        PreparedText(raw, glyphs: glyphs, keepsNewlines: false).text
    }
}
