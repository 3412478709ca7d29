import Foundation
import Testing
import TipCore

/// Files a datastore must refuse without SQLite ever opening them: each test takes a snapshot of
/// every file in the folder (main file, `-wal`, `-shm`), tries to open, and checks that the error
/// names the file and says what to do, and that every byte of every file is as it was.
@Suite struct SQLiteDatastoreDamageTests {
    let scratch = ScratchDirectory()
    var file: URL { scratch.file("TipCore.sqlite") }
    var log: URL { scratch.file("TipCore.sqlite-wal") }
    var sharedMemory: URL { scratch.file("TipCore.sqlite-shm") }

    static let garbage = Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
    static let foreignSchema = ["CREATE TABLE people (name TEXT)", "INSERT INTO people VALUES ('Ada')"]

    @Test func aGarbageFileWithLogAndSharedMemoryFilesBesideItKeepsAllThree() throws {
        try Self.garbage.write(to: file)
        try Self.garbage.prefix(4000).write(to: log)
        try Self.garbage.prefix(3000).write(to: sharedMemory)

        try expectRefused(naming: file, saying: "not an SQLite database")
    }

    @Test func aGarbageFileBesideAHealthyLogIsAnErrorNotAnEmptyStore() throws {
        try foreignLog(statements: ["CREATE TABLE notes (text TEXT)", "INSERT INTO notes VALUES ('kept')"])
        try Self.garbage.write(to: file)

        try expectRefused(naming: file, saying: "not an SQLite database")
    }

    @Test func aForeignDatabaseInWALModeWithALiveLogKeepsItsLogAndSize() throws {
        try SQLiteTestFiles.runLeavingLiveLog(Self.foreignSchema, in: file)
        #expect(try Data(contentsOf: log).count > 0, "the fixture has a live log")

        try expectRefused(naming: file, saying: "other tables (people)")
    }

    @Test func aForeignDatabaseInRollbackModeIsLeftAsItWas() throws {
        try SQLiteTestFiles.run(Self.foreignSchema, in: file)

        try expectRefused(naming: file, saying: "other tables (people)")
    }

    @Test func aDatabaseOfAnotherApplicationIsRefusedByItsHeader() throws {
        try SQLiteTestFiles.run(["PRAGMA application_id = 1234"], in: file)

        try expectRefused(naming: file, saying: "another application")
    }

    @Test func aNewerSchemaVersionFoundOnlyInTheLiveLogIsRefused() throws {
        _ = try SQLiteDatastore(fileURL: file)
        try SQLiteTestFiles.runLeavingLiveLog(["PRAGMA user_version = 7"], in: file)

        let error = try expectRefused(naming: file, saying: "newer than this build supports")
        #expect(error == .newerSchema(path: file.path, found: 7, supported: 2))
    }

    @Test func aFileShorterThanAnSQLiteHeaderIsRefused() throws {
        try SQLiteTestFiles.run(Self.foreignSchema, in: scratch.file("source.sqlite"))
        try Data(contentsOf: scratch.file("source.sqlite")).prefix(60).write(to: file)
        try FileManager.default.removeItem(at: scratch.file("source.sqlite"))

        try expectRefused(naming: file, saying: "shorter than an SQLite header")
    }

    @Test func aFileCutInsideItsFirstPageIsRefused() throws {
        _ = try SQLiteDatastore(fileURL: scratch.file("source.sqlite"))
        try Data(contentsOf: scratch.file("source.sqlite")).prefix(1000).write(to: file)
        try FileManager.default.removeItem(at: scratch.file("source.sqlite"))

        try expectRefused(naming: file, saying: "shorter than its first page")
    }

    @Test func aDatastoreBesideTheLogOfAnotherDatabaseIsRefused() throws {
        try foreignLog(statements: Self.foreignSchema)
        try rebuildDatastore()

        try expectRefused(naming: log, saying: "a write-ahead log of another database")
    }

    @Test func aDatastoreBesideALogWithAnotherPageSizeIsRefused() throws {
        try foreignLog(statements: Self.foreignSchema, pageSize: 1024)
        try rebuildDatastore()

        try expectRefused(naming: log, saying: "belongs to another database")
    }

    @Test func aDatastoreBesideALogThatIsNotALogIsRefused() throws {
        try rebuildDatastore()
        try Self.garbage.write(to: log)

        try expectRefused(naming: log, saying: "not an SQLite write-ahead log")
    }

    @Test func anEmptyFileBesideALogIsRefused() throws {
        try foreignLog(statements: Self.foreignSchema)
        try Data().write(to: file)

        try expectRefused(naming: file, saying: "an empty file beside a write-ahead log")
    }

    @Test func aLogWithoutItsDatabaseFileIsRefused() throws {
        try foreignLog(statements: Self.foreignSchema)

        try expectRefused(naming: log, saying: "without its database file")
    }

    @Test func aDirectoryAtThePathIsUnavailableAndNothingIsCreatedBesideIt() throws {
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)

        let error = try expectRefused(naming: file, saying: "is a directory")
        guard case .unavailable = error else {
            Issue.record("expected .unavailable, got \(error)")
            return
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their permissions"))
    func anUnreadableFileIsUnavailable() throws {
        try rebuildDatastore()
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }

        try expectRefused(naming: file, saying: "cannot be read")
    }

    @Test func aHealthyDatastoreWithItsOwnLiveLogOpensWithEverythingInTheLog() throws {
        _ = try SQLiteDatastore(fileURL: file)
        try SQLiteTestFiles.runLeavingLiveLog(
            ["INSERT INTO meta (key, value) VALUES ('written', 'in the log')"], in: file)

        let store = try SQLiteDatastore(fileURL: file)

        #expect(try store.atomically { try $0.metaValue(key: "written") } == "in the log")
    }

    // MARK: Helpers

    /// Leaves `TipCore.sqlite-wal` from a foreign database (with live frames) in the folder.
    private func foreignLog(statements: [String], pageSize: Int = 4096) throws {
        let elsewhere = scratch.file("elsewhere.sqlite")
        try SQLiteTestFiles.runLeavingLiveLog(statements, in: elsewhere, pageSize: pageSize)
        try FileManager.default.moveItem(at: scratch.file("elsewhere.sqlite-wal"), to: log)
        for suffix in ["", "-shm"] {
            try FileManager.default.removeItem(at: scratch.file("elsewhere.sqlite" + suffix))
        }
    }

    /// A healthy, closed datastore at `file`, built elsewhere so a log already in the folder is kept.
    private func rebuildDatastore() throws {
        let source = scratch.url.appendingPathComponent("source", isDirectory: true)
        do {
            let store = try SQLiteDatastore(directory: source)
            try store.atomically { try $0.setMetaValue("1", key: "opened") }
        }
        try FileManager.default.moveItem(at: source.appendingPathComponent("TipCore.sqlite"), to: file)
        try FileManager.default.removeItem(at: source)
    }

    /// Opening throws an error that names `path`, explains itself with `reason` and says what to
    /// do; every file in the folder is byte for byte as before.
    @discardableResult
    private func expectRefused(
        naming path: URL, saying reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TipDatastoreError {
        let before = try SQLiteTestFiles.snapshot(of: scratch.url)

        let error = try #require(throws: TipDatastoreError.self, sourceLocation: sourceLocation) {
            try SQLiteDatastore(fileURL: file)
        }

        let message = error.description
        #expect(message.hasPrefix(path.path + ":"), "names the file: \(message)", sourceLocation: sourceLocation)
        #expect(message.contains(reason), "explains: \(message)", sourceLocation: sourceLocation)
        #expect(
            ["move", "use a newer", "Check the path"].contains { message.contains($0) }, "says what to do: \(message)",
            sourceLocation: sourceLocation)
        #expect(try SQLiteTestFiles.snapshot(of: scratch.url) == before, "every file unchanged", sourceLocation: sourceLocation)
        return error
    }
}
