import SwiftSyntax

/// Tips shown through a local or a condition: `if let g = tips as? TipGroup { TipView(g.currentTip) }`
/// and `.popoverTip(isPro ? nil : ProTip())`.
extension TipSourceScanner {
    /// A tip shown only while a condition holds: the tip's expression, the condition as written,
    /// and whether the tip shows when it is true (`cond ? T() : nil`) or false (`cond ? nil : T()`).
    struct ConditionalTip {
        var tip: ExprSyntax
        var condition: String
        var shownWhenTrue: Bool
    }

    /// `cond ? ProTip() : nil` or `cond ? nil : ProTip()` (the parser leaves it unfolded: the
    /// condition's elements, the `? … :` part, the other branch); nil for anything else.
    static func conditionalTip(_ expression: ExprSyntax) -> ConditionalTip? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            index == elements.count - 2, let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let condition = elements[..<index].map(\.trimmedDescription).joined(separator: " ")
        let whenTrue = ternary.thenExpression
        let whenFalse = elements[index + 1]
        switch (whenTrue.is(NilLiteralExprSyntax.self), whenFalse.is(NilLiteralExprSyntax.self)) {
        case (false, true): return ConditionalTip(tip: whenTrue, condition: condition, shownWhenTrue: true)
        case (true, false): return ConditionalTip(tip: whenFalse, condition: condition, shownWhenTrue: false)
        default: return nil
        }
    }

    /// `if let g = tips as? TipGroup` (also `guard let`, `(tips as? TipGroup)`): `g` names the
    /// group `tips` holds until the type ends.
    func bindGroup(_ node: OptionalBindingConditionSyntax) {
        guard let local = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            var value = node.initializer?.value
        else { return }
        if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            value = inner.expression
        }
        let held: ExprSyntax
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                Self.isTipGroupType(elements[2].trimmedDescription)
            else { return }
            held = elements[0]
        } else if let cast = value.as(AsExprSyntax.self), Self.isTipGroupType(cast.type.trimmedDescription) {
            held = cast.expression
        } else {
            return
        }
        guard let path = Self.namePath(held) else { return }
        groupBindings[local] = String(path.split(separator: ".").last ?? Substring(path))
    }

    private static func isTipGroupType(_ type: String) -> Bool {
        type == "TipGroup" || type == "Tips.TipGroup" || type == "TipKit.TipGroup"
    }
}

extension SourceFindings.FoundAnchor.Shown {
    /// The same, with a local bound to a group (`g` in `if let g = tips as? TipGroup`) read as
    /// the property holding it.
    func bound(through bindings: [String: String]) -> Self {
        switch self {
        case .group(let name): .group(bindings[name] ?? name)
        case .groupMember(let group, let tip): .groupMember(group: bindings[group] ?? group, tip: tip)
        case .tip: self
        }
    }
}
