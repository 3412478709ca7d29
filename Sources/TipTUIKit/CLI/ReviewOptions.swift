/// Options of `tiptui review`.
public struct ReviewOptions: Equatable, Sendable {
    /// How findings are written to standard output.
    public enum Format: String, CaseIterable, Equatable, Sendable {
        /// `file:line:column: warning: [COPY-3] ...`, as compilers write.
        case text
        /// One JSON document, for scripts.
        case json
        /// SARIF 2.1.0, for code-scanning tools.
        case sarif
    }

    public var format = Format.text
    /// `--checks`: print the table of checks (id, severity, rationale, source) instead.
    public var listsChecks = false

    public init() {}
}

extension InvocationParser {
    /// `review [--format text|json|sarif] [--checks] [FILE.json...]`; no file reviews the built-in
    /// playground.
    static func review(_ arguments: inout ArraySlice<String>) throws(UsageError) -> Invocation {
        var options = ReviewOptions()
        var files: [String] = []
        while let argument = arguments.popFirst() {
            switch argument {
            case "--format":
                guard let name = arguments.popFirst() else { throw UsageError(message: "--format needs a value") }
                guard let format = ReviewOptions.Format(rawValue: name) else {
                    let names = ReviewOptions.Format.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "unknown review format '\(name)'; expected one of: \(names)")
                }
                options.format = format
            case "--checks":
                options.listsChecks = true
            default:
                guard !argument.hasPrefix("-") || argument == "-" else {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                files.append(argument)
            }
        }
        return .review(files: files, options: options)
    }
}
