import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// The run's setup and the simulated clock: size, time, launches, frequency, overrides.
extension ActionSpelling {
    static let size = ActionSpelling(
        "size", place: .scriptsOnly(refusal: "size only applies in scripts; resize the terminal instead"),
        usage: "size WIDTHxHEIGHT",
        parse: { arguments throws(ScriptLineFailure) in
            let token = try arguments.next("a size like 80x24")
            guard let size = ScriptLiterals.size(token.text) else { throw arguments.wrong(token, "a size like 80x24") }
            guard (1...1000).contains(size.width), (1...1000).contains(size.height) else {
                throw arguments.wrong(token, "a size between 1x1 and 1000x1000")
            }
            return .resize(Size(width: size.width, height: size.height))
        },
        matches: { if case .resize = $0 { true } else { false } },
        arguments: { if case .resize(let size) = $0 { "\(size.width)x\(size.height)" } else { nil } },
        changesTheApp: .never, mayComeBeforePlayground: true)

    static let clock = ActionSpelling(
        "clock", usage: "clock YYYY-MM-DDTHH:MM:SSZ",
        parse: { arguments throws(ScriptLineFailure) in
            .clock(try arguments.converted("a UTC date like 2026-01-06T09:00:00Z", ScriptLiterals.date))
        },
        matches: { if case .clock = $0 { true } else { false } },
        arguments: { if case .clock(let date) = $0 { ScriptStep.dateText(date) } else { nil } },
        changesTheApp: .always, mayComeBeforePlayground: true)

    static let advance = ActionSpelling(
        "advance", usage: "advance DURATION",
        parse: { arguments throws(ScriptLineFailure) in
            .advance(try arguments.duration("a duration like 90s, 15m, 2h, 1d or 1w"))
        },
        matches: { if case .advance = $0 { true } else { false } },
        arguments: { if case .advance(let interval) = $0 { DurationText.text(interval) } else { nil } },
        keys: [
            KeyBinding(.character("m"), always: .advance(60)), KeyBinding(.character("h"), always: .advance(3_600)),
            KeyBinding(.character("d"), always: .advance(86_400)), KeyBinding(.character("w"), always: .advance(604_800)),
        ],
        help: .clock, changesTheApp: .always, mayComeBeforePlayground: true)

    /// Time passing while someone looks, as `tiptui record` writes it: a step, so the first
    /// screen stays up that long, and silent, as the live clock's ticks are.
    static let wait = ActionSpelling(
        "wait", place: .scriptsOnly(refusal: "wait only applies in scripts; here time passes by itself (or press m/h/d/w)"),
        usage: "wait DURATION",
        parse: { arguments throws(ScriptLineFailure) in
            .wait(try arguments.duration("a duration like 4s or 2s350ms"))
        },
        matches: { if case .wait = $0 { true } else { false } },
        arguments: { if case .wait(let interval) = $0 { DurationText.text(interval) } else { nil } },
        changesTheApp: .always)

    /// `N`: back to real time. A recording writes it with the real time it went back to
    /// (`real-time 2026-12-05T14:45:52.702Z`), so its replay reaches the same time and says the
    /// same thing ("back to real time", and whether the store runs ahead).
    static let realTime = ActionSpelling(
        "real-time", place: .scriptsOnly(refusal: "real-time DATE only applies in scripts; press N to go back to real time"),
        usage: "real-time YYYY-MM-DDTHH:MM:SSZ",
        parse: { arguments throws(ScriptLineFailure) in
            .realTime(recorded: try arguments.converted("a UTC date like 2026-01-06T09:00:00Z", ScriptLiterals.date))
        },
        matches: { if case .realTime = $0 { true } else { false } },
        arguments: { if case .realTime(let recorded?) = $0 { ScriptStep.dateText(recorded) } else { nil } },
        keys: [KeyBinding(.character("N"), always: .realTime(recorded: nil))], help: .clock, changesTheApp: .always)

    static let relaunch = ActionSpelling(
        "relaunch", parse: { _ throws(ScriptLineFailure) in .relaunch }, matches: { $0 == .relaunch }, arguments: { _ in "" },
        keys: [KeyBinding(.character("R"), always: .relaunch)], help: .relaunch, changesTheApp: .always)

    static let reset = ActionSpelling(
        "reset", parse: { _ throws(ScriptLineFailure) in .reset }, matches: { $0 == .reset }, arguments: { _ in "" },
        changesTheApp: .always, mayComeBeforePlayground: true)

    static let restart = ActionSpelling(
        "restart", parse: { _ throws(ScriptLineFailure) in .restart }, matches: { $0 == .restart }, arguments: { _ in "" },
        changesTheApp: .always)

    static let frequency = ActionSpelling(
        "frequency", usage: "frequency immediate|hourly|daily|weekly|monthly",
        parse: { arguments throws(ScriptLineFailure) in
            let expectation = "one of immediate, hourly, daily, weekly or monthly"
            let token = try arguments.next(expectation)
            guard let frequency = Tips.ConfigurationOption.DisplayFrequency(named: token.text) else {
                throw arguments.wrong(token, expectation, suggestions: Tips.ConfigurationOption.DisplayFrequency.allNamed.map(\.description))
            }
            return .frequency(frequency)
        },
        matches: { if case .frequency = $0 { true } else { false } },
        arguments: { if case .frequency(let frequency) = $0 { "\(frequency)" } else { nil } },
        changesTheApp: .always, mayComeBeforePlayground: true,
        complete: { position, _, _ in position == 1 ? Tips.ConfigurationOption.DisplayFrequency.allNamed.map(\.description) : nil })

    static let override = ActionSpelling(
        "override", usage: "override show-all|hide-all|show TIPS|hide TIPS|none",
        parse: { arguments throws(ScriptLineFailure) in .override(try ScriptOverride.read(&arguments).testingOverrides) },
        matches: { if case .override = $0 { true } else { false } },
        arguments: { action in
            guard case .override(let overrides) = action else { return nil }
            guard let overrides else { return ScriptOverride.none.words }
            let commands = ScriptOverride.commands(for: overrides)
            return commands.count == 1 ? commands[0].words : nil
        },
        changesTheApp: .always,
        complete: { position, _, ids in
            position == 1 ? ["hide", "hide-all", "none", "show", "show-all"] : position == 2 ? Array(ids.tips) : nil
        })
}
