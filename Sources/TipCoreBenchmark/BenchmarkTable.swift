import Foundation

/// One line of the benchmark's results table.
struct BenchmarkRow {
    var section: String
    var measurement: String
    /// The figure with its unit, e.g. "34,317 donations/s" or "0.412 ms".
    var result: String
    /// The target and whether it was met, or "" when the row has none.
    var target: String = ""
}

/// Prints rows as one aligned text table, so both sections read side by side.
enum BenchmarkTable {
    static func render(_ rows: [BenchmarkRow]) -> String {
        let header = BenchmarkRow(section: "section", measurement: "measurement", result: "median", target: "target")
        let all = [header] + rows
        let widths = [
            all.map(\.section.count).max()!, all.map(\.measurement.count).max()!, all.map(\.result.count).max()!,
        ]
        func line(_ row: BenchmarkRow) -> String {
            let cells = [
                row.section.padding(toLength: widths[0], withPad: " ", startingAt: 0),
                row.measurement.padding(toLength: widths[1], withPad: " ", startingAt: 0),
                String(repeating: " ", count: widths[2] - row.result.count) + row.result,
                row.target,
            ]
            return cells.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let rule = String(repeating: "-", count: widths.reduce(0, +) + 6 + 24)
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// "34,317": whole numbers with thousands separators, the same on every locale.
    static func grouped(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var result = ""
        for (offset, digit) in digits.reversed().enumerated() {
            if offset > 0, offset % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return String(result.reversed())
    }

    static func milliseconds(_ value: Double) -> String {
        String(format: "%.3f ms", value)
    }
}

/// Seconds taken by `work`.
func measureSeconds(_ work: () throws -> Void) throws -> Double {
    var failure: (any Error)?
    let duration = ContinuousClock().measure {
        do { try work() } catch { failure = error }
    }
    if let failure { throw failure }
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Seconds taken by asynchronous `work`.
func measureSeconds(_ work: () async throws -> Void) async throws -> Double {
    let start = ContinuousClock.now
    try await work()
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}
