/// A mock control: something a person can focus and press, and that tips can point at.
public struct ControlDeclaration: Equatable, Sendable {
    public let id: String
    /// The text the control shows; empty for a control that shows only its `symbol`.
    public let label: String
    /// The SF Symbol the control shows before its label (`Image(systemName: "bolt")`), or nil.
    /// Terminals draw it as a `SymbolGlyph` stand-in.
    public let symbol: String?
    public let kind: ControlKind
    /// Everything pressing the control does, in order. For a toggle this starts with
    /// `.toggleParameter` of its parameter, so callers need not special-case toggles.
    public let effects: [ControlEffect]
    public let position: SourcePosition

    public init(
        id: String, label: String, symbol: String? = nil, kind: ControlKind, effects: [ControlEffect],
        position: SourcePosition
    ) {
        self.id = id
        self.label = label
        self.symbol = symbol
        self.kind = kind
        self.effects = effects
        self.position = position
    }
}

/// What a control looks like and where it sits.
public enum ControlKind: Equatable, Sendable {
    case button
    /// Shows the Bool parameter's value as on/off; pressing flips it.
    case toggle(parameter: String)
    /// A text field; typing edits the String parameter, when one is given.
    case textField(placeholder: String?, parameter: String?)
    /// A list whose rows are controls of kind `.row`.
    case list(rows: [ControlDeclaration])
    case row
    case toolbarItem
    case tabBarItem
}
