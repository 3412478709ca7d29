import TipDrawing

/// The inspector: every tip with its status and the engine's explanation, every parameter and
/// event. Parameter and event rows are buttons (set / donate), so the panel is also a remote
/// control for the engine.
struct InspectorPanel {
    let lines: [InspectorLine]
    let focus: HitElement?
    let glyphs: GlyphSet
    let cache: RenderCache
    /// Lines of the panel scrolled away at the top (`[` and `]` scroll it).
    let scroll: Int

    /// Draws the panel; returns its rows' clickable regions and whether lines are left below
    /// the last row (the ▼), so scrolling down stops once the last line is in view.
    func render(in area: Rect, into buffer: inout CellBuffer) -> (regions: [HitRegion], hasMoreBelow: Bool) {
        buffer.fill(area)
        let rule = Cell(glyph: glyphs.vertical, style: .dim)
        for y in area.minY..<area.maxY {
            buffer.put(rule, at: Point(x: area.x, y: y))
        }
        let text = area.inset(leading: 2, trailing: 1)
        var regions: [HitRegion] = []
        var y = text.y
        if scroll > 0 {
            buffer.put(glyphs.arrowUp, at: Point(x: area.x, y: area.minY), style: .dim)
        }
        for line in lines.dropFirst(scroll) {
            let indent = line.kind == .detail ? 2 : 0
            // Other lines hang their continuation two columns in: wrapped, they are wrapped to
            // the narrower width, so no character falls past the panel's edge.
            let hanging = line.kind == .detail ? 0 : 2
            let width = max(1, text.width - indent)
            var wrappedLines = cache.wrappedLines(of: line.text, width: width, glyphs: glyphs)
            if wrappedLines.count > 1, hanging > 0 {
                wrappedLines = cache.wrappedLines(of: line.text, width: max(1, width - hanging), glyphs: glyphs)
            }
            for (index, wrapped) in wrappedLines.enumerated() {
                guard y < text.maxY else {
                    buffer.put(glyphs.arrowDown, at: Point(x: area.x, y: area.maxY - 1), style: .dim)
                    return (regions, true)
                }
                let x = text.x + indent + (index > 0 ? hanging : 0)
                buffer.write(wrapped, at: Point(x: x, y: y), style: style(of: line), clip: text)
                if let element = line.element, index == 0 {
                    let rect = Rect(x: text.x, y: y, width: text.width, height: 1)
                    if element == focus { buffer.updateStyle(in: rect) { $0.isReversed = true } }
                    regions.append(HitRegion(rect: rect, element: element))
                }
                y += 1
            }
        }
        return (regions, false)
    }

    private func style(of line: InspectorLine) -> CellStyle {
        switch line.kind {
        case .heading: CellStyle(isBold: true, isUnderlined: true)
        case .item: .bold
        case .detail: .plain
        case .good: CellStyle(foreground: .green)
        case .bad: CellStyle(foreground: .red)
        }
    }
}
