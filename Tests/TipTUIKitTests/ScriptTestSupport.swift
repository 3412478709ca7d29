import Testing
@testable import TipTUIKit

/// Parses a script that must be valid; records the errors as an issue otherwise.
func parsedScript(_ text: String, file: String = "demo.tipscript") throws -> Script {
    switch ScriptParser.parse(text, file: file) {
    case .success(let script):
        return script
    case .failure(let errors):
        Issue.record("unexpected errors:\n\(errors)")
        throw errors
    }
}

/// The error lines a script produces (empty when it parses).
func parseErrors(_ text: String, file: String = "demo.tipscript") -> [String] {
    switch ScriptParser.parse(text, file: file) {
    case .success: []
    case .failure(let errors): errors.errors.map(\.description)
    }
}
