/// The result of evaluating one rule: whether it passed and what it looked at.
public struct RuleExpressionOutcome: Equatable, Sendable {
    public let passed: Bool
    /// What the rule saw, for explanations: each observed operand as `path = value`, e.g.
    /// `donations.donatedWithin(.week).count = 2`, joined by `, `.
    public let observed: String
    /// Each count of donations the rule compared, outside filter closures, in evaluation order.
    public let counted: [DonationCount]
    /// Why the rule could not be evaluated (a type mismatch, an undecodable payload). A rule that
    /// cannot be evaluated counts as false and never crashes (spec RUL-6).
    public let error: String?

    public init(passed: Bool, observed: String, counted: [DonationCount] = [], error: String? = nil) {
        self.passed = passed
        self.observed = observed
        self.counted = counted
        self.error = error
    }
}
