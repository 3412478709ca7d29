import Foundation
import Testing
import TipCore

/// Where each `DatastoreLocation` lives on Linux, and configure opening the SQLite store there.
@Suite struct StoreLocationTests {
    typealias Location = Tips.ConfigurationOption.DatastoreLocation
    let scratch = ScratchDirectory()

    @Test func eachLocationNamesADirectoryUnderTheDataHome() throws {
        let environment = ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"]
        #expect(Location.applicationDefault.directory(environment: environment, processName: "Trails").path == "/data/Trails/tipkit")
        #expect(try Location.groupContainer(identifier: "group.trails").directory(environment: environment).path
            == "/data/tipkit-groups/group.trails")
        #expect(Location.url(URL(fileURLWithPath: "/srv/tips")).directory(environment: environment).path == "/srv/tips")
    }

    @Test func withoutAnAbsoluteXDGDataHomeTheDataHomeIsInTheHomeDirectory() {
        for environment in [["HOME": "/home/ada"], ["HOME": "/home/ada", "XDG_DATA_HOME": "relative/data"]] {
            #expect(Location.applicationDefault.directory(environment: environment, processName: "Trails").path
                == "/home/ada/.local/share/Trails/tipkit")
        }
    }

    @Test func aGroupIdentifierThatCannotNameAFolderThrows() {
        for identifier in ["", "a/b", ".", ".."] {
            #expect(throws: TipKitError.missingGroupContainerEntitlements) {
                try Location.groupContainer(identifier: identifier)
            }
        }
        #expect(throws: Never.self) { try Location.groupContainer(identifier: "group.tips") }
    }

    @Test func configureOpensAnSQLiteStoreInTheLocationsDirectoryCreatingIt() throws {
        let directory = scratch.url.appendingPathComponent("nested/tips")
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastoreLocation(.url(directory))])

        let store = try #require(engine.configuration?.datastore as? SQLiteDatastore)
        #expect(store.location == directory.appendingPathComponent(SQLiteDatastore.fileName).path)
        #expect(engine.configuration?.datastoreLocation == .url(directory))
        #expect(FileManager.default.fileExists(atPath: store.location))
    }

    @Test func aFileThatIsNotADatastoreMakesConfigureThrowNamingItAndLeavesItUntouched() throws {
        let file = scratch.file(SQLiteDatastore.fileName)
        let contents = Data("my notes, not a database\n".utf8)
        try contents.write(to: file)
        let engine = TipsEngine(clock: ManualClock())

        let error = try #require(throws: TipDatastoreError.self) {
            try engine.configure([.datastoreLocation(.url(scratch.url))])
        }

        guard case .notADatastore(let path, _) = error else {
            Issue.record("expected .notADatastore, got \(error)")
            return
        }
        #expect(path == file.path)
        #expect("\(error)".contains(file.path))
        #expect(try Data(contentsOf: file) == contents)
        #expect(try SQLiteTestFiles.fileNames(in: scratch.url) == [SQLiteDatastore.fileName])
        #expect(engine.isConfigured == false)
    }

    @Test func aLocationThatCannotBeADirectoryLeavesTheEngineUnconfigured() throws {
        let blocker = scratch.file("a-file")
        try Data("x".utf8).write(to: blocker)
        let engine = TipsEngine(clock: ManualClock())

        let error = try #require(throws: TipDatastoreError.self) {
            try engine.configure([.datastoreLocation(.url(blocker))])
        }

        guard case .unavailable(let path, _) = error else {
            Issue.record("expected .unavailable, got \(error)")
            return
        }
        #expect(path == blocker.path)
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
        #expect(engine.isConfigured == false)
        try engine.configure([.datastore(InMemoryDatastore())])
        #expect(engine.isConfigured)
    }
}
