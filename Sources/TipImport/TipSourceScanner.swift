import SwiftParser
import SwiftSyntax
import TipCore
import TipPlayground

/// Walks one parsed Swift file and records its tips, events, parameters, groups, configuration
/// and the SwiftUI places that show tips.
///
/// Works on SwiftParser's tree, never on the text, so comments, strings and formatting cannot
/// fool it; a file with syntax errors still yields everything the parser recovered.
final class TipSourceScanner: SyntaxVisitor {
    private let fileName: String
    private let converter: SourceLocationConverter
    /// Lines before the text this tree was parsed from (when it is a resynchronised slice).
    private let lineOffset: Int
    private(set) var findings = SourceFindings()
    /// UTF-8 ranges the parser could not make sense of and skipped, several lines long: prose
    /// around code, or code after a syntax error the parser did not recover from.
    private(set) var skippedRegions: [Range<Int>] = []

    /// Every name the scanner reads code by: code that names none of these holds nothing it would
    /// import, so the importer skips such files and blanks such code before parsing. Substrings
    /// count: `Tip` also covers `Tips.`, `TipGroup`, `TipView`, `popoverTip`, `currentTip` and tip
    /// type names (`FavoriteTip`).
    static let markers = [
        "Tip", "Parameter", "Event", "configure", "Rule", "Action", "tipAnchor", "tipBackgroundInteraction", "imageStyle",
        "backgroundStyle",
    ]
        + stylingModifiers + optionNames

    /// Tip styling modifiers: read into the placements of the tips they reach (`tipImageSize` is
    /// not simulated, a warning).
    static let stylingModifiers = ["tipViewStyle", "tipBackground", "tipImageSize", "tipCornerRadius", "tipImageStyle"]

    /// The tip options the import reads.
    static let optionNames = ["IgnoresDisplayFrequency", "MaxDisplayCount", "MaxDisplayDuration"]

    /// The app's protocols refining `Tip`, found in every file before this one is scanned.
    let protocols: TipProtocols
    /// For each type being visited, innermost last: whether it is a tip or a tip protocol's
    /// extension, whose `#if` blocks decide its copy and rules.
    private var typeIsTip: [Bool] = []
    /// The names of the types being visited, outermost first (`L10n`, `Onboarding`): what a
    /// constant's qualified name, a parameter's owner and a group's view are made of.
    private(set) var typeNames: [String] = []
    /// Properties and locals holding a UIKit or AppKit tip host (`let tipView = TipUIView(tip)`),
    /// whose style settings are warned about.
    var hostViews: Set<String> = []
    /// Locals bound to a group kept as `Any?` (`if let g = tips as? TipGroup`): local → the
    /// property holding the group, so `TipView(g.currentTip)` shows `tips`.
    var groupBindings: [String: String] = [:]

    init(fileName: String, tree: SourceFileSyntax, lineOffset: Int, protocols: TipProtocols = TipProtocols()) {
        self.fileName = fileName
        self.lineOffset = lineOffset
        self.protocols = protocols
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// A scanner for part of the same tree (a branch of an `#if` the build leaves out), to
    /// say what that part holds.
    init(sharing other: TipSourceScanner) {
        fileName = other.fileName
        lineOffset = other.lineOffset
        protocols = other.protocols
        converter = other.converter
        super.init(viewMode: .sourceAccurate)
    }

    /// The names code must mention to be worth parsing: `markers` and the tip protocols'.
    static func markers(with protocols: TipProtocols) -> [String] { markers + protocols.extraMarkers }

    func location(of node: some SyntaxProtocol) -> SourceFindings.Location {
        let location = node.startLocation(converter: converter)
        return SourceFindings.Location(file: fileName, line: location.line + lineOffset, column: location.column)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if end - start > 40 { skippedRegions.append(start..<end) }
        return .skipChildren
    }

    func warn(_ message: String, at node: some SyntaxProtocol) {
        let at = location(of: node)
        findings.warnings.append(
            SourceDiagnostic(file: at.file, line: at.line, column: at.column, message: message, severity: .warning))
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType(node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, at: node)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType(node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, at: node)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType(node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, at: node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        return visitType(name, inheritance: node.inheritanceClause, members: node.memberBlock, at: node)
    }

    override func visitPost(_ node: StructDeclSyntax) { leaveType() }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    private func leaveType() {
        typeIsTip.removeLast()
        typeNames.removeLast()
        groupBindings = [:]
    }

    /// Records the type as a tip when it conforms to `Tip`, directly or through one of the app's
    /// protocols refining it, and an extension of such a protocol (or of `Tip`) as the defaults
    /// it gives; nested types are visited either way.
    private func visitType(
        _ name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, at node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        let inherited = inheritance?.inheritedTypes.flatMap { TipProtocols.names(of: $0.type) } ?? []
        let throughProtocols = inherited.filter { $0 == "Tip" || protocols.contains($0) }
        let extended = name.split(separator: ".").last.map(String.init) ?? name
        if inherited.contains("TipViewStyle") {
            // A custom style draws a close button only if it closes the tip itself (VIEW-4).
            findings.tipViewStyles[name] = members.trimmedDescription.contains(".tipClosed")
        }
        typeNames.append(name)
        if !throughProtocols.isEmpty {
            var found = tip(named: name, members: members, at: node)
            found.protocols = throughProtocols
            findings.tips.append(found)
            typeIsTip.append(true)
        } else if let extensionNode = node.as(ExtensionDeclSyntax.self), extended == "Tip" || protocols.contains(extended) {
            protocolDefaults(extended, members: members, at: extensionNode)
            typeIsTip.append(true)
        } else {
            typeIsTip.append(false)
        }
        return .visitChildren
    }

    /// `extension OnboardingTip { var image: Image? { … } }`: members every tip conforming to the
    /// protocol gets unless it declares its own. An extension constrained by a `where` clause
    /// gives them to only some of its tips, which the import cannot tell apart: a warning.
    private func protocolDefaults(_ name: String, members: MemberBlockSyntax, at node: ExtensionDeclSyntax) {
        let read = tip(named: name, members: members, at: node)
        guard !read.declared.isEmpty else { return }
        if let constraint = node.genericWhereClause {
            warn(
                "the defaults this extension gives \(name) (\(read.declared.sorted().joined(separator: ", "))) apply "
                    + "only to its tips that meet '\(constraint.trimmedDescription)', which the import does not "
                    + "check; not imported",
                at: node)
            return
        }
        findings.defaults.append(SourceFindings.FoundDefaults(members: read, location: location(of: node)))
    }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let active = CompilationConditions.activeClause(of: node)
        noteBranches(of: node, active: active, inTip: typeIsTip.last == true)
        if let elements = active?.elements { walk(elements) }
        return .skipChildren
    }

    // MARK: Properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let attribute = Self.attribute(named: "Parameter", in: node.attributes) {
                if isStatic { parameter(name, binding: binding, attribute: attribute, at: node) }
                continue
            }
            constant(name, binding: binding, at: node)
            findings.properties.append(
                SourceFindings.FoundProperty(
                    owner: typeNames.last, name: name, type: Self.propertyType(binding), location: location(of: node)))
            guard let value = binding.initializer?.value else { continue }
            // `static let launched = AppEvents.appLaunched`: another name for a value declared
            // elsewhere, perhaps an event (the assembler decides, once every file is read).
            if isStatic, let member = value.as(MemberAccessExprSyntax.self), member.base != nil {
                findings.aliases[name] = member.declName.baseName.text
            }
            if let call = Self.call(value) {
                let callee = call.calledExpression.trimmedDescription
                if Self.inlineHosts.contains(callee) || Self.popoverHosts.contains(callee) { hostViews.insert(name) }
                if isTipKitEvent(callee) {
                    event(name, call: call, at: node)
                } else if callee == "TipGroup" {
                    group(name, call: call, at: node)
                } else if Self.typeName(callee) == nil,
                    let built = Self.calls(in: value).first(where: { $0.calledExpression.trimmedDescription == "TipGroup" }) {
                    // `var tips: Any? = { if #available(iOS 18, *) { return TipGroup(…) { … } }; return nil }()`.
                    group(name, call: built, at: node)
                }
            }
        }
        return .visitChildren
    }

    /// Whether `Event(…)` here is TipKit's: `Tips.Event` and `Tip.Event` anywhere, a bare `Event`
    /// only inside a tip or a tip protocol's extension, where it names `Tip.Event`. An app's own
    /// `Event(name:)` (analytics) or a Core Data `Event(context:)` elsewhere is not an event.
    func isTipKitEvent(_ callee: String) -> Bool {
        let base = callee.split(separator: "<").first.map(String.init) ?? callee
        switch base {
        case "Tips.Event", "Tip.Event", "TipKit.Tips.Event": return true
        case "Event", "Self.Event": return typeIsTip.last == true
        default: return false
        }
    }

    /// `static let welcome = "Welcome"`, a localized one (`NSLocalizedString`, `String(localized:)`,
    /// SwiftGen's `tr(…, fallback:)`), or another constant's name: recorded under its qualified
    /// name for copy written through it (`Text(Strings.welcome)`).
    private func constant(_ name: String, binding: PatternBindingSyntax, at node: VariableDeclSyntax) {
        guard let value = Self.body(of: binding) else { return }
        let path = (typeNames + [name]).joined(separator: ".")
        let at = location(of: node)
        if let text = Self.stringLiteral(value) {
            findings.constants[path] = SourceFindings.FoundConstant(text: text, location: at)
        } else if let call = Self.call(value), let localized = Self.localizedCall(call) {
            findings.constants[path] = SourceFindings.FoundConstant(
                text: localized.text, key: localized.key, table: localized.table, location: at)
        } else if let target = Self.namePath(value), target != path {
            findings.constants[path] = SourceFindings.FoundConstant(target: target, location: at)
        }
    }

    /// `@Parameter static var name: Type = default`, with `(.transient)` or `(id:)` arguments.
    private func parameter(
        _ name: String, binding: PatternBindingSyntax, attribute: AttributeSyntax, at node: VariableDeclSyntax
    ) {
        let annotation = binding.typeAnnotation?.type.trimmedDescription
        let literal = binding.initializer.flatMap { Self.literalValue($0.value) }
        let type: ParameterDeclaration.ValueType?
        switch annotation {
        case "Bool": type = .bool
        case "Int": type = .int
        case "Double", "Float", "CGFloat": type = .double
        case "String": type = .string
        case nil:
            type =
                switch literal {
                case .bool: .bool
                case .int: .int
                case .double: .double
                case .string: .string
                default: nil
                }
        default: type = nil
        }
        guard let type else {
            warn(
                "parameter '\(name)' has type \(annotation ?? "unknown"); a playground parameter is a Bool, Int, "
                    + "Double or String, so it was not imported (rules reading it are skipped)",
                at: node)
            return
        }
        var value = type.zero
        if let literal {
            switch (type, literal) {
            case (.double, .int(let number)): value = .double(Double(number))
            case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string): value = literal
            default:
                warn("the default of parameter '\(name)' is not a \(type.rawValue); imported as \(type.zero)", at: node)
            }
        } else if let initializer = binding.initializer {
            warn(
                "the default of parameter '\(name)' (\(initializer.value.trimmedDescription)) is computed at run time; "
                    + "imported as \(type.zero)",
                at: initializer.value)
        }
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)
        let isTransient = arguments?.contains { $0.expression.trimmedDescription == ".transient" } ?? false
        let id = arguments?.first { $0.label?.text == "id" }.flatMap { Self.stringLiteral($0.expression) }
        findings.parameters.append(
            SourceFindings.FoundParameter(
                swiftName: name, owner: typeNames.last, id: id ?? name, type: type, defaultValue: value, isTransient: isTransient,
                location: location(of: node)))
    }

    /// `static let didShare = Tips.Event(id: "didShare")`, optionally with a donation limit.
    private func event(_ name: String, call: FunctionCallExprSyntax, at node: VariableDeclSyntax) {
        var id = name
        if let idArgument = call.arguments.first(where: { $0.label?.text == "id" }) {
            if let text = Self.stringLiteral(idArgument.expression) {
                id = text
            } else {
                warn(
                    "the id of event '\(name)' (\(idArgument.expression.trimmedDescription)) is computed at run time; "
                        + "imported with id '\(name)'",
                    at: idArgument)
            }
        }
        var limit: EventDeclaration.DonationLimit?
        if let limitArgument = call.arguments.first(where: { $0.label?.text == "donationLimit" }) {
            limit = donationLimit(limitArgument.expression, of: name)
        }
        findings.events.append(
            SourceFindings.FoundEvent(swiftName: name, id: id, donationLimit: limit, location: location(of: node)))
    }

    private func donationLimit(_ expression: ExprSyntax, of event: String) -> EventDeclaration.DonationLimit? {
        guard let call = Self.call(expression),
            let countExpression = call.arguments.first(where: { $0.label?.text == "maximumCount" })?.expression,
            case .int(let count) = Self.literalValue(countExpression), count >= 1
        else {
            warn(
                "the donation limit of event '\(event)' is not written with literals; imported without a limit",
                at: expression)
            return nil
        }
        var age: Double?
        if let ageExpression = call.arguments.first(where: { $0.label?.text == "maximumAge" })?.expression {
            age = Self.timeRange(ageExpression)
            if age == nil {
                warn(
                    "the maximumAge of event '\(event)' is not a time range TipKit has; imported without an age",
                    at: ageExpression)
            }
        }
        return EventDeclaration.DonationLimit(maximumCount: count, maximumAge: age)
    }

    /// `TipGroup(.ordered) { ShowLocationTip(); RotateMapTip() }`.
    private func group(_ name: String, call: FunctionCallExprSyntax, at node: some SyntaxProtocol) {
        let priorityText = call.arguments.first?.expression.trimmedDescription
        let priority: TipGroupDeclaration.Priority = priorityText == ".ordered" ? .ordered : .firstAvailable
        var members: [String] = []
        for item in call.trailingClosure?.statements ?? [] {
            guard let expression = item.item.as(ExprSyntax.self) else { continue }
            if let member = Self.call(expression).flatMap({ Self.typeName($0.calledExpression.trimmedDescription) }) {
                members.append(member)
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                members.append(reference.baseName.text)
            } else if let path = Self.namePath(expression), path.contains(".") {
                // `SearchTip.shared`, `AppTips.search`: a tip held by a property, resolved by the
                // assembler as a shown one is.
                members.append(path)
            } else {
                warn(
                    "the group member \(expression.trimmedDescription) is not a tip the import can name; skipped",
                    at: expression)
            }
        }
        findings.groups.append(
            SourceFindings.FoundGroup(name: name, owner: typeNames.last, priority: priority, members: members, location: location(of: node)))
    }

    // MARK: Calls: configuration and views

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "popoverTip": anchor(node, base: member.base, isPopover: true)
            case "configureTip": anchor(node, base: nil, isPopover: false)
            case "configure" where member.base?.trimmedDescription == "Tips": configure(node)
            case "tipAnchor": if let found = tipAnchor(node, base: member.base) { findings.tipAnchors.append(found) }
            case let modifier where Self.presentationModifiers.contains(modifier):
                // Read by the tips it reaches (`presentationOptions`); one that reaches none is dropped.
                if !Self.reachesATip(member.base) {
                    warn("\(modifier) is written on a view that shows no TipView or popoverTip here; ignored", at: member.declName)
                }
            default: break
            }
        } else if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if name == "TipView" {
                anchor(node, base: nil, isPopover: false)
            } else if Self.popoverHosts.contains(name) || Self.inlineHosts.contains(name) {
                uiKitHost(node, host: name)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        bindGroup(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        hostStyleAssignment(node)
        return .visitChildren
    }

    /// `Tips.configure([.displayFrequency(.daily), ...])`.
    private func configure(_ call: FunctionCallExprSyntax) {
        guard let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) else { return }
        for element in array.elements {
            guard let option = Self.call(element.expression),
                let name = option.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            else { continue }
            switch name {
            case "displayFrequency":
                let value = option.arguments.first?.expression.trimmedDescription ?? ""
                let spelling = value.hasPrefix(".") ? String(value.dropFirst()) : value
                if let frequency = PlaygroundConfiguration.DisplayFrequency(rawValue: spelling) {
                    findings.displayFrequency = frequency
                } else {
                    warn("display frequency \(value) is not one the playground has; kept immediate", at: option)
                }
            case "cloudKitContainer":
                warn("CloudKit sync is not simulated by the playground; ignored", at: option)
            default:
                break
            }
        }
    }

    /// `.popoverTip(x, arrowEdge: .top)` or `.popoverTip(x, arrowEdges: .vertical)` (iOS 26) on a
    /// view, or `TipView(x, arrowEdge: .bottom)`;
    /// `sourceLabel` names the control of a UIKit or AppKit popover (`sourceItem:`).
    func anchor(_ call: FunctionCallExprSyntax, base: ExprSyntax?, isPopover: Bool, sourceLabel: String? = nil) {
        guard let written = call.arguments.first?.expression else { return }
        var tipExpression = written
        if let conditional = Self.conditionalTip(tipExpression) {
            tipExpression = conditional.tip
            warn(
                "the tip shown here (\(conditional.tip.trimmedDescription)) is shown only while "
                    + "'\(conditional.condition)' is \(conditional.shownWhenTrue), app state the playground does not have; "
                    + "placed as if it were (make it so in the app when trying the tip there)",
                at: written)
        }
        guard var shown = Self.shownTip(tipExpression) else {
            warn(
                "the tip shown here (\(tipExpression.trimmedDescription)) is not one the import can name; skipped",
                at: tipExpression)
            return
        }
        shown = shown.bound(through: groupBindings)
        var arrowEdge: TipPlacement.ArrowEdge?
        if let edge = call.arguments.first(where: { $0.label?.text == "arrowEdge" })?.expression.trimmedDescription {
            arrowEdge = TipPlacement.ArrowEdge(rawValue: edge.hasPrefix(".") ? String(edge.dropFirst()) : edge)
        }
        var found = SourceFindings.FoundAnchor(
            shown: shown, isPopover: isPopover, label: nil, symbol: nil, viewName: nil, arrowEdge: arrowEdge,
            owner: typeNames.last, location: location(of: call))
        if isPopover, let edges = call.arguments.first(where: { $0.label?.text == "arrowEdges" })?.expression {
            found.arrowEdges = arrowEdgeSet(edges)
        }
        presentationOptions(of: call, into: &found)
        // `Button("Share") { }` followed by `#if os(iOS) .popoverTip(tip) #endif`: the
        // modifier's view is the expression before the `#if`.
        if let base = base ?? Self.viewBeforePostfixIf(call), let view = Self.modifiedView(base) {
            (found.label, found.symbol) = Self.labelAndSymbol(of: view)
            found.viewName = Self.typeName(view.calledExpression.trimmedDescription)
        }
        if let sourceLabel { found.label = sourceLabel }
        findings.anchors.append(found)
    }
}
