import Foundation
import TipCore

/// A seeded random sequence of engine operations with invariants checked after every step
/// (design §7). `run` returns a text snapshot per step so the same sequence can be compared across
/// datastores: the in-memory and SQLite stores must give identical snapshots.
///
/// The operations are what an app's life is made of: time passing, donations (to a plain event
/// and to one with a `DonationLimit`), deleting donations, parameter writes, presentations
/// beginning and ending, invalidations, `resetEligibility`, testing overrides, and relaunches — a
/// new engine on a newly opened store, sometimes with `-com.apple.TipKit.ResetDatastore 1`.
/// Clock steps are whole seconds because the SQLite store keeps milliseconds.
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
    static let limitedEvent = "limited"
    static let donationLimit = Tips.DonationLimit(maximumCount: 3, maximumAge: .hours(2))

    static let tips: [DataTip] = [
        DataTip("counted", options: [Tips.MaxDisplayCount(2)]),
        DataTip("flagged", rules: [Tips.Rule(parameterID: "flag", description: "flag == true") { $0 == .bool(true) }]),
        DataTip("twice", rules: [Tips.Rule(eventID: "e", description: "e.count >= 2") { d, _ in d.count >= 2 }],
                options: [Tips.MaxDisplayDuration(120)]),
        DataTip("ignoring", options: [Tips.IgnoresDisplayFrequency(true)]),
        DataTip("recent", rules: [Tips.Rule(eventID: "e", description: "e within an hour") { d, now in
            !d.donatedWithin(.hour, now: now).isEmpty
        }]),
        DataTip("limited", rules: [Tips.Rule(eventID: limitedEvent, description: "limited.count >= 2") { d, _ in d.count >= 2 }]),
    ]

    /// The testing overrides the model switches between; `none` comes up most often.
    static func overrideChoices() -> [(name: String, overrides: Tips.TestingOverrides)] {
        let some = tips.map(\.id)
        return [
            ("none", Tips.TestingOverrides()),
            ("none", Tips.TestingOverrides()),
            ("showAll", Tips.TestingOverrides(showAllTips: true)),
            ("hideAll", Tips.TestingOverrides(hideAllTips: true)),
            ("show \(some[1])", Tips.TestingOverrides(shownTips: [some[1]])),
            ("hide \(some[0]) + showAll", Tips.TestingOverrides(showAllTips: true, hiddenTips: [some[0]])),
        ]
    }

    /// A violated invariant, with the step and operation that broke it.
    struct Violation: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `steps` random operations. `openStore` is called at the start and at every relaunch:
    /// return the same instance for an in-memory store, a new connection for a file.
    static func run(seed: UInt64, steps: Int, openStore: () throws -> any TipDatastore) throws -> [String] {
        var random = Generator(state: seed)
        let clock = ManualClock()
        func launch(resetting: Bool) throws -> TipsEngine {
            let engine = TipsEngine(clock: clock)
            engine.registerEvent(id: limitedEvent, donationLimit: donationLimit)
            try engine.configure(
                [.datastore(try openStore()), .displayFrequency(frequency)],
                launchArguments: resetting ? ["-com.apple.TipKit.ResetDatastore", "1"] : [])
            return engine
        }
        var engine = try launch(resetting: false)
        var overrides = Tips.TestingOverrides()
        var snapshots: [String] = []
        var lastFirstDisplay: Date?
        var previous = tips.map { engine.record(of: $0) }

        for step in 0..<steps {
            let tip = tips.randomElement(using: &random)!
            let index = tips.firstIndex { $0.id == tip.id }!
            var operation: String
            var resetIndices: Range<Int> = 0..<0
            switch Int.random(in: 0..<24, using: &random) {
            case 0..<3:
                let seconds = Int.random(in: 0...7_200, using: &random)
                clock.advance(by: TimeInterval(seconds))
                operation = "advance \(seconds)"
            case 3..<5:
                try engine.donate(eventID: "e")
                operation = "donate e"
            case 5:
                try engine.donate(eventID: limitedEvent)
                operation = "donate \(limitedEvent)"
            case 6:
                try engine.deleteDonations(eventID: "e")
                operation = "deleteDonations e"
            case 7, 8:
                let flag = Bool.random(using: &random)
                try engine.setParameter(id: "flag", value: .bool(flag))
                operation = "flag = \(flag)"
            case 9..<14:
                let wasNew = engine.record(of: tip).firstDisplayedAt == nil && !engine.isPresenting(tip)
                let began = engine.beginPresentation(of: tip)
                operation = "begin \(tip.id) -> \(began)"
                if began && wasNew {
                    let exempt = tip.id == "ignoring" || shows(tip, overrides)
                    if !exempt, let last = lastFirstDisplay, clock.now < last.addingTimeInterval(frequency.interval) {
                        throw Violation(description: "step \(step): \(tip.id) was shown new inside the frequency window")
                    }
                    lastFirstDisplay = clock.now
                }
            case 14..<17:
                engine.endPresentation(of: tip)
                operation = "end \(tip.id)"
            case 17, 18:
                let reason = Tips.InvalidationReason.allCases.randomElement(using: &random)!
                engine.invalidate(tip, reason: reason)
                operation = "invalidate \(tip.id) \(reason)"
            case 19:
                resetIndices = index..<(index + 1)
                engine.resetEligibility(of: tip)
                operation = "resetEligibility \(tip.id)"
            case 20, 21:
                let choice = overrideChoices().randomElement(using: &random)!
                overrides = choice.overrides
                engine.setTestingOverrides(overrides)
                operation = "override \(choice.name)"
            default:
                let resetting = Int.random(in: 0..<4, using: &random) == 0
                engine = try launch(resetting: resetting)
                overrides = Tips.TestingOverrides()
                operation = resetting ? "relaunch with reset" : "relaunch"
                if resetting {
                    resetIndices = tips.indices
                    lastFirstDisplay = nil
                }
            }

            let records = tips.map { engine.record(of: $0) }
            let statuses = engine.statuses(of: tips)
            for i in tips.indices where !resetIndices.contains(i) {
                let context = "step \(step) (\(operation)): \(tips[i].id)"
                if records[i].displayCount < previous[i].displayCount {
                    throw Violation(description: "\(context) display count went down")
                }
                if let reason = previous[i].invalidationReason {
                    if records[i].invalidationReason != reason {
                        throw Violation(description: "\(context) lost its invalidation")
                    }
                    if !shows(tips[i], overrides), statuses[i] != .invalidated(reason) {
                        throw Violation(description: "\(context) is \(statuses[i]) while invalidated")
                    }
                }
            }
            for i in tips.indices where hides(tips[i], overrides) && statuses[i] == .available {
                throw Violation(description: "step \(step) (\(operation)): \(tips[i].id) is available while hidden")
            }
            previous = records
            let state = zip(statuses, records).map { status, record in
                "\(record.tipID)=\(status) n=\(record.displayCount) t=\(Int(record.displayDuration))"
            }
            let inputs = "e=\(engine.donations(eventID: "e").count) \(limitedEvent)=\(engine.donations(eventID: limitedEvent).count)"
                + " flag=\(engine.parameterValue(id: "flag"))"
            snapshots.append("\(step) \(operation): \(inputs) " + state.joined(separator: " "))
        }
        return snapshots
    }

    /// Whether an override shows the tip (TST-1 precedence), exempting it from the frequency.
    static func shows(_ tip: DataTip, _ overrides: Tips.TestingOverrides) -> Bool {
        overrides.shownTips.contains(tip.id) || (!overrides.hiddenTips.contains(tip.id) && overrides.showAllTips)
    }

    /// Whether an override hides the tip (TST-1 precedence).
    static func hides(_ tip: DataTip, _ overrides: Tips.TestingOverrides) -> Bool {
        !overrides.shownTips.contains(tip.id)
            && (overrides.hiddenTips.contains(tip.id) || (!overrides.showAllTips && overrides.hideAllTips))
    }
}
