import TipPlayground

/// Where a paste would be typed now.
enum PasteTarget: Equatable {
    case commandLine
    case copyEditor
    /// The focused text field, bound to a string parameter.
    case textField
}

/// Pasted text (bracketed paste): text wherever text is typed, and nothing anywhere else, like a
/// browser's paste event. Never a run of key presses: a pasted `h` does not move the clock.
extension PlaygroundSession {
    /// Where a paste goes now, or nil where nothing takes text (the help, the grid, a screen
    /// with no text field focused, a terminal too small to show the playground).
    var pasteTarget: PasteTarget? {
        guard showsPlayground, !state.showsHelp else { return nil }
        if state.commandLine != nil { return .commandLine }
        if state.copyEditor != nil { return .copyEditor }
        guard state.grid == nil, case .textField(_, let parameter?) = focusedControl?.kind,
            case .string = engine.parameterValue(id: parameter)
        else { return nil }
        return .textField
    }

    /// Types a paste where text is typed; elsewhere it does nothing, and the log says so.
    func receivePaste(_ text: String) throws(SessionError) -> [SessionEffect] {
        switch pasteTarget {
        case .commandLine:
            state.commandLine?.insert(PastedText(text).line)
        case .copyEditor:
            state.copyEditor?.paste(text)
        case .textField:
            guard case .textField(_, let parameter?) = focusedControl?.kind,
                case .string(let current) = engine.parameterValue(id: parameter)
            else { return [] }
            // As the app's own action, so a recording writes it as `set`.
            return try reduce(.set(parameter: parameter, value: .string(current + PastedText(text).line)))
        case nil:
            log("pasted text ignored: nothing here takes text (: opens the command line)", .warning)
        }
        return []
    }
}
