import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// Script text and actions: the one parse between them (the print is `scriptText`). Demo scripts,
/// the `:` line, recordings and tests all go through `ActionSpelling.all`, so a line means the
/// same action wherever it is typed, and a recorded action reads back as itself
/// (`parse(print(a)) == [a]`, tested as a property).
extension PlaygroundAction {
    /// The actions lines of script text stand for (parse), checked against the playground's ids
    /// and types as a script is.
    public static func parse(_ text: String, in document: PlaygroundDocument) throws(SessionError) -> [PlaygroundAction] {
        switch ScriptStep.parseChecked(text, file: "action", against: document) {
        case .failure(let errors):
            throw SessionError(errors.errors.map(\.message).joined(separator: "; "))
        case .success(let script):
            return try script.lines.map { line throws(SessionError) in
                guard let action = line.step.action else { throw SessionError("'\(line.step.name)' only works in a script") }
                return action
            }
        }
    }

    /// The inputs the action is made of: one per key of `keys` and per character of `type` (each
    /// is an input, as a person's would be), else the action itself.
    var inputs: [PlaygroundAction] {
        switch self {
        case .keys(let keys): keys.map(PlaygroundAction.key)
        case .type(let text): text.map { .key($0 == "\n" ? .enter : .character($0)) }
        default: [self]
        }
    }
}

extension ScriptStep {
    /// Script text parsed and checked against a playground's ids: what a script's loader and the
    /// `:` line accept.
    static func parseChecked(
        _ text: String, file: String, against document: PlaygroundDocument, source: ScriptParser.Source = .script
    ) -> Result<Script, ScriptErrors> {
        let parsed = ScriptParser.parsePartially(text, file: file, source: source)
        guard parsed.errors.isEmpty else { return .failure(ScriptErrors(parsed.errors)) }
        let problems = ScriptValidator.validate(parsed.script, against: ScriptIdentifiers(document: document))
        return problems.isEmpty ? .success(parsed.script) : .failure(ScriptErrors(problems))
    }
}

extension TipValue {
    /// The value as `parameter` holds it: a script's `3` is a Double for a Double parameter,
    /// text for a String one. Throws when it does not fit the parameter's declared type.
    static func held(_ value: TipValue, by parameterID: String, in document: PlaygroundDocument) throws(SessionError) -> TipValue {
        guard let declaration = document.parameter(id: parameterID) else {
            throw SessionError("no parameter '\(parameterID)' in the playground")
        }
        guard let literal = ScriptValue(value) else { return value }
        let kind: ScriptValue.Kind = switch declaration.type {
        case .bool: .bool
        case .int: .integer
        case .double: .number
        case .string: .text
        }
        guard let held = literal.converted(to: kind) else {
            throw SessionError("'\(parameterID)' is \(Wording.withArticle(declaration.type.rawValue)) parameter; \(literal.scriptLiteral) does not fit")
        }
        return held.tipValue
    }
}
