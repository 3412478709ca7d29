import TipDrawing
import TipPlayground

/// Where a key goes: into what is open (the help, the `:` line, the copy editor, the grid read
/// keys as their own), into a focused text field, or to the action its entry of
/// `ActionSpelling.all` says it means on the screen as it is.
extension PlaygroundSession {
    enum KeyTarget: Equatable {
        /// Ctrl-L (the terminal repaints), a key no entry binds, or any key but quit while the
        /// terminal is too small to show anything.
        case nothing
        case help
        case commandLine
        case copyEditor
        case grid
        case action(PlaygroundAction)
    }

    /// Where `key` goes now: read from the state and the frame, changing nothing.
    func target(of key: Key) -> KeyTarget {
        // Ctrl-L repaints the terminal (the backend does it) and means nothing to the app in
        // every mode: the help stays open, the `:` line unchanged, as in a script of the same keys.
        if ActionSpelling.redraw.keys.contains(where: { $0.key == key }) { return .nothing }
        if !showsPlayground {
            // "Terminal too small" hides everything: a key must not change what cannot be seen.
            return ActionSpelling.quit.keys.contains(where: { $0.key == key }) ? .action(.quit) : .nothing
        }
        if state.showsHelp { return .help }
        if state.commandLine != nil { return .commandLine }
        if state.copyEditor != nil { return .copyEditor }
        if state.grid != nil { return .grid }
        if case .textField(_, let parameter?) = focusedControl?.kind, let text = typed(key, into: parameter) {
            return .action(.typed(parameter: parameter, text: text))
        }
        guard let meant = ActionSpelling.binding(for: key)?.meaning(self) else { return .nothing }
        return .action(meant)
    }

    var focusedControl: ControlDeclaration? {
        guard case .control(let id)? = state.focus else { return nil }
        return device.screen.control(id: id)
    }

    /// The text a focused text field bound to `parameter` would hold after `key`, or nil when
    /// the field does not take the key (it is then a shortcut).
    private func typed(_ key: Key, into parameter: String) -> String? {
        guard case .string(var text) = engine.parameterValue(id: parameter) else { return nil }
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

    /// Whether the terminal is large enough to show the playground (else it says it is too small).
    var showsPlayground: Bool { PlaygroundRenderer.showsPlayground(in: size) }
}
