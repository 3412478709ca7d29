extension AppState {
    /// Whether the side panel is open: it shows the inspector or the VoiceOver transcript.
    var showsSidePanel: Bool { showsInspector || showsVoiceOver }

    /// Scrolls the side panel (the inspector or the VoiceOver transcript, `lineCount` lines
    /// long) by `lines`, keeping at least its last line in view.
    mutating func scrollSidePanel(by lines: Int, lineCount: Int) {
        inspectorScroll = min(max(0, inspectorScroll + lines), max(0, lineCount - 1))
    }
}
