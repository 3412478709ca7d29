import Foundation

extension RuleExpression {
    /// The fewest donations of `eventID` made at `now`, added to `donations`, for which this event
    /// rule holds: 0 when it holds already, nil when no count up to 1,000 makes it hold. Each
    /// count up to 20 is tried, then 1,000 (nil when it fails), then 50, 100 and 500, and a count found among those is
    /// narrowed by halving the gap below it (about 35 evaluations at most). The inspector's
    /// "donate E N more times" and the search for rules that can never hold both ask this.
    /// `others` says what the rule's other inputs hold, for a rule with more than one; `payload`
    /// is what each donation carries (a rule that filters or groups donations reads it).
    public func donationsNeeded(
        after donations: [DonationRecord], eventID: String, now: Date, payload: Data = Data("{}".utf8),
        others: (Input) -> Argument = { _ in .donations([]) }
    ) -> Int? {
        func holds(adding count: Int) -> Bool {
            let added = (0..<count).map {
                DonationRecord(sequence: Int64(donations.count + $0 + 1), eventID: eventID, date: now, payload: payload)
            }
            return evaluate(now: now) { $0 == .event(eventID) ? .donations(donations + added) : others($0) }.passed
        }
        if holds(adding: 0) { return 0 }
        if let count = (1...20).first(where: holds(adding:)) { return count }
        // Past 20, the largest count first: most rules that 20 more do not satisfy are never
        // satisfied by more (donations another payload filters out), and one look at 1,000
        // says so without building the counts between.
        guard holds(adding: 1_000) else { return nil }
        var below = 20
        for count in [50, 100, 500, 1_000] {
            guard holds(adding: count) else {
                below = count
                continue
            }
            var (low, high) = (below, count)  // fails at low, holds at high
            while high - low > 1 {
                let middle = (low + high) / 2
                if holds(adding: middle) { high = middle } else { low = middle }
            }
            return high
        }
        return nil
    }
}
