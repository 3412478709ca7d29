import TipDrawing
import TipPlayground

/// Which tip of a screen shows the digits on its action buttons (`Frame.numberedTipID`).
enum ActionNumbering: Equatable {
    /// The popover the device presents.
    case popover
    /// This tip (the one holding the focus), if it is placed.
    case tip(String)
    /// The first inline tip placed from the top of the flow.
    case firstInlineTip

    func numbersInlineTip(_ tipID: String, numberedSoFar: String?) -> Bool {
        switch self {
        case .popover: false
        case .tip(let id): id == tipID
        case .firstInlineTip: numberedSoFar == nil
        }
    }
}

/// Lays out a mock screen: the toolbar, the flow of controls with inline tips between them, the
/// tab bar, and the popover floating over them, pointed at its anchor.
///
/// A pure function of the model (what the device presents) and the way it is looked at: it
/// decides nothing about presentations. A presented tip that cannot be drawn is reported in
/// `unplacedTipIDs`, and the device says so, naming it: a popover with no side that fits (or
/// whose control is scrolled out of view) and an inline tip scrolled above or below the flow's
/// window get a marker on the flow's last row; an inline tip taller than the room left is drawn
/// cut with a marker.
struct ScreenLayout {
    let model: ScreenModel
    let focus: HitElement?
    let glyphs: GlyphSet
    let cache: RenderCache
    /// The first flow item to draw (`AppState.flowScroll`).
    let flowScroll: Int
    /// Which tip's action buttons carry the digits 1-9 that the digit keys press.
    let numbering: ActionNumbering
    /// The simulated Dynamic Type size: a larger size gives tip copy fewer columns.
    var textSize = TextSize.default
    /// Whether a presented tip that cannot be drawn (a popover with no room, a tip scrolled out
    /// of view) gets a marker on the device; not on previews, which present nothing.
    var marksUnplacedPopover = true

    /// Draws the screen into `area` of the frame's buffer and reports what was placed where.
    func render(in area: Rect, into frame: inout Frame) {
        let firstRegion = frame.hitRegions.count
        let firstScrolledOut = frame.scrolledOutTipIDs.count
        let screen = model.screen
        var flowArea = area
        if !screen.toolbar.isEmpty {
            let bar = ItemBarWidget(kind: .toolbar, items: screen.toolbar.map(item),
                                    focusedItemID: focusedControlID, glyphs: glyphs)
            frame.hitRegions += bar.render(in: Rect(x: area.x, y: area.y, width: area.width, height: 1), into: &frame.buffer)
            flowArea = flowArea.inset(top: 2)
        }
        if !screen.tabBar.isEmpty {
            let bar = ItemBarWidget(kind: .tabBar, items: screen.tabBar.map(item),
                                    selectedItemID: nil, focusedItemID: focusedControlID, glyphs: glyphs)
            let row = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
            frame.hitRegions += bar.render(in: row, into: &frame.buffer)
            flowArea = flowArea.inset(bottom: 2)
        }
        let flowControls = renderFlow(in: flowArea.inset(leading: 1, trailing: 1), anchorsFrom: firstRegion, into: &frame)
        // Inline tips the flow's window leaves out, above or below it.
        var notDrawn = frame.scrolledOutTipIDs[firstScrolledOut...].map { tipID in
            let above = flowItems[..<frame.flow.first].contains { if case .tip(let tip) = $0 { tip.content.tipID == tipID } else { false } }
            return NotDrawn(tipID: tipID, arrow: above ? glyphs.arrowUp : glyphs.arrowDown,
                            reason: above ? "above, PgUp" : "below, PgDn")
        }
        if let popover = renderPopover(in: area, anchorsFrom: firstRegion, flowControls: flowControls, into: &frame) {
            notDrawn.insert(popover, at: 0)
        }
        markNotDrawn(notDrawn, in: flowArea, into: &frame)
    }

    /// A presented tip this frame does not draw, and why, as the device's marker says it.
    private struct NotDrawn {
        var tipID: String
        var arrow: Character
        var reason: String
    }

    private var focusedControlID: String? {
        if case .control(let id)? = focus { id } else { nil }
    }

    private func item(_ control: ControlDeclaration) -> ItemBarWidget.Item {
        ItemBarWidget.Item(id: control.id, title: control.shownLabel(glyphs: glyphs))
    }

    /// One thing in the vertical flow.
    private enum FlowItem {
        case control(ControlDeclaration)
        case tip(ScreenModel.EligibleTip)
    }

    /// Inline tips go where their placement says; a tip takes no space while not shown (VIEW-1).
    private var flowItems: [FlowItem] {
        // Sorted by position in one pass: tips carry their whole copy, so filtering them once per
        // control copied every tip twice per control at every frame.
        var top: [FlowItem] = [], bottom: [FlowItem] = []
        var before: [String: [FlowItem]] = [:], after: [String: [FlowItem]] = [:]
        for tip in model.inlineTips {
            guard case .inline(let position) = tip.placement.presentation else { continue }
            switch position {
            case .top: top.append(.tip(tip))
            case .bottom: bottom.append(.tip(tip))
            case .before(let control): before[control, default: []].append(.tip(tip))
            case .after(let control): after[control, default: []].append(.tip(tip))
            }
        }
        var items = top
        for control in model.screen.controls {
            items += before[control.id] ?? []
            items.append(.control(control))
            items += after[control.id] ?? []
        }
        return items + bottom
    }

    /// Draws the flow from item `flowScroll` down, as far as whole items fit. Tips scrolled above
    /// or below are not drawn, so they are reported as not placed and scrolled out; their
    /// presentation goes on (scrolling is looking). Arrows in the right margin say there is more
    /// above or below.
    /// - Returns: where each flow control was drawn, whole (a list with its rows), for popovers
    ///   to point at: a list registers regions for its rows only, since its rows are what a
    ///   click or Tab reaches, yet a popover may be anchored to the list itself.
    private func renderFlow(in area: Rect, anchorsFrom firstRegion: Int, into frame: inout Frame) -> [String: Rect] {
        let items = flowItems
        let first = min(max(0, flowScroll), max(0, items.count - 1))
        frame.flow = FlowWindow(first: first, shown: 0, total: items.count, area: area)
        var y = area.y
        var lastControlRect: Rect?
        var drawnControls: [String: Rect] = [:]
        for (index, item) in items.enumerated() {
            guard index >= first, y < area.maxY, frame.flow.shown == index - first else {
                if case .tip(let tip) = item {
                    frame.unplacedTipIDs.append(tip.content.tipID)
                    frame.scrolledOutTipIDs.append(tip.content.tipID)
                }
                continue
            }
            let space = Rect(x: area.x, y: y, width: area.width, height: area.maxY - y)
            switch item {
            case .control(let control):
                let widget = controlWidget(control)
                let size = widget.size(forWidth: space.width)
                let rect = Rect(origin: space.origin, size: Size(width: size.width, height: min(size.height, space.height)))
                frame.hitRegions += widget.render(in: rect, into: &frame.buffer)
                lastControlRect = rect
                drawnControls[control.id] = rect
                y = rect.maxY + 1
            case .tip(let tip):
                let anchor =
                    if let anchorID = tip.placement.anchorID {
                        tipAnchor(anchorID, in: space, drawn: drawnControls, regionsFrom: firstRegion, frame: frame)
                    } else {
                        anchorSpan(for: tip.placement, previous: lastControlRect, in: space)
                    }
                let rect = renderInlineTip(tip, in: space, anchor: anchor, into: &frame)
                guard !rect.isEmpty else { continue }
                y = rect.maxY + 1
            }
            frame.flow.shown += 1
        }
        let margin = area.maxX
        if frame.flow.hasMoreAbove {
            frame.buffer.put(glyphs.arrowUp, at: Point(x: margin, y: area.minY), style: .dim)
        }
        if frame.flow.hasMoreBelow {
            frame.buffer.put(glyphs.arrowDown, at: Point(x: margin, y: area.maxY - 1), style: .dim)
        }
        return drawnControls
    }

    /// Where the control an inline tip's arrow points at sits across the flow: the control it
    /// was placed after (already drawn above it) or before (drawn next, from the flow's left edge).
    private func anchorSpan(for placement: TipPlacement, previous: Rect?, in space: Rect) -> Rect? {
        switch placement.presentation {
        case .inline(.after): return previous
        case .inline(.before(let id)):
            guard let control = model.screen.controls.first(where: { $0.id == id }) else { return nil }
            return Rect(origin: space.origin, size: controlWidget(control).size(forWidth: space.width))
        default: return nil
        }
    }

    /// Where the control marked `.tipAnchor(id)` sits, for an inline tip whose arrow points at it
    /// (`TipView(_:arrowEdge:anchorID:)`): drawn already (a bar item, a control or row above the
    /// tip), or, for a control of the flow further down, below the tip (the rest of the flow is
    /// drawn after it).
    private func tipAnchor(
        _ id: String, in space: Rect, drawn: [String: Rect], regionsFrom firstRegion: Int, frame: Frame
    ) -> Rect? {
        if let region = frame.hitRegions[firstRegion...].last(where: { $0.element == .control(id: id) }) { return region.rect }
        if let rect = drawn[id] { return rect }
        let screen = model.screen
        let holder = screen.controls.first { control in
            if control.id == id { return true }
            if case .list(let rows) = control.kind { return rows.contains { $0.id == id } }
            return false
        }
        guard let holder else { return nil }
        let size = controlWidget(holder).size(forWidth: space.width)
        return Rect(x: space.x, y: space.maxY, width: size.width, height: size.height)
    }

    /// The edge an inline tip's arrow sits on: the one the app gave, or, for a tip pointing at a
    /// `.tipAnchor` with none given, the one facing that control (chosen: top when it is above).
    static func inlineArrowEdge(of placement: TipPlacement, anchor: Rect?, tipTop: Int) -> Edge? {
        if let given = placement.arrowEdge { return Edge(given) }
        guard placement.anchorID != nil, let anchor else { return nil }
        return anchor.minY < tipTop ? .top : .bottom
    }

    private func renderInlineTip(
        _ tip: ScreenModel.EligibleTip, in space: Rect, anchor: Rect?, into frame: inout Frame
    ) -> Rect {
        let edge = Self.inlineArrowEdge(of: tip.placement, anchor: anchor, tipTop: space.y)?.mirrored(for: tip.content.direction)
        let numbered = numbering.numbersInlineTip(tip.content.tipID, numberedSoFar: frame.numberedTipID)
        var box = TipBox(content: tip.content, glyphs: glyphs, focusedElement: focus, numbersActions: numbered)
        if let edge {
            let along = edge.isHorizontal ? space.width : 3
            let target = anchor.map { edge.isHorizontal ? $0.center.x - space.x : 1 } ?? 2
            box.arrow = TipArrow(edge: edge, offset: min(max(target, 1), max(1, along - 2)))
        }
        let layout = cache.layout(of: box, forWidth: tipWidth(forDeviceWidth: space.width))
        let size = box.size(of: layout)
        guard size.height > space.height else {
            let rect = Rect(origin: space.origin, size: size)
            frame.hitRegions += box.render(layout, in: rect, into: &frame.buffer)
            frame.placedTips.append(PlacedTip(tipID: tip.content.tipID, presentation: .inline, arrowEdge: edge, rect: rect))
            if numbered { frame.numberedTipID = tip.content.tipID }
            return rect
        }
        // Taller than the room left: drawn whole off to the side, then cut to the room with a
        // marker on its last row, so the screen shows what it can rather than a blank hole.
        var whole = Frame(buffer: CellBuffer(size: size))
        let regions = box.render(layout, in: whole.buffer.bounds, into: &whole.buffer)
        let rect = Rect(origin: space.origin, size: Size(width: size.width, height: space.height))
        frame.buffer.copy(whole.buffer, to: rect.origin, clip: rect)
        // The marker spans the flow, not the tip: a narrow tip would cut its own words.
        let markerRow = Rect(x: space.x, y: rect.maxY - 1, width: space.width, height: 1)
        let aboveMarker = rect.inset(bottom: 1)
        for region in regions {
            let seen = region.rect.offset(by: rect.origin).intersection(aboveMarker)
            if !seen.isEmpty { frame.hitRegions.append(HitRegion(rect: seen, element: region.element)) }
        }
        frame.buffer.fill(markerRow, style: Self.cutMarkerStyle)
        let marker = "\(glyphs.arrowDown) cut: \(size.height - rect.height + 1) more rows"
        frame.buffer.write(TextWrapper.truncate(marker, width: markerRow.width, ellipsis: glyphs.ellipsis), at: markerRow.origin,
                           style: Self.cutMarkerStyle, clip: markerRow)
        frame.placedTips.append(PlacedTip(tipID: tip.content.tipID, presentation: .inline, arrowEdge: edge, rect: rect))
        frame.cutTipIDs.append(tip.content.tipID)
        if numbered { frame.numberedTipID = tip.content.tipID }
        return rect
    }

    static let cutMarkerStyle = CellStyle(isBold: true, isReversed: true)

    /// Says on the device which presented tips it does not draw, and why: one marker across the
    /// last row of `area` (`▲ BigTip: popover: no room (below: 2 rows past the bottom); ▼ LastTip: below, PgDn`),
    /// on top, so a click on it presses nothing under it.
    private func markNotDrawn(_ tips: [NotDrawn], in area: Rect, into frame: inout Frame) {
        guard marksUnplacedPopover, let first = tips.first, area.width > 0, area.height > 0 else { return }
        let row = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
        frame.buffer.fill(row, style: Self.cutMarkerStyle)
        let marker = tips.map { "\($0.arrow) \($0.tipID): \($0.reason)" }.joined(separator: "; ")
        frame.buffer.write(TextWrapper.truncate(marker, width: row.width, ellipsis: glyphs.ellipsis), at: row.origin,
                           style: Self.cutMarkerStyle, clip: row)
        frame.hitRegions.append(HitRegion(rect: row, element: .tip(tipID: first.tipID)))
    }

    /// Places the popover next to its anchor, flipping or shifting to stay inside `area`. When its
    /// control is scrolled out of view, or no side has room, the popover is reported as not
    /// placed, and returned for the device's marker to say so. The device presents one
    /// popover at a time (VIEW-12). Any control can be an anchor: a bar item, a list row or a
    /// flow control by its region, a list by `flowControls`, the rect it was drawn in.
    private func renderPopover(
        in area: Rect, anchorsFrom firstRegion: Int, flowControls: [String: Rect], into frame: inout Frame
    ) -> NotDrawn? {
        for tip in model.popovers {
            guard case .popover(let anchorID) = tip.placement.presentation else { continue }
            // Only this screen's regions: other screens may share the frame (a grid of previews).
            let region = frame.hitRegions[firstRegion...].last(where: { $0.element == .control(id: anchorID) })?.rect
            guard let anchor = region ?? flowControls[anchorID] else {
                frame.unplacedTipIDs.append(tip.content.tipID)
                frame.scrolledOutTipIDs.append(tip.content.tipID)
                return NotDrawn(tipID: tip.content.tipID, arrow: glyphs.arrowUp, reason: "popover: control scrolled out of view")
            }
            let numbered = numbering == .popover || numbering == .tip(tip.content.tipID)
            var box = TipBox(content: tip.content, glyphs: glyphs, focusedElement: focus, numbersActions: numbered)
            let layout = cache.layout(of: box, forWidth: tipWidth(forDeviceWidth: min(TipBox.popoverMaxWidth, area.width - 2)))
            let direction = tip.content.direction
            let decision = if let allowed = tip.placement.arrowEdges {
                PopoverPlacer.decide(
                    anchor: anchor, contentSize: layout.boxSize,
                    allowedArrowEdges: Set(allowed.edges.map { Edge($0).mirrored(for: direction) }), bounds: area)
            } else {
                PopoverPlacer.decide(
                    anchor: anchor, contentSize: layout.boxSize,
                    preferredArrowEdge: tip.placement.arrowEdge.map { Edge($0).mirrored(for: direction) }, bounds: area)
            }
            frame.placementDecisions[tip.content.tipID] = decision
            guard let placement = decision.placement else {
                frame.unplacedTipIDs.append(tip.content.tipID)
                // In the placement overlay's words (`P`): the side the app asked for first, and
                // how far it misses (a short device, not only a narrow one, leaves no room).
                let nearest = PlacementExplanation(tipID: tip.content.tipID, decision: decision).candidateLines(namingArrowEdges: false).first
                return NotDrawn(tipID: tip.content.tipID, arrow: glyphs.arrowUp, reason: "popover: no room" + (nearest.map { " (\($0))" } ?? ""))
            }
            let placed = PlacedTip(tipID: tip.content.tipID, presentation: .popover, arrowEdge: placement.arrowEdge, rect: placement.frame)
            box.arrow = placement.arrow
            frame.hitRegions += box.render(layout, in: placement.frame, into: &frame.buffer)
            frame.placedTips.append(placed)
            if numbered { frame.numberedTipID = tip.content.tipID }
            return nil
        }
        return nil
    }

    /// The columns a tip box may take where the device gives it `width` at the default text
    /// size: fewer at a larger size (`TextSize.wrapWidth`), never more than the device has.
    private func tipWidth(forDeviceWidth width: Int) -> Int {
        min(width, textSize.wrapWidth(forDeviceWidth: width))
    }

    private func controlWidget(_ control: ControlDeclaration) -> any Widget {
        let focused = focusedControlID == control.id
        switch control.kind {
        case .toggle(let parameter):
            return ToggleWidget(id: control.id, label: control.shownLabel(glyphs: glyphs), isOn: model.toggleStates[parameter] ?? false,
                                isFocused: focused, glyphs: glyphs)
        case .textField(let placeholder, _):
            return TextFieldWidget(id: control.id, label: control.shownLabel(glyphs: glyphs),
                                   text: model.textFieldValues[control.id] ?? "",
                                   placeholder: placeholder ?? "", isFocused: focused, glyphs: glyphs)
        case .list(let rows):
            return ListWidget(rows: rows.map { ListWidget.Row(id: $0.id, title: $0.shownLabel(glyphs: glyphs)) },
                              focusedRowID: focusedControlID, glyphs: glyphs)
        case .button, .row, .toolbarItem, .tabBarItem:
            return ButtonWidget(id: control.id, label: control.shownLabel(glyphs: glyphs), isFocused: focused, glyphs: glyphs)
        }
    }
}

extension Edge {
    /// The geometry edge for a playground file's arrow edge.
    init(_ edge: TipPlacement.ArrowEdge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }
}
