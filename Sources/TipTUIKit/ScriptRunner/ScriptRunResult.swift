import Foundation
import TipDrawing
import TipPlayground

/// How one script run went: what `tiptui check` prints and exits with.
public struct ScriptRunResult: Sendable {
    /// The script's path as given.
    public var path: String
    /// Problems that kept the script from running at all (exit code 2).
    public var errors: [ScriptError] = []
    /// Every line as it ran, in order (empty when the script could not run).
    public var outcomes: [StepOutcome] = []
    /// The QA walkthrough (`--report`), nil when the script could not run.
    public var report: QAReport?
    /// Each screen of the recording and how long it stays up (`CastTimeline.screens()`): the
    /// frames of `check --gif`. Empty when the run was not recorded.
    public var recordedScreens: [(screen: CellBuffer, seconds: TimeInterval)] { timeline?.screens() ?? [] }
    /// The run laid out for the recording (`--cast`, `--gif`), nil when the script could not run
    /// or was not recorded.
    public internal(set) var timeline: CastTimeline?
    /// The screen at every `expect snapshot` and every failure, when the run kept pictures.
    public var pictures: [ScriptPicture] = []
    /// Every `expect snapshot` that failed, once per name, with the screen drawn instead.
    public var changedSnapshots: [ChangedSnapshot] = []

    public init(path: String, errors: [ScriptError] = []) {
        self.path = path
        self.errors = errors
    }

    /// Failing checks and refused steps, in script order.
    public var failures: [ScriptFailure] { outcomes.compactMap(\.failure) }
    public var checkCount: Int { outcomes.count(where: \.isCheck) }
    public var passedCheckCount: Int { outcomes.count { $0.result == .passed } }

    /// 0 when everything held, 1 when a check failed or a step was refused, 2 when the script
    /// could not run (`ScriptErrors.exitCode`).
    public var exitCode: Int32 {
        if !errors.isEmpty { return ScriptErrors.exitCode }
        return failures.isEmpty ? 0 : 1
    }

    /// One line: `demo-scripts/x.tipscript: 12 checks passed` or `... 2 of 12 checks failed`.
    public var summary: String {
        if !errors.isEmpty {
            return "\(path): could not run (\(Wording.count(errors.count, "error")))"
        }
        let failedChecks = outcomes.count { $0.isCheck && $0.failure != nil }
        let failedSteps = failures.count - failedChecks
        var text = "\(path): "
        text += failedChecks == 0
            ? "\(Wording.count(checkCount, "check")) passed"
            : "\(failedChecks) of \(Wording.count(checkCount, "check")) failed"
        if failedSteps > 0 { text += ", \(Wording.count(failedSteps, "step")) failed" }
        return text
    }
}
