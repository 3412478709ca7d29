/// How many donations a rule counted, and which ones: "in the last week", "matching the
/// filter", "in the largest group by trail", or all of them (an empty scope). Explanations show
/// the number the rule compared, named for what it counts, beside the event's total.
public struct DonationCount: Equatable, Hashable, Sendable {
    public var count: Int
    /// Which donations were counted, as words; empty for all of the event's visible donations.
    public var scope: String

    public init(count: Int, scope: String = "") {
        self.count = count
        self.scope = scope
    }
}
