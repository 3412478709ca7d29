import Foundation

/// What the header says about the simulated clock besides its time: how far it runs from real
/// time, and whether the datastore holds times later than the clock.
///
/// The live loop fills it in (it is the part that knows real time); scripts and tests leave it
/// empty, so their screens never depend on when they run.
public struct SimulatedClockStatus: Equatable, Sendable {
    /// Seconds the clock runs ahead of real time (negative: behind); nil when unknown (scripts).
    public var offsetFromRealTime: TimeInterval?
    /// Seconds the store's latest recorded time lies ahead of the clock; nil when it does not.
    public var storeAheadOfClock: TimeInterval?

    public init(offsetFromRealTime: TimeInterval? = nil, storeAheadOfClock: TimeInterval? = nil) {
        self.offsetFromRealTime = offsetFromRealTime
        self.storeAheadOfClock = storeAheadOfClock
    }

    /// `+1w 2d`, `-3h`, `(store ahead 2d)`, or nil when the clock is at real time and the store behind it.
    public var headerText: String? {
        var parts: [String] = []
        if let offset = offsetFromRealTime, abs(offset) >= 60 {
            parts.append((offset > 0 ? "+" : "-") + Self.compactDuration(abs(offset)))
        }
        if let ahead = storeAheadOfClock, ahead >= 1 {
            parts.append("(store ahead \(Self.compactDuration(ahead)))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The two largest units of a duration (`8d 2h`, `3h 5m`, `45s`); any length, never trapping.
    static func compactDuration(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds < 1e9 * 604_800 else { return "∞" }
        let units: [(TimeInterval, String)] = [(604_800, "w"), (86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")]
        var rest = seconds.rounded()
        var parts: [String] = []
        for (size, name) in units where rest >= size && parts.count < 2 {
            let count = (rest / size).rounded(.down)
            parts.append("\(Int(count))\(name)")
            rest -= count * size
        }
        return parts.isEmpty ? "0s" : parts.joined(separator: " ")
    }
}
