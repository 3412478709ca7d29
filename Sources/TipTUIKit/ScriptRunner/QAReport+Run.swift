extension QAReport {
    /// The QA walkthrough of a run: one section per TipGroup with the steps that name the group
    /// or one of its tips, or that showed or invalidated one of them (with the screen after each
    /// such change), then every step in order under "All steps" (with the screen after failures
    /// and after changes to tips outside any group).
    ///
    /// - Parameter screens: the screenshot after each outcome, index for index.
    init(loaded: LoadedScript, outcomes: [StepOutcome], screens: [String]) {
        let document = loaded.document
        let groupedTips = Set(document.groups.flatMap(\.tipIDs))
        var sections: [QASection] = []
        for group in document.groups {
            let members = Set(group.tipIDs)
            var steps: [QAStep] = []
            for (outcome, screen) in zip(outcomes, screens) {
                let changed = outcome.changes.contains { members.contains($0.tipID) }
                guard changed || Self.names(outcome.line, group: group.id, tips: members) else { continue }
                steps.append(QAStep(outcome, screen: changed || outcome.failure != nil ? screen : nil))
            }
            sections.append(.tipGroup(group.id, steps: steps))
        }
        let all = zip(outcomes, screens).map { outcome, screen in
            let showsScreen = outcome.failure != nil || outcome.changes.contains { !groupedTips.contains($0.tipID) }
            return QAStep(outcome, screen: showsScreen ? screen : nil)
        }
        sections.append(QASection(title: "All steps", steps: all))
        let name = loaded.script.file.lastPathComponent
        self.init(title: "QA report: \(name)", scriptPath: loaded.script.path, sections: sections)
    }

    /// Whether a line names the group or one of the tips.
    private static func names(_ line: ScriptLine, group: String, tips: Set<String>) -> Bool {
        line.references.contains { reference in
            switch reference.kind {
            case .tip, .groupMember: tips.contains(reference.id)
            case .group: reference.id == group
            case .action(let tip): tips.contains(tip)
            default: false
            }
        }
    }
}

extension QAStep {
    init(_ outcome: StepOutcome, screen: String?) {
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
                  expected: expected, actual: actual, screen: screen)
    }
}
