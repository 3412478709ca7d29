import TipCore

extension ScriptValue {
    /// A parameter's value as a script writes it; nil for values no script literal holds
    /// (dates, arrays, objects).
    init?(_ value: TipValue) {
        switch value {
        case .bool(let bool): self = .bool(bool)
        case .int(let int): self = .integer(int)
        case .double(let double): self = .number(double)
        case .string(let string): self = .text(string)
        default: return nil
        }
    }
}

extension ScriptValue {
    /// The literal as a parameter value of its own kind (`3` an integer, `"3"` text); the session
    /// holds it as the parameter's declared type when it writes it (`ScriptValue.converted(to:)`).
    var tipValue: TipValue {
        switch self {
        case .bool(let bool): .bool(bool)
        case .integer(let integer): .int(integer)
        case .number(let number): .double(number)
        case .text(let text): .string(text)
        }
    }
}
