import TipDrawing

/// How one wording of a tip (its own copy, or one of its variants) fares against the review's
/// copy budgets: its copy findings, and its title and message lines at each width preset.
public struct VariantBudget: Equatable, Sendable {
    public let tipID: String
    /// The variant's name; nil for the tip's own copy.
    public let variant: String?
    /// The ids of the copy checks (COPY-1 … COPY-10) its copy as a whole fails, in order.
    public let findingChecks: [String]
    /// Title and message lines in the tip box at each fixed width preset (watch, phone, tablet).
    public let lines: [(width: WidthPreset, title: Int, message: Int)]

    public init(tipID: String, variant: String?, findingChecks: [String], lines: [(width: WidthPreset, title: Int, message: Int)]) {
        self.tipID = tipID
        self.variant = variant
        self.findingChecks = findingChecks
        self.lines = lines
    }

    /// In a few words, for the grid cell at `width`, about that cell: `budget: ok`, `budget:
    /// COPY-2`, `budget: title 2 lines`. The copy checks are the wording's at every width (the
    /// page lists them as findings); how many lines the title takes is this width's, so a cell
    /// never speaks of another width (a picture at phone does not say the title wraps at watch).
    public func shortText(at width: WidthPreset) -> String {
        guard !isWithinBudgets(at: width) else { return "budget: ok" }
        var parts = findingChecks
        if let title = titleLines(at: width), title > 1 { parts.append("title \(title) lines") }
        return "budget: " + parts.joined(separator: "; ")
    }

    /// No copy finding, and the title on one line at `width` (at a width with no fixed columns,
    /// the copy checks alone).
    public func isWithinBudgets(at width: WidthPreset) -> Bool {
        findingChecks.isEmpty && (titleLines(at: width) ?? 1) == 1
    }

    private func titleLines(at width: WidthPreset) -> Int? {
        lines.first { $0.width == width }?.title
    }

    /// No copy finding, and a title on one line at every width.
    public var isWithinBudgets: Bool { findingChecks.isEmpty && lines.allSatisfy { $0.title == 1 } }

    /// `short: within the budgets at every width (title+message lines: watch 1+2, phone 1+1, tablet 1+1)`.
    public var description: String {
        let name = variant ?? "own copy"
        var verdict: [String] = []
        if !findingChecks.isEmpty { verdict.append("\(findingChecks.count) copy \(findingChecks.count == 1 ? "finding" : "findings") (\(findingChecks.joined(separator: ", ")))") }
        let wrapped = lines.filter { $0.title > 1 }.map(\.width.rawValue)
        if !wrapped.isEmpty { verdict.append("title wraps at \(wrapped.joined(separator: ", "))") }
        let measured = lines.map { "\($0.width.rawValue) \($0.title)+\($0.message)" }.joined(separator: ", ")
        return "\(name): " + (verdict.isEmpty ? "within the budgets at every width" : verdict.joined(separator: "; "))
            + " (title+message lines: \(measured))"
    }

    public static func == (lhs: VariantBudget, rhs: VariantBudget) -> Bool {
        lhs.tipID == rhs.tipID && lhs.variant == rhs.variant && lhs.findingChecks == rhs.findingChecks
            && lhs.lines.map { "\($0.width.rawValue) \($0.title) \($0.message)" } == rhs.lines.map { "\($0.width.rawValue) \($0.title) \($0.message)" }
    }
}
