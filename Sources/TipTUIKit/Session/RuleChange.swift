import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// The cheapest change to a rule's inputs that makes it hold, as "next:" steps: one per input
/// still short, with what moves it. A parameter moves by a control or tip action that sets or
/// flips it, or else by `:set` with a value the rule compares against (or next to one); an event
/// moves by the controls and tip actions that donate it, one way per payload they carry (a rule
/// that filters or groups donations by payload counts only some), or else by `:donate`, which
/// carries none. Every combination of one way per input is tried, the inputs not moved keeping
/// what they hold, and the counts worked out by evaluating the rule (`donationsNeeded`); the
/// cheapest wins: fewest `:` lines, then fewest inputs moved, then fewest donations.
struct RuleChange {
    let session: PlaygroundSession

    /// What an input holds now.
    func current(_ input: RuleExpression.Input) -> RuleExpression.Argument {
        switch input {
        case .event(let eventID): .donations(session.engine.donations(eventID: eventID))
        case .parameter(let parameterID): .value(session.engine.parameterValue(id: parameterID))
        }
    }

    /// The steps that make `rule` hold, or one that says nothing the app or the `:` line adds
    /// now makes it hold, and that `:reset` starts the app over.
    func steps(toSatisfy rule: RuleDeclaration) -> [NextStep] {
        if let best = cheapest(for: rule.expression) { return best.map(\.step) }
        let reset = PlaygroundAction.reset
        return [NextStep(
            text: "none as things stand: nothing the app or the `:` line adds makes `\(Self.oneLine(rule.source))` hold; "
                + "\(NextSteps.commandLine(reset)) starts the app over",
            actions: [reset])]
    }

    /// One way to move one input.
    private struct Move {
        var input: RuleExpression.Input
        /// The parameter's new value.
        var value: TipValue?
        /// Each donation's payload, and how many.
        var payload: TipValue?
        var count = 0
        /// What does it once, and its words ("press C", "`:set P V`").
        var actions: [PlaygroundAction]
        var how: String
        var byCommandLine: Bool

        var step: NextStep {
            switch input {
            case .parameter(let id):
                return NextStep(text: "set \(id) to \(value ?? .null) (\(how))", actions: actions)
            case .event(let id) where byCommandLine:
                let donate = PlaygroundAction.donate(event: id, count: count)
                return NextStep(text: "donate \(id) \(Wording.count(count, "more time")) (\(NextSteps.commandLine(donate)))", actions: [donate])
            case .event(let id):
                let with = payload.flatMap(Self.payloadText).map { " with \($0)" } ?? ""
                return NextStep(text: "donate \(id) \(Wording.count(count, "more time"))\(with) (\(how))", actions: actions)
            }
        }

        /// `landmarkName "Zion", isFavorite false`; nil for no payload.
        static func payloadText(_ payload: TipValue) -> String? {
            guard case .object(let fields) = payload, !fields.isEmpty else { return nil }
            return fields.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
    }

    /// The cheapest set of moves that makes `rule` hold; nil when none does.
    private func cheapest(for rule: RuleExpression) -> [Move]? {
        let now = session.clock.now
        let inputs = rule.inputs
        // nil: the input keeps what it holds.
        let options: [[Move?]] = inputs.map { [nil] + moves(of: $0, in: rule) }
        var best: (cost: [Int], moves: [Move])?
        func consider(_ chosen: [Move?]) {
            guard let moves = counted(chosen, in: rule, now: now) else { return }
            let cost = [moves.filter(\.byCommandLine).count, moves.count, moves.reduce(0) { $0 + $1.count }]
            if best == nil || cost.lexicographicallyPrecedes(best!.cost) { best = (cost, moves) }
        }
        // Rules read one or two inputs: every combination of one way each.
        func combine(_ index: Int, _ chosen: [Move?]) {
            guard index < options.count else { return consider(chosen) }
            for option in options[index] { combine(index + 1, chosen + [option]) }
        }
        combine(0, [])
        return best?.moves
    }

    /// The moves chosen with their donation counts worked out, when they make `rule` hold and
    /// every one of them is needed (a move of no donations is the input kept).
    private func counted(_ chosen: [Move?], in rule: RuleExpression, now: Date) -> [Move]? {
        var parameters: [RuleExpression.Input: TipValue] = [:]
        for move in chosen.compactMap({ $0 }) where move.value != nil { parameters[move.input] = move.value }
        let donating = chosen.compactMap { $0 }.filter { $0.value == nil }
        // Each donating move's payload as a donation stores it, encoded once for every count tried.
        var payloads: [RuleExpression.Input: Data] = [:]
        for move in donating {
            payloads[move.input] = (try? JSONEncoder().encode(move.payload ?? .object([:]))) ?? Data("{}".utf8)
        }
        var added: [RuleExpression.Input: [DonationRecord]] = [:]
        func reading(_ input: RuleExpression.Input) -> RuleExpression.Argument {
            if let value = parameters[input] { return .value(value) }
            if let extra = added[input], case .donations(let donations) = current(input) { return .donations(donations + extra) }
            return current(input)
        }
        func records(_ move: Move, _ count: Int, after existing: Int) -> [DonationRecord] {
            guard case .event(let eventID) = move.input, let payload = payloads[move.input] else { return [] }
            return (0..<count).map { DonationRecord(sequence: Int64(existing + $0 + 1), eventID: eventID, date: now, payload: payload) }
        }
        func needed(_ move: Move) -> Int? {
            guard case .event(let eventID) = move.input, case .donations(let donations) = current(move.input),
                  let payload = payloads[move.input] else { return nil }
            return rule.donationsNeeded(after: donations, eventID: eventID, now: now, payload: payload, others: reading)
        }
        var moves = chosen.compactMap { $0 }.filter { $0.value != nil }
        switch donating.count {
        case 0:
            guard !moves.isEmpty, rule.evaluate(now: now, reading: reading).passed else { return nil }
        case 1:
            guard var move = donating.first, let count = needed(move), count > 0 else { return nil }
            move.count = count
            moves.append(move)
        default:
            // Two events: each count of the first up to 20, the second's worked out for it.
            guard var first = donating.first, var second = donating.dropFirst().first,
                  case .donations(let firstDonations) = current(first.input) else { return nil }
            var found: (Int, Int)?
            for count in 1...20 {
                added[first.input] = records(first, count, after: firstDonations.count)
                if let more = needed(second), more > 0, found.map({ count + more < $0.0 + $0.1 }) ?? true { found = (count, more) }
            }
            guard let (firstCount, secondCount) = found else { return nil }
            first.count = firstCount
            second.count = secondCount
            moves += [first, second]
        }
        // Keep the rule's order of inputs.
        return moves.sorted { a, b in (rule.inputs.firstIndex(of: a.input) ?? 0) < (rule.inputs.firstIndex(of: b.input) ?? 0) }
    }

    /// The ways the app moves `input`, then the `:` line's when the app has none.
    private func moves(of input: RuleExpression.Input, in rule: RuleExpression) -> [Move] {
        let sources = session.device.effectSources
        switch input {
        case .parameter(let id):
            let now = session.engine.parameterValue(id: id)
            var byApp: [Move] = []
            for source in sources {
                guard let value = Self.value(source, setsOn: id, from: now), value != now,
                      !byApp.contains(where: { $0.value == value }) else { continue }
                byApp.append(Move(input: input, value: value, actions: pressing(source), how: describe(source), byCommandLine: false))
            }
            let byCommandLine = candidateValues(of: input, in: rule, now: now).filter { value in !byApp.contains { $0.value == value } }.map { value in
                let set = PlaygroundAction.set(parameter: id, value: value)
                return Move(input: input, value: value, actions: [set], how: NextSteps.commandLine(set), byCommandLine: true)
            }
            return byApp + byCommandLine
        case .event(let id):
            var byApp: [Move] = []
            for source in sources {
                for case .donate(id, let payload) in source.effects where !byApp.contains(where: { $0.payload == payload }) {
                    byApp.append(Move(input: input, payload: payload, actions: pressing(source), how: describe(source), byCommandLine: false))
                }
            }
            // `:donate` carries no payload: it counts where the app's payloads do not matter
            // (its words and inputs are made once the count is known: `Move.step`).
            return byApp + [Move(input: input, actions: [], how: "", byCommandLine: true)]
        }
    }

    /// Values `:set` could give a parameter: those the rule compares it with and their
    /// neighbours (a flipped bool, a number one either side, strings as long as a number the rule
    /// compares a string's length with, and one longer).
    private func candidateValues(of input: RuleExpression.Input, in rule: RuleExpression, now: TipValue) -> [TipValue] {
        var values: [TipValue] = []
        for value in rule.comparedValues(of: input) {
            switch (value, now) {
            case (.bool(let flag), _): values += [.bool(flag), .bool(!flag)]
            case (.int(let number), .string): values += [.string(String(repeating: "a", count: max(0, number))), .string(String(repeating: "a", count: max(0, number + 1)))]
            case (.int(let number), _): values += [.int(number), .int(number - 1), .int(number + 1)]
            case (.double(let number), _): values += [.double(number), .double(number - 1), .double(number + 1)]
            default: values.append(value)
            }
        }
        var unique: [TipValue] = []
        for value in values where value != now && !unique.contains(value) { unique.append(value) }
        return unique
    }

    /// What presses `source` once: going to its screen first when it is another one.
    private func pressing(_ source: TipReachability.EffectSource) -> [PlaygroundAction] {
        switch source.place {
        case .control(let id, let screen):
            screen == session.device.screenID ? [.press(control: id)] : [.screen(screen), .press(control: id)]
        case .tipAction(let tip, let action):
            [.action(tip: tip, action: action)]
        }
    }

    /// "press C", "press C on screen S", "press T's 'Title' button".
    private func describe(_ source: TipReachability.EffectSource) -> String {
        switch source.place {
        case .control(let id, let screen):
            screen == session.device.screenID ? "press \(id)" : "press \(id) on \(screen)"
        case .tipAction(let tip, let action):
            "press \(tip)'s '\(session.document.tip(id: tip)?.actions.first { $0.id == action }?.title ?? action)' button"
        }
    }

    /// The value pressing `source` gives `parameterID`, if it changes it.
    private static func value(_ source: TipReachability.EffectSource, setsOn parameterID: String, from current: TipValue) -> TipValue? {
        if case .toggle(parameterID)? = source.control?.kind, case .bool(let on) = current { return .bool(!on) }
        for effect in source.effects {
            switch effect {
            case .setParameter(parameterID, let value): return value
            case .toggleParameter(parameterID): if case .bool(let on) = current { return .bool(!on) }
            default: continue
            }
        }
        return nil
    }

    /// Rule text on one line, for a message.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
