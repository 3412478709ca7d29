import TipDrawing

/// A tmux `capture-pane -p -e -N` read back into cells: each cell's character and the style the
/// terminal drew it with (attributes and colours), so the real terminal's screen compares cell
/// by cell with a headless frame (`init(frame:)`).
struct StyledCapture: Equatable, CustomStringConvertible {
    /// What a terminal keeps of a cell.
    struct StyledCell: Equatable {
        var character: Character = " "
        var isBold = false
        var isDim = false
        var isItalic = false
        var isUnderlined = false
        var isReversed = false
        /// An SGR colour number (30–37, 90–97 for the foreground) or nil for the default.
        var foreground: Int?
        var background: Int?
        /// A blank tmux left out at a row's end: tmux does not say its background (a row
        /// cleared to its end in a colour is reported as if plain), so any blank matches it.
        var isUnreported = false

        static func == (lhs: StyledCell, rhs: StyledCell) -> Bool {
            if lhs.isUnreported || rhs.isUnreported {
                let other = lhs.isUnreported ? rhs : lhs
                return other.character == " " && !other.isUnderlined && !other.isReversed
            }
            return lhs.character == rhs.character && lhs.isBold == rhs.isBold && lhs.isDim == rhs.isDim
                && lhs.isItalic == rhs.isItalic && lhs.isUnderlined == rhs.isUnderlined && lhs.isReversed == rhs.isReversed
                && lhs.foreground == rhs.foreground && lhs.background == rhs.background
        }

        /// The cell as a person sees it: on a blank, bold, dim, italic and the foreground
        /// colour show nothing (terminals and tmux may keep or drop them), while underline,
        /// reverse and the background do.
        var asSeen: StyledCell {
            guard character == " " || character == "\u{0}" else { return self }
            var seen = self
            seen.isBold = false
            seen.isDim = false
            seen.isItalic = false
            seen.foreground = nil
            return seen
        }

        var styleText: String {
            var parts: [String] = []
            if isBold { parts.append("bold") }
            if isDim { parts.append("dim") }
            if isItalic { parts.append("italic") }
            if isUnderlined { parts.append("underline") }
            if isReversed { parts.append("reverse") }
            if let foreground { parts.append("fg\(foreground)") }
            if let background { parts.append("bg\(background)") }
            return parts.joined(separator: "+")
        }
    }

    var rows: [[StyledCell]]

    /// Parses the capture of a `width`-column pane. A wide character takes its column and the
    /// next (which holds nothing of its own, as a continuation cell in a frame).
    init(capture: String, width: Int, height: Int) {
        var rows: [[StyledCell]] = []
        // tmux writes a style only where it changes, so it carries over from one row to the next.
        var pen = StyledCell()
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false).prefix(height) {
            var row: [StyledCell] = []
            var scalars = line.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                if scalar == "\u{1B}", scalars.first == "[" {
                    scalars.removeFirst()
                    var parameters = ""
                    while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
                    Self.apply(parameters, to: &pen)
                    continue
                }
                // A combining mark (zero columns) belongs to the cell before it, as in a frame.
                if scalar.terminalWidth == 0, let last = row.indices.last(where: { row[$0].character != "\u{0}" }) {
                    var combined = String(row[last].character)
                    combined.unicodeScalars.append(scalar)
                    row[last].character = Character(combined)
                    continue
                }
                var cell = pen
                cell.character = Character(scalar)
                row.append(cell)
                if scalar.terminalWidth == 2 {
                    var continuation = pen
                    continuation.character = "\u{0}"
                    row.append(continuation)
                }
            }
            // Cells tmux leaves out at a row's end are blank and plain; the pen still carries on.
            row += Array(repeating: StyledCell(isUnreported: true), count: max(0, width - row.count))
            rows.append(row.prefix(width).map(\.asSeen))
        }
        while rows.count < height { rows.append(Array(repeating: StyledCell(), count: width)) }
        self.rows = rows
    }

    /// The cells a terminal shows for `buffer`, as the ncurses backend draws them: struck-through
    /// copy dim, colours as SGR numbers.
    init(buffer: CellBuffer) {
        rows = (0..<buffer.size.height).map { y in
            (0..<buffer.size.width).map { x in
                let cell = buffer[x: x, y: y]!
                let style = cell.style
                let colours: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
                return StyledCell(
                    character: cell.isContinuation ? "\u{0}" : (cell.character ?? " "),
                    isBold: style.isBold, isDim: style.isDim || style.isStruckThrough, isItalic: style.isItalic,
                    isUnderlined: style.isUnderlined, isReversed: style.isReversed,
                    foreground: style.foreground.flatMap { colours.firstIndex(of: $0) }.map { 30 + $0 },
                    background: style.background.flatMap { colours.firstIndex(of: $0) }.map { 40 + $0 }
                ).asSeen
            }
        }
    }

    private static func apply(_ parameters: String, to pen: inout StyledCell) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: pen = StyledCell()
            case 1: pen.isBold = true
            case 2: pen.isDim = true
            case 3: pen.isItalic = true
            case 4: pen.isUnderlined = true
            case 7: pen.isReversed = true
            case 22: pen.isBold = false; pen.isDim = false
            case 23: pen.isItalic = false
            case 24: pen.isUnderlined = false
            case 27: pen.isReversed = false
            case 30...37, 90...97: pen.foreground = number
            case 39: pen.foreground = nil
            case 40...47, 100...107: pen.background = number
            case 49: pen.background = nil
            case 38, 48:
                // 256-colour or RGB forms: the backend draws none, so they only need skipping.
                index += numbers.count > index + 1 && numbers[index + 1] == 5 ? 2 : 4
            default: break
            }
            index += 1
        }
    }

    /// The rows as text, then each row whose styles differ from plain listed as runs.
    var description: String {
        rows.enumerated().map { y, row in
            "|" + String(row.filter { $0.character != "\u{0}" }.map(\.character)) + "|"
        }.joined(separator: "\n")
    }

    /// The first differences from `other`, cell by cell, as lines a person reads.
    func differences(from other: StyledCapture, limit: Int = 400) -> [String] {
        var found: [String] = []
        for y in rows.indices where y < other.rows.count {
            for x in rows[y].indices where x < other.rows[y].count && rows[y][x] != other.rows[y][x] {
                let mine = rows[y][x], theirs = other.rows[y][x]
                found.append("row \(y) column \(x): '\(mine.character)' \(mine.styleText) vs '\(theirs.character)' \(theirs.styleText)")
                if found.count == limit { return found }
            }
        }
        return found
    }
}
