import Foundation
import TipCore

/// How long the statuses of 1,000 tips take over 100,000 stored donations (100 events × 1,000)
/// in an `SQLiteDatastore`: once cold (a new engine on a new connection, nothing cached), and
/// after one change, which is what a UI pays on every donation or parameter write. Target: all
/// 1,000 statuses in under 1 ms after a change made through the engine.
///
/// The clock stands still, so rules that read the time (`donatedWithin`) can keep their results:
/// only the rules over the changed input run again. A change by another connection (another
/// process, here a real one: `--write-worker`) is named by the store's change records, so the
/// engine adds the appended donation or re-reads only the parameter that changed: those rows carry
/// the same target.
enum StatusEvaluationBenchmark {
    static let tipCount = 1_000
    static let donationsPerEvent = 1_000
    static let coldRounds = 5
    static let changeRounds = 51
    static let targetMilliseconds = 1.0
    static let now = Date(timeIntervalSince1970: 1_767_690_000)

    static func run() throws -> [BenchmarkRow] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TipCoreBenchmark-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try fill(SQLiteDatastore(directory: directory))
        let tips = (0..<tipCount).map(BenchmarkTip.init)

        var cold: [Double] = []
        for _ in 0..<coldRounds {
            let engine = try makeEngine(directory)
            cold.append(try milliseconds { _ = engine.statuses(of: tips) })
        }

        let engine = try makeEngine(directory)
        let otherProcess = try WriteWorkerProcess(storeFile: directory.appendingPathComponent(SQLiteDatastore.fileName))
        defer { try? otherProcess.finish() }
        _ = engine.statuses(of: tips)
        var unchanged: [Double] = []
        var afterDonation: [Double] = []
        var afterParameter: [Double] = []
        var afterOutsideDonation: [Double] = []
        var afterOutsideParameter: [Double] = []
        for round in 0..<changeRounds {
            unchanged.append(try milliseconds { _ = engine.statuses(of: tips) })
            try engine.donate(eventID: BenchmarkTip.events[round % BenchmarkTip.eventCount].id)
            afterDonation.append(try milliseconds { _ = engine.statuses(of: tips) })
            try engine.setParameter(id: BenchmarkTip.levels[round % BenchmarkTip.parameterCount].id, value: .int(round % 6))
            afterParameter.append(try milliseconds { _ = engine.statuses(of: tips) })
            let outsideEvent = BenchmarkTip.events[(round * 7) % BenchmarkTip.eventCount].id
            try otherProcess.send("donate \(outsideEvent) \(Int64(now.timeIntervalSince1970 * 1000))")
            afterOutsideDonation.append(try milliseconds { _ = engine.statuses(of: tips) })
            let outsideLevel = BenchmarkTip.levels[(round * 3) % BenchmarkTip.parameterCount].id
            try otherProcess.send("parameter \(outsideLevel) \(round % 7)")
            afterOutsideParameter.append(try milliseconds { _ = engine.statuses(of: tips) })
        }

        let section = "2. statuses of 1,000 tips"
        func row(_ measurement: String, _ values: [Double], target: Bool = false) -> BenchmarkRow {
            let value = median(values)
            return BenchmarkRow(
                section: section, measurement: measurement, result: BenchmarkTable.milliseconds(value),
                target: target ? "< \(Int(targetMilliseconds)) ms: \(value < targetMilliseconds ? "met" : "NOT met")" : "")
        }
        return [
            row("cold: new engine and connection", cold),
            row("nothing changed", unchanged),
            row("after a donation to one event", afterDonation, target: true),
            row("after a parameter write", afterParameter, target: true),
            row("after a donation by another process", afterOutsideDonation, target: true),
            row("after a parameter write by another process", afterOutsideParameter, target: true),
        ]
    }

    /// 1,000 donations to each of the 100 events, an hour apart and ending now, in one transaction.
    private static func fill(_ store: SQLiteDatastore) throws {
        try store.atomically { operations in
            for event in BenchmarkTip.events {
                for hour in 0..<donationsPerEvent {
                    let date = now.addingTimeInterval(-3_600 * Double(donationsPerEvent - hour))
                    try operations.appendDonation(DonationRecord(eventID: event.id, date: date))
                }
            }
        }
    }

    /// An engine configured on the directory, as an app's launch does.
    private static func makeEngine(_ directory: URL) throws -> TipsEngine {
        let engine = TipsEngine(clock: ManualClock(now))
        try engine.configure([.datastoreLocation(.url(directory)), .displayFrequency(.daily)])
        return engine
    }

    private static func milliseconds(_ work: () throws -> Void) throws -> Double {
        try measureSeconds(work) * 1_000
    }
}
