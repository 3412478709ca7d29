import TipCore
import TipDrawing
import TipPlayground

/// The grammar of each line: the five words only a script has, and every action's word, read by
/// the action's own entry of `ActionSpelling.all`.
extension ScriptParser {
    /// Where a line is typed: a script file, or the `:` line (which also takes `edit`, `undo`,
    /// `help` and `q`, and refuses `size` with what to do instead).
    enum Source {
        case script
        case commandLine
    }

    struct LineSyntax: Sendable {
        var usage: String
        var read: @Sendable (inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptStep
    }

    /// Every word a script line starts with, in the order of the language reference.
    static var commandNames: [String] { ["playground"] + ActionSpelling.scriptWords + ["expect", "say", "pause", "launch"] }

    /// The usage line of every script word, in the order of the language reference.
    static var usages: [String] {
        commandNames.compactMap { lineSyntax[$0]?.usage ?? ActionSpelling.spelling(forWord: $0)?.usage }
    }

    /// The script words the `:` line runs: not `playground` and `launch` (a script's setup
    /// lines) nor the words it refuses with what to do instead (`size`, `wait`, `real-time`).
    static var commandLineWords: [String] {
        commandNames.filter { word in
            guard word != "playground", word != "launch" else { return false }
            if case .scriptsOnly? = ActionSpelling.spelling(forWord: word)?.place { return false }
            return true
        }
    }

    /// The usage lines of `commandLineWords`, for `:help`.
    static var commandLineUsages: [String] {
        commandLineWords.compactMap { lineSyntax[$0]?.usage ?? ActionSpelling.spelling(forWord: $0)?.usage }
    }

    /// The lines that are not actions.
    static let lineSyntax: [String: LineSyntax] = [
        "playground": LineSyntax(usage: "playground FILE") { arguments throws(ScriptLineFailure) in
            let token = try arguments.next("a playground file like playground.json")
            guard !token.text.isEmpty else { throw arguments.wrong(token, "a playground file like playground.json") }
            return .playground(path: token.text)
        },
        "expect": LineSyntax(usage: "expect WHAT ... [on DEVICE]") { arguments throws(ScriptLineFailure) in
            let device = arguments.takeTrailing("on", .device)
            let expectation = try readExpectation(&arguments)
            guard let device else { return .expect(expectation) }
            if case .snapshot = expectation {
                throw ScriptLineFailure(
                    column: 1, message: "expect snapshot is of the whole terminal; drop 'on \(device)' (use device \(device) first)")
            }
            return .expect(.on(device: device, expectation))
        },
        "say": LineSyntax(usage: "say \"CAPTION\"") { arguments throws(ScriptLineFailure) in
            .say(try arguments.quoted("a caption in quotes like \"Welcome\""))
        },
        "pause": LineSyntax(usage: "pause DURATION") { arguments throws(ScriptLineFailure) in
            .pause(try arguments.duration("a duration like 1.5s or 500ms"))
        },
        "launch": LineSyntax(usage: "launch") { _ throws(ScriptLineFailure) in .launch },
    ]

    /// The syntax a word starts, where the line is typed; nil for a word that is not a command there.
    static func syntax(for word: String, in source: Source) -> LineSyntax? {
        if let line = lineSyntax[word] { return line }
        guard let spelling = ActionSpelling.spelling(forWord: word), let parse = spelling.parse else { return nil }
        switch (spelling.place, source) {
        case (.everywhere, _), (.scriptsOnly, .script), (.scriptsOnly, .commandLine), (.commandLineOnly, .commandLine): break
        case (.commandLineOnly, .script), (.nowhere, _): return nil
        }
        return LineSyntax(usage: spelling.usage) { arguments throws(ScriptLineFailure) in .step(try parse(&arguments)) }
    }

    static let reasonExpectation =
        "a reason: actionPerformed, displayCountExceeded, displayDurationExceeded or tipClosed"
}
