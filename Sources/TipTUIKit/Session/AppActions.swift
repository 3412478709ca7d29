import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// What the simulated app's own code does when a person acts on it: a control's effects, a
/// tip's action button, an invalidation, a parameter write, going to a screen. Runs inside the
/// input's write transaction on the current device's engine, and says what it did (`said`, for
/// the session's log); the focus and the flow's scroll (the navigation slice it is handed) start
/// over where a press leads to another screen.
struct AppActions {
    let device: SimulatedDevice
    let document: PlaygroundDocument
    /// What the app's code said, in order, each line after what the device logged before it.
    private(set) var said: [SaidLine] = []

    init(device: SimulatedDevice, document: PlaygroundDocument) {
        self.device = device
        self.document = document
    }

    private var engine: TipsEngine { device.engine }

    /// Presses a control of the current screen: runs its effects (donate, set, invalidate, go
    /// to a screen), after TipKit's rule for what lies behind a popover (`reachBehindPopover`).
    mutating func press(controlID: String, navigation: inout AppState.Navigation) throws(SessionError) {
        let screen = device.screen
        guard let control = screen.control(id: controlID) else {
            throw SessionError("no control '\(controlID)' on screen '\(screen.id)'")
        }
        try reachBehindPopover(.control(id: controlID))
        navigation.focus = .control(id: controlID)
        say("pressed \(controlID)")
        try run(controlEffects: control.effects, navigation: &navigation)
    }

    /// Runs one of a visible tip's actions: its effects, nothing else. An action never
    /// invalidates the tip by itself (VIEW-5); the file says when it should. The session has
    /// checked that the tip is on screen.
    mutating func runAction(of declaration: TipDeclaration, actionID: String, navigation: inout AppState.Navigation) throws(SessionError) {
        let tipID = declaration.id
        guard let action = declaration.actions.first(where: { $0.id == actionID }) else {
            let known = declaration.actions.map(\.id).joined(separator: ", ")
            throw SessionError("tip '\(tipID)' has no action '\(actionID)' (its actions: \(known))")
        }
        try reachBehindPopover(.action(tipID: tipID, actionID: actionID))
        say("\(tipID) action '\(action.title)' (\(actionID))")
        try run(controlEffects: action.effects, navigation: &navigation)
    }

    mutating func invalidate(tipID: String, reason: Tips.InvalidationReason) throws(SessionError) {
        let tip = try knownTip(tipID)
        engine.invalidate(tip, reason: reason)
        say("\(tipID) invalidated: \(reason.rawValue) → \(SimulatedDevice.describe(engine.status(of: tip)))")
    }

    // MARK: - Effects

    mutating func run(controlEffects effects: [ControlEffect], navigation: inout AppState.Navigation) throws(SessionError) {
        for effect in effects {
            switch effect {
            case .donate(let event, let payload):
                guard document.event(id: event) != nil else { throw SessionError("no event '\(event)' in the playground") }
                let data = (try? JSONEncoder().encode(payload ?? .object([:]))) ?? Data("{}".utf8)
                do {
                    try engine.donate(eventID: event, payload: data)
                } catch {
                    throw SessionError("donating to '\(event)' failed: \(error)")
                }
                say("donated \(event) (\(Wording.count(engine.visibleDonationCount(eventID: event), "donation")))")
            case .setParameter(let id, let value):
                try write(value, to: id)
            case .toggleParameter(let id):
                try write(.bool(engine.parameterValue(id: id) != .bool(true)), to: id)
            case .invalidate(let tipID, let reason):
                let tip = try knownTip(tipID)
                engine.invalidate(tip, reason: reason)
                say("\(tipID) invalidated: \(reason.rawValue)")
            case .goTo(let screen):
                enter(screenID: screen, navigation: &navigation)
            }
        }
    }

    mutating func write(_ value: TipValue, to id: String) throws(SessionError) {
        guard document.parameter(id: id) != nil else { throw SessionError("no parameter '\(id)' in the playground") }
        do {
            try engine.setParameter(id: id, value: value)
        } catch {
            throw SessionError("setting '\(id)' failed: \(error)")
        }
        say("\(id) = \(value)")
    }

    /// Goes to another screen (see `SimulatedDevice.enter(screenID:)`); focus and the flow's
    /// scroll start over there.
    mutating func enter(screenID: String, navigation: inout AppState.Navigation) {
        guard device.enter(screenID: screenID) else { return }
        navigation.startOver()
    }

    /// TipKit's one rule for everything behind a popover, controls and other tips' buttons
    /// alike: by default a touch there dismisses the popover (without invalidating it, VIEW-6)
    /// and reaches what was touched; `tipBackgroundInteraction(.enabled)` lets it through and
    /// keeps the popover; `.disabled` blocks it (VIEW-11). The popover's own buttons are not
    /// behind it.
    mutating func reachBehindPopover(_ element: HitElement) throws(SessionError) {
        guard let popover = device.presentedPopover, element.tipID != popover else { return }
        switch placement(of: popover)?.backgroundInteraction {
        case .disabled?: throw SessionError(Self.blocked(element, by: popover))
        case nil: dismissPopoverOnScreen()
        case .enabled?: break
        }
    }

    /// Why pressing `element` does nothing now: the popover on screen blocks what lies behind it
    /// (`tipBackgroundInteraction(.disabled)`); nil when the press would reach it.
    func refusalBehindPopover(_ element: HitElement) -> String? {
        guard let popover = device.presentedPopover, element.tipID != popover,
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
        device.screen.placements.first { document.tipIDs(shownBy: $0).contains(tipID) }
    }

    /// The app sets the tip's `isPresented` binding (VIEW-10): only a placement that has one
    /// can hide its tip; hiding is not invalidating, and showing it again is the same display.
    mutating func setPresented(tipID: String, _ isPresented: Bool) throws(SessionError) {
        _ = try knownTip(tipID)
        let screen = device.screen
        guard let placement = placement(of: tipID) else {
            throw SessionError("tip '\(tipID)' is not placed on screen '\(screen.id)'; the app has no view of it to \(isPresented ? "show" : "hide")")
        }
        guard placement.isPresented != nil else {
            throw SessionError(
                "\(tipID)'s placement on screen '\(screen.id)' has no isPresented binding, so the app cannot hide or show it; "
                    + "add \"isPresented\": true to it")
        }
        guard device.hiddenByApp.contains(tipID) == isPresented else {
            throw SessionError("\(tipID) is already \(isPresented ? "presented (isPresented = true)" : "hidden by the app (isPresented = false)")")
        }
        device.setPresented(tipID, isPresented)
        // Hiding a tip on screen and showing a hidden one are logged as the device settles.
        if device.presented[tipID] == nil, device.suspended[tipID] == nil {
            say("\(tipID) isPresented = \(isPresented)")
        }
    }

    mutating func dismissPopoverOnScreen() {
        if let popover = device.presentedPopover { device.dismissPopover(popover) }
    }

    func knownTip(_ id: String) throws(SessionError) -> PlaygroundTip {
        guard let tip = device.runtime.tips[id] else { throw SessionError("no tip '\(id)' in the playground") }
        return tip
    }

    /// Adds a line to what the app said, after what the device logged so far, so the log keeps
    /// the order things happened in.
    private mutating func say(_ message: String, _ kind: LogEntry.Kind = .info) {
        said += device.takeLog().map { .device($0, name: device.name) }
        said.append(.session(message, kind))
    }
}
