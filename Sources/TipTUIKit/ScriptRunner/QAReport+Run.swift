import TipDrawing
import TipPlayground

extension QAReport {
    /// The QA walkthrough of a run: one section per TipGroup, in the playground's order, holding
    /// the steps that name the group or one of its tips or that showed or invalidated one of them,
    /// with the screen after each such change; then "Other steps" for everything else (setup,
    /// captions, tips outside any group). Each step is listed once, under the first group it
    /// touches, so the report's totals count every check once. Failures always show the screen.
    ///
    /// - Parameter screens: the screen after each outcome that showed or invalidated a tip or
    ///   failed, index for index (nil for the others), as text and, when kept, as a picture,
    ///   with what the step did to tips as the report says it (`TipChange.reportText(in:)`).
    init(loaded: LoadedScript, outcomes: [StepOutcome], screens: [(text: String, picture: CellBuffer?, tipChanges: [String])?]) {
        let groups = loaded.document.groups
        var groupSteps = Array(repeating: [QAStep](), count: groups.count)
        var otherSteps: [QAStep] = []
        for (outcome, screen) in zip(outcomes, screens) {
            let step = QAStep(outcome, screen: screen)
            if let index = groups.firstIndex(where: { Self.touches(outcome, $0) }) {
                groupSteps[index].append(step)
            } else {
                otherSteps.append(step)
            }
        }
        var sections = zip(groups, groupSteps).map { QASection.tipGroup($0.id, steps: $1) }
        sections.append(QASection(title: "Other steps", steps: otherSteps))
        let name = loaded.script.file.lastPathComponent
        self.init(
            title: "QA report: \(name)", scriptPath: loaded.script.path, sections: sections,
            playgroundPath: loaded.playgroundPath, playgroundSHA256: loaded.playgroundSHA256)
    }

    /// Whether a step names the group or one of its tips, or changed one of its tips.
    private static func touches(_ outcome: StepOutcome, _ group: TipGroupDeclaration) -> Bool {
        let members = Set(group.tipIDs)
        if outcome.changes.contains(where: { members.contains($0.tipID) }) { return true }
        return outcome.line.references.contains { reference in
            switch reference.kind {
            case .tip, .groupMember: members.contains(reference.id)
            case .group: reference.id == group.id
            case .action(let tip): members.contains(tip)
            default: false
            }
        }
    }
}

extension QAStep {
    init(_ outcome: StepOutcome, screen: (text: String, picture: CellBuffer?, tipChanges: [String])?) {
        let result: Outcome
        var expected = outcome.expected
        var actual = outcome.actual
        switch outcome.result {
        case .performed, .appliedAtLaunch: result = .performed
        case .passed: result = .passed
        case .failed(let failure):
            result = .failed
            if expected == nil {
                expected = "the step runs"
                actual = failure.actual
            }
        }
        self.init(lineNumber: outcome.line.lineNumber, command: outcome.line.text, outcome: result,
                  expected: expected, actual: actual, screen: screen?.text, picture: screen?.picture,
                  screenDifferences: outcome.failure?.screenDifferences, isCheck: outcome.isCheck)
        tipChanges = screen?.tipChanges ?? []
    }
}
