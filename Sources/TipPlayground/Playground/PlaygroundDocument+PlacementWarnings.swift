extension PlaygroundDocument {
    /// A tip that belongs to a group but is placed on its own shows whenever its own rules allow,
    /// bypassing the group's order; TipKit apps show such tips through the group
    /// (`.popoverTip(group.currentTip as? ThisTip)`), so lint says how to write that.
    public var placementWarnings: [SourceDiagnostic] {
        screens.flatMap { screen in
            screen.placements.compactMap { placement -> SourceDiagnostic? in
                guard case .tip(let tipID) = placement.content,
                    let group = groups.first(where: { $0.tipIDs.contains(tipID) })
                else { return nil }
                return SourceDiagnostic(
                    file: fileName, line: placement.position.line, column: placement.position.column,
                    message:
                        "tip '\(tipID)' belongs to group '\(group.id)' but is placed on its own on screen "
                        + "'\(screen.id)', so it ignores the group's order; write { \"group\": \"\(group.id)\", "
                        + "\"tip\": \"\(tipID)\", ... } to show it only while it is the group's current tip",
                    severity: .warning)
            }
        }
    }
}
