import TipPlayground

/// Every problem found in a script, in file order. The runner prints them all and exits with
/// `ScriptErrors.exitCode` before running anything.
public struct ScriptErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exit status for a script that cannot run (bad input), as opposed to a failing check.
    public static let exitCode: Int32 = 2

    public var errors: [ScriptError]

    public init(_ errors: [ScriptError]) {
        self.errors = errors
    }

    /// One error per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
