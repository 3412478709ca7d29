import TipDrawing
import TipPlayground

/// How the playground is looked at: copy locale, width, text size, glyphs and the panels. None of
/// these changes the app.
extension ActionSpelling {
    static let locale = ActionSpelling(
        "locale", usage: "locale LOCALE",
        parse: { arguments throws(ScriptLineFailure) in
            let token = try arguments.next("a locale like fr or pt-BR, or base")
            // `base` goes back to the file's own copy; it needs no translation to exist.
            if token.text == "base" { return .locale(nil) }
            guard ScriptLiterals.isLocale(token.text) || PseudoLanguage(localeID: token.text) != nil else {
                throw arguments.wrong(token, "a locale like fr, pt-BR or pseudo-double, or base")
            }
            arguments.record(ScriptReference(.locale, token.text, column: token.column))
            return .locale(token.text)
        },
        matches: { if case .locale = $0 { true } else { false } },
        arguments: { if case .locale(let locale) = $0 { locale ?? "base" } else { nil } },
        keys: [KeyBinding(.character("L")) { facts in
            let locales: [String?] = [nil] + facts.document.locales.map(Optional.some)
            let index = locales.firstIndex(of: facts.state.looking.locale) ?? 0
            return .locale(locales[(index + 1) % locales.count])
        }],
        help: .looks, changesTheApp: .never, mayComeBeforePlayground: true,
        complete: { position, _, ids in position == 1 ? ["base"] + ids.locales : nil })

    static let width = ActionSpelling(
        "width", usage: "width watch|phone|tablet|full",
        parse: { arguments throws(ScriptLineFailure) in
            .width(try arguments.keyword(WidthPreset.self, "one of watch, phone, tablet or full"))
        },
        matches: { if case .width = $0 { true } else { false } },
        arguments: { if case .width(let preset) = $0 { preset.rawValue } else { nil } },
        keys: [KeyBinding(.character("W")) { .width($0.state.looking.widthPreset.next) }],
        help: .looks, changesTheApp: .never, mayComeBeforePlayground: true,
        complete: { position, _, _ in position == 1 ? WidthPreset.allCases.map(\.rawValue) : nil })

    static let textSize = ActionSpelling(
        "text-size", usage: "text-size xSmall|small|medium|large|xLarge|xxLarge|xxxLarge|AX1...AX5",
        parse: { arguments throws(ScriptLineFailure) in
            let token = try arguments.next("a text size like medium, large or AX3")
            guard let size = TextSize(name: token.text) else {
                throw arguments.wrong(token, "a text size like medium, large or AX3", suggestions: TextSize.allCases.map(\.rawValue))
            }
            return .textSize(size)
        },
        matches: { if case .textSize = $0 { true } else { false } },
        arguments: { if case .textSize(let size) = $0 { size.rawValue } else { nil } },
        keys: [KeyBinding(.character("T")) { .textSize($0.state.looking.textSize.next) }],
        help: .looks, changesTheApp: .never, mayComeBeforePlayground: true)

    static let ascii = ActionSpelling(
        "ascii", usage: "ascii on|off",
        parse: { arguments throws(ScriptLineFailure) in .ascii(try arguments.onOff()) },
        matches: { if case .ascii = $0 { true } else { false } },
        arguments: { if case .ascii(let on) = $0 { on ? "on" : "off" } else { nil } },
        keys: [KeyBinding(.character("A")) { .ascii(!$0.state.looking.usesASCII) }],
        help: .ascii, changesTheApp: .never, mayComeBeforePlayground: true,
        complete: { position, _, _ in position == 1 ? ["off", "on"] : nil })

    static let inspector = ActionSpelling(
        "inspector", usage: "inspector on|off",
        parse: { arguments throws(ScriptLineFailure) in .inspector(try arguments.onOff()) },
        matches: { if case .inspector = $0 { true } else { false } },
        arguments: { if case .inspector(let on) = $0 { on ? "on" : "off" } else { nil } },
        keys: [KeyBinding(.character("i")) { .inspector(!$0.state.panels.showsInspector) }],
        help: .inspector, changesTheApp: .never, mayComeBeforePlayground: true,
        complete: { position, _, _ in position == 1 ? ["off", "on"] : nil })

    static let scrollInspector = ActionSpelling(
        "scroll-inspector", place: .nowhere, matches: { if case .scrollInspector = $0 { true } else { false } },
        keys: [KeyBinding(.character("["), always: .scrollInspector(lines: -5)),
               KeyBinding(.character("]"), always: .scrollInspector(lines: 5))],
        help: .scrollInspector, changesTheApp: .never)

    static let voiceOver = ActionSpelling(
        "voiceover", place: .nowhere, matches: { if case .voiceOver = $0 { true } else { false } },
        keys: [KeyBinding(.character("V")) { .voiceOver(!$0.state.panels.showsVoiceOver) }], help: .panels, changesTheApp: .never)

    static let placementOverlay = ActionSpelling(
        "placement", place: .nowhere, matches: { if case .placementOverlay = $0 { true } else { false } },
        keys: [KeyBinding(.character("P")) { .placementOverlay(!$0.state.panels.showsPlacement) }], help: .panels, changesTheApp: .never)

    /// `C`: the tip on top in its next copy variant, then its own copy again.
    static let variant = ActionSpelling(
        "variant", place: .nowhere, matches: { if case .variant = $0 { true } else { false } },
        keys: [KeyBinding(.character("C")) { facts in
            guard let tipID = variantTipID(in: facts), let tip = facts.document.tip(id: tipID) else {
                return .unavailable("no tip on screen to show in another variant")
            }
            guard !tip.variants.isEmpty else {
                return .unavailable("\(tipID) has no copy variants (\"variants\" in the playground file)")
            }
            let names: [String?] = [nil] + tip.variants.map(\.name)
            let index = names.firstIndex(of: facts.state.looking.variants[tipID]) ?? 0
            return .variant(tip: tipID, name: names[(index + 1) % names.count])
        }],
        help: .looks, changesTheApp: .never)

    /// The tip `C` shows in its next variant: the popover the device presents, even one with no
    /// room at this width (a shorter wording may fit), else the tip `x` would close.
    private static func variantTipID(in facts: SessionFacts) -> String? {
        facts.device.presentedPopover ?? topTipID(in: facts)
    }

    static let grid = ActionSpelling(
        "grid", place: .nowhere, matches: { if case .grid = $0 { true } else { false } },
        keys: [KeyBinding(.character("G"), always: .grid(true))], help: .grid, changesTheApp: .never)

    /// `?`, F1 and `:help`.
    static let help = ActionSpelling(
        "help", place: .commandLineOnly, usage: "help  (this list)",
        parse: { _ throws(ScriptLineFailure) in .help(.commands) },
        matches: { if case .help = $0 { true } else { false } },
        keys: [KeyBinding(.character("?"), always: .help(.keys)), KeyBinding(.function(1), always: .help(.keys))],
        help: .help, changesTheApp: .never)

    /// A demo script's `say` shows it (`ScriptStep.say`); it has no word of its own.
    static let caption = ActionSpelling(
        "caption", place: .nowhere, matches: { if case .caption = $0 { true } else { false } }, changesTheApp: .never)
}
