import Foundation
import TipCore

/// One tip's part of the inspector as worked out at one time, and what the time alone does to
/// it while nothing else changes: so the inspector works it out again only when it must.
struct InspectorTipSection {
    /// How the section changes while only the time moves.
    enum Timing {
        /// It does not.
        case fixed
        /// Only its on-screen line (at `line`), as the presentation in progress goes on.
        case onScreen(line: Int, display: TipExplanation.DisplayReport)
        /// In ways only working it out again tells: a rule counts donations within a time range,
        /// an event forgets old donations, a display-frequency window, a `MaxDisplayDuration` a
        /// presentation may spend, a group whose other tips decide its place.
        case everyMoment
    }

    let lines: [InspectorLine]
    let timing: Timing
    /// The time it was worked out at.
    let now: Date

    /// The section at `now`; nil when it must be worked out again.
    func lines(at now: Date) -> [InspectorLine]? {
        if now == self.now { return lines }
        switch timing {
        case .fixed:
            return lines
        case .everyMoment:
            return nil
        case .onScreen(let line, let display):
            var lines = lines
            lines[line] = InspectorLine(display.at(now).onScreenLine, .detail)
            return lines
        }
    }
}
