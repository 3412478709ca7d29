import Foundation

/// How fast `tiptui play` runs a demo (`--speed 0.5`, `2`, `max`): a factor on the time each
/// step stays on screen, on `pause` and on `wait`, or `max`, which waits for nothing.
public enum PlaybackSpeed: Equatable, Sendable {
    case factor(Double)
    case max

    public static let normal = PlaybackSpeed.factor(1)

    /// `0.5`, `2` (from 0.1 to 100 times) or `max`; nil for anything else.
    public init?(_ text: String) {
        if text == "max" {
            self = .max
            return
        }
        guard let factor = Double(text), factor.isFinite, factor >= 0.1, factor <= 100 else { return nil }
        self = .factor(factor)
    }

    /// How long the player waits after a step: nothing after a check or a setup line (checks
    /// never slow a demo), a `pause` its own duration, a `wait` (the time someone watched the
    /// screen in a recording) its own duration, one line however long, any other step (an
    /// `advance 1d` too: a jump on the clock) `stepSeconds`; divided by the factor, and nothing
    /// at all at `max`.
    public func wait(after outcome: StepOutcome, stepSeconds: TimeInterval) -> TimeInterval {
        guard case .factor(let factor) = self else { return 0 }
        if outcome.result == .appliedAtLaunch || outcome.isCheck { return 0 }
        if case .pause = outcome.line.step { return outcome.pause / factor }
        if case .step(.wait(let interval)) = outcome.line.step { return interval / factor }
        return stepSeconds / factor
    }
}
