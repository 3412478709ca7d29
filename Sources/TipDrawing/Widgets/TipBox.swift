
/// A tip drawn the way `MiniTipViewStyle` lays it out: a bordered box with the image leading,
/// a bold title, the wrapped message, a × button in the top-trailing corner and the actions as
/// buttons under a divider. An optional arrow leaves one edge, joined to the border.
///
/// ```
///   ▲
/// ┌─┴────────────────────────────┐
/// │ ★ Save as favourite        × │
/// │   Tap the star to keep this  │
/// │   place one tap away.        │
/// ├──────────────────────────────┤
/// │ [1 Go there now] [2 Later]   │
/// └──────────────────────────────┘
/// ```
///
/// Popovers and inline tips use the same box; a popover's arrow needs one extra row or column,
/// included in `size(forWidth:)` and in the rect given to `render(in:into:)`.
public struct TipBox: Widget {
    /// The widest a popover tip gets, like a tooltip: wider boxes are hard to read.
    public static let popoverMaxWidth = 40

    public var content: TipBoxContent
    public var glyphs: GlyphSet
    public var arrow: TipArrow?
    /// The close or action button shown focused (reverse video) for keyboard use.
    public var focusedElement: HitElement?
    /// Whether the action buttons show the digits that press them (`[1 Go there now]`). Only
    /// the tip the digit keys act on shows them, so a digit never means two buttons at once.
    public var numbersActions: Bool
    /// Puts right-to-left lines into visual order (logical order when FriBidi is missing).
    public var bidi = BidiText.system

    public init(
        content: TipBoxContent, glyphs: GlyphSet = .unicode, arrow: TipArrow? = nil,
        focusedElement: HitElement? = nil, numbersActions: Bool = true
    ) {
        self.content = content
        self.glyphs = glyphs
        self.arrow = arrow
        self.focusedElement = focusedElement
        self.numbersActions = numbersActions
    }

    /// Emoji sequences in the copy that had to be reduced (see `EmojiNormalizer`).
    public var warnings: [TextWarning] {
        let texts = [content.title, content.message ?? ""] + content.actions.map(\.title)
        return texts.flatMap { PreparedText($0, glyphs: glyphs).warnings }
    }

    /// The box alone, without the arrow's row or column: what popover placement positions.
    public func boxSize(forWidth width: Int) -> Size {
        layout(forWidth: width).boxSize
    }

    /// The box plus the row or column its arrow needs.
    public func size(forWidth width: Int) -> Size {
        size(of: layout(forWidth: width))
    }

    /// The box of `layout` plus the row or column the arrow needs: the rect to render it in.
    public func size(of layout: Layout) -> Size {
        var size = layout.boxSize
        switch arrow?.edge {
        case .top?, .bottom?: size.height += 1
        case .leading?, .trailing?: size.width += 1
        case nil: break
        }
        return size
    }

    @discardableResult
    public func render(in rect: Rect, into buffer: inout CellBuffer) -> [HitRegion] {
        render(layout(boxWidth: boxRect(in: rect).width), in: rect, into: &buffer)
    }

    /// Draws a layout made by `layout(forWidth:)` for this box's content and glyphs, so a
    /// caller that measured first does not lay the box out again.
    @discardableResult
    public func render(_ layout: Layout, in rect: Rect, into buffer: inout CellBuffer) -> [HitRegion] {
        let box = boxRect(in: rect)
        guard box.width >= layout.minimumWidth, box.height >= 3 else { return [] }
        let tipID = content.tipID
        var regions = [HitRegion(rect: box, element: .tip(tipID: tipID))]

        buffer.fill(box)
        buffer.drawBorder(box, glyphs: glyphs)
        if content.hasRoundedCorners, !glyphs.isASCII {
            // `tipCornerRadius` above 0: the terminal's nearest is a rounded corner.
            buffer.put("╭", at: Point(x: box.minX, y: box.minY))
            buffer.put("╮", at: Point(x: box.maxX - 1, y: box.minY))
            buffer.put("╰", at: Point(x: box.minX, y: box.maxY - 1))
            buffer.put("╯", at: Point(x: box.maxX - 1, y: box.maxY - 1))
        }
        let inner = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)

        // Right to left mirrors the box: image and text on the right (text aligned right), the
        // × on the left, the actions from the right.
        let isRightToLeft = content.direction == .rightToLeft
        if let image = layout.image {
            let x = isRightToLeft ? inner.maxX - image.terminalWidth : inner.x
            buffer.write(image, at: Point(x: x, y: inner.y), style: CellStyle(foreground: content.imageColor), clip: inner)
        }
        let textX = inner.x + layout.imageColumns
        let textEnd = inner.maxX - layout.imageColumns
        var y = inner.y
        let parts = [(layout.titleLines, layout.titleEmphasis, CellStyle.bold), (layout.messageLines, layout.messageEmphasis, .plain)]
        for (lines, emphasis, style) in parts {
            for (index, line) in lines.enumerated() {
                // A line with right-to-left letters is shown in visual order; its emphasis is
                // not carried over.
                if !isRightToLeft, index < emphasis.count, !Self.hasRightToLeftLetters(line) {
                    writeEmphasized(line, emphasis[index], at: Point(x: textX, y: y), style: style, clip: inner, into: &buffer)
                } else {
                    let shown = visual(line)
                    let x = isRightToLeft ? textEnd - shown.terminalWidth : textX
                    buffer.write(shown, at: Point(x: x, y: y), style: style, clip: inner)
                }
                y += 1
            }
        }
        if content.showsCloseButton {
            let point = Point(x: isRightToLeft ? inner.x : inner.maxX - 1, y: inner.y)
            if buffer.put(glyphs.close, at: point, clip: inner) {
                let closeRect = Rect(origin: point, size: Size(width: 1, height: 1))
                regions.append(focusable(closeRect, .close(tipID: tipID), &buffer))
            }
        }

        // A rect shorter than `size(forWidth:)` cuts the buttons off rather than the border.
        y = inner.y + layout.textRows
        if !layout.actionRows.isEmpty && y < inner.maxY {
            buffer.drawDivider(row: y, from: box.minX, to: box.maxX - 1, glyphs: glyphs)
            for row in layout.actionRows {
                y += 1
                guard y < inner.maxY else { break }
                var x = isRightToLeft ? inner.maxX : inner.x
                for button in row {
                    let label = isRightToLeft ? "[" + visual(String(button.label.dropFirst().dropLast())) + "]" : visual(button.label)
                    if isRightToLeft { x -= label.terminalWidth }
                    let end = buffer.write(label, at: Point(x: x, y: y), style: Self.actionStyle, clip: inner)
                    let buttonRect = Rect(x: x, y: y, width: end - x, height: 1)
                    regions.append(focusable(buttonRect, .action(tipID: tipID, actionID: button.id), &buffer))
                    x = isRightToLeft ? x - 1 : end + 1
                }
            }
        }

        drawArrow(around: box, in: rect, into: &buffer)
        return regions
    }

    /// Writes a line of copy run by run, each in `style` with its Markdown emphasis added.
    private func writeEmphasized(
        _ line: String, _ emphasis: [InlineMarkdown.Emphasis], at point: Point, style: CellStyle, clip: Rect,
        into buffer: inout CellBuffer
    ) {
        var x = point.x
        var run = ""
        var runEmphasis = emphasis.first ?? []
        for (character, marked) in zip(line, emphasis) {
            if marked != runEmphasis {
                x = buffer.write(run, at: Point(x: x, y: point.y), style: Self.style(style, runEmphasis), clip: clip)
                run = ""
                runEmphasis = marked
            }
            run.append(character)
        }
        buffer.write(run, at: Point(x: x, y: point.y), style: Self.style(style, runEmphasis), clip: clip)
    }

    /// How Markdown emphasis is drawn: bold, italic and strikethrough as attributes, code in cyan,
    /// a link underlined in blue. Colours only add: without them (`NO_COLOR`) code reads as text
    /// and a link is still underlined.
    static func style(_ base: CellStyle, _ emphasis: InlineMarkdown.Emphasis) -> CellStyle {
        var style = base
        if emphasis.contains(.bold) { style.isBold = true }
        if emphasis.contains(.italic) { style.isItalic = true }
        if emphasis.contains(.strikethrough) { style.isStruckThrough = true }
        if emphasis.contains(.code) { style.foreground = .cyan }
        if emphasis.contains(.link) {
            style.isUnderlined = true
            style.foreground = .blue
        }
        return style
    }

    /// Action buttons are tinted like SwiftUI's accent colour; the brackets carry the meaning
    /// in monochrome.
    static let actionStyle = CellStyle(foreground: .blue)

    /// Reverses `rect` when `element` has keyboard focus, and returns its hit region.
    private func focusable(
        _ rect: Rect, _ element: HitElement, _ buffer: inout CellBuffer
    ) -> HitRegion {
        if focusedElement == element {
            buffer.updateStyle(in: rect) { $0.isReversed = true }
        }
        return HitRegion(rect: rect, element: element)
    }

    /// The box inside a render rect: the rect minus the arrow's row or column.
    private func boxRect(in rect: Rect) -> Rect {
        switch arrow?.edge {
        case .top?: rect.inset(top: 1)
        case .bottom?: rect.inset(bottom: 1)
        case .leading?: rect.inset(leading: 1)
        case .trailing?: rect.inset(trailing: 1)
        case nil: rect
        }
    }

    /// Draws the border join (`┴ ┬ ┤ ├`) and the triangle just outside it.
    private func drawArrow(around box: Rect, in rect: Rect, into buffer: inout CellBuffer) {
        guard let arrow else { return }
        let length = arrow.edge.isHorizontal ? box.width : box.height
        guard length >= 3 else { return }
        let offset = min(max(arrow.offset, 1), length - 2)
        let join: Point
        let tip: Point
        switch arrow.edge {
        case .top:
            join = Point(x: box.x + offset, y: box.minY)
            tip = Point(x: join.x, y: join.y - 1)
        case .bottom:
            join = Point(x: box.x + offset, y: box.maxY - 1)
            tip = Point(x: join.x, y: join.y + 1)
        case .leading:
            join = Point(x: box.minX, y: box.y + offset)
            tip = Point(x: join.x - 1, y: join.y)
        case .trailing:
            join = Point(x: box.maxX - 1, y: box.y + offset)
            tip = Point(x: join.x + 1, y: join.y)
        }
        buffer.put(glyphs.borderJoin(towards: arrow.edge), at: join, clip: rect)
        buffer.put(glyphs.arrow(pointingOutOf: arrow.edge), at: tip, clip: rect)
    }
}
