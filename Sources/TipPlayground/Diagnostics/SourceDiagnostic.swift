import TipCore

/// A problem in a file the user wrote (a playground or a script), at a precise place, printed the
/// way compilers do so editors and terminals can jump to it:
/// `demo-scripts/onboarding.tipscript:12:8: error: unknown command 'expct'; did you mean 'expect'?`
public struct SourceDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column (scripts count characters, playground files Unicode scalars).
    public var column: Int
    /// What is wrong and what was expected instead.
    public var message: String
    /// Errors stop a file from loading; warnings say what will look different than written.
    public var severity: Severity

    public enum Severity: String, Sendable {
        case error
        case warning
    }

    public init(file: String, line: Int, column: Int, message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// The one-line form. File names and messages quote what files contain, so control
    /// characters are escaped: a newline in a JSON key cannot start a forged diagnostic line.
    public var description: String {
        "\(DiagnosticText.escaped(file)):\(line):\(column): \(severity.rawValue): \(DiagnosticText.escaped(message))"
    }
}

/// One thing wrong with a playground file.
public typealias PlaygroundProblem = SourceDiagnostic

/// One thing wrong with a script.
public typealias ScriptError = SourceDiagnostic
