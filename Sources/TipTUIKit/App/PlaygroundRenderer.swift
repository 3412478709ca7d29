import TipDrawing

/// Draws the playground: one simulated device, and the terminal chrome around it (header,
/// caption, inspector, message line, status bar or command line, help overlay).
///
/// The device is drawn by itself, into a rect of any frame (`renderDevice`), so a grid of
/// previews or two devices side by side can share one frame. What the terminal looks like is
/// composed around an already laid out device (`render(size:device:)`): the chrome never changes
/// the device, it only decides how much of it the terminal shows.
public struct PlaygroundRenderer {
    /// Below this size the playground shows a "terminal too small" message instead.
    public static let minimumSize = Size(width: 40, height: 12)
    /// Terminal rows that are not the device: the header, the caption row, the message line
    /// and the status bar.
    public static let chromeRows = 4
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

    private var glyphs: GlyphSet { state.looking.usesASCII ? .ascii : .unicode }

    /// Whether a terminal of `size` is large enough for the playground; below `minimumSize` it
    /// says "Terminal too small" and nothing else.
    public static func showsPlayground(in size: Size) -> Bool {
        size.width >= minimumSize.width && size.height >= minimumSize.height
    }

    /// The size of the simulated device: a width preset's columns (plus a margin each side) by
    /// `WidthPreset.deviceRows`, whatever the terminal; under `full` the terminal's size less
    /// the chrome rows, or nil while the terminal is below `minimumSize` (the device then keeps
    /// the size it had).
    public static func deviceSize(for preset: WidthPreset, terminal: Size) -> Size? {
        if let columns = preset.columns { return Size(width: columns + 2, height: WidthPreset.deviceRows) }
        guard showsPlayground(in: terminal) else { return nil }
        return Size(width: terminal.width, height: terminal.height - chromeRows)
    }

    /// Lays out and draws the device's screen into `rect` of `frame`, reporting in the frame
    /// what was drawn where and which presented tips found no room, with the placement overlay
    /// over it when `P` turned it on. A pure drawing: it calls nothing in the engine. The caller starts a frame on the cache first.
    /// - Parameter marksUnplacedPopover: whether a presented popover that cannot be drawn gets a
    ///   marker on the device (previews in a grid say it in their own caption instead).
    public func renderDevice(in rect: Rect, into frame: inout Frame, marksUnplacedPopover: Bool = true) {
        ScreenLayout(model: model, focus: state.navigation.focus, glyphs: glyphs, cache: cache, flowScroll: state.navigation.flowScroll,
                     numbering: numbering, textSize: state.looking.textSize, marksUnplacedPopover: marksUnplacedPopover)
            .render(in: rect, into: &frame)
        if state.panels.showsPlacement {
            let tipID = model.popovers.first?.content.tipID
            PlacementOverlay(tipID: tipID, decision: tipID.flatMap { frame.placementDecisions[$0] }, glyphs: glyphs)
                .render(in: rect, into: &frame.buffer)
        }
    }

    /// Draws the device's screen into `rect` of `frame` as a still picture, for grids of
    /// previews and documentation: nothing is added to the frame's placed tips or clickable
    /// regions.
    /// - Returns: where the preview's tips were drawn, in the frame's coordinates, for the caller.
    @discardableResult
    public func renderPreview(in rect: Rect, into frame: inout Frame) -> [PlacedTip] {
        let device = preview(size: rect.size)
        frame.buffer.copy(device.buffer, to: rect.origin, clip: rect)
        return device.placedTips.map { placed in
            var moved = placed
            moved.rect = placed.rect.offset(by: rect.origin)
            return moved
        }
    }

    /// The device's screen alone as a still picture on a device of `size`, with its own report:
    /// where its tips were drawn and what placement decided for its popover (the catalogue
    /// explains each preview's placement from it).
    public func preview(size: Size) -> Frame {
        var device = Frame(buffer: CellBuffer(size: size))
        renderDevice(in: device.buffer.bounds, into: &device, marksUnplacedPopover: false)
        return device
    }

    /// Which tip shows the digits its action buttons answer to: the popover, else the tip
    /// holding the focus, else the first inline tip.
    private var numbering: ActionNumbering {
        if !model.popovers.isEmpty { return .popover }
        switch state.navigation.focus {
        case .action(let tipID, _)?, .close(let tipID)?: return .tip(tipID)
        default: return .firstInlineTip
        }
    }

    /// Where the device sits in a terminal of `size` and the part of it the terminal shows:
    /// below the header and caption row, left of the inspector, panned by `AppState.devicePan`
    /// (as far as the device goes) when the device is larger than that. The update keeps the
    /// focused element in view (`PlaygroundSession.settleFocus()`); drawing only follows the pan.
    func deviceViewport(device: Frame, terminal size: Size) -> (origin: Point, visible: Rect, view: DeviceView) {
        let visible = Self.deviceRoom(terminal: size, state: state, namesDevices: model.namesDevices, hasCaptionRow: model.copyBudget != nil)
        let view = DeviceView(device: device.buffer.size, room: visible.size, pan: state.navigation.devicePan)
        let origin = Point(x: visible.minX - view.pan.x + model.paneColumn, y: visible.minY - view.pan.y)
        return (origin, visible, view)
    }

    /// The part of a terminal of `size` that shows the devices: under the header, the caption row
    /// and the devices' names, above the message line and the hint bar, left of the side panel.
    /// - Parameter hasCaptionRow: whether the copy editor's budget line takes the caption row
    ///   (a `say` caption is in `state`).
    static func deviceRoom(terminal size: Size, state: AppState, namesDevices: Bool, hasCaptionRow: Bool) -> Rect {
        let top = namesRow(namesDevices: namesDevices, state: state, hasCaptionRow: hasCaptionRow).map { $0 + 1 } ?? 2
        return Rect(x: 0, y: top, width: deviceColumns(terminal: size, state: state), height: size.height - chromeRows - (top - 2))
    }

    /// The columns the terminal gives the devices: all of them, less the inspector's while it is open.
    static func deviceColumns(terminal size: Size, state: AppState) -> Int {
        size.width - (state.panels.showsSidePanel ? min(inspectorWidth, size.width / 2) : 0)
    }

    /// The row that names the devices drawn side by side: the caption row, or the row below it
    /// while a caption or the budget line is shown there, so neither covers the names.
    var deviceNamesRow: Int? {
        Self.namesRow(namesDevices: model.namesDevices, state: state, hasCaptionRow: model.copyBudget != nil)
    }

    private static func namesRow(namesDevices: Bool, state: AppState, hasCaptionRow: Bool) -> Int? {
        guard namesDevices else { return nil }
        return state.messages.caption == nil && !hasCaptionRow ? 1 : 2
    }

    /// The terminal's frame: the chrome around the device laid out before (nil when there is
    /// none yet), clipped to what the terminal can show. Tips placed on the device are reported
    /// wherever they are, even scrolled out of the terminal's view: the device shows them.
    public func render(size: Size, device: Frame?) -> Frame {
        // The chrome is drawn into the frame's own buffer; the device is copied in, row by row.
        var frame = Frame(buffer: CellBuffer(size: size))
        guard Self.showsPlayground(in: size) else {
            renderTooSmall(size, into: &frame.buffer)
            // The device goes on behind the message, focus included.
            frame.offscreenRegions = device?.hitRegions ?? []
            frame.placedTips = device?.placedTips ?? []
            frame.unplacedTipIDs = device?.unplacedTipIDs ?? []
            frame.cutTipIDs = device?.cutTipIDs ?? []
            frame.numberedTipID = device?.numberedTipID
            return frame
        }
        renderHeader(into: &frame.buffer)
        // The caption row: the copy editor's budget line while copy is typed, else a caption.
        if let line = model.copyBudget ?? state.messages.caption {
            let row = Rect(x: 0, y: 1, width: size.width, height: 1)
            let style = model.copyBudget == nil ? Self.captionStyle : Self.budgetStyle
            frame.buffer.fill(row, style: style)
            var text = PreparedText(line, glyphs: glyphs, keepsNewlines: false).text
            if model.copyBudget != nil { text = TextWrapper.truncate(text, width: max(0, row.width - 2), ellipsis: glyphs.ellipsis) }
            frame.buffer.write(text, at: Point(x: 1, y: 1), style: style, clip: row)
        }
        if let device {
            let (origin, visible, view) = deviceViewport(device: device, terminal: size)
            place(device, at: origin, clip: visible, into: &frame)
            frame.deviceArea = Rect(origin: origin, size: device.buffer.size).intersection(visible)
            frame.deviceView = view
            if device.buffer.size.width < visible.width, state.looking.widthPreset != .full {
                drawWidthGuide(at: origin.x + device.buffer.size.width, from: chromeTop, to: visible.maxY, into: &frame.buffer)
            }
            markClippedSides(of: Rect(origin: origin, size: device.buffer.size), in: visible, into: &frame.buffer)
        }
        if state.panels.showsSidePanel, let lines = model.inspector {
            let width = min(Self.inspectorWidth, size.width / 2)
            let area = Rect(x: size.width - width, y: chromeTop, width: width, height: size.height - 2 - chromeTop)
            frame.inspectorArea = area
            let panel = InspectorPanel(lines: lines, focus: state.navigation.focus, glyphs: glyphs, cache: cache, scroll: state.panels.inspectorScroll)
                .render(in: area, into: &frame.buffer)
            frame.hitRegions += panel.regions
            frame.inspectorHasMoreBelow = panel.hasMoreBelow
        }
        renderMessageLine(row: size.height - 2, into: &frame.buffer)
        renderStatusBar(row: size.height - 1, numbersActions: numbersActions(frame.numberedTipID), into: &frame.buffer)
        if state.panels.showsHelp {
            HelpOverlay(glyphs: glyphs, page: state.panels.helpPage, scroll: state.panels.helpScroll).render(in: frame.buffer.bounds, into: &frame.buffer)
        }
        return frame
    }

    /// Arrows in the corners of the visible part of the device where more of it lies beyond the
    /// terminal's edge, so a clipped device does not look like a whole one: ▲ at the top right,
    /// ▼ at the bottom right, ▶ beside it (in the corner when the bottom is not clipped), ◀ at
    /// the bottom left, as the grid of previews marks its window.
    private func markClippedSides(of device: Rect, in visible: Rect, into buffer: inout CellBuffer) {
        let corner = Point(x: min(device.maxX, visible.maxX) - 1, y: min(device.maxY, visible.maxY) - 1)
        let below = device.maxY > visible.maxY
        if below { buffer.put(glyphs.arrowDown, at: corner, style: .reversed) }
        if device.minY < visible.minY { buffer.put(glyphs.arrowUp, at: Point(x: corner.x, y: visible.minY), style: .reversed) }
        if device.maxX > visible.maxX {
            buffer.put(glyphs.arrowRight, at: Point(x: below ? corner.x - 1 : corner.x, y: corner.y), style: .reversed)
        }
        if device.minX < visible.minX { buffer.put(glyphs.arrowLeft, at: Point(x: visible.minX, y: corner.y), style: .reversed) }
    }

    /// The first row under the header and the caption: where the inspector and the width guide start.
    private var chromeTop: Int { state.messages.caption == nil && model.copyBudget == nil ? 1 : 2 }

    /// Copies the device into the frame at `origin`, showing only `clip`; its clickable parts
    /// are kept where they can be seen, its tips and flow moved into the frame's coordinates.
    private func place(_ device: Frame, at origin: Point, clip: Rect, into frame: inout Frame) {
        frame.buffer.copy(device.buffer, to: origin, clip: clip)
        for region in device.hitRegions {
            let moved = HitRegion(rect: region.rect.offset(by: origin), element: region.element)
            let seen = moved.rect.intersection(clip)
            if seen.isEmpty {
                frame.offscreenRegions.append(moved)
            } else {
                frame.hitRegions.append(HitRegion(rect: seen, element: region.element))
            }
        }
        frame.placedTips = device.placedTips.map { placed in
            var moved = placed
            moved.rect = placed.rect.offset(by: origin)
            return moved
        }
        frame.unplacedTipIDs = device.unplacedTipIDs
        frame.cutTipIDs = device.cutTipIDs
        frame.numberedTipID = device.numberedTipID
        frame.flow = device.flow
        frame.flow.area = device.flow.area.offset(by: origin).intersection(clip)
    }

    static let headerStyle = CellStyle(isReversed: true)
    static let captionStyle = CellStyle(isBold: true, foreground: .black, background: .yellow)
    static let budgetStyle = CellStyle(foreground: .black, background: .cyan)

    /// The playground's and screen's title at the left, the status at the right. When both do
    /// not fit, the status is shortened first (its short clock, then cut at its end) while the
    /// title keeps `minimumTitleWidth` columns, so a long status never leaves only `Not…` of
    /// the title; the title gives up the rest.
    private func renderHeader(into buffer: inout CellBuffer) {
        let row = Rect(x: 0, y: 0, width: buffer.size.width, height: 1)
        buffer.fill(row, style: Self.headerStyle)
        // A margin at each end and a space between.
        let room = max(0, row.width - 3)
        let fullTitle = PreparedText(model.title, glyphs: glyphs, keepsNewlines: false).text
        let statuses = [model.headerStatus.full, model.headerStatus.short]
            .map { PreparedText($0, glyphs: glyphs, keepsNewlines: false).text }
        let keptTitle = min(fullTitle.terminalWidth, max(Self.minimumTitleWidth, room / 4))
        let fullStatus = statuses.first { $0.terminalWidth <= room - keptTitle } ?? statuses[1]
        let status = TextWrapper.truncate(fullStatus, width: room - keptTitle, ellipsis: glyphs.ellipsis)
        let title = TextWrapper.truncate(fullTitle, width: room - status.terminalWidth, ellipsis: glyphs.ellipsis)
        let statusX = max(1, row.maxX - status.terminalWidth - 1)
        buffer.write(title, at: Point(x: 1, y: 0), style: Self.headerStyle.with { $0.isBold = true }, clip: row)
        buffer.write(status, at: Point(x: statusX, y: 0), style: Self.headerStyle, clip: row)
    }

    /// The columns of the header's title kept whatever the status (a quarter of a wide header).
    static let minimumTitleWidth = 20

    /// A faint rule at the edge of the previewed width, so the copywriter sees where it ends.
    private func drawWidthGuide(at x: Int, from top: Int, to bottom: Int, into buffer: inout CellBuffer) {
        let rule = Cell(glyph: glyphs.vertical, style: .dim)
        for y in top..<bottom {
            buffer.put(rule, at: Point(x: x, y: y))
        }
    }

    /// The newest log entry (with several devices, the acting device's and then the others':
    /// `DeviceMessages`), or the problems of the last reload, which matter more; while the `:`
    /// line offers several completions, those. A message cut short says where to read it whole:
    /// the inspector's log.
    private func renderMessageLine(row y: Int, into buffer: inout CellBuffer) {
        let row = Rect(x: 0, y: y, width: buffer.size.width, height: 1)
        buffer.fill(row)
        let message: String
        var style = CellStyle.dim
        let entries = DeviceMessages.shown(from: state.messages.log, actingDevice: model.actingDevice)
        if state.editors.copyEditor?.notice == nil, state.editors.commandLine?.completions.isEmpty ?? true, state.messages.reloadProblems == nil,
           entries.count > 1 {
            renderMessages(entries, in: row, into: &buffer)
            return
        }
        if let notice = state.editors.copyEditor?.notice {
            // Why the last Enter wrote nothing (or what a key left out) until the next key.
            message = notice
            style = CellStyle(isBold: true, foreground: .red)
        } else if let completions = state.editors.commandLine?.completions, !completions.isEmpty {
            message = "Tab: " + completions.joined(separator: "  ")
            style = .plain
        } else if let problems = state.messages.reloadProblems {
            message = problems.summary + " (reload at \(problems.time) failed: the last good version is shown)"
            style = CellStyle(isBold: true, foreground: .red)
        } else if let entry = entries.first {
            message = entry.message
            style = Self.style(of: entry.kind)
        } else {
            return
        }
        var text = PreparedText(message, glyphs: glyphs, keepsNewlines: false).text
        if text.terminalWidth > row.width - 2 {
            text = TextWrapper.truncate(text, width: row.width - 2 - logPointer.count, ellipsis: glyphs.ellipsis) + logPointer
        }
        buffer.write(text, at: Point(x: 1, y: y), style: style, clip: row)
    }

    /// Several devices' messages on one line, each in its own style, apart by a rule; the last
    /// that does not fit is cut, and the pointer to the log says there is more.
    private func renderMessages(_ entries: [LogEntry], in row: Rect, into buffer: inout CellBuffer) {
        let separator = " \(glyphs.vertical) "
        let texts = entries.map { PreparedText($0.message, glyphs: glyphs, keepsNewlines: false).text }
        let whole = texts.reduce(0) { $0 + $1.terminalWidth } + separator.count * (texts.count - 1)
        let room = whole > row.width - 2 ? row.width - 2 - logPointer.count : row.width - 2
        var x = 1
        for (index, (entry, text)) in zip(entries, texts).enumerated() {
            if index > 0 {
                guard x + separator.count < 1 + room else { break }
                buffer.write(separator, at: Point(x: x, y: row.minY), style: .dim, clip: row)
                x += separator.count
            }
            let left = 1 + room - x
            let shown = text.terminalWidth > left ? TextWrapper.truncate(text, width: left, ellipsis: glyphs.ellipsis) : text
            buffer.write(shown, at: Point(x: x, y: row.minY), style: Self.style(of: entry.kind), clip: row)
            x += shown.terminalWidth
            if shown != text { break }
        }
        if whole > row.width - 2 { buffer.write(logPointer, at: Point(x: x, y: row.minY), style: .dim, clip: row) }
    }

    /// Where a message cut short can be read whole, unless that is already open or in use.
    private var logPointer: String { state.panels.showsInspector || state.editors.commandLine != nil ? "" : " (i: log)" }

    private static func style(of kind: LogEntry.Kind) -> CellStyle {
        switch kind {
        case .info: .dim
        case .warning: CellStyle(foreground: .yellow)
        case .error: CellStyle(isBold: true, foreground: .red)
        }
    }

    private func renderStatusBar(row y: Int, numbersActions: Bool, into buffer: inout CellBuffer) {
        let row = Rect(x: 0, y: y, width: buffer.size.width, height: 1)
        if let copyEditor = state.editors.copyEditor {
            // The piece being typed stays named (at most half the row); the copy scrolls after it.
            buffer.fill(row)
            let prompt = TextWrapper.truncate(
                PreparedText(copyEditor.prompt, glyphs: glyphs, keepsNewlines: false).text, width: row.width / 2, ellipsis: glyphs.ellipsis)
            buffer.write(prompt, at: Point(x: 0, y: y), style: .bold, clip: row)
            let start = prompt.terminalWidth
            let visible = copyEditor.line.visibleText(width: row.width - start, prompt: "")
            buffer.write(PreparedText(visible.text, glyphs: glyphs, keepsNewlines: false).text, at: Point(x: start, y: y), clip: row)
            buffer.updateStyle(in: Rect(x: start + visible.cursorColumn, y: y, width: 1, height: 1)) { $0.isReversed = true }
            return
        }
        if let editor = state.editors.commandLine {
            buffer.fill(row)
            // Only the part around the cursor is drawn, however long the line.
            let visible = editor.visibleText(width: row.width)
            buffer.write(PreparedText(visible.text, glyphs: glyphs, keepsNewlines: false).text, at: Point(x: 0, y: y), clip: row)
            buffer.updateStyle(in: Rect(x: visible.cursorColumn, y: y, width: 1, height: 1)) { $0.isReversed = true }
            return
        }
        buffer.fill(row, style: Self.headerStyle)
        let hints = focusedTextField ? HelpLine.textFieldHintBar(width: row.width - 1) : HelpLine.hintBar(width: row.width - 1, closeHint: closeHint, numbersActions: numbersActions)
        buffer.write(hints, at: Point(x: 1, y: y), style: Self.headerStyle, clip: row)
    }

    /// Whether the tip whose buttons carry the digits has any action buttons to carry them.
    private func numbersActions(_ tipID: String?) -> Bool {
        guard let tipID else { return false }
        return (model.popovers + model.inlineTips).contains { $0.content.tipID == tipID && !$0.content.actions.isEmpty }
    }

    /// Whether the focus is on a text field, which takes the letter keys as text.
    private var focusedTextField: Bool {
        guard case .control(let id)? = state.navigation.focus, case .textField? = model.screen.control(id: id)?.kind else { return false }
        return true
    }

    /// The close key's hint when the tip on top (the popover, else the first inline tip) has no
    /// × because its custom style draws none: the bar says why `x` does nothing.
    private var closeHint: String? {
        guard let top = model.popovers.first ?? model.inlineTips.first, !top.content.showsCloseButton else { return nil }
        return "x: no \(glyphs.close)"
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
