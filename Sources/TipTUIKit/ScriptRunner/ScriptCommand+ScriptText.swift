import Foundation
import TipPlayground

/// Writing commands back as script text, for recorded scripts: `ScriptParser` reads every
/// result back to the same command.
extension ScriptCommand {
    /// The command as one script line, e.g. `press compass`, `set name "Ann Lee"`, `advance 1h30m`.
    public var scriptText: String {
        let word = Self.word
        switch self {
        case .playground(let path): return "playground \(word(path))"
        case .size(let width, let height): return "size \(width)x\(height)"
        case .clock(let date): return "clock \(Self.dateText(date))"
        case .advance(let interval): return "advance \(DurationText.text(interval))"
        case .relaunch: return "relaunch"
        case .restart: return "restart"
        case .reset: return "reset"
        case .sync: return "sync"
        case .persona(let id): return "persona \(id.map(word) ?? "none")"
        case .device(let name): return "device \(word(name))"
        case .network(let name, let online): return "\(online ? "online" : "offline") \(word(name))"
        case .savePersona(let name): return "save-persona \(word(name))"
        case .frequency(let frequency): return "frequency \(frequency)"
        case .override(let override):
            switch override {
            case .showAll: return "override show-all"
            case .hideAll: return "override hide-all"
            case .show(let tips): return "override show \(tips.map(word).joined(separator: ","))"
            case .hide(let tips): return "override hide \(tips.map(word).joined(separator: ","))"
            case .none: return "override none"
            }
        case .locale(let locale): return "locale \(locale)"
        case .width(let preset): return "width \(preset.rawValue)"
        case .textSize(let size): return "text-size \(size.rawValue)"
        case .ascii(let on): return "ascii \(on ? "on" : "off")"
        case .inspector(let on): return "inspector \(on ? "on" : "off")"
        case .screen(let id): return "screen \(word(id))"
        case .press(let control): return "press \(word(control))"
        case .key(let keys): return "key " + keys.map { word($0.name) }.joined(separator: " ")
        case .type(let text): return "type \(ScriptValue.text(text).scriptLiteral)"
        case .close(let tip): return "close \(word(tip))"
        case .action(let tip, let action): return "action \(word(tip)) \(word(action))"
        case .dismiss(let tip): return "dismiss \(word(tip))"
        case .donate(let event, let count): return "donate \(word(event))" + (count == 1 ? "" : " \(count)")
        case .set(let parameter, let value): return "set \(word(parameter)) \(value.scriptLiteral)"
        case .invalidate(let tip, let reason): return "invalidate \(word(tip)) \(reason.rawValue)"
        case .resetEligibility(let tip): return "reset-eligibility \(word(tip))"
        case .expect(let expectation): return "expect " + Self.text(of: expectation)
        case .say(let caption): return "say \(ScriptValue.text(caption).scriptLiteral)"
        case .pause(let interval): return "pause \(DurationText.text(interval))"
        }
    }

    private static func text(of expectation: ScriptExpectation) -> String {
        switch expectation {
        case .on(let device, let expectation): return text(of: expectation) + " on \(word(device))"
        case .visible(let tip, let presentation, let edge):
            return ["visible", word(tip), presentation?.rawValue, edge.map { "edge \($0.rawValue)" }]
                .compactMap { $0 }.joined(separator: " ")
        case .hidden(let tip): return "hidden \(word(tip))"
        case .presented(let tip): return "presented \(word(tip))"
        case .placement(let tip, let placement):
            return ["placement", word(tip), placement.scriptText].filter { !$0.isEmpty }.joined(separator: " ")
        case .status(let tip, let status): return "status \(word(tip)) \(status.scriptText)"
        case .current(let group, let tip):
            return "current \(word(group)) " + (tip.map { $0 == "none" ? "\"none\"" : word($0) } ?? "none")
        case .displayCount(let tip, let count): return "count \(word(tip)) \(count)"
        case .screenContains(let text): return "screen contains \(ScriptValue.text(text).scriptLiteral)"
        case .screenNotContains(let text): return "screen not contains \(ScriptValue.text(text).scriptLiteral)"
        case .announced(let text): return "announced \(ScriptValue.text(text).scriptLiteral)"
        case .snapshot(let name): return "snapshot \(name)"
        case .parameter(let parameter, let value): return "parameter \(word(parameter)) \(value.scriptLiteral)"
        case .donations(let event, let count): return "donations \(word(event)) \(count)"
        }
    }

    /// An id or key as one word: bare when the parser reads it back unchanged, else quoted.
    static func word(_ text: String) -> String {
        let isBare = !text.isEmpty && !text.hasPrefix("#")
            && !text.contains { $0.isWhitespace || $0 == "\"" || $0 == "," }
        return isBare ? text : ScriptValue.text(text).scriptLiteral
    }

    /// `2026-01-06T09:00:00Z`, with milliseconds when the date has them.
    static func dateText(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = Int64((Double(milliseconds) / 1000).rounded(.down))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                        from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        var text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d",
                          c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        let fraction = milliseconds - seconds * 1000
        if fraction != 0 { text += String(format: ".%03d", fraction) }
        return text + "Z"
    }
}
