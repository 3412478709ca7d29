import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import TipMacros

/// Expands TipCore's macros in `source` as the compiler would, in a file `Trails/Tips.swift`,
/// returning the expanded source (every run of white space as one space, so checks do not
/// depend on the formatter's line breaks) and the messages of any diagnostics.
func expandTipMacros(_ source: String) -> (source: String, diagnostics: [String]) {
    let file = Parser.parse(source: source)
    let shared = BasicMacroExpansionContext(
        sourceFiles: [file: .init(moduleName: "Trails", fullFilePath: "/src/Trails/Tips.swift")]
    )
    let expanded = file.expand(
        macros: ["Rule": RuleMacro.self, "Parameter": ParameterMacro.self, "bundle": BundleMacro.self],
        contextGenerator: { node in
            BasicMacroExpansionContext(sharingWith: shared, lexicalContext: node.allMacroLexicalContexts())
        },
        indentationWidth: .spaces(4)
    )
    let words = expanded.description.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return (words, shared.diagnostics.map(\.message))
}
