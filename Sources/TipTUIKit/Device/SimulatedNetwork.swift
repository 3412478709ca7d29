import Foundation
import Synchronization
import TipCore

/// The sync container that a playground's devices share in one process, as CloudKit's private
/// database is shared by a person's devices: what one pushes, the others pull. Each change is
/// kept with the time it arrived, so a device with a delivery delay sees it only that long after
/// (`link`). Times here are the playground's: a device's clock less its offset, so a device set
/// an hour ahead does not receive everything an hour early.
final class SimulatedNetwork: Sendable {
    private let log = Mutex<(changes: [(change: TipSyncChange, arrived: Date)], ids: Set<TipSyncChange.ID>)>(([], []))
    /// The container's name, as the playground's devices write it.
    let name: String

    init(name: String) {
        self.name = name
    }

    fileprivate func push(_ changes: [TipSyncChange], at date: Date) {
        log.withLock { log in
            for change in changes where log.ids.insert(change.id).inserted { log.changes.append((change, date)) }
        }
    }

    /// A new container holding what this one holds now (`SessionCopier`): what is pushed to
    /// either afterwards the other never sees.
    func copy() -> SimulatedNetwork {
        let copy = SimulatedNetwork(name: name)
        let held = log.withLock { $0 }
        copy.log.withLock { $0 = held }
        return copy
    }

    /// The changes after `token` that have had `delay` seconds to travel by `now`: a prefix, so
    /// a change still on its way holds back those after it and the token never skips one.
    fileprivate func pull(after token: Int64, delay: TimeInterval, now: Date) -> (changes: [TipSyncChange], token: Int64) {
        log.withLock { log in
            let start = Int(clamping: max(0, token))
            var end = start
            while end < log.changes.count, log.changes[end].arrived.addingTimeInterval(delay) <= now { end += 1 }
            return (log.changes[min(start, end)..<end].map(\.change), Int64(max(start, end)))
        }
    }

    /// How one device reaches the container: its pushes arrive now, its pulls see what arrived
    /// at least `delay` seconds ago.
    func link(delay: TimeInterval, clock: any TipClock, clockOffset: TimeInterval) -> Link {
        Link(network: self, delay: delay, clock: clock, clockOffset: clockOffset)
    }

    final class Link: TipSyncStore {
        let network: SimulatedNetwork
        let delay: TimeInterval
        let clock: any TipClock
        let clockOffset: TimeInterval

        init(network: SimulatedNetwork, delay: TimeInterval, clock: any TipClock, clockOffset: TimeInterval) {
            self.network = network
            self.delay = delay
            self.clock = clock
            self.clockOffset = clockOffset
        }

        /// The playground's time: the device's clock less its offset.
        private var now: Date { clock.now.addingTimeInterval(-clockOffset) }

        var location: String { "sync container '\(network.name)'" }

        func push(_ changes: [TipSyncChange]) throws {
            network.push(changes, at: now)
        }

        func pull(after token: Int64) throws -> (changes: [TipSyncChange], token: Int64) {
            network.pull(after: token, delay: delay, now: now)
        }
    }
}
