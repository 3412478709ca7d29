import SwiftSyntax

/// `#if` blocks: the scanner reads the branch an iPhone release build compiles
/// (`CompilationConditions`), and says at the `#if` what the branches it leaves out held.
extension TipSourceScanner {
    /// A warning at an `#if` whose left-out branches hold something the import would read: in a
    /// tip (copy per platform, rules only for debugging), or anywhere a tip, event, parameter,
    /// group, placement or configuration. An `#if` that leaves out nothing (`#if canImport(TipKit)`
    /// around a file) or only code the import does not read says nothing.
    func noteBranches(of node: IfConfigDeclSyntax, active: IfConfigClauseSyntax?, inTip: Bool) {
        // Clauses are told apart by position: a node's identity is not stable across reads.
        let clauses = Array(node.clauses)
        let activeIndex = active.flatMap { taken in clauses.firstIndex { $0.position == taken.position } }
        let leftOut = clauses.indices.filter { index in
            index != activeIndex && clauses[index].elements.map { !$0.trimmedDescription.isEmpty } == true
        }.map { clauses[$0] }
        guard !leftOut.isEmpty else { return }
        // The first branch's line is the warning's own.
        func named(_ clause: IfConfigClauseSyntax) -> String {
            let line = clause.position == clauses.first?.position ? "" : " (line \(location(of: clause.poundKeyword).line))"
            return Self.branchName(clause) + line
        }
        let heading = clauses.first.map(Self.branchName) ?? "#if"
        let taken = active.map { "reads " + named($0) } ?? "reads no branch"
        let dropped = leftOut.map(named)
        let droppedList =
            dropped.count == 1 ? dropped[0] : dropped.dropLast().joined(separator: ", ") + " and " + dropped.last!
        let rules = leftOut.reduce(0) { count, clause in
            count + Self.descendants(of: Syntax(clause)).filter(Self.isRule).count
        }
        let scanner = TipSourceScanner(sharing: self)
        for clause in leftOut { if let elements = clause.elements { scanner.walk(elements) } }
        var held = scanner.findings.heldItems
        if rules > 0, scanner.findings.tips.isEmpty { held.append(rules == 1 ? "a rule" : "\(rules) rules") }
        guard inTip || !held.isEmpty else { return }
        var message =
            "\(heading): the import reads \(CompilationConditions.buildDescription), so it \(taken) and leaves out "
            + droppedList
        if !held.isEmpty { message += ", with " + held.joined(separator: ", ") }
        warn(message, at: node)
    }

    /// `#if os(iOS)`, `#elseif DEBUG`, `#else`.
    static func branchName(_ clause: IfConfigClauseSyntax) -> String {
        [clause.poundKeyword.text, clause.condition?.trimmedDescription].compactMap { $0 }.joined(separator: " ")
    }

    static func isRule(_ node: Syntax) -> Bool {
        if let macro = node.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Rule" }
        if let call = node.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            return callee == "Rule" || callee == "Tips.Rule"
        }
        return false
    }

    /// For a modifier written in a postfix `#if` (`Button("Share") { }` and then
    /// `#if os(iOS) .popoverTip(tip) #endif`), the view before the `#if`.
    static func viewBeforePostfixIf(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        var current = call.parent
        while let node = current {
            if let postfix = node.as(PostfixIfConfigExprSyntax.self) { return postfix.base }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) {
                return nil
            }
            current = node.parent
        }
        return nil
    }
}

extension SourceFindings {
    /// What these findings hold, as a warning names it: `tip 'MacMenuTip'`, `2 tip placements`.
    var heldItems: [String] {
        var items = tips.map { "tip '\($0.typeName)'" }
        items += defaults.map { "defaults for '\($0.members.typeName)'" }
        items += events.map { "event '\($0.swiftName)'" }
        items += parameters.map { "parameter '\($0.swiftName)'" }
        items += groups.map { "group '\($0.name)'" }
        if !anchors.isEmpty { items.append(anchors.count == 1 ? "a tip placement" : "\(anchors.count) tip placements") }
        if displayFrequency != nil { items.append("the display frequency") }
        return items
    }
}
