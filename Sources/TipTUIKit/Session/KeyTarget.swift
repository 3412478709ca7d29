import TipDrawing
import TipPlayground

/// Where a key goes: into what is open (the help, the `:` line, the copy editor, the grid read
/// keys as their own), into a focused text field, or to the action its entry of
/// `ActionSpelling.all` says it means on the screen as it is.
///
/// A focused text field takes what is typed, as a focused field does in an app: every printable
/// key (`q`, `w` and `:` included) is text there, Backspace deletes, and Esc leaves the field;
/// Tab, the arrows and Enter keep their meanings.
enum KeyTarget: Equatable {
        /// Ctrl-L (the terminal repaints), a key no entry binds, or any key but quit while the
        /// terminal is too small to show anything.
        case nothing
        case help
        case commandLine
        case copyEditor
        case grid
        /// A focused text field bound to no parameter: the text it shows becomes this.
        case unboundField(controlID: String, text: String)
        /// Esc in a focused text field: the focus leaves it.
        case leaveField
        case action(PlaygroundAction)

    /// Where `key` goes now: read from the state and the frame, changing nothing.
    init(of key: Key, in facts: SessionFacts) {
        self = Self.target(of: key, in: facts)
    }

    private static func target(of key: Key, in facts: SessionFacts) -> KeyTarget {
        let state = facts.state
        // Ctrl-L repaints the terminal (the backend does it) and means nothing to the app in
        // every mode: the help stays open, the `:` line unchanged, as in a script of the same keys.
        if ActionSpelling.redraw.binds(key) { return .nothing }
        if !facts.showsPlayground {
            // "Terminal too small" hides everything: a key must not change what cannot be seen.
            return ActionSpelling.quit.binds(key) ? .action(.quit) : .nothing
        }
        // Any key closes the help but Ctrl-C, which quits there as it does in the grid.
        if state.panels.showsHelp { return key == .control("c") ? .action(.quit) : .help }
        if state.editors.commandLine != nil { return .commandLine }
        if state.editors.copyEditor != nil { return .copyEditor }
        if state.grid != nil { return .grid }
        if let field = facts.focusedControl, case .textField(_, let parameter) = field.kind {
            if key == .escape { return .leaveField }
            if let parameter {
                if case .string(let text) = facts.device.engine.parameterValue(id: parameter), let typed = typed(key, into: text) {
                    return .action(.typed(parameter: parameter, text: typed))
                }
            } else if let typed = typed(key, into: state.editors.unboundFieldText[field.id] ?? "") {
                return .unboundField(controlID: field.id, text: typed)
            }
        }
        guard let meant = ActionSpelling.binding(for: key)?.meaning(facts) else { return .nothing }
        return .action(meant)
    }

    /// The text a focused text field holding `text` would hold after `key`, or nil when the
    /// field does not take the key (it keeps its meaning: Space on an empty field presses it).
    private static func typed(_ key: Key, into text: String) -> String? {
        var text = text
        switch key {
        case .character(let character) where character != " " || !text.isEmpty:
            text.append(character)
        case .backspace where !text.isEmpty:
            text.removeLast()
        default:
            return nil
        }
        return text
    }

}
