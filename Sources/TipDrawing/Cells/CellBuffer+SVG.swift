extension CellBuffer {
    /// The buffer as a simple monospace SVG picture: one `<text>` per run of equally styled
    /// cells, with a rectangle behind runs that have a background (or are reversed). Bold, dim
    /// and underline become font weight, opacity and decoration; the eight terminal colours are
    /// drawn in a light theme's shades.
    ///
    /// Every glyph is placed at its own cell (`x` lists one position per character), so wide
    /// glyphs and box drawing line up whatever the font's widths, and a browser cannot reorder
    /// what the terminal showed: each positioned glyph is its own chunk for the bidi algorithm.
    /// A run of ASCII, Latin-1 and box drawing, which every monospaced font draws a cell wide, is
    /// placed by one `x` and a `textLength` instead (`appendMonospacedTextElement`), and a
    /// left-to-right run leaves out the spaces at its ends, which draw nothing.
    /// Right-to-left text is the exception, as a terminal draws letters one to a cell but a
    /// device shapes a run: each stretch of it, which the buffer holds in visual order, is one
    /// `<text>` in logical order fitted to the stretch's cells, so Arabic letters join and Hebrew
    /// is not spaced out, and the picture's text reads and copies as written.
    ///
    /// A browser gives each code point of an `x` list its own position, a combining mark too, so a
    /// cluster of several scalars (a letter and its marks, a flag) would take the next cell's
    /// position and push every glyph after it a cell on. Such a cluster is a `<tspan>` with one
    /// `x` of its own instead; an emoji is drawn with the emoji font and fitted to its cells.
    public var svg: String {
        Self.svgFilePrologue + svgElement
    }

    /// How every SVG file tiptui writes begins: the XML declaration and a comment naming tiptui,
    /// by which a later run knows the file is its own to replace.
    public static let svgFilePrologue = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Drawn by tiptui -->\n"

    /// The `<svg>` element alone, for embedding in HTML.
    public var svgElement: String { svgElement(markingRows: []) }

    /// The `<svg>` element with a red frame around each stretch of the given rows (from 0),
    /// drawn over the cells: the rows where a screen differs from its golden
    /// (`tiptui check --review`). Rows outside the buffer are left out.
    ///
    /// - Parameters:
    ///   - cells: stretches of cells to shade within those rows (a row from 0 and its columns
    ///     from 0): the cells that differ, so a changed row shows where it changed.
    ///   - title: the picture's name for assistive technology (`role="img"` labelled by
    ///     a `<title>` of that id), for pictures inlined in a page (`tiptui catalog`).
    ///   - styledByPage: the page's style sheet gives the picture its white background and keeps
    ///     its spaces (`pageStyleSheet`), so the picture leaves both out: a catalogue page holds
    ///     dozens of pictures, and every byte of each is written a thousand times over.
    public func svgElement(
        markingRows rows: [Int], cells changedCells: [(row: Int, columns: ClosedRange<Int>)] = [], title: (id: String, text: String)? = nil,
        styledByPage: Bool = false
    ) -> String {
        let cellWidth = Self.cellWidth, rowHeight = Self.rowHeight
        let width = format(Double(size.width) * cellWidth), height = format(Double(size.height) * rowHeight)
        // Written as UTF-8 bytes into one buffer: pictures are written by the thousand
        // (`tiptui catalog`), and growing a String run by run was half of their cost.
        var svg: [UInt8] = []
        svg.reserveCapacity(size.width * size.height * 8 + 512)
        svg += "<svg ".utf8
        if let title {
            svg += "role=\"img\" aria-labelledby=\"\(Self.escaped(title.id))\" ".utf8
        }
        svg += #"xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#.utf8
        if let title {
            svg += "\n<title id=\"\(Self.escaped(title.id))\">\(Self.escaped(title.text))</title>".utf8
        }
        svg.append(UInt8(ascii: "\n"))
        if !styledByPage {
            // Spaces place nothing (every glyph has its own x) but are kept as written, also
            // when the picture is inlined in HTML, where only CSS stops them collapsing.
            svg += "<style>text { white-space: pre; }</style>\n".utf8
            svg += ##"<rect width="100%" height="100%" fill="\##(Self.backgroundColour)"/>"##.utf8 + [UInt8(ascii: "\n")]
        }
        // Text is the default colour unless it says otherwise.
        svg += #"<g font-family="Menlo, 'DejaVu Sans Mono', monospace" font-size="14" fill="\#(Self.textColour)" xml:space="preserve">"#.utf8
        svg.append(UInt8(ascii: "\n"))
        for y in 0..<size.height {
            let rowStart = y * size.width
            let top = Double(y) * rowHeight
            let rowTop = format(top), baseline = format(top + 13)
            var x = 0
            while x < size.width {
                let style = cells[rowStart + x].style
                var kind = RunKind()
                kind.add(cells[rowStart + x])
                var end = x + 1
                while end < size.width, cells[rowStart + end].style == style {
                    kind.add(cells[rowStart + end])
                    end += 1
                }
                let run = cells[(rowStart + x)..<(rowStart + end)]
                let (foreground, background) = Self.colours(of: style)
                if let background {
                    svg += #"<rect x="\#(Self.columnPosition(x))" y="\#(rowTop)" width="\#(Self.columnPosition(end - x))" height="\#(format(rowHeight))" fill="\#(background)"/>"#.utf8
                    svg.append(UInt8(ascii: "\n"))
                }
                if kind.draws {
                    var attributes = #"y="\#(baseline)""#
                    if foreground != Self.textColour { attributes += #" fill="\#(foreground)""# }
                    if style.isBold { attributes += #" font-weight="bold""# }
                    if style.isDim { attributes += #" opacity="0.6""# }
                    if style.isItalic { attributes += #" font-style="italic""# }
                    let isDecorated = style.isUnderlined || style.isStruckThrough
                    if isDecorated {
                        let decorations = (style.isUnderlined ? ["underline"] : []) + (style.isStruckThrough ? ["line-through"] : [])
                        attributes += #" text-decoration="\#(decorations.joined(separator: " "))""#
                    }
                    if kind.needsCharacters {
                        svg += Self.textElements(ofRun: run, from: x, attributes: attributes).utf8
                    } else {
                        // Left to right: spaces at the ends draw nothing, unless a line is drawn through them.
                        let glyphs = isDecorated ? run : Self.withoutEndSpaces(run)
                        let start = x + (glyphs.startIndex - run.startIndex)
                        // Spaces are monospaced, so dropping them keeps the answer.
                        if kind.isMonospaced {
                            Self.appendMonospacedTextElement(ofRun: glyphs, from: start, attributes: attributes, to: &svg)
                        } else {
                            Self.appendByteTextElement(ofRun: glyphs, from: start, attributes: attributes, to: &svg)
                        }
                    }
                }
                x = end
            }
        }
        svg += "</g>\n".utf8
        for (row, columns) in changedCells where (0..<size.height).contains(row) && columns.lowerBound >= 0 && columns.upperBound < size.width {
            svg += ##"<rect class="changed-cells" x="\##(Self.columnPosition(columns.lowerBound))" y="\##(format(Double(row) * rowHeight))" width="\##(Self.columnPosition(columns.count))" height="\##(format(rowHeight))" fill="#c4262e" fill-opacity="0.25"/>"##.utf8
            svg.append(UInt8(ascii: "\n"))
        }
        for stretch in Self.stretches(of: rows.filter { (0..<size.height).contains($0) }) {
            let top = Double(stretch.lowerBound) * rowHeight + 0.75, height = Double(stretch.count) * rowHeight - 1.5
            svg += ##"<rect class="changed-rows" x="\##(format(0.75))" y="\##(format(top))" width="\##(format(Double(size.width) * cellWidth - 1.5))" height="\##(format(height))" fill="#c4262e" fill-opacity="0.08" stroke="#c4262e" stroke-width="1.5"/>"##.utf8
            svg.append(UInt8(ascii: "\n"))
        }
        svg += "</svg>\n".utf8
        return String(decoding: svg, as: UTF8.self)
    }

    /// What a page holding pictures drawn `styledByPage` gives them: spaces kept, and the device's
    /// white behind them whatever the page's own colours (a dark page keeps light pictures).
    public static let pageStyleSheet = "svg text { white-space: pre; }\nsvg { background: \(backgroundColour); }"

    /// Text and background when a cell's style names no colour: a light theme's.
    static let textColour = "#1e1e1e", backgroundColour = "#ffffff"

    /// The size of a cell in the picture, in SVG pixels (a 14-pixel monospace font's advance
    /// and line): what a picture drawn from the SVG into pixels measures.
    public static let cellWidth = 8.4, rowHeight = 17.0

    /// `x` of a column, written once per column rather than once per glyph.
    private static let columnPositions = (0..<512).map { format(Double($0) * cellWidth) }

    private static func columnPosition(_ column: Int) -> String {
        columnPositions.indices.contains(column) ? columnPositions[column] : format(Double(column) * cellWidth)
    }

    /// The same, as the UTF-8 bytes the byte path appends.
    private static let columnPositionUTF8 = columnPositions.map { Array($0.utf8) }

    private static func columnPositionBytes(_ column: Int) -> [UInt8] {
        columnPositionUTF8.indices.contains(column) ? columnPositionUTF8[column] : Array(columnPosition(column).utf8)
    }

    /// A run's `<text>` elements, glyph by glyph as characters: each right-to-left stretch
    /// (`rightToLeftStretches`) as one shaped `<text>` of its own, and the other glyphs, in the
    /// order the frame shows them, each at its own cell. Clusters an `x` list cannot place
    /// (`isPlacedAlone`) split the positioned text into `<tspan>`s, each with its own positions.
    private static func textElements(ofRun run: ArraySlice<Cell>, from x: Int, attributes: String) -> String {
        var glyphs: [PlacedGlyph] = []
        for (offset, cell) in zip(0..., run) {
            if let character = cell.character { glyphs.append(PlacedGlyph(character: character, column: x + offset, width: cell.width)) }
        }
        let stretches = rightToLeftStretches(glyphs)
        var positioned: [PlacedGlyph] = []
        var next = 0
        for stretch in stretches {
            positioned += glyphs[next..<stretch.lowerBound]
            next = stretch.upperBound
        }
        positioned += glyphs[next...]
        var elements = positioned.contains(where: { $0.character != " " }) ? positionedTextElement(positioned, attributes: attributes) : ""
        for stretch in stretches {
            elements += shapedTextElement(glyphs[stretch], attributes: attributes)
        }
        return elements
    }

    /// Glyphs at their own cells: one `x` list, or `<tspan>`s where a cluster needs a position
    /// (or a font and a width) of its own.
    private static func positionedTextElement(_ glyphs: [PlacedGlyph], attributes: String) -> String {
        guard glyphs.contains(where: \.isPlacedAlone) else {
            let positions = glyphs.map { columnPosition($0.column) }.joined(separator: " ")
            return "<text x=\"\(positions)\" \(attributes)>\(escaped(String(glyphs.map(\.character))))</text>\n"
        }
        var element = "<text \(attributes)>"
        var stretch: [PlacedGlyph] = []
        func closeStretch() {
            guard !stretch.isEmpty else { return }
            element += "<tspan x=\"\(stretch.map { columnPosition($0.column) }.joined(separator: " "))\">"
                + escaped(String(stretch.map(\.character))) + "</tspan>"
            stretch = []
        }
        for glyph in glyphs {
            guard glyph.isPlacedAlone else {
                stretch.append(glyph)
                continue
            }
            closeStretch()
            element += "<tspan x=\"\(columnPosition(glyph.column))\""
            if glyph.character.isDrawnAsEmoji {
                element += " font-family=\"\(emojiFontFamily)\" textLength=\"\(columnPosition(glyph.width))\" lengthAdjust=\"spacingAndGlyphs\""
            }
            element += ">\(escaped(String(glyph.character)))</tspan>"
        }
        closeStretch()
        return element + "</text>\n"
    }

    /// A right-to-left stretch as a device draws it: one `<text>` in logical order, which the
    /// browser shapes as a whole (Arabic letters join, Hebrew keeps its own spacing), fitted
    /// (`textLength`) to exactly the cells the frame gives the stretch. With `direction="rtl"`
    /// the text starts at `x`, the stretch's right edge. The frame has already ordered the
    /// stretch, so `bidi-override` draws it right to left without a second bidi pass; brackets
    /// the frame mirrored are written as the copy had them, for the browser mirrors them again.
    private static func shapedTextElement(_ glyphs: ArraySlice<PlacedGlyph>, attributes: String) -> String {
        guard let first = glyphs.first, let last = glyphs.last else { return "" }
        var logical = ""
        for glyph in glyphs.reversed() {
            // Only punctuation (brackets, quotation marks) joins a stretch and has a mirror.
            logical.append(isPunctuation(glyph.character) ? BidiText.system.mirrored(glyph.character) : glyph.character)
        }
        let right = columnPosition(last.column + last.width), width = columnPosition(last.column + last.width - first.column)
        return "<text x=\"\(right)\" \(attributes) direction=\"rtl\" unicode-bidi=\"bidi-override\" textLength=\"\(width)\" lengthAdjust=\"spacingAndGlyphs\">"
            + escaped(logical) + "</text>\n"
    }

    /// The colour emoji fonts of Linux, macOS and Windows, then the browser's own choice.
    private static let emojiFontFamily = "'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', emoji"

    /// A glyph of a run and the cells the frame gives it.
    private struct PlacedGlyph {
        let character: Character
        let column: Int
        let width: Int

        /// Several scalars, which an `x` list would place one by one, or an emoji, which needs its
        /// font and its width.
        var isPlacedAlone: Bool { character.unicodeScalars.count > 1 || character.isDrawnAsEmoji }
    }

    /// The same `<text>` written from the cells' bytes straight into the picture, for runs with
    /// no right-to-left letter and nothing to replace: what nearly every picture is made of, and
    /// far cheaper.
    private static func appendByteTextElement(ofRun run: ArraySlice<Cell>, from x: Int, attributes: String, to svg: inout [UInt8]) {
        svg += "<text x=\"".utf8
        var column = x
        var isFirst = true
        for cell in run where !cell.isContinuation {
            if !isFirst { svg.append(UInt8(ascii: " ")) }
            isFirst = false
            svg += columnPositionBytes(column)
            column += cell.asciiByte != nil ? 1 : max(1, cell.width)
        }
        svg += "\" ".utf8
        svg += attributes.utf8
        svg.append(UInt8(ascii: ">"))
        for cell in run where !cell.isContinuation {
            if let byte = cell.asciiByte {
                switch byte {
                case UInt8(ascii: "&"): svg += "&amp;".utf8
                case UInt8(ascii: "<"): svg += "&lt;".utf8
                case UInt8(ascii: ">"): svg += "&gt;".utf8
                case UInt8(ascii: "\""): svg += "&quot;".utf8
                case ..<0x20: svg += "\u{FFFD}".utf8
                default: svg.append(byte)
                }
            } else {
                cell.appendUTF8(to: &svg)
            }
        }
        svg += "</text>\n".utf8
    }

    /// What a run of equally styled cells needs, learnt cell by cell while the run is found, so
    /// its cells are read once for it (a picture has dozens of runs, and a catalogue writes
    /// pictures by the thousand).
    private struct RunKind {
        /// Something besides spaces and continuations: the run is written at all.
        var draws = false
        /// A glyph only the character path writes (`needsCharacterPath`, `isPlacedAlone`).
        var needsCharacters = false
        /// Every cell is one every monospaced font draws a cell wide (`isMonospaced`).
        var isMonospaced = true

        mutating func add(_ cell: Cell) {
            if let byte = cell.asciiByte {
                if byte != UInt8(ascii: " ") { draws = true }
                if byte < 0x20 || byte >= 0x7F { isMonospaced = false }
                return
            }
            if cell.isContinuation {
                isMonospaced = false
                return
            }
            draws = true
            if CellBuffer.needsCharacterPath(cell) || CellBuffer.isPlacedAlone(cell) { needsCharacters = true }
            if !CellBuffer.isMonospaced(cell) { isMonospaced = false }
        }
    }

    /// A run without the spaces at its ends.
    private static func withoutEndSpaces(_ run: ArraySlice<Cell>) -> ArraySlice<Cell> {
        var first = run.startIndex, end = run.endIndex
        while first < end, run[first].asciiByte == UInt8(ascii: " ") { first += 1 }
        while end > first, run[end - 1].asciiByte == UInt8(ascii: " ") { end -= 1 }
        return run[first..<end]
    }

    /// A run of one-cell glyphs every monospaced font has (`isMonospaced`) as a `<text>` with one
    /// `x`, where its first glyph begins, and a `textLength` of its cells: a browser meets the
    /// length by spacing the glyphs (`lengthAdjust`'s default), so each still begins at its own
    /// cell whatever the font's advance (Menlo's and DejaVu Sans Mono's is 8.43 px, not 8.4),
    /// and the run costs a few bytes instead of a position per glyph.
    private static func appendMonospacedTextElement(ofRun glyphs: ArraySlice<Cell>, from x: Int, attributes: String, to svg: inout [UInt8]) {
        svg += "<text x=\"".utf8
        svg += columnPositionBytes(x)
        svg += "\" ".utf8
        if glyphs.count > 1 {
            svg += "textLength=\"".utf8
            svg += columnPositionBytes(glyphs.count)
            svg += "\" ".utf8
        }
        svg += attributes.utf8
        svg.append(UInt8(ascii: ">"))
        for cell in glyphs {
            switch cell.asciiByte {
            case UInt8(ascii: "&"): svg += "&amp;".utf8
            case UInt8(ascii: "<"): svg += "&lt;".utf8
            case UInt8(ascii: ">"): svg += "&gt;".utf8
            case UInt8(ascii: "\""): svg += "&quot;".utf8
            case let byte?: svg.append(byte)
            case nil: cell.appendUTF8(to: &svg)
            }
        }
        svg += "</text>\n".utf8
    }

    /// Whether every monospaced font draws a cell's glyph in one cell's advance: printable ASCII,
    /// Latin-1's letters and signs (U+00A0–00FF but the soft hyphen, which may draw nothing) and
    /// box drawing (U+2500–257F), which is most of every picture.
    private static func isMonospaced(_ cell: Cell) -> Bool {
        if let byte = cell.asciiByte { return byte >= 0x20 && byte < 0x7F }
        guard !cell.isContinuation, !cell.isSeveralScalars, cell.width == 1 else { return false }
        let (lead, second) = cell.leadingBytes
        switch lead {
        case 0xC2: return second >= 0xA0 && second != 0xAD
        case 0xC3: return true
        case 0xE2: return second == 0x94 || second == 0x95
        default: return false
        }
    }

    /// Whether a cell's glyph cannot be one position of an `x` list (`PlacedGlyph.isPlacedAlone`):
    /// several scalars, or an emoji, which only the lead bytes E2, E3 (symbols) and F0 begin.
    private static func isPlacedAlone(_ cell: Cell) -> Bool {
        guard !cell.isContinuation, cell.asciiByte == nil else { return false }
        if cell.isSeveralScalars { return true }
        let (lead, second) = cell.leadingBytes
        switch lead {
        // Box drawing (U+2500–257F), which every popover's border is made of, has no emoji.
        case 0xE2 where second == 0x94 || second == 0x95: return false
        // U+3000–3FFF has four emoji, 〰 and 〽 (E3 80) and ㊗ and ㊙ (E3 8A), only those rows are
        // looked up: not the kana and ideographs Japanese and Chinese pictures are made of.
        case 0xE3 where second != 0x80 && second != 0x8A: return false
        case 0xE2, 0xE3, 0xF0: return cell.character?.isDrawnAsEmoji ?? false
        default: return false
        }
    }

    /// Whether a cell's glyph must be written as a character: a letter of a right-to-left
    /// script (`isRightToLeft`: UTF-8 lead bytes D6–DF, E0 A0–A3, EF AC–BB), U+FFFE or U+FFFF
    /// (EF BF), or control characters (CR LF).
    private static func needsCharacterPath(_ cell: Cell) -> Bool {
        guard !cell.isContinuation, cell.asciiByte == nil else { return false }
        let (lead, second) = cell.leadingBytes
        switch lead {
        case 0xD6...0xDF: return true
        case 0xE0: return (0xA0...0xA3).contains(second)
        case 0xEF: return (0xAC...0xBB).contains(second) || second == 0xBF
        default:
            // A control character is a cluster of its own (CR LF is the only pair).
            return lead < 0x20
        }
    }

    /// Sorted rows grouped into runs of neighbours: [1, 2, 3, 7] → [1...3, 7...7].
    private static func stretches(of rows: [Int]) -> [ClosedRange<Int>] {
        var stretches: [ClosedRange<Int>] = []
        for row in Set(rows).sorted() {
            if let last = stretches.last, last.upperBound == row - 1 {
                stretches[stretches.count - 1] = last.lowerBound...row
            } else {
                stretches.append(row...row)
            }
        }
        return stretches
    }

    /// The stretches of glyphs a picture shapes as right-to-left text: from a right-to-left letter
    /// to the last one after it with only such letters, spaces and punctuation between. Digits
    /// (Arabic-Indic too), left-to-right letters and symbols (box drawing, emoji) end a stretch
    /// and keep their cells: the frame already put a number in its order, and nothing joins
    /// across them. Punctuation between right-to-left letters is right to left in any paragraph
    /// (rule N1 of the bidi algorithm), so it belongs to the stretch; punctuation at its ends
    /// (the full stop after the last word) keeps its cell as the frame placed it.
    private static func rightToLeftStretches(_ glyphs: [PlacedGlyph]) -> [Range<Int>] {
        var stretches: [Range<Int>] = []
        var index = 0
        while index < glyphs.count {
            guard isShapedRightToLeft(glyphs[index].character) else {
                index += 1
                continue
            }
            var end = index + 1, probe = index + 1
            while probe < glyphs.count {
                let character = glyphs[probe].character
                if isShapedRightToLeft(character) {
                    probe += 1
                    end = probe
                } else if character == " " || isPunctuation(character) {
                    probe += 1
                } else {
                    break
                }
            }
            stretches.append(index..<end)
            index = end
        }
        return stretches
    }

    /// A right-to-left letter (or mark, or punctuation of those scripts), not a digit.
    private static func isShapedRightToLeft(_ character: Character) -> Bool {
        isRightToLeft(character) && character.unicodeScalars.first?.properties.numericType == nil
    }

    private static func isPunctuation(_ character: Character) -> Bool {
        switch character.unicodeScalars.first?.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: true
        default: false
        }
    }

    /// Letters of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms.
    static func isRightToLeft(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
    }

    /// Text and background colours of a style; reversed swaps them (black on white by default).
    private static func colours(of style: CellStyle) -> (foreground: String, background: String?) {
        var foreground = style.foreground.map(hex) ?? textColour
        var background = style.background.map(hex)
        if style.isReversed {
            (foreground, background) = (background ?? backgroundColour, foreground)
        }
        return (foreground, background)
    }

    private static func hex(_ colour: TerminalColor) -> String {
        switch colour {
        case .black: "#1e1e1e"
        case .red: "#c4262e"
        case .green: "#2e8b3e"
        case .yellow: "#b58900"
        case .blue: "#2456c8"
        case .magenta: "#a03aa8"
        case .cyan: "#1b8a9c"
        case .white: "#e8e8e8"
        }
    }

    /// Text made safe for XML: markup characters escaped, and characters XML 1.0 does not allow
    /// (C0 controls other than tab and newline) shown as U+FFFD.
    private static func escaped(_ text: String) -> String {
        // Nothing to replace (no markup character, no control, no EF lead byte, which U+FFFE and
        // U+FFFF begin with) is nearly every title: the text as it is.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == 0xEF })
        else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func format(_ value: Double) -> String { Self.format(value) }

    private static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
