import Foundation

/// What running one script line did: what a live player shows and waits for, what a recording
/// marks, what a QA report lists.
public struct StepOutcome: Equatable, Sendable {
    /// How the line went.
    public enum Result: Equatable, Sendable {
        /// The line acted on the session (or only set something up).
        case performed
        /// A setup line before the first step (`size`, `clock`, `locale`...), already applied
        /// when the playground launched, so that the first screen is the one the script asked for.
        case appliedAtLaunch
        /// An `expect` that held.
        case passed
        /// An `expect` that did not hold, or a step the session refused.
        case failed(ScriptFailure)
    }

    /// The line that ran; `line.text` is the caption a live player shows for the step.
    public var line: ScriptLine
    public var result: Result
    /// For a check: what it expected and what was found, in words (the same text when it held).
    public var expected: String?
    public var actual: String?
    /// How long a live player waits after the line (`pause`); zero otherwise.
    public var pause: TimeInterval = 0
    /// The caption a `say` line put up (`""` when it removed the caption); `nil` for other lines.
    public var caption: String?
    /// Tips that appeared or were invalidated during the line.
    public var changes: [TipChange] = []

    public init(line: ScriptLine, result: Result) {
        self.line = line
        self.result = result
    }

    /// Whether the line was an `expect`.
    public var isCheck: Bool {
        if case .expect = line.step { true } else { false }
    }

    public var failure: ScriptFailure? {
        if case .failed(let failure) = result { failure } else { nil }
    }
}
