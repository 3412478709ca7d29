import TipDrawing

/// A QA walkthrough of a script run (`--report OUT.md`): what each step did, what each check
/// expected and found, and the screens, grouped by the TipGroup being walked through.
public struct QAReport: Equatable, Sendable {
    /// The report's heading, e.g. `"Onboarding walkthrough"`.
    public var title: String
    /// The script's path, shown as written.
    public var scriptPath: String
    /// The sections in order; each usually walks through one TipGroup.
    public var sections: [QASection]
    /// The playground as the script names it; nil for the built-in one.
    public var playgroundPath: String?
    /// The SHA-256 of the playground's text, as `sha256sum` prints it.
    public var playgroundSHA256: String?

    public init(title: String, scriptPath: String, sections: [QASection], playgroundPath: String? = nil, playgroundSHA256: String? = nil) {
        self.title = title
        self.scriptPath = scriptPath
        self.sections = sections
        self.playgroundPath = playgroundPath
        self.playgroundSHA256 = playgroundSHA256
    }

    /// Every step in script order: the walkthrough as a story.
    public var stepsInLineOrder: [QAStep] {
        sections.flatMap(\.steps).sorted { $0.lineNumber < $1.lineNumber }
    }

    /// Every check that passed.
    public var passedCount: Int { sections.reduce(0) { $0 + $1.steps.count { $0.outcome == .passed } } }
    /// Every check that failed.
    public var failedCount: Int { sections.reduce(0) { $0 + $1.steps.count { $0.outcome == .failed } } }
}

/// A run of steps under one heading, typically one TipGroup's walkthrough.
public struct QASection: Equatable, Sendable {
    /// The heading, e.g. "TipGroup `onboarding`" (Markdown is kept as written).
    public var title: String
    public var steps: [QAStep]

    public init(title: String, steps: [QAStep]) {
        self.title = title
        self.steps = steps
    }

    /// A section titled after a TipGroup id.
    public static func tipGroup(_ id: String, steps: [QAStep]) -> QASection {
        QASection(title: "TipGroup `\(id)`", steps: steps)
    }
}

/// One script line as it ran.
public struct QAStep: Equatable, Sendable {
    /// Whether the step was a check, and how it went.
    public enum Outcome: Equatable, Sendable {
        /// An action (`press`, `donate`, `advance`...): nothing to check.
        case performed
        /// A check (`expect ...`) that held.
        case passed
        /// A check that did not hold.
        case failed
    }

    /// The 1-based line number in the script.
    public var lineNumber: Int
    /// The command as written (`ScriptLine.text`).
    public var command: String
    public var outcome: Outcome
    /// What a check expected, in words (e.g. `visible as popover`); `nil` for actions.
    public var expected: String?
    /// What was found instead, or the same as `expected` when it held; `nil` for actions.
    public var actual: String?
    /// The screen after the step, as plain text, when it is worth showing.
    public var screen: String?
    /// The same screen in its colours, kept only for outputs that draw it (the HTML report).
    public var picture: CellBuffer?
    /// For a failed `expect snapshot`: the rows that differ from the snapshot.
    public var screenDifferences: ScreenDiff?
    /// Whether the step was an `expect` (a failed step that is not one is a refused action).
    public var isCheck: Bool
    /// What the step did to tips, keeping "shown" apart as presented and drawn:
    /// `NewFilterTip presented as popover, drawn`, `BigTip presented as popover, not drawn: no
    /// room for it at this width (the 40x8 device)`, `ShowLocationTip invalidated (tipClosed)`.
    public var tipChanges: [String] = []

    public init(lineNumber: Int, command: String, outcome: Outcome, expected: String? = nil,
                actual: String? = nil, screen: String? = nil, picture: CellBuffer? = nil, screenDifferences: ScreenDiff? = nil,
                isCheck: Bool? = nil) {
        self.isCheck = isCheck ?? (outcome != .performed)
        self.lineNumber = lineNumber
        self.command = command
        self.outcome = outcome
        self.expected = expected
        self.actual = actual
        self.screen = screen
        self.picture = picture
        self.screenDifferences = screenDifferences
    }
}
