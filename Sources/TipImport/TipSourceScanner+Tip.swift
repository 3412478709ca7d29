import SwiftSyntax
import TipCore
import TipPlayground

extension TipSourceScanner {
    /// A `Tip` type's copy, actions, rules and options, read from its members (those in `#if`
    /// blocks from the branch an iPhone release build compiles). A tip with no title gets one
    /// from a protocol extension, or its type name, once every file is read (`PlaygroundAssembler`).
    func tip(named typeName: String, members: MemberBlockSyntax, at node: some SyntaxProtocol)
        -> SourceFindings.FoundTip
    {
        var tip = SourceFindings.FoundTip(typeName: typeName, location: location(of: node))
        for member in CompilationConditions.activeMembers(members.members) {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    Self.tipMembers.contains(name)
                else { continue }
                tip.declared.insert(name)
                let body = Self.body(of: binding)
                if body == nil, ["id", "title", "message", "image"].contains(name) {
                    let how =
                        binding.initializer == nil && binding.accessorBlock == nil
                        ? "is given when the tip is made, which the import cannot see"
                        : "is computed by statements the import does not run"
                    warn("the \(name) of tip '\(typeName)' \(how); \(Self.unreadOutcome(of: name))", at: binding)
                }
                switch name {
                case "id":
                    tip.id = record(body.flatMap { copy(of: $0, part: "id", tip: typeName) }, part: "id", in: &tip)
                case "title":
                    tip.title = record(body.flatMap { copy(of: $0, part: "title", tip: typeName) }, part: "title", in: &tip)
                    tip.copyTables["title"] = body.map { copyTables(in: $0, part: "title", tip: typeName) }
                    // Said once, here, with its cause: the assembler need not say it has no title.
                    if tip.title == nil, tip.references["title"] == nil { tip.titleUnread = true }
                case "message":
                    tip.message = record(
                        body.flatMap { copy(of: $0, part: "message", tip: typeName) }, part: "message", in: &tip)
                    tip.copyTables["message"] = body.map { copyTables(in: $0, part: "message", tip: typeName) }
                case "image":
                    tip.image = body.flatMap { image($0, tip: typeName) }
                case "actions":
                    tip.actions = actions(in: binding, tip: &tip)
                    tip.copyTables["actions"] = copyTables(in: binding, part: "actions", tip: typeName)
                case "rules":
                    tip.rules = rules(in: binding, tip: typeName)
                case "options":
                    if let reason = Self.notTipOptions(binding) {
                        tip.options = TipDeclaration.Options()
                        warn(
                            "'\(binding.trimmedDescription)' in tip '\(typeName)' \(reason), so it does not implement "
                                + "Tip.options and TipKit applies no option; imported with no option (write "
                                + "'var options: [any TipOption] { … }' for the limit to apply)",
                            at: binding)
                    } else {
                        tip.options = options(in: binding, tip: typeName)
                    }
                default:
                    break
                }
            }
        }
        return tip
    }

    /// Copy read one way or another, as a tip keeps it: text (with its table key when that is not
    /// the text), or a name to resolve once every file is read.
    enum CopyRead {
        case text(String, key: String? = nil)
        case reference(String)
        /// R.swift's `R.string.table.identifier()`: the key is found in the tables.
        case generated(identifier: String)
    }

    /// Keeps what `read` says about `part` of `tip`, and returns its text, if known already.
    private func record(_ read: CopyRead?, part: String, in tip: inout SourceFindings.FoundTip) -> String? {
        switch read {
        case .text(let text, let key)?:
            if let key, key != text { tip.keys[part] = key }
            return text
        case .reference(let path)?:
            tip.references[part] = SourceFindings.Reference(path: path, location: tip.location)
            return nil
        case .generated(let identifier)?:
            tip.generatedKeys[part] = identifier
            return identifier
        case nil:
            return nil
        }
    }

    /// Why a stored `options` does not implement `Tip.options` (`[any TipOption]`), or nil when it
    /// does: `let options = [Tips.MaxDisplayCount(1)]` has the type of its elements,
    /// `[Tips.MaxDisplayCount]`, which is another property that TipKit never reads.
    static func notTipOptions(_ binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type.trimmedDescription {
            let spelled = annotation.replacingOccurrences(of: " ", with: "")
            let implementing = ["[anyTipOption]", "[TipOption]", "[anyTips.Option]", "[Tips.Option]", "[anyTip.Option]", "[Tip.Option]", "[anyOption]", "[Option]"]
            return implementing.contains(spelled) ? nil : "has type \(annotation), not [any TipOption]"
        }
        guard let value = binding.initializer?.value else { return nil }
        let elements = value.as(ArrayExprSyntax.self)?.elements.compactMap {
            Self.call($0.expression)?.calledExpression.trimmedDescription
        } ?? []
        let type = Set(elements).count == 1 ? "[\(elements[0])]" : "the type of its value"
        return "has \(type), not [any TipOption]"
    }

    /// The members of `Tip` the import reads.
    static let tipMembers: Set<String> = ["id", "title", "message", "image", "actions", "rules", "options"]

    /// The string tables the copy in `node` is looked up in: the `tableName:` of each localized
    /// `Text("…")` (`table:` of `String(localized:)`), or `Localizable`, the default table, when it
    /// names none. `Text(verbatim:)` and text that is not a literal are not looked up.
    private func copyTables(in node: some SyntaxProtocol, part: String, tip: String) -> [String] {
        var tables: [String] = []
        for call in Self.calls(in: node) {
            let label: String
            switch call.calledExpression.trimmedDescription {
            case "Text":
                guard let first = call.arguments.first, first.label == nil,
                    first.expression.is(StringLiteralExprSyntax.self)
                else { continue }
                label = "tableName"
            case "String" where call.arguments.contains(where: { $0.label?.text == "localized" }):
                label = "table"
            case "LocalizedStringResource":
                label = "table"
            case let callee where callee == "NSLocalizedString" || callee == "tr" || callee.hasSuffix(".tr"):
                if let localized = Self.localizedCall(call) { tables.append(localized.table) }
                continue
            case let callee where callee.hasPrefix("R.string."):
                if let generated = Self.rswiftString(call) { tables.append(generated.table) }
                continue
            default:
                continue
            }
            guard let argument = call.arguments.first(where: { $0.label?.text == label }) else {
                tables.append("Localizable")
                continue
            }
            if let name = Self.stringLiteral(argument.expression) {
                tables.append(name)
            } else {
                warn(
                    "the \(part) of tip '\(tip)' is looked up in a table named at run time "
                        + "(\(argument.expression.trimmedDescription)); string tables are read by the names copy "
                        + "gives them, so its translations may be missing",
                    at: argument)
            }
        }
        return tables
    }

    /// The text of `Text("…")` (or a plain string for `id`). An interpolation is kept as the
    /// placeholder it is, as written (`\(trailName) is open`): one of a property (a tip with a
    /// stored `trailName`) is ordinary copy; one of another expression is a warning. Other
    /// run-time copy is not imported.
    private func copy(of body: ExprSyntax, part: String, tip: String) -> CopyRead? {
        if body.is(NilLiteralExprSyntax.self) { return nil }
        if let styled = Self.styledText(body) {
            if !styled.dropped.isEmpty {
                warn(
                    "the \(part) of tip '\(tip)' is styled with \(styled.dropped.joined(separator: ", ")), which the playground "
                        + "does not draw; imported as \"\(styled.markdown)\"",
                    at: body)
            }
            return .text(styled.markdown)
        }
        let literalExpression: ExprSyntax
        if let call = Self.call(body), let first = call.arguments.first {
            literalExpression = first.expression
        } else {
            literalExpression = body
        }
        if let text = Self.stringLiteral(literalExpression) { return .text(text) }
        // `Text(NSLocalizedString("onboarding.title", value: "Welcome", comment: ""))`,
        // `Text(L10n.tr("Localizable", "onboarding.title", fallback: "Welcome"))`.
        if let call = Self.call(literalExpression), let localized = Self.localizedCall(call) {
            return .text(localized.text, key: localized.key)
        }
        // `Text(R.string.localizable.onboardingTitle())`: R.swift's accessor of a table's key.
        if let call = Self.call(literalExpression), let generated = Self.rswiftString(call) {
            return .generated(identifier: generated.identifier)
        }
        // `Text(L10n.Onboarding.title)`, `Text(Strings.welcome)`: a constant, found in any file.
        if let path = Self.namePath(literalExpression), part != "id" || path.contains(".") {
            return .reference(path)
        }
        if let literal = literalExpression.as(StringLiteralExprSyntax.self) {
            var readsOnlyProperties = true
            let written = literal.segments.map { segment -> String in
                if let text = segment.as(StringSegmentSyntax.self) {
                    return literal.openingPounds == nil ? Self.unescape(text.content.text) : text.content.text
                }
                let expressions = segment.as(ExpressionSegmentSyntax.self)?.expressions
                // `\(Image(systemName: "repeat"))`: an inline image, written `[repeat]` as TipCore's
                // `Text.content` shows one.
                if expressions?.count == 1, let call = expressions?.first.flatMap({ Self.call($0.expression) }),
                   call.calledExpression.trimmedDescription == "Image",
                   let name = call.arguments.first.flatMap({ Self.stringLiteral($0.expression) }) {
                    return "[\(name)]"
                }
                // `\(trailName)`: one unlabelled plain name, a property of the tip.
                if expressions?.count != 1 || expressions?.first?.label != nil
                    || expressions?.first?.expression.is(DeclReferenceExprSyntax.self) != true
                {
                    readsOnlyProperties = false
                }
                return "\\(" + (expressions?.trimmedDescription ?? "") + ")"
            }.joined()
            if !readsOnlyProperties {
                warn(
                    "the \(part) of tip '\(tip)' interpolates an expression (\(literal.trimmedDescription)); "
                        + "imported with it as a placeholder, \"\(written)\"",
                    at: body)
            }
            return .text(written)
        }
        // `Text(#localized("welcome.title"))`: an app's own macro, whose expansion is not run.
        if let macro = Self.descendants(of: Syntax(literalExpression)).lazy.compactMap({ $0.as(MacroExpansionExprSyntax.self) }).first {
            warn(
                "the \(part) of tip '\(tip)' is written through the macro #\(macro.macroName.text) (\(body.trimmedDescription)), "
                    + "whose expansion the import does not run; \(Self.unreadOutcome(of: part))",
                at: body)
            return nil
        }
        warn(
            "the \(part) of tip '\(tip)' is computed at run time (\(body.trimmedDescription)); \(Self.unreadOutcome(of: part))",
            at: body)
        return nil
    }

    /// What becomes of a piece of copy the import cannot read.
    static func unreadOutcome(of part: String) -> String {
        switch part {
        case "title": "imported with its type name as the title"
        case "id": "imported with its type name as its id"
        default: "not imported"
        }
    }

    private func image(_ body: ExprSyntax, tip: String) -> String? {
        if body.is(NilLiteralExprSyntax.self) { return nil }
        // `Image(systemName: "star").resizable()`: the modifiers change how it is drawn, not which.
        if let call = Self.modifiedView(body) ?? Self.call(body), let first = call.arguments.first,
            let name = Self.stringLiteral(first.expression)
        {
            return name
        }
        warn(
            "the image of tip '\(tip)' (\(body.trimmedDescription)) is not an SF Symbol name the import can read; not imported",
            at: body)
        return nil
    }

    /// How an action is made in `var actions: [Action] { … }`: TipKit's `Tips.Action`, also
    /// reached as `Tip.Action` (the builder form apps copy from the documentation) or `Self.Action`.
    static let actionCallees: Set<String> = ["Action", "Tips.Action", "Tip.Action", "Self.Action", "TipKit.Tips.Action"]

    /// `Tip.Action(id: "open", title: "Open") { … }`: with a `title:` the trailing closure is
    /// the handler; without one, `Action { Text("Open") }`, it is the label.
    private func actions(in body: PatternBindingSyntax, tip: inout SourceFindings.FoundTip) -> [(id: String?, title: String)] {
        var found: [(id: String?, title: String)] = []
        for call in Self.calls(in: body) {
            let callee = call.calledExpression.trimmedDescription
            guard Self.actionCallees.contains(callee) else { continue }
            let id = call.arguments.first(where: { $0.label?.text == "id" }).flatMap {
                Self.stringLiteral($0.expression)
            }
            let part = "action.\(found.count)"
            var titleExpression: ExprSyntax?
            if let titleArgument = call.arguments.first(where: { $0.label?.text == "title" }) {
                titleExpression = titleArgument.expression
            } else if let label = call.trailingClosure.flatMap({ Self.calls(in: $0).first }) {
                titleExpression = label.arguments.first?.expression
            }
            if let expression = titleExpression {
                if let title = Self.copyLiteral(expression) {
                    if let localized = Self.call(expression).flatMap(Self.localizedCall), localized.key != title {
                        tip.keys[part] = localized.key
                    }
                    found.append((id, title))
                    continue
                }
                if let localized = Self.call(expression).flatMap(Self.localizedCall) {
                    if localized.key != localized.text { tip.keys[part] = localized.key }
                    found.append((id, localized.text))
                    continue
                }
                if let generated = Self.call(expression).flatMap(Self.rswiftString) {
                    tip.generatedKeys[part] = generated.identifier
                    found.append((id, generated.identifier))
                    continue
                }
                if let path = Self.namePath(expression) {
                    tip.references[part] = SourceFindings.Reference(path: path, location: location(of: expression))
                    found.append((id, path))
                    continue
                }
            }
            warn("an action of tip '\(tip.typeName)' has a title computed at run time; not imported", at: call)
        }
        return found
    }

    /// `#Rule(…) { … }`, `Rule(…) { … }` and compound `Tips.Rule(.disjunction, […])`, kept
    /// verbatim; a form rule text cannot express is a warning and the rule is skipped. The parts of
    /// a compound rule belong to it, not to the tip's list.
    private func rules(in body: PatternBindingSyntax, tip: String) -> [(
        text: String, location: SourceFindings.Location
    )] {
        var found: [(text: String, location: SourceFindings.Location)] = []
        var insideRule: Range<AbsolutePosition>?
        for node in Self.descendants(of: Syntax(body)) {
            if let rule = insideRule, rule.contains(node.position) { continue }
            let isRule: Bool
            if let macro = node.as(MacroExpansionExprSyntax.self) {
                isRule = macro.macroName.text == "Rule"
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.trimmedDescription
                isRule = callee == "Rule" || callee == "Tips.Rule"
            } else {
                isRule = false
            }
            guard isRule else { continue }
            insideRule = node.position..<node.endPosition
            let text = node.trimmedDescription
            do {
                _ = try RuleExpression.parse(text)
                found.append((text, location(of: node)))
            } catch where text.contains("PredicateExpressions.") {
                warn(
                    "rule of tip '\(tip)' builds PredicateExpressions values, which playground rule text does not "
                        + "read; write it as the #Rule it expands from to import it; skipped",
                    at: node)
            } catch {
                warn(
                    "rule of tip '\(tip)' cannot be written as playground rule text (\(error.message)); skipped",
                    at: node)
            }
        }
        return found
    }

    private func options(in body: PatternBindingSyntax, tip: String) -> TipDeclaration.Options {
        var ignores = false
        var count: Int?
        var duration: Double?
        for call in Self.calls(in: body) {
            let name = call.calledExpression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            guard Self.optionNames.contains(name) else { continue }
            let value = call.arguments.first.flatMap { Self.literalValue($0.expression) }
            switch (name, value) {
            case ("IgnoresDisplayFrequency", .bool(let flag)?): ignores = flag
            case ("MaxDisplayCount", .int(let number)?) where number >= 1: count = number
            case ("MaxDisplayDuration", .int(let number)?) where number > 0: duration = Double(number)
            case ("MaxDisplayDuration", .double(let number)?) where number > 0: duration = number
            default:
                warn(
                    "option \(call.trimmedDescription) of tip '\(tip)' is not written with a literal; skipped", at: call
                )
            }
        }
        return TipDeclaration.Options(
            ignoresDisplayFrequency: ignores, maxDisplayCount: count, maxDisplayDuration: duration)
    }
}
