import TipDrawing
import TipPlayground

/// What a person does on the simulated device: screens, presses, keys, typing, the tips' buttons,
/// the mouse, focus and scrolling.
extension ActionSpelling {
    static let screen = ActionSpelling(
        "screen", usage: "screen SCREEN_ID",
        parse: { arguments throws(ScriptLineFailure) in .screen(try arguments.id(.screen, "a screen id")) },
        matches: { if case .screen = $0 { true } else { false } },
        arguments: { if case .screen(let id) = $0 { ScriptStep.word(id) } else { nil } },
        changesTheApp: .always,
        complete: { position, _, ids in position == 1 ? Array(ids.screens) : nil })

    /// `press CONTROL`, and Enter or Space on the focused control or tip button.
    static let press = ActionSpelling(
        "press", usage: "press CONTROL_ID",
        parse: { arguments throws(ScriptLineFailure) in .press(control: try arguments.id(.control, "a control id")) },
        matches: { if case .press = $0 { true } else { false } },
        arguments: { if case .press(let control) = $0 { ScriptStep.word(control) } else { nil } },
        keys: [KeyBinding(.enter, pressingTheFocus), KeyBinding(.character(" "), pressingTheFocus)],
        help: .press, changesTheApp: .always,
        complete: { position, _, ids in position == 1 ? Array(ids.controls) : nil })

    /// Enter presses only what can be seen: not a control a popover has covered since.
    @Sendable private static func pressingTheFocus(_ facts: SessionFacts) -> PlaygroundAction? {
        guard let focus = facts.state.navigation.focus, facts.frame.focusOrder.contains(focus) else { return nil }
        return activation(of: focus, in: facts)
    }

    /// What pressing an element (Enter on the focus, or a click) does: a number's field opens
    /// the `:` line to type its new value; a control or tip button behind a popover that blocks
    /// it says so.
    static func activation(of element: HitElement, in facts: SessionFacts) -> PlaygroundAction? {
        if let refusal = facts.app.refusalBehindPopover(element) { return .unavailable(refusal) }
        switch element {
        case .control(let id): return .press(control: id)
        case .action(let tipID, let actionID): return .action(tip: tipID, action: actionID)
        case .close(let tipID): return .close(tip: tipID)
        case .tip: return nil
        case .parameter(let id):
            if case .bool(let value) = facts.device.engine.parameterValue(id: id) { return .set(parameter: id, value: .bool(!value)) }
            return .openCommandLine("set \(id) ")
        case .event(let id): return .donate(event: id, count: 1)
        }
    }

    static let key = ActionSpelling(
        "key", usage: "key KEY [KEY...]",
        parse: { arguments throws(ScriptLineFailure) in
            let expectation = "a key like Tab, Enter, Esc, Up, Down, Left, Right, Space or x"
            try arguments.requireMore(expectation)
            var keys: [Key] = []
            for token in arguments.rest() {
                guard let key = Key(name: token.text) else {
                    let names = Key.namedKeys.map(\.name) + Key.aliases.keys.sorted()
                    throw arguments.wrong(token, expectation, suggestions: names)
                }
                keys.append(key)
            }
            return keys.count == 1 ? .key(keys[0]) : .keys(keys)
        },
        matches: { action in
            switch action {
            case .key, .keys: true
            default: false
            }
        },
        arguments: { action in
            let keys: [Key] = switch action {
            case .key(let key): [key]
            case .keys(let keys): keys
            default: []
            }
            guard !keys.isEmpty, keys.allSatisfy(\.isScriptable) else { return nil }
            return keys.map { ScriptStep.word($0.name) }.joined(separator: " ")
        },
        changesTheApp: .dependsOnTheScreen)

    static let type = ActionSpelling(
        "type", usage: "type \"TEXT\"",
        parse: { arguments throws(ScriptLineFailure) in .type(try arguments.quoted("text in quotes like \"hello\"")) },
        matches: { if case .type = $0 { true } else { false } },
        arguments: { if case .type(let text) = $0 { ScriptValue.text(text).scriptLiteral } else { nil } },
        changesTheApp: .dependsOnTheScreen)

    /// `close TIP`, and `x` on the tip on top.
    static let close = ActionSpelling(
        "close", usage: "close TIP_ID",
        parse: { arguments throws(ScriptLineFailure) in .close(tip: try arguments.id(.tip, "a tip id")) },
        matches: { if case .close = $0 { true } else { false } },
        arguments: { if case .close(let tip) = $0 { ScriptStep.word(tip) } else { nil } },
        keys: [KeyBinding(.character("x")) { facts in
            guard let tipID = topTipID(in: facts) else { return .unavailable("no tip on screen to close") }
            if let placement = facts.app.placement(of: tipID), !placement.hasCloseButton {
                return .unavailable(PlaygroundSession.noCloseButton(tipID, placement))
            }
            return .close(tip: tipID)
        }],
        help: .close, changesTheApp: .always,
        complete: { position, _, ids in position == 1 ? Array(ids.tips) : nil })

    /// `action TIP ACTION`, and the digits on the tip whose buttons show them.
    static let action = ActionSpelling(
        "action", usage: "action TIP_ID ACTION_ID",
        parse: { arguments throws(ScriptLineFailure) in
            let tip = try arguments.id(.tip, "a tip id")
            return .action(tip: tip, action: try arguments.id(.action(tip: tip), "an action id after the tip id"))
        },
        matches: { if case .action = $0 { true } else { false } },
        arguments: { if case .action(let tip, let action) = $0 { "\(ScriptStep.word(tip)) \(ScriptStep.word(action))" } else { nil } },
        keys: (1...9).map { number in KeyBinding(.character(Character(String(number)))) { numberedAction(number, in: $0) } },
        help: .tipAction, changesTheApp: .always,
        complete: { position, words, ids in
            position == 1 ? Array(ids.tips) : position == 2 ? Array(ids.actions[words[1]] ?? []) : nil
        })

    /// `dismiss TIP`, and Esc on the popover shown; with none, Esc says so rather than nothing.
    static let dismiss = ActionSpelling(
        "dismiss", usage: "dismiss TIP_ID",
        parse: { arguments throws(ScriptLineFailure) in .dismiss(tip: try arguments.id(.tip, "a tip id")) },
        matches: { if case .dismiss = $0 { true } else { false } },
        arguments: { if case .dismiss(let tip) = $0 { ScriptStep.word(tip) } else { nil } },
        keys: [KeyBinding(.escape) { facts in
            facts.device.presentedPopover.map { .dismiss(tip: $0) } ?? .unavailable("Esc: no popover on screen to dismiss")
        }],
        help: .dismiss, changesTheApp: .always,
        complete: { position, _, ids in position == 1 ? Array(ids.tips) : nil })

    static let moveFocus = ActionSpelling(
        "focus", place: .nowhere, matches: { if case .moveFocus = $0 { true } else { false } },
        keys: [
            KeyBinding(.tab, always: .moveFocus(forward: true)), KeyBinding(.backTab, always: .moveFocus(forward: false)),
            KeyBinding(.down, always: .moveFocus(forward: true)), KeyBinding(.up, always: .moveFocus(forward: false)),
            KeyBinding(.right, always: .moveFocus(forward: true)), KeyBinding(.left, always: .moveFocus(forward: false)),
        ],
        help: .focus, changesTheApp: .never)

    /// PgUp/PgDn: the terminal's view first, then the screen's flow (`pageAction`).
    static let scrollFlow = ActionSpelling(
        "scroll", place: .nowhere, matches: { if case .scrollFlow = $0 { true } else { false } },
        keys: [KeyBinding(.pageUp) { pageAction(down: false, in: $0) }, KeyBinding(.pageDown) { pageAction(down: true, in: $0) }],
        help: .scrollFlow, changesTheApp: .never)

    /// What PgUp/PgDn and a wheel notch over the device mean: while the device is larger than
    /// the terminal's room for it and more of it lies that way, the view pans a page (the device
    /// is what the person looks at, so it is seen whole before its screen scrolls); once that
    /// edge of the device is in view, the screen's flow scrolls a page.
    static func pageAction(down: Bool, in facts: SessionFacts) -> PlaygroundAction {
        let direction: PanDirection = down ? .down : .up
        if facts.frame.deviceView?.isClipped(direction) == true { return .pan(direction) }
        return .scrollFlow(down: down)
    }

    /// `pan up|down|left|right`; Home and End pan to the device's left and right edges.
    static let pan = ActionSpelling(
        "pan", usage: "pan up|down|left|right",
        parse: { arguments throws(ScriptLineFailure) in
            .pan(try arguments.keyword(PanDirection.self, "one of up, down, left or right"))
        },
        matches: { if case .pan = $0 { true } else { false } },
        arguments: { if case .pan(let direction) = $0 { direction.rawValue } else { nil } },
        keys: [KeyBinding(.home) { sidewaysPan(.left, in: $0) }, KeyBinding(.end) { sidewaysPan(.right, in: $0) }],
        help: .scrollFlow, changesTheApp: .never,
        complete: { position, _, _ in position == 1 ? PanDirection.allCases.map(\.rawValue) : nil })

    /// Home and End: a page sideways, which at every width the playground allows is the whole
    /// way to that edge (the widest preset, tablet, is 74 columns; the narrowest terminal 40).
    private static func sidewaysPan(_ direction: PanDirection, in facts: SessionFacts) -> PlaygroundAction {
        guard let view = facts.frame.deviceView, view.overflow.width > 0 else {
            return .unavailable("\(direction == .left ? "Home" : "End"): the device's whole width is in view; nothing to pan")
        }
        return .pan(direction)
    }

    /// Recorded as what it pressed, never as a click.
    static let click = ActionSpelling(
        "click", place: .nowhere, matches: { if case .click = $0 { true } else { false } }, help: .mouse, changesTheApp: .always)

    static let wheel = ActionSpelling(
        "wheel", place: .nowhere, matches: { if case .wheel = $0 { true } else if case .sidewaysWheel = $0 { true } else { false } },
        help: .mouse, changesTheApp: .never)

    /// Typed where text is typed; in a focused text field it writes the parameter.
    static let paste = ActionSpelling(
        "paste", place: .nowhere, matches: { if case .paste = $0 { true } else { false } }, changesTheApp: .dependsOnTheScreen)

    /// A key typed into a focused text field (recorded as the key).
    static let typed = ActionSpelling(
        "typed", place: .nowhere, matches: { if case .typed = $0 { true } else { false } }, changesTheApp: .always)

    /// A key with nothing to act on: the message line says why.
    static let unavailable = ActionSpelling(
        "unavailable", place: .nowhere, matches: { if case .unavailable = $0 { true } else { false } }, changesTheApp: .never)

    /// The tip `x` closes: the popover if one is shown, else the inline tip holding the focus,
    /// else the first inline tip.
    static func topTipID(in facts: SessionFacts) -> String? {
        if let popover = facts.frame.placedTips.first(where: { $0.presentation == .popover }) { return popover.tipID }
        switch facts.state.navigation.focus {
        case .action(let tipID, _)?, .close(let tipID)?: return tipID
        default: return facts.frame.placedTips.first?.tipID
        }
    }

    /// Action `number` of the tip whose buttons show the digits (`Frame.numberedTipID`).
    private static func numberedAction(_ number: Int, in facts: SessionFacts) -> PlaygroundAction {
        guard let tipID = facts.frame.numberedTipID, let declaration = facts.document.tip(id: tipID) else {
            return .unavailable("no tip on screen shows numbered buttons")
        }
        guard number <= declaration.actions.count else {
            return .unavailable("\(tipID) has \(Wording.count(declaration.actions.count, "action")); there is no action \(number)")
        }
        return .action(tip: tipID, action: declaration.actions[number - 1].id)
    }
}
