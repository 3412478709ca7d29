import Foundation
import Synchronization
import Testing
import TipCore

/// The engine keeps each rule's result and runs the rule again only when one of its inputs
/// changed (RUL-3), which tips reading other inputs never notice.
@Suite struct RuleResultCacheTests {
    /// How many times each rule ran, by the input it reads.
    final class RunCounter: Sendable {
        private let runs = Mutex<[String: Int]>([:])

        func ran(_ input: String) { runs.withLock { $0[input, default: 0] += 1 } }
        func count(_ input: String) -> Int { runs.withLock { $0[input, default: 0] } }
    }

    /// A tip whose one rule needs a donation to `event`, counting its runs.
    struct CountedTip: Tip {
        let event: String
        let counter: RunCounter
        var id: String { "Counted-\(event)" }
        var title: Text { Text("Needs \(event)") }
        var rules: [Rule] {
            [Tips.Rule(eventID: event, description: "\(event) donated") { [counter, event] donations, _ in
                counter.ran(event)
                return !donations.isEmpty
            }]
        }
    }

    @Test("A donation runs again only the rules over that event; the others keep their results")
    func aChangeRerunsOnlyTheRulesThatReadIt() throws {
        let tips = try EngineHarness()
        let counter = RunCounter()
        let shared = CountedTip(event: "shared", counter: counter)
        let saved = CountedTip(event: "saved", counter: counter)
        #expect(tips.engine.statuses(of: [shared, saved]) == [.pending, .pending])
        #expect(tips.engine.statuses(of: [shared, saved]) == [.pending, .pending])
        #expect((counter.count("shared"), counter.count("saved")) == (1, 1), "nothing changed: no rule ran again")

        try tips.engine.donate(eventID: "shared")
        #expect(tips.engine.statuses(of: [shared, saved]) == [.available, .pending])
        #expect((counter.count("shared"), counter.count("saved")) == (2, 1))

        try tips.engine.donate(eventID: "saved")
        #expect(tips.engine.statuses(of: [shared, saved]) == [.available, .available])
        #expect((counter.count("shared"), counter.count("saved")) == (2, 2))
    }

    /// True once, then false.
    final class FirstTime: Sendable {
        private let first = Mutex(true)

        func take() -> Bool { first.withLock { first in defer { first = false }; return first } }
    }

    /// A tip whose rule, the first time it runs, changes the very parameter it reads (as another
    /// thread's write landing while the rule runs would).
    struct SelfChangingTip: Tip {
        let engine: TipsEngine
        let firstRun = FirstTime()
        var id: String { "SelfChanging" }
        var title: Text { Text("Level one") }
        var rules: [Rule] {
            [Tips.Rule(parameterID: "level", description: "level is 1") { [engine, firstRun] value in
                if firstRun.take() {
                    try? engine.setParameter(id: "level", value: .int(1))
                }
                return value == .int(1)
            }]
        }
    }

    @Test("A result whose input changed while its rule ran is not trusted at the next read")
    func aChangeDuringTheRunIsNotLost() throws {
        let tips = try EngineHarness()
        try tips.engine.setParameter(id: "level", value: .int(0))
        let tip = SelfChangingTip(engine: tips.engine)
        #expect(tips.status(tip) == .pending, "the run saw level 0")
        #expect(tips.engine.parameterValue(id: "level") == .int(1))
        #expect(tips.status(tip) == .available, "the next read runs the rule again and sees level 1")
    }
}
