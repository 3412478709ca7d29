import TipCore
import TipPlayground

/// Keys and clicks: the keyboard and mouse front of the operations.
extension PlaygroundSession {
    /// What the main loop should do after an input.
    public enum InputOutcome: Equatable, Sendable {
        case keepRunning
        case quit
    }

    /// Handles one input event. Errors of the operations it triggers go to the log (shown in
    /// the message line); input never throws.
    @discardableResult
    public func handle(_ event: InputEvent) -> InputOutcome {
        switch event {
        case .resize(let newSize):
            resize(to: newSize)
        case .mouseClick(let point):
            click(at: point)
        case .mouseWheel(let point, let down):
            scroll(at: point, down: down)
        case .key(let key):
            if state.showsHelp {
                scrollOrCloseHelp(with: key)
            } else if state.commandLine != nil {
                if editCommandLine(with: key) == .quit { return .quit }
            } else if handleShortcut(key) == .quit {
                return .quit
            }
        }
        render()
        return .keepRunning
    }

    private func handleShortcut(_ key: Key) -> InputOutcome {
        if case .textField(_, let parameter?) = focusedControl?.kind, typeIntoField(parameter, key) {
            return .keepRunning
        }
        switch key {
        case .control("c"), .character("q"): return .quit
        case .tab, .down, .right: moveFocus(by: 1)
        case .backTab, .up, .left: moveFocus(by: -1)
        case .enter, .character(" "): if let focus = state.focus { activate(focus) }
        case .escape: dismissTopPopover()
        case .pageDown: scrollFlow(down: true)
        case .pageUp: scrollFlow(down: false)
        case .character("x"): closeTopTip()
        case .character(let digit) where digit.isASCII && ("1"..."9").contains(digit):
            runTopTipAction(number: Int(String(digit))!)
        case .character("m"): advanceClock(by: 60)
        case .character("h"): advanceClock(by: 3_600)
        case .character("d"): advanceClock(by: 86_400)
        case .character("w"): advanceClock(by: 604_800)
        case .character("i"): state.showsInspector.toggle()
        case .character("]"): scrollInspector(by: 5)
        case .character("["): scrollInspector(by: -5)
        case .character("?"), .function(1): state.showsHelp = true
        case .character(":"): state.commandLine = CommandLineEditor(history: state.commandHistory)
        case .character("W"): state.widthPreset = state.widthPreset.next
        case .character("L"): cycleLocale()
        case .character("A"): state.usesASCII.toggle()
        case .character("R"):
            do { try relaunch() } catch { log("relaunch failed: \(error)", .error) }
        default: break
        }
        return .keepRunning
    }

    private var focusedControl: ControlDeclaration? {
        guard case .control(let id)? = state.focus else { return nil }
        return (document.screen(id: state.screenID) ?? document.screens[0]).control(id: id)
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
        do { try engine.setParameter(id: parameter, value: .string(text)) } catch { log("\(error)", .error) }
        return true
    }

    /// Scrolls the screen's flow by a page: what was last on screen comes to the top.
    func scrollFlow(down: Bool) {
        let flow = frame.flow
        if down {
            guard flow.hasMoreBelow else { return }
            state.flowScroll = flow.first + max(1, flow.shown - 1)
        } else {
            state.flowScroll = max(0, flow.first - max(1, flow.shown - 1))
        }
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
            // More of the flow lies that way: scroll to it instead of jumping past it.
            scrollFlow(down: step > 0)
            render()
            let inFlow = frame.focusOrder.filter { frame.rect(of: $0).map(frame.flow.area.intersects) ?? false }
            state.focus = (step > 0 ? inFlow.first : inFlow.last) ?? next
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

    /// Presses whatever a click or Enter lands on.
    private func activate(_ element: HitElement) {
        do {
            switch element {
            case .control(let id): try press(controlID: id)
            case .action(let tipID, let actionID): try runAction(tipID: tipID, actionID: actionID)
            case .close(let tipID): try close(tipID: tipID)
            case .tip: break
            case .parameter(let id):
                if case .bool(let value) = engine.parameterValue(id: id) {
                    try setParameter(id, to: .bool(!value))
                } else {
                    state.commandLine = CommandLineEditor("set \(id) ", history: state.commandHistory)
                }
            case .event(let id): try donate(eventID: id)
            }
        } catch {
            log(error.description, .error)
        }
    }

    /// A click presses what it lands on; a click on nothing dismisses the popover (VIEW-6).
    private func click(at point: Point) {
        guard let element = frame.hitRegions.element(at: point) else {
            dismissTopPopover()
            return
        }
        if case .tip = element { return }
        state.focus = element
        activate(element)
    }

    /// The tip that 1-9 and x act on: the popover if one is shown, else the inline tip holding
    /// the focus, else the first inline tip.
    private var topTipID: String? {
        if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) { return popover.tipID }
        switch state.focus {
        case .action(let tipID, _)?, .close(let tipID)?: return tipID
        default: return frame.placedTips.first?.tipID
        }
    }

    private func dismissTopPopover() {
        guard let popover = frame.placedTips.first(where: { $0.presentation == .popover }) else { return }
        do { try dismiss(tipID: popover.tipID) } catch { log(error.description, .error) }
    }

    private func closeTopTip() {
        guard let tipID = topTipID else { return log("no tip on screen to close", .warning) }
        do { try close(tipID: tipID) } catch { log(error.description, .error) }
    }

    private func runTopTipAction(number: Int) {
        guard let tipID = topTipID, let declaration = document.tip(id: tipID) else {
            return log("no tip on screen", .warning)
        }
        guard number <= declaration.actions.count else {
            return log("\(tipID) has \(Wording.count(declaration.actions.count, "action")); there is no action \(number)", .warning)
        }
        do { try runAction(tipID: tipID, actionID: declaration.actions[number - 1].id) } catch { log(error.description, .error) }
    }

    private func cycleLocale() {
        let locales: [String?] = [nil] + availableLocales.map(Optional.some)
        let index = locales.firstIndex(of: state.locale) ?? 0
        setLocale(locales[(index + 1) % locales.count])
    }

    /// Edits the `:` line (`CommandLineEditor`); Enter runs it.
    private func editCommandLine(with key: Key) -> InputOutcome {
        guard var editor = state.commandLine else { return .keepRunning }
        // Taken out of the state while it changes, so its text is edited in place, not copied.
        state.commandLine = nil
        switch editor.handle(key, completer: { CommandCompleter(ids: ScriptIdentifiers(document: document)) }) {
        case .editing:
            state.commandLine = editor
        case .cancelled:
            break
        case .submitted(let text):
            state.commandHistory = editor.history
            return runCommandLineWord(text)
        }
        return .keepRunning
    }
}
