import TipPlayground

/// Reads `.tipscript` text into a `Script`, or reports every problem in it at once.
///
/// The language: one command per line, words separated by spaces, `"quoted strings"` for text and
/// for arguments containing spaces, `#` at the start of a word starting a comment. See
/// `docs/script-language.md` for the full reference.
public enum ScriptParser {
    /// Parses a whole script. `file` is used verbatim in error messages and as `Script.path`.
    ///
    /// All lines are read even after an error (one error per line at most), then the structural
    /// rules are checked, so an author can fix everything in one pass.
    public static func parse(_ text: String, file: String) -> Result<Script, ScriptErrors> {
        let parsed = parsePartially(text, file: file)
        return parsed.errors.isEmpty ? .success(parsed.script) : .failure(ScriptErrors(parsed.errors))
    }

    /// Every line that parses, and the errors of those that do not (in line order), so a script
    /// with a syntax error can still be checked for the ids its other lines name.
    /// - Returns: also whether a `playground` line failed, when the lines that parsed cannot say
    ///   which playground the script meant.
    static func parsePartially(
        _ text: String, file: String, source: Source = .script
    ) -> (script: Script, errors: [ScriptError], playgroundLineFailed: Bool) {
        var lines: [ScriptLine] = []
        var errors: [ScriptError] = []
        var playgroundLineFailed = false
        let body = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        let sourceLines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (offset, line) in sourceLines.enumerated() {
            do throws(ScriptLineFailure) {
                if let line = try parseLine(line, lineNumber: offset + 1, source: source) {
                    lines.append(line)
                }
            } catch {
                errors.append(ScriptError(file: file, line: offset + 1, column: error.column, message: error.message))
                if (try? ScriptTokenizer.tokens(in: line))?.first?.text == "playground" { playgroundLineFailed = true }
            }
        }
        errors += structuralErrors(in: lines, file: file)
        errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return (Script(path: file, lines: lines), errors, playgroundLineFailed)
    }

    /// Parses one line; `nil` for a blank or comment-only line.
    static func parseLine(_ source: Substring, lineNumber: Int, source place: Source = .script) throws(ScriptLineFailure) -> ScriptLine? {
        let tokens = try ScriptTokenizer.tokens(in: source)
        guard let first = tokens.first else { return nil }
        guard !first.isQuoted, let syntax = syntax(for: first.text, in: place) else {
            let written = first.isQuoted ? "\"\(first.text)\"" : first.text
            throw ScriptLineFailure(column: first.column, message: unknownCommandMessage(written))
        }
        var arguments = ScriptArgumentCursor(command: first.text, usage: syntax.usage, tokens: tokens, start: 1)
        let step = try syntax.read(&arguments)
        try arguments.end()
        let text = String(Array(source)[(first.column - 1)..<(tokens.last!.endColumn - 1)])
        return ScriptLine(step: step, lineNumber: lineNumber, column: first.column, text: text,
                          references: arguments.references)
    }

    private static func unknownCommandMessage(_ word: String) -> String {
        let suggestion = Suggestion.closest(to: word, among: commandNames)
        if let suggestion {
            return "unknown command '\(MessageExcerpt.of(word))'; did you mean '\(suggestion)'?"
        }
        return "unknown command '\(MessageExcerpt.of(word))'; commands are " + commandNames.joined(separator: ", ")
    }

    /// The rules that span lines: at most one `playground`, and it comes before every command that
    /// uses the playground. Without any `playground` command the runner uses the built-in default.
    /// `launch` too comes once, before every other command that uses the playground: after a
    /// step the playground has launched already.
    static func structuralErrors(in lines: [ScriptLine], file: String) -> [ScriptError] {
        var errors: [ScriptError] = []
        var playgroundLine: ScriptLine?
        var firstUse: ScriptLine?
        for line in lines {
            if line.step == .launch, let firstUse {
                errors.append(ScriptError(
                    file: file, line: line.lineNumber, column: line.column,
                    message: firstUse.step == .launch
                        ? "the playground already launches on line \(firstUse.lineNumber); write launch once"
                        : "launch must come before line \(firstUse.lineNumber) ('\(firstUse.step.name)'): the playground launches at the first step"))
            }
            if case .playground = line.step {
                if let earlier = playgroundLine {
                    errors.append(ScriptError(
                        file: file, line: line.lineNumber, column: line.column,
                        message: "the playground is already set on line \(earlier.lineNumber); a script loads one playground"))
                    continue
                }
                playgroundLine = line
                if let firstUse {
                    errors.append(ScriptError(
                        file: file, line: line.lineNumber, column: line.column,
                        message: "playground must come before line \(firstUse.lineNumber) ('\(firstUse.step.name)'), "
                            + "the first command that uses the playground"))
                }
            } else if line.step.needsPlayground, firstUse == nil {
                firstUse = line
            }
        }
        return errors
    }
}
