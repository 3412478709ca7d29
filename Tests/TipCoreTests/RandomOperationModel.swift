import Foundation
import TipCore

/// A seeded random sequence of engine operations with invariants checked after every step
/// (design §7). `run` returns a text snapshot per step so the same sequence can be compared across
/// datastores (in-memory and SQLite must give identical snapshots).
struct RandomOperationModel {
    /// SplitMix64: tiny, fast, and the same on every platform.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let frequency = Tips.ConfigurationOption.DisplayFrequency.hourly

    static let tips: [DataTip] = [
        DataTip("counted", options: [Tips.MaxDisplayCount(2)]),
        DataTip("flagged", rules: [Tips.Rule(parameterID: "flag", description: "flag == true") { $0 == .bool(true) }]),
        DataTip("twice", rules: [Tips.Rule(eventID: "e", description: "e.count >= 2") { d, _ in d.count >= 2 }],
                options: [Tips.MaxDisplayDuration(120)]),
        DataTip("ignoring", options: [Tips.IgnoresDisplayFrequency(true)]),
        DataTip("recent", rules: [Tips.Rule(eventID: "e", description: "e within an hour") { d, now in
            !d.donatedWithin(.hour, now: now).isEmpty
        }]),
    ]

    /// A violated invariant, with the step and operation that broke it.
    struct Violation: Error, CustomStringConvertible {
        var description: String
    }

    static func run(seed: UInt64, steps: Int, store: any TipDatastore) throws -> [String] {
        var random = Generator(state: seed)
        let clock = ManualClock()
        let engine = TipsEngine(clock: clock)
        try engine.configure([.datastore(store), .displayFrequency(frequency)])
        var snapshots: [String] = []
        var lastFirstDisplay: Date?
        var previous = tips.map { engine.record(of: $0) }

        for step in 0..<steps {
            let tip = tips.randomElement(using: &random)!
            let index = tips.firstIndex { $0.id == tip.id }!
            var operation: String
            var resetIndex: Int?
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                let seconds = TimeInterval(Int.random(in: 0...7_200, using: &random))
                clock.advance(by: seconds)
                operation = "advance \(Int(seconds))"
            case 1:
                try engine.donate(eventID: "e")
                operation = "donate e"
            case 2:
                let flag = Bool.random(using: &random)
                try engine.setParameter(id: "flag", value: .bool(flag))
                operation = "flag = \(flag)"
            case 3, 4:
                let wasNew = engine.record(of: tip).firstDisplayedAt == nil && !engine.isPresenting(tip)
                let began = engine.beginPresentation(of: tip)
                operation = "begin \(tip.id) -> \(began)"
                if began && wasNew {
                    let ignores = tip.id == "ignoring"
                    if !ignores, let last = lastFirstDisplay, clock.now < last.addingTimeInterval(frequency.interval) {
                        throw Violation(description: "step \(step): \(tip.id) was new inside the window")
                    }
                    lastFirstDisplay = clock.now
                }
            case 5:
                engine.endPresentation(of: tip)
                operation = "end \(tip.id)"
            case 6:
                let reason = Tips.InvalidationReason.allCases.randomElement(using: &random)!
                engine.invalidate(tip, reason: reason)
                operation = "invalidate \(tip.id) \(reason)"
            default:
                if previous[index].invalidationReason != nil { resetIndex = index }
                engine.resetEligibility(of: tip)
                operation = "resetEligibility \(tip.id)"
            }

            let records = tips.map { engine.record(of: $0) }
            let statuses = engine.statuses(of: tips)
            for i in tips.indices where i != resetIndex {
                if records[i].displayCount < previous[i].displayCount {
                    throw Violation(description: "step \(step) (\(operation)): \(tips[i].id) count went down")
                }
                if let reason = previous[i].invalidationReason, statuses[i] != .invalidated(reason) {
                    throw Violation(description: "step \(step) (\(operation)): \(tips[i].id) left invalidation")
                }
            }
            previous = tips.map { engine.record(of: $0) }
            let state = zip(statuses, previous).map { status, record in
                "\(record.tipID)=\(status) n=\(record.displayCount) t=\(Int(record.displayDuration))"
            }
            snapshots.append("\(step) \(operation): " + state.joined(separator: " "))
        }
        return snapshots
    }
}
