import Foundation
import TipCore
import TipPlayground

/// The `:` command line: the script language, typed one line at a time. Its editor
/// (`CommandLineEditor`) lives in the chrome's state; a line it submits runs here.
struct CommandLineRun {
    let session: PlaygroundSession

    /// Edits the `:` line (`CommandLineEditor`); Enter runs it.
    func edit(with key: Key) -> [SessionEffect] {
        guard var editor = session.state.editors.commandLine else { return [] }
        // Taken out of the state while it changes, so its text is edited in place, not copied.
        session.state.editors.commandLine = nil
        switch editor.handle(key, completer: { CommandCompleter(ids: ScriptIdentifiers(document: session.document)) }) {
        case .editing:
            session.state.editors.commandLine = editor
        case .cancelled:
            break
        case .submitted(let text):
            session.state.editors.commandHistory = editor.history
            return run(text)
        }
        return []
    }

    /// Runs a line typed after `:`: the script language, checked against the playground's ids
    /// first as a script is, and the line's own words (`q`, `help`, `edit`, `undo`). Its actions
    /// are reduced one by one; `expect` says at once whether it holds; errors go to the outcome
    /// and the log.
    func run(_ text: String) -> [SessionEffect] {
        session.outcome.performed.append(.commandLine(text))
        let parsed = ScriptStep.parseChecked(text, file: "command", against: session.document, source: .commandLine)
        guard case .success(let script) = parsed else {
            if case .failure(let errors) = parsed { session.fail(SessionError(errors.errors.map(\.message).joined(separator: "; "))) }
            return []
        }
        var effects: [SessionEffect] = []
        for line in script.lines {
            switch line.step {
            case .expect(let expectation):
                // A look: it says at once whether it holds and changes nothing.
                let result = session.check(expectation)
                let verdict = result.holds ? "holds" : "does not hold: found \(result.actual)"
                session.log("expect \(expectation.expectedText) \(verdict)", result.holds ? .info : .warning)
            case .playground:
                session.fail(SessionError("'playground' only works in a script"))
            case .launch:
                session.fail(SessionError("'launch' only works in a script: the playground has launched"))
            case .pause:
                break
            case .say(let caption):
                effects += (try? session.reduce(.caption(caption.isEmpty ? nil : caption))) ?? []
            case .step(let action):
                if let spelling = ActionSpelling.spelling(of: action), case .scriptsOnly(let refusal) = spelling.place {
                    session.fail(SessionError(refusal))
                    continue
                }
                do { effects += try session.reduce(action) } catch { session.fail(error) }
            }
        }
        return effects
    }
}
