import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// The update step: what each action does to the device and the chrome. Nothing here draws;
/// `send(_:)` lets the device settle its presentations once the update is done.
extension PlaygroundSession {
    /// Applies one input. Keys and clicks are resolved into the actions they mean first.
    func update(_ action: PlaygroundAction) throws(SessionError) {
        switch action {
        case .key(let key): try apply(meaning(of: key))
        case .click(let point):
            // The grid covers the device, and "too small" everything: a click there presses
            // nothing and dismisses nothing.
            if state.grid == nil, showsPlayground { try click(at: point) }
        case .wheel(let point, let down):
            if state.grid == nil, showsPlayground { try scroll(at: point, down: down) }
        case .resize(let newSize): size = newSize
        case .paste(let text): try receivePaste(text)
        case .commandLine(let text): runCommandLine(text)
        case .tick(let date): receiveTick(at: date)
        case .reload(let document):
            // The file as the playground already has it (its own copy edit, read back): nothing to do.
            if document == self.document, state.reloadProblems == nil { return }
            let screenID = device.screenID
            if document.devices != self.document.devices {
                log("the devices changed in the file: they take effect the next time the playground starts", .warning)
            }
            for other in devices where other !== device { other.reload(document, says: false) }
            device.reload(document)
            copyNoteCache.removeAll()
            // A variant the edited file no longer has is no longer shown.
            state.variants = state.variants.filter { document.tip(id: $0.key)?.variant(named: $0.value) != nil }
            if device.screenID != screenID {
                state.focus = nil
                state.flowScroll = 0
            }
            state.reloadProblems = nil
        case .reloadFailed(let problems): reloadFailed(problems: problems)
        default: try perform(action)
        }
    }

    /// Does one action of the vocabulary (not raw input) and records it as performed.
    func perform(_ action: PlaygroundAction) throws(SessionError) {
        outcome.performed.append(action)
        switch action {
        case .press(let controlID): try press(controlID: controlID)
        case .action(let tipID, let actionID): try runAction(tipID: tipID, actionID: actionID)
        case .close(let tipID):
            _ = try visibleTip(tipID)
            try invalidate(tipID: tipID, reason: .tipClosed)
        case .dismiss(let tipID):
            guard device.presentedPopover == tipID else {
                throw SessionError("'\(tipID)' is not a popover on screen; only a shown popover can be dismissed")
            }
            device.dismissPopover(tipID)
            log("\(tipID) popover dismissed (not invalidated)")
        case .screen(let screenID):
            guard document.screen(id: screenID) != nil else {
                let known = document.screens.map(\.id).joined(separator: ", ")
                throw SessionError("no screen '\(screenID)' (screens: \(known))")
            }
            enter(screenID: screenID)
        case .scrollFlow(let down): scrollFlow(down: down)
        case .donate(let eventID, let count):
            try perform(effects: Array(repeating: .donate(event: eventID, payload: nil), count: count))
        case .set(let id, let value): try perform(effects: [.setParameter(id, to: value)])
        case .invalidate(let tipID, let reason): try invalidate(tipID: tipID, reason: reason)
        case .resetEligibility(let tipID):
            let tip = try knownTip(tipID)
            engine.resetEligibility(of: tip)
            log("\(tipID) eligibility reset → \(describe(engine.status(of: tip)))")
        case .advance(let interval):
            moveClocks(by: interval)
            log("clock advanced by \(DurationText.text(interval))")
        case .clock(let date):
            setClocks(currentTo: date)
            log("clock set to \(SimulatedTimeFormat.dateAndTime(date))")
        case .realTime: try returnToRealTime()
        case .sync: pendingSync = .asked
        case .persona(let id):
            if let id { _ = try Self.known(persona: id, in: document) }
            // Done by `send` once this input's transaction is over, like a relaunch.
            pendingPersona = .some(id)
        case .network(let name, let online):
            try devices[try deviceIndex(named: name)].setOnline(online)
            // Back online, it syncs once this input's transaction is over.
            if online, pendingSync == nil { pendingSync = .tick }
        case .device(let name): select(deviceAt: try deviceIndex(named: name))
        case .savePersona(let name):
            // Read once the input's transaction is over: the store is not read inside it.
            pendingPersonaSave = name
        case .relaunch, .reset, .restart:
            // Done by `send` once this input's transaction is over: the new engine configures
            // itself (and empties the store, for a reset) in transactions of its own.
            pendingLaunch = action
        case .frequency(let frequency):
            // TipKit reads the display frequency only in `configure`: it applies at the next
            // relaunch or reset, as the script language says.
            device.displayFrequency = frequency
            log("display frequency \(frequency) from the next relaunch")
        case .override(let overrides):
            // Like the TipKit calls, overrides add up; their precedence decides (TST-1).
            device.setTestingOverrides(overrides.map(device.testingOverrides.union) ?? Tips.TestingOverrides())
            log("testing overrides: \(ScriptOverride.describe(device.testingOverrides))")
        case .locale(let locale):
            state.locale = locale
            log("copy locale: \(locale ?? "base")")
        case .width(let preset): state.widthPreset = preset
        case .textSize(let size): state.textSize = size
        case .grid(let on): state.grid = on ? newGrid() : nil
        case .ascii(let on): state.usesASCII = on
        case .inspector(let on):
            // The side panel changes what it shows: it opens at its top.
            state.showsInspector = on
            state.inspectorScroll = 0
        case .voiceOver(let on):
            state.showsVoiceOver = on
            state.inspectorScroll = 0
        case .placementOverlay(let on): state.showsPlacement = on
        case .variant(let tipID, let name):
            let tip = try knownTip(tipID).declaration
            if let name, tip.variant(named: name) == nil {
                let known = tip.variants.map(\.name).joined(separator: ", ")
                throw SessionError("tip '\(tipID)' has no variant '\(name)'" + (known.isEmpty ? "; it has none" : " (its variants: \(known))"))
            }
            state.variants[tipID] = name
            log("\(tipID) copy: " + (name.map { "variant \($0)" } ?? "its own"))
        case .help(let page):
            state.showsHelp = page != nil
            state.helpPage = page ?? .keys
            state.helpScroll = 0
        case .caption(let caption): state.caption = caption
        case .key, .click, .wheel, .resize, .paste, .commandLine, .tick, .reload, .reloadFailed:
            try update(action)
        }
    }

    /// Every locale some tip of the document is translated into, sorted.
    public var availableLocales: [String] { document.locales }

    /// Presses a control of the current screen: runs its effects (donate, set, invalidate, go
    /// to a screen). A popover on screen is dismissed by the press, without invalidation (VIEW-6).
    private func press(controlID: String) throws(SessionError) {
        let screen = device.screen
        guard let control = screen.control(id: controlID) else {
            throw SessionError("no control '\(controlID)' on screen '\(screen.id)'")
        }
        state.focus = .control(id: controlID)
        dismissPopoverOnScreen()
        log("pressed \(controlID)")
        try perform(effects: control.effects)
    }

    /// Runs one of a visible tip's actions: its effects, nothing else. An action never
    /// invalidates the tip by itself (VIEW-5); the file says when it should.
    private func runAction(tipID: String, actionID: String) throws(SessionError) {
        let declaration = try visibleTip(tipID)
        guard let action = declaration.actions.first(where: { $0.id == actionID }) else {
            let known = declaration.actions.map(\.id).joined(separator: ", ")
            throw SessionError("tip '\(tipID)' has no action '\(actionID)' (its actions: \(known))")
        }
        log("\(tipID) action '\(action.title)' (\(actionID))")
        try perform(effects: action.effects)
    }

    private func invalidate(tipID: String, reason: Tips.InvalidationReason) throws(SessionError) {
        let tip = try knownTip(tipID)
        engine.invalidate(tip, reason: reason)
        log("\(tipID) invalidated: \(reason.rawValue) → \(describe(engine.status(of: tip)))")
    }

    // MARK: - Effects

    func perform(effects: [ControlEffect]) throws(SessionError) {
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
                log("donated \(event) (\(Wording.count(engine.visibleDonationCount(eventID: event), "donation")))")
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

    func write(_ value: TipValue, to id: String) throws(SessionError) {
        guard document.parameter(id: id) != nil else { throw SessionError("no parameter '\(id)' in the playground") }
        do {
            try engine.setParameter(id: id, value: value)
        } catch {
            throw SessionError("setting '\(id)' failed: \(error)")
        }
        log("\(id) = \(value)")
    }

    /// Goes to another screen (see `SimulatedDevice.enter(screenID:)`); focus and the flow's
    /// scroll start over there.
    private func enter(screenID: String) {
        guard device.enter(screenID: screenID) else { return }
        state.focus = nil
        state.flowScroll = 0
    }

    /// Scrolls the screen's flow by a page: what was last on screen comes to the top.
    func scrollFlow(down: Bool) {
        let flow = deviceFrame?.flow ?? frame.flow
        if down {
            guard flow.hasMoreBelow else { return }
            state.flowScroll = flow.first + max(1, flow.shown - 1)
        } else {
            state.flowScroll = max(0, flow.first - max(1, flow.shown - 1))
        }
    }

    func dismissPopoverOnScreen() {
        if let popover = device.presentedPopover { device.dismissPopover(popover) }
    }

    func knownTip(_ id: String) throws(SessionError) -> PlaygroundTip {
        guard let tip = runtime.tips[id] else { throw SessionError("no tip '\(id)' in the playground") }
        return tip
    }

    /// A tip's declaration, when the device presents it now. Whether the drawing has room for
    /// it is a matter of looking, so it does not decide what the app's tip can do.
    func visibleTip(_ id: String) throws(SessionError) -> TipDeclaration {
        let tip = try knownTip(id)
        guard presented[id] != nil else {
            throw SessionError("tip '\(id)' is not on screen: \(whyNotOnScreen(id))")
        }
        return tip.declaration
    }
}
