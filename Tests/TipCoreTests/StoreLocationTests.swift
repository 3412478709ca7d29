import Foundation
import Synchronization
import Testing
import TipCore

/// How configure turns a location into a directory and opens it through `TipsEngine.openDatastore`.
@Suite(.serialized) struct StoreLocationTests {
    @Test func aURLLocationIsCreatedAndHandedToTheOpener() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tipcore-location-\(UUID().uuidString)").appendingPathComponent("nested")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let opened = Mutex<URL?>(nil)
        let previous = TipsEngine.openDatastore
        TipsEngine.openDatastore = { url in
            opened.withLock { $0 = url }
            return InMemoryDatastore()
        }
        defer { TipsEngine.openDatastore = previous }

        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastoreLocation(.url(directory))])
        #expect(opened.withLock { $0 } == directory)
        #expect(FileManager.default.fileExists(atPath: directory.path))
        #expect(engine.configuration?.datastoreLocation == .url(directory))
    }

    @Test func aGroupIdentifierThatCannotNameAFolderThrows() {
        #expect(throws: TipKitError.missingGroupContainerEntitlements) {
            try Tips.ConfigurationOption.DatastoreLocation.groupContainer(identifier: "")
        }
        #expect(throws: TipKitError.missingGroupContainerEntitlements) {
            try Tips.ConfigurationOption.DatastoreLocation.groupContainer(identifier: "a/b")
        }
        #expect(throws: Never.self) { try Tips.ConfigurationOption.DatastoreLocation.groupContainer(identifier: "group.tips") }
    }

    @Test func anOpenerThatFailsLeavesTheEngineUnconfigured() throws {
        let previous = TipsEngine.openDatastore
        TipsEngine.openDatastore = { url in throw TipDatastoreError.unavailable(path: url.path, detail: "test") }
        defer { TipsEngine.openDatastore = previous }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tipcore-fail-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = TipsEngine(clock: ManualClock())
        #expect(throws: TipDatastoreError.unavailable(path: directory.path, detail: "test")) {
            try engine.configure([.datastoreLocation(.url(directory))])
        }
        #expect(engine.isConfigured == false)
        try engine.configure([.datastore(InMemoryDatastore())])
        #expect(engine.isConfigured)
    }
}
