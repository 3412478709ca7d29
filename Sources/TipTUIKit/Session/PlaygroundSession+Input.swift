import Foundation
import TipCore
import TipPlayground

/// Keys and clicks: what they mean, resolved into the actions of the vocabulary.
extension PlaygroundSession {
    /// One key: closes the help, edits the `:` line or a focused text field, or runs its binding.
    func handleKey(_ key: Key) {
        if state.showsHelp {
            state.showsHelp = false
        } else if state.commandLine != nil {
            editCommandLine(with: key)
        } else if state.grid != nil {
            handleGridKey(key)
        } else if case .textField(_, let parameter?) = focusedControl?.kind, typeIntoField(parameter, key) {
            return
        } else if let action = action(for: key) {
            do { try perform(action) } catch { fail(error) }
        } else {
            handleViewKey(key)
        }
    }

    /// The action a key stands for, when it is one of the vocabulary.
    private func action(for key: Key) -> PlaygroundAction? {
        switch key {
        case .enter, .character(" "):
            // Enter presses only what can be seen: not a control a popover has covered since.
            guard let focus = state.focus, frame.focusOrder.contains(focus) else { return nil }
            return action(activating: focus)
        case .escape:
            return frame.placedTips.first { $0.presentation == .popover }.map { .dismiss(tip: $0.tipID) }
        case .pageDown: return .scrollFlow(down: true)
        case .pageUp: return .scrollFlow(down: false)
        case .character("x"):
            guard let tipID = topTipID else {
                log("no tip on screen to close", .warning)
                return nil
            }
            return .close(tip: tipID)
        case .character(let digit) where digit.isASCII && ("1"..."9").contains(digit):
            return numberedAction(Int(String(digit))!)
        case .character("m"): return .advance(60)
        case .character("h"): return .advance(3_600)
        case .character("d"): return .advance(86_400)
        case .character("w"): return .advance(604_800)
        case .character("N"): return .realTime
        case .character("i"): return .inspector(!state.showsInspector)
        case .character("?"), .function(1): return .help(true)
        case .character("W"): return .width(state.widthPreset.next)
        case .character("L"):
            let locales: [String?] = [nil] + availableLocales.map(Optional.some)
            let index = locales.firstIndex(of: state.locale) ?? 0
            return .locale(locales[(index + 1) % locales.count])
        case .character("A"): return .ascii(!state.usesASCII)
        case .character("G"): return .grid(true)
        case .character("T"): return .textSize(state.textSize.next)
        case .character("R"): return .relaunch
        default: return nil
        }
    }

    /// Keys that only move around the view: focus, the inspector's scroll, the `:` line, quit.
    private func handleViewKey(_ key: Key) {
        switch key {
        case .control("c"), .character("q"): outcome.quits = true
        case .tab, .down, .right: moveFocus(by: 1)
        case .backTab, .up, .left: moveFocus(by: -1)
        case .character("]"): state.inspectorScroll = min(state.inspectorScroll + 5, max(0, inspectorLines().count - 1))
        case .character("["): state.inspectorScroll = max(0, state.inspectorScroll - 5)
        case .character(":"): state.commandLine = ""
        default: break
        }
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
            state.commandLine = "set \(id) "
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
            log("\(tipID) has \(declaration.actions.count) action(s); there is no action \(number)", .warning)
            return nil
        }
        return .action(tip: tipID, action: declaration.actions[number - 1].id)
    }

    private func editCommandLine(with key: Key) {
        switch key {
        case .escape:
            state.commandLine = nil
        case .enter:
            let text = state.commandLine ?? ""
            state.commandLine = nil
            if !text.trimmingCharacters(in: .whitespaces).isEmpty { runCommandLine(text) }
        case .backspace:
            if state.commandLine?.isEmpty == true { state.commandLine = nil } else { state.commandLine?.removeLast() }
        case .character(let character):
            state.commandLine?.append(character)
        default:
            break
        }
    }
}
