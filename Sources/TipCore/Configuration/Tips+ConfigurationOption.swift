import Foundation

extension Tips {
    /// One setting for `Tips.configure(_:)` (spec §1.2.1). When a kind is given twice, the last
    /// one wins (CFG-5).
    public struct ConfigurationOption: Sendable {
        enum Setting: Sendable {
            case datastoreLocation(DatastoreLocation)
            case displayFrequency(DisplayFrequency)
            case cloudKitContainer(CloudKitContainer?)
            case datastore(any TipDatastore)
            case clock(any TipClock)
            case sync(TipSync)
        }

        let setting: Setting

        public static func datastoreLocation(_ storeLocation: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(setting: .datastoreLocation(storeLocation))
        }

        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(setting: .displayFrequency(displayFrequency))
        }

        /// Accepted and recorded; there is no CloudKit on Linux, so nothing syncs through it: give
        /// `.sync(_:)` a `TipSync` for the same behaviour over a sync store (spec CK-*).
        public static func cloudKitContainer(_ cloudKitContainer: CloudKitContainer?) -> ConfigurationOption {
            ConfigurationOption(setting: .cloudKitContainer(cloudKitContainer))
        }

        /// TipCore extension, not in TipKit: use this datastore instance instead of opening one
        /// at a location (tests, the playground's in-memory mode, a store shared by two engines).
        public static func datastore(_ datastore: any TipDatastore) -> ConfigurationOption {
            ConfigurationOption(setting: .datastore(datastore))
        }

        /// TipCore extension, not in TipKit: sync this engine's tip state with the person's other
        /// devices through `sync`'s store, with TipKit's CloudKit rules (spec CK-2, CK-4).
        public static func sync(_ sync: TipSync) -> ConfigurationOption {
            ConfigurationOption(setting: .sync(sync))
        }

        /// TipCore extension, not in TipKit: where the engine reads "now" from here on
        /// (a `ManualClock` in tests and scripts).
        public static func clock(_ clock: any TipClock) -> ConfigurationOption {
            ConfigurationOption(setting: .clock(clock))
        }

        /// Where the datastore lives.
        public struct DatastoreLocation: Equatable, Sendable {
            enum Place: Equatable, Sendable {
                case applicationDefault
                case groupContainer(String)
                case url(URL)
            }

            let place: Place

            /// `<XDG data home>/<process name>/tipkit` (the Linux analogue of Application Support),
            /// holding `TipCore.sqlite`.
            public static var applicationDefault: DatastoreLocation { DatastoreLocation(place: .applicationDefault) }

            /// A folder shared by every process using the same identifier (the App Group analogue):
            /// `<XDG data home>/tipkit-groups/<identifier>`. Throws
            /// `missingGroupContainerEntitlements` for an identifier that cannot name a folder.
            public static func groupContainer(identifier: String) throws -> DatastoreLocation {
                guard !identifier.isEmpty, !identifier.contains("/"), identifier != ".", identifier != ".." else {
                    throw TipKitError.missingGroupContainerEntitlements
                }
                return DatastoreLocation(place: .groupContainer(identifier))
            }

            /// A directory of the caller's choosing.
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(place: .url(url)) }

            /// Where per-user data lives on Linux (TipCore extension): `$XDG_DATA_HOME` when it is
            /// an absolute path (the XDG rule: relative values are ignored), else `~/.local/share`.
            /// Other tools built on TipCore (the playground) keep their stores under it too.
            public static func dataHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
                if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
                    return URL(fileURLWithPath: xdg, isDirectory: true)
                }
                let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
                return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share")
            }

            /// The directory this location names on Linux (TipCore extension), where `configure`
            /// opens `TipCore.sqlite`, under `dataHome(environment:)`.
            public func directory(
                environment: [String: String] = ProcessInfo.processInfo.environment,
                processName: String = ProcessInfo.processInfo.processName
            ) -> URL {
                let dataHome = Self.dataHome(environment: environment)
                switch place {
                case .applicationDefault:
                    return dataHome.appendingPathComponent(processName).appendingPathComponent("tipkit")
                case .groupContainer(let identifier):
                    return dataHome.appendingPathComponent("tipkit-groups").appendingPathComponent(identifier)
                case .url(let url):
                    return url
                }
            }
        }

        /// The minimum gap after a tip is first shown before another never-shown tip may become
        /// eligible (spec FRQ-1..9).
        public struct DisplayFrequency: Equatable, Hashable, Sendable, CustomStringConvertible {
            /// The gap in seconds; 0 means no window.
            public let interval: TimeInterval
            let name: String

            public static var immediate: DisplayFrequency { DisplayFrequency(interval: 0, name: "immediate") }
            public static var hourly: DisplayFrequency { DisplayFrequency(interval: 3_600, name: "hourly") }
            public static var daily: DisplayFrequency { DisplayFrequency(interval: 86_400, name: "daily") }
            public static var weekly: DisplayFrequency { DisplayFrequency(interval: 604_800, name: "weekly") }
            /// 30 days, not a calendar month (Appendix B 3).
            public static var monthly: DisplayFrequency { DisplayFrequency(interval: 2_592_000, name: "monthly") }

            public var description: String { name }
        }

        /// Which CloudKit container would sync tips on Apple platforms.
        public enum CloudKitContainer: Equatable, Hashable, Sendable {
            case automatic
            case named(String)
        }
    }
}
