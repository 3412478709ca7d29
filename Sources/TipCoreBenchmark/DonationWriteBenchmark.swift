import Foundation
import TipCore

/// How fast donations are written through `SQLiteDatastore`, one transaction per donation as the
/// engine writes them, compared with the same inserts through the bare C API (`RawDonationWriter`)
/// in the same durability mode. The ratio is the cost of the datastore layer itself.
enum DonationWriteBenchmark {
    static let donationsPerRound = 20_000
    static let rounds = 5
    /// The datastore should keep at least this fraction of the raw write rate.
    static let targetRatio = 0.8

    static let payload = Data(#"{"landmarkID":42}"#.utf8)
    static let firstDate = Date(timeIntervalSince1970: 1_767_690_000)

    static func run() throws -> [BenchmarkRow] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TipCoreBenchmark-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var rawRates: [Double] = []
        var storeRates: [Double] = []
        // Alternate the two so that drift in the machine's load affects both alike.
        for round in 0..<rounds {
            let rawWriter = try RawDonationWriter(path: directory.appendingPathComponent("raw-\(round).sqlite").path)
            let rawSeconds = try measureSeconds { try rawWriter.insert(count: donationsPerRound) }
            rawRates.append(Double(donationsPerRound) / rawSeconds)

            let store = try SQLiteDatastore(fileURL: directory.appendingPathComponent("store-\(round).sqlite"))
            let storeSeconds = try measureSeconds { try donate(count: donationsPerRound, to: store) }
            storeRates.append(Double(donationsPerRound) / storeSeconds)
        }

        let raw = median(rawRates)
        let store = median(storeRates)
        let ratio = store / raw
        let section = "1. donation writes"
        return [
            BenchmarkRow(
                section: section, measurement: "raw SQLite C API, 1 transaction each",
                result: "\(BenchmarkTable.grouped(raw)) /s"),
            BenchmarkRow(
                section: section, measurement: "SQLiteDatastore.atomically { append }",
                result: "\(BenchmarkTable.grouped(store)) /s"),
            BenchmarkRow(
                section: section, measurement: "ratio store / raw", result: String(format: "%.2f", ratio),
                target: ">= \(targetRatio): \(ratio >= targetRatio ? "met" : "NOT met")"),
        ]
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
