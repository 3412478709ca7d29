import SwiftParser
import SwiftSyntax
import TipPlayground
#if !TIPTUI_SWIFT
import TipImport  // tiptui-swift compiles these sources and TipImport's as one module (Package.swift)
#endif

/// Something in app code that goes against the guides' advice on calling TipKit: where
/// `Tips.configure` runs, testing calls left in release builds, the order of reset and
/// configure, a `TipGroup` a view rebuilds, iOS 18 API used without an availability check, a
/// tip id that is not a string literal.
/// `tiptui review` turns each kind into a check (docs/review.md).
public struct SwiftReviewIssue: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case configureInView
        case testingCallOutsideDebug
        case resetAfterConfigure
        case tipGroupNotInState
        case iOS18WithoutAvailability
        case unstableTipID
    }

    public let kind: Kind
    public let line: Int
    /// Counted in Unicode scalars from 1, like the playground review's positions.
    public let column: Int
    public let message: String
}

/// Walks one parsed Swift file for `SwiftReviewIssue`s. Works on SwiftParser's tree, so a
/// call in a comment or a string is never mistaken for code.
final class SwiftReviewScanner: SyntaxVisitor {
    static let testingCalls: Set<String> = [
        "showAllTipsForTesting", "hideAllTipsForTesting", "showTipsForTesting", "hideTipsForTesting", "resetDatastore",
    ]
    /// TipKit API introduced after iOS 17, by name, with the iOS version that introduced it
    /// (Apple's TipKit reference): iOS 18 (WWDC24) and iOS 26 (WWDC25).
    static let introductions: [String: Int] = [
        "TipGroup": 18, "MaxDisplayDuration": 18, "cloudKitContainer": 18, "tipImageStyle": 18,
        "resetEligibility": 26, "DonationLimit": 26, "deleteDonations": 26, "tipAnchor": 26,
        "tipBackgroundInteraction": 26, "CompoundOperation": 26,
    ]
    /// Argument labels that make a call iOS 26 API: `Event(id:donationLimit:)`,
    /// `popoverTip(_:isPresented:attachmentAnchor:arrowEdge:action:)`,
    /// `popoverTip(_:isPresented:attachmentAnchor:arrowEdges:action:)`,
    /// `TipView(_:isPresented:arrowEdge:anchorID:action:)`.
    static let iOS26Labels: [String: Set<String>] = [
        "donationLimit": ["Event", "Tips.Event"],
        "isPresented": ["popoverTip", "TipView"],
        "attachmentAnchor": ["popoverTip"],
        "arrowEdges": ["popoverTip"],
        "anchorID": ["TipView"],
    ]
    /// Apps built with TipKit run on iOS 17 or later; the deployment target is not in the Swift
    /// files, so it is taken to be iOS 17, where later API needs a check.
    static let assumedDeploymentTarget = 17

    private let converter: SourceLocationConverter
    private let lines: [Substring]
    private(set) var issues: [SwiftReviewIssue] = []
    /// Where each function (by its body's id) first calls `Tips.configure`.
    private var configureCalls: [SyntaxIdentifier: Int] = [:]
    private var reportedAPIUses: Set<String> = []

    init(text: String, tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        super.init(viewMode: .sourceAccurate)
    }

    /// The issues of one file's text.
    static func issues(in text: String) -> [SwiftReviewIssue] {
        let tree = Parser.parse(source: text)
        let scanner = SwiftReviewScanner(text: text, tree: tree)
        scanner.walk(tree)
        return scanner.issues
    }

    private func report(_ kind: SwiftReviewIssue.Kind, at node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        var column = location.column
        if location.line >= 1, location.line <= lines.count {
            // The converter counts UTF-8 bytes; positions here count scalars.
            let utf8 = Array(lines[location.line - 1].utf8.prefix(location.column - 1))
            column = String(decoding: utf8, as: UTF8.self).unicodeScalars.count + 1
        }
        issues.append(SwiftReviewIssue(kind: kind, line: location.line, column: column, message: message))
    }

    // MARK: - Calls on Tips

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        checkNewerCall(node)
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.trimmedDescription == "Tips"
        else { return .visitChildren }
        let name = member.declName.baseName.text
        if name == "configure" {
            if let modifier = enclosingViewModifier(of: node) {
                report(.configureInView, at: node,
                       "Tips.configure is called from .\(modifier); configure once at launch, in the App's init or the app delegate")
            }
            if let body = enclosingBody(of: node), configureCalls[body.id] == nil {
                configureCalls[body.id] = node.position.utf8Offset
            }
        }
        if Self.testingCalls.contains(name), !isInDebugBlock(node) {
            report(.testingCallOutsideDebug, at: node,
                   "Tips.\(name)() outside #if DEBUG would ship in the release build; wrap it in #if DEBUG")
        }
        if name == "resetDatastore", let body = enclosingBody(of: node), let configured = configureCalls[body.id],
           configured < node.position.utf8Offset {
            report(.resetAfterConfigure, at: node,
                   "Tips.resetDatastore() after Tips.configure has no effect on the running configuration; call it before configure")
        }
        return .visitChildren
    }

    /// `onAppear` or `task` when the node runs in a closure given to that view modifier.
    private func enclosingViewModifier(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) { return nil }
            if let call = syntax.as(FunctionCallExprSyntax.self),
               let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               name == "onAppear" || name == "task" {
                return name
            }
            current = syntax.parent
        }
        return nil
    }

    /// The body of the function, initializer, accessor or closure the node runs in.
    private func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorDeclSyntax.self) {
                return syntax
            }
            current = syntax.parent
        }
        return nil
    }

    /// Whether the node sits in an `#if DEBUG` (or `#elseif DEBUG`) branch.
    private func isInDebugBlock(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedDescription,
               condition.contains("DEBUG"), !condition.contains("!") {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    // MARK: - TipGroup in a view

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        checkTipID(of: node)
        let isView = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
        guard isView else { return .visitChildren }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isState = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
            let isStatic = variable.modifiers.contains { $0.name.text == "static" }
            guard !isState, !isStatic else { continue }
            for binding in variable.bindings where holdsTipGroup(binding) {
                report(.tipGroupNotInState, at: binding,
                       "a TipGroup stored in a View is made again on every update and forgets its current tip; hold it in @State")
            }
        }
        return .visitChildren
    }

    private func holdsTipGroup(_ binding: PatternBindingSyntax) -> Bool {
        if binding.typeAnnotation?.type.trimmedDescription.hasPrefix("TipGroup") == true { return true }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.trimmedDescription == "TipGroup"
    }

    // MARK: - Tip ids

    /// A `Tip`'s `id` that is not one string literal (an interpolation, a UUID, a date): the id
    /// keys the tip's saved state, so a changing id shows the tip again as new.
    private func checkTipID(of node: StructDeclSyntax) {
        let isTip = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "Tip" } ?? false
        guard isTip else { return }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "id" {
                guard let body = SwiftExpressionReading.body(of: binding), SwiftExpressionReading.stringLiteral(body) == nil else { continue }
                report(.unstableTipID, at: body,
                       "the id of tip '\(node.name.text)' is computed (\(body.trimmedDescription)); write it as a string literal, "
                           + "or leave it out to use the type name")
            }
        }
    }

    // MARK: - API newer than iOS 17

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        checkAvailability(of: node.baseName.text, at: node)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        checkAvailability(of: node.name.text, at: node)
        return .visitChildren
    }

    /// Calls that are iOS 26 API by their labels (`donationLimit:`, `isPresented:`, `anchorID:`)
    /// or by their first argument (`Tips.Rule(.disjunction, …)`, a compound rule).
    private func checkNewerCall(_ node: FunctionCallExprSyntax) {
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
        for argument in node.arguments {
            guard let label = argument.label, let callees = Self.iOS26Labels[label.text], callees.contains(callee) else {
                continue
            }
            checkAvailability(of: "\(callee)(\(label.text):)", version: 26, at: label)
        }
        if ["Rule", "Tips.Rule"].contains(callee), let first = node.arguments.first?.expression.trimmedDescription,
           [".conjunction", ".disjunction"].contains(first) {
            checkAvailability(of: "a compound rule (Tips.Rule(\(first), …))", version: 26, at: node)
        }
    }

    private func checkAvailability(of name: String, at node: some SyntaxProtocol) {
        guard let version = Self.introductions[name] else { return }
        checkAvailability(of: name, version: version, at: node)
    }

    private func checkAvailability(of name: String, version: Int, at node: some SyntaxProtocol) {
        guard version > Self.assumedDeploymentTarget, !isAvailabilityChecked(node, version: version) else { return }
        let line = node.startLocation(converter: converter).line
        // One finding per name and line: `TipGroup(.ordered)` in `@State var g: TipGroup = …`.
        guard reportedAPIUses.insert("\(name):\(line)").inserted else { return }
        report(.iOS18WithoutAvailability, at: node,
               "\(name) is iOS \(version) API; check with if #available(iOS \(version), *) or mark the enclosing "
                   + "declaration @available(iOS \(version), *) (the deployment target is assumed to be iOS "
                   + "\(Self.assumedDeploymentTarget))")
    }

    /// Whether an `if #available(iOS N…)`, `guard #available` before it in the same block,
    /// or `@available(iOS N…)` on an enclosing declaration covers the node, N at least `version`.
    private func isAvailabilityChecked(_ node: some SyntaxProtocol, version: Int) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let ifExpr = parent.as(IfExprSyntax.self), current.id == ifExpr.body.id,
               ifExpr.conditions.contains(where: { Self.requiresIOS(version, $0.trimmedDescription) }) {
                return true
            }
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == current.id { break }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self),
                       guardStmt.conditions.contains(where: { Self.requiresIOS(version, $0.trimmedDescription) }) {
                        return true
                    }
                }
            }
            if let attributes = parent.asProtocol(WithAttributesSyntax.self)?.attributes,
               attributes.contains(where: { Self.requiresIOS(version, $0.trimmedDescription) }) {
                return true
            }
            current = parent
        }
        return false
    }

    /// `#available(iOS 18, *)`, `@available(iOS 18.0, *)`, or a later iOS, for `version` 18.
    static func requiresIOS(_ version: Int, _ text: String) -> Bool {
        guard text.contains("available"), let range = text.range(of: "iOS ") else { return false }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        return (Int(digits) ?? 0) >= version
    }
}
