import SwiftSyntax
import TipCore
import TipPlayground

/// Reading small expressions: literals, calls, the view a modifier applies to.
extension TipSourceScanner {
    static func attribute(named name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            if let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == name {
                return attribute
            }
        }
        return nil
    }

    /// Copy looked up in a string table by a call: its text in a development build, its key
    /// and its table.
    struct LocalizedCall: Equatable {
        var text: String
        var key: String
        var table: String
    }

    /// `NSLocalizedString("key", tableName:, value: "Text", comment:)`,
    /// `String(localized: "key", defaultValue: "Text", table:)`, `LocalizedStringResource("key", …)`,
    /// `LocalizedStringKey("key")` and SwiftGen's `L10n.tr("Table", "key", fallback: "Text")`;
    /// nil for any other call, or one whose key is not a literal.
    static func localizedCall(_ call: FunctionCallExprSyntax) -> LocalizedCall? {
        let callee = call.calledExpression.trimmedDescription
        let arguments = Array(call.arguments)
        func labelled(_ label: String) -> String? {
            arguments.first { $0.label?.text == label }.flatMap { stringLiteral($0.expression) }
        }
        let unlabelled = arguments.filter { $0.label == nil }.map { stringLiteral($0.expression) }
        let key: String?
        var text: String?
        var table: String?
        switch callee {
        case "NSLocalizedString":
            key = unlabelled.first ?? nil
            text = labelled("value")
            table = labelled("tableName")
        case "String" where arguments.first?.label?.text == "localized":
            key = labelled("localized")
            text = labelled("defaultValue")
            table = labelled("table")
        case "LocalizedStringResource":
            key = unlabelled.first ?? nil
            text = labelled("defaultValue")
            table = labelled("table")
        case "LocalizedStringKey":
            key = unlabelled.first ?? nil
        default:
            // SwiftGen: `L10n.tr("Localizable", "onboarding.title", fallback: "Welcome")`, the
            // helper its generated constants call (`tr(_ table:, _ key:, _ args:…, fallback:)`).
            guard callee == "tr" || callee.hasSuffix(".tr"), unlabelled.count >= 2, let name = unlabelled[0] else {
                return nil
            }
            key = unlabelled[1]
            table = name
            text = labelled("fallback")
        }
        guard let key else { return nil }
        // An empty value is no value, as Foundation reads it.
        if text?.isEmpty == true { text = nil }
        return LocalizedCall(text: text ?? key, key: key, table: table ?? "Localizable")
    }

    /// R.swift's generated accessor, `R.string.localizable.onboardingWelcomeTitle()` (any
    /// arguments, such as `preferredLanguages:`): the table (`Localizable`) and the identifier
    /// R.swift made from the key, which only the tables can turn back into the key
    /// (`RSwiftIdentifier`).
    static func rswiftString(_ call: FunctionCallExprSyntax) -> (table: String, identifier: String)? {
        let path = call.calledExpression.trimmedDescription.split(separator: ".").map(String.init)
        guard path.count == 4, path[0] == "R", path[1] == "string", let first = path[2].first else { return nil }
        return (first.uppercased() + path[2].dropFirst(), path[3])
    }

    /// `L10n.Onboarding.title`, `Strings.welcome`, `welcomeTitle` (`Self.`/`self.` dropped): an
    /// expression that only names something; nil for anything else.
    static func namePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "self" || name == "Self" ? nil : name
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if let reference = base.as(DeclReferenceExprSyntax.self), ["self", "Self"].contains(reference.baseName.text) {
            return name
        }
        return namePath(base).map { $0 + "." + name }
    }

    /// `FavoriteTip` for a capitalised type name, `Date` for a nested one written qualified
    /// (`TaggingTips.Date`); nil for anything else (`Foo.bar`, a function).
    static func typeName(_ callee: String) -> String? {
        // A nested type written qualified (`TaggingTips.Date`) is the type its last name
        // declares: tips are recorded by the name their declaration gives them.
        let components = callee.split(separator: ".", omittingEmptySubsequences: false)
        let valid = components.allSatisfy { component in
            guard let first = component.unicodeScalars.first, first.properties.isUppercase else { return false }
            return component.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
        return valid ? components.last.map(String.init) : nil
    }

    /// What a property's declaration says its value is: the type it is annotated with (`: ATip`,
    /// `: ATip?`), else the type it is made from (`= ATip()`, `= ATip.init()`), else the path of
    /// the value it names (`= ATip.shared`, `= AppTips.favorite`, resolved once every file is
    /// read); nil when none of these says (`= makeTip()`, `: any Tip`).
    static func propertyType(_ binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type.trimmedDescription {
            return typeName(String(annotation.reversed().drop { $0 == "?" || $0 == "!" }.reversed()))
        }
        guard let value = binding.initializer?.value else { return nil }
        if let call = call(value) {
            var callee = call.calledExpression.trimmedDescription
            if callee.hasSuffix(".init") { callee.removeLast(".init".count) }
            return typeName(callee)
        }
        guard let path = namePath(value), path.contains("."), typeName(String(path.prefix { $0 != "." })) != nil
        else { return nil }
        return path
    }

    static func call(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        expression.as(FunctionCallExprSyntax.self)
    }

    /// A computed property's single expression (`{ Text("…") }`, `{ return … }`) or a stored
    /// property's initial value.
    static func body(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        let statements: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let items):
            statements = items
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let items = getter.body?.statements
            else { return nil }
            statements = items
        @unknown default:
            return nil
        }
        // `#if os(iOS) Text("Tap…") #else Text("Click…") #endif`: the branch the build compiles.
        let compiled = CompilationConditions.activeStatements(statements)
        guard compiled.count == 1, let item = compiled.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { return returned }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }

    /// A string literal without interpolation.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        // In a raw string (`#"C:\path"#`) a backslash is itself.
        return literal.openingPounds == nil ? unescape(text) : text
    }

    /// A string literal, or one localized in place: `String(localized: "Take the tour")` (its
    /// `defaultValue:` when it has one, the text a development build shows), as apps write
    /// action titles.
    static func copyLiteral(_ expression: ExprSyntax) -> String? {
        if let literal = stringLiteral(expression) { return literal }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "String",
              let key = call.arguments.first(where: { $0.label?.text == "localized" }).flatMap({ stringLiteral($0.expression) })
        else { return nil }
        return call.arguments.first(where: { $0.label?.text == "defaultValue" }).flatMap { stringLiteral($0.expression) } ?? key
    }

    /// Swift's simple escapes in a string literal's source text.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let next = scalars.next() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch next {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "u":
                var hex = ""
                while let digit = scalars.next(), digit != "}" { if digit != "{" { hex.unicodeScalars.append(digit) } }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    result.unicodeScalars.append(decoded)
                }
            default: result.unicodeScalars.append(next)
            }
        }
        return result
    }

    static func literalValue(_ expression: ExprSyntax) -> TipValue? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(TipValue.int)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(TipValue.double)
        }
        if let text = stringLiteral(expression) { return .string(text) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch literalValue(prefix.expression) {
            case .int(let number)?: return .int(-number)
            case .double(let number)?: return .double(-number)
            default: return nil
            }
        }
        return nil
    }

    /// `.week`, `.days(3)`, `Tips.DonationTimeRange.hours(2)` in seconds.
    static func timeRange(_ expression: ExprSyntax) -> Double? {
        let text = expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
        let spelling = text.split(separator: ".").last.map(String.init) ?? text
        let units: [String: Double] = ["minute": 60, "hour": 3_600, "day": 86_400, "week": 604_800]
        if let seconds = units[spelling] { return seconds }
        guard let open = spelling.firstIndex(of: "("), spelling.hasSuffix(")"), spelling[..<open].hasSuffix("s"),
            let unit = units[String(spelling[..<open].dropLast())],
            let count = Int(spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]),
            count >= 0
        else { return nil }
        return unit * Double(count)
    }

    /// The node and everything in it, in source order, that the build compiles: of an `#if`
    /// block only the branch an iPhone release build takes.
    static func descendants(of node: Syntax) -> [Syntax] {
        var result: [Syntax] = []
        var stack = [node]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: CompilationConditions.activeChildren(of: next).reversed())
        }
        return result
    }

    /// Every call inside a node, in source order.
    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        descendants(of: Syntax(node)).compactMap { $0.as(FunctionCallExprSyntax.self) }
    }

    /// What `.popoverTip(x)` or `TipView(x)` shows.
    static func shownTip(_ expression: ExprSyntax) -> SourceFindings.FoundAnchor.Shown? {
        // `tips.currentTip as? RotateMapTip` arrives unfolded: a sequence of expression, `as?`, type.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                let group = currentTipGroup(elements[0]), let type = typeName(elements[2].trimmedDescription)
            {
                return .groupMember(group: group, tip: type)
            }
            return nil
        }
        if let cast = expression.as(AsExprSyntax.self), let group = currentTipGroup(cast.expression),
            let type = typeName(cast.type.trimmedDescription)
        {
            return .groupMember(group: group, tip: type)
        }
        if let group = currentTipGroup(expression) { return .group(group) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return .tip(reference.baseName.text) }
        if let call = call(expression), let type = typeName(call.calledExpression.trimmedDescription) {
            return .tip(type)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return .tip(member.declName.baseName.text)
        }
        // `FavoriteTip.shared`, `AppTips.favorite`, `model.favoriteTip`: a tip reached through a
        // property, resolved by the assembler (the property's type, or the base's).
        if let path = namePath(expression), path.contains(".") { return .tip(path) }
        return nil
    }

    /// `compassTips` for `compassTips.currentTip` (or `self.compassTips.currentTip`).
    private static func currentTipGroup(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "currentTip",
            var base = member.base
        else { return nil }
        // `(tips as? TipGroup)?.currentTip`: a group kept in an `Any?` property (for iOS 17).
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            base = inner.expression
        }
        if let sequence = base.as(SequenceExprSyntax.self), sequence.elements.count == 3, let first = sequence.elements.first {
            base = first
        }
        if let cast = base.as(AsExprSyntax.self) { base = cast.expression }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let inner = base.as(MemberAccessExprSyntax.self) { return inner.declName.baseName.text }
        return nil
    }

    /// The view a chain of modifiers starts from: `Button("Share") { }.padding()` gives the
    /// `Button(…)` call.
    static func modifiedView(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
                return call
            }
            current = base
        }
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { return modifiedView(base) }
        return nil
    }

    /// `Button("Share")` → ("Share", nil); `Button { } label: { Image(systemName: "heart") }` →
    /// (nil, "heart"); `Label("Share", systemImage: "square.and.arrow.up")` → both.
    static func labelAndSymbol(of view: FunctionCallExprSyntax) -> (String?, String?) {
        let callee = view.calledExpression.trimmedDescription
        var label: String?
        var symbol: String?
        if callee == "Image" {
            symbol = view.arguments.first(where: { $0.label?.text == "systemName" }).flatMap {
                stringLiteral($0.expression)
            }
            return (nil, symbol)
        }
        if let first = view.arguments.first, first.label == nil { label = stringLiteral(first.expression) }
        if let image = view.arguments.first(where: { $0.label?.text == "systemImage" }) {
            symbol = stringLiteral(image.expression)
        }
        guard label == nil, symbol == nil else { return (label, symbol) }
        var inner: [FunctionCallExprSyntax] = []
        for closure in view.additionalTrailingClosures where closure.label.text == "label" {
            inner += calls(in: closure.closure)
        }
        // `Button("Save") { action }` has its action in the trailing closure;
        // `Button(action: save) { Label(…) }` has its label there.
        let trailingIsAction = callee == "Button" && !view.arguments.contains { $0.label?.text == "action" }
        if !trailingIsAction, let trailing = view.trailingClosure { inner += calls(in: trailing) }
        for call in inner {
            switch call.calledExpression.trimmedDescription {
            case "Text": label = label ?? call.arguments.first.flatMap { stringLiteral($0.expression) }
            case "Image", "Label":
                let (innerLabel, innerSymbol) = labelAndSymbol(of: call)
                label = label ?? innerLabel
                symbol = symbol ?? innerSymbol
            default: break
            }
        }
        return (label, symbol)
    }
}

/// How import reads a property's value and a string literal, for review's Swift checks
/// (TipReviewSwift), so both read Swift alike.
package enum SwiftExpressionReading {
    /// A computed property's single expression or a stored property's initial value
    /// (`TipSourceScanner.body(of:)`).
    package static func body(of binding: PatternBindingSyntax) -> ExprSyntax? { TipSourceScanner.body(of: binding) }

    /// A string literal without interpolation (`TipSourceScanner.stringLiteral(_:)`).
    package static func stringLiteral(_ expression: ExprSyntax) -> String? { TipSourceScanner.stringLiteral(expression) }
}
