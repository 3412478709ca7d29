import TipPlayground

/// What one key press means at the moment it arrives, decided before anything changes. The
/// session resolves a key once (`PlaygroundSession.meaning(of:)`) and then both knows whether the
/// key acts on the app, and so opens a write transaction, and does what it means: the two can
/// never disagree.
enum KeyMeaning: Equatable {
    /// One of the vocabulary's actions: `d` is `.advance(86_400)`, Enter on a focused control is
    /// `.press(control:)`, `W` is `.width` of the next preset.
    case action(PlaygroundAction)
    /// A key typed into the focused text field: the parameter's new text. The app's own input,
    /// like a press.
    case typing(parameter: String, text: String)
    /// Something only the chrome sees: focus, the help, the grid, the `:` line, the inspector's
    /// scroll, quitting.
    case chrome(ChromeCommand)
    /// Nothing to do; the warning says why when there is something to say (`x` with no tip on
    /// screen).
    case nothing(warning: String?)

    /// The chrome's own business: none of it touches the device.
    enum ChromeCommand: Equatable {
        case moveFocus(forward: Bool)
        case scrollInspector(lines: Int)
        /// Opens the `:` line, with text already typed (`set level ` for a focused number).
        case openCommandLine(text: String)
        /// A key for the `:` line being edited; Enter runs it.
        case editCommandLine(Key)
        /// A key while the help is open: scrolls it, or closes it.
        case helpKey(Key)
        /// A key while the grid of previews is open.
        case gridKey(Key)
        /// Opens the copy editor on a tip (`e`): copy is not state, so it is the chrome's.
        /// The copy editor on a tip's piece, with a copy variant's wording typed in when the tip
        /// is shown in one (`C`): Enter then makes it the tip's copy.
        case openCopyEditor(tipID: String, piece: CopyPiece?, variant: String?)
        /// A key for the open copy editor; Enter writes files, never the engine.
        case editCopy(Key)
        /// `u`: the newest copy edit written back as it was.
        case undoCopyEdit
        case quit
    }

    /// Whether the key acts on the simulated app (its engine, store or presentations), so it
    /// runs in one write transaction; looking, moving focus and editing the `:` line open none.
    /// Enter on the `:` line runs a command, which may.
    func changesTheApp(whenSent mayChange: (PlaygroundAction) -> Bool) -> Bool {
        switch self {
        case .action(let action): mayChange(action)
        case .typing: true
        case .chrome(.editCommandLine(let key)): key == .enter
        case .chrome, .nothing: false
        }
    }
}
