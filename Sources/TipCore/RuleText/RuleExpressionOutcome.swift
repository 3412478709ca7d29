/// The result of evaluating one rule: whether it passed and what it looked at.
public struct RuleExpressionOutcome: Equatable, Sendable {
    public let passed: Bool
    /// What the rule saw, for explanations: each observed operand as `path = value`, e.g.
    /// `donations.donatedWithin(.week).count = 2`, joined by `, `.
    public let observed: String
    /// Why the rule could not be evaluated (a type mismatch, an undecodable payload). A rule that
    /// cannot be evaluated counts as false and never crashes (spec RUL-6).
    public let error: String?

    public init(passed: Bool, observed: String, error: String? = nil) {
        self.passed = passed
        self.observed = observed
        self.error = error
    }
}
