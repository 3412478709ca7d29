import TipDrawing

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
        /// A monospace SVG picture (`--grid` only).
        case svg
    }

    public var format = Format.text
    /// `--checks`: print the table of checks (id, severity, rationale, source) instead.
    public var listsChecks = false
    /// `--grid`: draw the grid of previews (every locale × width × text size) instead of checking.
    public var grid = false
    /// `--tip ID`: the one tip the grid shows; nil for every tip in turn.
    public var gridTipID: String?
    /// `--text-sizes all|NAME,NAME`: the grid's text sizes.
    public var gridSizes = TextSize.gridDefaults

    public init() {}
}

extension InvocationParser {
    /// `review [--format text|json|sarif] [--checks] [FILE.json...]` or `review --grid [--tip ID]
    /// [--text-sizes all|NAME,...] [--format text|svg] [FILE.json...]`; no file reviews the
    /// built-in playground.
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
            case "--grid":
                options.grid = true
            case "--tip":
                guard let id = arguments.popFirst() else { throw UsageError(message: "--tip needs a tip id") }
                options.gridTipID = id
            case "--text-sizes":
                guard let list = arguments.popFirst() else { throw UsageError(message: "--text-sizes needs 'all' or names like medium,AX3") }
                options.gridSizes = try gridSizes(list)
            default:
                guard !argument.hasPrefix("-") || argument == "-" else {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                files.append(argument)
            }
        }
        if options.grid, options.format == .json || options.format == .sarif {
            throw UsageError(message: "--grid draws text or svg; use --format text or --format svg")
        }
        if !options.grid, options.format == .svg {
            throw UsageError(message: "--format svg draws the grid; add --grid")
        }
        if !options.grid, options.gridTipID != nil || options.gridSizes != TextSize.gridDefaults {
            throw UsageError(message: "--tip and --text-sizes choose what the grid shows; add --grid")
        }
        return .review(files: files, options: options)
    }

    /// `all`, or text size names separated by commas, in the order given.
    private static func gridSizes(_ list: String) throws(UsageError) -> [TextSize] {
        if list == "all" { return TextSize.allCases }
        var sizes: [TextSize] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let size = TextSize(name: String(name)) else {
                let names = TextSize.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "unknown text size '\(name)'; expected all or some of: \(names)")
            }
            sizes.append(size)
        }
        return sizes
    }
}
