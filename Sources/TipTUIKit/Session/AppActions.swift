import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// What the simulated app's own code does when a person acts on it: a control's effects, a
/// tip's action button, an invalidation, a parameter write, going to a screen. Runs inside the
/// input's write transaction on the current device's engine, and logs what it did; the focus and
/// the flow's scroll start over where a press leads to another screen.
struct AppActions {
    let session: PlaygroundSession

    /// Presses a control of the current screen: runs its effects (donate, set, invalidate, go
    /// to a screen), after TipKit's rule for what lies behind a popover (`reachBehindPopover`).
    func press(controlID: String) throws(SessionError) {
        let screen = session.device.screen
        guard let control = screen.control(id: controlID) else {
            throw SessionError("no control '\(controlID)' on screen '\(screen.id)'")
        }
        try reachBehindPopover(.control(id: controlID))
        session.state.navigation.focus = .control(id: controlID)
        session.log("pressed \(controlID)")
        try run(controlEffects: control.effects)
    }

    /// Runs one of a visible tip's actions: its effects, nothing else. An action never
    /// invalidates the tip by itself (VIEW-5); the file says when it should.
    func runAction(tipID: String, actionID: String) throws(SessionError) {
        let declaration = try visibleTip(tipID)
        guard let action = declaration.actions.first(where: { $0.id == actionID }) else {
            let known = declaration.actions.map(\.id).joined(separator: ", ")
            throw SessionError("tip '\(tipID)' has no action '\(actionID)' (its actions: \(known))")
        }
        try reachBehindPopover(.action(tipID: tipID, actionID: actionID))
        session.log("\(tipID) action '\(action.title)' (\(actionID))")
        try run(controlEffects: action.effects)
    }

    func invalidate(tipID: String, reason: Tips.InvalidationReason) throws(SessionError) {
        let tip = try knownTip(tipID)
        session.engine.invalidate(tip, reason: reason)
        session.log("\(tipID) invalidated: \(reason.rawValue) → \(SimulatedDevice.describe(session.engine.status(of: tip)))")
    }

    // MARK: - Effects

    func run(controlEffects effects: [ControlEffect]) throws(SessionError) {
        for effect in effects {
            switch effect {
            case .donate(let event, let payload):
                guard session.document.event(id: event) != nil else { throw SessionError("no event '\(event)' in the playground") }
                let data = (try? JSONEncoder().encode(payload ?? .object([:]))) ?? Data("{}".utf8)
                do {
                    try session.engine.donate(eventID: event, payload: data)
                } catch {
                    throw SessionError("donating to '\(event)' failed: \(error)")
                }
                session.log("donated \(event) (\(Wording.count(session.engine.visibleDonationCount(eventID: event), "donation")))")
            case .setParameter(let id, let value):
                try write(value, to: id)
            case .toggleParameter(let id):
                try write(.bool(session.engine.parameterValue(id: id) != .bool(true)), to: id)
            case .invalidate(let tipID, let reason):
                let tip = try knownTip(tipID)
                session.engine.invalidate(tip, reason: reason)
                session.log("\(tipID) invalidated: \(reason.rawValue)")
            case .goTo(let screen):
                enter(screenID: screen)
            }
        }
    }

    func write(_ value: TipValue, to id: String) throws(SessionError) {
        guard session.document.parameter(id: id) != nil else { throw SessionError("no parameter '\(id)' in the playground") }
        do {
            try session.engine.setParameter(id: id, value: value)
        } catch {
            throw SessionError("setting '\(id)' failed: \(error)")
        }
        session.log("\(id) = \(value)")
    }

    /// Goes to another screen (see `SimulatedDevice.enter(screenID:)`); focus and the flow's
    /// scroll start over there.
    func enter(screenID: String) {
        guard session.device.enter(screenID: screenID) else { return }
        session.state.navigation.focus = nil
        session.state.navigation.flowScroll = 0
    }

    /// TipKit's one rule for everything behind a popover, controls and other tips' buttons
    /// alike: by default a touch there dismisses the popover (without invalidating it, VIEW-6)
    /// and reaches what was touched; `tipBackgroundInteraction(.enabled)` lets it through and
    /// keeps the popover; `.disabled` blocks it (VIEW-11). The popover's own buttons are not
    /// behind it.
    func reachBehindPopover(_ element: HitElement) throws(SessionError) {
        guard let popover = session.device.presentedPopover, element.tipID != popover else { return }
        switch placement(of: popover)?.backgroundInteraction {
        case .disabled?: throw SessionError(Self.blocked(element, by: popover))
        case nil: dismissPopoverOnScreen()
        case .enabled?: break
        }
    }

    /// Why pressing `element` does nothing now: the popover on screen blocks what lies behind it
    /// (`tipBackgroundInteraction(.disabled)`); nil when the press would reach it.
    func refusalBehindPopover(_ element: HitElement) -> String? {
        guard let popover = session.device.presentedPopover, element.tipID != popover,
              placement(of: popover)?.backgroundInteraction == .disabled
        else { return nil }
        return Self.blocked(element, by: popover)
    }

    private static func blocked(_ element: HitElement, by popover: String) -> String {
        let what = switch element {
        case .control(let id): id
        case .action(let tipID, let actionID): "\(tipID)'s \(actionID) button"
        case .close(let tipID): "\(tipID)'s close button"
        default: element.description
        }
        return "\(what) not pressed: the \(popover) popover blocks everything behind it "
            + "(tipBackgroundInteraction(.disabled)); Esc dismisses it"
    }

    /// The placement the current screen shows a tip with.
    func placement(of tipID: String) -> TipPlacement? {
        session.device.screen.placements.first { session.document.tipIDs(shownBy: $0).contains(tipID) }
    }

    /// The app sets the tip's `isPresented` binding (VIEW-10): only a placement that has one
    /// can hide its tip; hiding is not invalidating, and showing it again is the same display.
    func setPresented(tipID: String, _ isPresented: Bool) throws(SessionError) {
        _ = try knownTip(tipID)
        let screen = session.device.screen
        guard let placement = placement(of: tipID) else {
            throw SessionError("tip '\(tipID)' is not placed on screen '\(screen.id)'; the app has no view of it to \(isPresented ? "show" : "hide")")
        }
        guard placement.isPresented != nil else {
            throw SessionError(
                "\(tipID)'s placement on screen '\(screen.id)' has no isPresented binding, so the app cannot hide or show it; "
                    + "add \"isPresented\": true to it")
        }
        guard session.device.hiddenByApp.contains(tipID) == isPresented else {
            throw SessionError("\(tipID) is already \(isPresented ? "presented (isPresented = true)" : "hidden by the app (isPresented = false)")")
        }
        session.device.setPresented(tipID, isPresented)
        // Hiding a tip on screen and showing a hidden one are logged as the device settles.
        if session.presented[tipID] == nil, session.device.suspended[tipID] == nil {
            session.log("\(tipID) isPresented = \(isPresented)")
        }
    }

    func dismissPopoverOnScreen() {
        if let popover = session.device.presentedPopover { session.device.dismissPopover(popover) }
    }

    func knownTip(_ id: String) throws(SessionError) -> PlaygroundTip {
        guard let tip = session.device.runtime.tips[id] else { throw SessionError("no tip '\(id)' in the playground") }
        return tip
    }

    /// A tip's declaration, when the device presents it now. Whether the drawing has room for
    /// it is a matter of looking, so it does not decide what the app's tip can do.
    func visibleTip(_ id: String) throws(SessionError) -> TipDeclaration {
        let tip = try knownTip(id)
        guard session.presented[id] != nil else {
            throw SessionError("tip '\(id)' is not on screen: \(TipVisibility(session: session).whyNotOnScreen(id))")
        }
        return tip.declaration
    }
}
