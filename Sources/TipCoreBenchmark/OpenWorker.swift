import Foundation
import TipCore

/// `TipCoreBenchmark --open-worker DIRECTORY ROUNDS NAME`: for each round `r`, waits for a line on
/// standard input, then opens the datastore in `DIRECTORY/round-r` (new in that round: every
/// worker opens it at the same moment), donates once to event NAME, closes it, and answers one
/// line on standard output: `ok` or `error: <the error>`.
///
/// `SQLiteDatastoreConcurrencyTests` starts several of these and releases them together each
/// round: processes that open a new store at once, as an app and its widget starting together.
/// The processes stay up between rounds so that each round is the opening alone.
enum OpenWorker {
    static let flag = "--open-worker"

    /// Returns the process exit status: 0 when every round was answered, 64 on bad arguments.
    static func run(arguments: [String]) -> Int32 {
        guard arguments.count == 3, let rounds = Int(arguments[1]) else {
            FileHandle.standardError.write(Data("usage: TipCoreBenchmark \(flag) DIRECTORY ROUNDS NAME\n".utf8))
            return 64
        }
        let directory = URL(fileURLWithPath: arguments[0], isDirectory: true)
        let eventID = arguments[2]
        for round in 0..<rounds {
            guard readLine() != nil else { return 0 }
            var answer = "ok"
            do {
                let store = try SQLiteDatastore(directory: directory.appendingPathComponent("round-\(round)"))
                try store.atomically { operations in
                    _ = try operations.appendDonation(DonationRecord(eventID: eventID, date: Date(timeIntervalSince1970: 0)))
                }
            } catch {
                answer = "error: \(error)".replacingOccurrences(of: "\n", with: " ")
            }
            FileHandle.standardOutput.write(Data((answer + "\n").utf8))
        }
        return 0
    }
}
