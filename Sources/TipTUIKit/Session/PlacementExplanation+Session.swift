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

/// An inline tip's arrow in words, from the frame that drew it: the control it points at and
/// whether the app gave the edge (`TipView(_:arrowEdge:anchorID:)`) or the layout chose it.
enum InlineArrowExplanation {
    /// `inline, arrow top toward 'compass' (tipAnchor); edge chosen: top, the app gave none`; nil
    /// for a tip that is not an inline tip drawn with an arrow.
    static func sentence(of tipID: String, on session: PlaygroundSession) -> String? {
        guard session.presented[tipID] == .inline,
              let placed = session.deviceFrame?.placedTips.first(where: { $0.tipID == tipID }), let edge = placed.arrowEdge,
              let placement = session.device.shownTips.first(where: { $0.tip.id == tipID })?.placement
        else { return nil }
        let target = placement.anchorID.map { " toward '\($0)' (tipAnchor)" } ?? " toward the control beside it"
        let given = placement.arrowEdge == nil ? "; edge chosen: \(edge.rawValue), the app gave none" : ""
        return "inline, arrow \(edge.rawValue)\(target)\(given)"
    }
}
