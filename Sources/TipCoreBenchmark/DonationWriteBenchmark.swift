import Foundation
import TipCore

/// How fast donations are written, one transaction per donation, in the same durability mode:
/// through the bare C API (`RawDonationWriter`), through `SQLiteDatastore.atomically`, and as an
/// app writes them, `await event.donate()` through a `TipsEngine` configured on a directory. The
/// ratios are the cost of the datastore layer and of the whole engine path.
enum DonationWriteBenchmark {
    static let donationsPerRound = 20_000
    static let rounds = 7
    /// The datastore should keep at least this fraction of the raw write rate.
    static let targetRatio = 0.8

    static let payload = Data(#"{"landmarkID":42}"#.utf8)
    static let firstDate = Date(timeIntervalSince1970: 1_767_690_000)

    static func run() async throws -> [BenchmarkRow] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TipCoreBenchmark-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var rawRates: [Double] = []
        var storeRates: [Double] = []
        var engineRates: [Double] = []
        // Interleave the three so that drift in the machine's load affects them alike.
        for round in 0..<rounds {
            let rawWriter = try RawDonationWriter(path: directory.appendingPathComponent("raw-\(round).sqlite").path)
            let rawSeconds = try measureSeconds { try rawWriter.insert(count: donationsPerRound) }
            rawRates.append(Double(donationsPerRound) / rawSeconds)

            let store = try SQLiteDatastore(fileURL: directory.appendingPathComponent("store-\(round).sqlite"))
            let storeSeconds = try measureSeconds { try donate(count: donationsPerRound, to: store) }
            storeRates.append(Double(donationsPerRound) / storeSeconds)

            let engine = TipsEngine(clock: SystemClock())
            try engine.configure([.datastoreLocation(.url(directory.appendingPathComponent("engine-\(round)")))])
            let engineSeconds = try await measureSeconds { await donateThroughEngine(count: donationsPerRound, engine) }
            if let error = engine.lastError { throw error }
            engineRates.append(Double(donationsPerRound) / engineSeconds)
        }

        let raw = median(rawRates)
        let store = median(storeRates)
        let engine = median(engineRates)
        let section = "1. donation writes"
        // The median of each round's ratio: the three writers of a round ran back to back, so a
        // change in the machine's load between rounds cancels out of their ratio.
        func ratio(_ name: String, _ rates: [Double]) -> BenchmarkRow {
            let ratio = median(zip(rates, rawRates).map { $0 / $1 })
            return BenchmarkRow(
                section: section, measurement: "ratio \(name) / raw", result: String(format: "%.2f", ratio),
                target: ">= \(targetRatio): \(ratio >= targetRatio ? "met" : "NOT met")")
        }
        return [
            BenchmarkRow(
                section: section, measurement: "raw SQLite C API, 1 transaction each",
                result: "\(BenchmarkTable.grouped(raw)) /s"),
            BenchmarkRow(
                section: section, measurement: "SQLiteDatastore.atomically { append }",
                result: "\(BenchmarkTable.grouped(store)) /s"),
            BenchmarkRow(
                section: section, measurement: "await event.donate() through the engine",
                result: "\(BenchmarkTable.grouped(engine)) /s"),
            ratio("store", storeRates),
            ratio("engine", engineRates),
        ]
    }

    /// What an app calls: `await event.donate()` with the engine current.
    private static func donateThroughEngine(count: Int, _ engine: TipsEngine) async {
        let event = Tips.Event(id: "viewed")
        await engine.withCurrent {
            for _ in 0..<count { await event.donate() }
        }
    }

    /// Donates the way the engine does: one `atomically` call per donation.
    private static func donate(count: Int, to store: SQLiteDatastore) throws {
        for index in 0..<count {
            let date = firstDate.addingTimeInterval(Double(index) / 1000)
            _ = try store.atomically { operations in
                try operations.appendDonation(DonationRecord(eventID: "viewed", date: date, payload: payload))
            }
        }
    }
}
