import Foundation
import Synchronization

/// Where the engine gets "now". Nothing in TipCore reads the wall clock directly: production code
/// passes `SystemClock`, tests and scripts pass a `ManualClock` they advance by hand.
///
/// A clock also tells the engine when its time moves (`observeTime`), so that what time alone
/// changes (a display-frequency window ending, a donation ageing out of `donatedWithin`, a
/// presentation crossing its `MaxDisplayDuration`) reaches `statusUpdates` and
/// `shouldDisplayUpdates` with no call from the app, as TipKit delivers it.
public protocol TipClock: Sendable {
    var now: Date { get }

    /// Calls `timeMoved` whenever this clock's time moves, until the observation is cancelled
    /// (or released). A clock that cannot say returns an observation that never calls it; the
    /// engine then reports time-driven changes at `TipsEngine.tick()` only.
    func observeTime(_ timeMoved: @escaping @Sendable () -> Void) -> TipClockObservation
}

extension TipClock {
    public func observeTime(_ timeMoved: @escaping @Sendable () -> Void) -> TipClockObservation {
        TipClockObservation {}
    }
}

/// An observation of a clock's time; cancelled when released.
public final class TipClockObservation: Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    public init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Mutex(onCancel)
    }

    /// Stops the observation; later calls do nothing.
    public func cancel() {
        let cancel = onCancel.withLock { handler in
            defer { handler = nil }
            return handler
        }
        cancel?()
    }

    deinit { cancel() }
}

/// The real time. The only place in TipCore that reads the wall clock.
public struct SystemClock: TipClock {
    /// How often an observed engine looks at the time again (a second by default): the delay
    /// with which a window ending or a donation ageing out reaches the update streams.
    public let updateInterval: TimeInterval

    public init(updateInterval: TimeInterval = 1) {
        self.updateInterval = max(updateInterval, 0.01)
    }

    public var now: Date { Date() }

    public func observeTime(_ timeMoved: @escaping @Sendable () -> Void) -> TipClockObservation {
        let interval = updateInterval
        let task = Task.detached {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
                guard !Task.isCancelled else { return }
                timeMoved()
            }
        }
        return TipClockObservation { task.cancel() }
    }
}

/// A clock that only moves when told to, for tests, demo scripts and the playground's simulated time.
/// Each `advance` or `set` tells the engines observing it, which deliver what the new time
/// changed to their update streams before it returns.
public final class ManualClock: TipClock {
    private let current: Mutex<Date>
    private let observers = Mutex<(next: UInt64, handlers: [UInt64: @Sendable () -> Void])>((0, [:]))

    public init(_ start: Date = Date(timeIntervalSince1970: 1_767_690_000)) {
        current = Mutex(start)
    }

    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward (or backward, for a negative interval).
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
        timeMoved()
    }

    /// Sets the clock to an absolute date.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
        timeMoved()
    }

    public func observeTime(_ timeMoved: @escaping @Sendable () -> Void) -> TipClockObservation {
        let id = observers.withLock { observers -> UInt64 in
            observers.next += 1
            observers.handlers[observers.next] = timeMoved
            return observers.next
        }
        return TipClockObservation { [weak self] in
            _ = self?.observers.withLock { $0.handlers.removeValue(forKey: id) }
        }
    }

    /// Calls the observers outside the clock's lock, in the order they began observing.
    private func timeMoved() {
        let handlers = observers.withLock { $0.handlers.sorted { $0.key < $1.key }.map(\.value) }
        for handler in handlers { handler() }
    }
}
