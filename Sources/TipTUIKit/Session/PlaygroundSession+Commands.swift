import Foundation
import TipCore
import TipPlayground

/// The `:` command line: the script language, typed one line at a time.
extension PlaygroundSession {
    /// Runs a line typed after `:`: `q` or `quit` quits, `help` lists its commands, `edit` and
    /// `undo` are the copy desk's (they write files, so no script has them), anything else
    /// is the script language, checked against the playground's ids first as a script is. Its
    /// commands are performed as actions; errors go to the outcome and the log.
    func runCommandLine(_ text: String) {
        outcome.performed.append(.commandLine(text))
        switch text.trimmingCharacters(in: .whitespaces) {
        case "q", "quit":
            outcome.quits = true
            return
        case "help":
            do { try perform(.help(.commands)) } catch { fail(error) }
            return
        case "undo":
            do { try undoCopyEdit() } catch { fail(error) }
            return
        default:
            break
        }
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.first == "edit" {
            do { try openCopyEditor(words: Array(words.dropFirst())) } catch { fail(error) }
            return
        }
        let parsed = ScriptCommand.parseChecked(text, file: "command", against: document)
        switch parsed {
        case .failure(let errors):
            fail(SessionError(errors.errors.map(\.message).joined(separator: "; ")))
        case .success(let script):
            for line in script.lines {
                if case .expect(let expectation) = line.command {
                    // A look: it says at once whether it holds and changes nothing.
                    let result = check(expectation)
                    let verdict = result.holds ? "holds" : "does not hold: found \(result.actual)"
                    log("expect \(expectation.expectedText) \(verdict)", result.holds ? .info : .warning)
                    continue
                }
                if case .size = line.command {
                    // The live screen is the terminal's size; only a script can pick one.
                    fail(SessionError("size only applies in scripts; resize the terminal instead"))
                    continue
                }
                do {
                    for action in try line.command.actions(in: document) { try perform(action) }
                } catch {
                    fail(error)
                }
            }
        }
    }

    /// `edit TIP [title|message|action ID]`: the copy editor on that piece (or the tip's first);
    /// `edit TIP variant NAME`: with the variant's wording typed in, to make it the tip's copy.
    private func openCopyEditor(words: [String]) throws(SessionError) {
        let usage = "usage: edit TIP [title|message|action ID|variant NAME]"
        guard let tipID = words.first else { throw SessionError(usage) }
        let piece: CopyPiece?
        var variant: String?
        switch Array(words.dropFirst()) {
        case []: piece = nil
        case ["title"]: piece = .title
        case ["message"]: piece = .message
        case let rest where rest.count == 2 && rest[0] == "action": piece = .action(id: rest[1])
        case let rest where rest.count == 2 && rest[0] == "variant":
            piece = nil
            variant = rest[1]
        default: throw SessionError(usage)
        }
        try openCopyEditor(tipID: tipID, piece: piece, variant: variant)
    }
}
