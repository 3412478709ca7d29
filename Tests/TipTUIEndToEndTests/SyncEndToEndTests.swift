import Foundation
import Testing
import TipCore

/// Several real `tiptui` processes on one sync store, as a person's phone and tablet on one
/// iCloud account.
@Suite("tiptui --sync: processes on one sync store", .serialized)
struct SyncEndToEndTests {
    static let playground = """
        {
          "events": [ { "id": "didShare", "donationLimit": { "maximumCount": 100000 } } ],
          "tips": [ { "id": "ShareTip", "title": "Share it", "rules": [ "#Rule(Self.didShare) { $0.donations.count >= 1 }" ] } ],
          "screens": [ { "id": "main", "controls": [ { "id": "share", "label": "Share", "onPress": [ { "donate": "didShare" } ] } ],
                         "tips": [ { "tip": "ShareTip", "inline": "top" } ] } ]
        }
        """

    /// A script that donates `batches` × 100 times, syncing after each batch (reading what the
    /// other devices did meanwhile).
    static func donating(batches: Int) -> String {
        "playground p.json\n" + String(repeating: "donate didShare 100\nsync\n", count: batches)
    }

    static func write(_ text: String, _ name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    static func start(_ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxSession.tiptuiPath)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func twoProcessesDonatingTenThousandTimesEachBothEndWithTwentyThousand() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.playground, "p.json", in: folder)
        try Self.write(Self.donating(batches: 100), "donate.tipscript", in: folder)
        let phone = try Self.start(["check", "--sync", "sync.sqlite", "--device", "phone", "donate.tipscript"], in: folder)
        let tablet = try Self.start(["check", "--sync", "sync.sqlite", "--device", "tablet", "donate.tipscript"], in: folder)
        phone.waitUntilExit()
        tablet.waitUntilExit()
        #expect(phone.terminationStatus == 0)
        #expect(tablet.terminationStatus == 0)

        try Self.write("playground p.json\nsync\nexpect donations didShare 20000\n", "verify.tipscript", in: folder)
        for device in ["phone", "tablet"] {
            let verify = try TiptuiRun(["check", "--sync", "sync.sqlite", "--device", device, "verify.tipscript"], in: folder)
            #expect(verify.status == 0, "\(device): \(verify.output) \(verify.errors)")
            #expect(verify.errors.isEmpty, "\(device): \(verify.errors)")
        }
    }

    @Test func aKilledProcessLosesNoChangeThatReachedTheStoreAndItsNextLaunchNumbersOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.playground, "p.json", in: folder)
        try Self.write(Self.donating(batches: 100), "donate.tipscript", in: folder)
        let phone = try Self.start(["check", "--sync", "sync.sqlite", "--device", "phone", "donate.tipscript"], in: folder)
        // Kill it mid-run, once some donations have reached the store.
        let deadline = Date().addingTimeInterval(60)
        var seen = 0
        while seen < 500, Date() < deadline, phone.isRunning {
            usleep(20_000)
            seen = (try? SQLiteSyncStore(fileURL: folder.appendingPathComponent("sync.sqlite")).pull(after: 0).changes.count) ?? 0
        }
        #expect(phone.isRunning, "the run was still going when it was killed")
        kill(phone.processIdentifier, SIGKILL)
        phone.waitUntilExit()

        let stored = try SQLiteSyncStore(fileURL: folder.appendingPathComponent("sync.sqlite")).pull(after: 0).changes
        #expect(stored.count >= 500)
        #expect(stored.map(\.id.counter) == Array(1...Int64(stored.count)), "every change up to the last that reached the store, without a gap")
        let donations = stored.filter { if case .donation = $0.kind { true } else { false } }.count

        // Another device gets every one of them; the phone, relaunched, numbers on after them.
        try Self.write("playground p.json\nsync\nexpect donations didShare \(donations)\n", "tablet.tipscript", in: folder)
        let tablet = try TiptuiRun(["check", "--sync", "sync.sqlite", "--device", "tablet", "tablet.tipscript"], in: folder)
        #expect(tablet.status == 0, "\(tablet.output) \(tablet.errors)")
        try Self.write("playground p.json\ndonate didShare\nexpect donations didShare \(donations + 1)\n", "again.tipscript", in: folder)
        let again = try TiptuiRun(["check", "--sync", "sync.sqlite", "--device", "phone", "again.tipscript"], in: folder)
        #expect(again.status == 0, "\(again.output) \(again.errors)")
        let after = try SQLiteSyncStore(fileURL: folder.appendingPathComponent("sync.sqlite")).pull(after: 0).changes
        let phoneCounters = after.filter { $0.id.device == "phone" }.map(\.id.counter)
        #expect(phoneCounters.count > stored.count)
        #expect(phoneCounters == Array(1...Int64(phoneCounters.count)), "the relaunch went on from where the killed run stopped")
    }

    @Test func theShippedPhoneAndIPadScriptsPassInTurnOnOneStore() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("demo-scripts/sync")
        let store = folder.appendingPathComponent("sync.sqlite").path
        for device in ["phone", "ipad"] {
            let run = try TiptuiRun(["check", "--sync", store, "--device", device, scripts.appendingPathComponent("\(device).tipscript").path])
            #expect(run.status == 0, "\(device): \(run.output) \(run.errors)")
        }
    }

    @Test func aSyncStoreThatIsNotOneIsRefusedUntouched() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.playground, "p.json", in: folder)
        try Self.write("playground p.json\nsync\n", "s.tipscript", in: folder)
        try Self.write("my shopping list\n", "list.txt", in: folder)
        let run = try TiptuiRun(["check", "--sync", "list.txt", "--device", "phone", "s.tipscript"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("list.txt: not a TipCore sync store"), "\(run.errors)")
        #expect(try String(contentsOf: folder.appendingPathComponent("list.txt"), encoding: .utf8) == "my shopping list\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["list.txt", "p.json", "s.tipscript"])
    }

    /// The likeliest wrong file: a tiptui datastore, such as one `--datastore` names.
    @Test func aDatastoreGivenAsTheSyncStoreIsNamedAsOneWithWhatToPassInstead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.playground, "p.json", in: folder)
        try Self.write("playground p.json\ndonate didShare\n", "s.tipscript", in: folder)
        let datastore = folder.appendingPathComponent("tips.sqlite")
        _ = try SQLiteDatastore(fileURL: datastore).atomically {
            try $0.appendDonation(DonationRecord(eventID: "didShare", date: Date(timeIntervalSince1970: 1_767_690_000)))
        }
        let before = try Data(contentsOf: datastore)

        let run = try TiptuiRun(["check", "--sync", "tips.sqlite", "--device", "phone", "s.tipscript"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains(
            "tips.sqlite: a tiptui datastore (one device's tip state, what --datastore takes), not a sync store. "
                + "It was left untouched; give --sync a path of its own (a new file there becomes the sync store)."),
            "\(run.errors)")
        #expect(!run.errors.contains("another application"), "\(run.errors)")
        #expect(try Data(contentsOf: datastore) == before)
    }
}
