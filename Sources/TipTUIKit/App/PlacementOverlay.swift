import TipDrawing

/// The placement overlay (`P`): over the device, a band that says why the popover on screen sits
/// where it does (`PlacementExplanation`): each side in the order tried with how far it
/// overflows the device, the step that decided, the shift and the arrow's offset from the
/// anchor's centre. The band takes the device's top or bottom rows, whichever covers less of
/// the popover and its anchor. It draws only cells: no clickable region, nothing reported.
struct PlacementOverlay {
    /// The popover placement weighed on this device (`Frame.placementDecisions`), if any.
    let tipID: String?
    let decision: PlacementDecision?
    let glyphs: GlyphSet

    static let bandStyle = CellStyle(foreground: .black, background: .cyan)
    static let headingStyle = CellStyle(isBold: true, isReversed: true)

    /// The band's lines, each at most `width` columns: a heading, then the explanation wrapped,
    /// continuation lines hanging four columns in.
    func lines(width: Int) -> [(text: String, isHeading: Bool)] {
        guard let tipID else { return [("Placement: no popover on this screen (P hides)", true)] }
        guard let decision else {
            // Placement weighs sides only for an anchor that is drawn.
            return [("Placement of \(tipID): its control is scrolled out of view (P hides)", true)]
        }
        let explanation = PlacementExplanation(tipID: tipID, decision: decision)
        var lines = [(text: "Placement of \(tipID) (P hides)", isHeading: true)]
        var paragraphs = [(prefix: "", text: explanation.summary)]
        for (index, line) in explanation.candidateLines(namingArrowEdges: false).enumerated() {
            paragraphs.append((index == decision.chosenIndex ? "\(glyphs.arrowRight) " : "  ", line))
        }
        if let adjustments = explanation.adjustments { paragraphs.append(("", adjustments)) }
        // Continuation lines hang under the text, past the marker of the side taken.
        for paragraph in paragraphs {
            let first = TextWrapper.wrap(paragraph.text, width: max(1, width - paragraph.prefix.count))
            lines.append((paragraph.prefix + first[0], false))
            let rest = first.dropFirst().joined(separator: " ")
            guard !rest.isEmpty else { continue }
            for continuation in TextWrapper.wrap(rest, width: max(1, width - 4)) {
                lines.append(("    " + continuation, false))
            }
        }
        return lines
    }

    /// Draws the band into `area` of `buffer` (the device, in the decision's coordinates).
    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard area.width > 2, area.height > 0 else { return }
        let text = area.inset(leading: 1, trailing: 1)
        var lines = lines(width: text.width)
        if lines.count > area.height {
            lines = Array(lines.prefix(area.height))
            lines[lines.count - 1].text = TextWrapper.truncate(lines[lines.count - 1].text + " " + glyphs.ellipsis,
                                                               width: text.width, ellipsis: glyphs.ellipsis)
        }
        let band = bandRect(height: lines.count, in: area)
        buffer.fill(band, style: Self.bandStyle)
        for (index, line) in lines.enumerated() {
            let row = Rect(x: area.x, y: band.y + index, width: area.width, height: 1)
            if line.isHeading { buffer.fill(row, style: Self.headingStyle) }
            let prepared = PreparedText(line.text, glyphs: glyphs, keepsNewlines: false).text
            buffer.write(TextWrapper.truncate(prepared, width: text.width, ellipsis: glyphs.ellipsis), at: Point(x: text.x, y: row.y),
                         style: line.isHeading ? Self.headingStyle : Self.bandStyle, clip: row)
        }
    }

    /// The top or the bottom rows of `area`, whichever overlaps the popover and its anchor less
    /// (the bottom on a tie).
    private func bandRect(height: Int, in area: Rect) -> Rect {
        let top = Rect(x: area.x, y: area.y, width: area.width, height: height)
        let bottom = Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
        let covered = [decision?.placement?.frame, decision?.anchor].compactMap { $0 }
        func overlap(_ band: Rect) -> Int {
            covered.map { band.intersection($0) }.reduce(0) { $0 + $1.width * $1.height }
        }
        return overlap(top) < overlap(bottom) ? top : bottom
    }
}
