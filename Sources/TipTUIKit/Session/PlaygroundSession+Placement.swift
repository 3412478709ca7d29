import TipDrawing

extension PlaygroundSession {
    /// Why the popover `tipID` sits where it does on the device, from the decision the layout
    /// drew it with; nil unless it is the popover presented with its control on screen.
    func placementExplanation(of tipID: String) -> PlacementExplanation? {
        guard presented[tipID] == .popover, let decision = deviceFrame?.placementDecisions[tipID] else { return nil }
        return PlacementExplanation(tipID: tipID, decision: decision)
    }
}
