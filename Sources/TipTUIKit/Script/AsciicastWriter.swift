import Foundation

/// Writes an asciicast v2 recording (the format `asciinema play` reads): a JSON header line, then
/// one JSON array per event, `[time, "o", data]` for terminal output and `[time, "m", label]` for
/// markers (chapters).
///
/// Times are seconds on the caller's timeline (a script's simulated time), never the wall clock, so
/// the same script always produces the same file.
public struct AsciicastWriter: Sendable {
    /// The recording so far: the header line and one line per event, each ending in `\n`.
    public private(set) var text: String
    /// The time of the last event; later events never go back before it.
    public private(set) var lastTime: TimeInterval = 0

    /// Starts a recording of a `width`×`height` terminal. `timestamp` (the header's start time) and
    /// `title` are left out when `nil`; `idleTimeLimit` caps long pauses when played back.
    public init(width: Int, height: Int, timestamp: Date? = nil, title: String? = nil, idleTimeLimit: TimeInterval? = nil) {
        var fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
        if let timestamp {
            fields.append("\"timestamp\": \(Int(timestamp.timeIntervalSince1970.rounded(.down)))")
        }
        if let idleTimeLimit {
            fields.append("\"idle_time_limit\": \(Self.number(idleTimeLimit))")
        }
        if let title {
            fields.append("\"title\": \(Self.jsonString(title))")
        }
        fields.append("\"env\": {\"TERM\": \"xterm-256color\"}")
        text = "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// Records raw terminal output (ANSI escapes included) at `time`.
    public mutating func output(_ data: String, at time: TimeInterval) {
        append(code: "o", data, at: time)
    }

    /// Records a whole screen (clear, home, draw every line) at `time`.
    public mutating func frame(_ lines: [String], at time: TimeInterval) {
        output(Self.screenDrawing(lines), at: time)
    }

    /// Records a marker, which players show as a chapter, at `time`.
    public mutating func marker(_ label: String, at time: TimeInterval) {
        append(code: "m", label, at: time)
    }

    /// Appends one event. asciinema needs times that never decrease, so a time earlier than the
    /// last one (or negative) is moved to the last one.
    private mutating func append(code: String, _ data: String, at time: TimeInterval) {
        lastTime = max(lastTime, time.isFinite ? time : lastTime)
        text += "[\(Self.number(lastTime)), \"\(code)\", \(Self.jsonString(data))]\n"
    }

    /// Seconds with up to six decimals and no trailing zeros: `1.5`, `2`, `0.000001`.
    static func number(_ value: TimeInterval) -> String {
        let micro = Int64((value * 1_000_000).rounded())
        let whole = micro / 1_000_000
        let fraction = micro % 1_000_000
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// A JSON string literal. Control characters are escaped (ESC becomes `\u001b`); everything
    /// else is kept as UTF-8, which JSON allows.
    static func jsonString(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
