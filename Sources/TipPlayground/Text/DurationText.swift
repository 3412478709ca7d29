import Foundation

/// Durations as people write them in scripts, persona steps and the log: `90s`, `1.5s`, `2h`,
/// `1d`, `1w`, `1h30m`. One reader and one writer, so a duration written by the playground
/// (a recorded script, a saved persona) reads back to the same value.
public enum DurationText {
    /// Seconds per duration unit. No months or years: their length depends on the calendar, and
    /// `clock` sets an absolute date when that matters.
    public static let secondsPerUnit: [String: TimeInterval] = [
        "ms": 0.001, "s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800,
    ]

    /// The longest duration a script or playground file may give: 1000 years.
    /// The engine stores times as integer milliseconds; far longer moves would only saturate.
    public static let longestDuration: TimeInterval = 1_000 * 365.25 * 86_400

    /// A duration in the largest units that add up to it: `1d2h`, `90s` → `1m30s`, `1.5s` →
    /// `1s500ms`. The one duration format of the session's log, recorded scripts and saved
    /// personas; negative durations read `0s`, longer than 30 million years saturate.
    public static func text(_ interval: TimeInterval) -> String {
        let clamped = interval.isNaN ? 0 : min(max(interval, 0), 1e15)
        var rest = Int64((clamped * 1000).rounded())
        let units: [(Int64, String)] = [(604_800_000, "w"), (86_400_000, "d"), (3_600_000, "h"), (60_000, "m"), (1000, "s"), (1, "ms")]
        var text = ""
        for (size, name) in units where rest >= size {
            text += "\(rest / size)\(name)"
            rest %= size
        }
        return text.isEmpty ? "0s" : text
    }

    /// A duration such as `90s`, `1.5s`, `500ms`, `15m`, `2h`, `1d`, `1w` or `1h30m`.
    public static func seconds(_ text: String) -> TimeInterval? {
        var total: TimeInterval = 0
        var rest = Substring(text)
        guard !rest.isEmpty else { return nil }
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            rest = rest.dropFirst(number.count)
            let unit = rest.prefix { $0.isASCII && $0.isLetter }
            rest = rest.dropFirst(unit.count)
            guard number.first?.isNumber == true, number.last?.isNumber == true,
                  let value = Double(number), let seconds = secondsPerUnit[String(unit)] else {
                return nil
            }
            total += value * seconds
        }
        return total.isFinite ? total : nil
    }
}
