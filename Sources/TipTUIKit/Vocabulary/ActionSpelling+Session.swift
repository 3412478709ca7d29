import Foundation
import TipDrawing
import TipPlayground

/// The session's own business: the `:` line, the copy desk, quitting, redrawing, and what the
/// live loop and the file watcher send.
extension ActionSpelling {
    /// `:` opens the line (a focused number field opens it with `set ID ` typed).
    static let openCommandLine = ActionSpelling(
        "open-command-line", place: .nowhere, matches: { if case .openCommandLine = $0 { true } else { false } },
        keys: [KeyBinding(.character(":"), always: .openCommandLine(""))], help: .commandLine, changesTheApp: .never)

    /// Enter on the `:` line runs what was typed, in the script language and the line's own words.
    static let commandLine = ActionSpelling(
        "command-line", place: .nowhere, matches: { if case .commandLine = $0 { true } else { false } }, changesTheApp: .always)

    /// `:edit TIP [title|message|action ID|variant NAME]`, and `e` on the tip on screen.
    static let edit = ActionSpelling(
        "edit", place: .commandLineOnly, usage: "edit TIP [title|message|action ID]  (edit copy in place; Enter writes it to its file)",
        parse: { arguments throws(ScriptLineFailure) in
            let usage = ScriptLineFailure(column: 1, message: "usage: edit TIP [title|message|action ID|variant NAME]")
            let words = arguments.rest().map(\.text)
            guard let tip = words.first else { throw usage }
            switch Array(words.dropFirst()) {
            case []: return .editCopy(tip: tip, piece: nil, variant: nil)
            case ["title"]: return .editCopy(tip: tip, piece: .title, variant: nil)
            case ["message"]: return .editCopy(tip: tip, piece: .message, variant: nil)
            case let rest where rest.count == 2 && rest[0] == "action": return .editCopy(tip: tip, piece: .action(id: rest[1]), variant: nil)
            case let rest where rest.count == 2 && rest[0] == "variant": return .editCopy(tip: tip, piece: nil, variant: rest[1])
            default: throw usage
            }
        },
        matches: { if case .editCopy = $0 { true } else { false } },
        keys: [KeyBinding(.character("e")) { facts in
            guard let (tipID, piece) = CopyDesk.editTarget(in: facts) else {
                return .unavailable("no tip on screen to edit; :edit TIP edits any tip")
            }
            return .editCopy(tip: tipID, piece: piece, variant: facts.state.looking.locale == nil ? facts.state.looking.variants[tipID] : nil)
        }],
        help: .copyDesk, changesTheApp: .never,
        complete: { position, words, ids in
            switch position {
            case 1: Array(ids.tips)
            case 2: ids.editablePieces(of: words[1])
            case 3 where words[2] == "action": Array(ids.actions[words[1]] ?? [])
            case 3 where words[2] == "variant": Array(ids.variants[words[1]] ?? [])
            default: nil
            }
        })

    static let undo = ActionSpelling(
        "undo", place: .commandLineOnly, usage: "undo  (the last copy edit written back)",
        parse: { _ throws(ScriptLineFailure) in .undoCopyEdit }, matches: { $0 == .undoCopyEdit },
        keys: [KeyBinding(.character("u"), always: .undoCopyEdit)], help: .copyDesk, changesTheApp: .never,
        complete: { _, _, _ in [] })

    static let quit = ActionSpelling(
        "q", aliases: ["quit"], place: .commandLineOnly, usage: "q  (quit)",
        parse: { _ throws(ScriptLineFailure) in .quit }, matches: { $0 == .quit },
        keys: [KeyBinding(.character("q"), always: .quit), KeyBinding(.control("c"), always: .quit)],
        help: .quit, changesTheApp: .never)

    /// Ctrl-L: the terminal repaints every cell (the backend does it); the session does nothing,
    /// in every mode, so it is bound to no action.
    static let redraw = ActionSpelling(
        "redraw", place: .nowhere, matches: { _ in false }, keys: [KeyBinding(.control("l")) { _ in nil }],
        help: .redraw, changesTheApp: .never)

    /// The live loop's tick: the clock follows real time. Only moves the clock; what time passing
    /// changes the device settles in a transaction of its own.
    static let tick = ActionSpelling(
        "tick", place: .nowhere, matches: { if case .tick = $0 { true } else { false } }, changesTheApp: .never)

    static let reload = ActionSpelling(
        "reload", place: .nowhere, matches: { if case .reload = $0 { true } else { false } }, changesTheApp: .always)

    static let reloadFailed = ActionSpelling(
        "reload-failed", place: .nowhere, matches: { if case .reloadFailed = $0 { true } else { false } }, changesTheApp: .never)
}
