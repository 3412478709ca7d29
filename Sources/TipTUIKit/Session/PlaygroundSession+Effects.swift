import TipPlayground

/// Which inputs may change the app (and so the datastore): those run in one write transaction;
/// the others (looking, moving focus, editing the `:` line) open none.
extension PlaygroundSession {
    /// Whether `action` may change the device's engine or store. A look never does; a key does
    /// when it stands for one of the app's actions, types into a field, or runs the `:` line. A
    /// tick only moves the clock: what time passing changes in what the device presents (a
    /// `MaxDisplayDuration` spent, a rule's window ending) `settle()` commits in one transaction
    /// of its own, and only when something changes.
    func mayChangeTheApp(_ action: PlaygroundAction) -> Bool {
        switch action {
        case .locale, .width, .textSize, .grid, .ascii, .inspector, .voiceOver, .help, .caption, .resize, .scrollFlow,
             .wheel, .reloadFailed:
            return false
        case .key(let key): return keyMayChangeTheApp(key)
        case .tick: return false
        default: return true
        }
    }

    private func keyMayChangeTheApp(_ key: Key) -> Bool {
        if !showsPlayground || state.showsHelp || state.grid != nil { return false }
        if state.commandLine != nil { return key == .enter }
        if case .control(let id)? = state.focus, case .textField? = device.screen.control(id: id)?.kind { return true }
        return KeyBindings.command(for: key)?.changesTheApp ?? false
    }
}

extension KeyBindings.Command {
    /// Whether the binding acts on the app (press, close, an action, the clock, relaunch) rather
    /// than on how it is looked at.
    var changesTheApp: Bool {
        switch self {
        case .press, .dismissPopover, .closeTip, .tipAction, .advanceClock, .realTime, .relaunch: true
        case .scrollFlow, .toggleInspector, .toggleVoiceOver, .help, .nextWidth, .nextLocale, .toggleASCII, .grid,
             .nextTextSize, .moveFocus, .scrollInspector, .openCommandLine, .redraw, .quit: false
        }
    }
}
