import Foundation
import TipCore

/// Donations to one event with no limit through the engine on an `InMemoryDatastore`, at three
/// sizes: the cost per donation must stay flat as the event grows (it grew with the number of
/// stored donations while each transaction copied the event's array).
enum InMemoryDonationBenchmark {
    static let sizes = [10_000, 40_000, 80_000]

    static func run() throws -> [BenchmarkRow] {
        try sizes.map { size in
            let engine = TipsEngine(clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)))
            try engine.configure([.datastore(InMemoryDatastore())])
            let seconds = try measureSeconds {
                for _ in 0..<size { try engine.donate(eventID: "e") }
            }
            return BenchmarkRow(
                section: "3. in-memory donations", measurement: "\(BenchmarkTable.grouped(Double(size))) to one event",
                result: String(format: "%.2f µs each", seconds / Double(size) * 1e6),
                target: String(format: "total %.3f s", seconds))
        }
    }
}
