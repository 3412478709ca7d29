import Foundation
import TipCommandLine
import TipPlayground

/// A script that is ready to run: parsed, its playground loaded, every id it names checked.
///
/// Loading reports every problem at once (syntax, a playground that cannot be read or is
/// invalid, unknown ids) as `ScriptErrors`, whose exit code is 2, before anything runs.
public struct LoadedScript: Sendable {
    public let script: Script
    /// The playground the script names, or the built-in default playground.
    public let document: PlaygroundDocument
    /// The SHA-256 of the playground file as read (of the built-in playground's text when the
    /// script names none), so a report says exactly which playground it ran.
    public let playgroundSHA256: String
    /// The SHA-256 of the script's text as read (of its lines, for a script made in code), for
    /// the provenance of the goldens it records (`SnapshotProvenance`).
    public let scriptSHA256: String

    public init(script: Script, document: PlaygroundDocument, playgroundSHA256: String? = nil, scriptSHA256: String? = nil) {
        self.script = script
        self.document = document
        self.playgroundSHA256 = playgroundSHA256 ?? SHA256.hex(of: Array(DefaultPlayground.json.utf8))
        self.scriptSHA256 = scriptSHA256 ?? SHA256.hex(of: Array(script.lines.map(\.text).joined(separator: "\n").utf8))
    }

    /// The playground as the script names it (relative to the script's folder), or nil for the
    /// built-in one.
    public var playgroundPath: String? { script.playgroundPath }

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

    /// Parses and checks script text; `path` locates the playground and golden screens. A
    /// syntax error does not hide the other lines' unknown ids: they are checked against the
    /// playground too, unless the `playground` line itself is what failed.
    public static func load(text: String, path: String) throws(ScriptErrors) -> LoadedScript {
        let parsed = ScriptParser.parsePartially(text, file: path)
        let script = parsed.script
        guard parsed.errors.isEmpty else {
            var errors = parsed.errors
            if !parsed.playgroundLineFailed {
                do throws(ScriptErrors) {
                    let (document, _) = try playground(of: script)
                    errors += ScriptValidator.validate(script, against: ScriptIdentifiers(document: document))
                } catch {
                    errors += error.errors
                }
            }
            errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            throw ScriptErrors(errors)
        }
        let (document, sha256) = try playground(of: script)
        let problems = ScriptValidator.validate(script, against: ScriptIdentifiers(document: document))
        guard problems.isEmpty else { throw ScriptErrors(problems) }
        return LoadedScript(script: script, document: document, playgroundSHA256: sha256, scriptSHA256: SHA256.hex(of: Array(text.utf8)))
    }

    /// The playground named by the script (relative to the script's folder), or the default one.
    private static func playground(of script: Script) throws(ScriptErrors) -> (PlaygroundDocument, sha256: String?) {
        guard let url = script.playgroundURL, let path = script.playgroundPath else {
            return (DefaultPlayground.document(), nil)
        }
        let line = script.lines.first { if case .playground = $0.step { true } else { false } }!
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
            let document = try PlaygroundLoader.load(contentsOf: url)
            return (document, (try? Data(contentsOf: url)).map { SHA256.hex(of: $0) })
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
