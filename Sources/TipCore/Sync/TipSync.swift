import Foundation
import Synchronization

/// One device's side of tip sync: it turns what this device's engine writes into sync changes,
/// sends them to the sync store, and brings other devices' changes into the engine's datastore.
///
/// ```swift
/// let sync = TipSync(device: "ipad", store: try SQLiteSyncStore(path: "tips-sync.sqlite"), clock: clock)
/// try engine.configure([.datastore(try SQLiteDatastore(path: "tips.sqlite")), .sync(sync)])
/// try sync.syncNow()   // push what is waiting, pull what others did
/// ```
///
/// What syncs follows spec CK-2 (see `TipSyncLedger` for the merge rules): donations, display
/// counts and durations, invalidations, `resetEligibility`, persistent parameter values and
/// `resetDatastore` (CK-4). Transient parameters, testing overrides and the display-frequency
/// window stay on the device. One `TipSync` serves one engine; call `syncNow()` and `receive`
/// where the engine's writes are made, not at the same time from another thread (a write's
/// change joins the ledger just after it is sent, and a pull in between would take it for new).
public final class TipSync: Sendable {
    /// The device's name: unique among the person's devices.
    public let device: String
    public let store: (any TipSyncStore)?
    private let clock: any TipClock
    private let state = Mutex(State())

    private struct State {
        var ledger = TipSyncLedger()
        /// Own changes not yet in the store.
        var outbox: [TipSyncChange] = []
        /// The last counter this device used.
        var counter: Int64 = 0
        var pulledToken: Int64 = 0
        var isOnline = true
        /// An apply failed after its changes joined the ledger: the next receive rewrites every
        /// scope, so nothing received is missing from the datastore.
        var needsRewrite = false
        /// The engine's own datastore, set when the engine is configured.
        var datastore: (any TipDatastore)?
        /// What the datastore kept when it was attached: the device's last counter and the
        /// store token up to which others' changes are in it (`counterKey`, `pulledKey`).
        var keptCounter: Int64 = 0
        var keptToken: Int64 = 0
        /// Whether this launch has read the whole store into the ledger (`loadStore`).
        var loaded = false
        var lastError: (any Error)?
    }

    /// The meta key under which the device's last counter is kept in its datastore, so a device
    /// never numbers two changes alike, even across launches and before its first pull.
    static let counterKey = "sync.counter"
    /// The meta key under which the store's token up to which others' changes are in the
    /// datastore is kept, written with them: a relaunch applies only what came after it.
    static let pulledKey = "sync.pulled"

    public init(device: String, store: (any TipSyncStore)?, clock: any TipClock) {
        self.device = device
        self.store = store
        self.clock = clock
    }

    /// Whether the device reaches the store; an offline device keeps its changes until it is
    /// back and syncs.
    public var isOnline: Bool {
        get { state.withLock { $0.isOnline } }
        set { state.withLock { $0.isOnline = newValue } }
    }

    /// Every change this device has, its own and received.
    public var ledger: TipSyncLedger { state.withLock { $0.ledger } }

    /// The last error met while sending a local write's changes or correcting what the device
    /// shows after one (the writes themselves never fail for it), cleared by reading it.
    public func takeLastError() -> (any Error)? {
        state.withLock { state in
            defer { state.lastError = nil }
            return state.lastError
        }
    }

    /// Pushes the device's waiting changes and pulls everyone's new ones into its datastore.
    /// Does nothing while offline. Returns how many changes from other devices it applied.
    @discardableResult
    public func syncNow() throws -> Int {
        guard let store, isOnline else { return 0 }
        let loaded = try loadStore(from: store)
        try pushWaiting(to: store)
        let token = state.withLock { $0.pulledToken }
        let (changes, next) = try store.pull(after: token)
        let applied = try receive(changes, upTo: next)
        state.withLock { $0.pulledToken = max($0.pulledToken, next) }
        return loaded + applied
    }

    /// Brings changes from other devices into this device's datastore, however they travelled:
    /// repeated, late or out of order changes are all fine. Returns how many were new and from
    /// other devices (the device's own can come back too, to a fresh datastore).
    @discardableResult
    public func receive(_ changes: [TipSyncChange]) throws -> Int {
        try receive(changes, upTo: nil)
    }

    /// `token`: the store's token the changes reach, kept with them in the datastore.
    private func receive(_ changes: [TipSyncChange], upTo token: Int64?) throws -> Int {
        let (new, ledger, datastore, rewrite) = state.withLock { state in
            let new = changes.filter { state.ledger.insert($0) }
            // The device's own changes coming back (a fresh datastore under a known name, a push
            // whose local commit never happened): numbering goes on after them.
            for change in new where change.id.device == device { state.counter = max(state.counter, change.id.counter) }
            let rewrite = state.needsRewrite
            return (new, new.isEmpty && !rewrite ? nil : state.ledger, state.datastore, rewrite)
        }
        guard let ledger, let datastore else { return new.filter { $0.id.device != device }.count }
        do {
            try TipSyncMaterializer.apply(
                new, from: ledger, to: datastore, counter: counterValue, pulledToken: token, rewritingAll: rewrite)
            state.withLock { $0.needsRewrite = false }
        } catch {
            state.withLock { $0.needsRewrite = true }
            throw error
        }
        return new.filter { $0.id.device != device }.count
    }

    // MARK: For the engine

    /// Binds the engine's datastore and loads the store (`loadStore`) before the engine writes
    /// anything. A store that cannot be reached now is loaded at the first `syncNow()` that
    /// reaches it; until then the device numbers on from its datastore's counter.
    func attach(to datastore: any TipDatastore) throws {
        let (counter, pulled) = try datastore.reading { operations in
            (try operations.metaValue(key: Self.counterKey).flatMap { Int64($0) } ?? 0,
             try operations.metaValue(key: Self.pulledKey).flatMap { Int64($0) } ?? 0)
        }
        state.withLock { state in
            state.datastore = datastore
            state.counter = max(state.counter, counter)
            state.keptCounter = counter
            state.keptToken = pulled
        }
        guard let store, isOnline else { return }
        do {
            try loadStore(from: store)
        } catch {
            state.withLock { $0.lastError = error }
        }
    }

    /// Once per launch (the ledger lives in memory): every change in the store joins the ledger,
    /// the device's numbering goes on after the highest of its changes anywhere, and only what
    /// the datastore lacks is written to it: other devices' changes after the token it kept, and
    /// the device's own above the counter it kept (a push whose local commit never happened).
    /// - Returns: how many changes from other devices were written.
    @discardableResult
    private func loadStore(from store: any TipSyncStore) throws -> Int {
        guard let (datastore, counter, pulled) = state.withLock({ state in
            state.loaded ? nil : state.datastore.map { ($0, state.keptCounter, state.keptToken) }
        }) else { return 0 }
        let (all, token) = try store.pull(after: 0)
        let unseen = pulled == 0 ? all : try store.pull(after: pulled).changes
        let missing = unseen.filter { $0.id.device != device } + all.filter { $0.id.device == device && $0.id.counter > counter }
        let ledger = state.withLock { state in
            for change in all { state.ledger.insert(change) }
            for change in all where change.id.device == device { state.counter = max(state.counter, change.id.counter) }
            state.pulledToken = token
            state.loaded = true
            return state.ledger
        }
        guard !missing.isEmpty else { return 0 }
        do {
            try TipSyncMaterializer.apply(missing, from: ledger, to: datastore, counter: counterValue, pulledToken: token)
        } catch {
            // In the ledger but not written: the next receive rewrites every scope.
            state.withLock { $0.needsRewrite = true }
            throw error
        }
        return missing.filter { $0.id.device != device }.count
    }

    /// Numbers the changes one local write made and keeps the new counter in the same
    /// transaction; `send` and then `committed` (or `abandoned`) follow.
    func stamp(_ kinds: [TipSyncChange.Kind], in operations: any TipDatastoreOperations) throws -> [TipSyncChange] {
        guard !kinds.isEmpty else { return [] }
        // Times as stores keep them (whole milliseconds), so a device's own copy of a change and
        // the copy others read back order parameter writes alike.
        let now = Self.stored(clock.now)
        let changes = state.withLock { state -> [TipSyncChange] in
            kinds.map { kind in
                state.counter += 1
                var kind = kind
                switch kind {
                case .donation(let eventID, let date, let payload):
                    kind = .donation(eventID: eventID, date: Self.stored(date), payload: payload)
                // A reset undoes the device's own changes up to the one before it, those of the
                // same transaction included.
                case .deleteDonations(let eventID, var seen):
                    seen[device] = state.counter - 1
                    kind = .deleteDonations(eventID: eventID, seen: seen)
                case .resetEligibility(let tipID, var seen):
                    seen[device] = state.counter - 1
                    kind = .resetEligibility(tipID: tipID, seen: seen)
                case .resetDatastore(var seen):
                    seen[device] = state.counter - 1
                    kind = .resetDatastore(seen: seen)
                default: break
                }
                return TipSyncChange(id: .init(device: device, counter: state.counter), time: now, kind: kind)
            }
        }
        try operations.setMetaValue(String(changes.last!.id.counter), key: Self.counterKey)
        return changes
    }

    /// Sends a write's changes, with any still waiting, while the write's transaction is still
    /// open: when the engine call returns the store has them. A process killed between this push
    /// and the local commit loses nothing either: the changes come back with the next pull.
    /// - Returns: whether the store has them (false offline, or when the store failed: they wait).
    func send(_ changes: [TipSyncChange]) -> Bool {
        guard !changes.isEmpty, let store, isOnline else { return false }
        let waiting = state.withLock { $0.outbox }
        do {
            try store.push(waiting + changes)
            let sent = Set(waiting.map(\.id))
            state.withLock { $0.outbox.removeAll { sent.contains($0.id) } }
            return true
        } catch {
            state.withLock { $0.lastError = error }
            return false
        }
    }

    /// After the local commit: the changes are the device's own; those not sent wait.
    func committed(_ changes: [TipSyncChange], sent: Bool) {
        guard !changes.isEmpty else { return }
        // What the device shows must be what the ledger says. Three local writes can differ from
        // it: a parameter write that another device's later write (by its clock) already beat, a
        // display limit reached from a count the ledger does not hold,
        // and a reset, which undid everything in the device's store but undoes in the ledger only
        // what the device had seen without a gap (a change received ahead of an earlier one from
        // the same device survives, as it will on every other device). The ledger is copied out
        // only then: holding a copy would make the next insert copy it whole.
        let (corrected, ledger, datastore) = state.withLock { state -> ([TipSyncChange], TipSyncLedger?, (any TipDatastore)?) in
            for change in changes { state.ledger.insert(change) }
            if !sent { state.outbox += changes }
            let corrected = changes.filter { change in
                if change.resetSeen != nil { return true }
                switch change.kind {
                case .parameter(let id, let value): return state.ledger.parameterValue(id: id) != value
                // A limit reached from a count the ledger does not hold (the datastore lagged it).
                case .limitReached(let tipID, _, _): return state.ledger.tipRecord(tipID: tipID)?.invalidationReason == nil
                default: return false
                }
            }
            return (corrected, corrected.isEmpty ? nil : state.ledger, state.datastore)
        }
        if let ledger, let datastore {
            do {
                try TipSyncMaterializer.apply(corrected, from: ledger, to: datastore, counter: counterValue)
            } catch {
                state.withLock { state in
                    state.lastError = error
                    state.needsRewrite = true
                }
            }
        }
    }

    /// The local write failed. Unsent, its numbers are given back so the device's numbering has
    /// no gap; sent, they stay taken, and the changes come back with the next pull.
    func abandoned(_ changes: [TipSyncChange], sent: Bool) {
        guard let first = changes.first, !sent else { return }
        state.withLock { state in
            if state.counter == changes.last!.id.counter { state.counter = first.id.counter - 1 }
        }
    }

    /// What this device has seen of the other devices, for a reset it is about to make; its own
    /// changes the reset covers are set when `stamp` numbers it.
    var seen: [String: Int64] { state.withLock { $0.ledger.seen } }

    private static func stored(_ date: Date) -> Date { SQLiteDate.date(SQLiteDate.milliseconds(date)) }

    private var counterValue: Int64 { state.withLock { $0.counter } }

    private func pushWaiting(to store: any TipSyncStore) throws {
        let waiting = state.withLock { $0.outbox }
        guard !waiting.isEmpty else { return }
        try store.push(waiting)
        state.withLock { state in
            let sent = Set(waiting.map(\.id))
            state.outbox.removeAll { sent.contains($0.id) }
        }
    }
}
