/// The `?` overlay: every shortcut from `KeyBindings`, in a box over the middle of the screen.
struct HelpOverlay {
    let glyphs: GlyphSet

    func render(in area: Rect, into buffer: inout CellBuffer) {
        let keysWidth = KeyBindings.all.map(\.keys.terminalWidth).max() ?? 0
        let lines = ["Shortcuts (any key closes this help)", ""]
            + KeyBindings.all.map { $0.keys.padding(toLength: keysWidth, withPad: " ", startingAt: 0) + "  " + $0.action }
        let width = min(area.width, (lines.map(\.terminalWidth).max() ?? 0) + 4)
        let height = min(area.height, lines.count + 2)
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
                       width: width, height: height)
        buffer.fill(box)
        buffer.drawBorder(box, glyphs: glyphs)
        let inner = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
        for (index, line) in lines.enumerated() where inner.y + index < inner.maxY {
            buffer.write(line, at: Point(x: inner.x, y: inner.y + index), style: index == 0 ? .bold : .plain, clip: inner)
        }
    }
}
