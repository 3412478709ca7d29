extension VoiceOverTranscript {
    /// What VoiceOver would announce for the session's device screen as it is now
    /// (docs/voiceover.md). Reading it changes nothing: it is built from the device's model and
    /// its drawing.
    public init(of session: PlaygroundSession) {
        self.init(model: session.composer.screenModel(), device: session.deviceFrame ?? session.composer.composedFrame)
    }
}
