import Foundation
import Testing
import TipCore

/// The datastore implementations every conformance test runs against.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    case sqlite

    var testDescription: String { rawValue }

    func makeStore(in scratch: ScratchDirectory) throws -> any TipDatastore {
        switch self {
        case .inMemory: InMemoryDatastore()
        case .sqlite: try SQLiteDatastore(directory: scratch.url)
        }
    }
}

/// A fresh temporary directory, removed with everything in it when the test's suite value goes away.
final class ScratchDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TipCoreTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }
}

/// Millisecond-exact dates, since the SQLite store keeps UTC integer milliseconds.
func testDate(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: 1_767_690_000 + Double(milliseconds) / 1000)
}

struct ExpectedFailure: Error, Equatable {}
