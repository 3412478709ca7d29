/// A problem in a script, at a precise place, printed the way compilers do:
/// `demo-scripts/onboarding.tipscript:12:8: error: unknown command 'expct'; did you mean 'expect'?`
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in characters (grapheme clusters); a tab counts as one.
    public var column: Int
    /// What is wrong and what was expected instead.
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

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
