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
    public let datastore: Datastore

    /// TipKit's defaults (spec CFG-4): immediate frequency; the playground's default store is memory.
    public init(displayFrequency: DisplayFrequency = .immediate, datastore: Datastore = .memory) {
        self.displayFrequency = displayFrequency
        self.datastore = datastore
    }
}
