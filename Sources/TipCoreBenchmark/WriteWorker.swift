import Foundation
import TipCore

/// `TipCoreBenchmark --write-worker PATH`: another process writing to the datastore at PATH, one
/// command per line on standard input, answering `ok` (or `error: ...`) on standard output once
/// the write is committed:
///
/// - `donate EVENT DATE_MS`: one donation to EVENT dated DATE_MS (UTC milliseconds);
/// - `parameter ID JSON`: stores JSON as the value of parameter ID.
///
/// The status benchmark uses it so that "a change by another process" is one.
enum WriteWorker {
    static let flag = "--write-worker"

    static func run(arguments: [String]) -> Int32 {
        guard arguments.count == 1 else {
            FileHandle.standardError.write(Data("usage: TipCoreBenchmark \(flag) PATH\n".utf8))
            return 64
        }
        let store: SQLiteDatastore
        do {
            store = try SQLiteDatastore(fileURL: URL(fileURLWithPath: arguments[0]))
        } catch {
            FileHandle.standardError.write(Data("write-worker: \(error)\n".utf8))
            return 1
        }
        while let line = readLine() {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            var answer = "ok"
            do {
                switch (words.first, words.count) {
                case ("donate", 3):
                    let date = Date(timeIntervalSince1970: (Double(words[2]) ?? 0) / 1000)
                    _ = try store.atomically { try $0.appendDonation(DonationRecord(eventID: words[1], date: date)) }
                case ("parameter", 3):
                    try store.atomically { try $0.setParameterValue(Data(words[2].utf8), id: words[1]) }
                default:
                    answer = "error: unknown command '\(line)'"
                }
            } catch {
                answer = "error: \(error)".replacingOccurrences(of: "\n", with: " ")
            }
            FileHandle.standardOutput.write(Data((answer + "\n").utf8))
        }
        return 0
    }
}

/// A running `--write-worker` of this same executable.
final class WriteWorkerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffered = Data()

    init(storeFile: URL) throws {
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = [WriteWorker.flag, storeFile.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// Sends one command and waits until the other process has committed it.
    func send(_ command: String) throws {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        while buffered.firstIndex(of: UInt8(ascii: "\n")) == nil {
            let more = output.fileHandleForReading.availableData
            guard !more.isEmpty else { throw WorkerError(message: "the write worker exited") }
            buffered.append(more)
        }
        let newline = buffered.firstIndex(of: UInt8(ascii: "\n"))!
        let answer = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
        buffered = Data(buffered[buffered.index(after: newline)...])
        guard answer == "ok" else { throw WorkerError(message: answer) }
    }

    func finish() throws {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    struct WorkerError: Error, CustomStringConvertible {
        let message: String
        var description: String { "write worker: \(message)" }
    }
}
