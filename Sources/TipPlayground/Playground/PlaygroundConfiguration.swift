/// The `Tips.configure(...)` options of a playground.
public struct PlaygroundConfiguration: Equatable, Sendable {
    /// `Tips.ConfigurationOption.DisplayFrequency`: the gap after a tip is shown before a new one.
    public enum DisplayFrequency: String, CaseIterable, Equatable, Sendable {
        case immediate, hourly, daily, weekly, monthly
    }

    /// Where tip state lives while the playground runs.
    public enum Datastore: Equatable, Sendable {
        /// Fresh state on every run.
        case memory
        /// An SQLite file; a relative path is relative to the playground file's folder.
        case file(path: String)
    }

    public let displayFrequency: DisplayFrequency
    /// Where the file asks tip state to live; nil means the playground's own folder under
    /// `$XDG_DATA_HOME/tiptui` (see `DefaultDatastoreLocation`), so state survives restarts as
    /// TipKit's does.
    public let datastore: Datastore?

    /// TipKit's defaults (spec CFG-4): immediate frequency, the default store location.
    public init(displayFrequency: DisplayFrequency = .immediate, datastore: Datastore? = nil) {
        self.displayFrequency = displayFrequency
        self.datastore = datastore
    }
}
