import TipDrawing

/// The help overlay's scrolling, on a terminal of a given size: the help is chrome, so only its
/// own state moves.
extension AppState {
    /// While the help is open: Up/Down, PgUp/PgDn, Home/End scroll it when it does not fit in
    /// `size`; any other key (any key at all when it fits, as its footer says) closes it.
    mutating func scrollOrCloseHelp(with key: Key, in size: Size) {
        let page = max(1, HelpOverlay.box(in: Rect(origin: Point(x: 0, y: 0), size: size), page: helpPage).height - 3)
        guard HelpOverlay.scrollLimit(for: size, page: helpPage) > 0 else {
            showsHelp = false
            helpScroll = 0
            return
        }
        switch key {
        case .up: scrollHelp(by: -1, in: size)
        case .down: scrollHelp(by: 1, in: size)
        case .pageUp: scrollHelp(by: -page, in: size)
        case .pageDown: scrollHelp(by: page, in: size)
        case .home: helpScroll = 0
        case .end: helpScroll = HelpOverlay.scrollLimit(for: size, page: helpPage)
        default:
            showsHelp = false
            helpScroll = 0
        }
    }

    /// Scrolls the help by `lines`, within what does not fit in `size`.
    mutating func scrollHelp(by lines: Int, in size: Size) {
        helpScroll = min(max(0, helpScroll + lines), HelpOverlay.scrollLimit(for: size, page: helpPage))
    }
}
