import Foundation
import TipCore
import TipPlayground

/// The `:` command line: the script language, typed one line at a time.
extension PlaygroundSession {
    /// Edits the `:` line (`CommandLineEditor`); Enter runs it.
    func editCommandLine(with key: Key) -> [SessionEffect] {
        guard var editor = state.commandLine else { return [] }
        // Taken out of the state while it changes, so its text is edited in place, not copied.
        state.commandLine = nil
        switch editor.handle(key, completer: { CommandCompleter(ids: ScriptIdentifiers(document: document)) }) {
        case .editing:
            state.commandLine = editor
        case .cancelled:
            break
        case .submitted(let text):
            state.commandHistory = editor.history
            return runCommandLine(text)
        }
        return []
    }

    /// Runs a line typed after `:`: the script language, checked against the playground's ids
    /// first as a script is, and the line's own words (`q`, `help`, `edit`, `undo`). Its actions
    /// are reduced one by one; `expect` says at once whether it holds; errors go to the outcome
    /// and the log.
    func runCommandLine(_ text: String) -> [SessionEffect] {
        outcome.performed.append(.commandLine(text))
        let parsed = ScriptStep.parseChecked(text, file: "command", against: document, source: .commandLine)
        guard case .success(let script) = parsed else {
            if case .failure(let errors) = parsed { fail(SessionError(errors.errors.map(\.message).joined(separator: "; "))) }
            return []
        }
        var effects: [SessionEffect] = []
        for line in script.lines {
            switch line.step {
            case .expect(let expectation):
                // A look: it says at once whether it holds and changes nothing.
                let result = check(expectation)
                let verdict = result.holds ? "holds" : "does not hold: found \(result.actual)"
                log("expect \(expectation.expectedText) \(verdict)", result.holds ? .info : .warning)
            case .playground:
                fail(SessionError("'playground' only works in a script"))
            case .pause:
                break
            case .say(let caption):
                effects += (try? reduce(.caption(caption.isEmpty ? nil : caption))) ?? []
            case .step(let action):
                if let spelling = ActionSpelling.spelling(of: action), case .scriptsOnly(let refusal) = spelling.place {
                    fail(SessionError(refusal))
                    continue
                }
                do { effects += try reduce(action) } catch { fail(error) }
            }
        }
        return effects
    }
}
