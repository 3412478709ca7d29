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
