import TipDrawing

extension AppState {
    /// The side panel (inspector or VoiceOver transcript), the placement overlay and the help:
    /// which are open and how far each is scrolled.
    public struct Panels: Equatable, Sendable {
        public var showsInspector = false
        public var showsHelp = false
        /// The shortcuts (`?`) or the `:` line's commands (`:help`).
        public var helpPage = HelpPage.keys
        /// Lines of the help scrolled away at the top (on a screen too small for all of it).
        public var helpScroll = 0
        /// The VoiceOver transcript, shown in the side panel in place of the inspector.
        public var showsVoiceOver = false
        /// The placement overlay (`P`): why the popover on screen sits where it does.
        public var showsPlacement = false
        /// Lines of the inspector scrolled away at the top.
        public var inspectorScroll = 0

        /// Takes an action that opens or closes a panel (`inspector`, `voiceover`, `placement`,
        /// `help`); false for any other. A side panel that changes what it shows opens at its top.
        mutating func reduce(_ action: PlaygroundAction) -> Bool {
            switch action {
            case .inspector(let on):
                showsInspector = on
                inspectorScroll = 0
            case .voiceOver(let on):
                showsVoiceOver = on
                inspectorScroll = 0
            case .placementOverlay(let on): showsPlacement = on
            case .help(let page):
                showsHelp = page != nil
                helpPage = page ?? .keys
                helpScroll = 0
            default: return false
            }
            return true
        }

        /// Whether the side panel is open: it shows the inspector or the VoiceOver transcript.
        var showsSidePanel: Bool { showsInspector || showsVoiceOver }

        /// Scrolls the side panel (the inspector or the VoiceOver transcript, `lineCount` lines
        /// long) by `lines`; down only while the last frame drew it with lines left below
        /// (`hasMoreBelow`), so it never scrolls into blank rows.
        mutating func scrollSidePanel(by lines: Int, lineCount: Int, hasMoreBelow: Bool) {
            guard lines < 0 || hasMoreBelow else { return }
            inspectorScroll = min(max(0, inspectorScroll + lines), max(0, lineCount - 1))
        }

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
}
