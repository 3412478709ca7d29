import Synchronization

extension TipsEngine {
    /// The tip's status now, then every distinct change (spec OBS-1..3). Changes made through this
    /// engine are reported as they happen; changes that only time makes are reported on `tick()`.
    /// The stream ends when the consumer stops iterating.
    public func statusUpdates(of tip: any Tip) -> AsyncStream<Tips.Status> {
        observe(isSame: ==) { self.status(of: tip) }
    }

    /// The group's current tip id now (nil when none), then every change (spec GRP-6).
    public func currentTipIDUpdates(of group: TipGroup) -> AsyncStream<String?> {
        observe(isSame: ==) { self.currentTip(of: group)?.id }
    }

    /// Each tip that becomes the group's current one, starting with the current one if any
    /// (TipKit's `currentTipUpdates`, which never yields "none").
    public func currentTipUpdates(of group: TipGroup) -> AsyncCompactMapSequence<AsyncStream<AnyTip?>, any Tip> {
        observe(isSame: { $0?.id == $1?.id }) { self.currentTip(of: group).map(AnyTip.init) }
            .compactMap { $0?.base }
    }

    /// An AsyncStream that yields `compute()` now and after every change, skipping repeats.
    func observe<Value: Sendable>(
        isSame: @escaping @Sendable (Value, Value) -> Bool, _ compute: @escaping @Sendable () -> Value
    ) -> AsyncStream<Value> {
        AsyncStream { continuation in
            let last = LastValue<Value>(isSame: isSame)
            let refresh: @Sendable () -> Void = {
                let value = compute()
                if last.replace(with: value) { continuation.yield(value) }
            }
            let id = state.withLock { state -> UInt64 in
                state.nextObserverID += 1
                state.observers[state.nextObserverID] = refresh
                return state.nextObserverID
            }
            continuation.onTermination = { _ in
                _ = self.state.withLock { $0.observers.removeValue(forKey: id) }
            }
            refresh()
        }
    }

    /// Re-evaluates every observer; called after every change, outside the lock.
    func notifyObservers() {
        let observers = state.withLock { state in state.observers.sorted { $0.key < $1.key }.map(\.value) }
        for refresh in observers { refresh() }
    }
}

/// The last value a stream yielded, so repeats are skipped (OBS-2).
final class LastValue<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let isSame: @Sendable (Value, Value) -> Bool

    init(isSame: @escaping @Sendable (Value, Value) -> Bool) {
        self.isSame = isSame
    }

    /// Stores `newValue`; true when it differs from the previous one.
    func replace(with newValue: Value) -> Bool {
        value.withLock { current in
            if let current, isSame(current, newValue) { return false }
            current = newValue
            return true
        }
    }
}
