import Foundation
import TipPlayground

/// A script that is ready to run: parsed, its playground loaded, every id it names checked.
///
/// Loading reports every problem at once (syntax, a playground that cannot be read or is
/// invalid, unknown ids) as `ScriptErrors`, whose exit code is 2, before anything runs.
public struct LoadedScript: Sendable {
    public let script: Script
    /// The playground the script names, or the built-in default playground.
    public let document: PlaygroundDocument

    public init(script: Script, document: PlaygroundDocument) {
        self.script = script
        self.document = document
    }

    /// Reads, parses and checks the script at `path` (used verbatim in messages).
    public static func load(path: String) throws(ScriptErrors) -> LoadedScript {
        let text: String
        do {
            text = try SourceFileReader.text(atPath: path, kind: "script")
        } catch {
            throw ScriptErrors([error])
        }
        return try load(text: text, path: path)
    }

    /// Parses and checks script text; `path` locates the playground and golden screens.
    public static func load(text: String, path: String) throws(ScriptErrors) -> LoadedScript {
        let script: Script
        switch ScriptParser.parse(text, file: path) {
        case .success(let parsed): script = parsed
        case .failure(let errors): throw errors
        }
        let document = try playground(of: script)
        let problems = ScriptValidator.validate(script, against: ScriptIdentifiers(document: document))
        guard problems.isEmpty else { throw ScriptErrors(problems) }
        return LoadedScript(script: script, document: document)
    }

    /// The playground named by the script (relative to the script's folder), or the default one.
    private static func playground(of script: Script) throws(ScriptErrors) -> PlaygroundDocument {
        guard let url = script.playgroundURL, let path = script.playgroundPath else {
            return DefaultPlayground.document()
        }
        let line = script.lines.first { if case .playground = $0.command { true } else { false } }!
        let words = (try? ScriptTokenizer.tokens(in: Substring(line.text))) ?? []
        let argumentColumn = words.count > 1 ? line.column + words[1].column - 1 : line.column
        func lineError(_ message: String) -> ScriptError {
            ScriptError(file: script.path, line: line.lineNumber, column: argumentColumn, message: message)
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ScriptErrors([lineError(
                "cannot find playground '\(path)' (looked for \(url.path)); the path is relative to the script's folder")])
        }
        do {
            return try PlaygroundLoader.load(contentsOf: url)
        } catch {
            let problems = error.problems.map {
                ScriptError(file: $0.file, line: $0.line, column: $0.column, message: $0.message)
            }
            let count = problems.count == 1 ? "a problem" : "\(problems.count) problems"
            throw ScriptErrors([lineError("playground '\(path)' has \(count); fix it first (tiptui lint shows the same)")]
                + problems)
        }
    }
}
