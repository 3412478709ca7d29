import Foundation

/// Anything with a donation date: `Tips.Event.Donation` and the raw `DonationRecord`, so the
/// window helper serves Swift rules and rules written as text alike.
public protocol TimestampedDonation {
    var date: Date { get }
}

extension DonationRecord: TimestampedDonation {}

extension Sequence where Element: TimestampedDonation {
    /// The donations inside the trailing window ending now: `now - date <= range`, boundary
    /// included (spec EVT-5, Appendix B 7). "Now" is the evaluating engine's clock.
    ///
    /// Inlinable so rules filter their donations with code specialized for the concrete type:
    /// this runs for every rule over an event whose donations changed.
    @inlinable
    public func donatedWithin(_ range: Tips.DonationTimeRange) -> [Element] {
        donatedWithin(range, now: evaluationNow())
    }

    /// The donations inside the window ending at `now`, boundary included.
    @inlinable
    public func donatedWithin(_ range: Tips.DonationTimeRange, now: Date) -> [Element] {
        let interval = range.timeInterval
        return filter { now.timeIntervalSince($0.date) <= interval }
    }
}

/// The "now" of the rule evaluation in progress, or the current engine's clock outside one.
@usableFromInline
func evaluationNow() -> Date {
    RuleEvaluationContext.current?.now ?? TipsEngine.current.now
}

extension Sequence {
    /// The donations forming the largest group by `keyPath` (spec EVT-6). On a tie, the group
    /// whose earliest donation is oldest wins (Appendix B 7). Keeps the original order.
    public func largestSubset<DonationInfo, Value: Hashable>(
        groupedBy keyPath: KeyPath<DonationInfo, Value>
    ) -> [Element] where Element == Tips.Event<DonationInfo>.Donation {
        subset(groupedBy: keyPath, preferring: >)
    }

    /// The donations forming the smallest group by `keyPath`; ties as in `largestSubset`.
    public func smallestSubset<DonationInfo, Value: Hashable>(
        groupedBy keyPath: KeyPath<DonationInfo, Value>
    ) -> [Element] where Element == Tips.Event<DonationInfo>.Donation {
        subset(groupedBy: keyPath, preferring: <)
    }

    private func subset<DonationInfo, Value: Hashable>(
        groupedBy keyPath: KeyPath<DonationInfo, Value>,
        preferring isBetter: (Int, Int) -> Bool
    ) -> [Element] where Element == Tips.Event<DonationInfo>.Donation {
        var groups: [Value: [Element]] = [:]
        var firstSeen: [Value] = []
        for donation in self {
            let key = donation.value[keyPath: keyPath]
            if groups[key] == nil { firstSeen.append(key) }
            groups[key, default: []].append(donation)
        }
        func earliest(_ key: Value) -> Date { groups[key]!.map(\.date).min()! }
        var best: Value?
        for key in firstSeen {
            guard let current = best else {
                best = key
                continue
            }
            let count = groups[key]!.count, bestCount = groups[current]!.count
            if isBetter(count, bestCount) || (count == bestCount && earliest(key) < earliest(current)) {
                best = key
            }
        }
        return best.map { groups[$0]! } ?? []
    }
}
