import TipCore
import TipDrawing
import TipPlayground

extension PlaygroundSession {
    /// A saved edit of the playground file that does not load: the last good version stays on
    /// screen, the message line shows the first problem (file, line, column and what, before
    /// anything else, so a narrow line still says it) and when the reload was tried, and the log
    /// every problem, whole. The same problems found again (the file saved twice) are not logged
    /// twice; the time says the reload was tried again.
    func reloadFailed(problems: [SourceDiagnostic]) {
        guard let first = problems.first else { return }
        let more = problems.count > 1 ? " (and \(Wording.count(problems.count - 1, "more problem")))" : ""
        let file = DiagnosticText.escaped(first.file)
        let summary = "\(file):\(first.line):\(first.column): \(DiagnosticText.escaped(first.message))\(more)"
        let again = summary == state.messages.reloadProblems?.summary
        state.messages.reloadProblems = AppState.ReloadProblems(summary: summary, time: SimulatedTimeFormat.time(clock.now))
        guard !again else { return }
        log("reload failed, showing the last good version; \(Wording.count(problems.count, "problem")):", .error)
        for problem in problems { log(problem.description, .error) }
    }
}
