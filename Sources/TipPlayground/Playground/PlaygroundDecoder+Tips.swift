import TipCore

extension PlaygroundDecoder {
    static let tipKeys = ["id", "title", "message", "image", "actions", "rules", "options", "localized", "variants", "review", "keys", "plural"]

    mutating func tip(_ node: JSONNode, index: Int) -> TipDeclaration? {
        let context = Self.name("tip", node, index: index)
        guard let members = members(of: node, context, keys: Self.tipKeys) else { return nil }
        let id = declareID(in: members, kind: .tip)
        let title = string("title", in: members, required: true)
        let message = string("message", in: members)
        let image = string("image", in: members)
        var actions: [TipDeclaration.Action] = []
        for (index, actionNode) in array("actions", in: members).enumerated() {
            guard let action = action(actionNode, index: index, of: context) else { continue }
            if actions.contains(where: { $0.id == action.id }) {
                report("duplicate action id '\(action.id)' in \(context)", at: actionNode.position)
                continue
            }
            actions.append(action)
        }
        var rules: [RuleDeclaration] = []
        for ruleNode in array("rules", in: members) {
            if let rule = rule(ruleNode, of: context) { rules.append(rule) }
        }
        var options = TipDeclaration.Options()
        if let optionsNode = members["options"] { options = self.options(optionsNode, of: context) }
        var localized: [String: LocalizedCopy] = [:]
        if let localizedNode = members["localized"] {
            localized = self.localized(localizedNode, of: context, actionIDs: actions.map(\.id))
        }
        let variants = members["variants"].map { self.variants($0, of: context, actionIDs: actions.map(\.id)) } ?? []
        let reviewIgnores = members["review"].map { self.reviewIgnores($0, of: context) } ?? []
        var keys: LocalizedCopy?
        if let keysNode = members["keys"], let keyMembers = self.members(of: keysNode, "the 'keys' of \(context)", keys: ["title", "message", "actions"]) {
            let actionKeys = keyMembers["actions"].map { actionTitles($0, in: "the 'keys' of \(context)", actionIDs: actions.map(\.id)) } ?? [:]
            keys = LocalizedCopy(title: string("title", in: keyMembers), message: string("message", in: keyMembers), actionTitles: actionKeys)
        }
        let plural = members["plural"].flatMap { self.plural($0, of: context, hasMessage: message != nil) }
        guard let id, let title else { return nil }
        return TipDeclaration(
            id: id, title: title, message: message, image: image, actions: actions, rules: rules, options: options,
            localized: localized, position: members.position, reviewIgnores: reviewIgnores, variants: variants, keys: keys,
            plural: plural)
    }

    /// `"plural": { "count": 3, "message": { "one": "…", "other": "…" } }` (`PluralCopy`).
    private mutating func plural(_ node: JSONNode, of tip: String, hasMessage: Bool) -> PluralCopy? {
        let context = "the 'plural' of \(tip)"
        guard let members = members(of: node, context, keys: ["count", "title", "message"]) else { return nil }
        let count = integer("count", in: members, minimum: 0, required: true)
        func forms(_ piece: String) -> [String: String]? {
            guard let formsNode = members[piece] else { return nil }
            let formsContext = "the '\(piece)' of \(context)"
            guard let formMembers = self.members(of: formsNode, formsContext, keys: PluralCopy.categories) else { return nil }
            var forms: [String: String] = [:]
            for category in PluralCopy.categories {
                if let form = string(category, in: formMembers, required: category == "other") { forms[category] = form }
            }
            return forms["other"] == nil ? nil : forms
        }
        let title = forms("title")
        let message = forms("message")
        if members["message"] != nil, !hasMessage {
            report("\(context) gives message forms to a tip with no message; give the tip a message", at: node.position)
        }
        if members["title"] == nil, members["message"] == nil {
            report("\(context) gives no forms; give 'title' or 'message' forms by plural category (\"one\", \"other\")", at: node.position)
        }
        guard let count, title != nil || message != nil else { return nil }
        return PluralCopy(count: count, title: title, message: message)
    }

    private mutating func action(_ node: JSONNode, index: Int, of tip: String) -> TipDeclaration.Action? {
        let context = Self.peekID(node).map { "action '\($0)' of \(tip)" } ?? "action #\(index + 1) of \(tip)"
        guard let members = members(of: node, context, keys: ["id", "title", "onPress"]) else { return nil }
        var id = String(index)
        if let idNode = members["id"], let value = nonEmptyString("id", idNode, in: members) { id = value }
        let title = string("title", in: members, required: true)
        let pressEffects = effects(in: members, referrer: context)
        guard let title else { return nil }
        return TipDeclaration.Action(id: id, title: title, effects: pressEffects)
    }

    private mutating func options(_ node: JSONNode, of tip: String) -> TipDeclaration.Options {
        let keys = ["ignoresDisplayFrequency", "maxDisplayCount", "maxDisplayDuration"]
        guard let members = members(of: node, "the options of \(tip)", keys: keys) else { return .init() }
        return TipDeclaration.Options(
            ignoresDisplayFrequency: bool("ignoresDisplayFrequency", in: members) ?? false,
            maxDisplayCount: integer("maxDisplayCount", in: members, minimum: 1),
            maxDisplayDuration: positiveNumber("maxDisplayDuration", in: members))
    }

    // MARK: Localized copy

    private mutating func localized(_ node: JSONNode, of tip: String, actionIDs: [String]) -> [String: LocalizedCopy] {
        guard case .object(let locales) = node.value else {
            report(
                "expected an object of locales (\"fr\": { ... }) for 'localized' in \(tip), found \(node.kindPhrase)",
                at: node.position)
            return [:]
        }
        var copies: [String: LocalizedCopy] = [:]
        for locale in locales {
            let context = "the '\(locale.key)' copy of \(tip)"
            if !Self.isLocaleIdentifier(locale.key) {
                report(
                    "'\(locale.key)' in 'localized' of \(tip) is not a locale identifier; expected one like fr, ru, ja, zh-Hans or pt-BR",
                    at: locale.keyPosition)
            }
            if copies[locale.key] != nil {
                report("duplicate locale '\(locale.key)' in 'localized' of \(tip)", at: locale.keyPosition)
                continue
            }
            guard let members = members(of: locale.value, context, keys: ["title", "message", "actions"]) else {
                continue
            }
            var actionTitles: [String: String] = [:]
            if let actionsNode = members["actions"] {
                actionTitles = self.actionTitles(actionsNode, in: context, actionIDs: actionIDs)
            }
            copies[locale.key] = LocalizedCopy(
                title: string("title", in: members), message: string("message", in: members), actionTitles: actionTitles
            )
        }
        return copies
    }

    // MARK: Variants

    /// `"variants": { "short": { "title": ..., "message": ..., "actions": { "ID": ... } } }`.
    private mutating func variants(_ node: JSONNode, of tip: String, actionIDs: [String]) -> [TipVariant] {
        guard case .object(let entries) = node.value else {
            report(
                "expected an object of variants (\"short\": { \"title\": ... }) for 'variants' in \(tip), found \(node.kindPhrase)",
                at: node.position)
            return []
        }
        var variants: [TipVariant] = []
        for entry in entries {
            let context = "variant '\(entry.key)' of \(tip)"
            guard TipVariant.isName(entry.key) else {
                report(
                    "'\(entry.key)' in 'variants' of \(tip) is not a variant name; use 1 to 32 letters, digits, '-', '_' or '.' like short or b",
                    at: entry.keyPosition)
                continue
            }
            if variants.contains(where: { $0.name == entry.key }) {
                report("duplicate variant '\(entry.key)' in \(tip)", at: entry.keyPosition)
                continue
            }
            guard let members = members(of: entry.value, context, keys: ["title", "message", "actions"]) else { continue }
            var actionTitles: [String: String] = [:]
            if let actionsNode = members["actions"] {
                actionTitles = self.actionTitles(actionsNode, in: context, actionIDs: actionIDs)
            }
            let copy = LocalizedCopy(title: string("title", in: members), message: string("message", in: members), actionTitles: actionTitles)
            guard copy.title != nil || copy.message != nil || !copy.actionTitles.isEmpty else {
                // An unknown key was reported already; an empty object is a mistake of its own.
                if case .object(let fields) = entry.value.value, fields.isEmpty {
                    report("\(context) changes nothing; give it a title, a message or action titles", at: entry.value.position)
                }
                continue
            }
            variants.append(TipVariant(name: entry.key, copy: copy, position: entry.value.position))
        }
        return variants
    }

    private mutating func actionTitles(_ node: JSONNode, in context: String, actionIDs: [String]) -> [String: String] {
        guard case .object(let entries) = node.value else {
            report(
                "expected an object of action titles (\"actionID\": \"title\") for 'actions' in \(context), found \(node.kindPhrase)",
                at: node.position)
            return [:]
        }
        var titles: [String: String] = [:]
        for entry in entries {
            guard actionIDs.contains(entry.key) else {
                let hint =
                    actionIDs.isEmpty ? "; the tip has no actions" : Suggestion.hint(for: entry.key, among: actionIDs)
                report("unknown action '\(entry.key)' in \(context)\(hint)", at: entry.keyPosition)
                continue
            }
            guard case .string(let title) = entry.value.value else {
                report(
                    "expected a string title for action '\(entry.key)' in \(context), found \(entry.value.kindPhrase)",
                    at: entry.value.position)
                continue
            }
            titles[entry.key] = title
        }
        return titles
    }

    static func isLocaleIdentifier(_ text: String) -> Bool { LanguageTag.isWellFormed(text) }

    // MARK: Rules

    /// A rule written as one string, or as an array of strings (its lines).
    private mutating func rule(_ node: JSONNode, of tip: String) -> RuleDeclaration? {
        guard let (text, positions) = ruleText(node, of: tip) else { return nil }
        let expression: RuleExpression
        do {
            expression = try RuleExpression.parse(text)
        } catch {
            let position = Self.filePosition(of: error, in: text, positions: positions, fallback: node.position)
            report("invalid rule in \(tip): \(error.message)", at: position)
            return nil
        }
        let resolved = resolvingSwiftName(expression)
        checkInput(of: resolved, at: node.position, in: tip)
        return RuleDeclaration(source: text, expression: resolved, position: node.position)
    }

    private mutating func ruleText(_ node: JSONNode, of tip: String) -> (String, [SourcePosition])? {
        let expected = "rule text like \"#Rule(Self.$isLoggedIn) { $0 == true }\" (a string, or an array of lines)"
        switch node.value {
        case .string(let text):
            return (text, node.scalarPositions)
        case .array(let lines):
            var text = ""
            var positions: [SourcePosition] = []
            for (index, line) in lines.enumerated() {
                guard case .string(let lineText) = line.value else {
                    report(
                        "expected a string for line \(index + 1) of a rule in \(tip), found \(line.kindPhrase)",
                        at: line.position)
                    return nil
                }
                if index > 0 {
                    text += "\n"
                    positions.append(Self.position(after: positions, or: lines[index - 1].position))
                }
                text += lineText
                positions += line.scalarPositions
            }
            return (text, positions)
        default:
            report("expected \(expected) in 'rules' of \(tip), found \(node.kindPhrase)", at: node.position)
            return nil
        }
    }

    /// The position just after the last scalar (where "the end of the rule" is), or just inside
    /// the opening quote for an empty string.
    private static func position(after positions: [SourcePosition], or start: SourcePosition) -> SourcePosition {
        guard let last = positions.last else { return SourcePosition(line: start.line, column: start.column + 1) }
        return SourcePosition(line: last.line, column: last.column + 1)
    }

    /// Maps a rule error's line and column (in the rule text) to the file.
    static func filePosition(
        of error: RuleSyntaxError, in text: String, positions: [SourcePosition], fallback: SourcePosition
    ) -> SourcePosition {
        var line = 1
        var column = 1
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if line == error.line, column == error.column { return positions[offset] }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return position(after: positions, or: fallback)
    }

    /// Rule text copied from an app names the Swift property; when that is a declaration's
    /// `swiftName`, the rule reads that declaration's id.
    /// A parameter written with its tip type (`VPNSnoozeTip.$vpnEnabled`) reads the parameter
    /// whose id is `VPNSnoozeTip.vpnEnabled` when there is one, as TipKit keys a parameter by its
    /// type and name (two tips' `vpnEnabled` are two parameters).
    private func resolvingSwiftName(_ expression: RuleExpression) -> RuleExpression {
        expression.reading { input in
            switch input {
            case .parameter(let name):
                for qualifier in RuleDeclaration.qualifiers(ofParameter: name, in: expression.source) {
                    if parameters["\(qualifier).\(name)"] != nil { return .parameter("\(qualifier).\(name)") }
                }
                guard parameters[name] == nil, let id = swiftNames[.parameter]?[name] else { return input }
                return .parameter(id)
            case .event(let name):
                guard !declaredIDs(.event).contains(name), let id = swiftNames[.event]?[name] else { return input }
                return .event(id)
            }
        }
    }

    /// Every input the rule reads must be declared, as the right kind; the rule must be
    /// evaluable with the parameters' defaults (which catches `$0 > 3` on a Bool parameter).
    private mutating func checkInput(of expression: RuleExpression, at position: SourcePosition, in tip: String) {
        let eventIDs = declaredIDs(.event)
        var allDeclared = true
        for input in expression.inputs {
            switch input {
            case .parameter(let id):
                if parameters[id] != nil { continue }
                allDeclared = false
                if eventIDs.contains(id) {
                    report(
                        "rule in \(tip) reads '$\(id)', but '\(id)' is an event; write 'Self.\(id)' for an event rule",
                        at: position)
                } else {
                    let declared = parameters.keys.sorted()
                    let hint = declared.isEmpty ? "; no parameters are declared" : Suggestion.hint(for: id, among: declared)
                    report("rule in \(tip) names unknown parameter '\(id)'\(hint)", at: position)
                }
            case .event(let id):
                if eventIDs.contains(id) { continue }
                allDeclared = false
                if parameters[id] != nil {
                    report(
                        "rule in \(tip) reads '\(id)', but '\(id)' is a parameter; write 'Self.$\(id)' for a parameter rule",
                        at: position)
                } else {
                    let hint = eventIDs.isEmpty ? "; no events are declared" : Suggestion.hint(for: id, among: eventIDs)
                    report("rule in \(tip) names unknown event '\(id)'\(hint)", at: position)
                }
            }
        }
        let readParameters = expression.inputs.compactMap { input -> ParameterDeclaration? in
            if case .parameter(let id) = input { return parameters[id] }
            return nil
        }
        guard allDeclared, !readParameters.isEmpty else { return }
        let outcome = expression.evaluateOnFreshInstall { parameters[$0]?.defaultValue }
        if let error = outcome.error {
            let defaults = readParameters.map { "\($0.type.rawValue) parameter '\($0.id)' (default \($0.defaultValue))" }
            report(
                "rule in \(tip) cannot be evaluated for \(defaults.joined(separator: " and ")): \(error)", at: position)
        }
    }
}
