import TipDrawing

/// How the playground is looked at, apart from the device's own state (`SimulatedDevice`):
/// focus, panels, preview settings and the log. Plain data, so tests can assert it after each
/// step; nothing in it can change what the device presents.
public struct AppState: Equatable, Sendable {
    /// The focused control or tip button, if any.
    public var focus: HitElement?
    /// What was typed into each text field bound to no parameter, by control id: the field
    /// shows it, and nothing in the app reads it.
    public var unboundFieldText: [String: String] = [:]
    public var widthPreset: WidthPreset = .full
    /// The locale of tip copy (`fr`, `ja`, ...), or nil for the file's base copy.
    public var locale: String?
    public var usesASCII = false
    /// The simulated Dynamic Type size of tip copy (`T`, `--text-size`, a script's `text-size`).
    public var textSize = TextSize.default
    /// The grid of previews (`G`), while it is open: drawn over the device, which it never changes.
    public var grid: PreviewGrid?
    public var showsInspector = false
    public var showsHelp = false
    /// The shortcuts (`?`) or the `:` line's commands (`:help`).
    public var helpPage = HelpPage.keys
    /// Lines of the help scrolled away at the top (on a screen too small for all of it).
    public var helpScroll = 0
    /// The VoiceOver transcript, shown in the side panel in place of the inspector.
    public var showsVoiceOver = false
    /// The copy variant shown for each tip (`C`), by tip id; a tip not listed shows its own copy.
    public var variants: [String: String] = [:]
    /// The placement overlay (`P`): why the popover on screen sits where it does.
    public var showsPlacement = false
    /// Lines of the inspector scrolled away at the top.
    public var inspectorScroll = 0
    /// The `:` command line while it is being typed.
    public var commandLine: CommandLineEditor?
    /// The copy editor while it is open (`e`, `:edit`): the device shows its typed copy.
    public var copyEditor: CopyEditor?
    /// Lines run from the `:` command line, oldest first (Up and Down bring them back).
    public var commandHistory: [String] = []
    /// A caption shown in a bar under the header (set by a demo script's `say`).
    public var caption: String?
    /// Everything that happened, newest last, for the inspector and the message line.
    public var log: [LogEntry] = []
    /// The first item of the screen's flow that is drawn: the flow scrolls by whole controls and
    /// tips (PageUp/PageDown), so a long screen at a narrow width can still be walked through.
    public var flowScroll = 0
    /// How far the terminal's view is panned over a device larger than the room the terminal
    /// has for it: columns and rows of the device scrolled away at its left and top (drawing
    /// pans no further than the device goes). PgUp/PgDn, Home/End, the wheel and `pan` move it;
    /// the update moves it to keep the focused element in view.
    public var devicePan = Point.zero
    /// Problems of the last reload of the playground file (shown until the file is fixed).
    public var reloadProblems: ReloadProblems?

    public init() {}

    /// Adds an entry to the log, which keeps the newest 200.
    mutating func keep(_ entry: LogEntry) {
        log.append(entry)
        if log.count > 200 { log.removeFirst(log.count - 200) }
    }

    /// A saved edit of the playground file that did not load: its first problem, where it is
    /// (`notes.json:3:5: …`), and when the reload was tried, so saving again with the same
    /// mistake visibly tried again.
    public struct ReloadProblems: Equatable, Sendable {
        /// `FILE:LINE:COLUMN: message`, and how many more problems there are.
        public var summary: String
        /// The simulated time of the last try, as the log stamps it.
        public var time: String
    }
}

/// One line of the event log.
public struct LogEntry: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case info
        case warning
        case error
    }

    public var kind: Kind
    public var message: String
    /// The device it happened on, when the playground has several (the session's own entries
    /// belong to the device acted on), so the message line keeps each device's apart.
    public var device: String?

    public init(_ kind: Kind = .info, _ message: String, device: String? = nil) {
        self.kind = kind
        self.message = message
        self.device = device
    }
}
