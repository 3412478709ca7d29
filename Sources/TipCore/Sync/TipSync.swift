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
    private let state: Mutex<State>

    private struct State {
        var ledger = TipSyncLedger()
        /// Own changes not yet in the store, oldest first; each is also in the datastore's outbox
        /// (`outboxKey`), written in the transaction of the write that made it.
        var outbox: [TipSyncChange] = []
        /// The name the device's changes carry: `device`, or, for a datastore that began while the
        /// store was out of reach, a name of its own (`streamKey`).
        var stream: String
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
    /// The meta key of the lowest counter of the changes waiting in the datastore's outbox, each
    /// under `outboxKey + "." + counter`; none when nothing waits. Meta values, so the outbox
    /// needs no table of its own: a datastore reset (which empties meta) writes it again.
    static let outboxKey = "sync.outbox"
    /// The meta key of the name a datastore's changes carry when it is not `device` (see
    /// `attach`).
    static let streamKey = "sync.stream"

    public init(device: String, store: (any TipSyncStore)?, clock: any TipClock) {
        self.device = device
        self.store = store
        self.clock = clock
        state = Mutex(State(stream: device))
    }

    /// A new device side in this one's state (ledger, outbox, numbering, what was pulled,
    /// online or not), reaching `store` and reading `clock`, for an engine copied onto a copy of
    /// this one's datastore (`TipsEngine.copy(datastore:clock:sync:)`, which binds it to that
    /// copy). Nothing is sent or read to make it.
    public func copy(store: (any TipSyncStore)?, clock: any TipClock) -> TipSync {
        let copy = TipSync(device: device, store: store, clock: clock)
        var copiedState = state.withLock { $0 }
        copiedState.datastore = nil
        copy.state.withLock { $0 = copiedState }
        return copy
    }

    /// Binds a copy (`copy(store:clock:)`) to its engine's datastore, as `attach` binds a
    /// launching one, without reading or sending anything.
    func bind(copiedTo datastore: any TipDatastore) {
        state.withLock { $0.datastore = datastore }
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
            for change in new where change.id.device == state.stream { state.counter = max(state.counter, change.id.counter) }
            let rewrite = state.needsRewrite
            return (new, new.isEmpty && !rewrite ? nil : state.ledger, state.datastore, rewrite)
        }
        let stream = self.stream
        guard let ledger, let datastore else { return new.filter { $0.id.device != stream }.count }
        do {
            try TipSyncMaterializer.apply(
                new, from: ledger, to: datastore, own: ownMeta, pulledToken: token, rewritingAll: rewrite)
            state.withLock { $0.needsRewrite = false }
        } catch {
            state.withLock { $0.needsRewrite = true }
            throw error
        }
        return new.filter { $0.id.device != stream }.count
    }

    // MARK: For the engine

    /// Binds the engine's datastore, takes back the changes its outbox kept (a launch after one
    /// that ended offline), and loads the store (`loadStore`) and sends what waits before the
    /// engine writes anything. A store that cannot be reached now is loaded at the first
    /// `syncNow()` that reaches it.
    ///
    /// Numbering: a datastore that has numbered changes goes on from its counter, and from the
    /// highest of its changes in the store once it reaches it. A datastore that has numbered none
    /// and cannot reach the store cannot know which numbers its device name already used (a
    /// reinstall under a known name): its changes carry a name of its own, `device@milliseconds`
    /// of its clock at that launch, kept in the datastore, so no number is ever used twice.
    func attach(to datastore: any TipDatastore) throws {
        let (counter, pulled, kept, waiting) = try datastore.reading { operations in
            let counter = try operations.metaValue(key: Self.counterKey).flatMap { Int64($0) }
            let kept = try operations.metaValue(key: Self.streamKey)
            let first = try operations.metaValue(key: Self.outboxKey).flatMap { Int64($0) }
            var waiting: [TipSyncChange] = []
            if let first, let counter, first <= counter {
                for number in first...counter {
                    guard let text = try operations.metaValue(key: Self.outboxKey + "." + String(number)),
                          let change = TipSyncChange(outboxText: text)
                    else { continue }
                    waiting.append(change)
                }
            }
            return (counter, try operations.metaValue(key: Self.pulledKey).flatMap { Int64($0) } ?? 0, kept, waiting)
        }
        state.withLock { state in
            state.datastore = datastore
            if let kept { state.stream = kept }
            state.counter = max(state.counter, counter ?? 0)
            state.keptCounter = counter ?? 0
            state.keptToken = pulled
            for change in waiting where state.ledger.insert(change) { state.outbox.append(change) }
        }
        if let store, isOnline {
            do {
                try loadStore(from: store)
                try pushWaiting(to: store)
            } catch {
                state.withLock { $0.lastError = error }
            }
        }
        if counter == nil, kept == nil, !state.withLock({ $0.loaded }) {
            let stream = "\(device)@\(SQLiteDate.milliseconds(clock.now))"
            try datastore.atomically { try $0.setMetaValue(stream, key: Self.streamKey) }
            state.withLock { $0.stream = stream }
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
        let stream = self.stream
        let missing = unseen.filter { $0.id.device != stream } + all.filter { $0.id.device == stream && $0.id.counter > counter }
        let ledger = state.withLock { state in
            for change in all { state.ledger.insert(change) }
            for change in all where change.id.device == stream { state.counter = max(state.counter, change.id.counter) }
            state.pulledToken = token
            state.loaded = true
            return state.ledger
        }
        guard !missing.isEmpty else { return 0 }
        do {
            try TipSyncMaterializer.apply(missing, from: ledger, to: datastore, own: ownMeta, pulledToken: token)
        } catch {
            // In the ledger but not written: the next receive rewrites every scope.
            state.withLock { $0.needsRewrite = true }
            throw error
        }
        return missing.filter { $0.id.device != stream }.count
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
                    seen[state.stream] = state.counter - 1
                    kind = .deleteDonations(eventID: eventID, seen: seen)
                case .resetEligibility(let tipID, var seen):
                    seen[state.stream] = state.counter - 1
                    kind = .resetEligibility(tipID: tipID, seen: seen)
                case .resetDatastore(var seen):
                    seen[state.stream] = state.counter - 1
                    kind = .resetDatastore(seen: seen)
                default: break
                }
                return TipSyncChange(id: .init(device: state.stream, counter: state.counter), time: now, kind: kind)
            }
        }
        try operations.setMetaValue(String(changes.last!.id.counter), key: Self.counterKey)
        // Written with every write, as the counter is: a datastore reset in the same transaction
        // empties the meta values.
        let stream = self.stream
        if stream != device { try operations.setMetaValue(stream, key: Self.streamKey) }
        return changes
    }

    /// Sends a write's changes, with any still waiting, while the write's transaction is still
    /// open: when the engine call returns the store has them. A process killed between this push
    /// and the local commit loses nothing either: the changes come back with the next pull.
    /// Changes that cannot be sent (offline, or the store failed) go into the datastore's outbox
    /// in the same transaction, so they wait across launches and a SIGKILL; sent ones leave it.
    /// - Returns: whether the store has them.
    func send(_ changes: [TipSyncChange], in operations: any TipDatastoreOperations) throws -> Bool {
        guard !changes.isEmpty else { return false }
        let waiting = self.waiting
        // A datastore reset in this transaction emptied the meta values, the outbox with them.
        let resetsDatastore = changes.contains { if case .resetDatastore = $0.kind { true } else { false } }
        if let store, isOnline {
            do {
                try store.push(waiting + changes)
                if !waiting.isEmpty {
                    try Self.removeFromOutbox(waiting, in: operations)
                    let sent = Set(waiting.map(\.id))
                    state.withLock { $0.outbox.removeAll { sent.contains($0.id) } }
                }
                return true
            } catch {
                state.withLock { $0.lastError = error }
            }
        }
        try Self.addToOutbox(resetsDatastore ? waiting + changes : changes, firstWaiting: (waiting.first ?? changes.first)!.id.counter, in: operations)
        return false
    }

    /// Writes changes into the datastore's outbox (meta values, in the caller's transaction).
    static func addToOutbox(_ changes: [TipSyncChange], firstWaiting: Int64, in operations: any TipDatastoreOperations) throws {
        for change in changes {
            try operations.setMetaValue(change.outboxText, key: outboxKey + "." + String(change.id.counter))
        }
        if !changes.isEmpty { try operations.setMetaValue(String(firstWaiting), key: outboxKey) }
    }

    private static func removeFromOutbox(_ changes: [TipSyncChange], in operations: any TipDatastoreOperations) throws {
        for change in changes { try operations.setMetaValue(nil, key: outboxKey + "." + String(change.id.counter)) }
        try operations.setMetaValue(nil, key: outboxKey)
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
                try TipSyncMaterializer.apply(corrected, from: ledger, to: datastore, own: ownMeta)
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

    /// What a datastore reset that sync writes (another device's `resetDatastore`) must write
    /// back: the device's counter, the name its changes carry, and its outbox.
    struct OwnMeta {
        var counter: Int64
        var stream: String?
        var outbox: [TipSyncChange]

        func write(in operations: any TipDatastoreOperations) throws {
            try operations.setMetaValue(String(counter), key: TipSync.counterKey)
            if let stream { try operations.setMetaValue(stream, key: TipSync.streamKey) }
            if let first = outbox.first { try TipSync.addToOutbox(outbox, firstWaiting: first.id.counter, in: operations) }
        }
    }

    private var ownMeta: OwnMeta {
        state.withLock { OwnMeta(counter: $0.counter, stream: $0.stream == device ? nil : $0.stream, outbox: $0.outbox) }
    }
    private var stream: String { state.withLock { $0.stream } }
    /// Own changes not yet in the store, oldest first.
    private var waiting: [TipSyncChange] { state.withLock { $0.outbox } }

    /// Sends what waits, then takes it out of the datastore's outbox (a process that ends in
    /// between sends it again at its next launch: pushing a change twice changes nothing).
    private func pushWaiting(to store: any TipSyncStore) throws {
        let waiting = self.waiting
        guard !waiting.isEmpty else { return }
        try store.push(waiting)
        let sent = Set(waiting.map(\.id))
        let datastore = state.withLock { state in
            state.outbox.removeAll { sent.contains($0.id) }
            return state.datastore
        }
        let left = self.waiting
        try datastore?.atomically { operations in
            try Self.removeFromOutbox(waiting, in: operations)
            if let first = left.first { try Self.addToOutbox(left, firstWaiting: first.id.counter, in: operations) }
        }
    }
}
