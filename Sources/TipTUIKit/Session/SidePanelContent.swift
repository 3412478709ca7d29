/// What the side panel shows: the VoiceOver transcript when `V` turned it on (it takes the
/// inspector's place), else the inspector when shown, else nothing.
struct SidePanelContent {
    let session: PlaygroundSession
    /// The inspector's parts kept from earlier frames; nil works them out afresh.
    var inspectorCache: InspectorCache?

    /// The panel's lines; nil when the panel is closed.
    var lines: [InspectorLine]? {
        if session.state.panels.showsVoiceOver {
            return [InspectorLine("VoiceOver would announce", .heading)]
                + VoiceOverTranscript(of: session).lines.map { InspectorLine($0) }
        }
        return session.state.panels.showsInspector ? InspectorContent(session: session, cache: inspectorCache).lines : nil
    }
}
