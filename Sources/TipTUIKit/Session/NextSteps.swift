import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// What would make a tip that is not available now available next, for the inspector: "donate
/// didVisitBigCottonwoodCanyon 3 more times (press bigCottonwoodCanyon)", "set isProMode to false
/// (press proMode)", "close ShowLocationTip first". Each suggestion is checked by evaluating the
/// rule on what it would add, never guessed from the rule's text, and nothing is stored: it only
/// looks (the looking law). A tip the display-frequency window holds back gets the wait and the
/// clock key that ends it, and a tip an ordered group holds back names every earlier tip still
/// in its way, in order.
struct NextSteps {
    let session: PlaygroundSession

    /// The steps, in the order of the tip's rules, then the frequency window's and the group's;
    /// empty when the tip is available and free to show, invalidated, or nothing the app's
    /// controls do would help.
    /// - Parameter explanation: the engine's explanation of the tip, which the caller has at hand.
    func steps(for declaration: TipDeclaration, explanation: TipExplanation) -> [String] {
        if case .invalidated = explanation.status { return [] }
        let controls = session.document.screens.flatMap(\.allControls)
        var steps: [String] = []
        let current = { (input: RuleExpression.Input) -> RuleExpression.Argument in
            switch input {
            case .event(let eventID): .donations(session.engine.donations(eventID: eventID))
            case .parameter(let parameterID): .value(session.engine.parameterValue(id: parameterID))
            }
        }
        for rule in declaration.rules where !rule.expression.evaluate(now: session.clock.now, reading: current).passed {
            // The first change to one input that makes the rule hold (for a rule over two inputs,
            // the other keeps what it holds now).
            for input in rule.expression.inputs {
                if let step = step(changing: input, toSatisfy: rule.expression, controls: controls, current: current) {
                    steps.append(step)
                    break
                }
            }
        }
        // Rules that hold, but the display-frequency window holds the tip back.
        if steps.isEmpty, explanation.decision == .displayFrequencyWindow, let remaining = explanation.frequency.remaining {
            steps.append("wait \(DurationText.text(remaining.rounded(.up))) for the display-frequency window to end, or \(Self.clockKey(covering: remaining))")
        }
        // Rules that hold, but an ordered group shows its earlier tips first.
        if steps.isEmpty, let group = session.document.groups.first(where: { $0.priority == .ordered && $0.tipIDs.contains(declaration.id) }) {
            let earlier = group.tipIDs.prefix { $0 != declaration.id }.filter { id in
                guard let tip = session.device.runtime.tips[id] else { return false }
                if case .invalidated = session.engine.status(of: tip) { return false }
                return true
            }
            if !earlier.isEmpty {
                steps.append("close \(earlier.joined(separator: ", then ")) first (the group \(group.id) shows its tips in order)")
            }
        }
        return steps
    }

    /// The smallest of the clock's keys (`m`, `h`, `d`, `w`) that moves the clock past `interval`.
    static func clockKey(covering interval: TimeInterval) -> String {
        let keys: [(TimeInterval, String)] = [(60, "m"), (3_600, "h"), (86_400, "d"), (604_800, "w")]
        return keys.first { $0.0 >= interval }.map { "press \($0.1)" } ?? "press w more than once"
    }

    /// The value `control` gives `parameterID` when pressed, if it changes it.
    /// "donate E N more times" or "set P to V (press C)" when that alone makes the rule hold.
    private func step(
        changing input: RuleExpression.Input, toSatisfy rule: RuleExpression, controls: [ControlDeclaration],
        current: (RuleExpression.Input) -> RuleExpression.Argument
    ) -> String? {
        switch input {
        case .event(let eventID):
            let donations = session.engine.donations(eventID: eventID)
            guard let more = rule.donationsNeeded(after: donations, eventID: eventID, now: session.clock.now, others: current),
                  more > 0 else { return nil }
            let control = controls.first { $0.effects.contains { if case .donate(eventID, _) = $0 { true } else { false } } }
            return "donate \(eventID) \(Wording.count(more, "more time"))" + (control.map { " (press \($0.id))" } ?? "")
        case .parameter(let parameterID):
            let value = session.engine.parameterValue(id: parameterID)
            for control in controls {
                guard let wanted = Self.value(control, setsOn: parameterID, from: value),
                      rule.evaluate(now: session.clock.now, reading: { $0 == input ? .value(wanted) : current($0) }).passed
                else { continue }
                return "set \(parameterID) to \(wanted) (press \(control.id))"
            }
            return nil
        }
    }

    private static func value(_ control: ControlDeclaration, setsOn parameterID: String, from current: TipValue) -> TipValue? {
        if case .toggle(parameterID) = control.kind, case .bool(let on) = current { return .bool(!on) }
        for effect in control.effects {
            switch effect {
            case .setParameter(parameterID, let value): return value
            case .toggleParameter(parameterID): if case .bool(let on) = current { return .bool(!on) }
            default: continue
            }
        }
        return nil
    }
}
