import Foundation
import TipCore

/// One of the benchmark's 1,000 tips, declared the way an app declares tips: `rules` and
/// `options` are computed properties built anew on every read. The index picks a mix of event
/// rules (`count`, `donatedWithin`), parameter rules and options.
struct BenchmarkTip: Tip {
    static let eventCount = 100
    static let parameterCount = 20

    static let events = (0..<eventCount).map { Tips.Event(id: "event-\($0)") }
    static let levels = (0..<parameterCount).map { Tips.Parameter(wrappedValue: 0, id: "level-\($0)") }

    let index: Int

    var id: String { "tip-\(index)" }
    var title: Text { "Tip \(index)" }

    var event: Tips.Event<Tips.EmptyDonation> { Self.events[index % Self.eventCount] }
    var level: Tips.Parameter<Int> { Self.levels[index % Self.parameterCount] }

    var rules: [Rule] {
        switch index % 4 {
        case 0:
            Rule(event) { $0.donations.count >= 500 }
        case 1:
            Rule(event) { $0.donations.donatedWithin(.days(7)).count >= 3 }
        case 2:
            Rule(level) { $0 >= 2 }
            Rule(event) { $0.donations.count >= 10 }
        default:
            Rule(level) { $0 < 5 }
        }
    }

    var options: [any TipOption] {
        switch index % 5 {
        case 0: MaxDisplayCount(3)
        case 1: IgnoresDisplayFrequency(true)
        case 2: MaxDisplayDuration(600)
        default: []
        }
    }
}
