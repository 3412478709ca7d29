/// Declares app state that rules can depend on, as TipKit's macro does:
///
///     @Parameter static var isSignedIn = false
///     @Parameter(.transient) static var lastViewed: String? = nil
///
/// The property becomes a computed one over `$isSignedIn`, a `Tips.Parameter` whose id is the
/// enclosing type's name and the property's (`FavoriteTip.isSignedIn`, spec ID-5): moving the
/// declaration or editing the file elsewhere keeps the stored value; renaming the type or the
/// property starts afresh, as in TipKit. Reads and writes work from any thread.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) =
    #externalMacro(module: "TipMacros", type: "ParameterMacro")

/// `@Parameter` with a chosen persistence key, for a value that must keep its stored state when
/// the type or the property is renamed: `@Parameter(id: "FavoriteTip.isSignedIn") static var …`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption..., id: String) =
    #externalMacro(module: "TipMacros", type: "ParameterMacro")
