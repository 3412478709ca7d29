import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// Keys and clicks: what they mean, resolved into the actions of the vocabulary.
extension PlaygroundSession {
    /// What `key` means now (see `KeyMeaning`): read from the state and the frame, changing
    /// nothing. A key the bindings do not list means nothing.
    func meaning(of key: Key) -> KeyMeaning {
        // Ctrl-L repaints the terminal (the backend does it) and means nothing to the app in
        // every mode: the help stays open, the `:` line unchanged, as in a script of the same keys.
        if KeyBindings.command(for: key) == .redraw { return .nothing(warning: nil) }
        if !showsPlayground {
            // "Terminal too small" hides everything: a key must not change what cannot be seen.
            return KeyBindings.command(for: key) == .quit ? .chrome(.quit) : .nothing(warning: nil)
        }
        if state.showsHelp { return .chrome(.helpKey(key)) }
        if state.commandLine != nil { return .chrome(.editCommandLine(key)) }
        if state.copyEditor != nil { return .chrome(.editCopy(key)) }
        if state.grid != nil { return .chrome(.gridKey(key)) }
        if case .textField(_, let parameter?) = focusedControl?.kind, let text = typed(key, into: parameter) {
            return .typing(parameter: parameter, text: text)
        }
        guard let command = KeyBindings.command(for: key) else { return .nothing(warning: nil) }
        return meaning(of: command)
    }

    /// Does what a key was resolved to mean.
    func apply(_ meaning: KeyMeaning) throws(SessionError) {
        switch meaning {
        case .action(let action): try perform(action)
        case .typing(let parameter, let text):
            do { try engine.setParameter(id: parameter, value: .string(text)) } catch { throw SessionError("\(error)") }
        case .chrome(let command): try apply(command)
        case .nothing(let warning?): log(warning, .warning)
        case .nothing(nil): break
        }
    }

    /// What a binding means against what is on screen now.
    private func meaning(of command: KeyBindings.Command) -> KeyMeaning {
        switch command {
        case .press:
            // Enter presses only what can be seen: not a control a popover has covered since.
            guard let focus = state.focus, frame.focusOrder.contains(focus) else { return .nothing(warning: nil) }
            return meaning(activating: focus)
        case .dismissPopover:
            return device.presentedPopover.map { .action(.dismiss(tip: $0)) } ?? .nothing(warning: nil)
        case .scrollFlow(let down): return .action(.scrollFlow(down: down))
        case .closeTip:
            guard let tipID = topTipID else { return .nothing(warning: "no tip on screen to close") }
            return .action(.close(tip: tipID))
        case .tipAction(let number): return numberedAction(number)
        case .advanceClock(let seconds): return .action(.advance(seconds))
        case .realTime: return .action(.realTime)
        case .toggleInspector: return .action(.inspector(!state.showsInspector))
        case .toggleVoiceOver: return .action(.voiceOver(!state.showsVoiceOver))
        case .togglePlacement: return .action(.placementOverlay(!state.showsPlacement))
        case .nextVariant:
            guard let tipID = variantTipID, let tip = document.tip(id: tipID) else { return .nothing(warning: "no tip on screen to show in another variant") }
            guard !tip.variants.isEmpty else { return .nothing(warning: "\(tipID) has no copy variants (\"variants\" in the playground file)") }
            let names: [String?] = [nil] + tip.variants.map(\.name)
            let index = names.firstIndex(of: state.variants[tipID]) ?? 0
            return .action(.variant(tip: tipID, name: names[(index + 1) % names.count]))
        case .help: return .action(.help(.keys))
        case .nextWidth: return .action(.width(state.widthPreset.next))
        case .nextLocale:
            let locales: [String?] = [nil] + availableLocales.map(Optional.some)
            let index = locales.firstIndex(of: state.locale) ?? 0
            return .action(.locale(locales[(index + 1) % locales.count]))
        case .toggleASCII: return .action(.ascii(!state.usesASCII))
        case .grid: return .action(.grid(true))
        case .nextTextSize: return .action(.textSize(state.textSize.next))
        case .relaunch: return .action(.relaunch)
        case .editCopy:
            guard let (tipID, piece) = copyEditTarget() else { return .nothing(warning: "no tip on screen to edit; :edit TIP edits any tip") }
            return .chrome(.openCopyEditor(tipID: tipID, piece: piece, variant: state.locale == nil ? state.variants[tipID] : nil))
        case .undoCopyEdit: return .chrome(.undoCopyEdit)
        case .nextPersona:
            guard !document.personas.isEmpty else {
                return .nothing(warning: "this playground has no personas: declare \"personas\" or save one with :save-persona NAME")
            }
            return .action(.persona(nextPersona))
        case .nextDevice:
            guard devices.count > 1, let name = devices[(deviceIndex + 1) % devices.count].name else {
                return .nothing(warning: "this playground has one device: declare \"devices\" to have several")
            }
            return .action(.device(name))
        case .moveFocus(let forward): return .chrome(.moveFocus(forward: forward))
        case .scrollInspector(let lines): return .chrome(.scrollInspector(lines: lines))
        case .openCommandLine: return .chrome(.openCommandLine(text: ""))
        case .quit: return .chrome(.quit)
        case .redraw: return .nothing(warning: nil)  // resolved before any mode, above
        }
    }

    private func apply(_ command: KeyMeaning.ChromeCommand) throws(SessionError) {
        switch command {
        case .moveFocus(let forward): moveFocus(by: forward ? 1 : -1)
        case .scrollInspector(let lines): scrollInspector(by: lines)
        case .openCommandLine(let text): state.commandLine = CommandLineEditor(text, history: state.commandHistory)
        case .editCommandLine(let key): editCommandLine(with: key)
        case .helpKey(let key): scrollOrCloseHelp(with: key)
        case .gridKey(let key): handleGridKey(key)
        case .openCopyEditor(let tipID, let piece, let variant): try openCopyEditor(tipID: tipID, piece: piece, variant: variant)
        case .editCopy(let key): editCopy(with: key)
        case .undoCopyEdit: try undoCopyEdit()
        case .quit: outcome.quits = true
        }
    }

    var focusedControl: ControlDeclaration? {
        guard case .control(let id)? = state.focus else { return nil }
        return device.screen.control(id: id)
    }

    /// The text a focused text field bound to `parameter` would hold after `key`, or nil when
    /// the field does not take the key (it is then a shortcut).
    private func typed(_ key: Key, into parameter: String) -> String? {
        guard case .string(var text) = engine.parameterValue(id: parameter) else { return nil }
        switch key {
        case .character(let character) where character != " " || !text.isEmpty:
            text.append(character)
        case .backspace where !text.isEmpty:
            text.removeLast()
        default:
            return nil
        }
        return text
    }

    private func moveFocus(by step: Int) {
        let order = frame.focusOrder
        guard !order.isEmpty else { return }
        guard let current = state.focus, let index = order.firstIndex(of: current) else {
            state.focus = step > 0 ? order.first : order.last
            return
        }
        let next = order[(index + step + order.count) % order.count]
        if leavesFlow(from: current, to: next, forward: step > 0) {
            // More of the flow lies that way: scroll to it instead of jumping past it; the focus
            // lands once the device is laid out with the new scroll.
            scrollFlow(down: step > 0)
            state.focus = next
            focusAfterScroll = step > 0 ? .firstInFlow : .lastInFlow
            return
        }
        state.focus = next
    }

    /// Whether moving focus from `current` to `next` would leave the flow while more of it is
    /// scrolled out of view in that direction.
    private func leavesFlow(from current: HitElement, to next: HitElement, forward: Bool) -> Bool {
        let flow = frame.flow
        guard forward ? flow.hasMoreBelow : flow.hasMoreAbove,
              let from = frame.rect(of: current), flow.area.intersects(from),
              let to = frame.rect(of: next)
        else { return false }
        return forward ? to.minY >= flow.area.maxY || to.minY < from.minY : to.minY < flow.area.minY || to.minY > from.minY
    }

    /// What pressing an element (Enter on the focus, or a click) means: a number's field opens
    /// the `:` line to type its new value.
    private func meaning(activating element: HitElement) -> KeyMeaning {
        switch element {
        case .control(let id): return .action(.press(control: id))
        case .action(let tipID, let actionID): return .action(.action(tip: tipID, action: actionID))
        case .close(let tipID): return .action(.close(tip: tipID))
        case .tip: return .nothing(warning: nil)
        case .parameter(let id):
            if case .bool(let value) = engine.parameterValue(id: id) { return .action(.set(parameter: id, value: .bool(!value))) }
            return .chrome(.openCommandLine(text: "set \(id) "))
        case .event(let id): return .action(.donate(event: id, count: 1))
        }
    }

    /// A click presses what it lands on; a click on nothing dismisses the popover (VIEW-6).
    func click(at point: Point) throws(SessionError) {
        guard let element = frame.hitRegions.element(at: point) else {
            if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) {
                try perform(.dismiss(tip: popover.tipID))
            }
            return
        }
        if case .tip = element { return }
        state.focus = element
        try apply(meaning(activating: element))
    }

    /// The tip `x` closes: the popover if one is shown, else the inline tip holding the focus,
    /// else the first inline tip.
    /// The tip `C` shows in its next variant: the popover the device presents, even one with no
    /// room at this width (a shorter wording may fit), else the tip `x` would close.
    private var variantTipID: String? {
        device.presentedPopover ?? topTipID
    }

    private var topTipID: String? {
        if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) { return popover.tipID }
        switch state.focus {
        case .action(let tipID, _)?, .close(let tipID)?: return tipID
        default: return frame.placedTips.first?.tipID
        }
    }

    /// Action `number` of the tip whose buttons show the digits (`Frame.numberedTipID`).
    private func numberedAction(_ number: Int) -> KeyMeaning {
        guard let tipID = frame.numberedTipID, let declaration = document.tip(id: tipID) else {
            return .nothing(warning: "no tip on screen shows numbered buttons")
        }
        guard number <= declaration.actions.count else {
            return .nothing(warning: "\(tipID) has \(Wording.count(declaration.actions.count, "action")); there is no action \(number)")
        }
        return .action(.action(tip: tipID, action: declaration.actions[number - 1].id))
    }

    /// Edits the `:` line (`CommandLineEditor`); Enter runs it.
    private func editCommandLine(with key: Key) {
        guard var editor = state.commandLine else { return }
        // Taken out of the state while it changes, so its text is edited in place, not copied.
        state.commandLine = nil
        switch editor.handle(key, completer: { CommandCompleter(ids: ScriptIdentifiers(document: document)) }) {
        case .editing:
            state.commandLine = editor
        case .cancelled:
            break
        case .submitted(let text):
            state.commandHistory = editor.history
            runCommandLine(text)
        }
    }

    /// Whether the terminal is large enough to show the playground (else it says it is too small).
    var showsPlayground: Bool { PlaygroundRenderer.showsPlayground(in: size) }
}
