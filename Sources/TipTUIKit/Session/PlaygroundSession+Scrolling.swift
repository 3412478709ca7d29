import TipDrawing

/// Scrolling what does not fit: the help overlay, the inspector and the mouse wheel.
extension PlaygroundSession {
    /// While the help is open: Up/Down, PgUp/PgDn, Home/End scroll it when it does not fit; any
    /// other key (any key at all when it fits, as its footer says) closes it.
    func scrollOrCloseHelp(with key: Key) {
        let page = max(1, HelpOverlay.box(in: Rect(origin: Point(x: 0, y: 0), size: size), page: state.helpPage).height - 3)
        guard HelpOverlay.scrollLimit(for: size, page: state.helpPage) > 0 else {
            state.showsHelp = false
            state.helpScroll = 0
            return
        }
        switch key {
        case .up: scrollHelp(by: -1)
        case .down: scrollHelp(by: 1)
        case .pageUp: scrollHelp(by: -page)
        case .pageDown: scrollHelp(by: page)
        case .home: state.helpScroll = 0
        case .end: state.helpScroll = HelpOverlay.scrollLimit(for: size, page: state.helpPage)
        default:
            state.showsHelp = false
            state.helpScroll = 0
        }
    }

    private func scrollHelp(by lines: Int) {
        state.helpScroll = min(max(0, state.helpScroll + lines), HelpOverlay.scrollLimit(for: size, page: state.helpPage))
    }

    /// Scrolls the side panel (the inspector or the VoiceOver transcript) by `lines`, keeping at
    /// least its last line in view.
    func scrollInspector(by lines: Int) {
        let count = SidePanelContent(session: self).lines?.count ?? 0
        state.inspectorScroll = min(max(0, state.inspectorScroll + lines), max(0, count - 1))
    }

    /// One wheel notch: scrolls the help when it is open, the inspector under the pointer, or
    /// else the screen's flow a page, as PgUp/PgDn do (performed as `scrollFlow`, which may show
    /// or hide tips).
    func scroll(at point: Point, down: Bool) throws(SessionError) -> [SessionEffect] {
        if state.showsHelp {
            scrollHelp(by: down ? 3 : -3)
        } else if frame.inspectorArea?.contains(point) == true {
            scrollInspector(by: down ? 3 : -3)
        } else {
            return try reduce(.scrollFlow(down: down))
        }
        return []
    }
}
