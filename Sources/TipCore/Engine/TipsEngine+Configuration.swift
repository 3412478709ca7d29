import Foundation
import Synchronization

extension TipsEngine {
    /// The configuration in force after `configure` (spec CFG-3: it never changes afterwards).
    public struct Configuration: Sendable {
        public let datastore: any TipDatastore
        public let displayFrequency: Tips.ConfigurationOption.DisplayFrequency
        /// Recorded only: nothing syncs on Linux.
        public let cloudKitContainer: Tips.ConfigurationOption.CloudKitContainer?
        /// Nil when a datastore instance was passed with `.datastore(_:)`.
        public let datastoreLocation: Tips.ConfigurationOption.DatastoreLocation?
    }

    public var configuration: Configuration? { state.withLock { $0.configuration } }
    public var isConfigured: Bool { configuration != nil }

    /// Opens the datastore, applies the options and launch arguments, and starts evaluating tips
    /// (spec CFG-1..8). Throws `tipsDatastoreAlreadyConfigured` on a second call, leaving the first
    /// configuration in force.
    ///
    /// - Parameter launchArguments: the process arguments to scan for `-com.apple.TipKit.*`
    ///   (the `Tips` facade passes `ProcessInfo.processInfo.arguments`).
    public func configure(_ options: [Tips.ConfigurationOption] = [], launchArguments: [String] = []) throws {
        let arguments = TipsLaunchArguments(launchArguments)
        var location = Tips.ConfigurationOption.DatastoreLocation.applicationDefault
        var frequency = Tips.ConfigurationOption.DisplayFrequency.immediate
        var cloudKit: Tips.ConfigurationOption.CloudKitContainer?
        var datastore: (any TipDatastore)?
        var clock: (any TipClock)?
        var sync: TipSync?
        for option in options {
            switch option.setting {
            case .datastoreLocation(let value): location = value
            case .displayFrequency(let value): frequency = value
            case .cloudKitContainer(let value): cloudKit = value
            case .datastore(let value): datastore = value
            case .clock(let value): clock = value
            case .sync(let value): sync = value
            }
        }
        try state.withLock { state in
            guard state.configuration == nil else { throw TipKitError.tipsDatastoreAlreadyConfigured }
            let local = try datastore ?? Self.openDatastore(Self.directory(for: location))
            let store: any TipDatastore = try sync.map { try SyncedDatastore(base: local, sync: $0) } ?? local
            if state.resetRequested || arguments.resetDatastore {
                try store.atomically { try $0.removeAll() }
            }
            state.resetRequested = false
            if let clock {
                state.clock = clock
                // Observed engines follow the new clock's time from now on.
                if state.clockObservation != nil {
                    state.clockObservation?.cancel()
                    state.clockObservation = observeClock(clock)
                }
            }
            state.overrides.merge(arguments)
            state.configuration = Configuration(
                datastore: store, displayFrequency: frequency, cloudKitContainer: cloudKit,
                datastoreLocation: datastore == nil ? location : nil)
            state.cache.clear()
        }
        notifyObservers()
    }

    /// Deletes every tip record, donation and parameter value at configure time (spec CFG-6,
    /// INV-7). Throws `tipsDatastoreAlreadyConfigured` after `configure`, deleting nothing.
    public func resetDatastore() throws {
        try state.withLock { state in
            guard state.configuration == nil else { throw TipKitError.tipsDatastoreAlreadyConfigured }
            state.resetRequested = true
            state.transientValues = [:]
        }
    }

    /// TipCore extension, not in TipKit: wipes the configured datastore now (records, donations,
    /// parameters, frequency window), forgets presentations and transient values, and keeps the
    /// configuration. For the playground's "reset" and for tests.
    public func eraseDatastoreContents() throws {
        try state.withLock { state in
            guard state.configuration != nil else { return }
            try state.write { try $0.removeAll() }
            state.presentations = [:]
            state.transientValues = [:]
            state.cache.clear()
        }
        notifyObservers()
    }

    /// Opens the file datastore of a directory, for `.applicationDefault`, `.groupContainer` and
    /// `.url` locations: `SQLiteDatastore(directory:)` (`<directory>/TipCore.sqlite`) unless
    /// replaced. A hook rather than a fixed call so tests can watch which directory is opened.
    public static var openDatastore: @Sendable (URL) throws -> any TipDatastore {
        get { datastoreOpener.withLock { $0 } }
        set { datastoreOpener.withLock { $0 = newValue } }
    }

    private static let datastoreOpener = Mutex<@Sendable (URL) throws -> any TipDatastore>({ directory in
        try SQLiteDatastore(directory: directory)
    })

    /// The directory a location names, created if missing.
    static func directory(for location: Tips.ConfigurationOption.DatastoreLocation) throws -> URL {
        let directory = location.directory()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw TipDatastoreError.unavailable(path: directory.path, detail: error.localizedDescription)
        }
        return directory
    }
}
