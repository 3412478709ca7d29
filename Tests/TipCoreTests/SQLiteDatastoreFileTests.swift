import Foundation
import Testing
import TipCore

/// Opening, creating, migrating and refusing datastore files.
@Suite struct SQLiteDatastoreFileTests {
    let scratch = ScratchDirectory()

    // MARK: New and existing datastores

    @Test func aMissingFileBecomesADatastoreAtTheCurrentSchemaVersion() throws {
        let file = scratch.file("new.sqlite")

        do {
            let store = try SQLiteDatastore(fileURL: file)
            #expect(store.location == file.path)
        }

        #expect(try SQLiteTestFiles.userVersion(of: file) == 2)
    }

    @Test func anEmptyFileBecomesADatastore() throws {
        let file = scratch.file("empty.sqlite")
        try Data().write(to: file)

        let store = try SQLiteDatastore(fileURL: file)
        try store.atomically { try $0.setMetaValue("1", key: "opened") }

        #expect(try store.atomically { try $0.metaValue(key: "opened") } == "1")
    }

    @Test func theDirectoryInitializerCreatesMissingFoldersAndUsesTipCoreSqlite() throws {
        let directory = scratch.url.appendingPathComponent("Library/Tips", isDirectory: true)

        let store = try SQLiteDatastore(directory: directory)

        let expected = directory.appendingPathComponent("TipCore.sqlite").path
        #expect(store.location == expected)
        #expect(FileManager.default.fileExists(atPath: expected))
    }

    @Test func aFileAtTheCurrentVersionReopensWithItsContents() throws {
        let file = scratch.file("TipCore.sqlite")
        let record = TipRecord(tipID: "favorite", invalidationReason: .actionPerformed, displayCount: 2)
        let donation = try SQLiteDatastore(fileURL: file).atomically { operations in
            try operations.saveTipRecord(record)
            try operations.setParameterValue(Data("true".utf8), id: "isLoggedIn")
            return try operations.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 7)))
        }
        #expect(try SQLiteTestFiles.userVersion(of: file) == 2)

        let reopened = try SQLiteDatastore(fileURL: file)

        try reopened.atomically { operations throws in
            #expect(try operations.allTipRecords() == [record])
            #expect(try operations.donations(eventID: "viewed", limit: 10) == [donation])
            #expect(try operations.parameterValue(id: "isLoggedIn") == Data("true".utf8))
        }
    }

    @Test func aVersionOneStoreIsMigratedToTheCurrentVersionKeepingItsContents() throws {
        let file = scratch.file("TipCore.sqlite")
        try SQLiteTestFiles.run(
            SQLiteTestFiles.versionOneSchema + [
                "INSERT INTO tip_records VALUES ('favorite', 'tipClosed', NULL, 3, 12.5, NULL, NULL)",
                "INSERT INTO donations (event_id, date_ms, payload) VALUES ('viewed', 1767690000000, X'7B7D')",
                "INSERT INTO parameter_values VALUES ('isLoggedIn', X'74727565')",
            ], in: file)

        let store = try SQLiteDatastore(fileURL: file)

        #expect(try SQLiteTestFiles.userVersion(of: file) == 2)
        try store.atomically { operations throws in
            #expect(try operations.allTipRecords() == [
                TipRecord(tipID: "favorite", invalidationReason: .tipClosed, displayCount: 3, displayDuration: 12.5)
            ])
            #expect(try operations.donationCount(eventID: "viewed") == 1)
            #expect(try operations.parameterValue(id: "isLoggedIn") == Data("true".utf8))
        }
        let mark = try store.changes(since: nil).mark
        try store.atomically { try $0.setMetaValue("1", key: "after migration") }
        #expect(try store.changes(since: mark).scopes == [.meta(key: "after migration")])
    }

    @Test func closingCleanlyRemovesTheWriteAheadLogAndSharedMemoryFiles() throws {
        do {
            let store = try SQLiteDatastore(directory: scratch.url)
            try store.atomically { try $0.setMetaValue("1", key: "written") }
            #expect(try SQLiteTestFiles.fileNames(in: scratch.url).contains("TipCore.sqlite-wal"))
        }

        #expect(try SQLiteTestFiles.fileNames(in: scratch.url) == ["TipCore.sqlite"])
    }

    // MARK: Files that are not ours

    @Test(arguments: [
        Data("These are my notes, not a database.\n".utf8),
        Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }),
        Data("SQLite format 3\0".utf8) + Data(repeating: 0xFF, count: 200),
    ])
    func aFileThatIsNotSQLiteIsRefusedAndLeftUntouched(contents: Data) throws {
        let file = scratch.file("notes.sqlite")
        try contents.write(to: file)

        let error = try #require(throws: TipDatastoreError.self) { try SQLiteDatastore(fileURL: file) }

        try expectRefusedUntouched(file, contents: contents, error: error)
    }

    @Test(arguments: [
        ["CREATE TABLE people (name TEXT)"],
        ["CREATE TABLE people (name TEXT)", "PRAGMA user_version = 1"],
        [
            "CREATE TABLE tip_records (tip_id TEXT)", "CREATE TABLE donations (sequence INTEGER)",
            "PRAGMA user_version = 1",
        ],
        ["CREATE TABLE meta (key TEXT, value TEXT)", "PRAGMA user_version = -3"],
    ])
    func anSQLiteDatabaseOfAnotherSchemaIsRefusedAndLeftUntouched(statements: [String]) throws {
        let file = scratch.file("other.sqlite")
        try SQLiteTestFiles.run(statements, in: file)
        let contents = try Data(contentsOf: file)

        let error = try #require(throws: TipDatastoreError.self) { try SQLiteDatastore(fileURL: file) }

        try expectRefusedUntouched(file, contents: contents, error: error)
    }

    @Test func anSQLiteDatabaseWithOurTablesPlusForeignOnesIsRefused() throws {
        let file = scratch.file("TipCore.sqlite")
        _ = try SQLiteDatastore(fileURL: file)
        try SQLiteTestFiles.run(["CREATE TABLE people (name TEXT)"], in: file)
        let contents = try Data(contentsOf: file)

        let error = try #require(throws: TipDatastoreError.self) { try SQLiteDatastore(fileURL: file) }

        try expectRefusedUntouched(file, contents: contents, error: error)
    }

    @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
        let file = scratch.file("TipCore.sqlite")
        _ = try SQLiteDatastore(fileURL: file)
        try SQLiteTestFiles.run(["PRAGMA user_version = 3"], in: file)
        let contents = try Data(contentsOf: file)

        let error = try #require(throws: TipDatastoreError.self) { try SQLiteDatastore(fileURL: file) }

        #expect(error == .newerSchema(path: file.path, found: 3, supported: 2))
        #expect(try Data(contentsOf: file) == contents)
        #expect(try SQLiteTestFiles.fileNames(in: scratch.url) == ["TipCore.sqlite"])
    }

    // MARK: Unreachable locations

    @Test func aFileInsideARegularFileIsUnavailable() throws {
        let blocker = scratch.file("blocker")
        try Data("x".utf8).write(to: blocker)
        let file = blocker.appendingPathComponent("TipCore.sqlite")

        let error = try #require(throws: TipDatastoreError.self) { try SQLiteDatastore(fileURL: file) }

        guard case .unavailable(let path, _) = error else {
            Issue.record("expected .unavailable, got \(error)")
            return
        }
        #expect(path == file.path)
    }

    @Test func aFilePathThatIsADirectoryIsUnavailable() throws {
        let directory = scratch.url.appendingPathComponent("TipCore.sqlite", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        let error = try #require(throws: TipDatastoreError.self) { try SQLiteDatastore(fileURL: directory) }

        guard case .unavailable = error else {
            Issue.record("expected .unavailable, got \(error)")
            return
        }
    }

    @Test func aDirectoryThatIsARegularFileIsUnavailable() throws {
        let blocker = scratch.file("blocker")
        try Data("x".utf8).write(to: blocker)

        let error = try #require(throws: TipDatastoreError.self) { try SQLiteDatastore(directory: blocker) }

        guard case .unavailable(let path, _) = error else {
            Issue.record("expected .unavailable, got \(error)")
            return
        }
        #expect(path == blocker.path)
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }

    // MARK: Helpers

    /// The error says "not a TipCore datastore" and names the file; the file and its folder are as before.
    private func expectRefusedUntouched(_ file: URL, contents: Data, error: TipDatastoreError) throws {
        guard case .notADatastore(let path, _) = error else {
            Issue.record("expected .notADatastore, got \(error)")
            return
        }
        #expect(path == file.path)
        #expect(error.description.contains(file.path))
        #expect(try Data(contentsOf: file) == contents)
        #expect(try SQLiteTestFiles.fileNames(in: scratch.url) == [file.lastPathComponent])
    }
}
