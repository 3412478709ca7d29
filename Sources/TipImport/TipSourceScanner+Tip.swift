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
                    warn("the \(name) of tip '\(typeName)' \(how); not imported", at: binding)
                }
                switch name {
                case "id":
                    tip.id = body.flatMap { copy(of: $0, part: "id", tip: typeName) }
                case "title":
                    tip.title = body.flatMap { copy(of: $0, part: "title", tip: typeName) }
                    tip.copyTables["title"] = body.map { copyTables(in: $0, part: "title", tip: typeName) }
                case "message":
                    tip.message = body.flatMap { copy(of: $0, part: "message", tip: typeName) }
                    tip.copyTables["message"] = body.map { copyTables(in: $0, part: "message", tip: typeName) }
                case "image":
                    tip.image = body.flatMap { image($0, tip: typeName) }
                case "actions":
                    tip.actions = actions(in: binding, tip: typeName)
                    tip.copyTables["actions"] = copyTables(in: binding, part: "actions", tip: typeName)
                case "rules":
                    tip.rules = rules(in: binding, tip: typeName)
                case "options":
                    tip.options = options(in: binding, tip: typeName)
                default:
                    break
                }
            }
        }
        return tip
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
    private func copy(of body: ExprSyntax, part: String, tip: String) -> String? {
        if body.is(NilLiteralExprSyntax.self) { return nil }
        if let styled = Self.styledText(body) {
            if !styled.dropped.isEmpty {
                warn(
                    "the \(part) of tip '\(tip)' is styled with \(styled.dropped.joined(separator: ", ")), which the playground "
                        + "does not draw; imported as \"\(styled.markdown)\"",
                    at: body)
            }
            return styled.markdown
        }
        let literalExpression: ExprSyntax
        if let call = Self.call(body), let first = call.arguments.first {
            literalExpression = first.expression
        } else {
            literalExpression = body
        }
        if let text = Self.stringLiteral(literalExpression) { return text }
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
            return written
        }
        warn("the \(part) of tip '\(tip)' is computed at run time (\(body.trimmedDescription)); not imported", at: body)
        return nil
    }

    private func image(_ body: ExprSyntax, tip: String) -> String? {
        if body.is(NilLiteralExprSyntax.self) { return nil }
        if let call = Self.call(body), let first = call.arguments.first, let name = Self.stringLiteral(first.expression)
        {
            return name
        }
        warn(
            "the image of tip '\(tip)' (\(body.trimmedDescription)) is not an SF Symbol name the import can read; not imported",
            at: body)
        return nil
    }

    private func actions(in body: PatternBindingSyntax, tip: String) -> [(id: String?, title: String)] {
        Self.calls(in: body).compactMap { call -> (id: String?, title: String)? in
            let callee = call.calledExpression.trimmedDescription
            guard callee == "Action" || callee == "Tips.Action" else { return nil }
            let id = call.arguments.first(where: { $0.label?.text == "id" }).flatMap {
                Self.stringLiteral($0.expression)
            }
            if let titleArgument = call.arguments.first(where: { $0.label?.text == "title" }) {
                if let title = Self.copyLiteral(titleArgument.expression) { return (id, title) }
            } else if let label = call.trailingClosure.flatMap({ Self.calls(in: $0).first }),
                let title = label.arguments.first.flatMap({ Self.copyLiteral($0.expression) })
            {
                return (id, title)
            }
            warn("an action of tip '\(tip)' has a title computed at run time; not imported", at: call)
            return nil
        }
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
