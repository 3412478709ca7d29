import Foundation
import Synchronization

/// Where the engine gets "now". Nothing in TipCore reads the wall clock directly: production code
/// passes `SystemClock`, tests and scripts pass a `ManualClock` they advance by hand.
public protocol TipClock: Sendable {
    var now: Date { get }
}

/// The real time. The only place in TipCore that reads the wall clock.
public struct SystemClock: TipClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that only moves when told to, for tests, demo scripts and the playground's simulated time.
public final class ManualClock: TipClock {
    private let current: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_767_690_000)) {
        current = Mutex(start)
    }

    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward (or backward, for a negative interval).
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }

    /// Sets the clock to an absolute date.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}
