import Foundation
import TipCore
import TipPlayground

/// The `:` command line: the script language, typed one line at a time. Its editor
/// (`CommandLineEditor`) lives in the editors slice; a line it submits becomes steps the update
/// runs in order.
enum CommandLineRun {
    /// Edits the `:` line with `key`; returns the line Enter submitted, to run.
    static func edit(_ editors: inout AppState.Editors, with key: Key, document: PlaygroundDocument) -> String? {
        guard var editor = editors.commandLine else { return nil }
        // Taken out of the slice while it changes, so its text is edited in place, not copied.
        editors.commandLine = nil
        switch editor.handle(key, completer: { CommandCompleter(ids: ScriptIdentifiers(document: document)) }) {
        case .editing:
            editors.commandLine = editor
        case .cancelled:
            break
        case .submitted(let text):
            editors.commandHistory = editor.history
            return text
        }
        return nil
    }

    /// One thing a line typed after `:` asks for.
    enum Step: Equatable {
        /// `expect`: a look, said at once, that changes nothing.
        case check(ScriptExpectation)
        /// What the line cannot do here, with what to do instead.
        case refuse(SessionError)
        case act(PlaygroundAction)
    }

    /// What a line typed after `:` asks for, in order: the script language, checked against the
    /// playground's ids first as a script is, and the line's own words (`q`, `help`, `edit`,
    /// `undo`). A line that does not parse is one refusal naming every problem.
    static func steps(of text: String, in document: PlaygroundDocument) -> [Step] {
        switch ScriptStep.parseChecked(text, file: "command", against: document, source: .commandLine) {
        case .failure(let errors):
            return [.refuse(SessionError(errors.errors.map(\.message).joined(separator: "; ")))]
        case .success(let script):
            return script.lines.compactMap { line in
                switch line.step {
                case .expect(let expectation): .check(expectation)
                case .playground: .refuse(SessionError("'playground' only works in a script"))
                case .launch: .refuse(SessionError("'launch' only works in a script: the playground has launched"))
                case .pause: nil
                case .say(let caption): .act(.caption(caption.isEmpty ? nil : caption))
                case .step(let action):
                    if let spelling = ActionSpelling.spelling(of: action), case .scriptsOnly(let refusal) = spelling.place {
                        .refuse(SessionError(refusal))
                    } else {
                        .act(action)
                    }
                }
            }
        }
    }
}
