import Foundation
import Testing
import TipCore

/// An explanation shows the numbers the evaluation used: for random counting rules over random
/// donation histories, the count it reports is the one the rule compared (donations inside the
/// window, matching the filter), the total is the event's, and its verdict is the status's.
@Suite("Explanations tell the truth")
struct ExplanationTruthPropertyTests {
    /// Histories checked in CI, one stream from the commit's seed offset (`LawSeeds`);
    /// `TIPPLAYGROUND_EXPLANATION_HISTORIES=20000 swift test --filter ExplanationTruth` runs more.
    static let histories = LawSeeds.budget(2_000, variable: "TIPPLAYGROUND_EXPLANATION_HISTORIES")

    struct Window {
        var text: String
        var seconds: TimeInterval
    }

    static let windows = [
        Window(text: ".hour", seconds: 3_600), Window(text: ".day", seconds: 86_400),
        Window(text: ".days(3)", seconds: 3 * 86_400), Window(text: ".week", seconds: 604_800),
        Window(text: ".weeks(2)", seconds: 2 * 604_800),
    ]
    static let trails = ["alta", "brighton", "solitude"]
    static let comparisons = [">=", ">", "==", "<", "<=", "!="]

    static func holds(_ count: Int, _ comparison: String, _ limit: Int) -> Bool {
        switch comparison {
        case ">=": count >= limit
        case ">": count > limit
        case "==": count == limit
        case "<": count < limit
        case "<=": count <= limit
        default: count != limit
        }
    }

    @Test func theCountAndVerdictAreTheEvaluations() throws {
        var random = RandomOperationModel.Generator(state: 0x7105 &+ LawSeeds.offset)
        for history in 0..<Self.histories {
            let tips = try EngineHarness()
            // Donations over about 20 days, each with a trail in its payload.
            var donated: [(date: Date, trail: String)] = []
            for _ in 0..<Int.random(in: 0...25, using: &random) {
                tips.clock.advance(by: TimeInterval(Int.random(in: 0...(20 * 3_600), using: &random)))
                let trail = Self.trails.randomElement(using: &random)!
                try tips.engine.donate(eventID: "hiked", payload: Data(#"{"trail":"\#(trail)"}"#.utf8))
                donated.append((tips.clock.now, trail))
            }
            tips.clock.advance(by: TimeInterval(Int.random(in: 0...(3 * 86_400), using: &random)))
            let now = tips.clock.now

            let window = Bool.random(using: &random) ? Self.windows.randomElement(using: &random)! : nil
            let trail = Bool.random(using: &random) ? Self.trails.randomElement(using: &random)! : nil
            let op = Self.comparisons.randomElement(using: &random)!
            let limit = Int.random(in: 0...8, using: &random)
            var chain = "$0.donations"
            if let window { chain += ".donatedWithin(\(window.text))" }
            if let trail { chain += #".filter { $0.trail == "\#(trail)" }"# }
            let text = "#Rule(Self.hiked) { \(chain).count \(op) \(limit) }"

            // What the rule counts, worked out here from the history itself.
            let expected = donated.filter { donation in
                (window.map { now.timeIntervalSince(donation.date) <= $0.seconds } ?? true)
                    && (trail.map { donation.trail == $0 } ?? true)
            }.count
            let tip = DataTip("HikeTip", rules: [try Tips.Rule(text: text)])
            let report = try #require(tips.engine.explanation(for: tip).rules.first)
            guard case .counted(let counts, let all) = report.observed else {
                Issue.record("history \(history), \(text): observed \(report.observed)")
                continue
            }
            #expect(counts.map(\.count) == [expected], "history \(history), \(text)")
            #expect(all == donated.count, "history \(history), \(text)")
            #expect(report.passed == Self.holds(expected, op, limit), "history \(history), \(text)")
            #expect((tips.status(tip) == .available) == Self.holds(expected, op, limit), "history \(history), \(text)")
            if window != nil || trail != nil {
                #expect(report.observed.description.hasPrefix("\(expected) in the last") || report.observed.description.hasPrefix("\(expected) matching"))
            }
        }
    }
}
