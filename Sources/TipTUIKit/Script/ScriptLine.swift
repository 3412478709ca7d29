/// A parsed line with where it came from, so that every later message can say `file:line:column`.
public struct ScriptLine: Equatable, Sendable {
    /// What the line does, with typed arguments.
    public var step: ScriptStep
    /// The 1-based line number in the script file.
    public var lineNumber: Int
    /// The 1-based column of the command word, where a failing step points.
    public var column: Int
    /// The command as written, without surrounding spaces or a trailing comment, for reports.
    public var text: String
    /// Every id the command names, with its column, for `ScriptValidator` and runtime messages.
    public var references: [ScriptReference]

    public init(step: ScriptStep, lineNumber: Int, column: Int, text: String, references: [ScriptReference] = []) {
        self.step = step
        self.lineNumber = lineNumber
        self.column = column
        self.text = text
        self.references = references
    }
}

/// An id named in a script (a tip, a control, an event...) and the column it starts at.
public struct ScriptReference: Equatable, Sendable {
    /// What kind of id it is, which decides the list it is checked against.
    public enum Kind: Equatable, Sendable {
        case tip, group, control, screen, event, parameter, locale, persona, device
        /// An action id of the given tip.
        case action(tip: String)
        /// A tip that must belong to the given group (`expect current GROUP TIP`).
        case groupMember(group: String)
        /// A value that must fit the given parameter's type; `id` is the value as written.
        case parameterValue(parameter: String, ScriptValue)
    }

    public var kind: Kind
    public var id: String
    /// The 1-based column of the id (inside a comma list, of the item itself).
    public var column: Int

    public init(_ kind: Kind, _ id: String, column: Int) {
        self.kind = kind
        self.id = id
        self.column = column
    }
}
