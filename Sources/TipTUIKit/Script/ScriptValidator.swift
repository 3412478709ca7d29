import TipPlayground

/// Checks a parsed script against the ids of the playground it will run on, before anything runs.
public enum ScriptValidator {
    /// Every id the script names that the playground does not define, and every parameter value
    /// that does not fit its parameter's type, in file order, each with a "did you mean".
    public static func validate(_ script: Script, against ids: ScriptIdentifiers) -> [ScriptError] {
        script.lines.flatMap { line in
            line.references.compactMap { reference in
                problem(with: reference, ids: ids).map {
                    ScriptError(file: script.path, line: line.lineNumber, column: reference.column, message: $0)
                }
            }
        }
    }

    /// What is wrong with one reference, or `nil` when it is fine.
    private static func problem(with reference: ScriptReference, ids: ScriptIdentifiers) -> String? {
        let id = reference.id
        switch reference.kind {
        case .tip:
            return unknown("tip", id, in: ids.tips, owner: "the playground")
        case .group:
            return unknown("group", id, in: ids.groups.keys, owner: "the playground")
        case .control:
            return unknown("control", id, in: ids.controls, owner: "the playground")
        case .screen:
            return unknown("screen", id, in: ids.screens, owner: "the playground")
        case .event:
            return unknown("event", id, in: ids.events, owner: "the playground")
        case .parameter:
            return unknown("parameter", id, in: ids.parameters.keys, owner: "the playground")
        case .locale:
            return unknown("locale", id, in: ids.locales, owner: "the playground")
        case .persona:
            return unknown("persona", id, in: ids.personas, owner: "the playground")
        case .device:
            return unknown("device", id, in: ids.devices, owner: "the playground")
        case .action(let tip):
            guard ids.tips.contains(tip) else { return nil }
            return unknown("action", id, in: ids.actions[tip] ?? [], owner: "tip '\(tip)'")
        case .groupMember(let group):
            if let problem = unknown("tip", id, in: ids.tips, owner: "the playground") { return problem }
            guard let members = ids.groups[group], !members.contains(id) else { return nil }
            return "tip '\(id)' is not in group '\(group)'" + listing(members, kind: "tip", owner: "the group")
        case .parameterValue(let parameter, let value):
            guard let kind = ids.parameters[parameter], value.converted(to: kind) == nil else { return nil }
            return "parameter '\(parameter)' holds \(describe(kind)), got '\(id)'"
        }
    }

    /// `unknown tip 'x'; did you mean 'y'?`, or the list of known ids when nothing is close.
    private static func unknown(_ kind: String, _ id: String, in known: some Collection<String>, owner: String) -> String? {
        guard !known.contains(id) else { return nil }
        if let suggestion = Suggestion.closest(to: id, among: known) {
            return "unknown \(kind) '\(id)'; did you mean '\(suggestion)'?"
        }
        return "unknown \(kind) '\(MessageExcerpt.of(id))'" + listing(known, kind: kind, owner: owner)
    }

    /// `; the playground has tips A, B, C` (at most ten, sorted) or `; the playground has no tips`.
    private static func listing(_ known: some Collection<String>, kind: String, owner: String) -> String {
        guard !known.isEmpty else { return "; \(owner) has no \(kind)s" }
        let sorted = known.sorted()
        let shown = sorted.prefix(10).joined(separator: ", ") + (sorted.count > 10 ? ", …" : "")
        return "; \(owner) has \(kind)\(known.count == 1 ? "" : "s") \(shown)"
    }

    private static func describe(_ kind: ScriptValue.Kind) -> String {
        switch kind {
        case .bool: "true or false"
        case .integer: "a whole number"
        case .number: "a number"
        case .text: "text"
        }
    }
}
