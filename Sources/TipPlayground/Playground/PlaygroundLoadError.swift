/// Every problem found in a playground file, in file order.
public struct PlaygroundLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public let problems: [PlaygroundProblem]

    public init(problems: [PlaygroundProblem]) {
        self.problems = problems
    }

    /// One `file:line:column: error: message` line per problem; what `tiptui lint` prints.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
