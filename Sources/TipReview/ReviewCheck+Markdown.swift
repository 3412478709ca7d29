extension ReviewCheck {
    /// The checks table of docs/review.md, generated from the checks themselves (a test keeps
    /// the page in step with this).
    public static var markdownTable: String {
        var lines = ["| id | severity | rationale | source |", "|---|---|---|---|"]
        for check in allCases {
            lines.append("| \(check.id) | \(check.severity.rawValue) | \(check.rationale) | \(check.source) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
