import TipCore
import TipDrawing
import TipPlayground

/// The grammar of each command: its usage line and how its arguments are read.
extension ScriptParser {
    struct CommandSyntax: Sendable {
        var usage: String
        var read: @Sendable (inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptCommand
    }

    /// Every command word, in the order of the language reference.
    static let commandNames = [
        "playground", "size", "clock", "advance", "relaunch", "reset", "restart", "frequency", "override", "locale",
        "width", "text-size", "ascii", "inspector", "screen", "press", "key", "type", "close", "action", "dismiss",
        "donate", "set", "invalidate", "reset-eligibility", "sync", "persona", "device", "offline", "online",
        "save-persona", "expect", "say", "pause",
    ]

    static let commands: [String: CommandSyntax] = [
        "playground": CommandSyntax(usage: "playground FILE") { arguments throws(ScriptLineFailure) in
            let token = try arguments.next("a playground file like playground.json")
            guard !token.text.isEmpty else { throw arguments.wrong(token, "a playground file like playground.json") }
            return .playground(path: token.text)
        },
        "size": CommandSyntax(usage: "size WIDTHxHEIGHT") { arguments throws(ScriptLineFailure) in
            let token = try arguments.next("a size like 80x24")
            guard let size = ScriptLiterals.size(token.text) else { throw arguments.wrong(token, "a size like 80x24") }
            guard (1...1000).contains(size.width), (1...1000).contains(size.height) else {
                throw arguments.wrong(token, "a size between 1x1 and 1000x1000")
            }
            return .size(width: size.width, height: size.height)
        },
        "clock": CommandSyntax(usage: "clock YYYY-MM-DDTHH:MM:SSZ") { arguments throws(ScriptLineFailure) in
            .clock(try arguments.converted("a UTC date like 2026-01-06T09:00:00Z", ScriptLiterals.date))
        },
        "advance": CommandSyntax(usage: "advance DURATION") { arguments throws(ScriptLineFailure) in
            .advance(try arguments.duration("a duration like 90s, 15m, 2h, 1d or 1w"))
        },
        "relaunch": CommandSyntax(usage: "relaunch") { _ throws(ScriptLineFailure) in .relaunch },
        "reset": CommandSyntax(usage: "reset") { _ throws(ScriptLineFailure) in .reset },
        "restart": CommandSyntax(usage: "restart") { _ throws(ScriptLineFailure) in .restart },
        "frequency": CommandSyntax(usage: "frequency immediate|hourly|daily|weekly|monthly") { arguments throws(ScriptLineFailure) in
            let expectation = "one of immediate, hourly, daily, weekly or monthly"
            let token = try arguments.next(expectation)
            guard let frequency = Tips.ConfigurationOption.DisplayFrequency(named: token.text) else {
                throw arguments.wrong(token, expectation, suggestions: Tips.ConfigurationOption.DisplayFrequency.allNamed.map(\.description))
            }
            return .frequency(frequency)
        },
        "override": CommandSyntax(usage: "override show-all|hide-all|show TIPS|hide TIPS|none") { arguments throws(ScriptLineFailure) in
            try readOverride(&arguments)
        },
        "locale": CommandSyntax(usage: "locale LOCALE") { arguments throws(ScriptLineFailure) in
            let token = try arguments.next("a locale like fr or pt-BR, or base")
            // `base` goes back to the file's own copy; it needs no translation to exist.
            if token.text == "base" { return .locale("base") }
            guard ScriptLiterals.isLocale(token.text) || PseudoLanguage(localeID: token.text) != nil else {
                throw arguments.wrong(token, "a locale like fr, pt-BR or pseudo-double, or base")
            }
            arguments.record(ScriptReference(.locale, token.text, column: token.column))
            return .locale(token.text)
        },
        "width": CommandSyntax(usage: "width watch|phone|tablet|full") { arguments throws(ScriptLineFailure) in
            .width(try arguments.keyword(WidthPreset.self, "one of watch, phone, tablet or full"))
        },
        "text-size": CommandSyntax(usage: "text-size xSmall|small|medium|large|xLarge|xxLarge|xxxLarge|AX1...AX5") {
            arguments throws(ScriptLineFailure) in
            let token = try arguments.next("a text size like medium, large or AX3")
            guard let size = TextSize(name: token.text) else {
                throw arguments.wrong(token, "a text size like medium, large or AX3", suggestions: TextSize.allCases.map(\.rawValue))
            }
            return .textSize(size)
        },
        "ascii": CommandSyntax(usage: "ascii on|off") { arguments throws(ScriptLineFailure) in
            .ascii(try arguments.onOff())
        },
        "inspector": CommandSyntax(usage: "inspector on|off") { arguments throws(ScriptLineFailure) in
            .inspector(try arguments.onOff())
        },
        "screen": CommandSyntax(usage: "screen SCREEN_ID") { arguments throws(ScriptLineFailure) in
            .screen(try arguments.id(.screen, "a screen id"))
        },
        "press": CommandSyntax(usage: "press CONTROL_ID") { arguments throws(ScriptLineFailure) in
            .press(control: try arguments.id(.control, "a control id"))
        },
        "key": CommandSyntax(usage: "key KEY [KEY...]") { arguments throws(ScriptLineFailure) in
            try readKeys(&arguments)
        },
        "type": CommandSyntax(usage: "type \"TEXT\"") { arguments throws(ScriptLineFailure) in
            .type(try arguments.quoted("text in quotes like \"hello\""))
        },
        "close": CommandSyntax(usage: "close TIP_ID") { arguments throws(ScriptLineFailure) in
            .close(tip: try arguments.id(.tip, "a tip id"))
        },
        "action": CommandSyntax(usage: "action TIP_ID ACTION_ID") { arguments throws(ScriptLineFailure) in
            let tip = try arguments.id(.tip, "a tip id")
            return .action(tip: tip, action: try arguments.id(.action(tip: tip), "an action id after the tip id"))
        },
        "dismiss": CommandSyntax(usage: "dismiss TIP_ID") { arguments throws(ScriptLineFailure) in
            .dismiss(tip: try arguments.id(.tip, "a tip id"))
        },
        "donate": CommandSyntax(usage: "donate EVENT_ID [COUNT]") { arguments throws(ScriptLineFailure) in
            let event = try arguments.id(.event, "an event id")
            let count = arguments.peek == nil ? 1 : try arguments.integer(in: 1...10_000, "a count from 1 to 10000")
            return .donate(event: event, count: count)
        },
        "set": CommandSyntax(usage: "set PARAMETER_ID VALUE") { arguments throws(ScriptLineFailure) in
            let parameter = try arguments.id(.parameter, "a parameter id")
            return .set(parameter: parameter, value: try arguments.value(for: parameter))
        },
        "invalidate": CommandSyntax(usage: "invalidate TIP_ID REASON") { arguments throws(ScriptLineFailure) in
            let tip = try arguments.id(.tip, "a tip id")
            return .invalidate(tip: tip, reason: try arguments.keyword(Tips.InvalidationReason.self, reasonExpectation))
        },
        "reset-eligibility": CommandSyntax(usage: "reset-eligibility TIP_ID") { arguments throws(ScriptLineFailure) in
            .resetEligibility(tip: try arguments.id(.tip, "a tip id"))
        },
        "sync": CommandSyntax(usage: "sync") { _ throws(ScriptLineFailure) in .sync },
        "persona": CommandSyntax(usage: "persona PERSONA|none") { arguments throws(ScriptLineFailure) in
            if let token = arguments.peek, token.text == "none", !token.isQuoted {
                _ = try arguments.next("a persona id or none")
                return .persona(nil)
            }
            return .persona(try arguments.id(.persona, "a persona id or none"))
        },
        "device": CommandSyntax(usage: "device DEVICE") { arguments throws(ScriptLineFailure) in
            .device(try arguments.id(.device, "a device name"))
        },
        "offline": CommandSyntax(usage: "offline DEVICE") { arguments throws(ScriptLineFailure) in
            .network(device: try arguments.id(.device, "a device name"), online: false)
        },
        "online": CommandSyntax(usage: "online DEVICE") { arguments throws(ScriptLineFailure) in
            .network(device: try arguments.id(.device, "a device name"), online: true)
        },
        "save-persona": CommandSyntax(usage: "save-persona NAME") { arguments throws(ScriptLineFailure) in
            let expectation = "a persona name of letters, digits, '-' and '_' like day-3"
            return .savePersona(try arguments.converted(expectation) { name in
                name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } ? name : nil
            })
        },
        "expect": CommandSyntax(usage: "expect WHAT ... [on DEVICE]") { arguments throws(ScriptLineFailure) in
            let device = arguments.takeTrailing("on", .device)
            let expectation = try readExpectation(&arguments)
            guard let device else { return .expect(expectation) }
            if case .snapshot = expectation {
                throw ScriptLineFailure(
                    column: 1, message: "expect snapshot is of the whole terminal; drop 'on \(device)' (use device \(device) first)")
            }
            return .expect(.on(device: device, expectation))
        },
        "say": CommandSyntax(usage: "say \"CAPTION\"") { arguments throws(ScriptLineFailure) in
            .say(try arguments.quoted("a caption in quotes like \"Welcome\""))
        },
        "pause": CommandSyntax(usage: "pause DURATION") { arguments throws(ScriptLineFailure) in
            .pause(try arguments.duration("a duration like 1.5s or 500ms"))
        },
    ]

    static let reasonExpectation =
        "a reason: actionPerformed, displayCountExceeded, displayDurationExceeded or tipClosed"

    private static func readOverride(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptCommand {
        let expectation = "one of show-all, hide-all, show TIPS, hide TIPS or none"
        let token = try arguments.next(expectation)
        switch token.text {
        case "show-all": return .override(.showAll)
        case "hide-all": return .override(.hideAll)
        case "none": return .override(.none)
        case "show", "hide":
            arguments.command = "override \(token.text)"
            let tips = try readTipList(&arguments)
            return .override(token.text == "show" ? .show(tips) : .hide(tips))
        default:
            throw arguments.wrong(token, expectation, suggestions: ["show-all", "hide-all", "show", "hide", "none"])
        }
    }

    /// Reads `A,B`, `A, B` or `A B` up to the end of the line, each item with its own column.
    /// Empty items (`A,,B`, a trailing comma) are skipped, but the list must name at least one tip.
    private static func readTipList(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> [String] {
        let expectation = "tip ids like FavoriteTip,SearchTip"
        try arguments.requireMore(expectation)
        let tokens = arguments.rest()
        var tips: [String] = []
        for token in tokens {
            var column = token.column + (token.isQuoted ? 1 : 0)
            for item in token.text.split(separator: ",", omittingEmptySubsequences: false) {
                if !item.isEmpty {
                    tips.append(String(item))
                    arguments.record(ScriptReference(.tip, String(item), column: column))
                }
                column += item.count + 1
            }
        }
        if tips.isEmpty { throw arguments.wrong(tokens[0], expectation) }
        return tips
    }

    private static func readKeys(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptCommand {
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
        return .key(keys)
    }
}
