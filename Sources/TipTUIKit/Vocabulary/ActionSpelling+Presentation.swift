import TipPlayground

/// What the app does with a tip's `isPresented` binding (G26, VIEW-10): hide a tip for now
/// without invalidating it, and show it again as the same display. Only a placement with
/// `"isPresented"` in the playground has a binding to set.
extension ActionSpelling {
    /// `hide TIP`, and `H` on the tip on top (or, when the app hid one, showing it again).
    static let hide = ActionSpelling(
        "hide", usage: "hide TIP_ID",
        parse: { arguments throws(ScriptLineFailure) in .hide(tip: try arguments.id(.tip, "a tip id")) },
        matches: { if case .hide = $0 { true } else { false } },
        arguments: { if case .hide(let tip) = $0 { ScriptStep.word(tip) } else { nil } },
        keys: [KeyBinding(.character("H"), hidingOrShowing)],
        help: .dismiss, changesTheApp: .always,
        complete: { position, _, ids in position == 1 ? Array(ids.tips) : nil })

    /// `show TIP`: the app sets the binding back to true.
    static let show = ActionSpelling(
        "show", usage: "show TIP_ID",
        parse: { arguments throws(ScriptLineFailure) in .show(tip: try arguments.id(.tip, "a tip id")) },
        matches: { if case .show = $0 { true } else { false } },
        arguments: { if case .show(let tip) = $0 { ScriptStep.word(tip) } else { nil } },
        help: .dismiss, changesTheApp: .always,
        complete: { position, _, ids in position == 1 ? Array(ids.tips) : nil })

    /// `H`: shows again the first tip of the screen the app hid, else hides the tip on top when
    /// its placement has a binding, else says why nothing happens.
    @Sendable private static func hidingOrShowing(_ facts: SessionFacts) -> PlaygroundAction {
        let screen = facts.device.screen
        let bound = screen.placements.filter { $0.isPresented != nil }
        guard !bound.isEmpty else {
            return .unavailable("no tip on screen '\(screen.id)' has an isPresented binding to hide or show it")
        }
        let boundTips = bound.flatMap { facts.document.tipIDs(shownBy: $0) }
        if let hidden = boundTips.first(where: facts.device.hiddenByApp.contains) { return .show(tip: hidden) }
        if let top = topTipID(in: facts), boundTips.contains(top) { return .hide(tip: top) }
        if let shown = boundTips.first(where: { facts.device.presented[$0] != nil }) { return .hide(tip: shown) }
        return .unavailable("no tip with an isPresented binding is on screen to hide")
    }
}
