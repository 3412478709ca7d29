import Foundation
import TipCore

/// Why a tip can never show, found from the playground alone: `tiptui explore` gives the cause of
/// what its search could only call "not found", and `tiptui review` reports it (FLOW-1). Each
/// reason is certain, whatever a search's limits.
public enum TipReachability {
    /// Per tip, the reasons it can never show (none for a tip that may).
    public static func unreachableReasons(in document: PlaygroundDocument) -> [String: [String]] {
        let placedTips = Set(document.screens.flatMap(\.placements).flatMap(document.tipIDs(shownBy:)))
        let donated = donatedEvents(in: document)
        let changedParameters = changedParameters(in: document)
        var reasons: [String: [String]] = [:]
        for tip in document.tips {
            var found: [String] = []
            if !placedTips.contains(tip.id) { found.append("no screen places it") }
            for rule in tip.rules {
                let text = oneLine(rule.source)
                guard rule.expression.inputs.count == 1 else {
                    let changing = rule.expression.inputs.contains {
                        switch $0 {
                        case .event(let id): donated.contains(id)
                        case .parameter(let id): changedParameters.contains(id)
                        }
                    }
                    let atStart = rule.expression.evaluateOnFreshInstall(now: referenceDate) { document.parameter(id: $0)?.defaultValue }
                    if !changing, !atStart.passed {
                        found.append("its rule `\(text)` is false at the start, and nothing the app does changes what it reads")
                    }
                    continue
                }
                switch rule.expression.inputs[0] {
                case .event(let id) where !donated.contains(id):
                    if !rule.expression.evaluate(donations: [], now: referenceDate).passed {
                        found.append("its rule `\(text)` needs donations of '\(id)', which no control or tip action donates")
                    }
                case .event(let id) where neverTrue(rule.expression, eventID: id):
                    found.append("its rule `\(text)` is false for any number of donations")
                case .parameter(let id) where !changedParameters.contains(id):
                    if let parameter = document.parameters.first(where: { $0.id == id }),
                       !rule.expression.evaluate(parameter: parameter.defaultValue).passed {
                        found.append("its rule `\(text)` is false for '\(id)' = \(parameter.defaultValue), and no control changes '\(id)'")
                    }
                default:
                    break
                }
            }
            found += contradictions(among: tip.rules, in: document)
            reasons[tip.id] = found
        }
        // An ordered group shows a tip only after every earlier one is done.
        for group in document.groups where group.priority == .ordered {
            for (index, tipID) in group.tipIDs.enumerated() {
                guard let blocker = group.tipIDs[..<index].first(where: { !(reasons[$0] ?? []).isEmpty }) else { continue }
                reasons[tipID, default: []].append("it comes after \(blocker) in the ordered group \(group.id), and \(blocker) never shows")
            }
        }
        return reasons
    }

    /// Rules on one input that each can hold but never all at once (`count >= 3` and `count < 2`
    /// on one event), proved by `RuleExpression.canHoldTogether`: rules the interval reasoning
    /// cannot decide are left to the search.
    private static func contradictions(among rules: [RuleDeclaration], in document: PlaygroundDocument) -> [String] {
        var byInput: [RuleExpression.Input: [RuleDeclaration]] = [:]
        var order: [RuleExpression.Input] = []
        for rule in rules where rule.expression.inputs.count == 1 {
            let input = rule.expression.inputs[0]
            if byInput[input] == nil { order.append(input) }
            byInput[input, default: []].append(rule)
        }
        return order.compactMap { input -> String? in
            guard let group = byInput[input], group.count > 1 else { return nil }
            let type = document.parameters.first { $0.id == input.id }?.defaultValue
            let expressions = group.map(\.expression)
            // Each rule alone can hold: one that cannot is reported by itself, above.
            guard expressions.allSatisfy({ RuleExpression.canHoldTogether([$0], reading: input, type: type) == true }),
                  RuleExpression.canHoldTogether(expressions, reading: input, type: type) == false
            else { return nil }
            let texts = group.map { "`\(oneLine($0.source))`" }.joined(separator: " and ")
            let what: String = switch input {
            case .event(let id): "no number of donations of '\(id)'"
            case .parameter(let id): "no value of '\(id)'"
            }
            return "its rules \(texts) never hold together: \(what) satisfies them all"
        }
    }

    /// The events some control or tip action donates.
    public static func donatedEvents(in document: PlaygroundDocument) -> Set<String> {
        Set(effects(in: document).compactMap { effect -> String? in
            if case .donate(let event, _) = effect { return event }
            return nil
        })
    }

    /// The parameters some control or tip action sets or flips, or a text field edits.
    public static func changedParameters(in document: PlaygroundDocument) -> Set<String> {
        var changed = Set(effects(in: document).compactMap { effect -> String? in
            switch effect {
            case .setParameter(let id, _), .toggleParameter(let id): id
            default: nil
            }
        })
        for control in document.screens.flatMap(\.allControls) {
            if case .textField(_, let parameter?) = control.kind { changed.insert(parameter) }
        }
        return changed
    }

    /// What the app's controls (list rows included) and the tips' actions do.
    private static func effects(in document: PlaygroundDocument) -> [ControlEffect] {
        effectSources(in: document).flatMap(\.effects)
    }

    /// Where a person makes the app change tip state: a control of a screen (list rows
    /// included) or a tip's action button, with what it does. The reasons above and the
    /// inspector's "next:" steps read the app through this one list.
    public struct EffectSource: Equatable, Sendable {
        public enum Place: Equatable, Sendable {
            case control(id: String, screen: String)
            case tipAction(tip: String, action: String)
        }
        public let place: Place
        /// The control, for what its kind does besides its effects (a toggle flips its parameter).
        public let control: ControlDeclaration?
        public let effects: [ControlEffect]
    }

    /// Every control of every screen, in file order, then every tip's actions.
    public static func effectSources(in document: PlaygroundDocument) -> [EffectSource] {
        document.screens.flatMap { screen in
            screen.allControls.map { EffectSource(place: .control(id: $0.id, screen: screen.id), control: $0, effects: $0.effects) }
        } + document.tips.flatMap { tip in
            tip.actions.map { EffectSource(place: .tipAction(tip: tip.id, action: $0.id), control: nil, effects: $0.effects) }
        }
    }

    /// Whether an event rule that counts donations holds for no count at all, up to 1,000
    /// donations just made. Rules that look into payloads or group donations are not judged
    /// (donations without payloads would prove nothing about them).
    private static func neverTrue(_ rule: RuleExpression, eventID: String) -> Bool {
        guard !["filter", "Subset", "groupedBy", "map", "contains"].contains(where: rule.source.contains) else { return false }
        return rule.donationsNeeded(after: [], eventID: eventID, now: referenceDate) == nil
    }

    /// When rules are tried: donations are made at that moment, so any date works.
    private static let referenceDate = Date(timeIntervalSince1970: 1_767_690_000)

    /// Rule text on one line, for a message.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
