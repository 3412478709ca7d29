import Foundation

/// The bundle of the code that writes it, as in `Text("Tags", tableName: "Tips", bundle: #bundle)`.
///
/// Foundation's `#bundle` (iOS 18, macOS 15) does not exist on Linux, so TipKit code that uses it
/// would not compile after changing the import. This one expands to `Bundle.main`: on Linux there
/// are no string tables (copy is the literal as written, see `Text`), so every bundle argument
/// means the same. It is the one porting aid that has no TipKit counterpart; remove it when
/// Foundation on Linux gains its own.
@freestanding(expression)
public macro bundle() -> Bundle = #externalMacro(module: "TipMacros", type: "BundleMacro")
