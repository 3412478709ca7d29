import TipDrawing

/// One line of the shortcuts help (`?`), and its short hint on the bar at the bottom. Actions
/// listed side by side share a line (`m / h / d / w, N`: the clock's keys and real time); each
/// action's entry of `ActionSpelling.all` names its line, and `HelpLine.all` is the help's order.
public struct HelpLine: Equatable, Sendable {
    /// The keys as the help writes them.
    public let keys: String
    /// What they do.
    public let action: String
    /// The hint bar's text for it (`"Tab focus"`), or nil when it is only in the help.
    public let hint: String?
    /// Which hints stay when the bar is narrow: lower first.
    public let hintRank: Int

    init(_ keys: String, _ action: String, hint: String? = nil, hintRank: Int = .max) {
        self.keys = keys
        self.action = action
        self.hint = hint
        self.hintRank = hintRank
    }

    static let focus = HelpLine("Tab / S-Tab, arrows", "move focus", hint: "Tab focus", hintRank: 2)
    static let press = HelpLine("Enter / Space", "press the focused control or tip button", hint: "Enter press", hintRank: 3)
    static let tipAction = HelpLine("1-9", "run action N of the tip whose buttons show N", hint: "1-9 action", hintRank: 8)
    static let close = HelpLine("x", "close the tip on top (invalidates: tipClosed)", hint: "x close", hintRank: 7)
    static let dismiss = HelpLine("Esc / H", "dismiss popover / hide, show a tip (isPresented)", hint: "Esc dismiss", hintRank: 9)
    static let mouse = HelpLine("click, wheel", "press what is clicked; scroll (Shift: sideways)")
    static let scrollFlow = HelpLine("PgUp/PgDn, Home/End", "pan a device larger than the terminal; scroll")
    static let clock = HelpLine("m / h / d / w, N", "clock +1 min / hour / day / week; N: real time", hint: "m/h/d/w clock", hintRank: 6)
    static let inspector = HelpLine("i", "show or hide the inspector and the whole log", hint: "i inspect", hintRank: 4)
    static let scrollInspector = HelpLine("[ / ]", "scroll the inspector")
    static let panels = HelpLine("V / P", "VoiceOver transcript / why the popover sits there")
    static let looks = HelpLine("W / L / T / C", "next width / locale / text size / copy variant")
    static let ascii = HelpLine("A", "ASCII glyphs on or off")
    static let grid = HelpLine("G", "grid: the tip in every locale, width, size")
    static let relaunch = HelpLine("R", "relaunch: a new engine on the same datastore")
    static let copyDesk = HelpLine("e / u", "edit a tip's copy in place (Enter writes it) / undo")
    static let personasAndDevices = HelpLine("p / D", "start over from the next persona / next device")
    static let commandLine = HelpLine(":", "command line: script commands, :edit, :help, :q", hint: ": command", hintRank: 10)
    static let redraw = HelpLine("Ctrl-L", "redraw the screen")
    static let help = HelpLine("?, F1", "this help", hint: "? help", hintRank: 0)
    static let quit = HelpLine("q / Ctrl-C", "quit", hint: "q quit", hintRank: 1)

    /// The help's lines, in order.
    public static let all: [HelpLine] = [
        focus, press, tipAction, close, dismiss, mouse, scrollFlow, clock, inspector, scrollInspector, panels, looks,
        ascii, grid, relaunch, copyDesk, personasAndDevices, commandLine, redraw, help, quit,
    ]

    /// The hint bar while a text field has the focus: what is typed goes into the field, so the
    /// letter shortcuts are off, and the bar says which keys still act, the first ones first.
    public static func textFieldHintBar(width: Int) -> String {
        let hints = ["typing into the field", "Esc leave", "Tab next", "Enter press", "? help"]
        return fitted(hints.enumerated().map { (text: $0.element, rank: $0.offset) }, width: width)
    }

    /// The hint bar: as many hints as fit in `width` columns, keeping the lower-ranked ones, in
    /// the help's order.
    /// - Parameters:
    ///   - closeHint: what the close key's hint says instead, when the tip on top has no × to
    ///     press (a custom style draws none).
    ///   - numbersActions: whether a tip on screen shows the digits 1-9 on its action buttons;
    ///     without one the digits do nothing, and the bar does not offer them.
    public static func hintBar(width: Int, closeHint: String? = nil, numbersActions: Bool = true) -> String {
        let hints = all.compactMap { line -> (text: String, rank: Int)? in
            if line == tipAction, !numbersActions { return nil }
            let hint = line == close ? closeHint ?? line.hint : line.hint
            return hint.map { (text: $0, rank: line.hintRank) }
        }
        return fitted(hints, width: width)
    }

    /// As many `hints` as fit in `width` columns, two spaces apart: the lower-ranked are kept
    /// first (one too wide for what is left is passed over for a later, narrower one), and
    /// they are written in the order given.
    private static func fitted(_ hints: [(text: String, rank: Int)], width: Int) -> String {
        let separator = "  "
        var kept: Set<Int> = []
        var used = 0
        for index in hints.indices.sorted(by: { hints[$0].rank < hints[$1].rank }) {
            let hintWidth = hints[index].text.terminalWidth + (kept.isEmpty ? 0 : separator.count)
            guard used + hintWidth <= width else { continue }
            kept.insert(index)
            used += hintWidth
        }
        return hints.indices.filter(kept.contains).map { hints[$0].text }.joined(separator: separator)
    }
}
