import Foundation
import TipPlayground

/// Writing lines back as script text, for recorded scripts: `ScriptParser` reads every result
/// back to the same line.
extension ScriptStep {
    /// The line as script text, e.g. `press compass`, `set name "Ann Lee"`, `advance 1h30m`; nil
    /// for an action with no script spelling.
    public var scriptText: String? {
        switch self {
        case .playground(let path): "playground \(Self.word(path))"
        case .launch: "launch"
        case .step(let action): action.scriptText
        case .expect(let expectation): "expect " + Self.text(of: expectation)
        case .say(let caption): "say \(ScriptValue.text(caption).scriptLiteral)"
        case .pause(let interval): "pause \(DurationText.text(interval))"
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
