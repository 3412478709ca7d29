/// A type-erased tip, for APIs that take "some tip or none" (`TipView(group.currentTip)`).
///
/// Testing overrides match the wrapped tip's type name, not `AnyTip`.
public struct AnyTip: Tip {
    public let base: any Tip

    public init(_ tip: any Tip) {
        if let erased = tip as? AnyTip {
            base = erased.base
        } else {
            base = tip
        }
    }

    public var id: String { base.id }
    public var title: Text { base.title }
    public var message: Text? { base.message }
    public var image: Image? { base.image }
    public var actions: [Tips.Action] { base.actions }
    public var rules: [Tips.Rule] { base.rules }
    public var options: [any TipOption] { base.options }
}

/// The name testing overrides and launch arguments match besides the id (spec §1.2.2, App. B 12).
func typeName(of tip: any Tip) -> String {
    if let erased = tip as? AnyTip { return typeName(of: erased.base) }
    return String(describing: type(of: tip))
}
