import TipDrawing

extension AppState {
    /// How the device is drawn: width, copy locale, glyphs, text size and copy variants. Changing
    /// any of it is looking: it never reaches the app.
    public struct Looking: Equatable, Sendable {
        public var widthPreset: WidthPreset = .full
        /// The locale of tip copy (`fr`, `ja`, ...), or nil for the file's base copy.
        public var locale: String?
        public var usesASCII = false
        /// The simulated Dynamic Type size of tip copy (`T`, `--text-size`, a script's `text-size`).
        public var textSize = TextSize.default
        /// The copy variant shown for each tip (`C`), by tip id; a tip not listed shows its own copy.
        public var variants: [String: String] = [:]

        /// Takes an action that changes how the device is drawn (`width`, `locale`, `text-size`,
        /// `ascii`); false for any other. The update reduces them here, and so does a script's
        /// setup, folded into how the playground launches (`ScriptPlayer.LaunchSettings`).
        mutating func reduce(_ action: PlaygroundAction) -> Bool {
            switch action {
            case .width(let preset): widthPreset = preset
            case .locale(let locale): self.locale = locale
            case .textSize(let size): textSize = size
            case .ascii(let on): usesASCII = on
            default: return false
            }
            return true
        }

        /// The actions that bring a new session's looking to this one, in the order a script's
        /// setup writes them (a recording's header); copy variants are chosen on the way.
        var actionsFromStart: [PlaygroundAction] {
            var actions: [PlaygroundAction] = []
            if let locale { actions.append(.locale(locale)) }
            if widthPreset != .full { actions.append(.width(widthPreset)) }
            if textSize != .default { actions.append(.textSize(textSize)) }
            if usesASCII { actions.append(.ascii(true)) }
            return actions
        }
    }
}
