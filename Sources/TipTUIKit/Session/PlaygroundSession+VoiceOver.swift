extension PlaygroundSession {
    /// What VoiceOver would announce for the device's screen as it is now (docs/voiceover.md).
    /// Reading it changes nothing: it is built from the device's model and its drawing.
    public var voiceOverTranscript: VoiceOverTranscript {
        VoiceOverTranscript(model: screenModel(), device: deviceFrame ?? composer.composedFrame)
    }

    /// The side panel's lines: the VoiceOver transcript when `V` turned it on (it takes the
    /// inspector's place), else the inspector when shown, else none.
    func sidePanelLines() -> [InspectorLine]? {
        if state.showsVoiceOver {
            return [InspectorLine("VoiceOver would announce", .heading)]
                + voiceOverTranscript.lines.map { InspectorLine($0) }
        }
        return state.showsInspector ? inspectorLines() : nil
    }
}
