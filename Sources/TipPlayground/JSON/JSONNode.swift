/// A JSON value that remembers where it was written, so that playground errors can point at
/// the exact line and column of the offending value or key.
public struct JSONNode: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        /// A number written without fraction or exponent that fits in an `Int`.
        case integer(Int)
        case double(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order; duplicate keys are kept (the playground decoder reports them).
        case object([JSONMember])
    }

    public let value: Value
    /// Where the value starts (its opening quote, bracket or first character).
    public let position: SourcePosition
    /// For strings: the file position of each Unicode scalar of the decoded value, so a position
    /// inside the string (a rule's syntax error) can be mapped back to the file. An escape such as
    /// `\n` maps to the position of its backslash. Empty for other values.
    public var scalarPositions: [SourcePosition] { scalarPositionRuns.all }
    /// The same positions as runs: what the node keeps.
    private let scalarPositionRuns: ScalarPositions

    public init(_ value: Value, at position: SourcePosition, scalarPositions: [SourcePosition] = []) {
        self.init(value, at: position, scalarPositions: ScalarPositions(scalarPositions))
    }

    init(_ value: Value, at position: SourcePosition, scalarPositions: ScalarPositions) {
        self.value = value
        self.position = position
        scalarPositionRuns = scalarPositions
    }

    /// A short phrase naming the value's kind, for "expected ..., found ..." messages.
    public var kindPhrase: String {
        switch value {
        case .null: "null"
        case .bool: "a Boolean"
        case .integer, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Equatable, Sendable {
    public let key: String
    public let keyPosition: SourcePosition
    public let value: JSONNode

    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
