import TipDrawing

/// Every keyboard shortcut of the playground, in one table: the help overlay lists all of it,
/// the hint bar at the bottom shows the short hints that fit, and `PlaygroundSession+Input`
/// looks each key up here (`command(for:)`) to know what it does, so the three can never
/// disagree. A test presses every other key to check that it does nothing.
public enum KeyBindings {
    /// What a key does, before the session resolves it against what is on screen.
    public enum Command: Equatable, Sendable {
        case moveFocus(forward: Bool)
        /// Presses the focused control or tip button.
        case press
        /// Action N of the tip whose buttons show the digits (`Frame.numberedTipID`).
        case tipAction(Int)
        case closeTip
        case dismissPopover
        case scrollFlow(down: Bool)
        case advanceClock(seconds: Double)
        /// Back to real time (live sessions).
        case realTime
        case toggleInspector
        /// The VoiceOver transcript in the side panel.
        case toggleVoiceOver
        /// The placement overlay: why the popover sits where it does.
        case togglePlacement
        /// The next copy variant of the tip on top.
        case nextVariant
        case scrollInspector(lines: Int)
        case nextWidth
        case nextLocale
        case toggleASCII
        /// Opens the grid of previews.
        case grid
        case nextTextSize
        case relaunch
        /// The copy editor on the focused tip (or the one on screen).
        case editCopy
        /// Takes the newest kept copy edit back.
        case undoCopyEdit
        /// Starts the device again from the next persona (its own datastore, then each persona).
        case nextPersona
        /// Acts on the next of the playground's devices.
        case nextDevice
        case openCommandLine
        /// The backend repaints every cell; the session does nothing for it, in every mode.
        case redraw
        case help
        case quit
    }

    public struct Binding: Equatable, Sendable {
        /// The keys as the help writes them.
        public var keys: String
        /// Each key and what it does (none for the mouse).
        public var triggers: [Trigger]
        /// What they do, in the help.
        public var action: String
        /// The hint bar's text for it (`"Tab focus"`), or nil when it is only in the help.
        public var hint: String?
        /// Which hints stay when the bar is narrow: lower first.
        public var hintRank = Int.max
    }

    public struct Trigger: Equatable, Sendable {
        public var key: Key
        public var command: Command

        init(_ key: Key, _ command: Command) {
            self.key = key
            self.command = command
        }
    }

    public static let all: [Binding] = [
        Binding(keys: "Tab / S-Tab, arrows",
            triggers: [Trigger(.tab, .moveFocus(forward: true)), Trigger(.backTab, .moveFocus(forward: false)),
                       Trigger(.down, .moveFocus(forward: true)), Trigger(.up, .moveFocus(forward: false)),
                       Trigger(.right, .moveFocus(forward: true)), Trigger(.left, .moveFocus(forward: false))],
            action: "move focus",
            hint: "Tab focus", hintRank: 2),
        Binding(keys: "Enter / Space", triggers: [Trigger(.enter, .press), Trigger(.character(" "), .press)],
            action: "press the focused control or tip button",
            hint: "Enter press", hintRank: 3),
        Binding(keys: "1-9", triggers: (1...9).map { Trigger(.character(Character(String($0))), .tipAction($0)) },
            action: "run action N of the tip whose buttons show N",
            hint: "1-9 action", hintRank: 8),
        Binding(keys: "x", triggers: [Trigger(.character("x"), .closeTip)],
            action: "close the tip on top (invalidates: tipClosed)",
            hint: "x close", hintRank: 7),
        Binding(keys: "Esc", triggers: [Trigger(.escape, .dismissPopover)],
            action: "dismiss the popover (no invalidation)",
            hint: "Esc dismiss", hintRank: 9),
        Binding(keys: "click, wheel", triggers: [],
            action: "press what is clicked; scroll"),
        Binding(keys: "PgUp / PgDn",
            triggers: [Trigger(.pageUp, .scrollFlow(down: false)), Trigger(.pageDown, .scrollFlow(down: true))],
            action: "scroll a screen taller than the terminal"),
        Binding(keys: "m / h / d / w, N",
            triggers: [Trigger(.character("m"), .advanceClock(seconds: 60)),
                       Trigger(.character("h"), .advanceClock(seconds: 3_600)),
                       Trigger(.character("d"), .advanceClock(seconds: 86_400)),
                       Trigger(.character("w"), .advanceClock(seconds: 604_800)),
                       Trigger(.character("N"), .realTime)],
            action: "clock +1 min / hour / day / week; N: real time",
            hint: "m/h/d/w clock", hintRank: 6),
        Binding(keys: "i", triggers: [Trigger(.character("i"), .toggleInspector)],
            action: "show or hide the inspector and the whole log",
            hint: "i inspect", hintRank: 4),
        Binding(keys: "[ / ]",
            triggers: [Trigger(.character("["), .scrollInspector(lines: -5)),
                       Trigger(.character("]"), .scrollInspector(lines: 5))],
            action: "scroll the inspector"),
        Binding(keys: "V / P",
            triggers: [Trigger(.character("V"), .toggleVoiceOver), Trigger(.character("P"), .togglePlacement)],
            action: "VoiceOver transcript / why the popover sits there"),
        Binding(keys: "W / L / T / C",
            triggers: [Trigger(.character("W"), .nextWidth), Trigger(.character("L"), .nextLocale),
                       Trigger(.character("T"), .nextTextSize), Trigger(.character("C"), .nextVariant)],
            action: "next width / locale / text size / copy variant"),
        Binding(keys: "A", triggers: [Trigger(.character("A"), .toggleASCII)],
            action: "ASCII glyphs on or off"),
        Binding(keys: "G", triggers: [Trigger(.character("G"), .grid)],
            action: "grid: the tip in every locale, width, size"),
        Binding(keys: "R", triggers: [Trigger(.character("R"), .relaunch)],
            action: "relaunch: a new engine on the same datastore"),
        Binding(keys: "e / u", triggers: [Trigger(.character("e"), .editCopy), Trigger(.character("u"), .undoCopyEdit)],
            action: "edit a tip's copy in place (Enter writes it) / undo"),
        Binding(keys: "p / D", triggers: [Trigger(.character("p"), .nextPersona), Trigger(.character("D"), .nextDevice)],
            action: "start over from the next persona / next device"),
        Binding(keys: ":", triggers: [Trigger(.character(":"), .openCommandLine)],
            action: "command line: script commands, :edit, :help, :q",
            hint: ": command", hintRank: 10),
        Binding(keys: "Ctrl-L", triggers: [Trigger(.control("l"), .redraw)],
            action: "redraw the screen"),
        Binding(keys: "?, F1", triggers: [Trigger(.character("?"), .help), Trigger(.function(1), .help)],
            action: "this help",
            hint: "? help", hintRank: 0),
        Binding(keys: "q / Ctrl-C", triggers: [Trigger(.character("q"), .quit), Trigger(.control("c"), .quit)],
            action: "quit",
            hint: "q quit", hintRank: 1),
    ]

    /// Every key of the table.
    public static var keys: [Key] { all.flatMap(\.triggers).map(\.key) }

    /// What `key` does, or nil when the table does not list it (it then does nothing).
    public static func command(for key: Key) -> Command? {
        commands[key]
    }

    private static let commands: [Key: Command] = Dictionary(
        all.flatMap(\.triggers).map { ($0.key, $0.command) }, uniquingKeysWith: { first, _ in first })

    /// The hint bar: as many hints as fit in `width` columns, keeping the lower-ranked ones, in
    /// the table's order.
    public static func hintBar(width: Int) -> String {
        let separator = "  "
        var kept: Set<Int> = []
        var used = 0
        let ranked = all.indices.filter { all[$0].hint != nil }.sorted { all[$0].hintRank < all[$1].hintRank }
        for index in ranked {
            let hintWidth = all[index].hint!.terminalWidth + (kept.isEmpty ? 0 : separator.count)
            guard used + hintWidth <= width else { continue }
            kept.insert(index)
            used += hintWidth
        }
        return all.indices.filter(kept.contains).compactMap { all[$0].hint }.joined(separator: separator)
    }
}
