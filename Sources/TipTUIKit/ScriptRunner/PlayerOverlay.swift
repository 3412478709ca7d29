import TipDrawing

/// A box over the middle of the live player's stage: a failed check in full, the player's keys,
/// or what the inspector says about the demo's tips. Like `PlayerBars`, drawn over a copy of the
/// stage and never into the session, so what the checks see is unchanged; reading the inspector
/// is a look, which changes nothing (the looking law).
public struct PlayerOverlay: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case failure, keys, inspector }

    public var kind: Kind
    public var title: String
    /// Unwrapped lines; a line starting `- ` or `+ ` is a snapshot's or the screen's row.
    public var lines: [String]
    /// How many wrapped lines are scrolled off the top (Up and Down in the player).
    public var scroll = 0

    public init(kind: Kind, title: String, lines: [String]) {
        self.kind = kind
        self.title = title
        self.lines = lines
    }

    /// The whole failure: where, the command, what was expected and found, and for a snapshot
    /// the rows that differ.
    public static func failure(_ failure: ScriptFailure) -> PlayerOverlay {
        var lines = [failure.command]
        let differences = failure.screenDifferences.flatMap { $0.rows.isEmpty ? nil : $0 }
        if let expected = failure.expected {
            let actual = differences == nil ? failure.actual : "the screen differs from the snapshot in these rows:"
            lines += ["expected: \(expected)", "actual:   \(actual)"]
        } else {
            lines.append("failed:   \(failure.actual)")
        }
        if let differences {
            // Rows without their `|` frame and trailing blanks, so each fits the box on one line.
            lines += differences.lines(limit: ScriptFailure.printedDifferences).map(unframed)
        }
        lines.append("Esc shows the screen · Space plays on · ← steps back")
        let file = failure.file.split(separator: "/").last.map(String.init) ?? failure.file
        return PlayerOverlay(kind: .failure, title: "check failed: \(file):\(failure.line)", lines: lines)
    }

    public static let keys = PlayerOverlay(kind: .keys, title: "keys", lines: [
        "Space     play or pause",
        "Enter, →  run the next step (and pause)",
        "←         back one step (the demo replays to it)",
        "i         what the inspector says about the tips now",
        "?         these keys",
        "↑ ↓       scroll this box",
        "Esc       close this box",
        "q         quit",
    ])

    /// The inspector's lines for the demo's screen as it is now.
    public static func inspector(of session: PlaygroundSession) -> PlayerOverlay {
        PlayerOverlay(kind: .inspector, title: "inspector", lines: InspectorContent(session: session).lines.map(\.text))
    }

    /// `stage` with the box over its middle, leaving the bottom two rows (the player's bars)
    /// uncovered; lines that do not fit end in a count of the rest.
    public func drawn(over stage: CellBuffer, usesASCII: Bool) -> CellBuffer {
        var buffer = stage
        let glyphs: GlyphSet = usesASCII ? .ascii : .unicode
        let room = Size(width: buffer.size.width, height: buffer.size.height - 2)
        guard room.width >= 12, room.height >= 4 else { return buffer }
        let boxWidth = min(room.width, 78)
        let textWidth = boxWidth - 4
        var wrapped = lines.flatMap { line in
            TextWrapper.wrap(PreparedText(line, glyphs: glyphs, keepsNewlines: false).text, width: textWidth)
                .map { (text: $0, style: style(of: line)) }
        }
        let textRows = room.height - 2
        if wrapped.count > textRows {
            // Scrolled by whole lines, never past the last screenful; the last row says what is left.
            let first = min(max(0, scroll), wrapped.count - (textRows - 1))
            let more = wrapped.count - first - (textRows - 1)
            let hint = more > 0 ? "… \(more) more lines (↓)" : "end (↑ scrolls back)"
            wrapped = Array(wrapped.dropFirst(first).prefix(textRows - 1)) + [(text: hint, style: CellStyle.dim)]
        }
        let box = Rect(
            x: (room.width - boxWidth) / 2, y: max(0, (room.height - wrapped.count - 2) / 2),
            width: boxWidth, height: wrapped.count + 2)
        buffer.fill(box)
        let frameStyle = kind == .failure ? CellStyle(isBold: true, foreground: .red) : CellStyle(isBold: true)
        buffer.drawBorder(box, glyphs: glyphs, style: frameStyle)
        let heading = " \(kind == .failure ? (usesASCII ? "x" : "✗") + " " : "")\(title) "
        buffer.write(TextWrapper.truncate(heading, width: boxWidth - 4, ellipsis: glyphs.ellipsis),
                     at: Point(x: box.minX + 2, y: box.minY), style: frameStyle, clip: box)
        for (index, line) in wrapped.enumerated() {
            buffer.write(line.text, at: Point(x: box.minX + 2, y: box.minY + 1 + index), style: line.style, clip: box.inset(by: 1))
        }
        return buffer
    }

    /// `- |text   |` as `- text`: a snapshot row's frame and trailing blanks taken off.
    private static func unframed(_ line: String) -> String {
        guard line.hasPrefix("- |") || line.hasPrefix("+ |") else { return line }
        var row = line.dropFirst(3)
        if row.hasSuffix("|") { row = row.dropLast() }
        while row.last == " " { row = row.dropLast() }
        return String(line.prefix(2) + row)
    }

    private func style(of line: String) -> CellStyle {
        if line.hasPrefix("- ") { return CellStyle(foreground: .red) }
        if line.hasPrefix("+ ") { return CellStyle(foreground: .green) }
        return .plain
    }
}
