import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// The one place an action changes the session: the device's engine (inside the input's write
/// transaction) and the chrome's state. Each part is handed the facts it reads
/// (`SessionFacts`: the state, the device, the frame last drawn) and the slice it owns, and
/// returns what else the input means (a follow-up action, what it said), which is reduced here.
/// What must wait for the transaction to end comes back as effects. Nothing here draws;
/// `send(_:)` lets the device settle its presentations afterwards.
extension PlaygroundSession {
    func reduce(_ action: PlaygroundAction) throws(SessionError) -> [SessionEffect] {
        switch action {
        // MARK: Input, resolved into what it means
        case .key(let key):
            switch KeyTarget(of: key, in: facts) {
            case .nothing: break
            case .help: state.panels.scrollOrCloseHelp(with: key, in: size)
            case .commandLine:
                guard let submitted = CommandLineRun.edit(&state.editors, with: key, document: document) else { return [] }
                return try reduce(.commandLine(submitted))
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
            if state.grid == nil, !state.panels.showsHelp, showsPlayground { return try click(at: point) }
        case .wheel(let point, let down):
            if state.grid == nil, showsPlayground { return try scroll(at: point, down: down) }
        case .sidewaysWheel(_, let right):
            // Only the device pans sideways; the help and the side panel have no sides to reach.
            let direction: PanDirection = right ? .right : .left
            if state.grid == nil, !state.panels.showsHelp, showsPlayground, frame.deviceView?.isClipped(direction) == true {
                return try reduce(.pan(direction))
            }
        case .resize(let newSize): size = newSize
        case .paste(let text):
            // A copy of the slice while the part works: the facts it reads read the state.
            var editors = state.editors
            let meaning = PasteTarget.receive(text, in: facts, editors: &editors)
            state.editors = editors
            switch meaning {
            case .typed: break
            case .unboundField(let controlID, let text): typeUnbound(text, into: controlID)
            case .action(let action): return try reduce(action)
            case .ignored: log("pasted text ignored: nothing here takes text (: opens the command line)", .warning)
            }
        case .commandLine(let text): return runCommandLine(text)
        case .tick(let date):
            // The first tick only says where real time is.
            guard let elapsed = clockFollower.tick(at: date, engine: engine, document: document) else { return [] }
            if elapsed > 0 { deviceBay.moveClocks(by: elapsed) }
            // What the person's other devices did arrives as it would with push notifications.
            return devices.contains(where: { $0.sync != nil }) ? [.sync(asked: false)] : []
        case .reload(let document): reload(document)
        case .reloadFailed(let problems): reloadFailed(problems: problems)

        // MARK: The chrome
        case .moveFocus(let forward): state.navigation = Navigator(facts: facts).movingFocus(by: forward ? 1 : -1, from: state.navigation)
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
        case .press(let controlID): try actOnApp { app throws(SessionError) in try app.press(controlID: controlID, navigation: &state.navigation) }
        case .action(let tipID, let actionID):
            let declaration = try visibleTip(tipID)
            try actOnApp { app throws(SessionError) in try app.runAction(of: declaration, actionID: actionID, navigation: &state.navigation) }
        case .close(let tipID):
            _ = try visibleTip(tipID)
            if let placement = facts.app.placement(of: tipID), !placement.hasCloseButton {
                throw SessionError(Self.noCloseButton(tipID, placement))
            }
            try actOnApp { app throws(SessionError) in
                try app.reachBehindPopover(.close(tipID: tipID))
                try app.invalidate(tipID: tipID, reason: .tipClosed)
            }
        case .hide(let tipID): try actOnApp { app throws(SessionError) in try app.setPresented(tipID: tipID, false) }
        case .show(let tipID): try actOnApp { app throws(SessionError) in try app.setPresented(tipID: tipID, true) }
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
            try actOnApp { app in app.enter(screenID: screenID, navigation: &state.navigation) }
        case .scrollFlow(let down): state.navigation = Navigator(facts: facts).scrollingFlow(down: down, from: state.navigation)
        case .pan(let direction): state.navigation = Navigator(facts: facts).panning(direction, from: state.navigation)
        case .donate(let eventID, let count):
            try actOnApp { app throws(SessionError) in
                try app.run(controlEffects: Array(repeating: .donate(event: eventID, payload: nil), count: count), navigation: &state.navigation)
            }
        case .set(let id, let value):
            let held = try TipValue.held(value, by: id, in: document)
            try actOnApp { app throws(SessionError) in try app.write(held, to: id) }
        case .invalidate(let tipID, let reason): try actOnApp { app throws(SessionError) in try app.invalidate(tipID: tipID, reason: reason) }
        case .resetEligibility(let tipID):
            let tip = try facts.app.knownTip(tipID)
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
                state.navigation.startOver()
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
            _ = state.looking.reduce(action)
            log("copy locale: \(locale ?? "base")")
        case .width, .textSize, .ascii: _ = state.looking.reduce(action)
        case .grid(let on):
            if on {
                // The grid opens at the tip on screen: the popover, else the first tip placed.
                let placed = frame.placedTips
                let shown = placed.first { $0.presentation == .popover } ?? placed.first
                state.grid = PreviewGrid(over: document, locales: document.locales, showing: shown?.tipID, as: state)
            } else {
                state.grid = nil
            }
        case .inspector, .voiceOver, .placementOverlay, .help: _ = state.panels.reduce(action)
        case .variant(let tipID, let name):
            let tip = try facts.app.knownTip(tipID).declaration
            if let name, tip.variant(named: name) == nil {
                let known = tip.variants.map(\.name).joined(separator: ", ")
                throw SessionError("tip '\(tipID)' has no variant '\(name)'" + (known.isEmpty ? "; it has none" : " (its variants: \(known))"))
            }
            state.looking.variants[tipID] = name
            log("\(tipID) copy: " + (name.map { "variant \($0)" } ?? "its own"))
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
        if device.screenID != screenID { state.navigation.startOver() }
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

    /// Runs the simulated app's own code on the current device (`AppActions`), and takes in what
    /// it said, in order, even when it refused part way.
    private func actOnApp(_ act: (inout AppActions) throws(SessionError) -> Void) throws(SessionError) {
        var app = AppActions(device: device, document: document)
        defer { log(app.said) }
        try act(&app)
    }

    /// A tip's declaration, when the device presents it now. Whether the drawing has room for
    /// it is a matter of looking, so it does not decide what the app's tip can do.
    private func visibleTip(_ id: String) throws(SessionError) -> TipDeclaration {
        let tip = try facts.app.knownTip(id)
        guard presented[id] != nil else {
            throw SessionError("tip '\(id)' is not on screen: \(TipVisibility(session: self).whyNotOnScreen(id))")
        }
        return tip.declaration
    }

    /// A click, as the navigator reads it on the frame drawn.
    private func click(at point: Point) throws(SessionError) -> [SessionEffect] {
        switch Navigator(facts: facts).click(at: point) {
        case .nothing: return []
        case .device(let name): return try reduce(.device(name))
        case .dismiss(let tipID): return try reduce(.dismiss(tip: tipID))
        case .press(let element, let pressed):
            state.navigation.focus = element
            guard let pressed else { return [] }
            return try reduce(pressed)
        }
    }

    /// One wheel notch: scrolls the help when it is open, the inspector under the pointer, or
    /// else does what PgUp/PgDn do: pans the view over a device taller than the terminal, then
    /// scrolls the screen's flow a page (performed as `pan` or `scrollFlow`, which may show or
    /// hide tips).
    private func scroll(at point: Point, down: Bool) throws(SessionError) -> [SessionEffect] {
        if state.panels.showsHelp {
            state.panels.scrollHelp(by: down ? 3 : -3, in: size)
        } else if frame.inspectorArea?.contains(point) == true {
            state.panels.scrollSidePanel(by: down ? 3 : -3, lineCount: SidePanelContent(session: self).lines?.count ?? 0, hasMoreBelow: frame.inspectorHasMoreBelow)
        } else {
            return try reduce(ActionSpelling.pageAction(down: down, in: facts))
        }
        return []
    }

    /// A line typed after `:`, step by step (`CommandLineRun`): `expect` says at once whether it
    /// holds and changes nothing; errors go to the outcome and the log.
    private func runCommandLine(_ text: String) -> [SessionEffect] {
        outcome.performed.append(.commandLine(text))
        var effects: [SessionEffect] = []
        for step in CommandLineRun.steps(of: text, in: document) {
            switch step {
            case .check(let expectation):
                let result = check(expectation)
                let verdict = result.holds ? "holds" : "does not hold: found \(result.actual)"
                log("expect \(expectation.expectedText) \(verdict)", result.holds ? .info : .warning)
            case .refuse(let error): fail(error)
            case .act(let action):
                do { effects += try reduce(action) } catch { fail(error) }
            }
        }
        return effects
    }

    /// What effects that ran after the input's transaction report: what they said, the actions
    /// they amount to, and focus starting over after a launch.
    func take(_ report: SessionEffectRunner.Report) {
        log(report.said)
        outcome.performed += report.performed
        if report.navigationStartsOver { state.navigation.startOver() }
    }
}
