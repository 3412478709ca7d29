import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Parameter static var isSignedIn = false` becomes a computed property over a peer
/// `static let $isSignedIn = Tips.Parameter(id: "FavoriteTip.isSignedIn", defaultValue: false)`.
///
/// This is what TipKit's macro does, and it gives two things a property wrapper cannot: the id
/// comes from the enclosing type and the property name (so it survives edits elsewhere in the
/// file), and nothing is global mutable state, so any thread may read and write the value in
/// both language modes.
public struct ParameterMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // A declaration @Parameter cannot take is reported once, by the peer role below.
        guard let property = try? ParameterProperty(declaration) else { return [] }
        return [
            "get { \(raw: property.projectedName).value }",
            "set { \(raw: property.projectedName).value = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let property = try ParameterProperty(declaration)
        var arguments: [String] = []
        var explicitID: ExprSyntax?
        for argument in node.arguments?.as(LabeledExprListSyntax.self) ?? [] {
            if argument.label?.text == "id" {
                explicitID = argument.expression.trimmed
            } else {
                arguments.append(argument.expression.trimmedDescription)
            }
        }
        let id: ExprSyntax
        if let explicitID {
            id = explicitID
        } else if let typeName = enclosingTypeName(in: context) {
            id = "\(literal: "\(typeName).\(property.name)")"
        } else {
            throw MacroExpansionErrorMessage("@Parameter must be declared inside a type, as a static property")
        }
        let options = arguments.map { ", \($0)" }.joined()
        let type = property.type.map { ": TipCore.Tips.Parameter<\($0)>" } ?? ""
        return [
            """
            \(raw: property.accessModifier)static let \(raw: property.projectedName)\(raw: type) = \
            TipCore.Tips.Parameter(id: \(id), defaultValue: \(property.defaultValue)\(raw: options))
            """
        ]
    }

    /// The innermost type around the declaration, as `String(describing: Self.self)` spells it
    /// for a non-generic type: the bare name, also for a member of an extension.
    static func enclosingTypeName(in context: some MacroExpansionContext) -> String? {
        for node in context.lexicalContext {
            if let named = node.asProtocol(NamedDeclSyntax.self), node.is(StructDeclSyntax.self)
                || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self)
            {
                return named.name.text
            }
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                let extended = extensionDecl.extendedType.trimmedDescription
                let bare = extended.split(separator: "<").first.map(String.init) ?? extended
                return bare.split(separator: ".").last.map(String.init) ?? bare
            }
        }
        return nil
    }
}

/// The parts of `@Parameter static var name: Type = value` the expansion needs, or an error
/// that says what to write instead.
struct ParameterProperty {
    let name: String
    let type: String?
    let defaultValue: ExprSyntax
    let accessModifier: String

    var projectedName: String { "$\(name)" }

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else {
            throw MacroExpansionErrorMessage("@Parameter applies to one 'static var', e.g. '@Parameter static var isSignedIn = false'")
        }
        guard variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
            throw MacroExpansionErrorMessage("@Parameter needs a static property: write 'static var \(identifier.identifier.text)'")
        }
        guard binding.accessorBlock == nil else {
            throw MacroExpansionErrorMessage("@Parameter applies to a stored property, not one with get/set")
        }
        guard let initializer = binding.initializer else {
            throw MacroExpansionErrorMessage("@Parameter needs a default value: '= false', '= 0', '= nil' …")
        }
        name = identifier.identifier.text
        type = binding.typeAnnotation?.type.trimmedDescription
        defaultValue = initializer.value.trimmed
        let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        accessModifier = variable.modifiers
            .filter { accessLevels.contains($0.name.text) && $0.detail == nil }
            .map { "\($0.name.text) " }.joined()
    }
}
