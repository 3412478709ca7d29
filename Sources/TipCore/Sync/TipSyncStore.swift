import Foundation
import Synchronization

/// Where a person's devices leave their sync changes for each other, as CloudKit's private
/// database does for TipKit: each device pushes its own changes and pulls everyone's, from the
/// token of its last pull.
public protocol TipSyncStore: AnyObject, Sendable {
    /// Where the store is, for messages.
    var location: String { get }
    /// Keeps `changes`; one already there (same id) is ignored, so a push may be repeated.
    func push(_ changes: [TipSyncChange]) throws
    /// The changes kept after `token` (0: all), oldest first, and the token to pull from next.
    func pull(after token: Int64) throws -> (changes: [TipSyncChange], token: Int64)
}

/// A sync store in memory, shared by devices in one process (the playground's devices, tests).
public final class InMemorySyncStore: TipSyncStore {
    private let log = Mutex<(changes: [TipSyncChange], ids: Set<TipSyncChange.ID>)>(([], []))

    public init() {}

    public var location: String { "memory" }

    public func push(_ changes: [TipSyncChange]) throws {
        log.withLock { log in
            for change in changes where log.ids.insert(change.id).inserted { log.changes.append(change) }
        }
    }

    public func pull(after token: Int64) throws -> (changes: [TipSyncChange], token: Int64) {
        log.withLock { log in
            let start = Int(clamping: max(0, token))
            guard start < log.changes.count else { return ([], Int64(log.changes.count)) }
            return (Array(log.changes[start...]), Int64(log.changes.count))
        }
    }
}
