import TipDrawing

/// Where a demo's frame sits in the presenter's terminal. A script's `size` is the frame it was
/// written for, so the session plays at that size whatever the terminal is, and its checks see
/// what `tiptui check` sees; the terminal only frames it: centred in a larger terminal with the
/// rest dimmed, cut at the right and bottom in a smaller one with a notice saying so. The
/// player's bars go on the terminal's bottom rows, below the frame when there is room.
public enum PlayerStage {
    /// The terminal's screen: `frame` placed on a stage of `size`, `bars` drawn over its bottom.
    public static func screen(frame: CellBuffer, terminal size: Size, bars: PlayerBars) -> CellBuffer {
        let glyphs: GlyphSet = bars.usesASCII ? .ascii : .unicode
        var stage = CellBuffer(size: size)
        let fits = frame.size.width <= size.width && frame.size.height <= size.height
        if frame.size != size {
            let dot = Cell(glyph: glyphs.isASCII ? "." : "·", style: .dim)
            for y in 0..<size.height {
                for x in stride(from: y % 2, to: size.width, by: 2) { stage.put(dot, at: Point(x: x, y: y)) }
            }
        }
        // Centred, keeping the two bottom rows for the bars when the terminal has them to spare.
        let spareRows = max(0, size.height - frame.size.height)
        let origin = Point(
            x: max(0, (size.width - frame.size.width) / 2),
            y: spareRows >= 2 ? (spareRows - 2) / 2 : 0)
        stage.copy(frame, to: origin, clip: stage.bounds)
        if !fits, size.height >= 3 {
            let row = Rect(x: 0, y: 0, width: size.width, height: 1)
            stage.fill(row, style: .reversed)
            let notice = "\(glyphs.arrowDown) demo \(frame.size.width)x\(frame.size.height) in a "
                + "\(size.width)x\(size.height) terminal: enlarge it"
            stage.write(TextWrapper.truncate(notice, width: size.width, ellipsis: glyphs.ellipsis), at: .zero,
                        style: .reversed, clip: row)
        }
        return bars.drawn(over: stage)
    }
}
