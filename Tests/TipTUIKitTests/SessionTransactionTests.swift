import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// At most one SQLite write transaction per input, none for an input that only looks or moves
/// focus, counted on a real SQLite datastore.
@Suite("Session: one write transaction per input")
struct SessionTransactionTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    /// A real SQLite datastore that counts its write transactions: every `atomically` is one
    /// `BEGIN IMMEDIATE`; `reading` and `changes(since:)` are read transactions.
    final class CountingDatastore: TipDatastore, @unchecked Sendable {
        let store: SQLiteDatastore
        private(set) var writeTransactions = 0

        init(_ store: SQLiteDatastore) { self.store = store }

        var location: String { store.location }

        func changes(since mark: Int64?) throws -> TipDatastoreChanges {
            try store.changes(since: mark)
        }

        func reading<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
            try store.reading(body)
        }

        func atomically<T>(
            reportingChangesSince mark: Int64?, _ body: (any TipDatastoreOperations) throws -> T
        ) throws -> (result: T, changes: TipDatastoreChanges) {
            writeTransactions += 1
            return try store.atomically(reportingChangesSince: mark, body)
        }
    }

    /// A session on a fresh SQLite store, with ShowLocationTip's popover up.
    private func newSession() throws -> (PlaygroundSession, CountingDatastore, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-tx-\(UUID().uuidString)")
        let store = CountingDatastore(try SQLiteDatastore(directory: folder))
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: store, clock: ManualClock(Self.start),
            size: Size(width: 100, height: 30))
        _ = session.frame
        return (session, store, folder)
    }

    /// How many write transactions one input took, its frame drawn (drawing must write nothing).
    private func transactions(of action: PlaygroundAction, in session: PlaygroundSession, _ store: CountingDatastore) -> Int {
        let before = store.writeTransactions
        session.send(action)
        _ = session.frame
        return store.writeTransactions - before
    }

    static let looks: [PlaygroundAction] = [
        .key(.character("W")), .key(.character("T")), .key(.character("L")), .key(.character("A")),
        .key(.character("i")), .key(.character("V")), .key(.character("P")), .key(.character("C")), .key(.character("?")), .key(.character("z")),
        .key(.character("G")), .key(.escape), .key(.tab), .key(.backTab), .key(.pageDown), .key(.pageUp),
        .key(.character("]")), .key(.character(":")), .key(.character("a")), .key(.escape),
        .resize(Size(width: 40, height: 12)), .resize(Size(width: 300, height: 100)), .wheel(Point(x: 5, y: 5), down: true),
        .locale("fr"), .width(.watch), .textSize(.accessibility5), .ascii(true), .grid(true), .grid(false),
        .inspector(true), .voiceOver(true), .placementOverlay(true), .help(.keys), .help(nil), .caption("looking"), .scrollFlow(down: true),
    ]

    @Test("looking and moving focus open no transaction")
    func looksOpenNone() throws {
        let (session, store, folder) = try newSession()
        defer { try? FileManager.default.removeItem(at: folder) }
        for look in Self.looks {
            #expect(transactions(of: look, in: session, store) == 0, "\(look)")
        }
    }

    @Test("an input that changes the app takes at most one transaction, however much it changes")
    func changesTakeOne() throws {
        let (session, store, folder) = try newSession()
        defer { try? FileManager.default.removeItem(at: folder) }
        let actions: [PlaygroundAction] = [
            // Pressing the compass donates, dismisses ShowLocationTip, ends its presentation and
            // begins RotateMapTip's: four writes, one transaction.
            .press(control: "compass"),
            .key(.character("d")), .key(.character("x")), .advance(3_600),
            .screen("trails"), .donate(event: "didVisitBigCottonwoodCanyon", count: 4),
            .key(.character("1")), .commandLine("donate didVisitBigCottonwoodCanyon 2"),
            .set(parameter: "isProMode", value: .bool(true)), .press(control: "settingsTab"),
            .key(.escape), .override(Tips.TestingOverrides(showAllTips: true)), .override(nil),
            .invalidate(tip: "ExportTip", reason: .actionPerformed), .resetEligibility(tip: "ExportTip"),
            .tick(Self.start), .tick(Self.start + 30),
        ]
        var total = 0
        for action in actions {
            let count = transactions(of: action, in: session, store)
            #expect(count <= 1, "\(action): \(count) transactions")
            total += count
        }
        #expect(total >= 10, "the app's actions did write (\(total) transactions)")
    }
}
