extension AppState {
    /// Whether the side panel is open: it shows the inspector or the VoiceOver transcript.
    var showsSidePanel: Bool { showsInspector || showsVoiceOver }
}
