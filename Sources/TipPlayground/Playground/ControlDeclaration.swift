/// A mock control: something a person can focus and press, and that tips can point at.
public struct ControlDeclaration: Equatable, Sendable {
    public let id: String
    public let label: String
    public let kind: ControlKind
    /// Everything pressing the control does, in order. For a toggle this starts with
    /// `.toggleParameter` of its parameter, so callers need not special-case toggles.
    public let effects: [ControlEffect]
    public let position: SourcePosition

    public init(id: String, label: String, kind: ControlKind, effects: [ControlEffect], position: SourcePosition) {
        self.id = id
        self.label = label
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
