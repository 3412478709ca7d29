import SwiftSyntax

/// Which branch of an `#if` the import reads: the one an iPhone release build of the app compiles.
///
/// The playground simulates an iPhone-like device, so copy written per platform
/// (`#if os(iOS) Text("Tap…") #else Text("Click…") #endif`) is imported as iOS shows it, and a
/// tip declared only for macOS is not one the simulated device can show. Debug-only code
/// (`#if DEBUG`) is what the app's users never see, so it is left out, as a release build leaves it
/// out. The answer never depends on the machine the import runs on: the conditions are those of a
/// fixed build, below, and whatever is left out is named in a warning at its `#if`.
///
/// The build: `os(iOS)` (no other OS), `arch(arm64)`, a device (`targetEnvironment(simulator)` and
/// `targetEnvironment(macCatalyst)` are false), every module but the Mac's and the watch's can be
/// imported (`canImport(AppKit)`, `Cocoa`, `WatchKit` are false), Swift and compiler 6.0, little
/// endian, 64-bit, the Objective-C runtime, every `hasFeature`/`hasAttribute`; no custom
/// condition is set (`DEBUG`, `BETA`, … are false, as in a build that does not pass them).
enum CompilationConditions {
    /// How the build the import reads is named in warnings.
    static let buildDescription = "an iPhone release build (iOS, DEBUG not set)"

    /// The Swift (and compiler) version the conditions compare with.
    private static let swiftVersion = [6, 0]

    /// The clause an iPhone release build compiles, or nil when none is.
    static func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in node.clauses {
            guard let condition = clause.condition else { return clause }  // `#else`
            if isTrue(condition) { return clause }
        }
        return nil
    }

    /// Whether a `#if` condition holds in the build described above.
    static func isTrue(_ condition: ExprSyntax) -> Bool {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let integer = condition.as(IntegerLiteralExprSyntax.self) { return integer.literal.text != "0" }
        // A custom condition (`DEBUG`, `BETA`) is set only by build settings, which a release
        // build of the app does not pass.
        if condition.is(DeclReferenceExprSyntax.self) { return false }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !isTrue(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isTrue(only.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            let symbol = infix.operator.trimmedDescription
            if symbol == "&&" { return isTrue(infix.leftOperand) && isTrue(infix.rightOperand) }
            if symbol == "||" { return isTrue(infix.leftOperand) || isTrue(infix.rightOperand) }
            return false
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // Unfolded `a && b || c`: `&&` binds tighter, so it is an `||` of `&&` runs.
            var anyRun = false
            var run = true
            for element in sequence.elements {
                if let binary = element.as(BinaryOperatorExprSyntax.self) {
                    switch binary.operator.text {
                    case "||":
                        anyRun = anyRun || run
                        run = true
                    case "&&": break
                    default: return false
                    }
                } else {
                    run = run && isTrue(element)
                }
            }
            return anyRun || run
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let argument = call.arguments.first?.expression
            let name = argument?.trimmedDescription ?? ""
            switch function {
            case "os": return name == "iOS"
            case "arch": return name == "arm64"
            case "targetEnvironment": return false
            case "canImport": return !["AppKit", "Cocoa", "WatchKit"].contains(name)
            case "swift", "compiler": return argument.map(versionHolds) ?? false
            case "_endian": return name == "little"
            case "_pointerBitWidth": return name == "_64"
            case "_runtime": return name == "_ObjC"
            case "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        return false
    }

    /// `>=5.9`, `<6` against Swift 6.0.
    private static func versionHolds(_ expression: ExprSyntax) -> Bool {
        guard let prefix = expression.as(PrefixOperatorExprSyntax.self) else { return false }
        let numbers = prefix.expression.trimmedDescription.split(separator: ".").map { Int($0) ?? 0 }
        var version = numbers
        var current = swiftVersion
        while version.count < current.count { version.append(0) }
        while current.count < version.count { current.append(0) }
        let comparison = zip(current, version).first { $0 != $1 }.map { $0.0 < $0.1 ? -1 : 1 } ?? 0
        switch prefix.operator.text {
        case ">=": return comparison >= 0
        case "<": return comparison < 0
        case ">": return comparison > 0
        case "<=": return comparison <= 0
        default: return false
        }
    }

    // MARK: Reading only the compiled code

    /// A member block's members as the build compiles it: those in `#if` blocks come from the
    /// active clause, in place.
    static func activeMembers(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        var result: [MemberBlockItemSyntax] = []
        for member in members {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = activeClause(of: config)?.elements { result += activeMembers(inner) }
            } else {
                result.append(member)
            }
        }
        return result
    }

    /// A code block's statements as the build compiles it.
    static func activeStatements(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for statement in statements {
            if let config = statement.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = activeClause(of: config)?.elements {
                    result += activeStatements(inner)
                }
            } else {
                result.append(statement)
            }
        }
        return result
    }

    /// The children of a node the build compiles: an `#if` block's are its active clause's.
    static func activeChildren(of node: Syntax) -> [Syntax] {
        if let config = node.as(IfConfigDeclSyntax.self) {
            guard let elements = activeClause(of: config)?.elements else { return [] }
            return [Syntax(elements)]
        }
        return Array(node.children(viewMode: .sourceAccurate))
    }
}
