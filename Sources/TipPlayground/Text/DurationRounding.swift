import Foundation

/// How finely a time before now is written in a saved persona (`ago`).
///
/// A device's clock runs on real time, so what happened "two weeks ago" happened `2w9m58s252ms`
/// ago, which nobody reads or writes. Each precision rounds to a grid that is finer for shorter
/// times; the grid changes only at a whole number of the coarser unit (a week, a day, an hour, a
/// minute), so rounding never swaps the order of two steps. `PersonaWriter` callers pick the
/// coarsest precision whose replay gives the same state (`SavedPersonaSteps`).
public enum DurationRounding: CaseIterable, Sendable {
    /// A week or more to whole days, a day or more to hours, an hour or more to minutes, less to
    /// seconds: `2w`, `3d5h`, `4h20m`, `45s`.
    case readable
    /// One unit finer: a week or more to hours, a day or more to minutes, less to seconds.
    case fine
    /// Whole seconds.
    case seconds
    /// As measured, to the millisecond.
    case exact

    /// `interval` on this precision's grid (never negative).
    public func rounded(_ interval: TimeInterval) -> TimeInterval {
        let interval = max(0, interval)
        let step = self.step(for: interval)
        guard step > 0 else { return interval }
        return (interval / step).rounded() * step
    }

    /// The grid's step at `interval`: 0 for `exact`.
    private func step(for interval: TimeInterval) -> TimeInterval {
        let (week, day, hour, minute): (TimeInterval, TimeInterval, TimeInterval, TimeInterval) = (604_800, 86_400, 3_600, 60)
        switch self {
        case .exact:
            return 0
        case .seconds:
            return 1
        case .readable:
            if interval >= week { return day }
            if interval >= day { return hour }
            if interval >= hour { return minute }
            return 1
        case .fine:
            if interval >= week { return hour }
            if interval >= day { return minute }
            return 1
        }
    }
}
