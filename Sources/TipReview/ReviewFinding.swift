import TipPlayground

/// One thing `tiptui review` found, at the place in the playground file it is about.
public struct ReviewFinding: Equatable, Codable, Sendable, CustomStringConvertible {
    public let check: ReviewCheck
    public let file: String
    public let position: SourcePosition
    public let message: String
    /// The tip the finding is about, whose `"review": { "ignore": [...] }` can silence it.
    public let tipID: String?

    public init(check: ReviewCheck, file: String, position: SourcePosition, message: String, tipID: String?) {
        self.check = check
        self.file = file
        self.position = position
        self.message = message
        self.tipID = tipID
    }

    public var severity: SourceDiagnostic.Severity { check.severity }

    /// Compiler style, so editors and terminals jump to it:
    /// `examples/a.json:12:16: warning: [COPY-3] ...`.
    public var description: String {
        "\(file):\(position.line):\(position.column): \(severity.rawValue): [\(check.id)] \(message)"
    }
}
