import Foundation
import TipDrawing

/// What `tiptui play` draws over a copy of the session's frame: a bar with the step just run
/// and the keys, and above it the last failure. Drawn into a copy, never into the session, so
/// the session's screens stay exactly what `tiptui check` sees.
public struct PlayerBars: Sendable {
    /// The step just run (`[3/12] press compass`), or where the player is.
    public var status: String
    /// The last failed check, kept on screen until the next step.
    public var problem: String?
    public var isPaused: Bool
    public var usesASCII: Bool

    public init(status: String, problem: String?, isPaused: Bool, usesASCII: Bool) {
        self.status = status
        self.problem = problem
        self.isPaused = isPaused
        self.usesASCII = usesASCII
    }

    /// `frame` with the bars over its bottom two rows; any size, down to a single cell.
    public func drawn(over frame: CellBuffer) -> CellBuffer {
        var buffer = frame
        let width = buffer.size.width
        let bottom = buffer.size.height - 1
        guard bottom >= 1, width >= 1 else { return buffer }
        let glyphs: GlyphSet = usesASCII ? .ascii : .unicode
        let text = PreparedText((usesASCII ? "> " : "▶ ") + status, glyphs: glyphs, keepsNewlines: false).text
        // The step comes first: on a narrow terminal the keys are said in short.
        var keys = isPaused
            ? "paused · Space plays · Enter steps · ← back · ? keys · q quits" : "playing · Space pauses · ? keys · q quits"
        if text.terminalWidth + keys.terminalWidth + 4 > width { keys = isPaused ? "Space · Enter · ← · ? · q" : "Space · ? · q" }
        if usesASCII { keys = keys.replacingOccurrences(of: "←", with: "Left") }
        let bar = Rect(x: 0, y: bottom, width: width, height: 1)
        buffer.fill(bar, style: .reversed)
        let keysX = max(0, width - keys.terminalWidth - 1)
        buffer.write(TextWrapper.truncate(text, width: max(0, keysX - 2), ellipsis: glyphs.ellipsis), at: Point(x: 1, y: bottom),
                     style: .reversed, clip: bar)
        buffer.write(keys, at: Point(x: keysX, y: bottom), style: .reversed, clip: bar)
        if let problem {
            let row = Rect(x: 0, y: bottom - 1, width: width, height: 1)
            buffer.fill(row)
            let message = PreparedText((usesASCII ? "x " : "✗ ") + problem, glyphs: glyphs, keepsNewlines: false).text
            // The end of the message says what was seen; keep it when the row is too narrow.
            let shown = TextWrapper.truncateKeepingEnd(message, width: max(0, width - 2), ellipsis: glyphs.ellipsis)
            buffer.write(shown, at: Point(x: 1, y: bottom - 1), style: CellStyle(isBold: true, foreground: .red), clip: row)
        }
        return buffer
    }
}
