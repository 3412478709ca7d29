import Foundation

extension TipsEngine {
    /// A new engine in this one's state now: its configuration, testing overrides, registered
    /// parameters, transient values, presentations in progress, and what it has read and
    /// evaluated, so it answers and writes exactly as this one would from here on, but on its
    /// own datastore and clock. How a headless playground session is forked
    /// (`PlaygroundSession.fork()`): a search expands each state from a copy instead of
    /// replaying the steps that led to it.
    ///
    /// The copy has no observers (nothing is watching it yet). Call it between transactions.
    /// - Parameters:
    ///   - datastore: a copy of this engine's datastore as it is now (`InMemoryDatastore.copy()`);
    ///     for a syncing engine, of the store underneath its sync.
    ///   - clock: the copy's clock, at this one's time.
    ///   - sync: for an engine configured with `.sync(_:)`, a copy of that sync
    ///     (`TipSync.copy(store:clock:)`), which is bound to `datastore`; nil otherwise.
    public func copy(datastore: any TipDatastore, clock: any TipClock, sync: TipSync?) -> TipsEngine {
        let copied = state.withLock { original -> EngineState in
            precondition(original.openTransaction == nil, "an engine is copied between transactions")
            var copied = original
            copied.clock = clock
            copied.observers = [:]
            copied.nextObserverID = 0
            copied.clockObservation = nil
            if let configuration = original.configuration {
                let store: any TipDatastore
                if configuration.datastore is SyncedDatastore {
                    guard let sync else { preconditionFailure("a syncing engine is copied with a copy of its sync") }
                    store = SyncedDatastore(copyOn: datastore, sync: sync)
                } else {
                    store = datastore
                }
                copied.configuration = Configuration(
                    datastore: store, displayFrequency: configuration.displayFrequency,
                    cloudKitContainer: configuration.cloudKitContainer, datastoreLocation: configuration.datastoreLocation)
            }
            return copied
        }
        let engine = TipsEngine(clock: clock)
        engine.state.withLock { $0 = copied }
        return engine
    }
}
