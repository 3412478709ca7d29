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
    init?(in session: PlaygroundSession) {
        let state = session.state
        guard session.showsPlayground, !state.panels.showsHelp else { return nil }
        if state.editors.commandLine != nil {
            self = .commandLine
            return
        }
        if state.editors.copyEditor != nil {
            self = .copyEditor
            return
        }
        guard state.grid == nil, case .textField(_, let parameter) = KeyTarget.focusedControl(in: session)?.kind else { return nil }
        if let parameter {
            guard case .string = session.engine.parameterValue(id: parameter) else { return nil }
        }
        self = .textField
    }

    /// Types a paste where text is typed; elsewhere it does nothing, and the log says so.
    static func receive(_ text: String, in session: PlaygroundSession) throws(SessionError) -> [SessionEffect] {
        switch PasteTarget(in: session) {
        case .commandLine:
            session.state.editors.commandLine?.insert(PastedText(text).line)
        case .copyEditor:
            session.state.editors.copyEditor?.paste(text)
        case .textField:
            guard let field = KeyTarget.focusedControl(in: session), case .textField(_, let parameter) = field.kind else { return [] }
            guard let parameter else {
                session.typeUnbound((session.state.editors.unboundFieldText[field.id] ?? "") + PastedText(text).line, into: field.id)
                return []
            }
            guard case .string(let current) = session.engine.parameterValue(id: parameter) else { return [] }
            // As the app's own action, so a recording writes it as `set`.
            return try session.reduce(.set(parameter: parameter, value: .string(current + PastedText(text).line)))
        case nil:
            session.log("pasted text ignored: nothing here takes text (: opens the command line)", .warning)
        }
        return []
    }
}
