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
        for option in options {
            switch option.setting {
            case .datastoreLocation(let value): location = value
            case .displayFrequency(let value): frequency = value
            case .cloudKitContainer(let value): cloudKit = value
            case .datastore(let value): datastore = value
            case .clock(let value): clock = value
            }
        }
        try state.withLock { state in
            guard state.configuration == nil else { throw TipKitError.tipsDatastoreAlreadyConfigured }
            let store = try datastore ?? Self.openDatastore(Self.directory(for: location))
            if state.resetRequested || arguments.resetDatastore {
                try store.atomically { try $0.removeAll() }
            }
            state.resetRequested = false
            if let clock { state.clock = clock }
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

    /// Opens a file datastore in a directory for `.applicationDefault`, `.groupContainer` and
    /// `.url` locations. TipCore's SQLite store installs itself here
    /// (`TipsEngine.openDatastore = { try SQLiteDatastore(directory: $0) }`); until something is
    /// installed, configuring with a location (rather than `.datastore(_:)`) fails with an error
    /// that says so.
    public static var openDatastore: @Sendable (URL) throws -> any TipDatastore {
        get { datastoreOpener.withLock { $0 } }
        set { datastoreOpener.withLock { $0 = newValue } }
    }

    private static let datastoreOpener = Mutex<@Sendable (URL) throws -> any TipDatastore>({ directory in
        throw TipDatastoreError.unavailable(
            path: directory.path,
            detail: "no file datastore is installed; set TipsEngine.openDatastore or pass .datastore(_:)")
    })

    /// The directory a location names, created if missing.
    static func directory(for location: Tips.ConfigurationOption.DatastoreLocation) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let dataHome = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        let directory: URL
        switch location.place {
        case .applicationDefault:
            directory = dataHome.appendingPathComponent(ProcessInfo.processInfo.processName)
                .appendingPathComponent("tipkit")
        case .groupContainer(let identifier):
            directory = dataHome.appendingPathComponent("tipkit-groups").appendingPathComponent(identifier)
        case .url(let url):
            directory = url
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw TipDatastoreError.unavailable(path: directory.path, detail: error.localizedDescription)
        }
        return directory
    }
}
