import TipPlayground

/// Where pasted text (bracketed paste) goes: wherever text is typed, and nowhere else, like a
/// browser's paste event. Never a run of key presses: a pasted `h` does not move the clock.
enum PasteTarget: Equatable {
    case commandLine
    case copyEditor
    /// The focused text field: bound to a string parameter, or to none (it shows the text).
    case textField

    /// Where a paste goes now, or nil where nothing takes text (the help, the grid, a screen
    /// with no text field focused, a terminal too small to show the playground).
    init?(in facts: SessionFacts) {
        let state = facts.state
        guard facts.showsPlayground, !state.panels.showsHelp else { return nil }
        if state.editors.commandLine != nil {
            self = .commandLine
            return
        }
        if state.editors.copyEditor != nil {
            self = .copyEditor
            return
        }
        guard state.grid == nil, case .textField(_, let parameter) = facts.focusedControl?.kind else { return nil }
        if let parameter {
            guard case .string = facts.device.engine.parameterValue(id: parameter) else { return nil }
        }
        self = .textField
    }

    /// What a paste does now: typed into the editor open (the editors slice changes), or what it
    /// amounts to for the rest of the update.
    enum Meaning: Equatable {
        /// Typed into the `:` line or the copy editor: nothing more to do.
        case typed
        /// The text a field bound to no parameter shows now.
        case unboundField(controlID: String, text: String)
        /// The app's own action: a field bound to a parameter sets it, so a recording writes `set`.
        case action(PlaygroundAction)
        /// Nothing here takes text.
        case ignored
    }

    /// Types a paste where text is typed, in the editors slice; says what else it means.
    static func receive(_ text: String, in facts: SessionFacts, editors: inout AppState.Editors) -> Meaning {
        switch PasteTarget(in: facts) {
        case .commandLine:
            editors.commandLine?.insert(PastedText(text).line)
        case .copyEditor:
            editors.copyEditor?.paste(text)
        case .textField:
            guard let field = facts.focusedControl, case .textField(_, let parameter) = field.kind else { return .typed }
            guard let parameter else {
                return .unboundField(controlID: field.id, text: (editors.unboundFieldText[field.id] ?? "") + PastedText(text).line)
            }
            guard case .string(let current) = facts.device.engine.parameterValue(id: parameter) else { return .typed }
            return .action(.set(parameter: parameter, value: .string(current + PastedText(text).line)))
        case nil:
            return .ignored
        }
        return .typed
    }
}
