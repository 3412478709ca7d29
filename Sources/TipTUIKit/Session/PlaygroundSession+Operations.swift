import Foundation
import TipCore
import TipPlayground

/// What a person (or a script) can do in the playground. Each operation changes the engine or
/// the view, logs what happened, and renders, so the frame and the engine agree afterwards.
extension PlaygroundSession {
    /// Presses a control of the current screen: runs its effects (donate, set, invalidate, go
    /// to a screen). A popover on screen is dismissed by the press, without invalidation (VIEW-6).
    public func press(controlID: String) throws(SessionError) {
        let screen = document.screen(id: state.screenID) ?? document.screens[0]
        guard let control = screen.control(id: controlID) else {
            throw SessionError("no control '\(controlID)' on screen '\(screen.id)'")
        }
        state.focus = .control(id: controlID)
        dismissPopoverOnScreen()
        log("pressed \(controlID)")
        try perform(control.effects)
        render()
    }

    /// Runs one of a visible tip's actions: its effects, nothing else. An action never
    /// invalidates the tip by itself (VIEW-5); the file says when it should.
    public func runAction(tipID: String, actionID: String) throws(SessionError) {
        let declaration = try visibleTip(tipID)
        guard let action = declaration.actions.first(where: { $0.id == actionID }) else {
            let known = declaration.actions.map(\.id).joined(separator: ", ")
            throw SessionError("tip '\(tipID)' has no action '\(actionID)' (its actions: \(known))")
        }
        log("\(tipID) action '\(action.title)' (\(actionID))")
        try perform(action.effects)
        render()
    }

    /// The × button: invalidates the tip with `.tipClosed` (VIEW-3).
    public func close(tipID: String) throws(SessionError) {
        _ = try visibleTip(tipID)
        try invalidate(tipID: tipID, reason: .tipClosed)
    }

    /// Dismisses a popover without invalidating it (Esc, a tap outside; VIEW-6). It stays away
    /// until the screen is left.
    public func dismiss(tipID: String) throws(SessionError) {
        guard frame.placedTip(id: tipID)?.presentation == .popover else {
            throw SessionError("'\(tipID)' is not a popover on screen; only a shown popover can be dismissed")
        }
        state.dismissedPopovers.insert(tipID)
        log("\(tipID) popover dismissed (not invalidated)")
        render()
    }

    public func invalidate(tipID: String, reason: Tips.InvalidationReason) throws(SessionError) {
        let tip = try knownTip(tipID)
        engine.invalidate(tip, reason: reason)
        log("\(tipID) invalidated: \(reason.rawValue) → \(describe(engine.status(of: tip)))")
        render()
    }

    public func resetEligibility(tipID: String) throws(SessionError) {
        let tip = try knownTip(tipID)
        engine.resetEligibility(of: tip)
        log("\(tipID) eligibility reset → \(describe(engine.status(of: tip)))")
        render()
    }

    public func donate(eventID: String, count: Int = 1) throws(SessionError) {
        try perform(Array(repeating: .donate(event: eventID, payload: nil), count: count))
        render()
    }

    public func setParameter(_ id: String, to value: TipValue) throws(SessionError) {
        try perform([.setParameter(id, to: value)])
        render()
    }

    public func goTo(screenID: String) throws(SessionError) {
        guard document.screen(id: screenID) != nil else {
            let known = document.screens.map(\.id).joined(separator: ", ")
            throw SessionError("no screen '\(screenID)' (screens: \(known))")
        }
        enter(screenID: screenID)
        render()
    }

    /// Moves simulated time; tips on screen keep accumulating display time meanwhile.
    public func advanceClock(by interval: TimeInterval) {
        clock.advance(by: interval)
        engine.tick()
        log("clock advanced by \(formatInterval(interval))")
        render()
    }

    public func setClock(to date: Date) {
        clock.set(date)
        engine.tick()
        log("clock set to \(SimulatedTimeFormat.dateAndTime(date))")
        render()
    }

    /// Replaces the overrides set from the command line or a script; those of the TipKit launch
    /// arguments stay, as they do in an app for the whole process.
    public func setTestingOverrides(_ overrides: Tips.TestingOverrides) {
        testingOverrides = overrides
        engine.setTestingOverrides(launchOverrides.union(overrides))
        log("testing overrides: \(describe(overrides))")
        render()
    }

    public func setLocale(_ locale: String?) {
        state.locale = locale
        log("copy locale: \(locale ?? "base")")
        render()
    }

    public func setWidthPreset(_ preset: WidthPreset) {
        state.widthPreset = preset
        render()
    }

    public func resize(to newSize: Size) {
        size = newSize
        render()
    }

    /// Every locale some tip of the document is translated into, sorted.
    public var availableLocales: [String] { document.locales }

    // MARK: - Effects

    func perform(_ effects: [ControlEffect]) throws(SessionError) {
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
                log("donated \(event) (\(engine.visibleDonationCount(eventID: event)) donations)")
            case .setParameter(let id, let value):
                try write(value, to: id)
            case .toggleParameter(let id):
                try write(.bool(engine.parameterValue(id: id) != .bool(true)), to: id)
            case .invalidate(let tipID, let reason):
                let tip = try knownTip(tipID)
                engine.invalidate(tip, reason: reason)
                log("\(tipID) invalidated: \(reason.rawValue)")
            case .goTo(let screen):
                enter(screenID: screen)
            }
        }
    }

    private func write(_ value: TipValue, to id: String) throws(SessionError) {
        guard document.parameter(id: id) != nil else { throw SessionError("no parameter '\(id)' in the playground") }
        do {
            try engine.setParameter(id: id, value: value)
        } catch {
            throw SessionError("setting '\(id)' failed: \(error)")
        }
        log("\(id) = \(value)")
    }

    /// Leaving a screen takes its tips off screen; coming back presents them again, which
    /// counts as a new display (CNT-2). Dismissed popovers may show again.
    private func enter(screenID: String) {
        guard screenID != state.screenID else { return }
        state.screenID = screenID
        state.focus = nil
        state.flowScroll = 0
        state.dismissedPopovers = []
        log("went to screen \(screenID)")
    }

    func dismissPopoverOnScreen() {
        if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) {
            state.dismissedPopovers.insert(popover.tipID)
        }
    }

    func knownTip(_ id: String) throws(SessionError) -> PlaygroundTip {
        guard let tip = runtime.tips[id] else { throw SessionError("no tip '\(id)' in the playground") }
        return tip
    }

    /// A tip's declaration, when the tip is on screen now.
    func visibleTip(_ id: String) throws(SessionError) -> TipDeclaration {
        let tip = try knownTip(id)
        guard frame.placedTip(id: id) != nil else {
            throw SessionError("tip '\(id)' is not on screen (status \(describe(engine.status(of: tip))))")
        }
        return tip.declaration
    }

    private func describe(_ overrides: Tips.TestingOverrides) -> String {
        var parts: [String] = []
        if overrides.showAllTips { parts.append("show all") }
        if overrides.hideAllTips { parts.append("hide all") }
        if !overrides.shownTips.isEmpty { parts.append("show " + overrides.shownTips.sorted().joined(separator: ",")) }
        if !overrides.hiddenTips.isEmpty { parts.append("hide " + overrides.hiddenTips.sorted().joined(separator: ",")) }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ")
    }

    private func formatInterval(_ interval: TimeInterval) -> String {
        let units: [(TimeInterval, String)] = [(604_800, "w"), (86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")]
        var rest = interval.rounded()
        var text = ""
        for (size, name) in units where rest >= size {
            text += "\(Int(rest / size))\(name)"
            rest = rest.truncatingRemainder(dividingBy: size)
        }
        return text.isEmpty ? "0s" : text
    }
}
