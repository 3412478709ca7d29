/// One thing wrong with a playground file, at a line and column.
public struct PlaygroundProblem: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// Compiler style, so editors and terminals can jump to it: `file:line:column: error: message`.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Every problem found in a playground file, in file order.
public struct PlaygroundLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public let problems: [PlaygroundProblem]

    public init(problems: [PlaygroundProblem]) {
        self.problems = problems
    }

    /// One `file:line:column: error: message` line per problem; what `tiptui lint` prints.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
