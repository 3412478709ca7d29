extension PlaygroundSession {
    /// A saved edit of the playground file that does not load: the last good version stays on
    /// screen, the message line shows the first problem and the log every problem, whole. The
    /// same problems found again (the file saved twice) are not logged twice.
    func reloadFailed(problems: [String]) {
        guard let first = problems.first else { return }
        let more = problems.count > 1 ? " (and \(Wording.count(problems.count - 1, "more problem")))" : ""
        let summary = first + more
        guard summary != state.reloadProblems else { return }
        state.reloadProblems = summary
        log("reload failed, showing the last good version; \(Wording.count(problems.count, "problem")):", .error)
        for problem in problems { log(problem, .error) }
    }
}
