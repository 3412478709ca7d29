import TipPlayground

/// What a review of one playground found.
public struct ReviewReport: Equatable, Sendable {
    public let file: String
    public let tipCount: Int
    /// In file order.
    public let findings: [ReviewFinding]
    /// Each wording of every tip with copy variants against the budgets, tip by tip.
    public let variantBudgets: [VariantBudget]
    /// What the checks of one tip at a time (copy, translations, variants) found, by tip id,
    /// before the tips' `ignore` lists silence any: what a caller keeps to pass back to
    /// `PlaygroundReview.review(_:fileName:reusing:)` for a tip it knows is unchanged.
    public let tipCheckFindings: [String: [ReviewFinding]]

    public init(
        file: String, tipCount: Int, findings: [ReviewFinding], variantBudgets: [VariantBudget] = [],
        tipCheckFindings: [String: [ReviewFinding]] = [:]
    ) {
        self.file = file
        self.tipCount = tipCount
        self.findings = findings
        self.variantBudgets = variantBudgets
        self.tipCheckFindings = tipCheckFindings
    }

    /// The variant lines of the text report: per tip with variants, a heading and each wording.
    public var variantLines: [String] {
        var lines: [String] = []
        for budget in variantBudgets {
            if budget.variant == nil { lines.append("\(file): tip '\(budget.tipID)' copy variants:") }
            lines.append("  " + budget.description)
        }
        return lines
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// `tiptui review`'s exit code for these reports: 1 when an error-severity check fired.
    public static func exitCode(of reports: [ReviewReport]) -> Int32 {
        reports.contains { $0.errorCount > 0 } ? 1 : 0
    }

    /// "examples/a.json: 2 warnings, no errors (20 checks, 4 tips)"; for a Swift file
    /// "Sources/App.swift: 1 warning, no errors (6 Swift checks)".
    public var summary: String {
        func count(_ n: Int, _ noun: String) -> String { n == 0 ? "no \(noun)s" : n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
        let swiftChecks = ReviewCheck.allCases.count { $0.isSwiftSourceCheck }
        let scope = file.hasSuffix(".swift")
            ? "\(swiftChecks) Swift checks"
            : "\(ReviewCheck.allCases.count - swiftChecks) checks, \(tipCount == 1 ? "1 tip" : "\(tipCount) tips")"
        return "\(file): \(count(warningCount, "warning")), \(count(errorCount, "error")) (\(scope))"
    }
}
