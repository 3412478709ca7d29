extension AppState {
    /// What the person is told: the caption, the log behind the message line and the inspector,
    /// and the last reload's problems.
    public struct Messages: Equatable, Sendable {
        /// A caption shown in a bar under the header (set by a demo script's `say`).
        public var caption: String?
        /// Everything that happened, newest last, for the inspector and the message line.
        public var log: [LogEntry] = []
        /// Problems of the last reload of the playground file (shown until the file is fixed).
        public var reloadProblems: ReloadProblems?

        /// Adds an entry to the log, which keeps the newest 200.
        mutating func keep(_ entry: LogEntry) {
            log.append(entry)
            if log.count > 200 { log.removeFirst(log.count - 200) }
        }
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
