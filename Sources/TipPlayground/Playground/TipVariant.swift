/// Another wording of a tip's copy, named (`"variants": { "short": { ... } }`), for comparing
/// versions side by side. A variant is an alternative base copy: what it leaves out is the tip's
/// own, and translations stay those of the tip's own copy. Copy is not state: which variant the
/// device shows is a way of looking at the tip, and `export` writes the tip's own copy only.
public struct TipVariant: Equatable, Sendable {
    public let name: String
    /// The title, message and action titles it replaces.
    public let copy: LocalizedCopy
    public let position: SourcePosition

    public init(name: String, copy: LocalizedCopy, position: SourcePosition) {
        self.name = name
        self.copy = copy
        self.position = position
    }

    /// Letters, digits, `-`, `_` and `.`, 1 to 32 of them: a name a key, a script and a grid
    /// label can show whole.
    public static func isName(_ text: String) -> Bool {
        (1...32).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }
}

extension TipDeclaration {
    /// The variant named `name`, if the tip has one.
    public func variant(named name: String) -> TipVariant? {
        variants.first { $0.name == name }
    }

    /// The tip with the variant's copy in place of its own (nil, or an unknown name: the tip as
    /// it is): the same id, actions' effects, rules, options and translations. Plural forms
    /// (`PluralCopy`) are the tip's own copy's, so a variant is shown without them.
    public func applying(variant name: String?) -> TipDeclaration {
        guard let name, let variant = variant(named: name) else { return self }
        return TipDeclaration(
            id: id, title: variant.copy.title ?? title, message: variant.copy.message ?? message, image: image,
            actions: actions.map { Action(id: $0.id, title: variant.copy.actionTitles[$0.id] ?? $0.title, effects: $0.effects) },
            rules: rules, options: options, localized: localized, position: position, reviewIgnores: reviewIgnores,
            variants: variants)
    }
}
