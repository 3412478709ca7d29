import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Rule(Self.$isSignedIn) { $0 == true }` → `Tips.Rule(Self.$isSignedIn, fileID: …) { $0 == true }`.
///
/// The plain `Tips.Rule` initializers do the work; the macro lets TipKit's spelling compile
/// unchanged and passes the `#Rule`'s own position, which names the rule in explanations.
public struct RuleMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        var arguments = Array(node.arguments)
        guard let input = arguments.first, input.label == nil else {
            throw MacroExpansionErrorMessage("#Rule needs one input: a parameter (Self.$name) or an event (Self.event)")
        }
        var closure: ExprSyntax
        if let trailing = node.trailingClosure {
            closure = ExprSyntax(trailing)
        } else if arguments.count == 2 {
            closure = arguments[1].expression
            arguments.removeLast()
        } else {
            throw MacroExpansionErrorMessage("#Rule needs a closure that returns whether the rule holds")
        }
        closure = closure.trimmed
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            return "TipCore.Tips.Rule(\(input.expression.trimmed), \(closure))"
        }
        return """
            TipCore.Tips.Rule(\(input.expression.trimmed), fileID: \(location.file), \
            line: \(location.line), column: \(location.column), \(closure))
            """
    }
}
