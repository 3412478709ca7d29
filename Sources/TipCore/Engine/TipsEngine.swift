import Foundation
import Glibc
import Synchronization

/// One TipKit engine: a datastore, a clock, testing overrides, and caches of what it read.
///
/// The `Tips` facade and `Tip.status` use `TipsEngine.current`, which is `shared` unless a caller
/// made another engine current with `withCurrent(_:)`. Tests and the playground create separate
/// engines side by side. Rule closures run with their engine current (task-local), so
/// `$0.donations`, parameter values and `donatedWithin(_:)` read the engine evaluating them.
///
/// All reads are synchronous. State sits behind one lock; rule closures run outside it because they
/// read parameters and events through it again.
public final class TipsEngine: Sendable {
    /// The engine that `Tips`, `Tip`, `Tips.Event` and `@Parameter` talk to in this task.
    @TaskLocal public static var current: TipsEngine = .shared

    /// The process-wide engine behind the `Tips` facade.
    public static let shared = TipsEngine()

    let state: Mutex<EngineState>

    public init(clock: any TipClock = SystemClock()) {
        state = Mutex(EngineState(clock: clock))
    }

    /// The engine's "now": its clock, which `.clock(_:)` may replace at configure time.
    public var now: Date { state.withLock { $0.clock.now } }

    /// Runs `body` with this engine as `TipsEngine.current`.
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self, operation: body)
    }

    /// Runs `body` with this engine as `TipsEngine.current`.
    public func withCurrent<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await Self.$current.withValue(self, operation: body, isolation: isolation)
    }

    /// The most recent failure met by an operation that cannot throw (a status read, a Swift
    /// `donate()`, a stored value that does not decode: `invalidPredicateValueType`), for the
    /// playground to show. Nil when none happened.
    public var lastError: (any Error)? { state.withLock { $0.lastError } }

    /// A number that moves whenever anything a status or an explanation reads changes: the store
    /// (written here, or by others as seen now), the configuration, testing overrides, parameters,
    /// event limits, presentations, the clock itself. Only the time is left out: what a reader
    /// worked out from the engine is still right while this number stays the same, and, if what
    /// it worked out read the time, the time is the same too.
    public var revision: Int {
        state.withLock { state in
            state.refreshIfStale()
            return state.revision
        }
    }
}

/// Everything an engine holds, guarded by its lock.
struct EngineState {
    // Every field a status or an explanation reads moves `revision` when it changes; the store's
    // contents move it in `write` and `apply`.
    var clock: any TipClock { didSet { revision &+= 1 } }
    var configuration: TipsEngine.Configuration? {
        didSet {
            revision &+= 1
            storeDonations = StoreDonations(of: configuration?.datastore)
        }
    }
    /// Where the configured store's donations are read in memory, found once rather than at every read.
    private(set) var storeDonations = StoreDonations(of: nil)
    var resetRequested = false
    var overrides = Tips.TestingOverrides() { didSet { revision &+= 1 } }
    var parameters: [String: ParameterRegistration] = [:] { didSet { revision &+= 1 } }
    var transientValues: [String: Data] = [:] { didSet { revision &+= 1 } }
    var eventLimits: [String: Tips.DonationLimit] = [:] { didSet { revision &+= 1 } }
    /// Start of the presentation in progress, per tip id (spec ST-4, DUR-4).
    var presentations: [String: Date] = [:] { didSet { revision &+= 1 } }
    /// Moves on every change to what statuses and explanations read, the time aside
    /// (`TipsEngine.revision`).
    var revision = 0
    var cache = EngineCache()
    var observers: [UInt64: @Sendable () -> Void] = [:]
    var nextObserverID: UInt64 = 0
    /// The clock's observation while anything observes this engine: its time moving
    /// re-evaluates the observers.
    var clockObservation: TipClockObservation?
    var lastError: (any Error)?
    /// The transaction `TipsEngine.inOneTransaction` holds open.
    var openTransaction: OpenTransaction?

    init(clock: any TipClock) {
        self.clock = clock
    }
}

/// A datastore transaction held open by `TipsEngine.inOneTransaction`, and the thread that
/// opened it. Unchecked: the operations are only ever used by that thread
/// (`EngineState.joinableTransaction` checks), which is what the datastore's own lock guarantees
/// for any transaction body.
struct OpenTransaction: @unchecked Sendable {
    let operations: any TipDatastoreOperations
    let thread: pthread_t
    /// Where the transaction's donations are read in memory (`donationListSource(of:)`), found
    /// once rather than at every read.
    let donationListSource: (any DonationListSource)?

    init(operations: any TipDatastoreOperations, thread: pthread_t) {
        self.operations = operations
        self.thread = thread
        donationListSource = TipCore.donationListSource(of: operations)
    }
}

/// Where a store's donations are read in memory (`donationListSource(of:)`): the store itself,
/// or the one it wraps; nil for SQLite. Unchecked: it is a part of the configured datastore,
/// which is `Sendable`, and is read only under the engine's lock.
struct StoreDonations: @unchecked Sendable {
    let source: (any DonationListSource)?

    init(of store: (any TipDatastore)?) {
        source = store.flatMap { TipCore.donationListSource(of: $0) }
    }
}

struct ParameterRegistration {
    var defaultValue: Data
    var isTransient: Bool
}
