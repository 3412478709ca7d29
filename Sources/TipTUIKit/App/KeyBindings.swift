/// Every keyboard shortcut of the playground, in one table: the help overlay lists it and the
/// status bar shows the main ones, so the two can never disagree with each other.
public enum KeyBindings {
    public struct Binding: Equatable, Sendable {
        public var keys: String
        public var action: String
        /// Shown in the status bar as well as in the help overlay.
        public var isMain: Bool
    }

    public static let all: [Binding] = [
        Binding(keys: "Tab / S-Tab, arrows", action: "move focus", isMain: true),
        Binding(keys: "Enter / Space", action: "press the focused control or tip button", isMain: true),
        Binding(keys: "1-9", action: "run action N of the tip on top", isMain: true),
        Binding(keys: "x", action: "close the tip on top (invalidates: tipClosed)", isMain: true),
        Binding(keys: "Esc", action: "dismiss the popover (no invalidation)", isMain: true),
        Binding(keys: "click", action: "press a control, tip button or close button", isMain: false),
        Binding(keys: "PgUp / PgDn", action: "scroll a screen taller than the terminal", isMain: false),
        Binding(keys: "m / h / d / w", action: "advance the clock 1 minute / hour / day / week", isMain: true),
        Binding(keys: "N", action: "back to real time (the clock's offset is kept with the datastore)", isMain: false),
        Binding(keys: "i", action: "show or hide the inspector", isMain: true),
        Binding(keys: "[ / ]", action: "scroll the inspector", isMain: false),
        Binding(keys: "W", action: "next width preset (watch, phone, tablet, full)", isMain: false),
        Binding(keys: "L", action: "next locale of tip copy", isMain: false),
        Binding(keys: "A", action: "ASCII glyphs on or off", isMain: false),
        Binding(keys: "G", action: "grid: the tip in every locale, width and text size", isMain: false),
        Binding(keys: "T", action: "next text size (Dynamic Type)", isMain: false),
        Binding(keys: "R", action: "relaunch: a new engine on the same datastore", isMain: false),
        Binding(keys: ":", action: "command line (donate, set, advance, override, reset ...)", isMain: true),
        Binding(keys: "?", action: "this help", isMain: true),
        Binding(keys: "q / Ctrl-C", action: "quit", isMain: true),
    ]

    /// The status bar text: the main shortcuts, tersely (short enough for 100 columns).
    public static let statusBar = "Tab focus  Enter press  1-9 action  x close  Esc dismiss  m/h/d/w clock  i inspect  ? help  q quit"
}
