import Foundation
import TipPlayground

/// Writes an asciicast v2 recording (the format `asciinema play` reads): a JSON header line, then
/// one JSON array per event: `[time, "o", data]` for terminal output, `[time, "r", "WxH"]` for a
/// resize and `[time, "m", label]` for markers (chapters).
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
            fields.append("\"title\": \(JSONText.quoted(title))")
        }
        fields.append("\"env\": {\"TERM\": \"xterm-256color\"}")
        text = "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// Records raw terminal output (ANSI escapes included) at `time`.
    public mutating func output(_ data: String, at time: TimeInterval) {
        append(code: "o", data, at: time)
    }

    /// Records that the terminal became `width`×`height` (`asciinema play` resizes its view).
    public mutating func resize(width: Int, height: Int, at time: TimeInterval) {
        append(code: "r", "\(width)x\(height)", at: time)
    }

    /// Records a marker, which players show as a chapter, at `time`.
    public mutating func marker(_ label: String, at time: TimeInterval) {
        append(code: "m", label, at: time)
    }

    /// Appends one event. asciinema needs times that never decrease, so a time earlier than the
    /// last one (or negative) is moved to the last one.
    private mutating func append(code: String, _ data: String, at time: TimeInterval) {
        lastTime = max(lastTime, time.isFinite ? time : lastTime)
        text += "[\(Self.number(lastTime)), \"\(code)\", \(JSONText.quoted(data))]\n"
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
}
