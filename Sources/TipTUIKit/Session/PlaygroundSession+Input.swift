import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// Keys and clicks: what they mean, resolved into the actions of the vocabulary.
extension PlaygroundSession {
    /// One key: scrolls or closes the help, edits the `:` line or a focused text field, or does
    /// what `KeyBindings` says it does. A key the table does not list does nothing.
    func handleKey(_ key: Key) {
        if !showsPlayground {
            // "Terminal too small" hides everything: a key must not change what cannot be seen.
            if KeyBindings.command(for: key) == .quit { outcome.quits = true }
        } else if state.showsHelp {
            scrollOrCloseHelp(with: key)
        } else if state.commandLine != nil {
            editCommandLine(with: key)
        } else if state.grid != nil {
            handleGridKey(key)
        } else if case .textField(_, let parameter?) = focusedControl?.kind, typeIntoField(parameter, key) {
            return
        } else if let command = KeyBindings.command(for: key) {
            if let action = action(for: command) {
                do { try perform(action) } catch { fail(error) }
            } else {
                handleViewCommand(command)
            }
        }
    }

    /// The action a binding stands for, when it is one of the vocabulary.
    private func action(for command: KeyBindings.Command) -> PlaygroundAction? {
        switch command {
        case .press:
            // Enter presses only what can be seen: not a control a popover has covered since.
            guard let focus = state.focus, frame.focusOrder.contains(focus) else { return nil }
            return action(activating: focus)
        case .dismissPopover:
            return device.presentedPopover.map { .dismiss(tip: $0) }
        case .scrollFlow(let down): return .scrollFlow(down: down)
        case .closeTip:
            guard let tipID = topTipID else {
                log("no tip on screen to close", .warning)
                return nil
            }
            return .close(tip: tipID)
        case .tipAction(let number): return numberedAction(number)
        case .advanceClock(let seconds): return .advance(seconds)
        case .realTime: return .realTime
        case .toggleInspector: return .inspector(!state.showsInspector)
        case .toggleVoiceOver: return .voiceOver(!state.showsVoiceOver)
        case .help: return .help(.keys)
        case .nextWidth: return .width(state.widthPreset.next)
        case .nextLocale:
            let locales: [String?] = [nil] + availableLocales.map(Optional.some)
            let index = locales.firstIndex(of: state.locale) ?? 0
            return .locale(locales[(index + 1) % locales.count])
        case .toggleASCII: return .ascii(!state.usesASCII)
        case .grid: return .grid(true)
        case .nextTextSize: return .textSize(state.textSize.next)
        case .relaunch: return .relaunch
        case .moveFocus, .scrollInspector, .openCommandLine, .redraw, .quit: return nil
        }
    }

    /// Bindings that only move around the view: focus, the inspector's scroll, the `:` line, quit.
    private func handleViewCommand(_ command: KeyBindings.Command) {
        switch command {
        case .quit: outcome.quits = true
        case .moveFocus(let forward): moveFocus(by: forward ? 1 : -1)
        case .scrollInspector(let lines): scrollInspector(by: lines)
        case .openCommandLine: state.commandLine = CommandLineEditor(history: state.commandHistory)
        default: break  // Ctrl-L is the terminal's; the rest found no tip or focus to act on
        }
    }

    private var focusedControl: ControlDeclaration? {
        guard case .control(let id)? = state.focus else { return nil }
        return device.screen.control(id: id)
    }

    /// Typing into a focused text field edits its String parameter.
    /// - Returns: whether the key was consumed by the field.
    private func typeIntoField(_ parameter: String, _ key: Key) -> Bool {
        guard case .string(var text) = engine.parameterValue(id: parameter) else { return false }
        switch key {
        case .character(let character) where character != " " || !text.isEmpty:
            text.append(character)
        case .backspace where !text.isEmpty:
            text.removeLast()
        default:
            return false
        }
        do { try engine.setParameter(id: parameter, value: .string(text)) } catch { fail(SessionError("\(error)")) }
        return true
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

    /// What pressing an element (Enter on the focus, or a click) means.
    private func action(activating element: HitElement) -> PlaygroundAction? {
        switch element {
        case .control(let id): return .press(control: id)
        case .action(let tipID, let actionID): return .action(tip: tipID, action: actionID)
        case .close(let tipID): return .close(tip: tipID)
        case .tip: return nil
        case .parameter(let id):
            if case .bool(let value) = engine.parameterValue(id: id) { return .set(parameter: id, value: .bool(!value)) }
            state.commandLine = CommandLineEditor("set \(id) ", history: state.commandHistory)
            return nil
        case .event(let id): return .donate(event: id, count: 1)
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
        if let action = action(activating: element) { try perform(action) }
    }

    /// The tip `x` closes: the popover if one is shown, else the inline tip holding the focus,
    /// else the first inline tip.
    private var topTipID: String? {
        if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) { return popover.tipID }
        switch state.focus {
        case .action(let tipID, _)?, .close(let tipID)?: return tipID
        default: return frame.placedTips.first?.tipID
        }
    }

    /// Action `number` of the tip whose buttons show the digits (`Frame.numberedTipID`).
    private func numberedAction(_ number: Int) -> PlaygroundAction? {
        guard let tipID = frame.numberedTipID, let declaration = document.tip(id: tipID) else {
            log("no tip on screen shows numbered buttons", .warning)
            return nil
        }
        guard number <= declaration.actions.count else {
            log("\(tipID) has \(Wording.count(declaration.actions.count, "action")); there is no action \(number)", .warning)
            return nil
        }
        return .action(tip: tipID, action: declaration.actions[number - 1].id)
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
