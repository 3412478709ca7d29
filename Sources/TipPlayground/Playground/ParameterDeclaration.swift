import TipCore

/// A `@Parameter`: a typed value with a default that rules written `Self.$id` read.
public struct ParameterDeclaration: Equatable, Sendable {
    public enum ValueType: String, CaseIterable, Equatable, Sendable {
        case bool, int, double, string

        /// "a bool", "an int": for messages.
        public var phrase: String { self == .int ? "an int" : "a \(rawValue)" }

        /// The value a parameter of this type starts with when the file gives no default.
        public var zero: TipValue {
            switch self {
            case .bool: .bool(false)
            case .int: .int(0)
            case .double: .double(0)
            case .string: .string("")
            }
        }
    }

    public let id: String
    /// The Swift property (`@Parameter static var hasSeenList`), when it differs from the id;
    /// rule text copied from the app names it as `Self.$hasSeenList`.
    public let swiftName: String?
    public let type: ValueType
    /// Always of `type` (`.double` for a double parameter even when written as `1`).
    public let defaultValue: TipValue
    /// `@Parameter(.transient)`: back to the default on every launch (spec PAR-2).
    public let isTransient: Bool
    public let position: SourcePosition

    public init(
        id: String, swiftName: String? = nil, type: ValueType, defaultValue: TipValue, isTransient: Bool,
        position: SourcePosition
    ) {
        self.id = id
        self.swiftName = swiftName
        self.type = type
        self.defaultValue = defaultValue
        self.isTransient = isTransient
        self.position = position
    }
}
