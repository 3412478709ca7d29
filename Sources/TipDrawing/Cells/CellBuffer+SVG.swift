extension CellBuffer {
    /// The buffer as a simple monospace SVG picture: one `<text>` per run of equally styled
    /// cells, with a rectangle behind runs that have a background (or are reversed). Bold, dim
    /// and underline become font weight, opacity and decoration; the eight terminal colours are
    /// drawn in a light theme's shades.
    ///
    /// Every glyph is placed at its own cell (`x` lists one position per character), so wide
    /// glyphs and box drawing line up whatever the font's widths, and a browser cannot reorder
    /// what the terminal showed: each positioned glyph is its own chunk for the bidi algorithm.
    /// Right-to-left text, which the buffer holds in visual order, is written in logical order
    /// (each glyph keeping its cell), so the picture's text reads and copies as written.
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
    public func svgElement(markingRows rows: [Int]) -> String {
        let cellWidth = 8.4, rowHeight = 17.0
        let width = Double(size.width) * cellWidth, height = Double(size.height) * rowHeight
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(format(width))" height="\#(format(height))" viewBox="0 0 \#(format(width)) \#(format(height))">"#,
            // Spaces place nothing (every glyph has its own x) but are kept as written, also
            // when the picture is inlined in HTML, where only CSS stops them collapsing.
            "<style>text { white-space: pre; }</style>",
            ##"<rect width="100%" height="100%" fill="#ffffff"/>"##,
            #"<g font-family="Menlo, 'DejaVu Sans Mono', monospace" font-size="14" xml:space="preserve">"#,
        ]
        for y in 0..<size.height {
            for run in styledRuns(row: y) {
                let (style, text) = (run.style, run.text)
                let (foreground, background) = Self.colours(of: style)
                let left = Double(run.x) * cellWidth, top = Double(y) * rowHeight
                let width = Double(run.columns) * cellWidth
                if let background {
                    lines.append(#"<rect x="\#(format(left))" y="\#(format(top))" width="\#(format(width))" height="\#(format(rowHeight))" fill="\#(background)"/>"#)
                }
                if !text.allSatisfy({ $0 == " " }) {
                    var attributes = #"y="\#(format(top + 13))" fill="\#(foreground)""#
                    if style.isBold { attributes += #" font-weight="bold""# }
                    if style.isDim { attributes += #" opacity="0.6""# }
                    if style.isItalic { attributes += #" font-style="italic""# }
                    let decorations = (style.isUnderlined ? ["underline"] : []) + (style.isStruckThrough ? ["line-through"] : [])
                    if !decorations.isEmpty { attributes += #" text-decoration="\#(decorations.joined(separator: " "))""# }
                    let glyphs = Self.logicalOrder(Self.placedGlyphs(text, from: run.x))
                    let positions = glyphs.map { format(Double($0.column) * cellWidth) }.joined(separator: " ")
                    lines.append("<text x=\"\(positions)\" \(attributes)>\(Self.escaped(String(glyphs.map(\.character))))</text>")
                }
            }
        }
        lines.append("</g>")
        for stretch in Self.stretches(of: rows.filter { (0..<size.height).contains($0) }) {
            let top = Double(stretch.lowerBound) * rowHeight + 0.75, height = Double(stretch.count) * rowHeight - 1.5
            lines.append(##"<rect class="changed-rows" x="\##(format(0.75))" y="\##(format(top))" width="\##(format(width - 1.5))" height="\##(format(height))" fill="#c4262e" fill-opacity="0.08" stroke="#c4262e" stroke-width="1.5"/>"##)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
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

    /// The run's glyphs with the column each starts at (a wide glyph takes two).
    private static func placedGlyphs(_ text: String, from column: Int) -> [(character: Character, column: Int)] {
        var column = column
        return text.map { character in
            defer { column += max(1, character.terminalWidth) }
            return (character, column)
        }
    }

    /// Glyphs in visual order with each stretch of right-to-left letters (and the spaces between
    /// them) turned back to logical order; every glyph keeps its column.
    private static func logicalOrder(_ glyphs: [(character: Character, column: Int)]) -> [(character: Character, column: Int)] {
        var result: [(character: Character, column: Int)] = []
        var index = 0
        while index < glyphs.count {
            guard isRightToLeft(glyphs[index].character) else {
                result.append(glyphs[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < glyphs.count {
                if isRightToLeft(glyphs[end].character) {
                    end += 1
                } else if glyphs[end].character == " ",
                          let next = glyphs[(end + 1)...].firstIndex(where: { $0.character != " " }),
                          isRightToLeft(glyphs[next].character) {
                    end = next
                } else {
                    break
                }
            }
            result += glyphs[index..<end].reversed()
            index = end
        }
        return result
    }

    /// Letters of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms.
    static func isRightToLeft(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
    }

    /// Text and background colours of a style; reversed swaps them (black on white by default).
    private static func colours(of style: CellStyle) -> (foreground: String, background: String?) {
        var foreground = style.foreground.map(hex) ?? "#1e1e1e"
        var background = style.background.map(hex)
        if style.isReversed {
            (foreground, background) = (background ?? "#ffffff", foreground)
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

    private func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
