import TipPlayground

/// Which inputs may change the app (and so the datastore): those run in one write transaction;
/// the others (looking, moving focus, editing the `:` line) open none.
extension PlaygroundSession {
    /// Whether `action` may change the device's engine or store. A look never does; a key does
    /// when what it means does (`KeyMeaning`): one of the app's actions, typing into a field,
    /// running the `:` line. A tick only moves the clock: what time passing changes in what the
    /// device presents (a `MaxDisplayDuration` spent, a rule's window ending) `settle()` commits
    /// in one transaction of its own, and only when something changes.
    func mayChangeTheApp(_ action: PlaygroundAction) -> Bool {
        switch action {
        case .locale, .width, .textSize, .grid, .ascii, .inspector, .voiceOver, .placementOverlay, .variant, .help, .caption, .resize, .scrollFlow,
             .wheel, .reloadFailed:
            return false
        case .key(let key): return meaning(of: key).changesTheApp(whenSent: mayChangeTheApp)
        case .paste: return pasteTarget == .textField
        case .tick, .device, .savePersona: return false
        default: return true
        }
    }
}
