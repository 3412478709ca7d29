import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// The one place an action changes the session: the device's engine (inside the input's write
/// transaction) and the chrome's state. What must wait for the transaction to end comes back as
/// effects. Nothing here draws; `send(_:)` lets the device settle its presentations afterwards.
extension PlaygroundSession {
    func reduce(_ action: PlaygroundAction) throws(SessionError) -> [SessionEffect] {
        switch action {
        // MARK: Input, resolved into what it means
        case .key(let key):
            switch KeyTarget(of: key, in: self) {
            case .nothing: break
            case .help: state.panels.scrollOrCloseHelp(with: key, in: size)
            case .commandLine: return CommandLineRun(session: self).edit(with: key)
            case .copyEditor: try take(copyDesk.edit(&state.editors.copyEditor, with: key, document: document))
            case .grid:
                switch state.grid?.handle(key) {
                case .closes?: state.grid = nil
                case .quits?: outcome.quits = true
                case .stays?, nil: break
                }
            case .unboundField(let controlID, let text): typeUnbound(text, into: controlID)
            case .leaveField: state.navigation.focus = nil
            case .action(let meant): return try reduce(meant)
            }
        case .keys, .type:
            var effects: [SessionEffect] = []
            for input in action.inputs { effects += try reduce(input) }
            return effects
        case .click(let point):
            // The help and the grid cover the device, and "too small" everything: a click there
            // presses nothing and dismisses nothing.
            if state.grid == nil, !state.panels.showsHelp, showsPlayground { return try FocusMover(session: self).click(at: point) }
        case .wheel(let point, let down):
            if state.grid == nil, showsPlayground { return try scroll(at: point, down: down) }
        case .sidewaysWheel(_, let right):
            // Only the device pans sideways; the help and the side panel have no sides to reach.
            let direction: PanDirection = right ? .right : .left
            if state.grid == nil, !state.panels.showsHelp, showsPlayground, frame.deviceView?.isClipped(direction) == true {
                return try reduce(.pan(direction))
            }
        case .resize(let newSize): size = newSize
        case .paste(let text): return try PasteTarget.receive(text, in: self)
        case .commandLine(let text): return CommandLineRun(session: self).run(text)
        case .tick(let date):
            // The first tick only says where real time is.
            guard let elapsed = clockFollower.tick(at: date, engine: engine, document: document) else { return [] }
            if elapsed > 0 { deviceBay.moveClocks(by: elapsed) }
            // What the person's other devices did arrives as it would with push notifications.
            return devices.contains(where: { $0.sync != nil }) ? [.sync(asked: false)] : []
        case .reload(let document): reload(document)
        case .reloadFailed(let problems): reloadFailed(problems: problems)

        // MARK: The chrome
        case .moveFocus(let forward): FocusMover(session: self).moveFocus(by: forward ? 1 : -1)
        case .scrollInspector(let lines):
            state.panels.scrollSidePanel(by: lines, lineCount: SidePanelContent(session: self).lines?.count ?? 0, hasMoreBelow: frame.inspectorHasMoreBelow)
        case .openCommandLine(let text): state.editors.commandLine = CommandLineEditor(text, history: state.editors.commandHistory)
        case .editCopy(let tipID, let piece, let variant):
            let (editor, steps) = try copyDesk.open(
                tipID: tipID, piece: piece, variant: variant, in: document, locale: state.looking.locale, isOnScreen: presented[tipID] != nil)
            state.editors.copyEditor = editor
            try take(steps)
        case .undoCopyEdit: try take(copyDesk.undo(in: document))
        case .quit: outcome.quits = true
        case .unavailable(let reason): log(reason, .warning)
        case .typed(let parameter, let text):
            do { try engine.setParameter(id: parameter, value: .string(text)) } catch { throw SessionError("\(error)") }

        // MARK: The device and its engine
        default:
            outcome.performed.append(action)
            return try perform(action)
        }
        return []
    }

    /// The actions of the vocabulary proper (not raw input or the chrome's keys): each recorded
    /// as performed by `reduce`.
    private func perform(_ action: PlaygroundAction) throws(SessionError) -> [SessionEffect] {
        switch action {
        case .press(let controlID): try app.press(controlID: controlID)
        case .action(let tipID, let actionID): try app.runAction(tipID: tipID, actionID: actionID)
        case .close(let tipID):
            _ = try app.visibleTip(tipID)
            if let placement = app.placement(of: tipID), !placement.hasCloseButton {
                throw SessionError(Self.noCloseButton(tipID, placement))
            }
            try app.reachBehindPopover(.close(tipID: tipID))
            try app.invalidate(tipID: tipID, reason: .tipClosed)
        case .hide(let tipID): try app.setPresented(tipID: tipID, false)
        case .show(let tipID): try app.setPresented(tipID: tipID, true)
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
            app.enter(screenID: screenID)
        case .scrollFlow(let down): FocusMover(session: self).scrollFlow(down: down)
        case .pan(let direction): FocusMover(session: self).pan(direction)
        case .donate(let eventID, let count):
            try app.run(controlEffects: Array(repeating: .donate(event: eventID, payload: nil), count: count))
        case .set(let id, let value): try app.write(try TipValue.held(value, by: id, in: document), to: id)
        case .invalidate(let tipID, let reason): try app.invalidate(tipID: tipID, reason: reason)
        case .resetEligibility(let tipID):
            let tip = try app.knownTip(tipID)
            engine.resetEligibility(of: tip)
            log("\(tipID) eligibility reset → \(SimulatedDevice.describe(engine.status(of: tip)))")
        case .advance(let interval):
            deviceBay.moveClocks(by: interval)
            log("clock advanced by \(DurationText.text(interval))")
        case .wait(let interval):
            deviceBay.moveClocks(by: interval)
        case .clock(let date):
            deviceBay.setClocks(currentTo: date)
            log("clock set to \(SimulatedTimeFormat.dateAndTime(date))")
        case .realTime(let recorded):
            if let recorded { deviceBay.setClocks(currentTo: recorded) } else { deviceBay.setClocks(currentTo: try clockFollower.realTimeToReturnTo()) }
            let said = clockFollower.returned(now: clock.now, engine: engine, document: document)
            log(said.message, said.kind)
        case .sync: return [.sync(asked: true)]
        case .persona(let id):
            if let id { _ = try DeviceBay.known(persona: id, in: document) }
            return [.startPersona(id)]
        case .network(let name, let online):
            try devices[try deviceBay.index(named: name)].setOnline(online)
            // Back online, it syncs once this input's transaction is over.
            if online { return [.sync(asked: false)] }
        case .device(let name):
            // Each device keeps its own width preset; switching changes no device.
            if let width = deviceBay.select(try deviceBay.index(named: name), leavingWidth: state.looking.widthPreset) {
                state.looking.widthPreset = width
                state.navigation.focus = nil
                state.navigation.flowScroll = 0
                log("now acting on \(device.name ?? "the device")")
            }
        case .savePersona(let name):
            // Read once the input's transaction is over: the store is not read inside it.
            return [.savePersona(name)]
        case .relaunch, .reset, .restart:
            // The new engine configures itself (and empties the store, for a reset) in
            // transactions of its own.
            return [.launch(action)]
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
            state.looking.locale = locale
            log("copy locale: \(locale ?? "base")")
        case .width(let preset): state.looking.widthPreset = preset
        case .textSize(let size): state.looking.textSize = size
        case .grid(let on):
            if on {
                // The grid opens at the tip on screen: the popover, else the first tip placed.
                let placed = frame.placedTips
                let shown = placed.first { $0.presentation == .popover } ?? placed.first
                state.grid = PreviewGrid(over: document, locales: document.locales, showing: shown?.tipID, as: state)
            } else {
                state.grid = nil
            }
        case .ascii(let on): state.looking.usesASCII = on
        case .inspector(let on):
            // The side panel changes what it shows: it opens at its top.
            state.panels.showsInspector = on
            state.panels.inspectorScroll = 0
        case .voiceOver(let on):
            state.panels.showsVoiceOver = on
            state.panels.inspectorScroll = 0
        case .placementOverlay(let on): state.panels.showsPlacement = on
        case .variant(let tipID, let name):
            let tip = try app.knownTip(tipID).declaration
            if let name, tip.variant(named: name) == nil {
                let known = tip.variants.map(\.name).joined(separator: ", ")
                throw SessionError("tip '\(tipID)' has no variant '\(name)'" + (known.isEmpty ? "; it has none" : " (its variants: \(known))"))
            }
            state.looking.variants[tipID] = name
            log("\(tipID) copy: " + (name.map { "variant \($0)" } ?? "its own"))
        case .help(let page):
            state.panels.showsHelp = page != nil
            state.panels.helpPage = page ?? .keys
            state.panels.helpScroll = 0
        case .caption(let caption): state.messages.caption = caption
        case .key, .keys, .type, .click, .wheel, .sidewaysWheel, .resize, .paste, .commandLine, .tick, .reload, .reloadFailed, .moveFocus,
             .scrollInspector, .openCommandLine, .editCopy, .undoCopyEdit, .quit, .unavailable, .typed:
            // Input and the chrome's own actions: `reduce` handles them and never sends them here.
            break
        }
        return []
    }

    /// Why a tip has no × to press: its custom style draws none (VIEW-4).
    static func noCloseButton(_ tipID: String, _ placement: TipPlacement) -> String {
        "\(tipID) has no close button: its style \(placement.style?.name ?? "") draws none (a custom TipViewStyle)"
    }

    /// The playground file was edited: copy and structure change, the engine's state stays.
    private func reload(_ document: PlaygroundDocument) {
        // The file as the playground already has it (its own copy edit, read back): nothing to do.
        if document == self.document, state.messages.reloadProblems == nil { return }
        let screenID = device.screenID
        if document.devices != self.document.devices {
            log("the devices changed in the file: they take effect the next time the playground starts", .warning)
        }
        for other in devices where other !== device { other.reload(document, says: false) }
        device.reload(document)
        copyDesk.noteCache.removeAll()
        // A variant the edited file no longer has is no longer shown.
        state.looking.variants = state.looking.variants.filter { document.tip(id: $0.key)?.variant(named: $0.value) != nil }
        if device.screenID != screenID {
            state.navigation.focus = nil
            state.navigation.flowScroll = 0
        }
        state.messages.reloadProblems = nil
    }

    /// A text field bound to no parameter shows what is typed; the first character says that
    /// nothing in the app reads it, so a person does not wait for a rule to notice.
    func typeUnbound(_ text: String, into controlID: String) {
        if (state.editors.unboundFieldText[controlID] ?? "").isEmpty, !text.isEmpty {
            log("\(controlID) is bound to no parameter: what is typed there changes nothing in the app", .warning)
        }
        state.editors.unboundFieldText[controlID] = text
    }

    /// The simulated app's own code, acting on the current device.
    var app: AppActions { AppActions(session: self) }
}
