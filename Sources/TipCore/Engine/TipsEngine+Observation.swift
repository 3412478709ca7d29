import Synchronization

extension TipsEngine {
    /// The tip's status now, then every distinct change (spec OBS-1..3). Changes made through this
    /// engine are reported as they happen; changes that only time makes (a display-frequency
    /// window ending, a donation ageing out of `donatedWithin`, `MaxDisplayDuration` crossed
    /// during a presentation) when the engine's clock moves: at once for a `ManualClock`'s
    /// `advance`, within `SystemClock.updateInterval` for the real time. Changes made by another
    /// process on the same store are reported at the next change here, the next tick of the
    /// clock, or `tick()`. The stream ends when the consumer stops iterating.
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
                let ticket = last.takeTicket()
                let value = compute()
                last.replace(with: value, ticket: ticket) { continuation.yield($0) }
            }
            let id = state.withLock { state -> UInt64 in
                state.nextObserverID += 1
                state.observers[state.nextObserverID] = refresh
                if state.clockObservation == nil { state.clockObservation = observeClock(state.clock) }
                return state.nextObserverID
            }
            continuation.onTermination = { _ in
                let released = self.state.withLock { state -> TipClockObservation? in
                    state.observers.removeValue(forKey: id)
                    guard state.observers.isEmpty else { return nil }
                    defer { state.clockObservation = nil }
                    return state.clockObservation
                }
                released?.cancel()
            }
            refresh()
        }
    }

    /// Observes `clock` for this engine: time moving re-evaluates every observer. Weak, so a
    /// clock outliving the engine does not keep it.
    func observeClock(_ clock: any TipClock) -> TipClockObservation {
        clock.observeTime { [weak self] in self?.notifyObservers() }
    }

    /// Re-evaluates every observer; called after every change, outside the lock.
    func notifyObservers() {
        let observers = state.withLock { state in state.observers.sorted { $0.key < $1.key }.map(\.value) }
        for refresh in observers { refresh() }
    }
}

/// The last value a stream yielded, so repeats are skipped (OBS-2), and the order in which values
/// were computed, so a stream never ends on a stale value.
///
/// Changes on several threads notify observers concurrently: a computation that started before a
/// change can finish after one that started later. Each computation takes a ticket first; a value
/// whose ticket is older than the one last stored is dropped, and yielding happens under the same
/// lock, so values are yielded in the order they were computed.
final class LastValue<Value: Sendable>: Sendable {
    private let stored = Mutex<(value: Value?, ticket: UInt64)>((nil, 0))
    private let tickets = Atomic<UInt64>(0)
    private let isSame: @Sendable (Value, Value) -> Bool

    init(isSame: @escaping @Sendable (Value, Value) -> Bool) {
        self.isSame = isSame
    }

    /// Numbers a computation about to start.
    func takeTicket() -> UInt64 {
        tickets.add(1, ordering: .relaxed).newValue
    }

    /// Stores `newValue`, computed under `ticket`, and passes it to `yield` when no later
    /// computation was stored already and it differs from the previous value.
    func replace(with newValue: Value, ticket: UInt64, yield: (Value) -> Void) {
        stored.withLock { stored in
            guard ticket > stored.ticket else { return }
            stored.ticket = ticket
            if let current = stored.value, isSame(current, newValue) { return }
            stored.value = newValue
            yield(newValue)
        }
    }
}
