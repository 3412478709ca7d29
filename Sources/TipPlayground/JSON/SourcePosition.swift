/// A place in a text file: 1-based line and column, where columns count Unicode scalars.
///
/// Scalars (not grapheme clusters or bytes) because that is what both the JSON parser and the
/// rule-text lexer step through, so a position inside a rule maps exactly onto the file.
public struct SourcePosition: Equatable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
