/// Composes a whole frame: header, caption, the mock screen, the inspector, the message line,
/// the status bar or command line, and the help overlay on top.
public struct PlaygroundRenderer {
    /// Below this size the playground shows a "terminal too small" message instead.
    public static let minimumSize = Size(width: 40, height: 12)
    /// The inspector's share of a wide terminal.
    static let inspectorWidth = 48

    public let model: ScreenModel
    public let state: AppState
    /// Layout kept from earlier frames; a fresh cache gives the same frame, only slower.
    public let cache: RenderCache

    public init(model: ScreenModel, state: AppState, cache: RenderCache = RenderCache()) {
        self.model = model
        self.state = state
        self.cache = cache
    }

    private var glyphs: GlyphSet { state.usesASCII ? .ascii : .unicode }

    public func render(size: Size) -> Frame {
        cache.startFrame()
        // Everything is drawn into the frame's own buffer, so its cells are never copied.
        var frame = Frame(buffer: CellBuffer(size: size))
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            renderTooSmall(size, into: &frame.buffer)
            return frame
        }
        renderHeader(into: &frame.buffer)
        var body = Rect(x: 0, y: 1, width: size.width, height: size.height - 3)
        if let caption = state.caption {
            let row = Rect(x: 0, y: 1, width: size.width, height: 1)
            frame.buffer.fill(row, style: Self.captionStyle)
            frame.buffer.write(PreparedText(caption, glyphs: glyphs, keepsNewlines: false).text,
                               at: Point(x: 1, y: 1), style: Self.captionStyle, clip: row)
            body = body.inset(top: 1)
        }

        var inspectorArea: Rect?
        if model.inspector != nil {
            let width = min(Self.inspectorWidth, size.width / 2)
            inspectorArea = Rect(x: body.maxX - width, y: body.y, width: width, height: body.height)
            body = body.inset(trailing: width)
        }
        let contentWidth = min(body.width, state.widthPreset.columns.map { $0 + 2 } ?? body.width)
        let content = Rect(x: body.x, y: body.y + 1, width: contentWidth, height: body.height - 1)
        if contentWidth < body.width {
            drawWidthGuide(at: content.maxX, from: body.y, to: body.maxY, into: &frame.buffer)
        }

        ScreenLayout(model: model, focus: state.focus, glyphs: glyphs, cache: cache, flowScroll: state.flowScroll).render(in: content, into: &frame)
        frame.inspectorArea = inspectorArea
        if let inspectorArea, let lines = model.inspector {
            frame.hitRegions += InspectorPanel(lines: lines, focus: state.focus, glyphs: glyphs, cache: cache, scroll: state.inspectorScroll)
                .render(in: inspectorArea, into: &frame.buffer)
        }
        renderMessageLine(row: size.height - 2, into: &frame.buffer)
        renderStatusBar(row: size.height - 1, into: &frame.buffer)
        if state.showsHelp {
            HelpOverlay(glyphs: glyphs, scroll: state.helpScroll).render(in: frame.buffer.bounds, into: &frame.buffer)
        }
        return frame
    }

    static let headerStyle = CellStyle(isReversed: true)
    static let captionStyle = CellStyle(isBold: true, foreground: .black, background: .yellow)

    private func renderHeader(into buffer: inout CellBuffer) {
        let row = Rect(x: 0, y: 0, width: buffer.size.width, height: 1)
        buffer.fill(row, style: Self.headerStyle)
        let status = PreparedText(model.headerStatus, glyphs: glyphs, keepsNewlines: false).text
        let statusX = max(1, row.maxX - status.terminalWidth - 1)
        let title = TextWrapper.truncate(
            PreparedText(model.title, glyphs: glyphs, keepsNewlines: false).text,
            width: max(0, statusX - 2), ellipsis: glyphs.ellipsis)
        buffer.write(title, at: Point(x: 1, y: 0), style: Self.headerStyle.with { $0.isBold = true }, clip: row)
        buffer.write(status, at: Point(x: statusX, y: 0), style: Self.headerStyle, clip: row)
    }

    /// A faint rule at the edge of the previewed width, so the copywriter sees where it ends.
    private func drawWidthGuide(at x: Int, from top: Int, to bottom: Int, into buffer: inout CellBuffer) {
        let rule = Cell(glyph: glyphs.vertical, style: .dim)
        for y in top..<bottom {
            buffer.put(rule, at: Point(x: x, y: y))
        }
    }

    /// The newest log entry, or the problems of the last reload, which matter more; while the
    /// `:` line offers several completions, those. A message cut short says where to read it
    /// whole: the inspector's log.
    private func renderMessageLine(row y: Int, into buffer: inout CellBuffer) {
        let row = Rect(x: 0, y: y, width: buffer.size.width, height: 1)
        buffer.fill(row)
        let message: String
        var style = CellStyle.dim
        if let completions = state.commandLine?.completions, !completions.isEmpty {
            message = "Tab: " + completions.joined(separator: "  ")
            style = .plain
        } else if let problems = state.reloadProblems {
            message = "reload failed, showing the last good version: " + problems
            style = CellStyle(isBold: true, foreground: .red)
        } else if let entry = state.log.last {
            message = entry.message
            switch entry.kind {
            case .info: style = .dim
            case .warning: style = CellStyle(foreground: .yellow)
            case .error: style = CellStyle(isBold: true, foreground: .red)
            }
        } else {
            return
        }
        var text = PreparedText(message, glyphs: glyphs, keepsNewlines: false).text
        if text.terminalWidth > row.width - 2 {
            let pointer = state.showsInspector || state.commandLine != nil ? "" : " (i: log)"
            text = TextWrapper.truncate(text, width: row.width - 2 - pointer.count, ellipsis: glyphs.ellipsis) + pointer
        }
        buffer.write(text, at: Point(x: 1, y: y), style: style, clip: row)
    }

    private func renderStatusBar(row y: Int, into buffer: inout CellBuffer) {
        let row = Rect(x: 0, y: y, width: buffer.size.width, height: 1)
        if let editor = state.commandLine {
            buffer.fill(row)
            // Only the part around the cursor is drawn, however long the line.
            let visible = editor.visibleText(width: row.width)
            buffer.write(PreparedText(visible.text, glyphs: glyphs, keepsNewlines: false).text, at: Point(x: 0, y: y), clip: row)
            buffer.updateStyle(in: Rect(x: visible.cursorColumn, y: y, width: 1, height: 1)) { $0.isReversed = true }
            return
        }
        buffer.fill(row, style: Self.headerStyle)
        buffer.write(KeyBindings.hintBar(width: row.width - 1), at: Point(x: 1, y: y), style: Self.headerStyle, clip: row)
    }

    private func renderTooSmall(_ size: Size, into buffer: inout CellBuffer) {
        let lines = [
            "Terminal too small",
            "need \(Self.minimumSize.width)x\(Self.minimumSize.height), have \(size.width)x\(size.height)",
            "enlarge the window or press q",
        ]
        let top = max(0, (size.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let fitted = TextWrapper.truncate(line, width: size.width, ellipsis: glyphs.ellipsis)
            let x = max(0, (size.width - fitted.terminalWidth) / 2)
            buffer.write(fitted, at: Point(x: x, y: top + index), style: index == 0 ? .bold : .plain)
        }
    }
}

extension CellStyle {
    /// A copy with one change, for styles derived from a shared base.
    func with(_ change: (inout CellStyle) -> Void) -> CellStyle {
        var copy = self
        change(&copy)
        return copy
    }
}
