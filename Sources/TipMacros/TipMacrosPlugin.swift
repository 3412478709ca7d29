@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler runs this program to expand TipCore's macros, talking to it over standard input
/// and output.
///
/// The toolchain ships the message handling but not `SwiftCompilerPlugin` (whose `@main`
/// would normally do this), so the few lines it would provide are written out here.
@main
enum TipMacrosPlugin {
    static func main() throws {
        let listener = CompilerPluginMessageListener(
            connection: try StandardIOMessageConnection(),
            provider: TipMacrosProvider()
        )
        try listener.main()
    }
}

/// Maps the type names in TipCore's `#externalMacro` declarations to their implementations.
struct TipMacrosProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "RuleMacro": RuleMacro.self
        case "ParameterMacro": ParameterMacro.self
        case "BundleMacro": BundleMacro.self
        default: throw MacroExpansionErrorMessage("TipMacros has no macro named \(moduleName).\(typeName)")
        }
    }

    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw MacroExpansionErrorMessage("TipMacros is an executable plugin; it loads no libraries")
    }

    var features: [PluginFeature] { [] }
}
