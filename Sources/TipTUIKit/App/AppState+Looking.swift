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
    }
}
