import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Rule(Self.$isSignedIn) { $0 == true }` → `Tips.Rule(Self.$isSignedIn, fileID: …) { $0 == true }`;
/// `#Rule(Self.$isSignedIn, Self.didSave) { a, b in … }` likewise with both inputs.
///
/// The plain `Tips.Rule` initializers do the work; the macro lets TipKit's spelling compile
/// unchanged and passes the `#Rule`'s own position, which names the rule in explanations.
public struct RuleMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        var arguments = Array(node.arguments)
        var closure: ExprSyntax
        if let trailing = node.trailingClosure {
            closure = ExprSyntax(trailing)
        } else if arguments.count >= 2 {
            closure = arguments.removeLast().expression
        } else {
            throw MacroExpansionErrorMessage("#Rule needs a closure that returns whether the rule holds")
        }
        guard (1...2).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }) else {
            throw MacroExpansionErrorMessage(
                "#Rule reads one or two inputs: parameters (Self.$name) or events (Self.event)")
        }
        let inputs = arguments.map { $0.expression.trimmedDescription }.joined(separator: ", ")
        closure = closure.trimmed
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            return "TipCore.Tips.Rule(\(raw: inputs), \(closure))"
        }
        return """
            TipCore.Tips.Rule(\(raw: inputs), fileID: \(location.file), \
            line: \(location.line), column: \(location.column), \(closure))
            """
    }
}
