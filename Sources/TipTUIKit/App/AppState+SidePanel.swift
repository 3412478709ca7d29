extension AppState {
    /// Whether the side panel is open: it shows the inspector or the VoiceOver transcript.
    var showsSidePanel: Bool { showsInspector || showsVoiceOver }

    /// Scrolls the side panel (the inspector or the VoiceOver transcript, `lineCount` lines
    /// long) by `lines`; down only while the last frame drew it with lines left below
    /// (`hasMoreBelow`), so it never scrolls into blank rows.
    mutating func scrollSidePanel(by lines: Int, lineCount: Int, hasMoreBelow: Bool) {
        guard lines < 0 || hasMoreBelow else { return }
        inspectorScroll = min(max(0, inspectorScroll + lines), max(0, lineCount - 1))
    }
}
