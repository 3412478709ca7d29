import Foundation
import Testing
import TipCore
import TipPlayground

/// Opening a playground's datastore from the command line: a file that is not a datastore is
/// never replaced, and the error says how to run the playground anyway.
@Suite("Playground launch: a damaged datastore")
struct PlaygroundLaunchTests {
    /// A file of bytes that are no SQLite database, in a folder of its own.
    static func damagedStore() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("damaged.sqlite")
        try Data(repeating: 0x5A, count: 4096).write(to: file)
        return file
    }

    @Test("--reset-datastore on a damaged store says it replaces no such file, and that --datastore memory runs without it")
    func resetOnADamagedStore() throws {
        let file = try Self.damagedStore()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let before = try Data(contentsOf: file)
        #expect {
            try PlaygroundLaunch.open(file: nil, datastore: .path(file.path), environment: [:], resetDatastore: true)
        } throws: { error in
            let message = "\(error)"
            return message.contains("not a TipCore datastore")
                && message.contains("--reset-datastore empties a TipCore datastore and never replaces a file that is not one")
                && message.contains("--datastore memory")
        }
        #expect(try Data(contentsOf: file) == before, "the file is left untouched")
    }

    @Test("without --reset-datastore the error offers --datastore memory too, and says nothing of resetting")
    func openingADamagedStore() throws {
        let file = try Self.damagedStore()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect {
            try PlaygroundLaunch.open(file: nil, datastore: .path(file.path), environment: [:])
        } throws: { error in
            "\(error)".contains("--datastore memory") && !"\(error)".contains("--reset-datastore")
        }
    }
}
