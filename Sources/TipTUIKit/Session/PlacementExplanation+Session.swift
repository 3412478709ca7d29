import TipDrawing

extension PlacementExplanation {
    /// Why the popover `tipID` sits where it does on the session's device, from the decision the
    /// layout drew it with; nil unless it is the popover presented with its control on screen.
    init?(of tipID: String, on session: PlaygroundSession) {
        guard session.presented[tipID] == .popover, let decision = session.deviceFrame?.placementDecisions[tipID] else {
            return nil
        }
        self.init(tipID: tipID, decision: decision)
    }
}
