import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// What would make a tip that is not available now available next, for the inspector and the
/// catalogue: "donate didVisitBigCottonwoodCanyon 3 more times (press bigCottonwoodCanyon)", "set
/// isProMode to false (press proMode)", "close ShowLocationTip first". Every tip that is not
/// available gets at least one step, and a tip that can never show gets one that says so.
///
/// The reasoning is explore's: what can never show comes from `TipReachability` (the reasons
/// `tiptui explore` and review's FLOW-1 give), and what the app can change comes from its one list
/// of controls and tip actions (`TipReachability.effectSources`). Each suggestion is checked by
/// evaluating the rule on what it would add, never guessed from the rule's text, and nothing is
/// stored: it only looks (the looking law). A rule over two inputs names each input still short
/// (`RuleChange`); a rule that filters or groups donations by payload names the control whose
/// payload counts; the display-frequency window gives the wait and the clock key that ends it; an
/// ordered group names every earlier tip still in its way, in order.
public struct NextSteps {
    let session: PlaygroundSession

    public init(session: PlaygroundSession) {
        self.session = session
    }

    /// The steps' words, in the order of `plan`.
    /// - Parameter explanation: the engine's explanation of the tip, which the caller has at hand.
    public func steps(for declaration: TipDeclaration, explanation: TipExplanation) -> [String] {
        plan(for: declaration, explanation: explanation).map(\.text)
    }

    /// The steps, in the order of the tip's rules, then the frequency window's and the group's;
    /// empty when the tip is available and its group does not hold it back.
    func plan(for declaration: TipDeclaration, explanation: TipExplanation) -> [NextStep] {
        switch explanation.decision {
        case .invalidated(let reason):
            let again = PlaygroundAction.resetEligibility(tip: declaration.id)
            return [NextStep(
                text: "none: it was invalidated (\(reason.rawValue)) and never shows again; \(Self.commandLine(again)) makes it eligible again",
                actions: [again])]
        case .override(let effect) where explanation.status != .available:
            let none = PlaygroundAction.override(nil)
            return [NextStep(text: "none while the testing override \(effect.rawValue) hides it; \(Self.commandLine(none)) lifts it", actions: [none])]
        default:
            break
        }
        if let reasons = session.device.unreachableReasons[declaration.id], !reasons.isEmpty {
            return [NextStep(text: "none: it can never show: " + reasons.joined(separator: "; "), actions: [])]
        }
        let change = RuleChange(session: session)
        var steps: [NextStep] = []
        for rule in declaration.rules where !rule.expression.evaluate(now: session.clock.now, reading: change.current).passed {
            steps += change.steps(toSatisfy: rule)
        }
        // Rules that hold, but the display-frequency window holds the tip back.
        if steps.isEmpty, explanation.decision == .displayFrequencyWindow, let remaining = explanation.frequency.remaining {
            let key = Self.clockKey(covering: remaining)
            steps.append(NextStep(
                text: "wait \(DurationText.text(remaining.rounded(.up))) for the display-frequency window to end, or "
                    + (key.map { "press \($0)" } ?? "press w more than once"),
                actions: [key.map { .key(.character($0)) } ?? .advance(remaining.rounded(.up))]))
        }
        // An ordered group shows its earlier tips first.
        if let group = session.document.groups.first(where: { $0.priority == .ordered && $0.tipIDs.contains(declaration.id) }) {
            let earlier = group.tipIDs.prefix { $0 != declaration.id }.filter { id in
                guard let tip = session.device.runtime.tips[id] else { return false }
                if case .invalidated = session.engine.status(of: tip) { return false }
                return true
            }
            if let first = earlier.first {
                steps.append(NextStep(
                    text: "close \(earlier.joined(separator: ", then ")) first (the group \(group.id) shows its tips in order)",
                    actions: [session.presented[first] != nil ? .close(tip: first) : .invalidate(tip: first, reason: .tipClosed)]))
            }
        }
        if steps.isEmpty, explanation.status != .available {
            // Every tip that is not available says something: this one waits on what the engine
            // decided, and nothing the app does now moves it.
            steps.append(NextStep(text: "none now: \(explanation.summary)", actions: []))
        }
        return steps
    }

    /// `:LINE` in backquotes: what to type on the command line for `action`.
    static func commandLine(_ action: PlaygroundAction) -> String {
        "`:\(action.scriptText ?? "")`"
    }

    /// The smallest of the clock's keys (`m`, `h`, `d`, `w`) that moves the clock past
    /// `interval`; nil when even a week is too short.
    static func clockKey(covering interval: TimeInterval) -> Character? {
        let keys: [(TimeInterval, Character)] = [(60, "m"), (3_600, "h"), (86_400, "d"), (604_800, "w")]
        return keys.first { $0.0 >= interval }?.1
    }
}

/// One thing to do for a tip: the words the inspector shows after "next:", and the inputs that
/// do it once (pressing the control once, for "donate E 3 more times (press C)"); no inputs when
/// nothing can be done, which the words then say ("none: ...").
struct NextStep: Equatable {
    let text: String
    let actions: [PlaygroundAction]
}
