import SwiftSyntax
import SwiftSyntaxMacros

/// `#bundle`: the bundle of the code that writes it. Foundation has it on Apple platforms and not
/// on Linux; TipCore's expands to `Foundation.Bundle.main`, which on Linux, with no string tables
/// (see `Text`), is the bundle every localized declaration means.
public struct BundleMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        "Foundation.Bundle.main"
    }
}
